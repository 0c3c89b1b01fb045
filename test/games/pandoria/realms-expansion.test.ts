/** The abilities of the Realms expansion and promo realms on side B [seed], facts §7.1 examples 8, 9, 11, 12. */
import { describe, expect, it } from 'vitest';
import type { RealmId } from '../../../src/games/pandoria/types';
import { finishGame } from '../../../src/games/pandoria/final';
import { act, at, bareGame, hasMove, lay, legal, put, walled } from './helpers';

/**
 * Seat 0 about to close the pocket H9–H10 (walls around, hole H8) with a castle. A city pocket is H9 alone,
 * because H10 touches the printed city I11.
 */
function pocket(realms: RealmId[], code = 'H1', wall = 'F1', seats = 2) {
  const s = bareGame({ variant: 'b' }, seats, realms);
  for (const p of s.players) p.res = { crystal: 0, gold: 0, wood: 0 };
  walled(s, code.startsWith('C') ? { H9: code } : { H9: code, H10: code }, wall, 'H8');
  return at(s, 0, 'place');
}

const closePocket = (s: ReturnType<typeof pocket>, figure = false) => {
  let after = act(s, { t: 'castle', cell: 'H8' });
  if (after.pending.length > 0) return after;
  after = act(after, figure ? { t: 'figure', cell: 'H8', leader: false } : { t: 'pass' });
  return after;
};

describe('Centaurs', () => {
  it('example 11: gain 1 of the region’s yield per own figure removed, also when closing it themselves', () => {
    const s = pocket(['centaurs', 'humans']);
    put(s, 'H9', 0);
    put(s, 'H10', 0);
    expect(closePocket(s).players[0].res.gold).toBe(2);
    const city = pocket(['humans', 'centaurs'], 'C1');
    put(city, 'H9', 1);
    expect(closePocket(city).players[1].points.realm).toBe(1);
  });
});

describe('Fairies', () => {
  it('example 8: strictly more figures than every other participant → +3 (city +1 point)', () => {
    const s = pocket(['humans', 'fairies'], 'H1');
    put(s, 'G9', 1);
    put(s, 'I9', 1);
    put(s, 'G10', 0);
    let after = closePocket(s);
    expect(after.players[1].res.gold).toBe(2 * 2 + 3);
    expect(after.players[0].res.gold).toBe(2);
    const tie = pocket(['humans', 'fairies']);
    put(tie, 'G9', 1);
    put(tie, 'G10', 0);
    expect(closePocket(tie).players[1].res.gold).toBe(2);
    const alone = pocket(['humans', 'fairies']);
    put(alone, 'G9', 1);
    put(alone, 'I9', 1);
    expect(closePocket(alone).players[1].res.gold).toBe(4);
    const city = pocket(['humans', 'fairies'], 'C3'); // city worth 3
    put(city, 'G9', 1);
    put(city, 'I9', 1);
    put(city, 'G10', 0);
    after = closePocket(city);
    expect(after.players[1].score).toBe(6 + 1);
  });

  it('example 8: tracks end at 8; 6 + 7 gold → 8 and 1 point; Conjure 10 gives 8', () => {
    const s = pocket(['humans', 'fairies']);
    s.players[1].res.gold = 6;
    put(s, 'G9', 1);
    put(s, 'I9', 1);
    put(s, 'G10', 0);
    const after = closePocket(s);
    expect(after.players[1].res.gold).toBe(8);
    expect(after.players[1].points.overflow).toBe(1);
    const conjure = bareGame({ variant: 'b' }, 2, ['fairies', 'humans']);
    conjure.players[0].res = { crystal: 5, gold: 0, wood: 0 };
    conjure.players[0].hand = ['C18'];
    at(conjure, 0, 'action');
    const cast = act(act(conjure, { t: 'spell', card: 'C18', alt: null }), { t: 'fxRes', res: 'gold' });
    expect(cast.players[0].res.gold).toBe(8);
  });
});

describe('Nymphs', () => {
  it('example 9: taking part in a region of 4+ spaces → +3; 3 spaces → nothing', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'nymphs']);
    for (const p of s.players) p.res = { crystal: 0, gold: 0, wood: 0 };
    walled(s, { H9: 'M1', H10: 'M1', G10: 'M1', G11: 'M1' }, 'F1', 'H8');
    put(s, 'I9', 1);
    at(s, 0, 'place');
    expect(closePocket(s).players[1].res.crystal).toBe(4 + 3);
    const small = bareGame({ variant: 'b' }, 2, ['humans', 'nymphs']);
    for (const p of small.players) p.res = { crystal: 0, gold: 0, wood: 0 };
    walled(small, { H9: 'M1', H10: 'M1', G10: 'M1' }, 'F1', 'H8');
    put(small, 'I9', 1);
    at(small, 0, 'place');
    expect(closePocket(small).players[1].res.crystal).toBe(3);
  });
});

