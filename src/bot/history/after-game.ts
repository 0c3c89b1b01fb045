import type { AnyEngine } from '../../engine/types';
import { rateFinishedGame } from '../../ratings/ratings-store';
import type { BotContext } from '../kernel/context';
import type { GameRecord } from '../store/records';
import { postTimelapse } from './timelapse';

/**
 * What follows a posted final message: the game is rated (its players' ratings and records), then its timelapse is
 * made and posted. Neither delays the final scores, and neither failing touches the game.
 */
export async function afterFinalMessage(ctx: BotContext, engine: AnyEngine, record: GameRecord): Promise<void> {
  try {
    await rateFinishedGame(ctx.store, engine, record);
  } catch (error) {
    ctx.log.error(`rating #${record.id} failed`, error);
  }
  await postTimelapse(ctx, engine, record);
}
