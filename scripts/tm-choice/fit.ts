/**
 * `npx tsx scripts/tm-choice/fit.ts [--out FILE]`: fits the Terra Mystica choice model to the league players' moves.
 * Each decision of the 4-player league games in `../shared/games/terra-mystica/logs` (action phase, not an exchange,
 * a burn or a leech answer) becomes the features after each move the computer players weigh there, and which one the
 * player made; a conditional logit (the chosen move's share of exp(weights · features) over the candidates) is
 * fitted by Adam. Prints the share of held-out decisions (games 1, 6, 11, … in file order, fitted without them)
 * where the model's first choice is the player's, then refits on all games and writes the weights in VP units.
 *
 * Written by hand: the fit is a few dozen lines, and no kept TypeScript library fits a conditional logit.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { importSnellman } from '../../src/games/terra-mystica/snellman/import';
import { terraMysticaModule } from '../../src/games/terra-mystica/module';
import type { TmState } from '../../src/games/terra-mystica/types';
import { canonicalJson } from '../canonical-json';
import { choiceFeatures, FEATURE_NAMES } from './features';
import { PHASES, phaseOf, type ChoiceWeights } from './model';
import { candidates, preparesOnly } from './one-ply';

const LEAGUE_LOGS = new URL('../../../shared/games/terra-mystica/logs/', import.meta.url);
const HELD_OUT_EVERY = 5;
const ITERATIONS = 250;
const LEARNING_RATE = 0.05;
const L2 = 1e-3;
/** A decision with more candidates than this is cut short (the first ones are kept; rare, transforms late on). */
const MAX_CANDIDATES = 400;

interface Decision {
  game: number;
  phase: number;
  chosen: number;
  /** Candidates × features, each feature centred over the decision's candidates (then standardised, `standardise`). */
  x: Float64Array;
  count: number;
}

/** The candidate the player chose: the same move, or for a priest sent without a space (the log's usual form) the farthest one on that track. */
function chosenIndex(moves: readonly Record<string, unknown>[], played: Record<string, unknown>): number {
  const target = canonicalJson(played);
  const same = moves.findIndex((move) => canonicalJson(move) === target);
  if (same >= 0 || played.t !== 'send' || played.space !== undefined) return same;
  let best = -1;
  moves.forEach((move, k) => {
    if (move.t === 'send' && move.cult === played.cult && (best < 0 || Number(move.space) > Number(moves[best].space))) best = k;
  });
  return best;
}

function decisionAt(state: TmState, seat: number, played: Record<string, unknown>, game: number): Decision | null {
  if (played.t === 'leech') return null;
  const rows: number[][] = [];
  const moves: Record<string, unknown>[] = [];
  for (const candidate of candidates(state, seat)) {
    if (preparesOnly(candidate.path)) continue;
    moves.push(candidate.move as unknown as Record<string, unknown>);
    rows.push(choiceFeatures(candidate.after, seat));
    if (rows.length >= MAX_CANDIDATES) break;
  }
  const chosen = chosenIndex(moves, played);
  if (chosen < 0 || rows.length < 2) return null;
  const width = FEATURE_NAMES.length;
  const x = new Float64Array(rows.length * width);
  for (let f = 0; f < width; f++) {
    const mean = rows.reduce((sum, row) => sum + row[f], 0) / rows.length;
    rows.forEach((row, k) => (x[k * width + f] = row[f] - mean));
  }
  return { game, phase: phaseOf(state.round), chosen, x, count: rows.length };
}

function leagueDecisions(): Decision[] {
  const { engine } = terraMysticaModule;
  const decisions: Decision[] = [];
  const files = readdirSync(LEAGUE_LOGS).filter((name) => name.endsWith('.txt')).sort();
  files.forEach((file, game) => {
    const log = importSnellman(readFileSync(new URL(file, LEAGUE_LOGS), 'utf8'));
    if (log.seats !== 4) return;
    let state = engine.setup(log.options, log.seats, log.seed) as TmState;
    for (const { seat, move } of log.moves) {
      if (state.phase === 'actions' && engine.awaiting(state).includes(seat)) {
        try {
          const decision = decisionAt(state, seat, move as unknown as Record<string, unknown>, game);
          if (decision) decisions.push(decision);
        } catch {
          // A position the choice tree cannot enumerate is left out, like an unmatched move.
        }
      }
      state = engine.apply(state, seat, move) as TmState;
    }
  });
  return decisions;
}

/** Each feature's spread over the decisions of a phase: the fit runs on standardised features. */
function spreads(decisions: readonly Decision[]): Float64Array[] {
  const width = FEATURE_NAMES.length;
  return Array.from({ length: PHASES }, (_, phase) => {
    const sums = new Float64Array(width);
    let rows = 0;
    for (const d of decisions.filter((one) => one.phase === phase)) {
      for (let k = 0; k < d.count; k++) for (let f = 0; f < width; f++) sums[f] += d.x[k * width + f] ** 2;
      rows += d.count;
    }
    return sums.map((s) => Math.sqrt(s / Math.max(1, rows)) || 1);
  });
}

