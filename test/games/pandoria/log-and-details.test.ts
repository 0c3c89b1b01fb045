/**
 * Rule details the mutation runs found unpinned (npm run mutate -- pandoria): what the log says about closings,
 * hauntings, prisoners and spells (who, how many, which resource), and the smaller branches of scoring, Master
 * Builder, ransoming and the end of the game. Numbers are the seed's, written as literals.
 */
import { describe, expect, it } from 'vitest';
import { endItems, finishGame, winnersOf } from '../../../src/games/pandoria/final';
import { isHaunted } from '../../../src/games/pandoria/figures';
import type { PandoriaState, RealmId } from '../../../src/games/pandoria/types';
import { act, at, bareGame, cast, caster, lay, legal, put, ransomedTwoWorkers, walled } from './helpers';

/** Seat 0 about to close the pocket H9–H10 (walls of `wall` around it, hole H8) with a castle. */
function pocket(realms: RealmId[], code = 'H1', wall = 'F1', options: Record<string, string | boolean> = { variant: 'b' }) {
  const s = bareGame(options, 2, realms);
  for (const p of s.players) p.res = { crystal: 0, gold: 0, wood: 0 };
  walled(s, code.startsWith('C') ? { H9: code } : { H9: code, H10: code }, wall, 'H8');
  return at(s, 0, 'place');
}
const closePocket = (s: PandoriaState) => {
  const after = act(s, { t: 'castle', cell: 'H8' });
  return after.pending.length > 0 ? after : act(after, { t: 'pass' });
};
/** Events of the castle placement alone (a turn's end clears the log). */
const closeOnly = (s: PandoriaState) => act(s, { t: 'castle', cell: 'H8' });
const event = (s: PandoriaState, key: string) => s.events.filter((e) => e.key === key);
const seat = (n: number) => ({ seat: n });

describe('the log of a closing', () => {
  it('names the Centaur who gains, and whose figures went home, how many', () => {
    const s = pocket(['humans', 'centaurs']);
    put(s, 'H9', 1);
    put(s, 'H10', 1);
    const after = closeOnly(s);
    expect(event(after, 'pan.ev.centaur')).toEqual([{ key: 'pan.ev.centaur', params: { seat: seat(1) } }, { key: 'pan.ev.centaur', params: { seat: seat(1) } }]);
    expect(event(after, 'pan.ev.removed')).toEqual([{ key: 'pan.ev.removed', params: { seat: seat(1), n: 2, hanbok: seat(0) } }]);
  });

  it('a Hanbok closer takes the figures prisoner, and the log says so', () => {
    const s = pocket(['hanbok', 'humans']);
    put(s, 'H9', 1);
    const after = closeOnly(s);
    expect(event(after, 'pan.ev.captured')).toEqual([{ key: 'pan.ev.captured', params: { seat: seat(1), n: 1, hanbok: seat(0) } }]);
  });

  it('a region without artifacts gives the closer none (and logs none)', () => {
    const s = pocket(['humans', 'humans']);
    put(s, 'H9', 1);
    const after = closePocket(s);
    expect(after.players[0].artifacts).toBe(0);
    expect(event(after, 'pan.ev.artifacts')).toEqual([]);
  });

  it('names the Spirits player and the haunted closer, and later host and space', () => {
    const s = pocket(['humans', 'spirits']);
    put(s, 'H9', 1);
    expect(event(closeOnly(s), 'pan.ev.haunt')).toEqual([{ key: 'pan.ev.haunt', params: { seat: seat(1), target: seat(0) } }]);
    let after = structuredClone(closePocket(s));
    after.round = 3;
    after.active = 0;
    after.turn.step = 'place';
    after.players[0].tiles = ['D01'];
    after = act(act(after, { t: 'tile', index: 0, a: 'G7', b: 'G8' }), { t: 'figure', cell: 'G7', leader: false });
    expect(event(after, 'pan.ev.hauntPlaced')).toEqual([{ key: 'pan.ev.hauntPlaced', params: { seat: seat(1), host: seat(0), cell: 'G7' } }]);
  });

  it('a haunting figure on the board counts: its host is not haunted a second time', () => {
    const s = pocket(['humans', 'spirits']);
    lay(s, { G6: 'F1' });
    put(s, 'G6', 0);
    s.figures.G6.spirit = { seat: 1, leader: false };
    s.players[1].workers -= 1;
    expect(isHaunted(s, 0)).toBe(true);
    expect(isHaunted(s, 1)).toBe(false);
    put(s, 'H9', 1);
    const workers = s.players[1].workers;
    const after = closePocket(s);
    expect(after.players[0].haunt).toBeNull();
    expect(after.players[1].workers).toBe(workers + 1);
  });

  it('the haunting figure going home when its host leaves is logged with its owner and space', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'spirits']);
    lay(s, { H6: 'F1', H7: 'M1' });
    put(s, 'H7', 0);
    s.figures.H7.spirit = { seat: 1, leader: false };
    s.players[1].workers -= 1;
    s.players[0].tiles = ['D01'];
    const after = act(act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'takeBack', from: 'H7' });
    expect(event(after, 'pan.ev.hauntFreed')).toEqual([{ key: 'pan.ev.hauntFreed', params: { seat: seat(1), cell: 'H7' } }]);
  });
});

