/**
 * What the choice tree offers (legal.ts) in the situations the league positions of legal-rules.test.ts rarely reach:
 * half-used spade actions, the Chaos Magicians' second action, tunnels, the sandstorm, cult-reward spades, the set-up
 * dwellings, stronghold actions, bridges, exchanges and the Mermaids' river towns. Every expectation is the rule's
 * answer written out (hexes, terrains, spades), each checked against what the engine accepts where it matters.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/types';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import {
  bridgeSpots,
  buildHexes,
  burnMax,
  canForfeit,
  canPass,
  connectRivers,
  conversionMax,
  powerActions,
  specialActions,
  transformHexes,
  transformOptions,
  upgradeOptions,
} from '../../../src/games/terra-mystica/legal';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, acts, cultSpadePhase, edited, game, mermaidsAcrossRiver, refusal, TWO, witches, withPlayer } from './helpers';

/**
 * Witches (seat 0, home forest G) on E9 and F4, Nomads on A5, F3 and G4; rich, with 12 power in bowl III. E7 and F6
 * are mountain (S), 1 spade from forest; E10 is swamp (K).
 */

/** The ids of the power actions offered. */
const powerIds = (state: TmState, seat: Seat) => powerActions(state, seat).map((a) => a.id);

/** The option ids of the choice tree at `path`. */
function ids(state: TmState, seat: Seat, path: string[]): string[] {
  const result = terraMystica.prompt(state, seat, path);
  return 'prompt' in result ? result.prompt.options.map((o) => o.id) : [];
}

