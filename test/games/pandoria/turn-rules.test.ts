/**
 * The turn's order and its bookkeeping as the mutation run of apply, turn and actions found them unpinned
 * (`npm run mutate -- pandoria apply turn actions`): who waits for whom, which step a skip leads to, what is drawn,
 * when the round and the game end, and what the log says. Numbers are the seed's, written as literals.
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { buildCard, buildMonument, takeFromMarket } from '../../../src/games/pandoria/actions';
import { endItems } from '../../../src/games/pandoria/final';
import { ransom } from '../../../src/games/pandoria/prisoners';
import { settle } from '../../../src/games/pandoria/turn';
import { isLand, neighbours } from '../../../src/games/pandoria/geometry';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, at, bareGame, hasMove, keysOf, lay, legal, put, ransomedTwoWorkers, walled } from './helpers';

const event = (s: PandoriaState, key: string) => s.events.filter((e) => e.key === key);
const seat = (n: number) => ({ seat: n });

describe('decisions of other players come first', () => {

  it('the ransomer’s turn stops until the Hanbok has taken his resources', () => {
    const after = ransomedTwoWorkers();
    expect(after.active).toBe(0);
    expect(after.turn.step).toBe('golem');
    expect(pandoria.awaiting(after)).toEqual([1]);
  });

  it('each seizure moves exactly one resource from the ransomer to the Hanbok', () => {
    const after = act(ransomedTwoWorkers(), { t: 'seize', res: 'gold' }, 1);
    expect(after.players[0].res).toEqual({ crystal: 0, gold: 1, wood: 1 });
    expect(after.players[1].res).toEqual({ crystal: 0, gold: 1, wood: 0 });
  });

  it('a ransom of a figure that is not in prison is refused', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'hanbok']);
    s.players[1].prisoners = [{ seat: 0, leader: false }];
    expect(() => ransom(s, 0, 1, 1, true)).toThrow('no such prisoner');
  });
});

describe('realm picks', () => {
  it('“each picks”: a pick gives the realm to the picking player only', () => {
    const s = pandoria.setup({ realms: 'pick', variant: 'b' }, 2, 'picks');
    const first = s.picking[0];
    const after = act(s, { t: 'pick', realm: 'elves' }, first);
    expect(after.players[first].realm).toBe('elves');
    expect(after.players[1 - first].realm).not.toBe('elves');
  });
});

describe('step 1 with Artifacts: a single tile instead of the double tile', () => {
  it('a figure may go onto the single tile when its region is still open', () => {
    const s = bareGame({ variant: 'a', artifacts: true }, 2);
    lay(s, { H6: 'F1', H7: 'M1' });
    walled(s, { H9: 'F1' }, 'M1', 'H8'); // H8 is a one-space gap
    lay(s, { H7: 'C1', G8: 'C1', I8: 'H1' }); // hills next to H8: a hills tile there is no closed region
    s.singleStack = [...s.singleStack.filter((t) => t !== 'E5'), 'E5']; // hills 1 on top
    at(s, 0, 'place');
    let after = act(s, { t: 'single' });
    after = act(after, { t: 'gap', cell: 'H8' });
    expect(after.land.H8).toMatchObject({ terrain: 'hills', tile: 'E5' });
    expect(hasMove(after, { t: 'figure', cell: 'H8', leader: false })).toBe(true);
  });
});

describe('step 4: a monument costs 8 wood minus the building it covers (at least 1)', () => {
  it('over the second of two buildings: 8 − 4 = 4 wood, not the first one’s 8 − 2', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'elves']);
    s.players[0].slots[0] = [{ card: 'C07' }]; // Bank, 2 wood
    s.players[0].slots[1] = [{ card: 'C16' }]; // Statue, 4 wood
    s.players[0].res = { crystal: 0, gold: 0, wood: 10 };
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    const top = s.monuments[s.monuments.length - 1];
    const after = act(s, { t: 'monument', slot: 1, alt: null });
    expect(after.players[0].res.wood).toBe(10 - 4);
    expect(after.players[0].slots[1]).toEqual([{ card: 'C16' }, { monument: top }]);
    expect(event(after, 'pan.ev.monument')).toEqual([{ key: 'pan.ev.monument', params: { seat: seat(0), n: top, cost: 4 } }]);
  });
});

describe('skipping a step leads to the next one', () => {
  it('Golems: skipping the second figure goes on to step 4', () => {
    const s = bareGame({ variant: 'b' }, 2, ['golems', 'humans']);
    s.players[0].res = { crystal: 5, gold: 5, wood: 5 };
    s.players[0].hand = ['C07'];
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D05']; // forest 2 | mountain 1
    let after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    after = act(after, { t: 'figure', cell: 'H8', leader: false });
    expect(after.turn.step).toBe('golem');
    after = act(after, { t: 'skip' });
    expect(after.turn.step).toBe('action');
    expect(after.active).toBe(0);
  });

  it('Halflings: skipping the extra spell ends step 4 and the turn goes on', () => {
    const s = bareGame({ variant: 'b' }, 2, ['halflings', 'elves']);
    s.players[0].res = { crystal: 10, gold: 0, wood: 10 };
    s.players[0].hand = ['C05', 'C15'];
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    let after = act(s, { t: 'build', card: 'C05', slot: 0, alt: null });
    expect(after.turn.step).toBe('extra');
    after = act(after, { t: 'skip' });
    expect(after.active).toBe(1);
    expect(after.players[0].hand).toEqual(['C15']);
  });

  it('Elves: with no purchase the Elves’ move is still offered; skipping it goes on to the Poorhouse', () => {
    const s = bareGame({ variant: 'b' }, 2, ['elves', 'humans']);
    lay(s, { H5: 'C1', H6: 'F1', H7: 'M1', G6: 'H1', I7: 'F1' });
    put(s, 'H7', 0);
    s.players[0].slots[0] = [{ card: 'C03' }]; // Poorhouse
    s.players[0].res = { crystal: 3, gold: 0, wood: 0 };
    at(s, 0, 'action');
    settle(s);
    expect(s.turn.step).toBe('elves');
    expect(hasMove(s, { t: 'elf', from: 'H7', to: 'H5' })).toBe(true);
    const after = act(s, { t: 'skip' });
    expect(after.active).toBe(0);
    expect(after.turn.step).toBe('poor');
    expect(legal(after)).toEqual([
      { t: 'poor', res: 'gold' },
      { t: 'poor', res: 'wood' },
    ]);
  });
});

describe('what happens by itself', () => {
  it('a figure step with nothing but passing is passed without asking', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'elves']);
    // a two-space hole H8–H9 walled by cities: a forest|mountain tile there closes both halves at once
    for (const cell of ['H8', 'H9']) for (const n of neighbours(cell)) if (isLand(n) && n !== 'H8' && n !== 'H9') lay(s, { [n]: 'C1' });
    s.players[0].tiles = ['D05']; // forest 2 | mountain 1
    at(s, 0, 'place');
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(after.closed.H8).toBe(true);
    expect(after.closed.H9).toBe(true);
    expect(after.active).toBe(1); // no figure prompt and nothing else to decide: the turn went on
  });

  it('a castle draws no double tile, even when the hand holds none', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = [];
    s.tileStack = ['D03', 'D04'];
    at(s, 0, 'place');
    const after = act(act(s, { t: 'castle', cell: 'H8' }), { t: 'pass' });
    expect(after.active).toBe(1);
    expect(after.players[0].tiles).toEqual([]);
    expect(after.tileStack).toEqual(['D03', 'D04']);
  });

  it('the Poorhouse with one resource at 0 sets it to 2 by itself and says which', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'elves']);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].slots[0] = [{ card: 'C03' }];
    s.players[0].res = { crystal: 3, gold: 3, wood: 0 };
    at(s, 0, 'poor');
    settle(s);
    expect(s.players[0].res.wood).toBe(2);
    expect(event(s, 'pan.ev.poorhouse')).toEqual([{ key: 'pan.ev.poorhouse', params: { seat: seat(0), res: { key: 'pan.res.wood' } } }]);
  });

  it('a player who cannot lay anything is named in the log', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = [];
    s.players[0].castles = 0;
    s.players[1].tiles = ['D01'];
    at(s, 0, 'place');
    settle(s);
    expect(event(s, 'pan.ev.cannotPlace')).toEqual([{ key: 'pan.ev.cannotPlace', params: { seat: seat(0) } }]);
  });

  it('only the Terrain spell boxes its unplaced tile when it ends by itself', () => {
    const s = bareGame();
    s.players[0].res.crystal = 5;
    s.players[0].hand = ['C01']; // Acquire 1
    s.market = [];
    s.deck = [];
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    const after = act(s, { t: 'spell', card: 'C01', alt: null }); // nothing to take: the effect ends at once
    expect(after.turn.effect).toBe(null);
    expect(after.players[0].spells).toEqual(['C01']);
    expect(event(after, 'pan.ev.tileBoxed')).toEqual([]);
  });
});

describe('family version with spells: a trade at the start of the turn', () => {
  it('after the trade the same player lays a tile (step 1 follows)', () => {
    const s = bareGame({ variant: 'famspell' }, 2);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].trades = [4];
    s.players[1].score = 4;
    s.players[1].tiles = ['D01'];
    at(s, 1, 'trade');
    const after = act(s, { t: 'trade', take: false });
    expect(after.active).toBe(1);
    expect(after.turn.step).toBe('place');
    expect(after.players[1].score).toBe(4);
  });
});

describe('rounds and the end of the game', () => {
  /** Seat `active` lays its tile on G5–G6 and passes the rest. */
  function layAndPass(s: PandoriaState, a = 'G6', b = 'G5'): PandoriaState {
    const seatNow = s.active;
    let after = act(s, { t: 'tile', index: 0, a, b });
    while (!after.over && after.active === seatNow) after = act(after, { t: after.turn.step === 'figure' ? 'pass' : 'skip' });
    return after;
  }

  it('the round goes up by 1 when the start player’s turn comes again', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].tiles = ['D01'];
    s.tileStack = ['D03', 'D04'];
    at(s, 1, 'place');
    const after = layAndPass(s);
    expect(after.active).toBe(0);
    expect(after.round).toBe(3);
  });

  it('“last round” is announced once, not again by the next player who finds the stack empty', () => {
    const s = bareGame({}, 3);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].tiles = ['D01'];
    s.tileStack = [];
    s.endTriggered = true;
    at(s, 1, 'place');
    const after = layAndPass(s);
    expect(event(after, 'pan.ev.lastRound')).toEqual([]);
    expect(after.active).toBe(2);
  });

  it('a triggered end is not reported as stuck, even when nobody could lay in that round', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].tiles = [];
    s.players[1].castles = 0;
    s.tileStack = [];
    s.endTriggered = true;
    s.couldPlace = false;
    at(s, 1, 'place');
    settle(s);
    expect(s.over).toBe(true);
    expect(keysOf(s)).not.toContain('pan.ev.stuck');
  });

  it('a normal end is not reported as a game in which nobody could lay', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].tiles = ['D01'];
    s.tileStack = [];
    s.endTriggered = true;
    at(s, 1, 'place');
    const after = layAndPass(s);
    expect(after.over).toBe(true);
    expect(keysOf(after)).toContain('pan.ev.gameOver');
    expect(keysOf(after)).not.toContain('pan.ev.stuck');
  });
});