describe('figures from the supply', () => {
  it('placing a worker takes one from the supply, placing the leader takes the leader', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    const workers = s.players[0].workers;
    const after = act(act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'figure', cell: 'H8', leader: false });
    expect(after.players[0].workers).toBe(workers - 1);
    expect(after.players[0].leader).toBe(true);
    const humans = bareGame({ variant: 'b' }, 2, ['humans', 'humans']); // Humans may place the leader at any time
    lay(humans, { H6: 'F1', H7: 'M1' });
    humans.players[0].tiles = ['D01'];
    const led = act(act(humans, { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'figure', cell: 'H8', leader: true });
    expect(led.players[0].leader).toBe(false);
    expect(led.players[0].workers).toBe(humans.players[0].workers);
  });

  it('a player may take back his own haunting figure from another player’s space', () => {
    const s = bareGame({ variant: 'b' }, 2, ['spirits', 'humans']);
    lay(s, { H6: 'F1', H7: 'M1' });
    put(s, 'H7', 1);
    s.figures.H7.spirit = { seat: 0, leader: false };
    s.players[0].workers -= 1;
    s.players[0].tiles = ['D01'];
    const workers = s.players[0].workers;
    const placed = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(legal(placed)).toContainEqual({ t: 'takeBack', from: 'H7' });
    const after = act(placed, { t: 'takeBack', from: 'H7' });
    expect(after.players[0].workers).toBe(workers + 1);
    expect(after.figures.H7).toEqual({ main: { seat: 1, leader: false } });
  });

  it('a Goblin takes back the figure of the building named, not another post', () => {
    const s = bareGame({ variant: 'b' }, 3, ['goblins', 'humans', 'humans']);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].slots[0] = [{ card: 'C11' }];
    s.players[2].slots[1] = [{ card: 'C07' }];
    s.players[0].goblin = [{ owner: 1, slot: 0, leader: false }, { owner: 2, slot: 1, leader: true }];
    s.players[0].workers -= 1;
    s.players[0].leader = false;
    s.players[0].tiles = ['D01'];
    const after = act(act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'takeBack', from: 'g21' });
    expect(after.players[0].goblin).toEqual([{ owner: 1, slot: 0, leader: false }]);
    expect(after.players[0].leader).toBe(true);
  });
});

