/**
 * `npx tsx scripts/tm-rounds.ts [--self SEEDS ITERATIONS]`: Terra Mystica's economy round by round, one JSON line a
 * round — buildings by kind, income, stock, VP and favour tiles per player as each round starts. Without arguments
 * it reads the 4-player league games in `../shared/games/terra-mystica/logs`; with `--self m1,m2 800` it plays
 * 4-seat games of the computer player against itself (the module's search at that many iterations a decision, so a
 * seed gives the same game on any machine). Side by side they show where the computer's economy falls behind good
 * players' (the issue 17 self-play goal), which its final score alone does not.
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

/** Sums of each figure over the players seen at the start of one round. */
type RoundSums = Map<string, number>;

function addRoundStart(byRound: Map<number, RoundSums>, state: TmState): void {
  let sums = byRound.get(state.round);
  if (!sums) byRound.set(state.round, (sums = new Map()));
  const add = (key: string, value: number) => sums.set(key, (sums.get(key) ?? 0) + value);
  state.players.forEach((player, seat) => {
    const built = countBuildings(state, seat);
    const income = incomeOf(state, seat);
    add('players', 1);
    add('buildings', built.D + built.TP + built.TE + built.SH + built.SA);
    for (const kind of ['D', 'TP', 'TE', 'SH', 'SA'] as const) add(kind, built[kind]);
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
  });
}

/** Follows `next` from the first state to the last and records every round start on the way. */
function recordRounds(byRound: Map<number, RoundSums>, first: TmState, next: (state: TmState) => TmState | null): TmState {
  let state = first;
  for (let after = next(state); after; after = next(state)) {
    if (after.round !== state.round) addRoundStart(byRound, after);
    state = after;
  }
  return state;
}

function leagueRounds(byRound: Map<number, RoundSums>): number[] {
  const finals: number[] = [];
  for (const file of readdirSync(LEAGUE_LOGS).filter((name) => name.endsWith('.txt')).sort()) {
    const game = importSnellman(readFileSync(new URL(file, LEAGUE_LOGS), 'utf8'));
    if (game.seats !== SEATS) continue;
    const engine = terraMysticaModule.engine;
    let index = 0;
    const end = recordRounds(byRound, engine.setup(game.options, game.seats, game.seed), (state) => {
      const step = game.moves[index++];
      return step ? engine.apply(state, step.seat, step.move) : null;
    });
    finals.push(...end.players.map((p) => p.vp));
  }
  return finals;
}

function selfPlayRounds(byRound: Map<number, RoundSums>, seeds: readonly string[], iterations: number): number[] {
  const { engine, search: tuning } = terraMysticaModule;
  const finals: number[] = [];
  for (const seed of seeds) {
    const order = createRng(`${seed}/order`);
    let moves = 0;
    const end = recordRounds(byRound, settle(engine, engine.setup({}, SEATS, seed)) as TmState, (state) => {
      if (engine.finished(state)) return null;
      const waiting = engine.awaiting(state);
      const seat = waiting[nextInt(order, waiting.length)];
      const { path } = search({ engine, state, seat, budget: { iterations, ms: Number.POSITIVE_INFINITY }, seed: `${seed}/${moves++}`, tuning });
      const answer = engine.prompt(state, seat, path);
      if (!('move' in answer)) throw new Error(`search answered an unfinished path [${path.join(',')}]`);
      return applySettled(engine, state, seat, answer.move) as TmState;
    });
    finals.push(...end.players.map((p) => p.vp));
  }
  return finals;
}

function printRounds(source: string, byRound: Map<number, RoundSums>, finals: readonly number[]): void {
  const round1 = (value: number) => Math.round(value * 10) / 10;
  for (const [round, sums] of [...byRound].sort(([a], [b]) => a - b)) {
    const players = sums.get('players') ?? 1;
    const means = Object.fromEntries([...sums].filter(([key]) => key !== 'players').map(([key, sum]) => [key, round1(sum / players)]));
    console.log(JSON.stringify({ source, round, players, ...means }));
  }
  const mean = finals.reduce((sum, vp) => sum + vp, 0) / Math.max(1, finals.length);
  console.log(JSON.stringify({ source, round: 'final', players: finals.length, vp: round1(mean) }));
}

function main(argv: readonly string[]): number {
  const at = argv.indexOf('--self');
  const byRound = new Map<number, RoundSums>();
  if (at < 0) {
    printRounds('league', byRound, leagueRounds(byRound));
    return 0;
  }
  const seeds = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const iterations = Number(argv[at + 2]);
  if (seeds.length === 0 || !Number.isInteger(iterations) || iterations < 1) {
    console.error('usage: tm-rounds.ts [--self SEED,SEED… ITERATIONS]');
    return 2;
  }
  printRounds(`self-play ${iterations}`, byRound, selfPlayRounds(byRound, seeds, iterations));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
