/**
 * `npm run arena -- <game> [games] [--seats n] [--match a:b,…] [--ms cap] [--seed s] [--threads n] [--first k] [--trace]`:
 * seat-rotated matches, one JSON line per match on stdout (win rates with 95% intervals, mean final score, time per
 * decision p50/p95, overruns, errors) and one progress line per finished game on stderr; with `--trace` (one thread
 * only) also one line per searched decision. Default matches: strong
 * against random, strong against easy, normal against easy; two seats; one thread.
 *
 * `npm run arena -- terra-mystica --predict <log> [--level strong] [--every k] [--limit n] [--trace]`: replays a
 * snellman league log and asks the level for its move at every k-th decision; one JSON line with the shares where it
 * chose the player's move (top-1) or had it among its three best (top-3), by phase and overall (predict.ts).
 */
import '../composition';
import { engineById, moduleById } from '../games/index';
import { playMatch, type Contender, type DecisionTrace, type GameFailure, type GameRecord, type MatchSpec } from './arena';
import { playMatchOnThreads } from './arena-threads';
import { isLevel } from './levels';
import { warmUp } from './think';

const USAGE =
  'usage: npm run arena -- <game> [games] [--seats n] [--match strong:random,normal:easy] [--ms cap] [--seed s] [--threads n] [--first k] [--trace]\n' +
  '       npm run arena -- terra-mystica --predict <log> [--level strong] [--every k] [--limit n] [--trace]';
const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const count = (name: string, fallback: number, least: number): number => {
  const value = Number(flag(name) ?? fallback);
  if (!Number.isInteger(value) || value < least) {
    console.error(`--${name} must be a whole number from ${least}\n${USAGE}`);
    process.exit(2);
  }
  return value;
};
const VALUE_FLAGS = new Set(['--seats', '--match', '--ms', '--seed', '--threads', '--first', '--predict', '--level', '--every', '--limit']);
const positional = args.filter((arg, index) => !arg.startsWith('--') && !VALUE_FLAGS.has(args[index - 1]));
const [gameId, gamesText] = positional;
const engine = gameId ? engineById(gameId) : undefined;
if (!engine) {
  console.error(USAGE);
  process.exit(2);
}
const predictFile = flag('predict');
if (predictFile !== undefined) {
  const module = moduleById(engine.id);
  if (!module?.predictor) {
    console.error(`--predict reads recorded games of a game with a predictor only (Terra Mystica)\n${USAGE}`);
    process.exit(2);
  }
  const level = flag('level') ?? 'strong';
  if (!isLevel(level)) {
    console.error(`--level must be easy, normal or strong\n${USAGE}`);
    process.exit(2);
  }
  const { predictLog } = await import('./predict');
  const { readFileSync } = await import('node:fs');
  let text: string;
  try {
    text = readFileSync(predictFile, 'utf8');
  } catch (error) {
    console.error(`cannot read ${predictFile}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  const limit = flag('limit');
  warmUp();
  const started = Date.now();
  const every = count('every', 1, 1);
  const limitCount = limit === undefined ? {} : { limit: count('limit', 0, 1) };
  let result: Awaited<ReturnType<typeof predictLog>>;
  try {
    result = predictLog(module, text, {
      level,
      every,
      ...limitCount,
      ...(flag('seed') ? { seed: flag('seed') } : {}),
      ...(args.includes('--trace') ? { onDecision: (decision) => console.error(JSON.stringify(decision)) } : {}),
    });
  } catch (error) {
    // A log the engine refuses: the importer's line and reason.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  console.log(JSON.stringify({ metric: `predict.${engine.id}.${level}`, log: predictFile, wallS: Math.round((Date.now() - started) / 1000), ...result }));
  process.exit(0);
}
const games = Number(gamesText ?? 10);
const seats = count('seats', 2, 1);
const threads = count('threads', 1, 1);
const first = count('first', 0, 0);
const isContender = (value: string): value is Contender => value === 'random' || isLevel(value);
const matches = (flag('match') ?? 'strong:random,strong:easy,normal:easy').split(',').map((pair) => {
  const [a, b] = pair.split(':');
  if (!isContender(a) || !isContender(b)) throw new Error(`not a contender pair: ${pair}`);
  return [a, b] as const;
});
const ms = flag('ms');
const trace = args.includes('--trace');
if (trace && threads > 1) {
  console.error(`--trace needs one thread\n${USAGE}`);
  process.exit(2);
}

/** A finished game on stderr: who sat where, the scores and the longest decision, or why it failed. */
function progress(match: string, outcome: GameRecord | GameFailure): void {
  const line =
    'error' in outcome
      ? { match, game: outcome.index, error: outcome.error }
      : {
          match,
          game: outcome.index,
          seating: outcome.seating,
          scores: outcome.scores,
          moves: outcome.moves,
          longestMs: Math.round(Math.max(0, ...outcome.decisions.map((d) => d.ms))),
        };
  console.error(JSON.stringify(line));
}

// Threads warm themselves; in this process the first game's first decisions would otherwise run on cold code.
if (threads === 1) warmUp();
for (const [a, b] of matches) {
  const metric = `arena.${engine.id}.${seats}p.${a}_vs_${b}`;
  const spec: MatchSpec = {
    engine,
    a,
    b,
    seats,
    games,
    first,
    seed: flag('seed') ?? 'arena',
    ...(ms ? { budget: { iterations: 1_000_000, ms: Number(ms) } } : {}),
  };
  const started = Date.now();
  const onGame = (outcome: GameRecord | GameFailure) => progress(metric, outcome);
  const onDecision = (decision: DecisionTrace) => console.error(JSON.stringify({ match: metric, ...decision, ms: Math.round(decision.ms) }));
  // On threads or in this process, one game after another: the same games either way.
  const result =
    threads > 1 ? await playMatchOnThreads({ spec, threads, onGame }) : playMatch(spec, trace ? { onGame, onDecision } : { onGame });
  console.log(JSON.stringify({ metric, first, threads, wallS: Math.round((Date.now() - started) / 1000), ...result }));
}