describe('scoring details', () => {
  it('the scored line counts the realm bonus in (Fairies: 2 wood + 3) and names the resource', () => {
    const s = pocket(['fairies', 'humans'], 'F1', 'M1');
    put(s, 'G9', 0);
    put(s, 'G10', 0);
    put(s, 'I9', 1);
    const after = closePocket(s);
    expect(after.players[0].res.wood).toBe(2 * 2 + 3);
    const line = event(after, 'pan.ev.scored').find((e) => JSON.stringify(e.params?.seat) === JSON.stringify(seat(0)));
    expect(line).toEqual({ key: 'pan.ev.scored', params: { seat: seat(0), n: 7, what: { key: 'pan.res.wood' }, terrain: { key: 'pan.terrain.forest' } } });
  });

  it('a city pays points, the Fairies’ bonus as realm points', () => {
    const s = pocket(['fairies', 'humans'], 'C1', 'M1');
    put(s, 'G9', 0);
    put(s, 'G10', 0);
    put(s, 'I9', 1);
    const after = closePocket(s);
    expect(after.players[0].points).toMatchObject({ city: 2, realm: 1 });
    const line = event(after, 'pan.ev.scored').find((e) => JSON.stringify(e.params?.seat) === JSON.stringify(seat(0)));
    expect(line?.params?.what).toEqual({ key: 'pan.res.points' });
  });

  it('every participant’s line comes in seat order', () => {
    const s = pocket(['humans', 'humans'], 'F1', 'M1');
    put(s, 'I9', 1);
    put(s, 'G9', 0);
    const after = closePocket(s);
    expect(event(after, 'pan.ev.scored').map((e) => e.params?.seat)).toEqual([seat(0), seat(1)]);
  });

  it('a haunting figure next to the region takes part for its owner', () => {
    const s = pocket(['humans', 'spirits'], 'F1', 'M1');
    put(s, 'G9', 0);
    s.figures.G9.spirit = { seat: 1, leader: false };
    s.players[1].workers -= 1;
    const after = closePocket(s);
    expect(after.players[1].res.wood).toBe(2);
  });

  it('a yield building counts for its own terrain only, and the larger of two counts', () => {
    const s = pocket(['humans', 'humans'], 'F1', 'M1');
    s.players[0].slots[0] = [{ card: 'C11' }]; // Great Tower: mountain +2 per space
    s.players[0].slots[1] = [{ card: 'C22' }]; // Large Sawmill: forest +2 per space
    s.players[0].slots[2] = [{ card: 'C14' }]; // Small Sawmill: forest +1 per space
    put(s, 'G9', 0);
    expect(closePocket(s).players[0].res.wood).toBe(2 + 2 * 2);
  });

  it('Rage raises only the chosen space’s own worker; other own figures count 1', () => {
    const s = bareGame();
    s.players[0].res = { crystal: 10, gold: 0, wood: 0 };
    s.players[0].hand = ['C35']; // Rage ×3
    lay(s, { B9: 'F2', B8: 'M1', C9: 'M1' }); // the forest B9 alone, closed by a castle on C10
    put(s, 'C9', 0);
    put(s, 'B8', 0);
    let after = act(s, { t: 'castle', cell: 'C10' });
    after = act(after, { t: 'pass' });
    after = act(after, { t: 'spell', card: 'C35', alt: null });
    after = act(after, { t: 'fxRage', cell: 'C9' });
    expect(after.players[0].res.wood).toBe(2 * 3 + 2 * 1);
  });

  it('family with spells: a scoring with points left in the deck records a card trade; none without points or deck', () => {
    const s = pocket([], 'F1', 'M1', { variant: 'famspell' });
    put(s, 'G9', 0);
    put(s, 'I9', 1);
    const deck = s.deck.length;
    expect(deck).toBeGreaterThan(0);
    const after = closePocket(s);
    expect(after.players[0].trades).toEqual([2]);
    const empty = pocket([], 'F1', 'M1', { variant: 'famspell' });
    put(empty, 'G9', 0);
    empty.deck = [];
    expect(closePocket(empty).players[0].trades).toEqual([]);
    const family = pocket([], 'F1', 'M1', { variant: 'family' });
    put(family, 'G9', 0);
    const plain = closePocket(family);
    expect(plain.players[0].trades).toEqual([]);
    expect(plain.players[0].score).toBe(2);
  });
});

