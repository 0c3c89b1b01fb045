/**
 * The choice tree (prompt.ts) before the turn menu: the faction pick, power offers from neighbours, and the town tiles
 * whose cult steps reach 10 ([seed] Kultplan: only with a town key, which is spent; without one the marker stops at 9).
 * Each prompt is read as the player reads it (English), so a lost key, parameter, option or order shows.
 */
import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, game, TWO } from './helpers';
import { idsAt, moveAt, optionsAt, titleAt } from './prompt-read';

describe('the faction pick', () => {
  it('offers the 14 factions by their short step, with name and ability, each leading to its choice', () => {
    const s = terraMystica.setup({ start: '0', bonus: 'BON1,BON2,BON3,BON4,BON5' }, 2, 'pick');
    expect(titleAt(s, 0)).toBe('choice: Choose your faction');
    expect(optionsAt(s, 0)).toEqual([
      'alc: Alchemists (Trade 1 VP ↔ 1 coin, 2 coins → 1 VP; stronghold: +12 power, then 2 power per spade)',
      'aur: Auren (Stronghold: 1 favour tile; action: 2 steps on one cult track once per round)',
      'cha: Chaos Magicians (Start with 1 dwelling; temples and sanctuary give 2 favour tiles; stronghold: double turn)',
      'cul: Cultists (Others take your power: +1 cult step (or +1 power if all refuse); stronghold: +7 VP)',
      'dar: Darklings (Spades cost 1 priest each and give 2 VP; stronghold: turn up to 3 workers into priests)',
      'dwa: Dwarves (No shipping; tunnel over 1 space for 2 workers (+4 VP); stronghold: 1 worker)',
      'eng: Engineers (Bridge for 2 workers as an action; stronghold: 3 VP per bridge between own buildings at pass)',
      'fak: Fakirs (No shipping; carpet flight over 1 space for 1 priest (+4 VP); stronghold: range 2)',
      'gia: Giants (Every terraform costs exactly 2 spades; stronghold: 2 free spades once per round)',
      'hal: Halflings (+1 VP per spade, cheaper digging; stronghold: 3 spades at once)',
      'mer: Mermaids (Towns may skip one river space; stronghold: +1 shipping)',
      'nom: Nomads (Start with 3 dwellings; stronghold: sandstorm turns an adjacent space into desert)',
      'swa: Swarmlings (+3 workers per town; stronghold: upgrade a dwelling to a trading house free once per round)',
      'wit: Witches (+5 VP per town; stronghold: free dwelling on any forest space once per round)',
    ]);
    const steps = { alc: 'alchemists', aur: 'auren', cha: 'chaosmagicians', cul: 'cultists', dar: 'darklings', dwa: 'dwarves', eng: 'engineers', fak: 'fakirs', gia: 'giants', hal: 'halflings', mer: 'mermaids', nom: 'nomads', swa: 'swarmlings', wit: 'witches' };
    for (const [step, faction] of Object.entries(steps)) expect(moveAt(s, 0, [step])).toEqual({ t: 'faction', faction });
  });

  it('leaves out the factions of a home terrain already taken', () => {
    const s = act(terraMystica.setup({ start: '0', bonus: 'BON1,BON2,BON3,BON4,BON5' }, 2, 'pick'), 0, { t: 'faction', faction: 'witches' });
    // Witches and Auren both live in the forest.
    expect(idsAt(s, 1)).toEqual(['alc', 'cha', 'cul', 'dar', 'dwa', 'eng', 'fak', 'gia', 'hal', 'mer', 'nom', 'swa']);
  });
});

/** The Witches upgrade F4 next to the Nomads' F3: the Nomads are offered 1 power (a dwelling's). */
const offered = (): TmState => act(edited(TWO(), (x) => Object.assign(x.players[0], { c: 20, w: 10 })), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });

describe('a power offer from a neighbour ([seed] Macht durch Mitspielerbauten: power costs one VP less than it gives)', () => {
  it('asks with the builder and the amount; taking 1 power costs 0 VP', () => {
    const s = offered();
    const id = s.leech[0].id;
    expect(titleAt(s, 1)).toBe('confirm: Witches built next to you: take 1 power?');
    expect(optionsAt(s, 1)).toEqual(['y: Take 1 power for 0 VP [primary]', 'n: Decline']);
    expect(moveAt(s, 1, ['y'])).toEqual({ t: 'leech', offer: id, accept: true, n: 1 });
    expect(moveAt(s, 1, ['n'])).toEqual({ t: 'leech', offer: id, accept: false });
  });

  it('names the amount offered in the question, and what the bowls can take (and its VP) in the answer', () => {
    // 3 power offered, but only 2 fit: bowl I is empty and bowl II holds 2.
    const s = edited(offered(), (x) => {
      x.leech[0].amount = 3;
      x.players[1].bowls = [0, 2, 10];
    });
    expect(titleAt(s, 1)).toBe('confirm: Witches built next to you: take 3 power?');
    expect(optionsAt(s, 1)).toEqual(['y: Take 2 power for 1 VP [primary]', 'n: Decline']);
    // The move names the offer's amount (snellman's `Leech 3`); the engine takes what fits.
    expect(moveAt(s, 1, ['y'])).toEqual({ t: 'leech', offer: s.leech[0].id, accept: true, n: 3 });
  });

  it('can only be declined when no power fits in the bowls', () => {
    const s = edited(offered(), (x) => (x.players[1].bowls = [0, 0, 12]));
    expect(titleAt(s, 1)).toBe('confirm: Witches built next to you: take 1 power?');
    expect(optionsAt(s, 1)).toEqual(['n: Decline']);
  });

  it('can only be declined after converting around it under strict-leech, and taken without that setting', () => {
    const tainted = edited(offered(), (x) => (x.leech[0].tainted = true));
    expect(tainted.rules.strictLeech).toBe(true);
    expect(optionsAt(tainted, 1)).toEqual(['n: Decline']);
    const lax = edited(tainted, (x) => (x.rules.strictLeech = false));
    expect(optionsAt(lax, 1)).toEqual(['y: Take 1 power for 0 VP [primary]', 'n: Decline']);
  });
});

/** Seat 0 (Witches, 20 VP) owes a town tile, with these cult positions (F/W/E/A) and keys; TW6 is in the pool too. */
function owingTown(cults: number[], keys: number, edit: (x: TmState) => void = () => {}): TmState {
  return edited(TWO(), (x) => {
    Object.assign(x.players[0], { pendingTowns: 1, cults, keys });
    x.townPool.TW6 = 1;
    edit(x);
  });
}