describe('transforms within a spade action', () => {
  it('two free spades (ACT6): a hex may become a non-home terrain for 1 spade while a second transform is left', () => {
    const act6 = act(witches(), 0, { t: 'action', id: 'ACT6' });
    // From mountain: desert 2 (via wasteland), plains 3 and swamp 4 (the long way: forest, home, lies on the short one),
    // lakes 5, forest 1, wasteland 1; spades beyond the two held are bought (Witches: 3 workers each).
    expect(transformOptions(act6, 0, 'E7')).toEqual([
      { to: 'Y', cost: 2, dig: 0 },
      { to: 'U', cost: 3, dig: 1 },
      { to: 'K', cost: 4, dig: 2 },
      { to: 'B', cost: 5, dig: 3 },
      { to: 'G', cost: 1, dig: 0 },
      { to: 'R', cost: 1, dig: 0 },
    ]);
    expect(act(act6, 0, { t: 'transform', hex: 'E7', to: 'R' }).terrain.E7).toBe('R');
  });

  it('spades bought on top cost each what one spade costs: Witches 3 workers, Darklings 1 priest', () => {
    // 6 workers buy two spades on top of the two free ones; lakes (3 to buy, 9 workers) stays out.
    const six = act(witches((s) => void (s.players[0].w = 6)), 0, { t: 'action', id: 'ACT6' });
    expect(transformOptions(six, 0, 'E7')).toEqual([
      { to: 'Y', cost: 2, dig: 0 },
      { to: 'U', cost: 3, dig: 1 },
      { to: 'K', cost: 4, dig: 2 },
      { to: 'G', cost: 1, dig: 0 },
      { to: 'R', cost: 1, dig: 0 },
    ]);
    // One priest buys one spade on top of the two free ones: a terrain needing two bought stays out.
    const darklings = edited(game({ factions: ['darklings', 'witches'], dwellings: { darklings: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) => {
      Object.assign(s.players[0], { c: 20, w: 10, p: 1, bowls: [0, 0, 12] });
    });
    expect(transformOptions(act(darklings, 0, { t: 'action', id: 'ACT6' }), 0, 'E4')).toEqual([
      { to: 'K', cost: 1, dig: 0 },
      { to: 'G', cost: 1, dig: 0 },
      { to: 'S', cost: 2, dig: 0 },
      { to: 'R', cost: 3, dig: 1 },
    ]);
  });

  it('after the first transform the spade left is used without buying more', () => {
    const first = acts(witches(), [
      [0, { t: 'action', id: 'ACT6' }],
      [0, { t: 'transform', hex: 'E7', to: 'G' }],
    ]);
    expect(transformOptions(first, 0, 'F6')).toEqual([
      { to: 'G', cost: 1, dig: 0 },
      { to: 'R', cost: 1, dig: 0 },
    ]);
    expect(transformOptions(first, 0, 'E10')).toEqual([
      { to: 'U', cost: 1, dig: 0 },
      { to: 'B', cost: 1, dig: 0 },
    ]);
    // Buying on top after a transform is a new action, and the one action of the turn is taken.
    expect(refusal(first, 0, { t: 'transform', hex: 'E10', to: 'G', dig: 1 })).toBe('tm.err.oneAction');
  });

  it('a hex left on another terrain with a spade still held: the last spade must make home terrain', () => {
    const nonHome = acts(witches(), [
      [0, { t: 'action', id: 'ACT6' }],
      [0, { t: 'transform', hex: 'E7', to: 'R' }],
    ]);
    expect(transformOptions(nonHome, 0, 'F6')).toEqual([{ to: 'G', cost: 1, dig: 0 }]);
    expect(refusal(nonHome, 0, { t: 'transform', hex: 'F6', to: 'R' })).toBe('tm.err.mustBeHome');
  });

  it('the dwelling goes on a hex made home terrain in this action and still home terrain', () => {
    const both = acts(witches(), [
      [0, { t: 'action', id: 'ACT6' }],
      [0, { t: 'transform', hex: 'E7', to: 'G' }],
      [0, { t: 'transform', hex: 'F6', to: 'G' }],
    ]);
    expect(buildHexes(both, 0)).toEqual(['E7', 'F6']);
    // E7 made forest, then turned on to mountain with the second spade: no hex of this action is forest now.
    const back = acts(witches(), [
      [0, { t: 'action', id: 'ACT6' }],
      [0, { t: 'transform', hex: 'E7', to: 'G' }],
      [0, { t: 'transform', hex: 'E7', to: 'S' }],
    ]);
    expect(back.terrain.E7).toBe('S');
    expect(buildHexes(back, 0)).toEqual([]);
    expect(refusal(back, 0, { t: 'build', hex: 'E7' })).toBe('tm.err.noTransform');
  });

  it('another seat is offered nothing of the active seat’s spade action', () => {
    const act6 = act(witches((s) => Object.assign(s.players[1], { c: 20, w: 10 })), 0, { t: 'action', id: 'ACT6' });
    expect(transformHexes(act6, 1)).toEqual([]);
    expect(transformOptions(act6, 1, 'E5')).toEqual([]);
  });

  it('a built hex has no transform options', () => {
    // F3 (a Nomad dwelling) touches the Witches' F4.
    expect(transformOptions(act(witches(), 0, { t: 'action', id: 'ACT6' }), 0, 'F3')).toEqual([]);
  });
});

describe('the Chaos Magicians’ double action', () => {
  /** Chaos Magicians (home wasteland R) with their stronghold on E3: E2 plains (2 spades), D3 desert (1 spade). */
  const chaos = (patch: (s: TmState) => void = () => {}) =>
    edited(game({ factions: ['chaosmagicians', 'witches'], dwellings: { chaosmagicians: ['E3'], witches: ['A10', 'I11'] } }), (s) => {
      s.buildings.E3 = { seat: 0, kind: 'SH' };
      Object.assign(s.players[0], { c: 20, w: 10, bowls: [0, 0, 12] });
      patch(s);
    });

  it('once the first action’s free spades are used up, the second action may buy spades anew', () => {
    const used = acts(chaos(), [
      [0, { t: 'action', id: 'ACTC' }],
      [0, { t: 'action', id: 'ACT6' }],
      [0, { t: 'transform', hex: 'E2', to: 'R' }],
    ]);
    expect([used.players[0].spades, used.turn?.actions]).toEqual([0, 1]);
    // Desert to wasteland: 1 spade, bought for 3 workers.
    expect(transformOptions(used, 0, 'D3')).toContainEqual({ to: 'R', cost: 1, dig: 1 });
    expect(transformHexes(used, 0)).toContain('D3');
    expect(act(used, 0, { t: 'transform', hex: 'D3', to: 'R', dig: 1 }).terrain.D3).toBe('R');
  });

  it('a spade forfeited in the first action: the second may buy spades, and applying it starts that action', () => {
    const forfeited = acts(chaos(), [
      [0, { t: 'action', id: 'ACTC' }],
      [0, { t: 'action', id: 'ACT5' }],
      [0, { t: 'forfeit' }],
    ]);
    expect([forfeited.players[0].spades, forfeited.turn?.actions]).toEqual([0, 1]);
    expect(transformOptions(forfeited, 0, 'D3')).toContainEqual({ to: 'R', cost: 1, dig: 1 });
    // Found by a computer player's search: the menu offered this and the move was refused (tm.err.noDig).
    const dug = act(forfeited, 0, { t: 'transform', hex: 'D3', to: 'R', dig: 1 });
    expect([dug.terrain.D3, dug.players[0].w, dug.turn?.actions]).toEqual(['R', 7, 0]);
  });

  it('while a spade is held the second action cannot start', () => {
    const held = acts(chaos(), [
      [0, { t: 'action', id: 'ACTC' }],
      [0, { t: 'action', id: 'ACT5' }],
    ]);
    expect([held.players[0].spades, held.turn?.actions]).toEqual([1, 1]);
    expect(powerIds(held, 0)).toEqual([]);
    expect(refusal(held, 0, { t: 'action', id: 'ACT3' })).toBe('tm.err.unfinished');
  });

  it('a favor tile owed after the first action keeps the turn from ending by a pass', () => {
    const temple = acts(
      chaos((s) => {
        s.buildings.E2 = { seat: 0, kind: 'TP' };
        s.terrain = { ...s.terrain, E2: 'R' };
      }),
      [
        [0, { t: 'action', id: 'ACTC' }],
        [0, { t: 'upgrade', hex: 'E2', to: 'TE' }],
      ],
    );
    // The Chaos Magicians take two favor tiles for a temple.
    expect([temple.players[0].pendingFavors, temple.turn?.actions]).toEqual([2, 1]);
    expect(powerIds(temple, 0)).toContain('ACT3');
    expect(canPass(temple, 0)).toBe(false);
    expect(refusal(temple, 0, { t: 'pass', bonus: 'BON5' })).toBe('tm.err.unfinished');
  });
});

describe('tunnelling (Dwarves, once per turn)', () => {
  /** Dwarves (home mountain S) on E7 and A2: C3 and G2 lie one hex beyond, 1 spade each from mountain. */
  const dwarves = () =>
    edited(game({ factions: ['dwarves', 'witches'], dwellings: { dwarves: ['E7', 'A2'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { c: 20, w: 10, bowls: [0, 0, 12] }),
    );

  it('the dwelling goes on the hex tunnelled to, without a second tunnel fee', () => {
    const dug = acts(dwarves(), [
      [0, { t: 'action', id: 'ACT5' }],
      [0, { t: 'transform', hex: 'C3', to: 'S' }],
    ]);
    expect(buildHexes(dug, 0)).toEqual(['C3']);
    const built = act(dug, 0, { t: 'build', hex: 'C3' });
    // Tunnel 2 workers, the dwelling 1 worker (and 2 coins).
    expect(built.players[0].w).toBe(7);
  });

  it('a tunnel costs 2 workers more: with 3 workers only hexes reached directly are offered, not C3 (forest as A3 is) or G2', () => {
    const poor = edited(dwarves(), (s) => (s.players[0].w = 3));
    expect(transformHexes(poor, 0)).toEqual(['A1', 'A3', 'B1', 'D4', 'D5', 'E6', 'E8', 'F4']);
    const five = edited(dwarves(), (s) => (s.players[0].w = 5));
    expect(transformHexes(five, 0)).toEqual(['A1', 'A3', 'A4', 'B1', 'C1', 'C3', 'D4', 'D5', 'E5', 'E6', 'E8', 'F3', 'F4', 'G2', 'G3']);
  });

  it('a second hex out of direct reach is not offered', () => {
    const first = acts(dwarves(), [
      [0, { t: 'action', id: 'ACT6' }],
      [0, { t: 'transform', hex: 'C3', to: 'S' }],
    ]);
    expect(first.players[0].spades).toBe(1);
    expect(transformOptions(first, 0, 'G2')).toEqual([]);
    expect(refusal(first, 0, { t: 'transform', hex: 'G2', to: 'S' })).toBe('tm.err.teleportTwice');
  });
});

describe('the Nomads’ sandstorm', () => {
  // Nomads (home desert Y) on A5, F3 (their stronghold) and G4; E6 (plains) touches F3, D7 touches none of them.
  const nomads = (patch: (s: TmState) => void = () => {}) =>
    edited(game({ factions: ['nomads', 'witches'], dwellings: { nomads: ['A5', 'F3', 'G4'], witches: ['E9', 'F4'] } }), (s) => {
      s.buildings.F3 = { seat: 0, kind: 'SH' };
      patch(s);
    });

  it('offers only desert, free, on a hex next to a Nomad building that is not desert yet', () => {
    const storm = act(nomads((s) => (s.terrain = { ...s.terrain, E5: 'Y' })), 0, { t: 'action', id: 'ACTN' });
    expect(transformOptions(storm, 0, 'E6')).toEqual([{ to: 'Y', cost: 0, dig: 0 }]);
    expect(transformOptions(storm, 0, 'D7')).toEqual([]);
    // E5 touches F3 but is desert already.
    expect(transformOptions(storm, 0, 'E5')).toEqual([]);
    expect(refusal(storm, 0, { t: 'transform', hex: 'E5', to: 'Y' })).toBe('tm.err.sameTerrain');
    // Every free hex touching A5, F3 or G4 but E5; not D7 nor the other plains hexes in reach.
    expect(transformHexes(storm, 0)).toEqual(['A4', 'A6', 'B2', 'B3', 'E6', 'F5', 'G2', 'G5', 'H6']);
    // Hexes reached over the river do not count for the storm.
    const shipping = act(nomads((s) => ((s.terrain = { ...s.terrain, E5: 'Y' }), (s.players[0].shipping = 1))), 0, { t: 'action', id: 'ACTN' });
    expect(transformHexes(shipping, 0)).toEqual(['A4', 'A6', 'B2', 'B3', 'E6', 'F5', 'G2', 'G5', 'H6']);
  });

  it('may be given up while unused, not once used', () => {
    const storm = act(nomads(), 0, { t: 'action', id: 'ACTN' });
    expect(canForfeit(storm, 0)).toBe(true);
    const used = act(storm, 0, { t: 'transform', hex: 'E6', to: 'Y' });
    expect(canForfeit(used, 0)).toBe(false);
    expect(refusal(used, 0, { t: 'forfeit' })).toBe('tm.err.nothingToForfeit');
  });
});

describe('cult-reward spades (phase III) and phases without a turn', () => {
  it('the seat first in line uses its spades at their wheel cost, never buying; the others wait', () => {
    expect(transformOptions(cultSpadePhase([1, 1]), 0, 'E7')).toEqual([
      { to: 'G', cost: 1, dig: 0 },
      { to: 'R', cost: 1, dig: 0 },
    ]);
    expect(transformHexes(cultSpadePhase([1, 1]), 1)).toEqual([]);
    expect(transformOptions(cultSpadePhase([1, 1]), 1, 'E5')).toEqual([]);
  });

  it('no tunnel in phase III: the Dwarves reach only hexes next to their buildings', () => {
    // Dwarves (home mountain S) on E7 and A2; C3 lies one hex beyond A2 and E7, G2 one beyond E7.
    const dwarves = edited(game({ factions: ['dwarves', 'witches'], dwellings: { dwarves: ['E7', 'A2'], witches: ['A10', 'I11'] } }), (s) => {
      Object.assign(s.players[0], { c: 20, w: 10, spades: 1 });
      s.phase = 'cultSpades';
      s.turn = null;
      s.setupQueue = [0];
    });
    expect(transformOptions(dwarves, 0, 'C3')).toEqual([]);
    expect(transformHexes(dwarves, 0)).not.toContain('G2');
    expect(refusal(dwarves, 0, { t: 'transform', hex: 'C3', to: 'S' })).toBe('tm.err.unreachable');
  });

  it('only the seat first in line, holding a spade, may give them up', () => {
    expect(canForfeit(cultSpadePhase([1, 1]), 0)).toBe(true);
    expect(canForfeit(cultSpadePhase([1, 1]), 1)).toBe(false);
    expect(refusal(cultSpadePhase([1, 1]), 1, { t: 'forfeit' })).toBe('error.notYourTurn');
    expect(canForfeit(cultSpadePhase([0, 1]), 0)).toBe(false);
    expect(refusal(cultSpadePhase([0, 1]), 0, { t: 'forfeit' })).toBe('error.notYourTurn');
  });

  it('no dwelling and no upgrade is offered outside the action phase', () => {
    expect(buildHexes(cultSpadePhase([1, 1]), 0)).toEqual([]);
    expect(upgradeOptions(cultSpadePhase([1, 1]), 0)).toEqual({});
  });
});

describe('the set-up dwellings', () => {
  const setup = (patch: (s: TmState) => void = () => {}) => {
    let s = terraMystica.setup({ start: '0' }, 2, 'test');
    s = act(act(s, 0, { t: 'faction', faction: 'witches' }), 1, { t: 'faction', faction: 'nomads' });
    return edited(s, patch);
  };

  it('go on any free home terrain, for the seat whose turn it is only', () => {
    expect(buildHexes(setup(), 0)).toEqual(['A3', 'A10', 'C3', 'C4', 'D1', 'E9', 'F2', 'F4', 'G3', 'I6', 'I11']);
    expect(buildHexes(setup(), 1)).toEqual([]);
  });

  it('no free home terrain: nowhere', () => {
    const noForest = setup((s) => {
      for (const hex of ['A3', 'A10', 'C3', 'C4', 'D1', 'E9', 'F2', 'F4', 'G3', 'I6', 'I11']) s.terrain = { ...s.terrain, [hex]: 'U' };
    });
    expect(buildHexes(noForest, 0)).toEqual([]);
  });
});

describe('stronghold and favor actions', () => {
  const FOREST = ['A3', 'A10', 'C3', 'C4', 'D1', 'F2', 'G3', 'I6', 'I11'];

  it('Witches: a free dwelling on any free forest hex, reachable or not; none without one or with 8 dwellings built', () => {
    const sh = witches((s) => (s.buildings.F4 = { seat: 0, kind: 'SH' }));
    expect(specialActions(sh, 0)).toEqual(['ACTW']);
    const ride = act(sh, 0, { t: 'action', id: 'ACTW' });
    expect(buildHexes(ride, 0)).toEqual(FOREST);
    expect(act(ride, 0, { t: 'build', hex: 'G3' }).buildings.G3).toEqual({ seat: 0, kind: 'D' });
    // The free dwelling may be given up; another seat has nothing to give up.
    expect(canForfeit(ride, 0)).toBe(true);
    expect(canForfeit(ride, 1)).toBe(false);
    const noForest = edited(sh, (s) => {
      for (const hex of FOREST) s.terrain = { ...s.terrain, [hex]: 'U' };
    });
    expect(specialActions(noForest, 0)).toEqual([]);
    const eight = edited(sh, (s) => {
      for (const hex of ['E9', 'A3', 'A10', 'C3', 'C4', 'D1', 'F2', 'G3']) s.buildings[hex] = { seat: 0, kind: 'D' };
    });
    expect(specialActions(eight, 0)).toEqual([]);
  });

  /** Swarmlings (home lakes B): stronghold on D5, a dwelling on H2; Witches on A10 and I11. */
  const swarmlings = (patch: (s: TmState) => void = () => {}) =>
    edited(game({ factions: ['swarmlings', 'witches'], dwellings: { swarmlings: ['D5', 'H2'], witches: ['A10', 'I11'] } }), (s) => {
      s.buildings.D5 = { seat: 0, kind: 'SH' };
      patch(s);
    });

  it('Swarmlings: a free trading house on an own dwelling, while a trading house is left', () => {
    expect(specialActions(swarmlings(), 0)).toEqual(['ACTS']);
    // The free one is a trading house only: the trading house on A4 is not offered a temple.
    const free = act(swarmlings((s) => (s.buildings.A4 = { seat: 0, kind: 'TP' })), 0, { t: 'action', id: 'ACTS' });
    expect(upgradeOptions(free, 0)).toEqual({ H2: ['TP'] });
    expect(refusal(free, 0, { t: 'upgrade', hex: 'A4', to: 'TE' })).toBe('tm.err.freeTP');
    expect(canForfeit(free, 0)).toBe(true);
    // No own dwelling (the Witches' dwellings do not count).
    expect(specialActions(swarmlings((s) => (s.buildings.H2 = { seat: 0, kind: 'TP' })), 0)).toEqual([]);
    // All 4 trading houses built.
    const four = swarmlings((s) => {
      for (const hex of ['A4', 'E4', 'G6', 'H4']) s.buildings[hex] = { seat: 0, kind: 'TP' };
    });
    expect(specialActions(four, 0)).toEqual([]);
  });

  it('a stronghold without an action adds none; the favor tile’s cult step is offered', () => {
    const darklings = edited(game({ factions: ['darklings', 'witches'], dwellings: { darklings: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) => {
      s.buildings.E5 = { seat: 0, kind: 'SH' };
    });
    expect(specialActions(darklings, 0)).toEqual([]);
    expect(specialActions(witches((s) => (s.players[0].favors = [...s.players[0].favors, 'FAV6'])), 0)).toEqual(['FAV6']);
  });
});

describe('bridges', () => {
  it('each spot once, its lower hex first, where either end is an own building', () => {
    // D6–E9 touches the Witches' E9 (its higher end), F4–G3 their F4.
    expect(bridgeSpots(witches(), 0)).toEqual([
      ['D6', 'E9'],
      ['F4', 'G3'],
    ]);
  });

  it('a spot bridged (in either direction) is gone; other bridges at the same hexes leave it', () => {
    const reversed = witches((s) => (s.bridges = [...s.bridges, { a: 'E9', b: 'D6', seat: 0 }]));
    expect(bridgeSpots(reversed, 0)).toEqual([['F4', 'G3']]);
    const neighbours = witches((s) => {
      s.bridges = [...s.bridges, { a: 'C5', b: 'D6', seat: 1 }];
      s.bridges = [...s.bridges, { a: 'G3', b: 'E8', seat: 1 }];
    });
    expect(bridgeSpots(neighbours, 0)).toEqual([
      ['D6', 'E9'],
      ['F4', 'G3'],
    ]);
    // A bridge from E8 ending on G3 is another spot than F4–G3.
    expect(bridgeSpots(witches((s) => (s.bridges = [...s.bridges, { a: 'E8', b: 'G3', seat: 1 }])), 0)).toEqual([
      ['D6', 'E9'],
      ['F4', 'G3'],
    ]);
  });

  it('the bridge power action needs a bridge left and a spot for it', () => {
    expect(powerIds(witches(), 0)).toContain('ACT1');
    expect(powerIds(witches((s) => (s.players[0].bridgesLeft = 1)), 0)).toContain('ACT1');
    expect(powerIds(witches((s) => (s.players[0].bridgesLeft = 0)), 0)).toEqual(['ACT2', 'ACT3', 'ACT4', 'ACT5', 'ACT6']);
    const inland = edited(game({ factions: ['witches', 'nomads'], dwellings: { witches: ['A10', 'I11'], nomads: ['A5', 'F3', 'G4'] } }), (s) =>
      Object.assign(s.players[0], { bowls: [0, 0, 12] }),
    );
    expect(bridgeSpots(inland, 0)).toEqual([]);
    expect(powerIds(inland, 0)).toEqual(['ACT2', 'ACT3', 'ACT4', 'ACT5', 'ACT6']);
  });

  /** Engineers with a dwelling on E9 (next to the spot D6–E9) and 2 workers. */
  const engineers = (patch: (s: TmState) => void = () => {}) =>
    edited(game({ factions: ['engineers', 'witches'], dwellings: { engineers: ['E7', 'A2'], witches: ['A10', 'I11'] } }), (s) => {
      s.buildings.E9 = { seat: 0, kind: 'D' };
      Object.assign(s.players[0], { w: 2 });
      patch(s);
    });

  it('the Engineers’ bridge: 2 workers, a bridge left, a spot', () => {
    expect(specialActions(engineers(), 0)).toEqual(['ACTE']);
    expect(act(engineers(), 0, { t: 'action', id: 'ACTE' }).players[0].w).toBe(0);
    expect(specialActions(engineers((s) => (s.players[0].w = 1)), 0)).toEqual([]);
    expect(specialActions(engineers((s) => (s.players[0].bridgesLeft = 0)), 0)).toEqual([]);
    expect(specialActions(engineers((s) => delete s.buildings.E9), 0)).toEqual([]);
  });
});

describe('exchanges', () => {
  /** Darklings after their stronghold: up to 3 workers become priests once, 1 each. */
  const darklings = (convert: number) =>
    edited(game({ factions: ['darklings', 'witches'], dwellings: { darklings: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { w: 5, p: 0, bowls: [0, 0, 10], darklingConvert: convert }),
    );

  it('the Darklings’ workers-to-priests limit applies to that exchange only', () => {
    expect(conversionMax(darklings(3), 0, 'W', 'P')).toBe(3);
    expect(conversionMax(darklings(3), 0, 'W', 'C')).toBe(5);
    expect(conversionMax(darklings(3), 0, 'PW', 'C')).toBe(10);
    expect(conversionMax(darklings(1), 0, 'W', 'P')).toBe(1);
    expect(conversionMax(darklings(1), 0, 'PW', 'P')).toBe(2);
    const one = edited(darklings(3), (s) => (s.players[0].w = 1));
    expect(conversionMax(one, 0, 'W', 'P')).toBe(1);
  });

  it('only the seat whose turn it is exchanges or burns (the Witches hold 10 workers and 7 power in bowl II)', () => {
    const waiting = edited(darklings(3), (s) => Object.assign(s.players[1], { w: 10, bowls: [5, 7, 0] }));
    expect(conversionMax(waiting, 1, 'W', 'C')).toBe(0);
    expect(burnMax(waiting, 1)).toBe(0);
    expect(burnMax(waiting, 0)).toBe(0);
    expect(refusal(waiting, 1, { t: 'burn', n: 1 })).toBe('error.notYourTurn');
  });

  it('the exchange menu: power to coins, workers, priests; priest to worker; worker to coin; priest to coin; and the factions’ own', () => {
    expect(ids(darklings(3), 0, ['c'])).toEqual(['PW-C', 'PW-W', 'PW-P', 'W-C', 'W-P']);
    const alchemists = edited(game({ factions: ['alchemists', 'witches'], dwellings: { alchemists: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { c: 10, w: 3, p: 2, vp: 20, bowls: [0, 0, 10] }),
    );
    expect(ids(alchemists, 0, ['c'])).toEqual(['PW-C', 'PW-W', 'PW-P', 'P-W', 'W-C', 'P-C', 'VP-C', 'C-VP']);
  });
});

describe('the Mermaids’ river towns', () => {
  it('the river that founds a town is offered in the Mermaids’ own turn only', () => {
    expect(connectRivers(mermaidsAcrossRiver(), 0)).toEqual(['r16']);
    const passed = act(mermaidsAcrossRiver(), 0, { t: 'pass', bonus: 'BON5' });
    expect(passed.turn?.seat).toBe(1);
    expect(connectRivers(passed, 0)).toEqual([]);
  });
});

describe('reach shared between states with the same buildings and bridges', () => {
  it('is worked out again when the seat’s shipping differs (two more levels reach across the river)', () => {
    const s1 = withPlayer(TWO(), 0, { c: 30, w: 30, p: 5 });
    // Same buildings and bridges objects, only the Witches' shipping raised by 2.
    const s2: TmState = { ...s1, players: s1.players.map((p, i) => (i === 0 ? { ...p, shipping: p.shipping + 2 } : p)) };
    expect(buildHexes(s1, 0)).toEqual([]);
    expect(transformHexes(s1, 0)).toHaveLength(7);
    expect(buildHexes(s2, 0)).toEqual(['C4', 'G3', 'I6']);
    expect(transformHexes(s2, 0)).toHaveLength(16);
    // And back: the first state's answers stand.
    expect(transformHexes({ ...s1, players: s1.players.slice() }, 0)).toHaveLength(7);
  });
});
