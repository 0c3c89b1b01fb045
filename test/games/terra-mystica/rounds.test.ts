import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { incomeOf } from '../../../src/games/terra-mystica/scoring';
import { act, acts, edited, game, refusal, TWO, withPlayer } from './helpers';
import type { TmState } from '../../../src/games/terra-mystica/types';

const three = (options = {}): TmState =>
  game({
    factions: ['witches', 'nomads', 'halflings'],
    dwellings: { witches: ['E9', 'F4'], nomads: ['A5', 'F3', 'G4'], halflings: ['E6', 'H3'] },
    bonus: { witches: 'BON3', nomads: 'BON7', halflings: 'BON9' },
    pool: ['BON3', 'BON7', 'BON9', 'BON4', 'BON5', 'BON6'],
    options,
  });

describe('income ([seed] Phase I)', () => {
  it('pays workers by dwellings, coins/power by trading houses, priests by temples, SH/SA, bonus tile and favors', () => {
    const s = edited(TWO(), (x) => {
      x.buildings.E9.kind = 'TP';
      x.buildings.F4.kind = 'TE';
      x.players[0].favors = ['FAV7', 'FAV9'];
    });
    // 0 D → 1 W base; 1 TP → 2 C + 1 PW; 1 TE → 1 P; BON3 +6 C; FAV7 +1 W +1 PW; FAV9 +3 C.
    expect(incomeOf(s, 0)).toEqual({ c: 11, w: 2, p: 1, pw: 2 });
  });

  it('Engineers take power from temples; Swarmlings 2 priests from the sanctuary', () => {
    const s = edited(game({ factions: ['engineers', 'swarmlings'], dwellings: { engineers: ['E7', 'F6'], swarmlings: ['D5', 'H2'] } }), (x) => {
      x.buildings.E7.kind = 'TE';
      x.buildings.F6.kind = 'TE';
      x.buildings.D5.kind = 'SA';
    });
    expect(incomeOf(s, 0).pw).toBe(5);
    expect(incomeOf(s, 1).p).toBe(2);
  });
});

describe('actions and passing ([seed] Phase II)', () => {
  it('one action per turn, then the next player clockwise', () => {
    const s = act(withPlayer(three(), 0, { p: 2 }), 0, { t: 'send', cult: 'AIR' });
    expect(refusal(s, 0, { t: 'send', cult: 'AIR' })).toBe('tm.err.oneAction');
    expect(act(s, 0, { t: 'done' }).turn?.seat).toBe(1);
  });

  it('each power action once per round', () => {
    let s = withPlayer(withPlayer(three(), 0, { bowls: [0, 0, 12] }), 1, { bowls: [0, 0, 12] });
    s = acts(s, [
      [0, { t: 'action', id: 'ACT4' }],
      [0, { t: 'done' }],
    ]);
    expect(refusal(s, 1, { t: 'action', id: 'ACT4' })).toBe('tm.err.actionTaken');
    expect(refusal(s, 1, { t: 'action', id: 'ACT3' })).toBe('accepted');
  });

  it('a passed player is skipped; a lone remaining player keeps acting', () => {
    let s = three();
    s = acts(s, [
      [0, { t: 'pass', bonus: 'BON4' }],
      [1, { t: 'pass', bonus: 'BON5' }],
    ]);
    expect(s.turn?.seat).toBe(2);
    s = act(withPlayer(s, 2, { p: 3 }), 2, { t: 'send', cult: 'FIRE' });
    s = act(s, 2, { t: 'done' });
    expect(s.turn?.seat).toBe(2);
  });

  it('returning BON7 scores 2 VP per trading house; the coins on the new tile are taken', () => {
    let s = edited(three(), (x) => {
      x.buildings.A5.kind = 'TP';
      x.bonusPool.BON5 = 2;
    });
    s = act(s, 0, { t: 'pass', bonus: 'BON4' });
    const before = s.players[1];
    s = act(s, 1, { t: 'pass', bonus: 'BON5' });
    expect(s.players[1].vp).toBe(before.vp + 2);
    expect(s.players[1].c).toBe(before.c + 2);
    expect(s.bonusPool.BON7).toBe(0);
  });

  it('the first passer starts the next round; with variable turn order the pass order is the turn order', () => {
    let s = three();
    s = act(s, 0, { t: 'pass', bonus: 'BON4' });
    s = act(withPlayer(s, 1, { bowls: [0, 0, 12] }), 1, { t: 'action', id: 'ACT4' });
    s = act(s, 1, { t: 'done' });
    s = act(s, 2, { t: 'pass', bonus: 'BON5' });
    s = act(s, 1, { t: 'pass', bonus: 'BON6' });
    expect(s.round).toBe(2);
    expect(s.order).toEqual([0, 1, 2]);
    let v = three({ 'variable-turn-order': true });
    v = act(v, 0, { t: 'pass', bonus: 'BON4' });
    v = act(withPlayer(v, 1, { bowls: [0, 0, 12] }), 1, { t: 'action', id: 'ACT4' });
    v = act(v, 1, { t: 'done' });
    v = act(v, 2, { t: 'pass', bonus: 'BON5' });
    v = act(v, 1, { t: 'pass', bonus: 'BON6' });
    expect(v.order).toEqual([0, 2, 1]);
  });

  it('special actions once per round; the Engineers’ bridge action may repeat', () => {
    const s = edited(
      game({ factions: ['engineers', 'nomads'], dwellings: { engineers: ['E7', 'F6'], nomads: ['A5', 'F3', 'G4'] } }),
      (x) => {
        x.players[0].w = 10;
        x.players[0].bonus = 'BON1';
        x.buildings.E8 = { seat: 0, kind: 'D' };
        x.terrain.E8 = 'S';
      },
    );
    let t = act(s, 0, { t: 'action', id: 'ACTE' });
    expect(t.players[0].w).toBe(8);
    t = acts(t, [
      [0, { t: 'bridge', a: 'D6', b: 'E8' }],
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON5' }],
      [0, { t: 'action', id: 'BON1' }],
      [0, { t: 'forfeit' }],
      [0, { t: 'done' }],
    ]);
    expect(refusal(t, 0, { t: 'action', id: 'ACTE' })).toBe('accepted');
    expect(refusal(t, 0, { t: 'action', id: 'BON1' })).toBe('tm.err.noSpecial');
  });

  it('no bonus tile is taken in round 6', () => {
    const s = edited(TWO(), (x) => (x.round = 6));
    expect(refusal(s, 0, { t: 'pass', bonus: 'BON4' })).toBe('tm.err.bonusLastRound');
    const t = act(s, 0, { t: 'pass' });
    expect(t.players[0].bonus).toBeNull();
  });

  it('the last round\'s pass still pays the returned tile\'s VP', () => {
    // The Witches hold BON7 (2 VP a trading house) with their two dwellings upgraded.
    const s = edited(TWO(), (x) => {
      x.round = 6;
      x.players[0].bonus = 'BON7';
      x.buildings.E9 = { seat: 0, kind: 'TP' };
      x.buildings.F4 = { seat: 0, kind: 'TP' };
    });
    const t = act(s, 0, { t: 'pass' });
    expect(t.players[0].vp - s.players[0].vp).toBe(4);
    expect(t.players[0].bonus).toBeNull();
  });
});

