/**
 * The faction boards' printed numbers not pinned elsewhere (facts.md §3.1–§3.6): home terrain, start resources, bowls
 * and cult positions of all 14 factions, stronghold and sanctuary income of each, the tracks' starts and maxima, the
 * carpet range. Pinned as literals, never read from the faction table the engine uses.
 */
import { describe, expect, it } from 'vitest';
import { FACTIONS, type FactionId } from '../../../data/terra-mystica/factions';
import { factionChoices } from '../../../src/games/terra-mystica/apply';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { incomeOf } from '../../../src/games/terra-mystica/scoring';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, refusal, TWO } from './helpers';

const FACTION_ORDER: FactionId[] = ['alchemists', 'auren', 'chaosmagicians', 'cultists', 'darklings', 'dwarves', 'engineers', 'fakirs', 'giants', 'halflings', 'mermaids', 'nomads', 'swarmlings', 'witches'];

/** Seat 0 of a fresh two-player game right after choosing `faction`. */
const chosen = (faction: FactionId): TmState => act(terraMystica.setup({ start: '0' }, 2, 'factions'), 0, { t: 'faction', faction });

describe('faction ids (facts §3.1: snellman’s, which the logs use)', () => {
  it('each board carries its faction’s id', () => {
    expect(Object.values(FACTIONS).map((board) => board.id)).toEqual(FACTION_ORDER);
  });
});

describe('home terrain and start (facts §3.1)', () => {
  /** facts §3.1: home, C, W, P, bowl I, bowl II, Fire, Water, Earth, Air. */
  const START: Record<FactionId, [string, number, number, number, number, number, number, number, number, number]> = {
    alchemists: ['K', 15, 3, 0, 5, 7, 1, 1, 0, 0],
    auren: ['G', 15, 3, 0, 5, 7, 0, 1, 0, 1],
    chaosmagicians: ['R', 15, 4, 0, 5, 7, 2, 0, 0, 0],
    cultists: ['U', 15, 3, 0, 5, 7, 1, 0, 1, 0],
    darklings: ['K', 15, 1, 1, 5, 7, 0, 1, 1, 0],
    dwarves: ['S', 15, 3, 0, 5, 7, 0, 0, 2, 0],
    engineers: ['S', 10, 2, 0, 3, 9, 0, 0, 0, 0],
    fakirs: ['Y', 15, 3, 0, 7, 5, 1, 0, 0, 1],
    giants: ['R', 15, 3, 0, 5, 7, 1, 0, 0, 1],
    halflings: ['U', 15, 3, 0, 3, 9, 0, 0, 1, 1],
    mermaids: ['B', 15, 3, 0, 3, 9, 0, 2, 0, 0],
    nomads: ['Y', 15, 2, 0, 5, 7, 1, 0, 1, 0],
    swarmlings: ['B', 20, 8, 0, 3, 9, 1, 1, 1, 1],
    witches: ['G', 15, 3, 0, 5, 7, 0, 0, 0, 2],
  };
  /** A free base-map hex of each terrain, and one of another terrain (facts §2.2). */
  const HEX: Record<string, [home: string, other: string]> = {
    Y: ['A5', 'A1'], U: ['A1', 'A2'], K: ['A8', 'A9'], B: ['A4', 'A5'], G: ['A3', 'A4'], S: ['A2', 'A3'], R: ['A6', 'A7'],
  };

  it.each(FACTION_ORDER)('%s', (faction) => {
    const [home, c, w, pr, one, two, ...cults] = START[faction];
    const s = chosen(faction);
    expect(s.players[0]).toMatchObject({ c, w, p: pr, bowls: [one, two, 0], cults, vp: 20, keys: 0 });
    // The first dwelling goes on home terrain only.
    const desert = home === 'Y';
    let placing = act(s, 1, { t: 'faction', faction: desert ? 'witches' : 'nomads' });
    // The Chaos Magicians place last: the other seat's dwellings first.
    const others = desert ? ['E9', 'F4'] : ['B1', 'B4', 'B6'];
    while (placing.setupQueue[0] === 1) placing = act(placing, 1, { t: 'build', hex: others.shift() as string });
    expect(refusal(placing, 0, { t: 'build', hex: HEX[home][1] })).not.toBe('accepted');
    placing = act(placing, 0, { t: 'build', hex: HEX[home][0] });
    expect(placing.buildings[HEX[home][0]]).toEqual({ seat: 0, kind: 'D' });
  });

  it('one faction per colour: the other side of the same board is no longer offered', () => {
    const gone = (faction: FactionId) => FACTION_ORDER.filter((f) => f !== faction && !factionChoices(chosen(faction)).includes(f));
    expect(gone('alchemists')).toEqual(['darklings']);
    expect(gone('auren')).toEqual(['witches']);
    expect(gone('chaosmagicians')).toEqual(['giants']);
    expect(gone('cultists')).toEqual(['halflings']);
    expect(gone('dwarves')).toEqual(['engineers']);
    expect(gone('fakirs')).toEqual(['nomads']);
    expect(gone('mermaids')).toEqual(['swarmlings']);
  });
});

