/**
 * `npx tsx scripts/tm-factions/run.ts SEED FROM TO ITERATIONS`: how well the computer plays each Terra Mystica
 * faction. Plays the arena's 4-seat games SEED/FROM … SEED/(TO−1) of `strong` against itself at ITERATIONS a decision,
 * each game with four factions dealt (deal.ts) instead of the faction the computer would pick, and prints one JSON
 * line a game and then each faction's mean VP with its standard error. Its figures are `COMPUTER_FACTION_VP`
 * (src/games/terra-mystica/search-factions.ts); games f/0–13 and g/0–13 at 800 deal every faction to 8 seats.
 */
import { playGame } from '../../src/ai/arena';
import type { PromptOption } from '../../src/engine/types';
import { terraMysticaModule } from '../../src/games/terra-mystica/module';
import { FACTION_STEP } from '../../src/games/terra-mystica/prompt';
import type { TmState } from '../../src/games/terra-mystica/types';
import { SELF_PLAY_SEATS as SEATS, tmSelfPlaySpec } from '../tm-self-play';
import { dealtFactions } from './deal';

function main(argv: readonly string[]): number {
  const [seed, from, to, iterations] = [argv[0] ?? '', Number(argv[1]), Number(argv[2]), Number(argv[3])];
  if (!seed || !Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to <= from || !Number.isInteger(iterations) || iterations < 1) {
    console.error('usage: tm-factions/run.ts SEED FROM TO ITERATIONS');
    return 2;
  }
  // The computers choose among the dealt factions only (so the search still decides which seat takes which); every
  // other step is pruned as in play. The module is the one `think` reads, so this script swaps its prune; the faction
  // choice is the only menu of its phase, as the module's own faction prune assumes.
  const tuning = terraMysticaModule.search ?? {};
  const prune = tuning.prune;
  let dealt = new Set<string>();
  terraMysticaModule.search = {
    ...tuning,
    prune: (state, seat, path, options) =>
      (state as TmState).phase === 'factions'
        ? options.filter((option: PromptOption) => dealt.has(option.id))
        : (prune?.(state, seat, path, options) ?? options),
  };
  const spec = tmSelfPlaySpec(seed, iterations);
  const byFaction = new Map<string, number[]>();
  for (let game = from; game < to; game++) {
    const factions = dealtFactions(game, SEATS);
    dealt = new Set(factions.map((faction) => FACTION_STEP[faction]));
    let last: TmState | null = null;
    playGame(spec, game, undefined, (state) => (last = state as TmState));
    const end = last as TmState | null;
    if (!end) return 1;
    const result = end.players.map((player) => [player.faction, player.vp] as const);
    for (const [faction, vp] of result) byFaction.set(String(faction), [...(byFaction.get(String(faction)) ?? []), vp]);
    console.log(JSON.stringify({ game, dealt: factions, result }));
  }
  for (const [faction, scores] of [...byFaction].sort(([a], [b]) => a.localeCompare(b))) {
    const mean = scores.reduce((sum, vp) => sum + vp, 0) / scores.length;
    const variance = scores.reduce((sum, vp) => sum + (vp - mean) ** 2, 0) / Math.max(1, scores.length - 1);
    console.log(JSON.stringify({ faction, seats: scores.length, meanVp: Math.round(mean * 10) / 10, standardError: Math.round(Math.sqrt(variance / scores.length) * 10) / 10 }));
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