describe('end of round ([seed] Phase III) and end of game', () => {
  it('cult rewards follow the round tile; one coin on each leftover bonus tile; markers back', () => {
    let s = edited(three(), (x) => {
      x.scoring[0] = 'SCORE4';
      x.players[0].cults = [4, 0, 0, 0];
    });
    const w = s.players[0].w;
    s = acts(s, [
      [0, { t: 'pass', bonus: 'BON4' }],
      [1, { t: 'pass', bonus: 'BON5' }],
      [2, { t: 'pass', bonus: 'BON6' }],
    ]);
    expect(s.round).toBe(2);
    // 2 workers from 4 Fire, plus income (1 base + 2 dwellings).
    expect(s.players[0].w).toBe(w + 2 + 3);
    expect(Object.values(s.bonusPool)).toEqual([1, 1, 1]);
    expect(s.powerActionsUsed).toEqual([]);
  });

  it('spades from the reward are used in the next round’s order', () => {
    let s = edited(three(), (x) => {
      x.scoring[0] = 'SCORE8';
      x.players[0].cults[3] = 4;
      x.players[2].cults[3] = 4;
    });
    s = acts(s, [
      [0, { t: 'pass', bonus: 'BON4' }],
      [1, { t: 'pass', bonus: 'BON5' }],
    ]);
    s = act(s, 2, { t: 'pass', bonus: 'BON6' });
    expect(s.phase).toBe('cultSpades');
    expect(terraMystica.awaiting(s)).toEqual([0]);
    s = act(s, 0, { t: 'forfeit' });
    expect(terraMystica.awaiting(s)).toEqual([2]);
  });

  it('the game ends after round 6 with network, cult and resource scoring', () => {
    let s = edited(three(), (x) => (x.round = 6));
    s = acts(s, [
      [0, { t: 'pass' }],
      [1, { t: 'pass' }],
      [2, { t: 'pass' }],
    ]);
    expect(terraMystica.finished(s)).toBe(true);
    expect(s.players[0].vpBy.network).toBeGreaterThan(0);
    expect(terraMystica.awaiting(s)).toEqual([]);
    expect(terraMystica.winners(s).length).toBeGreaterThan(0);
  });
});
