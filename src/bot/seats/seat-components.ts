import type { BotContext } from '../kernel/context';
import { handleLeave } from './leave';
import { refuse } from '../kernel/replies';
import { parseSeatComponentId } from '../game/seat-ids';
import { handleGift, handleTakeSeat } from './substitutes';
import { handleTimeoutVote } from './timeouts';
import type { ComponentClick } from '../play/turn';
import { tx } from '../../i18n';

/** Routes a click on a seat-life button (seat-ids.ts); false when the custom_id is none of them. */
export async function routeSeatComponent(ctx: BotContext, interaction: ComponentClick): Promise<boolean> {
  const id = parseSeatComponentId(interaction.customId);
  if (!id) return false;
  if (!interaction.isButton()) {
    await refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    return true;
  }
  switch (id.kind) {
    case 'timeout':
      await handleTimeoutVote(ctx, interaction, id.game, id.seat, id.nonce, id.choice);
      break;
    case 'take':
      await handleTakeSeat(ctx, interaction, id.game, id.seat, id.nonce);
      break;
    case 'gift':
      await handleGift(ctx, interaction, id.game, id.seat, id.nonce, id.accept);
      break;
    case 'leave':
      await handleLeave(ctx, interaction, id.game, id.seat, id.confirm);
      break;
  }
  return true;
}
