import { computersMoveNext, scheduleComputers } from '../computers/computer-turns';
import { afterFinalMessage } from '../history/after-game';
import type { ShowReactions } from '../kernel/context';
import { settleTurnDms } from '../pings/turn-dms';
import { pingSeats } from '../pings/turn-pings';
import { upkeepSeats } from '../seats/seat-upkeep';
import { publish } from '../show/publisher';

/** What the wings do around a showing (kernel/context.ts ShowReactions), put together here so the show wing needs none of them. */
export const showReactions: ShowReactions = {
  computersTakeOver(ctx, engine, record) {
    if (!computersMoveNext(ctx, engine, record)) return false;
    scheduleComputers(ctx, record, publish);
    return true;
  },
  upkeep: upkeepSeats,
  async afterShown(ctx, engine, record, shown) {
    if (shown.outcome === 'failed') {
      // No board: the awaited players still learn it is their turn, with a link to the channel.
      if (record.status === 'running' && shown.ping.length > 0) await pingSeats(ctx, engine, record, shown.ping, shown.url, shown.answeredDm);
      return;
    }
    if (shown.outcome === 'posted') {
      if (record.status === 'finished') await afterFinalMessage(ctx, engine, record);
      if (record.status === 'running' && shown.ping.length > 0) await pingSeats(ctx, engine, record, shown.ping, shown.url, shown.answeredDm);
      else await settleTurnDms(ctx, engine, record, [], shown.answeredDm);
    }
    scheduleComputers(ctx, record, publish);
  },
};
