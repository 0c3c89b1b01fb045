/**
 * The turn menu of the choice tree (prompt.ts) and the menus behind each of its options, read as the player reads
 * them (English): which options, in which order, with which labels, hints and tones, the move each path ends in, and
 * the title's note of what is left of the turn.
 */
import { describe, expect, it } from 'vitest';
import type { BuildingKind } from '../../../data/terra-mystica/factions';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, game, TWO } from './helpers';
import { idsAt, moveAt, optionsAt, promptAt, titleAt } from './prompt-read';

/**
 * Witches (seat 0: E9, F4; forest) against Nomads (A5, F3, G4), round 1, rich enough for everything: 30 coins,
 * 12 workers, 3 priests, power 0/6/6, shipping 1, and the spade bonus tile BON1.
 */
const rich = (edit: (x: TmState) => void = () => {}): TmState =>
  edited(TWO(), (x) => {
    Object.assign(x.players[0], { c: 30, w: 12, p: 3, bowls: [0, 6, 6], shipping: 1, bonus: 'BON1' });
    edit(x);
  });

describe('the turn menu at the start of a turn', () => {
  it('lists the actions in a fixed order: build, transform, upgrade, send, advance, power, special, pass, exchange, sacrifice, settings', () => {
    const s = rich();
    expect(titleAt(s, 0)).toBe('choice: Your turn');
    expect(optionsAt(s, 0)).toEqual([
      'b: Build a dwelling',
      't: Transform terrain',
      'u: Upgrade a building',
      's: Send a priest',
      'a: Advance a track',
      'p: Power action',
      'x: Special action',
      'ps: Pass',
      'c: Exchange',
      'n: Sacrifice power',
      'set: Power-offer settings',
    ]);
  });

  it('leaves out what the player cannot do: no priest, no power, no special tile, nothing to build on', () => {
    const poor = edited(TWO(), (x) => Object.assign(x.players[0], { c: 0, w: 0, p: 0, bowls: [12, 0, 0] }));
    expect(idsAt(poor, 0)).toEqual(['ps', 'set']);
  });

  it('builds a dwelling on a home hex in reach: the hexes as a highlighted cell list, grouped by board row', () => {
    const s = rich();
    expect(titleAt(s, 0, ['b'])).toBe('cell: Build a dwelling where?');
    expect(optionsAt(s, 0, ['b'])).toEqual(['G3: G3 · Forest {G}']);
    expect(promptAt(s, 0, ['b']).highlight).toEqual(['G3']);
    expect(moveAt(s, 0, ['b', 'G3'])).toEqual({ t: 'build', hex: 'G3' });
  });

  it('upgrades a building: its hex, then the building it becomes with the workers and coins it costs', () => {
    const s = rich();
    expect(titleAt(s, 0, ['u'])).toBe('cell: Upgrade which building?');
    expect(optionsAt(s, 0, ['u'])).toEqual(['E9: E9 · Forest {E}', 'F4: F4 · Forest {F}']);
    expect(promptAt(s, 0, ['u']).highlight).toEqual(['E9', 'F4']);
    expect(titleAt(s, 0, ['u', 'F4'])).toBe('choice: Upgrade F4 to?');
    // A trading house costs 2 workers and 6 coins, 3 coins next to another player's building (F4 touches F3).
    expect(optionsAt(s, 0, ['u', 'F4'])).toEqual(['TP: Trading house (2 workers, 3 coins)']);
    expect(optionsAt(s, 0, ['u', 'E9'])).toEqual(['TP: Trading house (2 workers, 6 coins)']);
    expect(moveAt(s, 0, ['u', 'F4', 'TP'])).toEqual({ t: 'upgrade', hex: 'F4', to: 'TP' });
  });

  it('sends a priest: the cult, then the free order spaces from 3 down and the single step that returns the priest', () => {
    const s = rich();
    expect(titleAt(s, 0, ['s'])).toBe('choice: Send a priest to which cult?');
    expect(optionsAt(s, 0, ['s'])).toEqual(['FIRE: Fire', 'WATER: Water', 'EARTH: Earth', 'AIR: Air']);
    expect(titleAt(s, 0, ['s', 'WATER'])).toBe('choice: Which space on Water?');
    expect(optionsAt(s, 0, ['s', 'WATER'])).toEqual(['3: Order space 3', '2: Order space 2', '1: 1 step, priest back to supply']);
    expect(moveAt(s, 0, ['s', 'WATER', '3'])).toEqual({ t: 'send', cult: 'WATER', space: 3 });
    expect(moveAt(s, 0, ['s', 'WATER', '1'])).toEqual({ t: 'send', cult: 'WATER', space: 1 });
    // The 3-space and two 2-spaces taken: one 2-space is left.
    const taken = edited(s, (x) => (x.cultSpaces.WATER = [1, 1, 1, null]));
    expect(optionsAt(taken, 0, ['s', 'WATER'])).toEqual(['2: Order space 2', '1: 1 step, priest back to supply']);
  });

  it('advances shipping or terraforming', () => {
    const s = rich();
    expect(titleAt(s, 0, ['a'])).toBe('choice: Which track?');
    expect(optionsAt(s, 0, ['a'])).toEqual(['ship: Shipping', 'dig: Terraforming (+6 VP)']);
    expect(moveAt(s, 0, ['a', 'dig'])).toEqual({ t: 'advance', track: 'dig' });
  });

  it('takes a power action, showing its power', () => {
    const s = rich();
    expect(titleAt(s, 0, ['p'])).toBe('choice: Which power action?');
    expect(optionsAt(s, 0, ['p'])).toEqual([
      'ACT1: Bridge (3 power) (3 power)',
      'ACT2: Priest (3 power) (3 power)',
      'ACT3: 2 workers (4 power) (4 power)',
      'ACT4: 7 coins (4 power) (4 power)',
      'ACT5: 1 spade (4 power) (4 power)',
      'ACT6: 2 spades (6 power) (6 power)',
    ]);
    expect(moveAt(s, 0, ['p', 'ACT6'])).toEqual({ t: 'action', id: 'ACT6' });
  });

  it('marks a power action reached only by sacrificing power, with the sacrifice in the label, the hint and the move', () => {
    // Bowl III holds 2, bowl II 6: 3 power needs 1 sacrificed, 4 power 2; 6 power is out of reach.
    const s = rich((x) => (x.players[0].bowls = [0, 6, 2]));
    expect(optionsAt(s, 0, ['p'])).toEqual([
      'ACT1: Bridge (3 power) — sacrifice 1 (3 power, sacrifice 1) [danger]',
      'ACT2: Priest (3 power) — sacrifice 1 (3 power, sacrifice 1) [danger]',
      'ACT3: 2 workers (4 power) — sacrifice 2 (4 power, sacrifice 2) [danger]',
      'ACT4: 7 coins (4 power) — sacrifice 2 (4 power, sacrifice 2) [danger]',
      'ACT5: 1 spade (4 power) — sacrifice 2 (4 power, sacrifice 2) [danger]',
    ]);
    expect(moveAt(s, 0, ['p', 'ACT4'])).toEqual({ t: 'action', id: 'ACT4', burn: 2 });
  });

  it('takes a special action', () => {
    const s = rich();
    expect(titleAt(s, 0, ['x'])).toBe('choice: Which special action?');
    expect(optionsAt(s, 0, ['x'])).toEqual(['BON1: Bonus tile: 1 spade']);
    expect(moveAt(s, 0, ['x', 'BON1'])).toEqual({ t: 'action', id: 'BON1' });
  });

  it('passes: the bonus tiles left, with the coins lying on each', () => {
    const s = rich((x) => (x.bonusPool = { BON4: 0, BON5: 1, BON6: 2 }));
    expect(titleAt(s, 0, ['ps'])).toBe('card: Pass: choose the next bonus tile');
    expect(optionsAt(s, 0, ['ps'])).toEqual([
      'BON4: BON4: shipping +1, +3 power (0 coins on it)',
      'BON5: BON5: +1 worker, +3 power (1 coin on it)',
      'BON6: BON6: +2 workers; pass: 4 VP per SH/SA (2 coins on it)',
    ]);
    expect(moveAt(s, 0, ['ps', 'BON5'])).toEqual({ t: 'pass', bonus: 'BON5' });
  });

  it('passes in round 5 with a reminder of the power-offer settings, and in round 6 without a tile', () => {
    expect(optionsAt(rich((x) => (x.round = 5)), 0)).toContain(
      'ps: Pass (Round 6 is next: check your power-offer settings first (you cannot change them after passing).)',
    );
    expect(optionsAt(rich((x) => (x.round = 4)), 0)).toContain('ps: Pass');
    expect(moveAt(rich((x) => (x.round = 6)), 0, ['ps'])).toEqual({ t: 'pass' });
  });

  it('exchanges: the pairs the player can afford, then how many', () => {
    const s = rich();
    expect(titleAt(s, 0, ['c'])).toBe('choice: Exchange what?');
    expect(optionsAt(s, 0, ['c'])).toEqual([
      'PW-C: power → coins',
      'PW-W: power → workers',
      'PW-P: power → priests',
      'P-W: priests → workers',
      'W-C: workers → coins',
      'P-C: priests → coins',
    ]);
    // 6 power in bowl III: 6 coins at 1 power each.
    expect(titleAt(s, 0, ['c', 'PW-C'])).toBe('amount: How many?');
    expect(optionsAt(s, 0, ['c', 'PW-C'])).toEqual(['1: 1', '2: 2', '3: 3', '4: 4', '5: 5', '6: 6']);
    expect(moveAt(s, 0, ['c', 'PW-C', '4'])).toEqual({ t: 'convert', from: 'PW', to: 'C', n: 4 });
  });

  it('sacrifices power: up to half of bowl II', () => {
    const s = rich();
    expect(titleAt(s, 0, ['n'])).toBe('amount: Sacrifice how much power?');
    expect(optionsAt(s, 0, ['n'])).toEqual(['1: 1', '2: 2', '3: 3']);
    expect(moveAt(s, 0, ['n', '3'])).toEqual({ t: 'burn', n: 3 });
  });

  it('transforms: the hexes in reach, then the terrains with the spades each costs (and how many are bought)', () => {
    const s = rich();
    expect(titleAt(s, 0, ['t'])).toBe('cell: Transform which hex?');
    expect(idsAt(s, 0, ['t'])).toEqual(['C5', 'D6', 'D7', 'E6', 'E7', 'E8', 'E10', 'F5', 'F6', 'G2', 'G3', 'H4']);
    expect(promptAt(s, 0, ['t']).highlight).toEqual(['C5', 'D6', 'D7', 'E6', 'E7', 'E8', 'E10', 'F5', 'F6', 'G2', 'G3', 'H4']);
    expect(optionsAt(s, 0, ['t']).slice(0, 2)).toEqual(['C5: C5 · Mountains {C}', 'D6: D6 · Wasteland {D}']);
    // E10 is swamp: forest (home) is 2 spades away, lakes and plains 1; mountains and wasteland the long way round.
    expect(titleAt(s, 0, ['t', 'E10'])).toBe('choice: Turn E10 into?');
    expect(optionsAt(s, 0, ['t', 'E10'])).toEqual([
      'Y: Desert (2 spades (2 bought))',
      'U: Plains (1 spade (1 bought))',
      'B: Lakes (1 spade (1 bought))',
      'G: Forest (2 spades (2 bought))',
      'S: Mountains (4 spades (4 bought))',
      'R: Wasteland (3 spades (3 bought))',
    ]);
    expect(moveAt(s, 0, ['t', 'E10', 'G'])).toEqual({ t: 'transform', hex: 'E10', to: 'G', dig: 2 });
  });
});

