import { describe, expect, it } from 'vitest';
import { expectedFinalVp, incomeVp, networkWeight, roomOf, roomVp, stockVp, templePotentialVp, tileVpToCome } from '../../../src/games/terra-mystica/search-points';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { terraMysticaModule } from '../../../src/games/terra-mystica/module';
import type { BuildingKind } from '../../../data/terra-mystica/factions';
import type { FavorId } from '../../../data/terra-mystica/tiles';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { TWO, edited } from './helpers';

const preview = (state: ReturnType<typeof TWO>) => terraMystica.scores(state).map((line) => line.preview);

/** Hexes of the base map free in TWO, where the Witches' buildings go in the hand-made holdings (only counts matter). */
const HEXES = ['E9', 'F4', 'A1', 'A2', 'A3', 'A4', 'A6', 'A7'];

/** TWO with seat 0's buildings replaced by `kinds` and its favour tiles by `favors`. */
function witchesHolding(kinds: BuildingKind[], favors: FavorId[], edit: (s: TmState) => void = () => {}): TmState {
  return edited(TWO(), (s) => {
    for (const [hex, building] of Object.entries(s.buildings)) if (building.seat === 0) delete s.buildings[hex];
    kinds.forEach((kind, index) => (s.buildings[HEXES[index]] = { seat: 0, kind }));
    s.players[0].favors = favors;
    edit(s);
  });
}