describe('Golems', () => {
  function golem() {
    const s = bareGame({ variant: 'b' }, 2, ['golems', 'humans']);
    s.players[0].res = { crystal: 5, gold: 5, wood: 5 };
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D05']; // forest 2 | mountain 1
    return s;
  }

  it('example 12: a second figure on the other half for 3 of its resource', () => {
    let after = act(golem(), { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    after = act(after, { t: 'figure', cell: 'H8', leader: false });
    expect(after.turn.step).toBe('golem');
    expect(legal(after).filter((m) => m.t === 'golem').map((m) => (m.t === 'golem' ? m.cell : ''))).toEqual(['H9']);
    after = act(after, { t: 'golem', cell: 'H9', leader: false, alt: null });
    expect(after.players[0].res.crystal).toBe(2);
    expect(after.figures.H9).toEqual({ main: { seat: 0, leader: false } });
  });

  it('never on a city half, and not without a figure placed or taken back', () => {
    const s = golem();
    s.players[0].tiles = ['D17']; // forest 1 | city 1
    let after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    after = act(after, { t: 'figure', cell: 'H8', leader: false });
    expect(after.turn.step).not.toBe('golem');
    const passed = act(act(golem(), { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'pass' });
    expect(passed.turn.step).not.toBe('golem');
  });

  it('after taking a figure back, either half may get one', () => {
    const s = golem();
    put(s, 'H6', 0);
    let after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    after = act(after, { t: 'takeBack', from: 'H6' });
    expect(legal(after).filter((m) => m.t === 'golem').map((m) => (m.t === 'golem' ? m.cell : '')).sort()).toEqual(['H8', 'H9']);
  });
});

describe('Goblins', () => {
  function goblin() {
    const s = bareGame({ variant: 'b' }, 2, ['goblins', 'humans']);
    s.players[0].res = { crystal: 5, gold: 0, wood: 5 };
    s.players[1].spells = ['C18']; // Conjure 10, 5 crystals
    s.players[1].slots[0] = [{ card: 'C11' }]; // Great Tower, 5 wood
    s.players[1].slots[1] = [{ card: 'C07' }]; // Bank −1, 2 wood
    s.players[0].slots[0] = [{ card: 'C36' }]; // own Bank −1
    lay(s, { H6: 'F1', H7: 'M1' });
    return at(s, 0, 'action');
  }

  it('have only 4 building slots', () => {
    expect(goblin().players[0].slots.length).toBe(4);
    expect(goblin().players[1].slots.length).toBe(5);
  });

  it('may use another player’s top spell for its crystal cost − 1', () => {
    let after = act(goblin(), { t: 'gSpell', owner: 1, alt: null });
    expect(after.players[0].res.crystal).toBe(1);
    after = act(after, { t: 'fxRes', res: 'gold' });
    expect(after.players[0].res.gold).toBe(10);
    expect(after.players[1].spells).toEqual(['C18']);
  });

  it('may use another player’s Appropriate: the "not another Appropriate" exclusion is the Appropriate spell’s own [seed]', () => {
    const s = bareGame({ variant: 'b' }, 3, ['goblins', 'humans', 'humans']);
    s.players[0].res = { crystal: 5, gold: 0, wood: 0 };
    s.players[1].spells = ['C05']; // Appropriate, 3 crystals
    s.players[2].spells = ['C18']; // Conjure 10
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    let after = act(s, { t: 'gSpell', owner: 1, alt: null });
    expect(after.players[0].res.crystal).toBe(5 - 2);
    expect(legal(after)).toEqual([{ t: 'fxSeat', seat: 2 }, { t: 'fxEnd' }]); // Appropriate itself still copies no Appropriate
    after = act(act(after, { t: 'fxSeat', seat: 2 }), { t: 'fxRes', res: 'gold' });
    expect(after.players[0].res.gold).toBe(10);
    expect(after.players[1].spells).toEqual(['C05']);
  });

  it('may put a figure on another player’s building for its wood − 1 and use it; never an identical one', () => {
    const s = goblin();
    expect(hasMove(s, { t: 'gBuild', owner: 1, slot: 1, leader: false, alt: null })).toBe(false); // a second Bank
    const after = act(s, { t: 'gBuild', owner: 1, slot: 0, leader: false, alt: null });
    expect(after.players[0].res.wood).toBe(1);
    expect(after.players[0].goblin).toEqual([{ owner: 1, slot: 0, leader: false }]);
  });

  it('the occupied building works for them, and its figure comes home when the owner overbuilds it', () => {
    const s = goblin();
    s.players[0].goblin = [{ owner: 1, slot: 0, leader: false }];
    s.players[0].workers -= 1;
    walled(s, { H9: 'M1', H10: 'M1' }, 'F1', 'H8');
    put(s, 'G9', 0);
    s.players[0].res.crystal = 0;
    at(s, 0, 'place');
    let after = closePocket(s);
    expect(after.players[0].res.crystal).toBe(2 + 2 * 2); // Great Tower: +2 per mountain space
    const owner = goblin();
    owner.players[0].goblin = [{ owner: 1, slot: 0, leader: false }];
    owner.players[0].workers -= 1;
    owner.players[1].hand = ['C14'];
    owner.players[1].res.wood = 5;
    at(owner, 1, 'action');
    after = act(owner, { t: 'build', card: 'C14', slot: 0, alt: null });
    expect(after.players[0].goblin).toEqual([]);
    expect(after.players[0].workers).toBe(owner.players[0].workers + 1);
  });

  it('may take that figure back like a board figure', () => {
    const s = goblin();
    s.players[0].goblin = [{ owner: 1, slot: 0, leader: false }];
    s.players[0].workers -= 1;
    s.players[0].tiles = ['D01'];
    at(s, 0, 'place');
    const after = act(act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'takeBack', from: 'g10' });
    expect(after.players[0].goblin).toEqual([]);
  });
});

describe('Spirits of the Elders', () => {
  it('a figure removed by an opponent’s closing haunts him; it joins his next figure from the next round on', () => {
    const s = pocket(['humans', 'spirits']);
    put(s, 'H9', 1);
    let after = closePocket(s);
    expect(after.players[0].haunt).toEqual({ by: 1, leader: false, round: 2 });
    expect(after.figures.H9).toBeUndefined();
    // later in the same round a figure of Player 1 goes on alone
    const same = structuredClone(after);
    same.active = 0;
    same.turn.step = 'place';
    same.players[0].tiles = ['D01'];
    let placed = act(same, { t: 'tile', index: 0, a: 'G7', b: 'G8' });
    placed = act(placed, { t: 'figure', cell: 'G7', leader: false });
    expect(placed.figures.G7.spirit).toBeUndefined();
    // in the next round it comes along
    const next = structuredClone(same);
    next.round = 3;
    placed = act(act(next, { t: 'tile', index: 0, a: 'G7', b: 'G8' }), { t: 'figure', cell: 'G7', leader: false });
    expect(placed.figures.G7).toEqual({ main: { seat: 0, leader: false }, spirit: { seat: 1, leader: false } });
    expect(placed.players[0].haunt).toBeNull();
  });

  it('haunt nobody on their own closing, and never twice at a time', () => {
    const own = pocket(['spirits', 'humans']);
    put(own, 'H9', 0);
    expect(closePocket(own).players[0].haunt).toBeNull();
    const twice = pocket(['humans', 'spirits']);
    put(twice, 'H9', 1);
    twice.players[0].haunt = { by: 1, leader: false, round: 1 };
    twice.players[1].workers -= 1;
    const workers = twice.players[1].workers;
    const after = closePocket(twice);
    expect(after.players[1].workers).toBe(workers + 1);
  });

  it('choose between leader and worker when both were removed (their decision in the other’s turn)', () => {
    const s = pocket(['humans', 'spirits']);
    put(s, 'H9', 1);
    put(s, 'H10', 1, true);
    const after = act(s, { t: 'castle', cell: 'H8' });
    expect(after.pending).toEqual([{ kind: 'haunt', seat: 1, target: 0 }]);
    expect(legal(after, 1)).toEqual([
      { t: 'haunt', leader: false },
      { t: 'haunt', leader: true },
    ]);
    const chosen = act(after, { t: 'haunt', leader: true }, 1);
    expect(chosen.players[0].haunt?.leader).toBe(true);
    expect(chosen.players[1].leader).toBe(false);
    expect(chosen.pending).toEqual([]);
  });

  it('two Spirits players losing figures in one closing: only one haunts the closer, no figure is lost [seed]', () => {
    const s = bareGame({ variant: 'b' }, 3, ['humans', 'spirits', 'spirits']);
    for (const p of s.players) p.res = { crystal: 0, gold: 0, wood: 0 };
    walled(s, { H9: 'H1', H10: 'H1', H11: 'H1' }, 'F1', 'H8');
    put(s, 'H9', 1);
    put(s, 'H10', 1, true);
    put(s, 'H11', 2);
    at(s, 0, 'place');
    const figures = (after: typeof s, seat: number) =>
      after.players[seat].workers +
      (after.players[seat].leader ? 1 : 0) +
      Object.values(after.figures).filter((o) => o.main.seat === seat || o.spirit?.seat === seat).length +
      after.players.filter((p) => p.haunt?.by === seat).length;
    expect([figures(s, 1), figures(s, 2)]).toEqual([6, 6]); // 5 workers + the leader (3 players)
    let after = act(s, { t: 'castle', cell: 'H8' });
    expect(after.pending).toEqual([{ kind: 'haunt', seat: 1, target: 0 }]); // seat 1 comes first after the closer
    expect(after.players[0].haunt).toBeNull();
    after = act(after, { t: 'haunt', leader: true }, 1);
    expect(after.players[0].haunt).toEqual({ by: 1, leader: true, round: 2 });
    expect(after.players[2].workers).toBe(5); // seat 2's worker went home: the closer is haunted already
    expect([figures(after, 1), figures(after, 2)]).toEqual([6, 6]);
  });

  it('go home when their host leaves the space; Teleport cannot move a haunting figure', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'spirits']);
    lay(s, { H6: 'F1', H7: 'M1' });
    put(s, 'H7', 0);
    s.figures.H7.spirit = { seat: 1, leader: false };
    s.players[1].workers -= 1;
    s.players[0].tiles = ['D01'];
    const workers = s.players[1].workers;
    let after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    after = act(after, { t: 'takeBack', from: 'H7' });
    expect(after.players[1].workers).toBe(workers + 1);
    const tele = bareGame({ variant: 'b' }, 2, ['spirits', 'humans']);
    lay(tele, { H6: 'F1', H7: 'M1' });
    put(tele, 'H7', 1);
    tele.figures.H7.spirit = { seat: 0, leader: false };
    tele.players[0].workers -= 1;
    tele.players[0].hand = ['C37'];
    tele.players[0].res.crystal = 5;
    at(tele, 0, 'action');
    const cast = act(tele, { t: 'spell', card: 'C37', alt: null });
    expect(legal(cast).filter((m) => m.t === 'fxMove')).toEqual([]);
  });
});