describe('the turn menu after an action', () => {
  /** `rich` with power 0/0/12, after the power action `id`. */
  const after = (id: 'ACT1' | 'ACT4' | 'ACT5' | 'ACT6'): TmState => act(rich((x) => (x.players[0].bowls = [0, 0, 12])), 0, { t: 'action', id });

  it('spades held: transform, exchange, or give up the rest; the terrains show the spades held as free', () => {
    const one = after('ACT5');
    expect(titleAt(one, 0)).toBe('choice: Your turn — 1 spade to use');
    expect(optionsAt(one, 0)).toEqual(['t: Transform terrain', 'c: Exchange', 'f: Give up the rest', 'set: Power-offer settings']);
    expect(moveAt(one, 0, ['f'])).toEqual({ t: 'forfeit' });
    expect(optionsAt(one, 0, ['t', 'E10'])).toEqual([
      'Y: Desert (2 spades (1 bought))',
      'U: Plains (1 spade)',
      'B: Lakes (1 spade)',
      'G: Forest (2 spades (1 bought))',
      'S: Mountains (4 spades (3 bought))',
      'R: Wasteland (3 spades (2 bought))',
    ]);
    expect(moveAt(one, 0, ['t', 'E10', 'U'])).toEqual({ t: 'transform', hex: 'E10', to: 'U' });
    expect(moveAt(one, 0, ['t', 'E10', 'G'])).toEqual({ t: 'transform', hex: 'E10', to: 'G', dig: 1 });
    const two = after('ACT6');
    expect(titleAt(two, 0)).toBe('choice: Your turn — 2 spades to use');
    expect(optionsAt(two, 0, ['t', 'E10']).slice(3)).toEqual(['G: Forest (2 spades)', 'S: Mountains (4 spades (2 bought))', 'R: Wasteland (3 spades (1 bought))']);
  });

  it('home terrain made with the spades: a dwelling may follow, or the turn ends', () => {
    const made = act(after('ACT5'), 0, { t: 'transform', hex: 'E10', to: 'G', dig: 1 });
    expect(titleAt(made, 0)).toBe('choice: Your turn — a dwelling may follow');
    expect(optionsAt(made, 0)).toEqual(['b: Build a dwelling', 'c: Exchange', 'set: Power-offer settings', 'ok: End turn [primary]']);
  });

  it('an action taken: exchange or end the turn', () => {
    const done = after('ACT4');
    expect(titleAt(done, 0)).toBe('choice: Your turn — action taken: exchange or end your turn');
    expect(optionsAt(done, 0)).toEqual(['c: Exchange', 'set: Power-offer settings', 'ok: End turn [primary]']);
    expect(moveAt(done, 0, ['ok'])).toEqual({ t: 'done' });
  });

  it('the bridge of the power action: placing it comes first, the spots as pairs of hexes', () => {
    const bridge = after('ACT1');
    expect(titleAt(bridge, 0)).toBe('choice: Your turn — the bridge to place');
    expect(optionsAt(bridge, 0)).toEqual(['br: Place the bridge', 'c: Exchange', 'set: Power-offer settings']);
    expect(titleAt(bridge, 0, ['br'])).toBe('choice: Where does the bridge go?');
    expect(optionsAt(bridge, 0, ['br'])).toEqual(['D6E9: D6–E9', 'F4G3: F4–G3']);
    expect(promptAt(bridge, 0, ['br']).highlight).toEqual(['D6', 'E9', 'F4', 'G3']);
    expect(moveAt(bridge, 0, ['br', 'F4G3'])).toEqual({ t: 'bridge', a: 'F4', b: 'G3' });
  });

  it('two things left are joined in the title', () => {
    const both = edited(after('ACT5'), (x) => (x.turn!.ctx = { k: 'bridge' }));
    expect(titleAt(both, 0)).toBe('choice: Your turn — 1 spade to use, the bridge to place');
  });
});

