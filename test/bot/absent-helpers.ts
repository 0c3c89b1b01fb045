import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { Harness, panelChoices } from './harness';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Moves the local Discord's clock (the bot's clock too) and waits until the bot has looked for due reminders. */
export async function advance(h: Harness, ms: number): Promise<void> {
  await h.control.advanceClock(ms);
  await h.bot.sweep();
}

/** The awaited `user` adds `n` points in the tally test game: Play on the newest board, then the amount button. */
export async function add(h: Harness, game: { id: string; channelId: string }, user: UserInfo, n: 1 | 2 = 1): Promise<void> {
  const version = (await h.record(game.id)).version;
  const panel = await h.play(user, await h.boardOf(game.id, game.channelId, user));
  const result = await h.click(user, panel, panelChoices(panel)[n - 1].component.custom_id ?? '');
  if (result.outcome !== 'responded') throw new Error(`add not answered: ${JSON.stringify(result)}`);
  await h.control.waitFor(async () => ((await h.record(game.id)).version > version ? true : null), { description: 'the move saved' });
  await h.boardOf(game.id, game.channelId, user);
}

/** The newest message of the channel whose buttons start with `prefix` (e.g. `T:<game>:` for a time-out vote). */
export async function messageWith(h: Harness, channelId: string, viewer: UserInfo, prefix: string): Promise<ControlMessage> {
  return h.control.waitFor(
    async () => (await h.control.messages(channelId, viewer.id)).findLast((m) => findComponent(m, (c) => (c.custom_id ?? '').startsWith(prefix))) ?? null,
    { description: `message with ${prefix}`, timeoutMs: 15_000 },
  );
}

/** The custom ids of a message's buttons. */
export function buttonIds(message: ControlMessage): string[] {
  return message.components.flatMap((row) => (row.components ?? []).map((c) => c.custom_id ?? ''));
}

/** The labels of a message's buttons. */
export function buttonLabels(message: ControlMessage): string[] {
  return message.components.flatMap((row) => (row.components ?? []).map((c) => c.label ?? ''));
}

/** A message of the channel by id, as `viewer` sees it now. */
export async function messageById(h: Harness, channelId: string, viewer: UserInfo, id: string): Promise<ControlMessage> {
  const found = (await h.control.messages(channelId, viewer.id)).find((m) => m.id === id);
  if (!found) throw new Error(`no message ${id}`);
  return found;
}

/**
 * The deadline the board names for a seat, as Discord's relative timestamp: the seat's clock start plus `limit`
 * (checks that the clock started within the last few seconds of the bot's clock, or at `since` when given).
 */
export async function dueOf(h: Harness, gameId: string, seat: number, limit: number): Promise<string> {
  const clock = (await h.record(gameId)).clocks?.find((c) => c.seat === seat);
  if (!clock) throw new Error(`seat ${seat} of #${gameId} has no clock`);
  return `<t:${Math.floor((Date.parse(clock.since) + limit) / 1000)}:R>`;
}
