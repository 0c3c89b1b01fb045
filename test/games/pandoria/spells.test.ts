/** Every spell of the seed [seed], cast in step 4 for crystals; facts §7.1 example 10 (Rage). */
import { describe, expect, it } from 'vitest';
import type { Move, PandoriaState } from '../../../src/games/pandoria/types';
import { act, at, bareGame, cast, caster, castle, hasMove, keysOf, lay, legal, options, put } from './helpers';

const targets = (s: PandoriaState, t: Move['t']) => legal(s).filter((m) => m.t === t);

describe('casting', () => {
  it('costs its crystals, shows the card as the top spell and ends the card action', () => {
    const s = caster(['C15', 'C11']);
    s.players[0].res.gold = 2;
    const after = cast(s, 'C15');
    expect(after.players[0].res.crystal).toBe(7);
    expect(after.players[0].spells).toEqual(['C15']);
    expect(after.players[0].hand).toEqual(['C11']);
    const done = act(after, { t: 'fxRes', res: 'gold' });
    expect(done.turn.step).not.toBe('action');
    expect(legal(done).some((m) => m.t === 'spell' || m.t === 'build')).toBe(false);
  });

  it('can be cast without effect, and the effect can be forgone — except Rage and Conjure [seed]', () => {
    const after = cast(caster(['C37']), 'C37'); // Teleport
    expect(options(after)).toContain('X');
    const done = act(after, { t: 'fxEnd' });
    expect(done.figures.H7).toEqual({ main: { seat: 0, leader: false } });
    expect(done.players[0].spells).toEqual(['C37']);
    expect(options(cast(caster(['C32']), 'C32'))).not.toContain('X'); // Rage
    const low = caster(['C15']);
    low.players[0].res.gold = 2;
    expect(options(cast(low, 'C15'))).toEqual(['gold']); // Conjure 6: only gold is below 6, and it cannot be forgone
    const alone = caster(['C32']);
    delete alone.figures.H7;
    alone.players[0].workers += 1;
    expect(cast(alone, 'C32').turn.effect).toBeNull(); // Rage without a figure: cast without effect
  });

  it('needs the crystals', () => {
    const s = caster(['C18']);
    s.players[0].res.crystal = 4;
    expect(legal(s).some((m) => m.t === 'spell')).toBe(false);
  });
});

