/**
 * The computer player's search, the same for every game: an information-set Monte Carlo tree search (single
 * observer) over the engine's choice tree. Each iteration deals a fresh determinization (engine.determinize: the
 * hidden things dealt anew from what the seat may know), walks the tree by UCB over prompt options — the steps of
 * every seat's moves (or of its own only, where a game plays the others at random), so one tree spans several turns —
 * plays on at random for a few moves and scores the result with the game's evaluation (by default the "if it ended
 * now" preview). The answer is the choice-tree path of the most visited branch, a path a human could click in the
 * panel.
 */
import { createRng, nextInt, type RngState } from '../engine/rng';
import type { SearchTuning } from '../engine/search-tuning';
import type { AnyEngine, PromptOption, Seat } from '../engine/types';

export interface SearchBudget {
  /** Iterations at most: with this as the binding limit the decision depends on the seed alone. */
  iterations: number;
  /** Wall-clock limit in ms, checked between iterations. */
  ms: number;
}

export type { SearchTuning } from '../engine/search-tuning';

export interface SearchRequest {
  engine: AnyEngine;
  /** The real state: only engine.determinize and this seat's own prompt read it. */
  state: unknown;
  seat: Seat;
  budget: SearchBudget;
  seed: string;
  tuning?: SearchTuning;
  /** A clock in ms (tests pass a fake one); default performance.now. */
  now?: () => number;
  /**
   * When set, the answer also ranks the seat's whole moves at the root (`ranking`), following the seat's next moves
   * this many moves deep where it moves again right after (the arena's comparison with league players reads it). The
   * search itself runs the same with or without it.
   */
  rank?: number;
}

/** One whole move of the searching seat as the tree weighed it. */
export interface RankedMove {
  path: string[];
  move: unknown;
  /** Iterations through this move, and the mean reward they brought the seat. */
  visits: number;
  value: number;
  /** The seat's next moves under this one, when it moves again right after (within the `rank` depth). */
  then: RankedMove[];
}

export interface SearchResult {
  path: string[];
  iterations: number;
  ms: number;
  /** With `rank`: the seat's whole moves by visits, most first (a forced move alone, with no visits). */
  ranking?: RankedMove[];
}

interface Edge {
  seat: Seat;
  visits: number;
  /** Sum of the rewards of `seat`, the seat that took this step. */
  reward: number;
  /** How often this step was offered when its parent was passed (ISMCTS availability count). */
  available: number;
  child: TreeNode;
}

interface TreeNode {
  edges: Map<string, Edge>;
  /**
   * Where the walk stands at this node, kept when every walk reaches it from the same state by the same steps (see
   * `reusesWalks`): the options weighed here, and the position once the node's path completes a move.
   */
  options?: readonly PromptOption[];
  after?: unknown;
}

/** The UCB exploration constant for rewards in [0, 1]. */
const EXPLORATION = 0.7;
const DEFAULT_PLAYOUT_MOVES = 6;
/** As the bot's settleAutomatic: more automatic moves in a row than any rule needs means a bug. */
const MAX_AUTOMATIC = 64;
const MAX_STEPS_PER_MOVE = 64;

function newNode(): TreeNode {
  return { edges: new Map() };
}

/** Applies the moves the engine decides by itself, one after another, as the bot does after every move. */
export function settle(engine: AnyEngine, state: unknown): unknown {
  let next = state;
  if (!engine.automatic) return next;
  for (let count = 0; !engine.finished(next); count++) {
    const decided = engine.automatic(next);
    if (!decided) break;
    if (count === MAX_AUTOMATIC) throw new Error(`${engine.id}: still automatic moves after ${MAX_AUTOMATIC}`);
    next = engine.apply(next, decided.seat, decided.move);
  }
  return next;
}

/** Applies a move and what the engine then decides by itself. */
export function applySettled(engine: AnyEngine, state: unknown, seat: Seat, move: unknown): unknown {
  return settle(engine, engine.apply(state, seat, move));
}

/** Whose decision the search follows when several seats are awaited: the searching seat first, else the first. */
function actorOf(engine: AnyEngine, state: unknown, preferred: Seat): Seat | null {
  const waiting = engine.awaiting(state);
  if (waiting.length === 0) return null;
  return waiting.includes(preferred) ? preferred : waiting[0];
}

