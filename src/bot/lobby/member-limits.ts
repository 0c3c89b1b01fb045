import type { Text } from '../../engine/types';
import { tx } from '../../i18n';
import { isComputerSeat } from '../computers/computer-seats';
import type { BotContext } from '../kernel/context';
import { withMemberGames, type Member } from '../store/member-games';
import type { GameRecord, SeatRecord } from '../store/records';
import { lobbyExpired } from './lobby-expiry';

/** How many open lobbies (not started, not expired) one member may host per server. */
export const MAX_OPEN_LOBBIES = 3;
/** How many running games one member may play per server, games against the computer included. */
export const MAX_RUNNING_GAMES = 10;

const runningGames = (games: readonly GameRecord[], userId: string) => games.filter((record) => record.status === 'running' && record.seats.some((seat) => seat.userId === userId)).length;

/** Why `userId` may not open another lobby, given their unfinished games on this server; null when they may. */
export function openingRefusal(games: readonly GameRecord[], userId: string, now: number): Text | null {
  const lobbies = games.filter((record) => record.status === 'lobby' && record.hostId === userId && !lobbyExpired(record, now)).length;
  if (lobbies >= MAX_OPEN_LOBBIES) return tx('bot.lobby.tooMany', { max: MAX_OPEN_LOBBIES });
  if (runningGames(games, userId) >= MAX_RUNNING_GAMES) return tx('bot.lobby.tooManyRunning', { max: MAX_RUNNING_GAMES });
  return null;
}

/**
 * Opens a lobby within the limits: `open` (which saves the lobby) runs only when the host may open one more, as one
 * step with the check (withMemberGames), so parallel /newgame of one member cannot pass the limit together.
 */
export async function openWithinLimits<T>(ctx: BotContext, host: Member, open: () => Promise<T>): Promise<{ refuse: Text } | { opened: T }> {
  return withMemberGames(ctx.store, ctx.locks, [host], async (games) => {
    const refusal = openingRefusal(games.get(host.userId) ?? [], host.userId, ctx.clock.now());
    return refusal ? { refuse: refusal } : { opened: await open() };
  });
}

/**
 * Starts a game within the limits: `start` (which saves the running game) runs only when none of its members (the
 * computers aside) plays MAX_RUNNING_GAMES games on this server already; else the refusal names the first who does.
 */
export async function startWithinLimits<T>(ctx: BotContext, record: GameRecord, seats: readonly SeatRecord[], start: () => Promise<T>): Promise<{ refuse: Text } | T> {
  const humans = seats.filter((seat) => !isComputerSeat(seat));
  return withMemberGames(
    ctx.store,
    ctx.locks,
    humans.map((seat) => ({ guildId: record.guildId, userId: seat.userId })),
    async (games) => {
      const busy = humans.find((seat) => runningGames(games.get(seat.userId) ?? [], seat.userId) >= MAX_RUNNING_GAMES);
      if (!busy) return start();
      return { refuse: busy.userId === record.hostId ? tx('bot.lobby.tooManyRunning', { max: MAX_RUNNING_GAMES }) : tx('bot.lobby.startTooMany', { name: busy.name, max: MAX_RUNNING_GAMES }) };
    },
  );
}