describe('the town tiles and what each gives the player', () => {
  it('show VP before and after and the gain: keys, cults after the steps, shipping', () => {
    const s = owingTown([9, 9, 5, 5], 0);
    expect(titleAt(s, 0)).toBe('card: Choose a town tile');
    expect(optionsAt(s, 0)).toEqual([
      'TW1: TW1: 5 VP, 6 coins (20 → 25 VP · keys 0 → 1)',
      'TW2: TW2: 7 VP, 2 workers (20 → 27 VP · keys 0 → 1)',
      'TW3: TW3: 9 VP, 1 priest (20 → 29 VP · keys 0 → 1)',
      'TW4: TW4: 6 VP, 8 power (20 → 26 VP · keys 0 → 1)',
      // One key: the steps spend it in track order, so Fire reaches 10 and Water stops at 9.
      'TW5: TW5: 8 VP, +1 on each cult (20 → 28 VP · cults (F/W/E/A) 9/9/5/5 → 10/9/6/6)',
      'TW6: TW6: 2 VP, +2 on each cult, 2 keys (20 → 22 VP · cults (F/W/E/A) 9/9/5/5 → 10/10/7/7)',
      'TW7: TW7: 4 VP, shipping +1 (Fakirs: carpet range +1) (20 → 24 VP · shipping 0 → 1)',
      'TW8: TW8: 11 VP (20 → 31 VP · keys 0 → 1)',
    ]);
  });

  it('leave out a tile whose copies are all taken', () => {
    const s = owingTown([9, 9, 5, 5], 0, (x) => (x.townPool.TW2 = 0));
    expect(idsAt(s, 0)).toEqual(['TW1', 'TW3', 'TW4', 'TW5', 'TW6', 'TW7', 'TW8']);
  });

  it('show the Fakirs their carpet range instead of shipping', () => {
    const s = edited(game({ factions: ['fakirs', 'witches'], dwellings: { fakirs: ['A5', 'F3'], witches: ['E9', 'F4'] } }), (x) => {
      x.players[0].pendingTowns = 1;
      x.players[0].carpetRange = 1;
    });
    expect(optionsAt(s, 0)).toContain('TW7: TW7: 4 VP, shipping +1 (Fakirs: carpet range +1) (20 → 24 VP · carpet range 1 → 2)');
  });

  it('show a track already on 10 staying there, and the key going to the next track that reaches 10', () => {
    const s = owingTown([10, 9, 3, 3], 0);
    expect(optionsAt(s, 0)).toContain('TW5: TW5: 8 VP, +1 on each cult (20 → 28 VP · cults (F/W/E/A) 10/9/3/3 → 10/10/4/4)');
  });

  it('show a track held at 9 earlier in the turn taking the key first, as the tile does', () => {
    const s = owingTown([9, 9, 5, 5], 0, (x) => (x.players[0].cultBlocked = ['WATER']));
    expect(optionsAt(s, 0)).toContain('TW5: TW5: 8 VP, +1 on each cult (20 → 28 VP · cults (F/W/E/A) 9/9/5/5 → 9/10/6/6)');
    // Nothing to choose: the key is Water's. The move reaches what the hint said.
    expect(moveAt(s, 0, ['TW5'])).toEqual({ t: 'town', tile: 'TW5' });
    expect(act(s, 0, { t: 'town', tile: 'TW5' }).players[0].cults).toEqual([9, 10, 6, 6]);
  });
});

