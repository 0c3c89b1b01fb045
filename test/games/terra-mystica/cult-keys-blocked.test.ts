/**
 * Step 10 of a cult track and town keys ([seed] Kultplan: "Ohne Stadtschlüssel kommt ihr nur bis Stufe 9"):
 * a track held at 9 for want of a key in this turn is remembered once, and a key arriving later in the turn
 * takes it to 10 only when the keys cover every held track (snellman's order).
 */
import { describe, expect, it } from 'vitest';
import { advanceCult } from '../../../src/games/terra-mystica/cults';
import { act, edited, TWO } from './helpers';

describe('tracks held at 9 without a key', () => {
  it('are remembered once, however often the marker bumps into 9', () => {
    const s = edited(TWO(), (x) => (x.players[0].cults = [8, 0, 0, 0]));
    advanceCult(s, 0, 'FIRE', 2);
    advanceCult(s, 0, 'FIRE', 1);
    expect(s.players[0].cults[0]).toBe(9);
    expect(s.players[0].cultBlocked).toEqual(['FIRE']);
  });

  it('one key for one held track: the track reaches 10, the key is spent and nothing stays held', () => {
    const s = edited(TWO(), (x) => (x.players[0].cults = [8, 0, 0, 0]));
    advanceCult(s, 0, 'FIRE', 2);
    const t = act(edited(s, (x) => (x.players[0].pendingTowns = 1)), 0, { t: 'town', tile: 'TW1' });
    expect(t.players[0].cults[0]).toBe(10);
    expect(t.players[0].keys).toBe(0);
    expect(t.players[0].cultBlocked).toEqual([]);
  });

  it('one key for two held tracks: neither moves and the key is kept', () => {
    const s = edited(TWO(), (x) => (x.players[0].cults = [8, 8, 0, 0]));
    advanceCult(s, 0, 'FIRE', 2);
    advanceCult(s, 0, 'WATER', 2);
    expect(s.players[0].cultBlocked).toEqual(['FIRE', 'WATER']);
    const t = act(edited(s, (x) => (x.players[0].pendingTowns = 1)), 0, { t: 'town', tile: 'TW1' });
    expect(t.players[0].cults.slice(0, 2)).toEqual([9, 9]);
    expect(t.players[0].keys).toBe(1);
  });
});
