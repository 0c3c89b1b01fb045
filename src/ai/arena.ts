/**
 * The arena: seat-rotated matches between computer levels and a uniformly random player, to measure strength
 * (`npm run arena -- <game> [games]`). Decisions run in this process, one after another, with the levels' budgets.
 */
import { randomChooser, chooseMove } from '../engine/driver';
import { createRng, nextInt } from '../engine/rng';
import type { AnyEngine, GameOptions, Seat } from '../engine/types';
import type { Level } from './levels';
import { applySettled, settle, type SearchBudget } from './search';
import { think } from './think';

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
  /** The index of the first game (default 0): a long match can be resumed or split into parts. */
  first?: number;
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

/** What one game gives the match figures: plain data, so a game can be played on a worker thread. */
export interface GameRecord {
  index: number;
  /** The contender in each seat. */
  seating: Contender[];
  /** Win share per seat: 1 / number of winners for each winner, else 0. */
  winShares: number[];
  scores: number[];
  /** The searching seats' decisions: contender and time in ms. */
  decisions: { who: Level; ms: number }[];
  moves: number;
}

/** One searched decision as it is taken (the arena's `--trace`). */
export interface DecisionTrace {
  game: number;
  move: number;
  seat: Seat;
  who: Level;
  ms: number;
  iterations: number;
}

/**
 * Plays one game; returns its record. Throws on an illegal move or an engine error. `onState` sees the settled state
 * after setup and after every move (diagnostic scripts follow a game's course with it).
 */
export function playGame(spec: MatchSpec, index: number, onDecision?: (trace: DecisionTrace) => void, onState?: (state: unknown) => void): GameRecord {
  const { engine } = spec;
  const seating_ = seating(spec.a, spec.b, spec.seats, index);
  const seed = `${spec.seed}/${index}`;
  let state = engine.setup(spec.options ?? {}, spec.seats, seed);
  state = settle(engine, state);
  onState?.(state);
  const order = createRng(`${seed}/order`);
  const random = randomChooser(`${seed}/random`);
  const maxMoves = spec.maxMoves ?? 5_000;
  const decisions: GameRecord['decisions'] = [];
  let moves = 0;
  for (; !engine.finished(state); moves++) {
    if (moves >= maxMoves) throw new Error(`no end after ${maxMoves} moves`);
    const waiting = engine.awaiting(state);
    if (waiting.length === 0) throw new Error('nobody awaited in an unfinished game');
    const seat: Seat = waiting[nextInt(order, waiting.length)];
    const who = seating_[seat];
    let move: unknown;
    if (who === 'random') move = chooseMove(engine, state, seat, random).move;
    else {
      const started = performance.now();
      const answer = think({ gameId: engine.id, state, seat, level: who, seed: `${seed}/${moves}`, ...(spec.budget ? { budget: spec.budget } : {}) });
      const ms = performance.now() - started;
      decisions.push({ who, ms });
      onDecision?.({ game: index, move: moves, seat, who, ms, iterations: answer.iterations });
      const walked = engine.prompt(state, seat, answer.path);
      if (!('move' in walked)) throw new Error(`${who} answered an incomplete path [${answer.path.join(',')}]`);
      move = walked.move;
    }
    state = applySettled(engine, state, seat, move);
    onState?.(state);
  }
  const winners = engine.winners(state);
  const scores = new Array<number>(spec.seats).fill(0);
  for (const line of engine.scores(state)) scores[line.seat] = line.current;
  return {
    index,
    seating: seating_,
    winShares: seating_.map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0)),
    scores,
    decisions,
    moves,
  };
}

/** A game that could not be played to its end: its index and why. */
export interface GameFailure {
  index: number;
  error: string;
}

/** Plays game `index` and returns its record, or why it failed. */
export function tryGame(spec: MatchSpec, index: number, onDecision?: (trace: DecisionTrace) => void): GameRecord | GameFailure {
  try {
    return playGame(spec, index, onDecision);
  } catch (error) {
    return { index, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The match's figures from its games' records; failed games are listed in `errors` and not counted. */
export function summarize(spec: Pick<MatchSpec, 'engine' | 'a' | 'b' | 'seats'>, outcomes: readonly (GameRecord | GameFailure)[]): MatchResult {
  const records = outcomes.filter((o): o is GameRecord => 'seating' in o).sort((x, y) => x.index - y.index);
  const errors = outcomes
    .filter((o): o is GameFailure => 'error' in o)
    .sort((x, y) => x.index - y.index)
    .map((f) => `game ${f.index}: ${f.error}`);
  const played = records.length;
  const figures = (who: Contender): ContenderFigures => {
    let wins = 0;
    const scores: number[] = [];
    for (const record of records) {
      record.seating.forEach((holder, seat) => {
        if (holder !== who) return;
        wins += record.winShares[seat];
        scores.push(record.scores[seat]);
      });
    }
    const times = records.flatMap((r) => r.decisions.filter((d) => d.who === who).map((d) => d.ms));
    const ceiling = who === 'random' ? Number.POSITIVE_INFINITY : CEILING_MS[who];
    // Against itself the wins are shared between the two labels of one contender.
    if (spec.a === spec.b) wins /= 2;
    return {
      contender: who,
      wins: round(wins),
      winRate: played ? round(wins / played) : 0,
      ci95: wilson(wins, played),
      meanScore: scores.length ? round(scores.reduce((s, x) => s + x, 0) / scores.length, 1) : 0,
      decisions: times.length,
      p50ms: round(percentile(times, 50), 1),
      p95ms: round(percentile(times, 95), 1),
      overruns: times.filter((ms) => ms > ceiling).length,
    };
  };
  return { game: spec.engine.id, seats: spec.seats, games: played, errors, a: figures(spec.a), b: figures(spec.b) };
}

/** What a long run reports as it goes: each searched decision, each finished game. */
export interface MatchProgress {
  onDecision?: (trace: DecisionTrace) => void;
  onGame?: (outcome: GameRecord | GameFailure) => void;
}

/** Plays the match's games one after another in this process and returns its figures. */
export function playMatch(spec: MatchSpec, progress: MatchProgress = {}): MatchResult {
  const outcomes = Array.from({ length: spec.games }, (_, offset) => {
    const outcome = tryGame(spec, (spec.first ?? 0) + offset, progress.onDecision);
    progress.onGame?.(outcome);
    return outcome;
  });
  return summarize(spec, outcomes);
}
