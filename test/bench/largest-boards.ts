/**
 * Each game's largest board, as the render bench measures it: Terra Mystica 5 players late in the game, Pandoria
 * 4 players with Artifacts (second half), City of Rome 4 players from round 14, Helios 4 players in the last round.
 * `samples` views per game, spread evenly over that stretch, plus the renderer registry's game id.
 */
import { playTmGame, publicTmView } from '../renderers/tm-views';
import * as cor from '../renderers/cor-views';
import * as helios from '../renderers/helios/views';
import * as pandoria from '../renderers/pandoria/views';

export const LARGEST_BOARD_GAMES = ['terra-mystica', 'pandoria', 'city-of-rome', 'helios'] as const;
export type LargestBoardGame = (typeof LARGEST_BOARD_GAMES)[number];

export const PLAYER_NAMES: Record<LargestBoardGame, readonly string[]> = {
  'terra-mystica': ['Ada', 'Bo', 'Cem', 'Dana', 'Eli'],
  pandoria: ['Ada', 'Bo', 'Cem', 'Dana'],
  'city-of-rome': ['Ada', 'Bo', 'Cem', 'Dana'],
  helios: ['Ada', 'Bo', 'Cem', 'Dana'],
};

function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length === 0) throw new Error('no board to sample');
  if (items.length <= count) return [...items];
  if (count === 1) return [items[items.length - 1]];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]);
}

/** Public views of the game's largest board (the engine's `view(state, null)`), `samples` of them. */
export function largestBoards(game: LargestBoardGame, samples: number): unknown[] {
  switch (game) {
    case 'terra-mystica': {
      const late = playTmGame(5, 'bench-render-tm').states.map(publicTmView).filter((view) => view.phase === 'actions' && view.round >= 5);
      return spread(late, samples);
    }
    case 'pandoria': {
      const { states } = pandoria.playGame(4, { variant: 'b', sets: 'all', artifacts: true }, 'bench-render-pandoria');
      return spread(states.slice(Math.floor(states.length / 2)), samples).map(pandoria.publicView);
    }
    case 'city-of-rome': {
      const views = cor.playGame(4, true, 'bench-render').states.map(cor.publicView).filter((view) => view.round >= 14);
      return spread(views, samples);
    }
    case 'helios': {
      const views = helios.playGame(4, 'bench-render-helios').states.map(helios.publicView);
      const last = views[views.length - 1].round;
      return spread(views.filter((view) => view.round === last), samples);
    }
  }
}