describe('cards and the market', () => {
  it('buying with an empty deck leaves 3 cards in the market', () => {
    const s = bareGame();
    s.deck = [];
    const [first, ...rest] = s.market;
    takeFromMarket(s, 0, first);
    expect(s.market).toEqual(rest);
    expect(s.players[0].hand).toEqual([first]);
  });

  it('a card not in the market, a card not in the hand, an empty monument stack are refused', () => {
    const s = bareGame();
    s.players[0].res.wood = 10;
    expect(() => takeFromMarket(s, 0, 'none')).toThrow('none not in market');
    expect(() => buildCard(s, 0, 'C07', 0, 2, null)).toThrow('C07 not in hand');
    s.players[0].slots[0] = [{ card: 'C07' }];
    s.monuments = [];
    expect(() => buildMonument(s, 0, 0, 6, null)).toThrow('no monument left');
  });

  it('a relic gives its artifacts back to the supply', () => {
    const s = bareGame({ variant: 'a', artifacts: true }, 4);
    s.players[0].artifacts = 5;
    const supply = s.artifactSupply;
    at(s, 0, 'action');
    const after = act(s, { t: 'relic', artifacts: 4 });
    expect(after.artifactSupply).toBe(supply + 4);
  });
});

describe('Goblin posts when a building is covered', () => {
  it('only the post on the covered building goes home, and the log names its Goblin', () => {
    const s = bareGame({ variant: 'b' }, 3, ['goblins', 'humans', 'humans']);
    s.players[1].slots[0] = [{ card: 'C11' }]; // Great Tower
    s.players[1].slots[1] = [{ card: 'C07' }]; // Bank
    s.players[2].slots[0] = [{ card: 'C12' }];
    s.players[0].goblin = [
      { owner: 1, slot: 1, leader: false },
      { owner: 2, slot: 0, leader: false },
      { owner: 1, slot: 0, leader: true },
    ];
    s.players[0].workers -= 2;
    s.players[0].leader = false;
    s.players[1].hand = ['C14'];
    s.players[1].res.wood = 5;
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 1, 'action');
    const after = act(s, { t: 'build', card: 'C14', slot: 0, alt: null });
    expect(after.players[0].goblin).toEqual([
      { owner: 1, slot: 1, leader: false },
      { owner: 2, slot: 0, leader: false },
    ]);
    expect(after.players[0].leader).toBe(true);
    expect(after.players[0].workers).toBe(s.players[0].workers);
    expect(event(after, 'pan.ev.goblinEvicted')).toEqual([{ key: 'pan.ev.goblinEvicted', params: { seat: seat(0) } }]);
  });
});

describe('closings and the end without side effects', () => {
  it('a closing without artifacts gives none and says nothing about artifacts', () => {
    const s = bareGame({ variant: 'a', artifacts: true }, 2);
    walled(s, { H9: 'M1', H10: 'M1' }, 'F1', 'H8');
    at(s, 0, 'place');
    const after = act(s, { t: 'castle', cell: 'H8' });
    expect(after.closed.H9).toBe(true);
    expect(after.players[0].artifacts).toBe(0);
    expect(event(after, 'pan.ev.artifacts')).toEqual([]);
  });

  it('the family versions score no resources at the end: only the hand cards', () => {
    const s = bareGame({ variant: 'famspell' }, 2);
    s.players[0].hand = ['C07'];
    expect(endItems(s, 0)).toEqual([{ source: 'endCards', points: 1 }]);
  });
});
