import type { BotContext } from './context';
import type { GameRecord } from './records';
import { logDiscordError } from './replies';

/**
 * Showing a game (drawing the board, uploading it, editing a lobby or vote, DMs) runs outside the game's lock, so a
 * queued click never waits for a slow upload; but one game's showings run one after another, in the order they were
 * queued. A handler queues its showing while it still holds the game's lock, right after saving, so the order is
 * the order of the saves: a later version is never overwritten by an earlier one.
 *
 * A showing that fails is logged, never thrown: the store already holds the change, and the next showing (the next
 * click, move or /board) shows the current record.
 */
export function queueShow(ctx: BotContext, gameRecordId: string, what: string, show: () => Promise<unknown>): Promise<void> {
  // Locks.run registers the job synchronously, before its first await: the queue order is the call order.
  return ctx.locks.run(
    `show:${gameRecordId}`,
    async () => {
      try {
        await show();
      } catch (error) {
        logDiscordError(ctx.log, what, error);
      }
    },
    // It runs after the caller released the game's lock: it must take that lock again to save (saveShownBoard).
    { detached: true },
  );
}

/**
 * The record a showing works from: the version it was queued with, but the board fields (which message is the
 * newest board, how many moves it was posted with) as stored now, since an earlier showing may have posted a board.
 */
export async function withStoredBoard(ctx: BotContext, record: GameRecord): Promise<GameRecord> {
  const stored = await ctx.store.game(record.id);
  if (!stored) return record;
  return { ...record, messageId: stored.messageId, publishedVersion: stored.publishedVersion, boardMoves: stored.boardMoves };
}

/**
 * Records which board shows the game, under the game's lock and onto the record as stored now (a move saved since
 * this showing was queued stays). Answers the stored record.
 */
export async function saveShownBoard(ctx: BotContext, shown: GameRecord): Promise<GameRecord> {
  return ctx.locks.run(shown.id, async () => {
    const stored = (await ctx.store.game(shown.id)) ?? shown;
    const next: GameRecord = { ...stored, messageId: shown.messageId, publishedVersion: Math.max(stored.publishedVersion, shown.publishedVersion) };
    if (shown.boardMoves === undefined) delete next.boardMoves;
    else next.boardMoves = shown.boardMoves;
    await ctx.store.saveGame(next);
    return next;
  });
}
