import type { BotContext } from '../kernel/context';
import type { GameRecord } from '../store/records';
import { logDiscordError } from '../kernel/replies';

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
 * The record a showing works from: the one stored now when it is still the version queued (it may have changed since
 * without a new version, e.g. a vote opened or a board posted), else the version queued with the board fields (which
 * message is the newest board, how many moves it was posted with) as stored now, since an earlier showing may have
 * posted a board.
 */
export async function withStoredBoard(ctx: BotContext, record: GameRecord): Promise<GameRecord> {
  const stored = await ctx.store.game(record.id);
  if (!stored) return record;
  if (stored.version === record.version) return stored;
  return { ...record, messageId: stored.messageId, publishedVersion: stored.publishedVersion, boardMoves: stored.boardMoves };
}

/**
 * Records a showing, under the game's lock (held already when the caller holds it): the fields the showing changed
 * (from `base`, the record it began with, to `shown`) are saved onto the record as stored now, each unless something
 * else changed that field meanwhile — so a move or vote saved while the board was drawn stays, and when nothing was
 * saved meanwhile the shown record is saved as it is. Answers the stored record.
 */
export async function saveShownBoard(ctx: BotContext, base: GameRecord, shown: GameRecord): Promise<GameRecord> {
  return ctx.locks.run(shown.id, async () => {
    const stored = await ctx.store.game(shown.id);
    if (!stored) return shown;
    const now = stored as unknown as Record<string, unknown>;
    const before = base as unknown as Record<string, unknown>;
    const after = shown as unknown as Record<string, unknown>;
    const next: Record<string, unknown> = { ...now };
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (key === 'updatedAt' || JSON.stringify(now[key]) !== JSON.stringify(before[key])) continue;
      if (key in after) next[key] = after[key];
      else delete next[key];
    }
    const merged = next as unknown as GameRecord;
    merged.publishedVersion = Math.max(stored.publishedVersion, shown.publishedVersion);
    await ctx.store.saveGame(merged, stored.version);
    return merged;
  });
}
