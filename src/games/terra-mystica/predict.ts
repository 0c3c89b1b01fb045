/**
 * The arena's comparison with league players (`npm run arena -- terra-mystica --predict <log>`): replays a snellman
 * log and, at each of its decisions (predict-moves.ts says which moves are one), asks a computer level for its move
 * in that exact position and compares it with the move the player made. Terra Mystica hides nothing after set-up,
 * so the computer sees what the player saw.
 */
import type { Seat } from '../../engine/types';
import type { Level } from '../../ai/levels';
import { applySettled, playableOptions, type RankedMove, type SearchBudget } from '../../ai/search';
import { think } from '../../ai/think';
import { terraMystica } from './engine';
import { chainDecision, continuesDecision, isMeans, moveKey, moveKind, phaseOf, PREDICT_PHASES, type PredictPhase } from './predict-moves';
import { setupState } from './setup';
import { importSnellman } from './snellman/import';
import type { TmMove, TmState } from './types';

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
export function decisionVisits(ranking: readonly RankedMove[]): Map<string, number> {
  const visits = new Map<string, number>();
  const add = (moves: readonly RankedMove[], chain: readonly TmMove[]) => {
    for (const ranked of moves) {
      const here = [...chain, ranked.move as TmMove];
      const onward = ranked.then.filter((next) => continuesDecision(here, next.move as TmMove));
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
export function topDecisions(answer: string, ranking: readonly RankedMove[], n = 3): string[] {
  const byVisits = [...decisionVisits(ranking).entries()].sort((x, y) => y[1] - x[1]).map(([key]) => key);
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
function computerDecision(state: TmState, seat: Seat, options: PredictOptions, seed: string): { move: TmMove; ranking: RankedMove[]; iterations: number } {
  const ask = (at: TmState, salt: string) =>
    think({ gameId: terraMystica.id, state: at, seat, level: options.level, seed: `${seed}/${salt}`, rank: CHAIN_DEPTH, ...(options.budget ? { budget: options.budget } : {}) });
  const walk = (at: TmState, path: string[]): TmMove => {
    const result = terraMystica.prompt(at, seat, path);
    if (!('move' in result)) throw new Error(`the computer answered an incomplete path [${path.join(',')}]`);
    return result.move;
  };
  const first = ask(state, '0');
  const chain = [walk(state, first.path)];
  let at = state;
  let iterations = first.iterations;
  for (let depth = 1; depth <= CHAIN_DEPTH; depth++) {
    const last = chain[chain.length - 1];
    if (!['convert', 'burn', 'dig', 'transform'].includes(last.t)) break;
    at = applySettled(terraMystica, at, seat, last) as TmState;
    if (terraMystica.finished(at) || !terraMystica.awaiting(at).includes(seat)) break;
    const next = ask(at, String(depth));
    iterations += next.iterations;
    const move = walk(at, next.path);
    if (!continuesDecision(chain, move)) break;
    chain.push(move);
  }
  return { move: chainDecision(chain), ranking: first.ranking ?? [], iterations };
}

/**
 * Whether the seat has one move only (leaving its settings aside): no choice for the player either. Where the
 * computer's prune leaves it one (the faction it plays best), the decision is compared all the same.
 */
export function isForced(state: TmState, seat: Seat): boolean {
  const path: string[] = [];
  for (;;) {
    const result = terraMystica.prompt(state, seat, path);
    if ('move' in result) return true;
    const options = playableOptions(terraMystica, state, seat, path, result.prompt.options);
    if (options.length !== 1) return false;
    path.push(options[0].id);
  }
}

/** The player's decision starting at move `index`: the chain of the seat's next moves it goes on into. */
export function playerChain(moves: readonly { seat: Seat; move: TmMove }[], index: number): number {
  const { seat } = moves[index];
  const chain = [moves[index].move];
  let end = index + 1;
  while (end < moves.length && moves[end].seat === seat && continuesDecision(chain, moves[end].move)) chain.push(moves[end++].move);
  // Conversions after the last move that counts belong to what comes next.
  while (end - 1 > index && isMeans(moves[end - 1].move)) end--;
  return end;
}

/** Replays the log `text` and compares the computer's decisions with the players'. */
export function predictLog(text: string, options: PredictOptions): PredictResult {
  const game = importSnellman(text);
  const seed = options.seed ?? 'predict';
  let state = setupState(game.options, game.seats, game.seed);
  const compared: PredictDecision[] = [];
  const skipped = { forced: 0, sampledOut: 0 };
  let automatic = 0;
  let eligible = 0;
  // Moves that belong to a decision begun before them (the build after its transform) are no decision of their own.
  let partOfDecisionUntil = 0;
  for (const [index, { seat, move }] of game.moves.entries()) {
    const phase = index < partOfDecisionUntil ? null : phaseOf(state, seat, move);
    if (phase && (options.limit === undefined || compared.length < options.limit)) {
      const end = playerChain(game.moves, index);
      partOfDecisionUntil = end;
      const decided = chainDecision(game.moves.slice(index, end).map((m) => m.move));
      // The bot would let the seat's power-offer settings answer this offer; the league player's answer is compared
      // all the same (a computer seat's settings are the defaults, a player's own choice is not).
      if (phase === 'leech' && terraMystica.automatic?.(state)) automatic++;
      if (eligible++ % options.every !== 0) skipped.sampledOut++;
      else if (isForced(state, seat)) skipped.forced++;
      else {
        const answer = computerDecision(state, seat, options, `${seed}/${index}`);
        const player = moveKey(decided);
        const computer = moveKey(answer.move);
        const top3 = topDecisions(computer, answer.ranking);
        const decision: PredictDecision = {
          move: index,
          round: state.round,
          faction: state.players[seat].faction ?? `seat ${seat}`,
          phase,
          player,
          computer,
          top3,
          top1Hit: computer === player,
          top3Hit: top3.includes(player),
          playerKind: moveKind(decided),
          computerKind: moveKind(answer.move),
          iterations: answer.iterations,
        };
        compared.push(decision);
        options.onDecision?.(decision);
      }
    }
    state = terraMystica.apply(state, seat, move);
  }
  const phases = Object.fromEntries(PREDICT_PHASES.map((p) => [p, agreementOf(compared.filter((d) => d.phase === p))])) as Record<PredictPhase, AgreementFigures>;
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
