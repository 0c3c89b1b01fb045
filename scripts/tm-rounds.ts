/**
 * `npx tsx scripts/tm-rounds.ts [--self SEED GAMES ITERATIONS]`: Terra Mystica's economy round by round, one JSON
 * line a round — buildings by kind, income, stock, VP, favour tiles and shipping per player as each round starts, and
 * at the end. Without arguments it reads the 4-player league games in `../shared/games/terra-mystica/logs`; with
 * `--self m 0,1 800` it plays the arena's 4-seat games `m/0` and `m/1` of the computer player against itself (the
 * module's search at that many iterations a decision, so a seed gives the same game on any machine). Side by side
 * they show where the computer's economy falls behind good players' (the issue 17 self-play goal), which its final
 * score alone does not; the end line adds the VP by source (`vp.favor`, `vp.round`, …).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { playGame } from '../src/ai/arena';
import { replay } from '../src/engine/driver';
import { terraMysticaModule } from '../src/games/terra-mystica/module';
import { countBuildings } from '../src/games/terra-mystica/economy';
import { incomeOf } from '../src/games/terra-mystica/scoring';
import { importSnellman } from '../src/games/terra-mystica/snellman/import';
import type { TmState } from '../src/games/terra-mystica/types';
import { SELF_PLAY_SEATS as SEATS, tmSelfPlaySpec } from './tm-self-play';

const LEAGUE_LOGS = new URL('../../shared/games/terra-mystica/logs/', import.meta.url);

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
    // Where the VP came from, at the end only: the sources are what the final lines compare.
    if (key === 'end') for (const [source, vp] of Object.entries(player.vpBy)) add(`vp.${source}`, vp);
  });
}

/** Records each round start it sees, and with `end` the last state seen: a game's states are shown one by one. */
function roundRecorder(byRound: Map<RoundKey, RoundSums>): { see: (state: TmState) => void; end: () => void } {
  let last: TmState | null = null;
  return {
    see(state) {
      if (last && state.round !== last.round) addSnapshot(byRound, state.round, state);
      last = state;
    },
    end() {
      if (last) addSnapshot(byRound, 'end', last);
      last = null;
    },
  };
}

function leagueRounds(byRound: Map<RoundKey, RoundSums>): void {
  const { engine } = terraMysticaModule;
  const recorder = roundRecorder(byRound);
  for (const file of readdirSync(LEAGUE_LOGS).filter((name) => name.endsWith('.txt')).sort()) {
    const game = importSnellman(readFileSync(new URL(file, LEAGUE_LOGS), 'utf8'));
    if (game.seats !== SEATS) continue;
    replay(engine, game.options, game.seats, game.seed, game.moves, (state) => recorder.see(state as TmState));
    recorder.end();
  }
}

/** The arena's games `seed/k` of the computer against itself, at a fixed iteration count a decision. */
function selfPlayRounds(byRound: Map<RoundKey, RoundSums>, seed: string, games: readonly number[], iterations: number): void {
  const recorder = roundRecorder(byRound);
  const spec = tmSelfPlaySpec(seed, iterations);
  for (const index of games) {
    playGame(spec, index, undefined, (state) => recorder.see(state as TmState));
    recorder.end();
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
  const seed = argv[at + 1] ?? '';
  const games = (argv[at + 2] ?? '').split(',').filter(Boolean).map(Number);
  const iterations = Number(argv[at + 3]);
  if (!seed || games.length === 0 || !games.every((k) => Number.isInteger(k) && k >= 0) || !Number.isInteger(iterations) || iterations < 1) {
    console.error('usage: tm-rounds.ts [--self SEED GAME,GAME… ITERATIONS]');
    return 2;
  }
  selfPlayRounds(byRound, seed, games, iterations);
  printRounds(`self-play ${iterations}`, byRound);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