/** The default evaluation: 1 for a (shared) win, 0 for a loss; unfinished, the margin of the points. */
export function defaultEvaluate(engine: AnyEngine, state: unknown, points?: (state: unknown) => number[]): number[] {
  if (engine.finished(state)) {
    const winners = engine.winners(state);
    return engine.scores(state).map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0));
  }
  return marginRewards(points ? points(state) : previewPoints(engine, state));
}

/** Each seat's points minus the mean of the others' (its own points when alone). */
export function leadsOverAverage(points: readonly number[]): number[] {
  const total = points.reduce((sum, p) => sum + p, 0);
  const others = Math.max(1, points.length - 1);
  return points.map((mine) => mine - (total - mine) / others);
}

/**
 * What each seat's lead over the average of the others gained from `before` to `after`, squashed into (0, 1): 0.5 no
 * change, towards 1 a gain.
 */
export function gainRewards(before: readonly number[], after: readonly number[], scale: number): number[] {
  const was = leadsOverAverage(before);
  return leadsOverAverage(after).map((lead, seat) => 0.5 + 0.5 * Math.tanh((lead - (was[seat] ?? 0)) / scale));
}

/** Scores the end of an iteration for every seat; `start` is where that iteration's walk began (a state object). */
export type RewardOf = (start: unknown, end: unknown) => number[];

/** The evaluation a search uses, chosen once per search from the game's tuning. */
export function rewardOf(engine: AnyEngine, tuning: SearchTuning): RewardOf {
  const { evaluate, gainScale, points } = tuning;
  if (evaluate) return (_start, end) => evaluate(engine, end);
  if (!gainScale) return (_start, end) => defaultEvaluate(engine, end, points);
  const pointsOf = points ?? ((state: unknown) => previewPoints(engine, state));
  // Without hidden things to deal, every iteration starts from the same state: its points are worked out once.
  let lastStart: unknown;
  let before: number[] = [];
  return (start, end) => {
    if (start !== lastStart) {
      lastStart = start;
      before = pointsOf(start);
    }
    return gainRewards(before, pointsOf(end, start), gainScale);
  };
}

/** The "if it ended now" preview by seat. */
function previewPoints(engine: AnyEngine, state: unknown): number[] {
  const lines = engine.scores(state);
  const points = new Array<number>(lines.length).fill(0);
  for (const line of lines) points[line.seat] = line.preview;
  return points;
}

/**
 * Each seat's lead over its best opponent, squashed into (0, 1): 0.5 level, towards 1 ahead. The scale grows with
 * the scores so that a lead counts alike early and late.
 */
export function marginRewards(points: readonly number[]): number[] {
  const mean = points.reduce((sum, p) => sum + Math.abs(p), 0) / Math.max(1, points.length);
  const scale = Math.max(4, 0.15 * mean);
  return points.map((mine, seat) => {
    let best = Number.NEGATIVE_INFINITY;
    points.forEach((other, index) => {
      if (index !== seat && other > best) best = other;
    });
    if (best === Number.NEGATIVE_INFINITY) return 1;
    return 0.5 + 0.5 * Math.tanh((mine - best) / scale);
  });
}

/** Memo of each state's settings paths by seat: the tree walk asks at every step of a move. */
const settingsPaths = new WeakMap<object, Map<Seat, readonly string[] | null>>();

function settingsPathOf(engine: AnyEngine, state: unknown, seat: Seat): readonly string[] | null {
  if (!engine.settings || typeof state !== 'object' || state === null) return null;
  let bySeat = settingsPaths.get(state);
  if (!bySeat) settingsPaths.set(state, (bySeat = new Map<Seat, readonly string[] | null>()));
  let path = bySeat.get(seat);
  if (path === undefined) bySeat.set(seat, (path = engine.settings(state, seat).path));
  return path;
}

/**
 * The options a computer player weighs at `path`: all but the step into the seat's standing settings
 * (engine.settings), and all the game's `prune` keeps. Changing a setting is no move in the game: it leaves the
 * position as it was, so a search would take it again and again (a Terra Mystica game saw hundreds of such changes)
 * and a playout would waste its moves.
 */