/** `faction` (seat 0) with a stronghold on `hexes[0]`, against the Witches or Nomads far enough away. */
function withStronghold(faction: 'nomads' | 'swarmlings' | 'witches' | 'chaosmagicians', hexes: string[], other: 'witches' | 'nomads', far: string[]): TmState {
  return edited(game({ factions: [faction, other], dwellings: { [faction]: hexes, [other]: far } }), (x) => {
    x.buildings[hexes[0]] = { seat: 0, kind: 'SH' as BuildingKind };
  });
}

describe('the turn menu in a stronghold action', () => {
  it('Nomads’ sandstorm: turn a hex next to a building into desert at no spade, then a dwelling may follow', () => {
    const storm = act(withStronghold('nomads', ['F3', 'A5', 'G4'], 'witches', ['E9', 'F4']), 0, { t: 'action', id: 'ACTN' });
    expect(titleAt(storm, 0)).toBe('choice: Your turn — the sandstorm to use');
    expect(idsAt(storm, 0)).toEqual(['t', 'c', 'n', 'f', 'set']);
    expect(optionsAt(storm, 0, ['t', 'E6'])).toEqual(['Y: Desert (0 spades)']);
    const stormed = act(storm, 0, { t: 'transform', hex: 'E6', to: 'Y' });
    expect(titleAt(stormed, 0)).toBe('choice: Your turn — a dwelling may follow');
  });

  it('Swarmlings’ free trading house: the upgrade costs nothing', () => {
    const free = act(withStronghold('swarmlings', ['D5', 'H2'], 'witches', ['A10', 'I11']), 0, { t: 'action', id: 'ACTS' });
    expect(titleAt(free, 0)).toBe('choice: Your turn — the free trading house to place');
    expect(optionsAt(free, 0)).toEqual(['u: Upgrade a building', 'c: Exchange', 'n: Sacrifice power', 'f: Give up the rest', 'set: Power-offer settings']);
    expect(optionsAt(free, 0, ['u', 'H2'])).toEqual(['TP: Trading house (0 workers, 0 coins)']);
  });

  it('Witches’ free dwelling, with an action of a double turn left', () => {
    const free = act(withStronghold('witches', ['F4', 'E9'], 'nomads', ['A5', 'F3', 'G4']), 0, { t: 'action', id: 'ACTW' });
    expect(titleAt(free, 0)).toBe('choice: Your turn — the free dwelling to place');
    expect(idsAt(free, 0)).toEqual(['b', 'c', 'n', 'f', 'set']);
    expect(titleAt(edited(free, (x) => (x.turn!.actions = 1)), 0)).toBe('choice: Your turn — 1 action to go (double action), the free dwelling to place');
  });
});

