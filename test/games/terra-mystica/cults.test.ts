import { describe, expect, it } from 'vitest';
import { advanceCult } from '../../../src/games/terra-mystica/cults';
import { act, acts, edited, refusal, TWO, withPlayer } from './helpers';

const s0 = () => withPlayer(TWO(), 0, { p: 7, c: 20, w: 10 });

describe('priests to the cults ([seed] Aktionsmöglichkeit 5)', () => {
  it('order spaces give 3, then 2, 2, 2 steps; the priest stays there', () => {
    let s = act(s0(), 0, { t: 'send', cult: 'FIRE' });
    expect(s.players[0].cults[0]).toBe(3);
    expect(s.cultSpaces.FIRE).toEqual([0, null, null, null]);
    expect(s.players[0].priestsOnCults).toBe(1);
    s = acts(s, [
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON4' }],
      [0, { t: 'send', cult: 'FIRE' }],
    ]);
    expect(s.players[0].cults[0]).toBe(5);
    expect(s.cultSpaces.FIRE).toEqual([0, 0, null, null]);
  });

  it('returning the priest to the supply gives 1 step (also when all spaces are taken)', () => {
    const s = act(s0(), 0, { t: 'send', cult: 'WATER', space: 1 });
    expect(s.players[0].cults[1]).toBe(1);
    expect(s.players[0].priestsOnCults).toBe(0);
    const full = edited(s0(), (x) => (x.cultSpaces.WATER = [1, 1, 1, 1]));
    expect(act(full, 0, { t: 'send', cult: 'WATER' }).players[0].cults[1]).toBe(1);
    expect(refusal(full, 0, { t: 'send', cult: 'WATER', space: 3 })).toBe('tm.err.cultSpace');
  });

  it('priests in hand plus on order spaces never exceed 7', () => {
    const s = edited(s0(), (x) => {
      x.players[0].p = 5;
      x.players[0].bowls = [0, 0, 12];
      x.players[0].priestsOnCults = 2;
      x.cultSpaces.AIR = [0, 0, null, null];
    });
    const t = act(s, 0, { t: 'action', id: 'ACT2' });
    expect(t.players[0].p).toBe(5);
  });

  it('power for reaching or passing steps 3, 5, 7 and 10: 1, 2, 2, 3', () => {
    const s = edited(TWO(), (x) => {
      x.players[0].bowls = [12, 0, 0];
      x.players[0].cults = [0, 0, 0, 0];
      x.players[0].keys = 1;
    });
    advanceCult(s, 0, 'FIRE', 4);
    expect(s.players[0].bowls).toEqual([11, 1, 0]);
    advanceCult(s, 0, 'FIRE', 6);
    expect(s.players[0].bowls).toEqual([4, 8, 0]);
    expect(s.players[0].cults[0]).toBe(10);
  });

  it('step 10 needs a town key (spent), otherwise the marker stops at 9', () => {
    const s = edited(TWO(), (x) => (x.players[0].cults = [8, 0, 0, 0]));
    advanceCult(s, 0, 'FIRE', 3);
    expect(s.players[0].cults[0]).toBe(9);
    s.players[0].keys = 1;
    advanceCult(s, 0, 'FIRE', 1);
    expect(s.players[0].cults[0]).toBe(10);
    expect(s.players[0].keys).toBe(0);
  });

  it('only one player may stand on 10 of a track; excess steps are lost', () => {
    const s = edited(TWO(), (x) => {
      x.players[0].cults = [10, 0, 0, 0];
      x.players[1].cults = [8, 0, 0, 0];
      x.players[1].keys = 1;
    });
    advanceCult(s, 1, 'FIRE', 3);
    expect(s.players[1].cults[0]).toBe(9);
    expect(s.players[1].keys).toBe(1);
  });

  it('a key found later in the same turn still takes a blocked step to 10 (snellman)', () => {
    const s = edited(TWO(), (x) => (x.players[0].cults = [8, 0, 0, 0]));
    advanceCult(s, 0, 'FIRE', 2);
    expect(s.players[0].cultBlocked).toEqual(['FIRE']);
    const t = edited(s, (x) => (x.players[0].pendingTowns = 1));
    const u = act(t, 0, { t: 'town', tile: 'TW1' });
    expect(u.players[0].cults[0]).toBe(10);
    expect(u.players[0].keys).toBe(0);
  });

  it('the bonus tile BON2 and favor FAV6 give one free cult step as a special action, once per round', () => {
    const s = edited(s0(), (x) => {
      x.players[0].bonus = 'BON2';
      x.players[0].favors = ['FAV6'];
    });
    const t = act(act(s, 0, { t: 'action', id: 'BON2' }), 0, { t: 'cult', cult: 'EARTH', n: 1 });
    expect(t.players[0].cults[2]).toBe(1);
    const again = acts(t, [
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON4' }],
    ]);
    expect(refusal(again, 0, { t: 'action', id: 'BON2' })).toBe('tm.err.noSpecial');
    expect(refusal(again, 0, { t: 'action', id: 'FAV6' })).toBe('accepted');
  });
});

describe('free cult steps are the player’s own decision', () => {
  it('may still be placed after passing; the round waits for them', () => {
    let s = edited(s0(), (x) => (x.players[0].bonus = 'BON2'));
    s = act(s, 0, { t: 'action', id: 'BON2' });
    s = act(s, 0, { t: 'done' });
    s = act(s, 1, { t: 'pass', bonus: 'BON4' });
    s = act(s, 0, { t: 'pass', bonus: 'BON5' });
    expect(s.round).toBe(1);
    s = act(s, 0, { t: 'cult', cult: 'AIR', n: 1 });
    expect(s.round).toBe(2);
  });
});