export function playableOptions(engine: AnyEngine, state: unknown, seat: Seat, path: readonly string[], options: readonly PromptOption[], prune?: SearchTuning['prune']): readonly PromptOption[] {
  const playable = withoutSettings(engine, state, seat, path, options);
  if (!prune) return playable;
  const kept = prune(state, seat, path, playable);
  return kept.length > 0 ? kept : playable;
}

function withoutSettings(engine: AnyEngine, state: unknown, seat: Seat, path: readonly string[], options: readonly PromptOption[]): readonly PromptOption[] {
  const settings = settingsPathOf(engine, state, seat);
  if (!settings || settings.length !== path.length + 1 || path.some((step, depth) => step !== settings[depth])) return options;
  const playable = options.filter((option) => option.id !== settings[path.length]);
  return playable.length > 0 ? playable : options;
}

/**
 * Plays on from a position in the middle of `actor`'s choice path: random steps until `moves` more moves are applied
 * or the game ends. Returns the position reached.
 */
function playout(
  engine: AnyEngine,
  start: unknown,
  actor: Seat | null,
  startPath: string[],
  moves: number,
  rng: RngState,
  tuning: SearchTuning,
  preferred: Seat,
): unknown {
  let state = start;
  let seat = actor;
  let path = startPath;
  let applied = 0;
  while (seat !== null && applied < moves && !engine.finished(state)) {
    for (let depth = 0; ; depth++) {
      if (depth > MAX_STEPS_PER_MOVE) throw new Error(`${engine.id}: choice tree deeper than ${MAX_STEPS_PER_MOVE}`);
      const result = engine.prompt(state, seat, path);
      if ('move' in result) {
        state = applySettled(engine, state, seat, result.move);
        break;
      }
      const options = playableOptions(engine, state, seat, path, result.prompt.options, tuning.prune);
      if (options.length === 0) throw new Error(`${engine.id}: empty prompt at [${path.join(',')}]`);
      path = [...path, playoutStep(engine, state, seat, options, rng, tuning, path)];
    }
    applied++;
    path = [];
    seat = actorOf(engine, state, preferred);
  }
  return state;
}

/** The step a playout takes among `options`: the game's policy's pick, else one at random. */
function playoutStep(engine: AnyEngine, state: unknown, seat: Seat, options: readonly PromptOption[], rng: RngState, tuning: SearchTuning, path: readonly string[]): string {
  const index = tuning.policy ? tuning.policy(engine, state, seat, options.map((o) => o.id), rng, path) : nextInt(rng, options.length);
  return options[index].id;
}

/**
 * One iteration: determinize, select and expand through the tree, play on, back the rewards up. With `othersAtRandom`
 * the other seats' steps on the way are playout steps and leave no trace in the tree.
 */
function iterate(request: SearchRequest, root: TreeNode, rng: RngState, reward: RewardOf, othersAtRandom: boolean): void {
  const { engine, seat: me } = request;
  const tuning = request.tuning ?? {};
  // Kept only down to the first random step: below it, walks reach a node from different positions.
  let reuse = reusesWalks(engine);
  const start = engine.determinize ? engine.determinize(request.state, me, rng) : request.state;
  let state = start;
  let actor = actorOf(engine, state, me);
  let path: string[] = [];
  let node = root;
  const visited: Edge[] = [];
  let expanded = false;
  let steps = 0;
  while (actor !== null && !expanded) {
    if (++steps > 10_000) throw new Error(`${engine.id}: search walk without end`);
    // A node's `after` is the position its path's move leads to; with the path empty the walk is past that move.
    if (reuse && path.length > 0 && node.after !== undefined) {
      state = node.after;
      path = [];
      actor = engine.finished(state) ? null : actorOf(engine, state, me);
      continue;
    }
    let options = reuse ? node.options : undefined;
    if (!options) {
      const result = engine.prompt(state, actor, path);
      if ('move' in result) {
        state = applySettled(engine, state, actor, result.move);
        if (reuse) node.after = state;
        path = [];
        actor = engine.finished(state) ? null : actorOf(engine, state, me);
        continue;
      }
      options = playableOptions(engine, state, actor, path, result.prompt.options, tuning.prune);
      if (reuse) node.options = options;
    }
    if (options.length === 0) throw new Error(`${engine.id}: empty prompt at [${path.join(',')}]`);
    if (othersAtRandom && actor !== me) {
      reuse = false;
      path = [...path, playoutStep(engine, state, actor, options, rng, tuning, path)];
      continue;
    }
    const untried: string[] = [];
    let best: Edge | null = null;
    let bestId = '';
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const option of options) {
      const edge = node.edges.get(`${actor}|${option.id}`);
      if (!edge) {
        untried.push(option.id);
        continue;
      }
      edge.available++;
      const value = edge.reward / edge.visits + EXPLORATION * Math.sqrt(Math.log(edge.available) / edge.visits);
      if (value > bestValue) {
        bestValue = value;
        best = edge;
        bestId = option.id;
      }
    }
    if (untried.length > 0) {
      bestId = untried[nextInt(rng, untried.length)];
      best = { seat: actor, visits: 0, reward: 0, available: 1, child: newNode() };
      node.edges.set(`${actor}|${bestId}`, best);
      expanded = true;
    }
    if (!best) throw new Error(`${engine.id}: no branch chosen`);
    visited.push(best);
    path = [...path, bestId];
    node = best.child;
  }
  const end = actor === null
    ? state
    : playout(engine, state, actor, path, tuning.playoutMoves ?? DEFAULT_PLAYOUT_MOVES, rng, tuning, me);
  const rewards = reward(start, end);
  for (const edge of visited) {
    edge.visits++;
    edge.reward += rewards[edge.seat] ?? 0;
  }
}