describe('the Chaos Magicians’ double action', () => {
  it('counts the actions left; after the first action’s dwelling only the second action is left to note', () => {
    // Chaos Magicians (wasteland) with their stronghold on E3; E2 made wasteland for a dwelling of the second action.
    const cm = edited(game({ factions: ['chaosmagicians', 'witches'], dwellings: { chaosmagicians: ['E3'], witches: ['A10', 'I11'] } }), (x) => {
      x.buildings.E3 = { seat: 0, kind: 'SH' };
      x.terrain.E2 = 'R';
      Object.assign(x.players[0], { c: 20, w: 10, p: 3, bowls: [0, 0, 12] });
    });
    const double = act(cm, 0, { t: 'action', id: 'ACTC' });
    expect(titleAt(double, 0)).toBe('choice: Your turn — 2 actions to go (double action)');
    const spade = act(double, 0, { t: 'action', id: 'ACT5' });
    expect(titleAt(spade, 0)).toBe('choice: Your turn — 1 action to go (double action), 1 spade to use');
    // Desert D3 is 1 spade from wasteland.
    const made = act(spade, 0, { t: 'transform', hex: 'D3', to: 'R' });
    expect(titleAt(made, 0)).toBe('choice: Your turn — 1 action to go (double action), a dwelling may follow');
    const built = act(made, 0, { t: 'build', hex: 'D3' });
    expect(titleAt(built, 0)).toBe('choice: Your turn — 1 action to go (double action)');
    expect(idsAt(built, 0)).toContain('b');
  });
});

