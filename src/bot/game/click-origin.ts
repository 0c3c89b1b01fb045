import { MessageFlags, type Message } from 'discord.js';
import type { ComponentId } from '../base/custom-id';
import { parseSeatComponentId, type SeatComponentId } from './seat-ids';

/**
 * Where a click may act. A custom_id names what a click means, but a modified client can send any custom_id from
 * any message it sees, so the message a click arrives on must fit the id:
 *
 * - it carries a component of the same game and the same surface (a lobby's id only on that lobby, a board's on a
 *   board of that game, a vote's on that vote of that game, a panel's on a panel of that game);
 * - a panel's ids (steps, selects, Back, Cancel) only on the clicker's own private message: an ephemeral message
 *   answering an interaction of that user, or a message of the bot in the DM with that user (turn pings carry the
 *   answer buttons of a short decision).
 *
 * So a forged id can never turn one surface into another (the public board into a panel, a lobby into "Cancelled").
 */

/** The surface a component id belongs to: the kind of message the bot posts it on. */
export type Surface = 'lobby' | 'board' | 'panel' | 'vote-undo' | 'vote-abandon' | 'replay' | 'mine';

export function surfaceOf(id: ComponentId): Surface {
  switch (id.kind) {
    case 'lobby':
    case 'seat':
      return 'lobby';
    case 'game':
      return 'board';
    case 'vote':
      return id.topic === 'undo' ? 'vote-undo' : 'vote-abandon';
    case 'panel':
    case 'pick':
    case 'pickGroup':
    case 'cancel':
    case 'ownUndo':
      return 'panel';
    case 'replay':
    case 'replayRound':
      return 'replay';
    // "My hand / my board" sits on boards and /status answers; it only ever shows the clicker their own things.
    case 'mine':
      return 'mine';
  }
}

/** The custom_ids of every interactive component on a message (action rows and any nested layout). */
export function messageCustomIds(message: Pick<Message, 'components'>): string[] {
  const out: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.custom_id === 'string') out.push(record.custom_id);
    for (const value of Object.values(record)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (typeof value === 'object') visit(value);
    }
  };
  for (const component of message.components) visit(component.toJSON());
  return out;
}

/** Whether the message is private to the clicker: their own ephemeral message, or the bot's message in their DM. */
export function isPrivateTo(message: Message, userId: string, botUserId: string | undefined): boolean {
  // Only its recipient ever sees an ephemeral message; the interaction it answered names them where Discord sends it.
  if (message.flags.has(MessageFlags.Ephemeral)) return (message.interactionMetadata?.user.id ?? userId) === userId;
  // Outside a guild a bot only ever talks in the DM with one user.
  return message.guildId === null && botUserId !== undefined && message.author.id === botUserId;
}

/**
 * Whether a click with component id `id` may act on `message`: the message carries a component of the same game
 * and surface (`resolve` reads what each of its custom_ids means; stored tokens included), and a panel id arrives on
 * the clicker's private message.
 */
export async function fitsMessage(
  id: ComponentId,
  message: Message,
  userId: string,
  botUserId: string | undefined,
  resolve: (customId: string) => Promise<ComponentId | null>,
): Promise<boolean> {
  const surface = surfaceOf(id);
  if (surface === 'panel' && !isPrivateTo(message, userId, botUserId)) return false;
  for (const customId of messageCustomIds(message)) {
    const other = await resolve(customId);
    if (other && other.game === id.game && surfaceOf(other) === surface) return true;
  }
  return false;
}

/**
 * The same rule for the buttons of a seat's life (seat-ids.ts: time-out votes, seat offers and gifts, /leave): the
 * message must carry a button of the same kind about the same game.
 */
export function fitsSeatMessage(id: SeatComponentId, message: Pick<Message, 'components'>): boolean {
  return messageCustomIds(message).some((customId) => {
    const other = parseSeatComponentId(customId);
    return other !== null && other.game === id.game && other.kind === id.kind;
  });
}
