/**
 * Phase III ([seed] Spielverlauf; facts §4.6): each round tile's cult reward, once per full requirement, paid before
 * the next round's income; priests beyond the 7 in play are lost; no reward after round 6. Each case compares the
 * same round end with and without the cult steps, so income and bonus coins cancel out and only the reward is left.
 */
import { describe, expect, it } from 'vitest';
import type { ScoringId } from '../../../data/terra-mystica/tiles';
import { t } from '../../../src/i18n';
import type { PlayerState, TmState } from '../../../src/games/terra-mystica/types';
import { acts, edited, TWO } from './helpers';

/** Both seats pass in round `round` with `tile` on it; nobody on the cult tracks except as `patch` puts seat 0. */
function roundEnd(tile: ScoringId, patch: (p: PlayerState) => void, round = 1): TmState {
  const s = edited(TWO(), (x) => {
    x.round = round;
    x.scoring[round - 1] = tile;
    Object.assign(x.players[0], { c: 10, w: 5, p: 0, bowls: [12, 0, 0] });
    for (const p of x.players) p.cults = [0, 0, 0, 0];
    patch(x.players[0]);
  });
  const bonus = round === 6 ? {} : { bonus: 'BON4' as const };
  const other = round === 6 ? {} : { bonus: 'BON5' as const };
  return acts(s, [
    [0, { t: 'pass', ...bonus }],
    [1, { t: 'pass', ...other }],
  ]);
}
const gain = (tile: ScoringId, patch: (p: PlayerState) => void, round = 1) => {
  const a = roundEnd(tile, patch, round).players[0];
  const b = roundEnd(tile, () => {}, round).players[0];
  return { c: a.c - b.c, w: a.w - b.w, p: a.p - b.p, bowls: a.bowls };
};

describe('cult rewards at the end of rounds 1–5', () => {
  it('SCORE1: 1 coin per Earth step', () => {
    expect(gain('SCORE1', (p) => (p.cults = [0, 0, 5, 0]))).toMatchObject({ c: 5, w: 0, p: 0 });
  });

  it('SCORE3: 1 priest per 4 Water, priests beyond the 7 in play lost', () => {
    expect(gain('SCORE3', (p) => (p.cults = [0, 8, 0, 0]))).toMatchObject({ c: 0, w: 0, p: 2 });
    expect(gain('SCORE3', (p) => { p.cults = [0, 8, 0, 0]; p.priestsOnCults = 6; })).toMatchObject({ p: 1 });
  });

  it('SCORE4: 1 worker per 2 Fire; SCORE7: 1 worker per 2 Air', () => {
    expect(gain('SCORE4', (p) => (p.cults = [5, 0, 0, 5]))).toMatchObject({ c: 0, w: 2, p: 0 });
    expect(gain('SCORE7', (p) => (p.cults = [5, 0, 0, 7]))).toMatchObject({ c: 0, w: 3, p: 0 });
  });

  it('SCORE5: 4 power per 4 Fire, before the income’s power', () => {
    // 8 power from bowl I to II, then BON4's 3 power: I→II again.
    expect(roundEnd('SCORE5', (p) => (p.cults = [8, 0, 0, 0])).players[0].bowls).toEqual([1, 11, 0]);
    expect(roundEnd('SCORE5', (p) => (p.cults = [3, 0, 0, 0])).players[0].bowls).toEqual([9, 3, 0]);
  });

  it('SCORE9: 2 coins per priest on a cult order space', () => {
    expect(gain('SCORE9', (p) => (p.priestsOnCults = 3))).toMatchObject({ c: 6, w: 0, p: 0 });
  });

  it('the log says what each seat gained', () => {
    const events = (tile: ScoringId, patch: (p: PlayerState) => void) =>
      roundEnd(tile, patch).events.map((e) => t('en', e)).filter((line) => line.startsWith('Cult reward'));
    expect(events('SCORE1', (p) => (p.cults = [0, 0, 5, 0]))).toEqual(['Cult reward of round 1: Witches gain 5 coins.']);
    expect(events('SCORE3', (p) => (p.cults = [0, 4, 0, 0]))).toEqual(['Cult reward of round 1: Witches gain 1 priest.']);
    expect(events('SCORE4', (p) => (p.cults = [4, 0, 0, 0]))).toEqual(['Cult reward of round 1: Witches gain 2 workers.']);
    expect(events('SCORE5', (p) => (p.cults = [4, 0, 0, 0]))).toEqual(['Cult reward of round 1: Witches gain 4 power.']);
    expect(events('SCORE8', (p) => (p.cults = [0, 0, 0, 8]))).toEqual(['Cult reward of round 1: Witches gain 2 spades.']);
    expect(events('SCORE5', (p) => (p.cults = [8, 0, 0, 0]))).toEqual(['Cult reward of round 1: Witches gain 8 power.']);
    expect(events('SCORE3', (p) => { p.cults = [0, 8, 0, 0]; p.p = 2; })).toEqual(['Cult reward of round 1: Witches gain 2 priests.']);
    expect(events('SCORE3', (p) => { p.cults = [0, 8, 0, 0]; p.p = 2; p.priestsOnCults = 4; })).toEqual(['Cult reward of round 1: Witches gain 1 priest.']);
    expect(events('SCORE1', () => {})).toEqual([]);
  });
});

describe('the new round', () => {
  it('gives the special actions back: nothing is marked used', () => {
    const s = edited(TWO(), (x) => (x.players[0].usedActions = ['BON1']));
    expect(roundEnd('SCORE1', () => {}).players.map((p) => p.usedActions)).toEqual([[], []]);
    expect(acts(s, [[0, { t: 'pass', bonus: 'BON4' }], [1, { t: 'pass', bonus: 'BON5' }]]).players[0].usedActions).toEqual([]);
  });
});

describe('after round 6', () => {
  it('no cult reward: the game ends', () => {
    const end = roundEnd('SCORE4', (p) => (p.cults = [6, 0, 0, 0]), 6);
    expect(end.phase).toBe('end');
    expect(end.players[0].w).toBe(5);
  });
});