/**
 * Whether every walk from the root reaches a tree node from the same state by the same steps, so that what the walk
 * finds there (the options, the position after a move) can be kept on the node instead of worked out again: true
 * when nothing is dealt anew per iteration (no hidden things, no determinization), down to the walk's first random
 * step (othersAtRandom). The engines are pure, so the same move on the same state gives the same position. In a
 * 2-seat Terra Mystica search this spares the re-applying of every move on the way down, which took most of the time.
 */
function reusesWalks(engine: AnyEngine): boolean {
  return !engine.determinize;
}

/**
 * The seat's own forced path: while its prompt offers a single option there is nothing to search. Returns the path
 * when the whole move is forced, else null.
 */
function forcedPath(engine: AnyEngine, state: unknown, seat: Seat, prune: SearchTuning['prune']): string[] | null {
  const path: string[] = [];
  for (let depth = 0; depth <= MAX_STEPS_PER_MOVE; depth++) {
    const result = engine.prompt(state, seat, path);
    if ('move' in result) return path;
    const options = playableOptions(engine, state, seat, path, result.prompt.options, prune);
    if (options.length !== 1) return null;
    path.push(options[0].id);
  }
  return null;
}

/** How many iterations pass between two looks at whether the answer can still change. */
const SETTLED_CHECK_EVERY = 64;

/**
 * The seat's own path by most visits, step by step from the root (ties to the option listed first), with each step's
 * lead in visits over the next option. It ends at a whole move, or `open` where the tree holds no visit of the seat's
 * yet. The answer follows it, and the search stops early once no iteration its budget still allows could change it.
 */
function mostVisitedPath(engine: AnyEngine, state: unknown, seat: Seat, root: TreeNode, prune: SearchTuning['prune']): { path: string[]; leads: number[]; open: boolean } {
  const path: string[] = [];
  const leads: number[] = [];
  let node = root;
  for (let depth = 0; depth <= MAX_STEPS_PER_MOVE; depth++) {
    const result = engine.prompt(state, seat, path);
    if ('move' in result) return { path, leads, open: false };
    let most = 0;
    let next = 0;
    let leader: Edge | undefined;
    let leaderId = '';
    for (const option of playableOptions(engine, state, seat, path, result.prompt.options, prune)) {
      const edge = node.edges.get(`${seat}|${option.id}`);
      const visits = edge?.visits ?? 0;
      if (visits > most) {
        next = most;
        most = visits;
        leader = edge;
        leaderId = option.id;
      } else if (visits > next) next = visits;
    }
    if (!leader) return { path, leads, open: true };
    path.push(leaderId);
    leads.push(most - next);
    node = leader.child;
  }
  throw new Error(`${engine.id}: choice tree deeper than ${MAX_STEPS_PER_MOVE}`);
}

