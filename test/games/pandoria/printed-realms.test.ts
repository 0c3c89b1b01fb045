/**
 * The realms as facts.md §6 lists them from the seed, pinned as literals: start resources on side B and side A,
 * building slots, where the resource tracks end, side A's individual cards, and which set each realm belongs to.
 * The expectations never read the realm table the engine uses, so a wrong entry fails here.
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { capOf } from '../../../src/games/pandoria/resources';
import type { PandoriaState, RealmId } from '../../../src/games/pandoria/types';
import { legal } from './helpers';

/** facts §6.1: realm, crystals / gold / wood on side B, building slots, track end. */
const SIDE_B: [RealmId, number, number, number, number, number][] = [
  ['humans', 5, 4, 5, 5, 10],
  ['dwarves', 2, 10, 5, 5, 10],
  ['elves', 8, 3, 4, 5, 10],
  ['mages', 9, 2, 2, 5, 10],
  ['halflings', 4, 3, 7, 5, 10],
  ['centaurs', 5, 6, 6, 5, 10],
  ['fairies', 4, 4, 4, 5, 8],
  ['goblins', 5, 9, 3, 4, 10],
  ['golems', 3, 4, 9, 5, 10],
  ['spirits', 6, 5, 3, 5, 10],
  ['nymphs', 7, 4, 2, 5, 10],
  ['hanbok', 3, 3, 6, 5, 10],
];

/** facts §6.2: realm, crystals / gold / wood on side A, the pre-built A card, the second individual card. */
const SIDE_A: [RealmId, number, number, number, string, string][] = [
  ['humans', 5, 5, 5, 'I01', 'I02'],
  ['dwarves', 2, 8, 5, 'I03', 'I04'],
  ['elves', 6, 3, 4, 'I05', 'I06'],
  ['mages', 7, 2, 2, 'I07', 'I08'],
  ['halflings', 5, 3, 6, 'I09', 'I10'],
];

/** Everyone plays `realm`: the start player picks it for all (samepick). */
function everyone(realm: RealmId, options: Record<string, string>): PandoriaState {
  const s = pandoria.setup({ realms: 'samepick', sets: 'all', ...options }, 2, `realm-${realm}`);
  return pandoria.apply(s, s.startSeat, { t: 'pick', realm });
}

const picks = (sets: string) => {
  const s = pandoria.setup({ realms: 'samepick', sets }, 2, 'sets');
  return legal(s, s.startSeat).map((m) => ('realm' in m ? m.realm : '')).sort();
};

describe('realms (facts §6)', () => {
  it.each(SIDE_B)('side B %s: %i crystals, %i gold, %i wood, %i slots, tracks to %i', (realm, crystal, gold, wood, slots, cap) => {
    const s = everyone(realm, { variant: 'b' });
    for (let seat = 0; seat < 2; seat++) {
      expect(s.players[seat].res).toEqual({ crystal, gold, wood });
      expect(s.players[seat].slots.length).toBe(slots);
      expect(capOf(s, seat)).toBe(cap);
    }
  });

  it.each(SIDE_A)('side A %s: %i crystals, %i gold, %i wood, %s built, %s in hand', (realm, crystal, gold, wood, built, held) => {
    const s = everyone(realm, { variant: 'a' });
    for (let seat = 0; seat < 2; seat++) {
      const player = s.players[seat];
      expect(player.slots.length).toBe(5);
      expect(player.res).toEqual({ crystal, gold, wood });
      expect(player.slots[0]).toEqual([{ card: built }]);
      expect(player.hand.length).toBe(3);
      expect(player.hand[0]).toBe(held);
    }
  });

  it('the sets: 5 base realms, 5 of the Realms expansion, 2 promos', () => {
    expect(picks('base')).toEqual(['dwarves', 'elves', 'halflings', 'humans', 'mages']);
    expect(picks('realms')).toEqual(['centaurs', 'fairies', 'goblins', 'golems', 'spirits']);
    expect(picks('basepromo')).toEqual(['dwarves', 'elves', 'halflings', 'hanbok', 'humans', 'mages', 'nymphs']);
  });
});