describe('a town tile that moves more tracks onto 10 than the player has keys', () => {
  it('asks which tracks take the keys, one track per option, the others stopping at 9', () => {
    const s = owingTown([9, 9, 5, 5], 0);
    expect(titleAt(s, 0, ['TW5'])).toBe('choice: More cults would reach 10 than you have keys (1): which get them?');
    expect(optionsAt(s, 0, ['TW5'])).toEqual(['W: Water (cults (F/W/E/A) 9/9/5/5 → 9/10/6/6)', 'F: Fire (cults (F/W/E/A) 9/9/5/5 → 10/9/6/6)']);
    expect(moveAt(s, 0, ['TW5', 'W'])).toEqual({ t: 'town', tile: 'TW5', skip: ['FIRE'] });
    expect(moveAt(s, 0, ['TW5', 'F'])).toEqual({ t: 'town', tile: 'TW5', skip: ['WATER'] });
    expect(act(s, 0, moveAt(s, 0, ['TW5', 'W'])).players[0].cults).toEqual([9, 10, 6, 6]);
  });

  it('names two tracks per option when two keys go to three tracks (TW6: 2 keys, 2 steps)', () => {
    const s = owingTown([9, 9, 9, 5], 0);
    expect(titleAt(s, 0, ['TW6'])).toBe('choice: More cults would reach 10 than you have keys (2): which get them?');
    expect(optionsAt(s, 0, ['TW6'])).toEqual([
      'WE: Water and Earth (cults (F/W/E/A) 9/9/9/5 → 9/10/10/7)',
      'FE: Fire and Earth (cults (F/W/E/A) 9/9/9/5 → 10/9/10/7)',
      'FW: Fire and Water (cults (F/W/E/A) 9/9/9/5 → 10/10/9/7)',
    ]);
    expect(moveAt(s, 0, ['TW6', 'FW'])).toEqual({ t: 'town', tile: 'TW6', skip: ['EARTH'] });
    expect(act(s, 0, moveAt(s, 0, ['TW6', 'FW'])).players[0].cults).toEqual([10, 10, 9, 7]);
  });

  it('leaves a track already on 10 out of the choice', () => {
    const s = owingTown([10, 9, 9, 5], 0);
    expect(optionsAt(s, 0, ['TW5'])).toEqual(['E: Earth (cults (F/W/E/A) 10/9/9/5 → 10/9/10/6)', 'W: Water (cults (F/W/E/A) 10/9/9/5 → 10/10/9/6)']);
  });

  it('asks nothing when the keys cover every track, or when no key is left', () => {
    expect(moveAt(owingTown([9, 9, 5, 5], 1), 0, ['TW5'])).toEqual({ t: 'town', tile: 'TW5' });
    expect(moveAt(owingTown([9, 5, 5, 5], 0), 0, ['TW5'])).toEqual({ t: 'town', tile: 'TW5' });
    // Another player on Fire 10: Fire cannot reach 10, Water takes the key alone.
    expect(moveAt(owingTown([9, 9, 5, 5], 0, (x) => (x.players[1].cults[0] = 10)), 0, ['TW5'])).toEqual({ t: 'town', tile: 'TW5' });
  });

  it('counts tracks held at 9 this turn only when the keys suffice for all of them', () => {
    // Two held tracks, one key in all: neither is freed, so the step chooses between them.
    const short = owingTown([9, 9, 5, 5], 0, (x) => (x.players[0].cultBlocked = ['FIRE', 'WATER']));
    expect(optionsAt(short, 0, ['TW5'])).toEqual(['W: Water (cults (F/W/E/A) 9/9/5/5 → 9/10/6/6)', 'F: Fire (cults (F/W/E/A) 9/9/5/5 → 10/9/6/6)']);
    // Two held tracks, two keys: both are freed (Fire stays on 9, another player holds its 10; Water takes a key),
    // and the key left goes to Earth or Air.
    const freed = owingTown([9, 9, 9, 9], 1, (x) => {
      x.players[0].cultBlocked = ['FIRE', 'WATER'];
      x.players[1].cults[0] = 10;
    });
    expect(titleAt(freed, 0, ['TW5'])).toBe('choice: More cults would reach 10 than you have keys (1): which get them?');
    expect(optionsAt(freed, 0, ['TW5'])).toEqual(['A: Air (cults (F/W/E/A) 9/9/9/9 → 9/10/9/10)', 'E: Earth (cults (F/W/E/A) 9/9/9/9 → 9/10/10/9)']);
    expect(act(freed, 0, moveAt(freed, 0, ['TW5', 'A'])).players[0].cults).toEqual([9, 10, 9, 10]);
    // The tile list shows the steps without a choice made: the key left goes in track order, to Earth.
    expect(optionsAt(freed, 0)).toContain('TW5: TW5: 8 VP, +1 on each cult (20 → 28 VP · cults (F/W/E/A) 9/9/9/9 → 9/10/10/9)');
    expect(act(freed, 0, { t: 'town', tile: 'TW5' }).players[0].cults).toEqual([9, 10, 10, 9]);
  });
});

describe('a favor tile whose track is already on 10', () => {
  it('shows the track staying on 10 (the key was spent reaching it)', () => {
    const s = edited(TWO(), (x) => Object.assign(x.players[0], { pendingFavors: 1, cults: [10, 0, 0, 0], keys: 0 }));
    expect(optionsAt(s, 0).slice(0, 2)).toEqual(['FAV1: FAV1: Fire +3 (Fire 10 → 10)', 'FAV2: FAV2: Water +3 (Water 0 → 3)']);
  });
});