describe('the spells', () => {
  it('Acquire: take 1 (or 2) market cards for free; the market refills', () => {
    const s = caster(['C03']);
    s.market = ['C10', 'C11', 'C12', 'C13'];
    const top = s.deck[s.deck.length - 1];
    let after = cast(s, 'C03');
    after = act(after, { t: 'fxCard', card: 'C11' });
    expect(after.market).toEqual(['C10', 'C12', 'C13', top]);
    after = act(after, { t: 'fxCard', card: 'C13' });
    expect(after.players[0].hand).toEqual(['C11', 'C13']);
    expect(after.players[0].res.gold).toBe(10);
    expect(after.turn.effect).toBeNull();
  });

  it('Appropriate: copies another player’s top spell, never an Appropriate', () => {
    const s = caster(['C05']);
    s.players[0].res.wood = 3;
    s.players[1].spells = ['C18']; // Conjure 10
    let after = cast(s, 'C05');
    expect(targets(after, 'fxSeat')).toEqual([{ t: 'fxSeat', seat: 1 }]);
    after = act(after, { t: 'fxSeat', seat: 1 });
    after = act(after, { t: 'fxRes', res: 'wood' });
    expect(after.players[0].res.wood).toBe(10);
    expect(after.players[0].spells).toEqual(['C05']);
    expect(after.players[1].spells).toEqual(['C18']);
    const blocked = caster(['C05']);
    blocked.players[1].spells = ['C06'];
    expect(targets(cast(blocked, 'C05'), 'fxSeat')).toEqual([]);
  });

  it('Astral Ship: a figure onto a free ship', () => {
    const s = caster(['C07']);
    s.figures.J3 = { main: { seat: 1, leader: false } };
    s.players[1].workers -= 1;
    const after = cast(s, 'C07');
    expect(targets(after, 'fxFigure').map((m) => (m.t === 'fxFigure' ? m.cell : '')).sort()).toEqual(['D7', 'K4', 'K9']);
    expect(act(after, { t: 'fxFigure', cell: 'K4', leader: false }).figures.K4).toEqual({ main: { seat: 0, leader: false } });
  });

  it('Clone: figures onto free spaces next to own figures, never a castle, ship or closed region', () => {
    const s = caster(['C13']); // Clone II
    castle(s, 'G7', 1);
    s.closed.H6 = true;
    let after = cast(s, 'C13');
    const cells = targets(after, 'fxFigure').map((m) => (m.t === 'fxFigure' ? m.cell : ''));
    expect(cells.sort()).toEqual(['H8', 'I7']); // H7's neighbours: H6 closed, G7 castle, G8/I8 empty land
    after = act(after, { t: 'fxFigure', cell: 'H8', leader: false });
    expect(targets(after, 'fxFigure').map((m) => (m.t === 'fxFigure' ? m.cell : '')).sort()).toEqual(['H9', 'I7']);
    after = act(after, { t: 'fxFigure', cell: 'H9', leader: false });
    expect(after.figures.H8 && after.figures.H9).toBeTruthy();
    expect(after.turn.effect).toBeNull();
  });

  it('Conjure: sets one resource to 6, 8 or 10', () => {
    const s = caster(['C16']);
    s.players[0].res.gold = 2;
    expect(act(cast(s, 'C16'), { t: 'fxRes', res: 'gold' }).players[0].res.gold).toBe(6);
  });

  it('Construct: a building or a monument without wood cost', () => {
    const s = caster(['C19', 'C27']);
    s.players[0].res.wood = 0;
    const after = act(cast(s, 'C19'), { t: 'fxBuild', card: 'C27', slot: 0, alt: null });
    expect(after.players[0].slots[0]).toEqual([{ card: 'C27' }]);
    expect(after.players[0].res.wood).toBe(0);
    const mon = caster(['C20']);
    mon.players[0].res.wood = 0;
    mon.players[0].slots[0] = [{ card: 'C05' }];
    expect(act(cast(mon, 'C20'), { t: 'fxMonument', slot: 0, alt: null }).players[0].points.monument).toBe(6);
  });

  it('Enchanted Castle: a castle with a figure; a region it closes loses its figures at once', () => {
    const s = caster(['C21']);
    s.players[0].res.wood = 0;
    lay(s, { B8: 'F1', B9: 'F2', C9: 'F1', B7: 'M1', C8: 'M1', D8: 'M1', D9: 'M1' });
    put(s, 'B9', 1);
    let after = cast(s, 'C21');
    after = act(after, { t: 'fxCastle', cell: 'C10', fortress: false });
    expect(after.figures.B9).toBeUndefined();
    expect(keysOf(after)).toContain('pan.ev.removed');
    after = act(after, { t: 'fxFigure', cell: 'C10', leader: false });
    expect(after.pieces.C10).toEqual({ kind: 'castle', seat: 0 });
    expect(after.players[0].res.wood).toBe(4); // scored in step 5 through the castle figure
  });

  it('Flee: any number of own figures come back', () => {
    const s = caster(['C23']);
    put(s, 'H8', 0);
    put(s, 'I6', 1);
    let after = cast(s, 'C23');
    after = act(after, { t: 'fxTake', from: 'H7' });
    expect(targets(after, 'fxTake')).toEqual([{ t: 'fxTake', from: 'H8' }]);
    after = act(after, { t: 'fxTake', from: 'H8' });
    expect(Object.keys(after.figures)).toEqual(['I6']);
  });

  it('Master Builder: a building and a monument at once, the Carpenter discounting both', () => {
    const s = caster(['C26', 'C11']);
    s.players[0].slots[0] = [{ card: 'C15' }]; // Carpenter −2
    let after = cast(s, 'C26');
    after = act(after, { t: 'fxBuild', card: 'C11', slot: 1, alt: null }); // 5 − 2 = 3
    after = act(after, { t: 'fxMonument', slot: 1, alt: null }); // 8 − 5 − 2 = 1
    expect(after.players[0].res.wood).toBe(6);
    expect(after.players[0].slots[1]).toEqual([{ card: 'C11' }, { monument: 6 }]);
  });

  it('Master Builder: a Carpenter covered by its building discounts neither build [seed]', () => {
    const s = caster(['C26', 'C12']);
    s.players[0].slots[0] = [{ card: 'C15' }]; // Carpenter −2, 4 wood
    s.players[0].slots[1] = [{ card: 'C11' }]; // Great Tower, 5 wood
    let after = cast(s, 'C26');
    after = act(after, { t: 'fxBuild', card: 'C12', slot: 0, alt: null }); // over the Carpenter: 5 − 4 = 1
    expect(after.players[0].res.wood).toBe(9);
    after = act(after, { t: 'fxMonument', slot: 1, alt: null }); // the Carpenter is covered now: 8 − 5 = 3
    expect(after.players[0].res.wood).toBe(6);
  });

  it('Master Builder: a Carpenter it builds works at once for the monument [seed: effect available at once]', () => {
    const s = caster(['C26', 'C15']);
    s.players[0].slots[0] = [{ card: 'C11' }]; // Great Tower, 5 wood
    let after = cast(s, 'C26');
    after = act(after, { t: 'fxBuild', card: 'C15', slot: 1, alt: null }); // Carpenter −2 into an empty slot: 4
    after = act(after, { t: 'fxMonument', slot: 0, alt: null }); // 8 − 5 − 2 = 1
    expect(after.players[0].res.wood).toBe(10 - 4 - 1);
  });

  it('Master Builder with no building card in hand still builds the monument alone [seed: effect may be forgone]', () => {
    const s = caster(['C26']);
    s.players[0].slots[0] = [{ card: 'C11' }]; // Great Tower, 5 wood
    const top = s.monuments[s.monuments.length - 1];
    let after = cast(s, 'C26');
    expect(hasMove(after, { t: 'fxMonument', slot: 0, alt: null })).toBe(true);
    after = act(after, { t: 'fxMonument', slot: 0, alt: null }); // 8 − 5 = 3
    expect(after.players[0].res.wood).toBe(7);
    expect(after.players[0].points.monument).toBe(top);
    expect(after.turn.effect).toBeNull();
  });

  it('Muster: figures onto any free spaces, never ships, castles or closed regions', () => {
    const s = caster(['C28']);
    castle(s, 'G7', 1);
    s.closed.I6 = true;
    const after = cast(s, 'C28');
    const cells = targets(after, 'fxFigure').map((m) => (m.t === 'fxFigure' ? m.cell : ''));
    expect(cells).toContain('I11'); // a printed space far away
    for (const bad of ['G7', 'D7', 'I6', 'H7', 'G8']) expect(cells).not.toContain(bad);
  });

  it('example 10: Rage ×3 on the only adjacent worker at a 2-symbol region → 6', () => {
    const s = bareGame();
    s.players[0].res = { crystal: 10, gold: 0, wood: 0 };
    s.players[0].hand = ['C35'];
    lay(s, { B9: 'F2', B8: 'M1', C9: 'M1' });
    put(s, 'C9', 0);
    let after = act(s, { t: 'castle', cell: 'C10' });
    after = act(after, { t: 'pass' });
    after = cast(after, 'C35');
    expect(targets(after, 'fxRage')).toEqual([{ t: 'fxRage', cell: 'C9' }]);
    after = act(after, { t: 'fxRage', cell: 'C9' });
    expect(after.players[0].res.wood).toBe(6);
  });

  it('Rage never raises the leader', () => {
    const s = caster(['C32']);
    put(s, 'H8', 0, true);
    expect(targets(cast(s, 'C32'), 'fxRage')).toEqual([{ t: 'fxRage', cell: 'H7' }]);
  });

  it('Teleport: own figures to any free spaces', () => {
    const s = caster(['C39']);
    put(s, 'H8', 0, true);
    let after = cast(s, 'C39');
    after = act(after, { t: 'fxMove', from: 'H8', to: 'I11' });
    after = act(after, { t: 'fxMove', from: 'H7', to: 'I6' });
    expect(after.figures.I11).toEqual({ main: { seat: 0, leader: true } });
    expect(after.figures.I6).toEqual({ main: { seat: 0, leader: false } });
    expect(after.figures.H7).toBeUndefined();
  });

  it('Terrain: draws a single (or double) tile and lays it, no figure on it; closing removes figures', () => {
    const s = caster(['C41']);
    lay(s, { B8: 'F1', B9: 'F2', C9: 'F1', B7: 'M1', C8: 'M1', D8: 'M1', D9: 'M1', D10: 'M1' }); // C10: a one-space gap
    put(s, 'B9', 1);
    s.singleStack = [...s.singleStack.filter((t) => t !== 'E7'), 'E7']; // city 1 on top
    let after = cast(s, 'C41');
    expect(after.singleStack).not.toContain('E7');
    after = act(after, { t: 'fxTile', a: 'C10', b: null });
    expect(after.land.C10).toMatchObject({ terrain: 'city', symbols: 1, tile: 'E7' });
    expect(after.figures.B9).toBeUndefined();
    expect(after.figures.C10).toBeUndefined();
    const dbl = caster(['C43']);
    dbl.tileStack = [...dbl.tileStack.filter((t) => t !== 'D01'), 'D01'];
    let laid = cast(dbl, 'C43');
    expect(hasMove(laid, { t: 'fxTile', a: 'H10', b: 'H11' })).toBe(true);
    laid = act(laid, { t: 'fxTile', a: 'H10', b: 'H11' });
    expect(laid.land.H10).toMatchObject({ terrain: 'forest', tile: 'D01' });
    expect(laid.figures.H10).toBeUndefined();
  });
});

describe('a cast spell in the turn', () => {
  it('comes after the figure step and before the scoring', () => {
    const s = bareGame();
    s.players[0].res = { crystal: 10, gold: 0, wood: 0 };
    s.players[0].hand = ['C28']; // Muster I
    lay(s, { B8: 'F1', B9: 'F2', C9: 'F1', B7: 'M1', C8: 'M1', D8: 'M1', D9: 'M1' });
    let after = act(s, { t: 'castle', cell: 'C10' });
    expect(after.turn.step).toBe('figure');
    after = act(after, { t: 'pass' });
    after = cast(after, 'C28');
    after = act(after, { t: 'fxFigure', cell: 'D8', leader: false }); // next to the closed forest
    expect(after.players[0].res.wood).toBe(4);
  });
});