describe('the Mermaids’ river crossing', () => {
  it('is offered as its own option, with the river cells that found a town', () => {
    const s = edited(game({ factions: ['mermaids', 'nomads'], dwellings: { mermaids: ['D5', 'H2'], nomads: ['A5', 'F3', 'G4'] } }), (x) => {
      for (const [hex, kind] of [['D5', 'TP'], ['C3', 'TP'], ['D6', 'TP'], ['D4', 'D']] as const) {
        x.buildings[hex] = { seat: 0, kind };
        x.terrain[hex] = 'B';
      }
    });
    expect(idsAt(s, 0)).toEqual(['t', 'u', 'p', 'm', 'ps', 'c', 'n', 'set']);
    expect(optionsAt(s, 0)).toContain('m: Connect across a river (town)');
    expect(titleAt(s, 0, ['m'])).toBe('choice: Which river cell?');
    expect(optionsAt(s, 0, ['m'])).toEqual(['r16: River r16']);
    expect(moveAt(s, 0, ['m', 'r16'])).toEqual({ t: 'connect', river: 'r16' });
  });
});

describe('the set-up and the cult-reward spades', () => {
  it('places the starting dwellings on the home terrain, then the bonus tiles without a coin hint', () => {
    let s = act(act(terraMystica.setup({ start: '0', bonus: 'BON1,BON2,BON3,BON4,BON5' }, 2, 'set-up'), 0, { t: 'faction', faction: 'witches' }), 1, { t: 'faction', faction: 'nomads' });
    expect(titleAt(s, 0)).toBe('cell: Place a starting dwelling');
    expect(idsAt(s, 0)).toEqual(['A3', 'A10', 'C3', 'C4', 'D1', 'E9', 'F2', 'F4', 'G3', 'I6', 'I11']);
    expect(promptAt(s, 0).highlight).toEqual(['A3', 'A10', 'C3', 'C4', 'D1', 'E9', 'F2', 'F4', 'G3', 'I6', 'I11']);
    expect(optionsAt(s, 0).slice(0, 2)).toEqual(['A3: A3 · Forest {A}', 'A10: A10 · Forest {A}']);
    expect(moveAt(s, 0, ['E9'])).toEqual({ t: 'build', hex: 'E9' });
    const homes: Record<number, string[]> = { 0: ['E9', 'F4'], 1: ['A5', 'F3', 'G4'] };
    while (s.phase === 'dwellings') s = act(s, s.setupQueue[0], { t: 'build', hex: homes[s.setupQueue[0]].shift() ?? '' });
    expect(titleAt(s, 1)).toBe('card: Choose your bonus tile');
    expect(optionsAt(s, 1)).toEqual([
      'BON1: BON1: spade action, +2 coins',
      'BON2: BON2: cult step action, +4 coins',
      'BON3: BON3: +6 coins',
      'BON4: BON4: shipping +1, +3 power',
      'BON5: BON5: +1 worker, +3 power',
    ]);
    expect(moveAt(s, 1, ['BON2'])).toEqual({ t: 'pass', bonus: 'BON2' });
  });

  it('cult-reward spades: transform or give them up, the title counting them', () => {
    const reward = (spades: number) =>
      edited(TWO(), (x) => {
        x.phase = 'cultSpades';
        x.turn = null;
        x.setupQueue = [0, 1];
        x.players[0].spades = spades;
        x.players[1].spades = 1;
      });
    expect(titleAt(reward(2), 0)).toBe('choice: Cult reward: 2 spades to use');
    expect(titleAt(reward(1), 0)).toBe('choice: Cult reward: 1 spade to use');
    expect(optionsAt(reward(2), 0)).toEqual(['t: Transform terrain [primary]', 'f: Give up the spades']);
    expect(moveAt(reward(2), 0, ['f'])).toEqual({ t: 'forfeit' });
    expect(idsAt(reward(2), 0, ['t'])).toEqual(['D7', 'E6', 'E7', 'E10', 'F5', 'F6', 'G2']);
    // Surrounded by other players' buildings and the river, no hex is in reach: only giving up is left.
    const boxed = edited(reward(1), (x) => {
      for (const hex of ['D7', 'E6', 'E7', 'E10', 'F5', 'F6', 'G2', 'G3', 'D6', 'C5', 'E8', 'H4']) x.buildings[hex] = { seat: 1, kind: 'D' };
    });
    expect(optionsAt(boxed, 0)).toEqual(['f: Give up the spades']);
  });
});