describe('Hanbok', () => {
  it('opponents’ figures removed by their closing become prisoners, 1 point each at the end', () => {
    const s = pocket(['hanbok', 'humans']);
    put(s, 'H9', 1);
    put(s, 'H10', 0);
    const workers = s.players[1].workers;
    const after = closePocket(s);
    expect(after.players[0].prisoners).toEqual([{ seat: 1, leader: false }]);
    expect(after.players[1].workers).toBe(workers);
    expect(after.players[0].workers).toBe(s.players[0].workers + 1);
    const end = structuredClone(after);
    finishGame(end);
    expect(end.players[0].points.prisoners).toBe(1);
  });

  it('an opponent may ransom prisoners instead of placing; the Hanbok picks one resource per figure', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'hanbok']);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].prisoners = [{ seat: 0, leader: false }, { seat: 0, leader: true }];
    s.players[0].workers -= 1;
    s.players[0].leader = false;
    s.players[0].res = { crystal: 1, gold: 0, wood: 3 };
    s.players[1].res = { crystal: 0, gold: 0, wood: 0 };
    s.players[0].tiles = ['D01'];
    let after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(hasMove(after, { t: 'ransom', hanbok: 1, workers: 1, leader: true })).toBe(true);
    after = act(after, { t: 'ransom', hanbok: 1, workers: 1, leader: true });
    expect(after.players[0].leader).toBe(true);
    expect(after.players[1].prisoners).toEqual([]);
    expect(legal(after, 1)).toEqual([
      { t: 'seize', res: 'crystal' },
      { t: 'seize', res: 'wood' },
    ]);
    after = act(after, { t: 'seize', res: 'crystal' }, 1);
    after = act(after, { t: 'seize', res: 'wood' }, 1);
    expect(after.players[1].res).toEqual({ crystal: 1, gold: 0, wood: 1 });
    expect(after.players[0].res).toEqual({ crystal: 0, gold: 0, wood: 2 });
    expect(after.pending).toEqual([]);
  });

  it('no ransom without resources to give', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'hanbok']);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].prisoners = [{ seat: 0, leader: false }];
    s.players[0].workers -= 1;
    s.players[0].res = { crystal: 0, gold: 0, wood: 0 };
    s.players[0].tiles = ['D01'];
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(legal(after).some((m) => m.t === 'ransom')).toBe(false);
  });
});