describe('Hanbok ransom details', () => {
  function ransomGame(prisoners: { seat: number; leader: boolean }[], res = { crystal: 1, gold: 0, wood: 3 }) {
    const s = bareGame({ variant: 'b' }, 3, ['humans', 'hanbok', 'humans']);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].prisoners = prisoners;
    for (const p of prisoners) if (p.leader) s.players[p.seat].leader = false; else s.players[p.seat].workers -= 1;
    s.players[0].res = res;
    s.players[1].res = { crystal: 0, gold: 0, wood: 0 };
    s.players[0].tiles = ['D01'];
    return act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
  }

  it('frees exactly the figures named: a worker leaves the leader and the other player’s figure in prison', () => {
    const s = ransomGame([{ seat: 2, leader: false }, { seat: 0, leader: true }, { seat: 0, leader: false }]);
    const after = act(s, { t: 'ransom', hanbok: 1, workers: 1, leader: false });
    expect(after.players[1].prisoners).toEqual([{ seat: 2, leader: false }, { seat: 0, leader: true }]);
    expect(after.players[0].leader).toBe(false);
    expect(after.pending).toEqual([{ kind: 'ransom', seat: 1, from: 0, left: 1 }]);
    const seized = act(after, { t: 'seize', res: 'wood' }, 1);
    expect(event(seized, 'pan.ev.seized')).toEqual([{ key: 'pan.ev.seized', params: { seat: seat(1), res: { key: 'pan.res.wood' }, from: seat(0) } }]);
    expect(seized.pending).toEqual([]);
  });
});

describe('Hanbok ransom: the count of resources', () => {
  it('goes on while figures are owed and the ransomer still has any resource (0 crystal, 1 gold, 1 wood left)', () => {
    let after = ransomedTwoWorkers();
    after = act(after, { t: 'seize', res: 'gold' }, 1);
    expect(after.pending).toEqual([{ kind: 'ransom', seat: 1, from: 0, left: 1 }]);
  });
});

describe('two Spirits players and a closer between them', () => {
  it('the first Spirits player after the closer in turn order haunts him (closer seat 2: seat 0 before seat 1)', () => {
    const s = bareGame({ variant: 'b' }, 3, ['spirits', 'spirits', 'humans']);
    for (const p of s.players) p.res = { crystal: 0, gold: 0, wood: 0 };
    walled(s, { H9: 'H1', H10: 'H1' }, 'F1', 'H8');
    put(s, 'H9', 1);
    put(s, 'H10', 0);
    at(s, 2, 'place');
    const after = act(s, { t: 'castle', cell: 'H8' });
    expect(after.players[2].haunt).toEqual({ by: 0, leader: false, round: 2 });
    expect(after.players[1].workers).toBe(5);
  });
});

describe('Master Builder in either order', () => {
  function master() {
    const s = bareGame();
    s.players[0].res = { crystal: 10, gold: 10, wood: 20 };
    s.players[0].hand = ['C26', 'C11']; // Master Builder; Great Tower (5 wood)
    s.players[0].slots[0] = [{ card: 'C08' }]; // Small Tower, 3 wood
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    return act(s, { t: 'spell', card: 'C26', alt: null });
  }

  it('monument first, then the building: the effect lasts until both are done', () => {
    let after = act(master(), { t: 'fxMonument', slot: 0, alt: null }); // 8 − 3 = 5
    expect(after.turn.effect).toEqual({ name: 'master', built: false, monument: true });
    expect(legal(after).some((m) => m.t === 'fxMonument')).toBe(false);
    after = act(after, { t: 'fxBuild', card: 'C11', slot: 1, alt: null });
    expect(after.turn.effect).toBeNull();
    expect(after.players[0].res.wood).toBe(20 - 5 - 5);
  });

  it('building first, then the monument: the effect ends with the monument', () => {
    let after = act(master(), { t: 'fxBuild', card: 'C11', slot: 1, alt: null });
    expect(after.turn.effect).toEqual({ name: 'master', built: true, monument: false });
    after = act(after, { t: 'fxMonument', slot: 1, alt: null }); // 8 − 5 = 3
    expect(after.turn.effect).toBeNull();
    expect(after.players[0].res.wood).toBe(20 - 5 - 3);
  });
});

