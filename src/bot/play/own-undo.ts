import type { ButtonInteraction } from 'discord.js';
import type { AnyEngine, Seat, Text } from '../../engine/types';
import { t, toLocale, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { canUndoOwn } from './own-undo-check';
import { clipLines, named } from '../show/messages';
import { newlyAwaited, publish } from '../show/publisher';
import type { GameRecord } from '../store/records';
import { logDiscordError, refuse } from '../kernel/replies';
import { seatOf, undoLast } from '../game/session';
import { queueShow } from '../show/show-queue';
import { panelMessage, sendPanel } from './turn';

/**
 * "Take back my last step" in a player's own panel: acknowledged first; under the game's lock the record is reloaded,
 * the button's version must be the current one and the step still the seat's own (canUndoOwn); the last move is
 * taken back (undoLast), saved, and a new board shown. The panel then shows the seat's decision again.
 */
export async function handleOwnUndo(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, version: number): Promise<void> {
  const locale = toLocale(interaction.locale);
  await interaction.deferUpdate();
  const outcome = await ctx.locks.run(gameRecordId, async (): Promise<{ refuse: Text } | { next: GameRecord; undone: Text; engine: AnyEngine; seat: Seat; shown: Promise<void> }> => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return { refuse: tx('bot.refuse.unknownGame') };
    const seat = seatOf(record, interaction.user.id);
    if (seat === null) return { refuse: tx('bot.refuse.notSeated') };
    if (record.version !== version) return { refuse: tx('bot.refuse.movedOn') };
    if (!canUndoOwn(engine, record, seat)) return { refuse: tx('bot.ownUndo.refused') };
    const last = record.moves.findLast((entry) => entry.auto !== true);
    const undone = named(record, last?.log[0] ?? tx('bot.undo.topic'));
    const before = engine.awaiting(record.snapshot);
    const next = undoLast(engine, record);
    await ctx.store.saveGame(next, record.version);
    const shown = queueShow(ctx, next.id, `own undo on #${next.id}`, () => publish(ctx, engine, next, newlyAwaited(before, engine.awaiting(next.snapshot))));
    return { next, undone, engine, seat, shown };
  });
  if ('refuse' in outcome) return refuse(interaction, outcome.refuse, ctx.log);
  const { next, engine, seat } = outcome;
  const done = t(locale, tx('bot.ownUndo.done', { move: outcome.undone }));
  try {
    const loaded = { record: next, engine, seat };
    const panel = engine.awaiting(next.snapshot).includes(seat) ? await panelMessage(ctx, loaded, { path: [] }, locale) : null;
    if (panel) await sendPanel(ctx, interaction, loaded, { ...panel, content: clipLines([done, '', panel.content]) }, locale, 'update');
    else await interaction.editReply({ content: done, components: [], files: [] });
  } catch (error) {
    logDiscordError(ctx.log, `panel after own undo on #${next.id}`, error);
  }
  await outcome.shown;
}