describe('what the computer players compare in Terra Mystica: the preview plus what is still to come', () => {
  it('values a round of income at 0.35 VP a coin, 1 a worker, 1.6 a priest, 0.2 a power', () => {
    expect(incomeVp({ c: 3, w: 2, p: 1, pw: 5 })).toBeCloseTo(1.05 + 2 + 1.6 + 1, 10);
    expect(incomeVp({ c: 0, w: 0, p: 0, pw: 0 })).toBe(0);
  });

  it('values a stock at the same rates, power at 0.3 in bowl II and 0.55 in bowl III, bowl I nothing', () => {
    const witches = TWO().players[0];
    expect(stockVp({ ...witches, c: 15, w: 3, p: 1, bowls: [5, 7, 2] })).toBeCloseTo(5.25 + 3 + 1.6 + 2.1 + 1.1, 10);
  });

  it('counts the network majority as it stands at a sixth in round 1, growing by a sixth a round', () => {
    expect(networkWeight(0)).toBeCloseTo(1 / 6, 12);
    expect(networkWeight(1)).toBeCloseTo(1 / 6, 12);
    expect(networkWeight(3)).toBeCloseTo(0.5, 12);
    expect(networkWeight(6)).toBe(1);
  });

  it('in round 1 adds five lasting incomes at 1.5 times, the bonus tile once and the stock at half, not its end value', () => {
    const state = TWO();
    expect(preview(state)).toEqual([53, 59]);
    // Both share the largest network (18 + 12 split: 15 VP each), counted at a sixth in round 1.
    // Witches: 3 workers a round (1 + 2 dwellings); BON3's 6 coins once; after round 1's income 21 coins,
    // 6 workers, 7 power in bowl II, which the preview counts as (21 + 6 + 3) / 3 = 10 VP.
    // (The room each seat has to grow is pinned below.)
    const [witches, nomads] = expectedFinalVp(state).map((vp, seat) => vp - roomVp(state, seat, 5, false));
    expect(witches).toBeCloseTo(53 - 10 - 15 + 2.5 + 5 * 3 * 1.5 + 6 * 0.35 + (21 * 0.35 + 6 + 7 * 0.3) / 2, 10);
    // Nomads: 4 workers a round (1 + 3 dwellings); BON7's worker once; 15 coins, 7 workers, 7 power in bowl II
    // (the preview's (15 + 7 + 3) / 3 = 8 VP).
    expect(nomads).toBeCloseTo(59 - 8 - 15 + 2.5 + 5 * 4 * 1.5 + 1 + (15 * 0.35 + 7 + 7 * 0.3) / 2, 10);
  });

  it('adds fewer incomes in later rounds and nothing at all in round 6', () => {
    const round4 = edited(TWO(), (s) => (s.round = 4));
    const nomads = expectedFinalVp(round4)[1] - roomVp(round4, 1, 2, false);
    expect(nomads).toBeCloseTo(preview(round4)[1] - 8 - 15 + 10 + 2 * 4 * 1.5 + 1 + (15 * 0.35 + 7 + 7 * 0.3) / 2, 10);
    const round6 = edited(TWO(), (s) => (s.round = 6));
    expect(expectedFinalVp(round6)).toEqual(preview(round6));
  });

  it('counts an income paid since the search began as it counted while still to come, not at the stock\'s half', () => {
    const round2 = edited(TWO(), (s) => (s.round = 2));
    const round3 = edited(TWO(), (s) => (s.round = 3));
    // The Witches' 3 workers a round: one round paid since round 2 adds 3 × (1.5 − 0.5); from round 3 itself nothing.
    expect(expectedFinalVp(round3, round2)[0] - expectedFinalVp(round3)[0]).toBeCloseTo(3, 10);
    expect(expectedFinalVp(round3, round3)).toEqual(expectedFinalVp(round3));
    // Two rounds paid: twice that; a search that began before round 1 (setup) counts nothing paid.
    expect(expectedFinalVp(round3, edited(TWO(), (s) => (s.round = 1)))[0] - expectedFinalVp(round3)[0]).toBeCloseTo(6, 10);
    expect(expectedFinalVp(round3, edited(TWO(), (s) => (s.round = 0)))).toEqual(expectedFinalVp(round3));
  });

  it('at the end of the game is each seat\'s VP as they stand', () => {
    const ended = edited(TWO(), (s) => (s.phase = 'end'));
    expect(expectedFinalVp(ended)).toEqual(ended.players.map((p) => p.vp));
    expect(expectedFinalVp(ended)).toEqual(preview(ended));
  });

  it('is the preview alone while factions are still being chosen', () => {
    const state = terraMystica.setup({}, 3, 'choosing');
    expect(state.phase).toBe('factions');
    expect(expectedFinalVp(state)).toEqual(preview(state));
    const oneChosen = terraMystica.apply(state, terraMystica.awaiting(state)[0], { t: 'faction', faction: 'witches' });
    expect(oneChosen.players.filter((p) => p.faction !== null)).toHaveLength(1);
    expect(expectedFinalVp(oneChosen)).toEqual(preview(oneChosen));
  });
});

