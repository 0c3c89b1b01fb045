/**
 * The arena: seat-rotated matches between computer levels and a uniformly random player, to measure strength
 * (`npm run arena -- <game> [games]`). Decisions run in this process, one after another, with the levels' budgets.
 */
import { randomChooser, chooseMove } from '../engine/driver';
import { createRng, nextInt } from '../engine/rng';
import type { AnyEngine, GameOptions, Seat } from '../engine/types';
import { BUDGETS, type Level } from './levels';
import { applySettled, search, settle, type SearchBudget } from './search';
import { moduleById } from '../games/index';

export type Contender = Level | 'random';

/** Over this a decision counts as a budget overrun: the promised ceilings of the issue. */
export const CEILING_MS: Record<Level, number> = { easy: 200, normal: 1_000, strong: 3_000 };

export interface MatchSpec {
  engine: AnyEngine;
  /** The two contenders; seats alternate between them, rotated each game. */
  a: Contender;
  b: Contender;
  seats: number;
  games: number;
  seed: string;
  options?: GameOptions;
  /** Overrides the levels' budgets (quick runs and tests). */
  budget?: SearchBudget;
  maxMoves?: number;
}

export interface ContenderFigures {
  contender: Contender;
  /** Win share: a shared win counts in part. */
  wins: number;
  winRate: number;
  /** The 95% Wilson interval of the win rate. */
  ci95: [number, number];
  meanScore: number;
  decisions: number;
  p50ms: number;
  p95ms: number;
  overruns: number;
}

export interface MatchResult {
  game: string;
  seats: number;
  games: number;
  errors: string[];
  a: ContenderFigures;
  b: ContenderFigures;
}

/** The 95% Wilson score interval of a proportion. */
export function wilson(successes: number, trials: number): [number, number] {
  if (trials === 0) return [0, 1];
  const z = 1.96;
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return [round(Math.max(0, centre - half)), round(Math.min(1, centre + half))];
}

function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/** Which contender holds each seat in game `index`: alternating, shifted by one seat each game. */
export function seating(a: Contender, b: Contender, seats: number, index: number): Contender[] {
  return Array.from({ length: seats }, (_, seat) => ((seat + index) % 2 === 0 ? a : b));
}

interface Tally {
  wins: number;
  scores: number[];
  times: number[];
  overruns: number;
}

/** Plays one game; returns the seating and the final state. Throws on an illegal move or an engine error. */
function playGame(spec: MatchSpec, index: number, tallies: Map<Contender, Tally>): void {
  const { engine } = spec;
  const seating_ = seating(spec.a, spec.b, spec.seats, index);
  const seed = `${spec.seed}/${index}`;
  let state = engine.setup(spec.options ?? {}, spec.seats, seed);
  state = settle(engine, state);
  const order = createRng(`${seed}/order`);
  const random = randomChooser(`${seed}/random`);
  const maxMoves = spec.maxMoves ?? 5_000;
  for (let moves = 0; !engine.finished(state); moves++) {
    if (moves >= maxMoves) throw new Error(`no end after ${maxMoves} moves`);
    const waiting = engine.awaiting(state);
    if (waiting.length === 0) throw new Error('nobody awaited in an unfinished game');
    const seat: Seat = waiting[nextInt(order, waiting.length)];
    const who = seating_[seat];
    let move: unknown;
    if (who === 'random') move = chooseMove(engine, state, seat, random).move;
    else {
      const started = performance.now();
      const answer = search({
        engine,
        state,
        seat,
        budget: spec.budget ?? BUDGETS[who],
        seed: `${seed}/${moves}`,
        tuning: moduleById(engine.id)?.search ?? {},
      });
      const ms = performance.now() - started;
      const tally = tallies.get(who)!;
      tally.times.push(ms);
      if (ms > CEILING_MS[who]) tally.overruns++;
      const walked = engine.prompt(state, seat, answer.path);
      if (!('move' in walked)) throw new Error(`${who} answered an incomplete path [${answer.path.join(',')}]`);
      move = walked.move;
    }
    state = applySettled(engine, state, seat, move);
  }
  const winners = engine.winners(state);
  for (const seat of winners) tallies.get(seating_[seat])!.wins += 1 / winners.length;
  for (const line of engine.scores(state)) tallies.get(seating_[line.seat])!.scores.push(line.current);
}

/** Plays the match and returns its figures; a game that fails is recorded in `errors` and not counted. */
export function playMatch(spec: MatchSpec): MatchResult {
  const tallies = new Map<Contender, Tally>();
  for (const who of [spec.a, spec.b]) tallies.set(who, { wins: 0, scores: [], times: [], overruns: 0 });
  const errors: string[] = [];
  let played = 0;
  for (let index = 0; index < spec.games; index++) {
    try {
      playGame(spec, index, tallies);
      played++;
    } catch (error) {
      errors.push(`game ${index}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const figures = (who: Contender): ContenderFigures => {
    const tally = tallies.get(who)!;
    // Against itself the wins are shared between the two labels of one contender.
    const wins = spec.a === spec.b ? tally.wins / 2 : tally.wins;
    return {
      contender: who,
      wins: round(wins),
      winRate: played ? round(wins / played) : 0,
      ci95: wilson(wins, played),
      meanScore: tally.scores.length ? round(tally.scores.reduce((s, x) => s + x, 0) / tally.scores.length, 1) : 0,
      decisions: tally.times.length,
      p50ms: round(percentile(tally.times, 50), 1),
      p95ms: round(percentile(tally.times, 95), 1),
      overruns: tally.overruns,
    };
  };
  return { game: spec.engine.id, seats: spec.seats, games: played, errors, a: figures(spec.a), b: figures(spec.b) };
}