describe('the end of the game', () => {
  it('prisoners score only when there are some; the step reads over; nobody wins before', () => {
    const s = bareGame();
    expect(endItems(s, 0).map((item) => item.source)).toEqual(['endCards', 'endResources']);
    expect(winnersOf(s)).toEqual([]);
    s.players[0].prisoners = [{ seat: 1, leader: false }];
    expect(endItems(s, 0)).toContainEqual({ source: 'prisoners', points: 1 });
    finishGame(s);
    expect(s.turn.step).toBe('over');
    expect(s.over).toBe(true);
  });
});

describe('spell details', () => {

  it('Terrain with an empty single stack: logged, and nothing to resolve', () => {
    const s = caster(['C41']);
    s.singleStack = [];
    const after = cast(s, 'C41');
    expect(event(after, 'pan.ev.noTile')).toEqual([{ key: 'pan.ev.noTile' }]);
    expect(after.turn.effect).toBeNull();
  });

  it('forgoing a drawn tile boxes it (logged); forgoing another effect logs no tile', () => {
    const terrain = cast(caster(['C41']), 'C41'); // no one-space gap: the drawn tile cannot go anywhere
    expect(event(terrain, 'pan.ev.tileBoxed')).toEqual([{ key: 'pan.ev.tileBoxed' }]);
    const teleport = act(cast(caster(['C39']), 'C39'), { t: 'fxEnd' }); // Teleport II, forgone
    expect(event(teleport, 'pan.ev.tileBoxed')).toEqual([]);
    expect(teleport.turn.effect).toBeNull();
  });

  it('Astral Ship ends with its one figure; Muster II and Teleport II last for two', () => {
    const astral = act(cast(caster(['C07']), 'C07'), { t: 'fxFigure', cell: 'K4', leader: false });
    expect(astral.turn.effect).toBeNull();
    let muster = act(cast(caster(['C30']), 'C30'), { t: 'fxFigure', cell: 'I11', leader: false });
    expect(muster.turn.effect).toEqual({ name: 'muster', left: 1 });
    muster = act(muster, { t: 'fxFigure', cell: 'I6', leader: false });
    expect(muster.turn.effect).toBeNull();
    let teleport = act(cast(caster(['C39']), 'C39'), { t: 'fxMove', from: 'H7', to: 'I11' });
    expect(teleport.turn.effect).toEqual({ name: 'teleport', left: 1 });
    teleport = act(teleport, { t: 'fxMove', from: 'I11', to: 'I6' });
    expect(teleport.turn.effect).toBeNull();
    expect(event(teleport, 'pan.ev.moved')).toContainEqual({ key: 'pan.ev.moved', params: { seat: seat(0), from: 'I11', to: 'I6' } });
  });

  it('Appropriate logs the copied spell and its owner', () => {
    const s = caster(['C05']);
    s.players[1].spells = ['C18']; // Conjure 10
    const after = act(cast(s, 'C05'), { t: 'fxSeat', seat: 1 });
    expect(event(after, 'pan.ev.copied')).toEqual([{ key: 'pan.ev.copied', params: { seat: seat(0), spell: { key: 'pan.S9' }, owner: seat(1) } }]);
  });

  it('Goblins using another player’s spell: logged with owner and cost; their Shrine scores as shrine points', () => {
    const s = bareGame({ variant: 'b' }, 2, ['goblins', 'humans']);
    s.players[0].res = { crystal: 5, gold: 0, wood: 0 };
    s.players[0].slots[0] = [{ card: 'C26' }]; // Shrine: 2 points per spell
    s.players[1].spells = ['C18']; // Conjure 10, 5 crystals
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    const after = act(s, { t: 'gSpell', owner: 1, alt: null });
    expect(event(after, 'pan.ev.castForeign')).toEqual([{ key: 'pan.ev.castForeign', params: { seat: seat(0), spell: { key: 'pan.S9' }, owner: seat(1), n: 4 } }]);
    expect(after.players[0].points).toEqual({ shrine: 2 });
  });
});