/** Divides each decision's features by their phase's spread, once, so the fit's many passes work on plain numbers. */
function standardise(decisions: readonly Decision[], sd: readonly Float64Array[]): void {
  const width = FEATURE_NAMES.length;
  for (const d of decisions) for (let k = 0; k < d.count; k++) for (let f = 0; f < width; f++) d.x[k * width + f] /= sd[d.phase][f];
}

/** Log-likelihood of each decision's choice and whether it is the model's first choice. */
function judge(d: Decision, w: Float64Array, gradient?: Float64Array): { logLikelihood: number; hit: boolean } {
  const width = FEATURE_NAMES.length;
  const scores = new Float64Array(d.count);
  for (let k = 0; k < d.count; k++) {
    let s = 0;
    for (let f = 0; f < width; f++) s += d.x[k * width + f] * w[f];
    scores[k] = s;
  }
  const top = Math.max(...scores);
  let total = 0;
  for (let k = 0; k < d.count; k++) total += Math.exp(scores[k] - top);
  if (gradient) {
    for (let k = 0; k < d.count; k++) {
      const share = Math.exp(scores[k] - top) / total - (k === d.chosen ? 1 : 0);
      for (let f = 0; f < width; f++) gradient[f] += share * d.x[k * width + f];
    }
  }
  return { logLikelihood: scores[d.chosen] - top - Math.log(total), hit: scores[d.chosen] === top };
}

function fit(decisions: readonly Decision[]): Float64Array[] {
  const width = FEATURE_NAMES.length;
  return Array.from({ length: PHASES }, (_, phase) => {
    const mine = decisions.filter((d) => d.phase === phase);
    const w = new Float64Array(width);
    const m = new Float64Array(width);
    const v = new Float64Array(width);
    for (let t = 1; t <= ITERATIONS; t++) {
      const gradient = new Float64Array(width);
      for (const d of mine) judge(d, w, gradient);
      for (let f = 0; f < width; f++) {
        const g = gradient[f] / Math.max(1, mine.length) + L2 * w[f];
        m[f] = 0.9 * m[f] + 0.1 * g;
        v[f] = 0.999 * v[f] + 0.001 * g * g;
        w[f] -= (LEARNING_RATE * (m[f] / (1 - 0.9 ** t))) / (Math.sqrt(v[f] / (1 - 0.999 ** t)) + 1e-8);
      }
    }
    return w;
  });
}

function report(label: string, decisions: readonly Decision[], w: readonly Float64Array[]): void {
  let logLikelihood = 0;
  let hits = 0;
  for (const d of decisions) {
    const judged = judge(d, w[d.phase]);
    logLikelihood += judged.logLikelihood;
    hits += judged.hit ? 1 : 0;
  }
  const uniform = decisions.reduce((sum, d) => sum - Math.log(d.count), 0);
  const n = Math.max(1, decisions.length);
  console.log(JSON.stringify({ set: label, decisions: decisions.length, firstChoiceShare: hits / n, logLikelihood: logLikelihood / n, uniform: uniform / n }));
}

/**
 * Weights in VP units: the standardised weights unscaled, then divided by what a VP is worth to the model (its weights
 * on `vp` and on `points`, which holds the VP as well) in the later phases, where that worth is clearly positive;
 * early on league players hardly trade for VP, so an early phase's own worth of a VP is near zero or negative.
 */
function inVp(w: readonly Float64Array[], sd: readonly Float64Array[]): number[][] {
  const raw = w.map((phase, k) => Array.from(phase, (x, f) => x / sd[k][f]));
  const vp = FEATURE_NAMES.indexOf('vp');
  const points = FEATURE_NAMES.indexOf('points');
  const late = raw.slice(PHASES / 2);
  const scale = late.reduce((sum, phase) => sum + phase[vp] + phase[points], 0) / late.length;
  return raw.map((phase) => phase.map((x) => x / scale));
}

function main(argv: readonly string[]): number {
  const at = argv.indexOf('--out');
  const out = at >= 0 ? argv[at + 1] : undefined;
  const decisions = leagueDecisions();
  const sd = spreads(decisions);
  standardise(decisions, sd);
  const heldOut = (d: Decision) => d.game % HELD_OUT_EVERY === 0;
  const trained = fit(decisions.filter((d) => !heldOut(d)));
  report('held-out', decisions.filter(heldOut), trained);
  const all = fit(decisions);
  report('all', decisions, all);
  const model: ChoiceWeights = { features: FEATURE_NAMES, weights: inVp(all, sd) };
  if (out) writeFileSync(out, `${JSON.stringify(model)}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