describe('the VP a Terra Mystica seat\'s holdings still bring, which a search of a few own moves does not reach', () => {
  it('FAV11 pays 2 VP for each of 1.5 dwellings a round at each pass still to come, as long as dwellings are left', () => {
    // Round 2, not passed: 5 passes to come, 7.5 dwellings, 5 left in the supply of 8.
    expect(tileVpToCome(witchesHolding(['D', 'D', 'D'], ['FAV11'], (s) => (s.round = 2)), 0)).toBe(10);
    // Round 5, not passed: 2 passes, 3 dwellings.
    expect(tileVpToCome(witchesHolding(['D', 'D', 'D'], ['FAV11'], (s) => (s.round = 5)), 0)).toBe(6);
    // Round 5, passed: 1 pass to come, 1.5 dwellings.
    expect(tileVpToCome(witchesHolding(['D', 'D', 'D'], ['FAV11'], (s) => ((s.round = 5), (s.players[0].passed = true))), 0)).toBe(3);
  });

  it('FAV10 pays 3 VP for each of 0.5 trading posts a round; FAV12 its pass VP at each pass still to come', () => {
    // Round 4, not passed: 3 passes, 1.5 trading posts (3 left of 4): 4.5 VP.
    expect(tileVpToCome(witchesHolding(['D', 'TP'], ['FAV10'], (s) => (s.round = 4)), 0)).toBe(4.5);
    // Round 1, 3 trading posts: 6 passes would bring 3, but only 1 is left.
    expect(tileVpToCome(witchesHolding(['TP', 'TP', 'TP'], ['FAV10'], (s) => (s.round = 1)), 0)).toBe(3);
    // FAV12 with 2 trading posts pays 3 VP a pass: round 4, 3 passes.
    expect(tileVpToCome(witchesHolding(['TP', 'TP'], ['FAV12'], (s) => (s.round = 4)), 0)).toBe(9);
    // A favour tile of cult steps or income brings nothing more.
    expect(tileVpToCome(witchesHolding(['D', 'TP'], ['FAV7', 'FAV9'], (s) => (s.round = 2)), 0)).toBe(0);
  });

  it('a trading post that can still become a temple adds 1 VP per round still to start', () => {
    expect(templePotentialVp(witchesHolding(['TP', 'TP', 'TE'], []), 0, 3)).toBe(6);
    // Three temples built: none is left to build.
    expect(templePotentialVp(witchesHolding(['TP', 'TP', 'TE', 'TE', 'TE'], []), 0, 3)).toBe(0);
    // One temple left: one trading post counts.
    expect(templePotentialVp(witchesHolding(['TP', 'TP', 'TE', 'TE'], []), 0, 4)).toBe(4);
    expect(templePotentialVp(witchesHolding(['D', 'D'], []), 0, 5)).toBe(0);
  });

  it('the expected final VP add them to the rest: favour VP always, the temples while a round is still to start', () => {
    // The Witches' dwellings E9 and F4 upgraded, round 4: 10 coins, 1 worker and 2 power a round (BON3's 6 coins once),
    // 2 incomes to come; the shared network (15) at four sixths; 2 trading posts × 2 rounds as temples to come.
    const upgraded = edited(TWO(), (s) => {
      s.round = 4;
      s.buildings.E9 = { seat: 0, kind: 'TP' };
      s.buildings.F4 = { seat: 0, kind: 'TP' };
    });
    const lasting = 10 * 0.35 + 1 + 2 * 0.2 - 6 * 0.35;
    const stock = 21 * 0.35 + 6 + 7 * 0.3;
    const witches = expectedFinalVp(upgraded)[0] - roomVp(upgraded, 0, 2, false);
    expect(witches).toBeCloseTo(20 + 10 + 8 + 2 * 1.5 * lasting + 6 * 0.35 + stock / 2 + 2 * 2, 10);
    // FAV12 adds its 3 VP at each of the 3 passes still to come.
    const withFav12 = edited(upgraded, (s) => (s.players[0].favors = ['FAV12']));
    expect(expectedFinalVp(withFav12)[0] - expectedFinalVp(upgraded)[0]).toBeCloseTo(9, 10);
    // In round 6: the preview and FAV12's one pass.
    const lastRound = edited(withFav12, (s) => (s.round = 6));
    expect(expectedFinalVp(lastRound)[0]).toBe(preview(lastRound)[0] + 3);
  });
});

