import type { GameRecord } from '../store/records';
import type { BotContext } from './context';

/** Who asks about a game, and where: the server (null in a DM) and the member. */
export interface Asker {
  guildId: string | null;
  userId: string;
}

/** Its host, its seats and the claimers of an imported lobby's seats: the members a game belongs to. */
function isPlayer(record: GameRecord, userId: string): boolean {
  return record.hostId === userId || record.seats.some((seat) => seat.userId === userId) || (record.imported?.claims.some((claim) => claim?.userId === userId) ?? false);
}

/**
 * The one rule for a game named by number (a command's `game` option, a list of the caller's games): on a server,
 * only that server's games exist — a game of another server is as unknown there as a number never given out; in a
 * DM, a game exists only for its own players. So no command reveals another server's games, not even that they exist.
 */
export function isVisibleTo(record: GameRecord, asker: Asker): boolean {
  return asker.guildId === null ? isPlayer(record, asker.userId) : record.guildId === asker.guildId;
}

/** The game with this number as `asker` may see it: undefined when there is none or it is not visible there. */
export async function visibleGame(ctx: Pick<BotContext, 'store'>, id: string, asker: Asker): Promise<GameRecord | undefined> {
  const record = await ctx.store.game(id);
  return record && isVisibleTo(record, asker) ? record : undefined;
}

/** Where an interaction asks from. */
export function askerOf(interaction: { guildId: string | null; user: { id: string } }): Asker {
  return { guildId: interaction.guildId, userId: interaction.user.id };
}
