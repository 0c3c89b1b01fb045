import type { Metric } from './metric';
import { bench as cityOfRomeBench } from './city-of-rome';
import { bench as heliosBench } from './helios';
import { bench as pandoriaBench } from './pandoria';
import { bench as renderBoardsBench } from './render-boards';
import { bench as botBench } from './bot';
import { bench as botTmBench } from './bot-tm';
import { bench as botStatusBench } from './bot-status';
import { bench as botRendersBench } from './bot-renders';
import { bench as botMemoryBench } from './bot-memory';
import { bench as botLoadBench } from './bot-load';
import { bench as terraMysticaBench } from './terra-mystica';
import { bench as leaderboardBench } from './leaderboard';
import { bench as searchBench } from './search';
import { bench as storeSqlBench } from './store-sql';

/** The areas that measure the game engines alone (`npm run bench -- engine`). */
export const ENGINE_BENCHES = ['terra-mystica', 'pandoria', 'city-of-rome', 'helios'];

/** Every benchmark of the project by area; each area adds one line. */
export const benches: Record<string, () => Promise<Metric[]>> = {
  'city-of-rome': cityOfRomeBench,
  helios: heliosBench,
  pandoria: pandoriaBench,
  render: renderBoardsBench,
  bot: botBench,
  'bot-tm': botTmBench,
  'bot-status': botStatusBench,
  'bot-renders': botRendersBench,
  'bot-memory': botMemoryBench,
  'bot-load': botLoadBench,
  'terra-mystica': terraMysticaBench,
  leaderboard: leaderboardBench,
  search: searchBench,
  'store-sql': storeSqlBench,
};