describe('stronghold and sanctuary income of every faction (facts §3.5)', () => {
  /** Seat 0 as `faction` with exactly one building of `kind` (nothing else): its income apart from the dwellings row. */
  const income = (faction: FactionId, kind: 'SH' | 'SA') => {
    const s = edited(TWO(), (x) => {
      for (const hex of Object.keys(x.buildings)) if (x.buildings[hex].seat === 0) delete x.buildings[hex];
      x.buildings.A1 = { seat: 0, kind };
      Object.assign(x.players[0], { faction, bonus: null, favors: [] });
    });
    const { c, p, pw } = incomeOf(s, 0);
    const w = incomeOf(s, 0).w - (faction === 'swarmlings' ? 2 : faction === 'engineers' ? 0 : 1);
    return [c, w, p, pw];
  };
  /** facts §3.5: SH income C, W, P, PW by faction. */
  const SH: Record<FactionId, number[]> = {
    alchemists: [6, 0, 0, 0], auren: [0, 0, 0, 2], chaosmagicians: [0, 2, 0, 0], cultists: [0, 0, 0, 2], darklings: [0, 0, 0, 2],
    dwarves: [0, 0, 0, 2], engineers: [0, 0, 0, 2], fakirs: [0, 0, 1, 0], giants: [0, 0, 0, 4], halflings: [0, 0, 0, 2],
    mermaids: [0, 0, 0, 4], nomads: [0, 0, 0, 2], swarmlings: [0, 0, 0, 4], witches: [0, 0, 0, 2],
  };
  it.each(FACTION_ORDER)('%s', (faction) => {
    expect(income(faction, 'SH')).toEqual(SH[faction]);
    expect(income(faction, 'SA')).toEqual([0, 0, faction === 'darklings' || faction === 'swarmlings' ? 2 : 1, 0]);
  });
});

describe('tracks (facts §3.2, §3.3, §3.6)', () => {
  /** Levels reached by advancing `track` until refused, starting from the faction's start. */
  const levels = (faction: FactionId, track: 'ship' | 'dig') => {
    let s = edited(TWO(), (x) => {
      Object.assign(x.players[0], { faction, shipping: faction === 'mermaids' ? 1 : 0, dig: 0, c: 99, w: 99, p: 7, bowls: [0, 0, 12] });
    });
    const seen = [track === 'ship' ? s.players[0].shipping : s.players[0].dig];
    for (let i = 0; i < 6; i++) {
      if (refusal(s, 0, { t: 'advance', track }) !== 'accepted') break;
      s = edited(act(s, 0, { t: 'advance', track }), (x) => {
        x.turn = { seat: 0, actions: 1, acted: false, ctx: null, teleportTo: null };
        x.players[0].p = 7;
      });
      seen.push(track === 'ship' ? s.players[0].shipping : s.players[0].dig);
    }
    return seen;
  };

  it('shipping 0 → 3 for most, Mermaids 1 → 5, none for Dwarves and Fakirs', () => {
    expect(levels('witches', 'ship')).toEqual([0, 1, 2, 3]);
    expect(levels('mermaids', 'ship')).toEqual([1, 2, 3, 4, 5]);
    expect(levels('dwarves', 'ship')).toEqual([0]);
    expect(levels('fakirs', 'ship')).toEqual([0]);
  });

  it('terraforming 0 → 2 for most, Fakirs 0 → 1, none for the Darklings', () => {
    expect(levels('witches', 'dig')).toEqual([0, 1, 2]);
    expect(levels('halflings', 'dig')).toEqual([0, 1, 2]);
    expect(levels('fakirs', 'dig')).toEqual([0, 1]);
    expect(levels('darklings', 'dig')).toEqual([0]);
  });

  it('Fakirs start with carpet range 1, the others with none', () => {
    expect(chosen('fakirs').players[0].carpetRange).toBe(1);
    expect(chosen('dwarves').players[0].carpetRange).toBe(0);
  });

  it('the Fakirs’ stronghold adds 1 to the carpet range, up to 4 (snellman’s three upgrades)', () => {
    const stronghold = (range: number) => {
      const s = edited(TWO(), (x) => {
        Object.assign(x.players[0], { faction: 'fakirs', carpetRange: range, c: 20, w: 10 });
        x.buildings.E9.kind = 'TP';
      });
      return act(s, 0, { t: 'upgrade', hex: 'E9', to: 'SH' }).players[0].carpetRange;
    };
    expect([stronghold(1), stronghold(3), stronghold(4)]).toEqual([2, 4, 4]);
  });
});
