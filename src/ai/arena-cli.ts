/**
 * `npm run arena -- <game> [games] [--seats n] [--match a:b,…] [--ms cap]`: seat-rotated matches, one JSON line per
 * match (win rates with 95% intervals, mean final score, time per decision p50/p95). Default matches: strong against
 * random, strong against easy, normal against easy; two seats.
 */
import { engineById } from '../games/index';
import { playMatch, type Contender } from './arena';
import { isLevel } from './levels';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const positional = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const [gameId, gamesText] = positional;
const engine = gameId ? engineById(gameId) : undefined;
if (!engine) {
  console.error('usage: npm run arena -- <game> [games] [--seats n] [--match strong:random,normal:easy] [--ms cap]');
  process.exit(2);
}
const games = Number(gamesText ?? 10);
const seats = Number(flag('seats') ?? 2);
const isContender = (value: string): value is Contender => value === 'random' || isLevel(value);
const matches = (flag('match') ?? 'strong:random,strong:easy,normal:easy').split(',').map((pair) => {
  const [a, b] = pair.split(':');
  if (!isContender(a) || !isContender(b)) throw new Error(`not a contender pair: ${pair}`);
  return [a, b] as const;
});
const ms = flag('ms');
for (const [a, b] of matches) {
  const result = playMatch({
    engine,
    a,
    b,
    seats,
    games,
    seed: flag('seed') ?? 'arena',
    ...(ms ? { budget: { iterations: 1_000_000, ms: Number(ms) } } : {}),
  });
  console.log(JSON.stringify({ metric: `arena.${engine.id}.${seats}p.${a}_vs_${b}`, ...result }));
}
