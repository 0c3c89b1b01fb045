/**
 * `npx tsx scripts/tm-rounds.ts [--self SEEDS ITERATIONS]`: Terra Mystica's economy round by round, one JSON line a
 * round — buildings by kind, income, stock, VP, favour tiles and shipping per player as each round starts, and at the
 * end. Without arguments it reads the 4-player league games in `../shared/games/terra-mystica/logs`; with
 * `--self m1,m2 800` it plays 4-seat games of the computer player against itself (the module's search at that many
 * iterations a decision, so a seed gives the same game on any machine). Side by side they show where the computer's
 * economy falls behind good players' (the issue 17 self-play goal), which its final score alone does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRng, nextInt } from '../src/engine/rng';
import { applySettled, search, settle } from '../src/ai/search';
import { terraMysticaModule } from '../src/games/terra-mystica/module';
import { countBuildings } from '../src/games/terra-mystica/economy';
import { incomeOf } from '../src/games/terra-mystica/scoring';
import { importSnellman } from '../src/games/terra-mystica/snellman/import';
import type { TmState } from '../src/games/terra-mystica/types';

const LEAGUE_LOGS = new URL('../../shared/games/terra-mystica/logs/', import.meta.url);
const SEATS = 4;

/** Sums of each figure over the players seen at the start of one round, or at the end of the game. */
type RoundSums = Map<string, number>;
type RoundKey = number | 'end';

function addSnapshot(byRound: Map<RoundKey, RoundSums>, key: RoundKey, state: TmState): void {
  let sums = byRound.get(key);
  if (!sums) byRound.set(key, (sums = new Map()));
  const add = (figure: string, value: number) => sums.set(figure, (sums.get(figure) ?? 0) + value);
  state.players.forEach((player, seat) => {
    const built = countBuildings(state, seat);
    const income = incomeOf(state, seat);
    add('players', 1);
    for (const [kind, count] of Object.entries(built)) {
      add('buildings', count);
      add(kind, count);
    }
    add('incomeC', income.c);
    add('incomeW', income.w);
    add('incomeP', income.p);
    add('incomePw', income.pw);
    add('c', player.c);
    add('w', player.w);
    add('p', player.p);
    add('bowl3', player.bowls[2]);
    add('vp', player.vp);
    add('favors', player.favors.length);
    add('shipping', player.shipping);
  });
}

/** Follows `next` from the first state to the last and records every round start on the way, and the end. */
function recordRounds(byRound: Map<RoundKey, RoundSums>, first: TmState, next: (state: TmState) => TmState | null): void {
  let state = first;
  for (let after = next(state); after; after = next(state)) {
    if (after.round !== state.round) addSnapshot(byRound, after.round, after);
    state = after;
  }
  addSnapshot(byRound, 'end', state);
}

function leagueRounds(byRound: Map<RoundKey, RoundSums>): void {
  const { engine } = terraMysticaModule;
  for (const file of readdirSync(LEAGUE_LOGS).filter((name) => name.endsWith('.txt')).sort()) {
    const game = importSnellman(readFileSync(new URL(file, LEAGUE_LOGS), 'utf8'));
    if (game.seats !== SEATS) continue;
    let index = 0;
    recordRounds(byRound, engine.setup(game.options, game.seats, game.seed), (state) => {
      const step = game.moves[index++];
      return step ? engine.apply(state, step.seat, step.move) : null;
    });
  }
}

function selfPlayRounds(byRound: Map<RoundKey, RoundSums>, seeds: readonly string[], iterations: number): void {
  const { engine, search: tuning } = terraMysticaModule;
  for (const seed of seeds) {
    const order = createRng(`${seed}/order`);
    let moves = 0;
    recordRounds(byRound, settle(engine, engine.setup({}, SEATS, seed)) as TmState, (state) => {
      if (engine.finished(state)) return null;
      const waiting = engine.awaiting(state);
      const seat = waiting[nextInt(order, waiting.length)];
      const { path } = search({ engine, state, seat, budget: { iterations, ms: Number.POSITIVE_INFINITY }, seed: `${seed}/${moves++}`, tuning });
      const answer = engine.prompt(state, seat, path);
      if (!('move' in answer)) throw new Error(`search answered an unfinished path [${path.join(',')}]`);
      return applySettled(engine, state, seat, answer.move) as TmState;
    });
  }
}

function printRounds(source: string, byRound: Map<RoundKey, RoundSums>): void {
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const order = (key: RoundKey) => (key === 'end' ? Number.POSITIVE_INFINITY : key);
  for (const [round, sums] of [...byRound].sort(([a], [b]) => order(a) - order(b))) {
    const players = sums.get('players') ?? 1;
    const means = Object.fromEntries([...sums].filter(([key]) => key !== 'players').map(([key, sum]) => [key, round1(sum / players)]));
    console.log(JSON.stringify({ source, round, players, ...means }));
  }
}

function main(argv: readonly string[]): number {
  const at = argv.indexOf('--self');
  const byRound = new Map<RoundKey, RoundSums>();
  if (at < 0) {
    leagueRounds(byRound);
    printRounds('league', byRound);
    return 0;
  }
  const seeds = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const iterations = Number(argv[at + 2]);
  if (seeds.length === 0 || !Number.isInteger(iterations) || iterations < 1) {
    console.error('usage: tm-rounds.ts [--self SEED,SEED… ITERATIONS]');
    return 2;
  }
  selfPlayRounds(byRound, seeds, iterations);
  printRounds(`self-play ${iterations}`, byRound);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
