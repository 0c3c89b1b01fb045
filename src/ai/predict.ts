/**
 * The arena's comparison with recorded games (`npm run arena -- <game> --predict <log>`): replays a recorded game
 * and, at each of its decisions (the game module's predictor says which moves are one), asks a computer level for its
 * move in that exact position and compares it with the move the player made. Meant for games that hide nothing after
 * set-up (Terra Mystica), so the computer sees what the player saw.
 */
import type { AnyGameModule, MovePredictor } from '../engine/module';
import type { AnyEngine, Seat } from '../engine/types';
import type { Level } from './levels';
import { applySettled, playableOptions, type RankedMove, type SearchBudget } from './search';
import { think } from './think';

type Predictor = MovePredictor<unknown, unknown>;
type PredictPhase = string;

/** How far the ranking and the answer follow a decision over several moves (conversions, transform, build). */
const CHAIN_DEPTH = 4;
/** How many disagreement kinds the result lists, with how many examples each. */
const TOP_DISAGREEMENTS = 15;
const EXAMPLES = 3;

export interface PredictOptions {
  level: Level;
  /** Compare every k-th decision only (1: all). */
  every: number;
  /** Stop after this many compared decisions (default: the whole log). */
  limit?: number;
  /** Overrides the level's budget (tests). */
  budget?: SearchBudget;
  seed?: string;
  onDecision?: (decision: PredictDecision) => void;
}

export interface PredictDecision {
  /** Index of the player's move in the imported log's moves. */
  move: number;
  round: number;
  faction: string;
  phase: PredictPhase;
  player: string;
  computer: string;
  /** The computer's three best decisions, its answer first. */
  top3: string[];
  top1Hit: boolean;
  top3Hit: boolean;
  playerKind: string;
  computerKind: string;
  iterations: number;
}

export interface AgreementFigures {
  decisions: number;
  top1: number;
  top3: number;
}

export interface Disagreement {
  player: string;
  computer: string;
  count: number;
  examples: { round: number; faction: string; player: string; computer: string }[];
}

export interface PredictResult {
  level: Level;
  every: number;
  decisions: number;
  /** Search iterations per compared decision (all its searches), mean: how much the level could think under load. */
  meanIterations: number;
  /** Decisions not compared: a single move open to the player (forced), left out by `every`. */
  skipped: { forced: number; sampledOut: number };
  /** Power offers among the decisions that the default offer settings would have answered in the bot. */
  automaticOffers: number;
  phases: Record<PredictPhase, AgreementFigures>;
  overall: AgreementFigures;
  /** What the computer chose instead, by kind of the player's move and of its own, most frequent first. */
  disagreements: Disagreement[];
}

/**
 * Visits per decision among the ranked moves: a move that goes on into a longer decision (a conversion, a transform
 * with the dwelling built on it; continuesDecision) counts what went on for that decision and keeps the rest; a
 * decision reached by several chains sums them.
 */
export function decisionVisits(predictor: Predictor, ranking: readonly RankedMove[]): Map<string, number> {
  const { continuesDecision, chainDecision, isMeans, moveKey } = predictor;
  const visits = new Map<string, number>();
  const add = (moves: readonly RankedMove[], chain: readonly unknown[]) => {
    for (const ranked of moves) {
      const here = [...chain, ranked.move];
      const onward = ranked.then.filter((next) => continuesDecision(here, next.move));
      add(onward, here);
      const kept = ranked.visits - onward.reduce((sum, next) => sum + next.visits, 0);
      const decision = chainDecision(here);
      // A lone conversion is no decision of its own.
      if (kept > 0 && !isMeans(decision)) visits.set(moveKey(decision), (visits.get(moveKey(decision)) ?? 0) + kept);
    }
  };
  add(ranking, []);
  return visits;
}

/** The computer's `n` best decisions: its answer, then the others by visits (ties in the ranking's order). */
export function topDecisions(predictor: Predictor, answer: string, ranking: readonly RankedMove[], n = 3): string[] {
  const byVisits = [...decisionVisits(predictor, ranking).entries()].sort((x, y) => y[1] - x[1]).map(([key]) => key);
  return [answer, ...byVisits.filter((key) => key !== answer)].slice(0, n);
}

/** Share of hits, rounded to three places. */
const share = (hits: number, of: number) => (of === 0 ? 0 : Number((hits / of).toFixed(3)));

/** The figures of a set of compared decisions. */
export function agreementOf(decisions: readonly PredictDecision[]): AgreementFigures {
  return {
    decisions: decisions.length,
    top1: share(decisions.filter((d) => d.top1Hit).length, decisions.length),
    top3: share(decisions.filter((d) => d.top3Hit).length, decisions.length),
  };
}

/** The most frequent pairs of (player's kind, computer's kind) among the misses, with a few examples each. */
export function disagreementsOf(decisions: readonly PredictDecision[], top = TOP_DISAGREEMENTS): Disagreement[] {
  const pairs = new Map<string, Disagreement>();
  for (const d of decisions) {
    if (d.top1Hit) continue;
    const id = `${d.playerKind}|${d.computerKind}`;
    let pair = pairs.get(id);
    if (!pair) pairs.set(id, (pair = { player: d.playerKind, computer: d.computerKind, count: 0, examples: [] }));
    pair.count++;
    if (pair.examples.length < EXAMPLES) pair.examples.push({ round: d.round, faction: d.faction, player: d.player, computer: d.computer });
  }
  return [...pairs.values()].sort((x, y) => y.count - x.count).slice(0, top);
}