describe('walking a path', () => {
  it('opens the power-offer settings directly for an awaited player, and refuses them to others', () => {
    expect(titleAt(TWO(), 0, ['set'])).toBe('choice: Power offers from neighbours: which setting?');
    expect(() => promptAt(TWO(), 1, ['set'])).toThrow('error.notYourTurn');
  });

  it('refuses a step that is not offered, and any step past a finished move', () => {
    const s = rich();
    expect(() => promptAt(s, 0, ['zz'])).toThrow('error.invalidPath');
    expect(() => promptAt(s, 0, ['n', '1', '1'])).toThrow('error.invalidPath');
    expect(() => promptAt(s, 0, ['n', '4'])).toThrow('error.invalidPath');
  });
});

describe('the turn menu and the settings on the same state', () => {
  it('keeps the two apart however often they are asked', () => {
    const s = rich();
    expect(titleAt(s, 0)).toBe('choice: Your turn');
    expect(titleAt(s, 0, ['set'])).toBe('choice: Power offers from neighbours: which setting?');
    expect(titleAt(s, 0)).toBe('choice: Your turn');
    expect(titleAt(s, 0, ['set'])).toBe('choice: Power offers from neighbours: which setting?');
  });

  it('opens no settings directly for a player answering a power offer outside their turn', () => {
    const offer = act(rich((x) => (x.players[0].bowls = [0, 0, 12])), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
    expect(titleAt(offer, 1)).toBe('confirm: Witches built next to you: take 1 power?');
    expect(() => promptAt(offer, 1, ['set'])).toThrow('error.invalidPath');
  });
});
