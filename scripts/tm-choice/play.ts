/**
 * `npx tsx scripts/tm-choice/play.ts SEED GAME,GAME… [--weights FILE] [--versus ITERATIONS]`: 4-seat Terra Mystica
 * games of the one-ply player, one JSON line a game (VP, buildings, favour tiles, shipping and VP by source per seat).
 * Its value of a position is the choice model's (`--weights`, from fit.ts) or else the computer players' points
 * (search-points.ts). With `--versus`, two seats (alternating, swapped in odd games) are the computer players' search
 * at that many iterations a decision instead: self-play VP alone does not show which of two players is stronger.
 * The one-ply seats leave the faction, the first dwellings and the first bonus tile to the search.
 */
import { readFileSync } from 'node:fs';
import { applySettled, search, settle } from '../../src/ai/search';
import { createRng, nextInt } from '../../src/engine/rng';
import { countBuildings } from '../../src/games/terra-mystica/economy';
import { terraMysticaModule } from '../../src/games/terra-mystica/module';
import { expectedFinalVp } from '../../src/games/terra-mystica/search-points';
import type { TmMove, TmState } from '../../src/games/terra-mystica/types';
import { checkedWeights, valueOf, type ChoiceWeights } from './model';
import { bestMove, type PositionValue } from './one-ply';

const SEATS = 4;
/** Own moves looked at after a move that keeps the turn (an exchange, then a transform, then the build). */
const LOOKAHEAD = 2;
const { engine } = terraMysticaModule;

function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

function playGame(seed: string, index: number, value: PositionValue, versus: number | null): Record<string, unknown> {
  const name = `${seed}/${index}`;
  let state = settle(engine, engine.setup({}, SEATS, name)) as TmState;
  const order = createRng(`${name}/order`);
  const ties = createRng(`${name}/ties`);
  const onePly = (seat: number) => versus === null || (seat + index) % 2 === 0;
  for (let moves = 0; !engine.finished(state); moves++) {
    const waiting = engine.awaiting(state);
    const seat = waiting[nextInt(order, waiting.length)];
    if (onePly(seat) && state.phase === 'actions') {
      state = bestMove(state, seat, value, LOOKAHEAD, ties).candidate.after;
    } else {
      const iterations = versus ?? 800;
      const { path } = search({ engine, state, seat, budget: { iterations, ms: Number.POSITIVE_INFINITY }, seed: `${name}/${moves}`, tuning: terraMysticaModule.search });
      const step = engine.prompt(state, seat, path);
      if (!('move' in step)) throw new Error('tm-choice: the search answered an unfinished path');
      state = applySettled(engine, state, seat, step.move as TmMove) as TmState;
    }
  }
  const vps = state.players.map((p) => p.vp);
  return {
    game: name,
    factions: state.players.map((p) => p.faction),
    onePly: state.players.map((_, seat) => onePly(seat)),
    vps,
    mean: vps.reduce((a, b) => a + b, 0) / SEATS,
    buildings: state.players.map((_, seat) => Object.values(countBuildings(state, seat)).reduce((a, b) => a + b, 0)),
    favors: state.players.map((p) => p.favors.length),
    shipping: state.players.map((p) => p.shipping),
    vpBy: state.players.map((p) => p.vpBy),
  };
}

function main(argv: readonly string[]): number {
  const [seed, list] = argv;
  const games = (list ?? '').split(',').filter(Boolean).map(Number);
  if (!seed || games.length === 0 || !games.every((k) => Number.isInteger(k) && k >= 0)) {
    console.error('usage: play.ts SEED GAME,GAME… [--weights FILE] [--versus ITERATIONS]');
    return 2;
  }
  const weightsFile = option(argv, '--weights');
  const model = weightsFile ? checkedWeights(JSON.parse(readFileSync(weightsFile, 'utf8')) as ChoiceWeights) : null;
  const value: PositionValue = model ? (state, seat) => valueOf(model, state, seat) : (state, seat) => expectedFinalVp(state)[seat];
  const versusText = option(argv, '--versus');
  const versus = versusText === undefined ? null : Number(versusText);
  for (const index of games) console.log(JSON.stringify(playGame(seed, index, value, versus)));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