describe('what a player owes before anything else', () => {
  it('a town tile when none is left: only giving it up', () => {
    const s = edited(TWO(), (x) => {
      x.players[0].pendingTowns = 1;
      x.townPool = {};
    });
    expect(titleAt(s, 0)).toBe('confirm: No tile is left to take.');
    expect(optionsAt(s, 0)).toEqual(['f: Give up the rest']);
    expect(moveAt(s, 0, ['f'])).toEqual({ t: 'forfeit' });
  });

  it('a favor tile: the tiles left that the player does not hold yet, or giving it up when there are none', () => {
    // The Witches start on Air 2. FAV1 is held, the last FAV2 taken.
    const s = edited(TWO(), (x) => {
      x.players[0].pendingFavors = 1;
      x.players[0].favors = ['FAV1'];
      x.favorPool.FAV2 = 0;
    });
    expect(titleAt(s, 0)).toBe('card: Choose a favor tile');
    expect(optionsAt(s, 0)).toEqual([
      'FAV3: FAV3: Earth +3 (Earth 0 → 3)',
      'FAV4: FAV4: Air +3 (Air 2 → 5)',
      'FAV5: FAV5: Fire +2, towns need power 6 (Fire 0 → 2)',
      'FAV6: FAV6: Water +2, cult step action (Water 0 → 2)',
      'FAV7: FAV7: Earth +2, income +1 worker +1 power (Earth 0 → 2)',
      'FAV8: FAV8: Air +2, income +4 power (Air 2 → 4)',
      'FAV9: FAV9: Fire +1, income +3 coins (Fire 0 → 1)',
      'FAV10: FAV10: Water +1, +3 VP per trading house built (Water 0 → 1)',
      'FAV11: FAV11: Earth +1, +2 VP per dwelling built (Earth 0 → 1)',
      'FAV12: FAV12: Air +1, pass: 2/3/3/4 VP for 1/2/3/4 TP (Air 2 → 3)',
    ]);
    expect(moveAt(s, 0, ['FAV8'])).toEqual({ t: 'favor', tile: 'FAV8' });
    const none = edited(s, (x) => (x.favorPool = {}));
    expect(titleAt(none, 0)).toBe('confirm: No tile is left to take.');
    expect(optionsAt(none, 0)).toEqual(['f: Give up the rest']);
    expect(moveAt(none, 0, ['f'])).toEqual({ t: 'forfeit' });
  });

  it('free cult steps one at a time: only the tracks where a step moves the marker', () => {
    // Water's 10 is another player's (Water stops at 9), Air is on 10 already.
    const s = edited(TWO(), (x) => {
      x.players[0].pendingCult = 2;
      x.players[0].cults = [3, 9, 0, 10];
      x.players[1].cults = [0, 10, 0, 0];
    });
    expect(titleAt(s, 0)).toBe('choice: Step up 1 on which cult?');
    expect(optionsAt(s, 0)).toEqual(['FIRE: Fire (Fire 3 → 4)', 'EARTH: Earth (Earth 0 → 1)']);
    expect(moveAt(s, 0, ['EARTH'])).toEqual({ t: 'cult', cult: 'EARTH', n: 1 });
  });

  it('free cult steps on one track: all of them at once', () => {
    const s = edited(TWO(), (x) => {
      x.players[0].pendingCult = 2;
      x.players[0].pendingCultSameTrack = true;
      x.players[0].cults = [3, 9, 0, 0];
    });
    expect(titleAt(s, 0)).toBe('choice: Step up 2 on which cult?');
    // No key: Water stops at 9.
    expect(optionsAt(s, 0)).toEqual(['FIRE: Fire (Fire 3 → 5)', 'WATER: Water (Water 9 → 9)', 'EARTH: Earth (Earth 0 → 2)', 'AIR: Air (Air 0 → 2)']);
    expect(moveAt(s, 0, ['AIR'])).toEqual({ t: 'cult', cult: 'AIR', n: 2 });
  });

  it('a free cult step where no track can move: every track is offered (the step is lost)', () => {
    const s = edited(TWO(), (x) => {
      x.players[0].pendingCult = 1;
      x.players[0].cults = [10, 9, 9, 9];
      x.players[1].cults = [0, 10, 10, 10];
    });
    expect(optionsAt(s, 0)).toEqual(['FIRE: Fire (Fire 10 → 10)', 'WATER: Water (Water 9 → 9)', 'EARTH: Earth (Earth 9 → 9)', 'AIR: Air (Air 9 → 9)']);
  });

  it('comes before the turn menu, and a power offer before what is owed', () => {
    const owes = edited(TWO(), (x) => (x.players[0].pendingFavors = 1));
    expect(titleAt(owes, 0)).toBe('card: Choose a favor tile');
    const offer = edited(offered(), (x) => (x.players[1].pendingFavors = 1));
    expect(titleAt(offer, 1)).toBe('confirm: Witches built next to you: take 1 power?');
  });
});
