import type { Metric } from './metric';
import { bench as cityOfRomeBench } from './city-of-rome';
import { bench as heliosBench } from './helios';
import { bench as pandoriaBench } from './pandoria';
import { bench as renderBench } from './render';
import { bench as renderHeliosBench } from './render-helios';
import { bench as renderPandoriaBench } from './render-pandoria';
import { bench as renderTmBench } from './render-tm';
import { bench as botBench } from './bot';
import { bench as botTmBench } from './bot-tm';
import { bench as botStatusBench } from './bot-status';
import { bench as terraMysticaBench } from './terra-mystica';
import { bench as leaderboardBench } from './leaderboard';

/** Every benchmark of the project by area; each area adds one line. */
export const benches: Record<string, () => Promise<Metric[]>> = {
  'city-of-rome': cityOfRomeBench,
  helios: heliosBench,
  pandoria: pandoriaBench,
  render: renderBench,
  'render-helios': renderHeliosBench,
  'render-pandoria': renderPandoriaBench,
  'render-tm': renderTmBench,
  bot: botBench,
  'bot-tm': botTmBench,
  'bot-status': botStatusBench,
  'terra-mystica': terraMysticaBench,
  leaderboard: leaderboardBench,
};