describe('the bonus tile\'s VP and the room to grow, which the points count before a pass or a dwelling shows them', () => {
  it('the bonus tile pays its pass VP once, with the buildings as they stand, until the seat passes it back', () => {
    // The Nomads hold BON7: 2 VP a trading post at the pass.
    const twoPosts = witchesHolding(['D'], [], (s) => {
      s.round = 3;
      s.buildings.A5 = { seat: 1, kind: 'TP' };
      s.buildings.F3 = { seat: 1, kind: 'TP' };
    });
    expect(tileVpToCome(twoPosts, 1)).toBe(4);
    // BON3 (the Witches') pays no VP; without a tile (after the last round's pass) nothing is to come.
    expect(tileVpToCome(twoPosts, 0)).toBe(0);
    expect(tileVpToCome(edited(twoPosts, (s) => (s.players[1].bonus = null)), 1)).toBe(0);
    // FAV12 with the same two posts adds 3 VP at each of the round's and the 3 later passes.
    expect(tileVpToCome(edited(twoPosts, (s) => (s.players[1].favors = ['FAV12'])), 1)).toBe(4 + 4 * 3);
  });

  /** The land hexes two steps from F6 on the base map (G4 holds a Nomads dwelling in TWO). */
  const RING_AROUND_F6 = ['D7', 'D8', 'E11', 'G4', 'G7', 'H6', 'H7', 'H8'];

  /** The Witches (home forest) with one dwelling on F6, its six land neighbours set to forest, lakes, mountains, swamp, wasteland and plains. */
  const cornered = (edit: (s: TmState) => void = () => {}) =>
    witchesHolding([], [], (s) => {
      s.buildings.F6 = { seat: 0, kind: 'D' };
      Object.assign(s.terrain, { F5: 'G', F7: 'B', E9: 'S', E10: 'K', G5: 'R', G6: 'U' });
      edit(s);
    });

  it('counts each free land hex a seat reaches by the spades that make it home: 1, 0.6, 0.35, 0.2', () => {
    expect(roomOf(cornered(), 0)).toBeCloseTo(1 + 0.6 + 0.6 + 0.35 + 0.35 + 0.2, 10);
    // A hex another seat built on is no room; a hex one more step away is none either (no shipping).
    expect(roomOf(cornered((s) => (s.buildings.F5 = { seat: 1, kind: 'D' })), 0)).toBeCloseTo(0.6 + 0.6 + 0.35 + 0.35 + 0.2, 10);
  });

  it('counts a hex the Dwarves reach only by tunnelling at half', () => {
    // Every neighbour of F6 built by the Nomads; the ring beyond them made mountains, the Dwarves' home.
    const tunnelOnly = cornered((s) => {
      s.players[0].faction = 'dwarves';
      for (const hex of ['F5', 'F7', 'E9', 'E10', 'G5', 'G6']) s.buildings[hex] = { seat: 1, kind: 'D' };
      for (const hex of RING_AROUND_F6) s.terrain[hex] = 'S';
    });
    // Seven of the eight are free, each reached by a tunnel only: half a unit each.
    expect(roomOf(tunnelOnly, 0)).toBeCloseTo(3.5, 10);
  });

  it('is worth all of it while start dwellings are placed, in play half a VP a unit up to the dwellings to come', () => {
    const state = cornered();
    expect(roomVp(state, 0, 5, true)).toBeCloseTo(3.1, 10);
    expect(roomVp(state, 0, 5, false)).toBeCloseTo(1.55, 10);
    // In round 6 only 1.5 dwellings are still to come; with 7 dwellings built, one is left in the supply.
    expect(roomVp(state, 0, 0, false)).toBeCloseTo(0.75, 10);
    const sevenBuilt = cornered((s) => ['A1', 'A2', 'A3', 'A4', 'A6', 'A7'].forEach((hex) => (s.buildings[hex] = { seat: 0, kind: 'D' })));
    expect(roomVp(sevenBuilt, 0, 5, false)).toBeCloseTo(0.5, 10);
  });

  it('a search that began at the start dwellings weighs all the room its leaves show, any other half a VP a unit', () => {
    const state = edited(cornered(), (s) => (s.round = 4));
    const placing = edited(TWO(), (s) => ((s.phase = 'dwellings'), (s.round = 0)));
    expect(expectedFinalVp(state, placing)[0] - expectedFinalVp(state)[0]).toBeCloseTo(3.1 - 1.55, 10);
  });
});

describe('how the Terra Mystica module rewards its computer players', () => {
  it('each seat plays for the gain of its own points, squashed at a scale of 15 VP, after two random moves', () => {
    expect(terraMysticaModule.search?.gainScale).toBe(15);
    expect(terraMysticaModule.search?.playoutMoves).toBe(2);
  });
});