/**
 * The computer's decision at `state`: its answer, and while that answer goes on into a longer decision (a conversion,
 * a transform; continuesDecision), its next answer after it if that goes on too (at most CHAIN_DEPTH more searches).
 */
function computerDecision(module: AnyGameModule, predictor: Predictor, state: unknown, seat: Seat, options: PredictOptions, seed: string): { move: unknown; ranking: RankedMove[]; iterations: number } {
  const engine = module.engine;
  const ask = (at: unknown, salt: string) =>
    think({ gameId: module.id, state: at, seat, level: options.level, seed: `${seed}/${salt}`, rank: CHAIN_DEPTH, ...(options.budget ? { budget: options.budget } : {}) });
  const walk = (at: unknown, path: string[]): unknown => {
    const result = engine.prompt(at, seat, path);
    if (!('move' in result)) throw new Error(`the computer answered an incomplete path [${path.join(',')}]`);
    return result.move;
  };
  const first = ask(state, '0');
  const chain = [walk(state, first.path)];
  let at = state;
  let iterations = first.iterations;
  for (let depth = 1; depth <= CHAIN_DEPTH; depth++) {
    const last = chain[chain.length - 1];
    if (!predictor.mayContinue(last)) break;
    at = applySettled(engine, at, seat, last);
    if (engine.finished(at) || !engine.awaiting(at).includes(seat)) break;
    const next = ask(at, String(depth));
    iterations += next.iterations;
    const move = walk(at, next.path);
    if (!predictor.continuesDecision(chain, move)) break;
    chain.push(move);
  }
  return { move: predictor.chainDecision(chain), ranking: first.ranking ?? [], iterations };
}

/**
 * Whether the seat has one move only (leaving its settings aside): no choice for the player either. Where the
 * computer's prune leaves it one (the faction it plays best), the decision is compared all the same.
 */
export function isForced(engine: AnyEngine, state: unknown, seat: Seat): boolean {
  const path: string[] = [];
  for (;;) {
    const result = engine.prompt(state, seat, path);
    if ('move' in result) return true;
    const options = playableOptions(engine, state, seat, path, result.prompt.options);
    if (options.length !== 1) return false;
    path.push(options[0].id);
  }
}

/** The player's decision starting at move `index`: the chain of the seat's next moves it goes on into. */
export function playerChain(predictor: Predictor, moves: readonly { seat: Seat; move: unknown }[], index: number): number {
  const { continuesDecision, isMeans } = predictor;
  const { seat } = moves[index];
  const chain = [moves[index].move];
  let end = index + 1;
  while (end < moves.length && moves[end].seat === seat && continuesDecision(chain, moves[end].move)) chain.push(moves[end++].move);
  // Conversions after the last move that counts belong to what comes next.
  while (end - 1 > index && isMeans(moves[end - 1].move)) end--;
  return end;
}

/** Replays the log `text` and compares the computer's decisions with the players'. */
export function predictLog(module: AnyGameModule, text: string, options: PredictOptions): PredictResult {
  const predictor = module.predictor;
  if (!predictor) throw new Error(`${module.id} has no predictor: its recorded games cannot be compared`);
  const engine = module.engine;
  const game = predictor.readLog(text);
  const seed = options.seed ?? 'predict';
  let state = game.start;
  const compared: PredictDecision[] = [];
  const skipped = { forced: 0, sampledOut: 0 };
  let automatic = 0;
  let eligible = 0;
  // Moves that belong to a decision begun before them (the build after its transform) are no decision of their own.
  let partOfDecisionUntil = 0;
  for (const [index, { seat, move }] of game.moves.entries()) {
    const phase = index < partOfDecisionUntil ? null : predictor.phaseOf(state, seat, move);
    if (phase && (options.limit === undefined || compared.length < options.limit)) {
      const end = playerChain(predictor, game.moves, index);
      partOfDecisionUntil = end;
      const decided = predictor.chainDecision(game.moves.slice(index, end).map((m) => m.move));
      // The bot would let the seat's power-offer settings answer this offer; the league player's answer is compared
      // all the same (a computer seat's settings are the defaults, a player's own choice is not).
      if (phase === 'leech' && engine.automatic?.(state)) automatic++;
      if (eligible++ % options.every !== 0) skipped.sampledOut++;
      else if (isForced(engine, state, seat)) skipped.forced++;
      else {
        const answer = computerDecision(module, predictor, state, seat, options, `${seed}/${index}`);
        const player = predictor.moveKey(decided);
        const computer = predictor.moveKey(answer.move);
        const top3 = topDecisions(predictor, computer, answer.ranking);
        const { round, who } = predictor.where(state, seat);
        const decision: PredictDecision = {
          move: index,
          round,
          faction: who,
          phase,
          player,
          computer,
          top3,
          top1Hit: computer === player,
          top3Hit: top3.includes(player),
          playerKind: predictor.moveKind(decided),
          computerKind: predictor.moveKind(answer.move),
          iterations: answer.iterations,
        };
        compared.push(decision);
        options.onDecision?.(decision);
      }
    }
    state = engine.apply(state, seat, move);
  }
  const phases = Object.fromEntries(predictor.phases.map((p) => [p, agreementOf(compared.filter((d) => d.phase === p))]));
  return {
    level: options.level,
    every: options.every,
    decisions: compared.length,
    meanIterations: compared.length === 0 ? 0 : Math.round(compared.reduce((sum, d) => sum + d.iterations, 0) / compared.length),
    skipped,
    automaticOffers: automatic,
    phases,
    overall: agreementOf(compared),
    disagreements: disagreementsOf(compared),
  };
}