/** Decides the seat's next move: a complete choice-tree path for engine.prompt(state, seat, path). */
export function search(request: SearchRequest): SearchResult {
  const { engine, state, seat, budget } = request;
  const now = request.now ?? (() => performance.now());
  const started = now();
  const prune = request.tuning?.prune;
  const forced = forcedPath(engine, state, seat, prune);
  if (forced) {
    const ranking = request.rank === undefined ? {} : { ranking: [{ path: forced, move: moveAt(engine, state, seat, forced), visits: 0, value: 0, then: [] }] };
    return { path: forced, iterations: 0, ms: now() - started, ...ranking };
  }
  const rng = createRng(`${request.seed}/search`);
  const root = newNode();
  const reward = rewardOf(engine, request.tuning ?? {});
  const othersAtRandom = request.tuning?.othersAtRandom?.(state) ?? false;
  let iterations = 0;
  // Stops when one more iteration of the average length would pass the clock: a budget is a ceiling, not a target.
  for (let elapsed = now() - started; iterations < budget.iterations && elapsed + elapsed / Math.max(1, iterations) < budget.ms; elapsed = now() - started) {
    iterate(request, root, rng, reward, othersAtRandom);
    iterations++;
    if (iterations % SETTLED_CHECK_EVERY === 0) {
      const byClock = Math.floor(((budget.ms - elapsed) * iterations) / Math.max(elapsed, Number.EPSILON));
      const left = Math.min(budget.iterations - iterations, byClock);
      const best = mostVisitedPath(engine, state, seat, root, prune);
      if (!best.open && best.leads.every((lead) => lead > left)) break;
    }
  }
  // The seat's own prompt is what its panel shows a human: the answer is picked among those options only, and where
  // the tree has not reached, at random.
  const { path } = mostVisitedPath(engine, state, seat, root, prune);
  for (let depth = path.length; depth <= MAX_STEPS_PER_MOVE; depth++) {
    const result = engine.prompt(state, seat, path);
    if ('move' in result) {
      const ranking = request.rank === undefined ? {} : { ranking: rankedMoves(engine, state, seat, root, prune, request.rank) };
      return { path, iterations, ms: now() - started, ...ranking };
    }
    const options = playableOptions(engine, state, seat, path, result.prompt.options, prune);
    path.push(options[nextInt(rng, options.length)].id);
  }
  throw new Error(`${engine.id}: choice tree deeper than ${MAX_STEPS_PER_MOVE}`);
}

function moveAt(engine: AnyEngine, state: unknown, seat: Seat, path: readonly string[]): unknown {
  const result = engine.prompt(state, seat, path);
  if (!('move' in result)) throw new Error(`${engine.id}: no whole move at [${path.join(',')}]`);
  return result.move;
}

/**
 * The seat's whole moves the tree under `node` holds, by visits (most first): every path of the seat's own visited
 * steps that ends in a move. Where the seat moves again right after and `depth` allows, its next moves are ranked
 * under the move (`then`).
 */
function rankedMoves(engine: AnyEngine, state: unknown, seat: Seat, node: TreeNode, prune: SearchTuning['prune'], depth: number): RankedMove[] {
  const found: RankedMove[] = [];
  const walk = (at: TreeNode, path: string[]): void => {
    if (path.length > MAX_STEPS_PER_MOVE) throw new Error(`${engine.id}: choice tree deeper than ${MAX_STEPS_PER_MOVE}`);
    const result = engine.prompt(state, seat, path);
    if ('move' in result) throw new Error(`${engine.id}: a whole move at an inner node [${path.join(',')}]`);
    for (const option of playableOptions(engine, state, seat, path, result.prompt.options, prune)) {
      const edge = at.edges.get(`${seat}|${option.id}`);
      if (!edge || edge.visits === 0) continue;
      const next = [...path, option.id];
      const answer = engine.prompt(state, seat, next);
      if (!('move' in answer)) {
        walk(edge.child, next);
        continue;
      }
      let then: RankedMove[] = [];
      if (depth > 0) {
        const after = applySettled(engine, state, seat, answer.move);
        if (!engine.finished(after) && actorOf(engine, after, seat) === seat) then = rankedMoves(engine, after, seat, edge.child, prune, depth - 1);
      }
      found.push({ path: next, move: answer.move, visits: edge.visits, value: edge.reward / edge.visits, then });
    }
  };
  walk(node, []);
  return found.sort((x, y) => y.visits - x.visits);
}
