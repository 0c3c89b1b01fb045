import { describe, expect, it } from 'vitest';
import { chooseMove, randomChooser } from '../../src/engine/driver';
import { createRng } from '../../src/engine/rng';
import { settle } from '../../src/ai/search';
import { terraMysticaModule } from '../../src/games/terra-mystica/module';
import { expectedFinalVp } from '../../src/games/terra-mystica/search-points';
import type { TmState } from '../../src/games/terra-mystica/types';
import { choiceFeatures, FEATURE_NAMES } from '../../scripts/tm-choice/features';
import { checkedWeights, phaseOf, valueOf, type ChoiceWeights } from '../../scripts/tm-choice/model';
import { bestMove, candidates, preparesOnly } from '../../scripts/tm-choice/one-ply';

const { engine } = terraMysticaModule;

/** A 4-seat game played at random until `round`'s action phase. */
function positionIn(round: number, seed: string): TmState {
  let state = settle(engine, engine.setup({}, 4, seed)) as TmState;
  const choose = randomChooser(`${seed}/moves`);
  while (!(state.phase === 'actions' && state.round === round)) {
    const seat = engine.awaiting(state)[0];
    const { move } = chooseMove(engine, state, seat, choose);
    state = settle(engine, engine.apply(state, seat, move)) as TmState;
  }
  return state;
}

const feature = (state: TmState, seat: number, name: string) => choiceFeatures(state, seat)[FEATURE_NAMES.indexOf(name)];

describe('the Terra Mystica choice model (scripts/tm-choice)', () => {
  it('splits the rounds into four phases: 1–2, 3–4, 5, 6', () => {
    expect([1, 2, 3, 4, 5, 6].map(phaseOf)).toEqual([0, 0, 1, 1, 2, 3]);
  });

  it('gives one number per named feature, the stock counting per round still to come until the last round', () => {
    const early = positionIn(2, 'features');
    const seat = early.turn!.seat;
    expect(choiceFeatures(early, seat)).toHaveLength(FEATURE_NAMES.length);
    expect(feature(early, seat, 'vp')).toBe(early.players[seat].vp);
    expect(feature(early, seat, 'points')).toBe(expectedFinalVp(early)[seat]);
    expect(feature(early, seat, 'c')).toBe(early.players[seat].c);
    expect(feature(early, seat, 'cL')).toBe(early.players[seat].c * 4);
    const last = positionIn(6, 'features');
    const lastSeat = last.turn!.seat;
    expect(feature(last, lastSeat, 'c')).toBe(0);
    expect(feature(last, lastSeat, 'cL')).toBe(0);
  });

  it('values a position by the weights of its round phase', () => {
    const state = positionIn(2, 'value');
    const seat = state.turn!.seat;
    const only = (name: string, phase: number): ChoiceWeights => ({
      features: FEATURE_NAMES,
      weights: [0, 1, 2, 3].map((k) => FEATURE_NAMES.map((n) => (n === name && k === phase ? 2 : 0))),
    });
    expect(valueOf(only('vp', 0), state, seat)).toBe(2 * state.players[seat].vp);
    expect(valueOf(only('vp', 1), state, seat)).toBe(0);
    expect(() => checkedWeights({ features: ['vp'], weights: [[1], [1], [1], [1]] })).toThrow(/other features/);
  });

  it('plays the move whose position it values most', () => {
    const state = positionIn(2, 'best');
    const seat = state.turn!.seat;
    const value = (after: TmState, s: number) => after.players[s].c - after.players[s].w;
    const { candidate, worth } = bestMove(state, seat, value, 0, createRng('ties'));
    const all = [...candidates(state, seat)];
    expect(all.length).toBeGreaterThan(1);
    expect(worth).toBe(Math.max(...all.map((c) => value(c.after, seat))));
    expect(value(candidate.after, seat)).toBe(worth);
  });

  it('counts exchanges and burns as preparation, not the decline of a power offer', () => {
    expect(preparesOnly(['c', 'PW-C', '1'])).toBe(true);
    expect(preparesOnly(['n', '1'])).toBe(true);
    expect(preparesOnly(['n'])).toBe(false);
    expect(preparesOnly(['b', 'C4'])).toBe(false);
  });
});
