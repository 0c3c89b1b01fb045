import type { AnyEngine, Locale, Text } from '../engine/types';
import { t, tx } from '../i18n';
import type { GameStore } from '../bot/store/game-store';
import { clipLines } from '../bot/show/messages';
import { displayRating, favouriteIdentity } from './rating';
import { boardKey, historyKey, type PlayerHistory, type RatingBoard } from './records';

/** How many of the newest games the profile lists, and how many rated games of a game its trend spans. */
export const PROFILE_RECENT = 5;
export const TREND_GAMES = 5;

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}


/**
 * The trend of a player's rating in one game: the ratings after their last few games there (oldest first) and the
 * change over them; null before a second game.
 */
export function ratingTrend(history: PlayerHistory, gameId: string): { trend: string; change: string; n: number } | null {
  const entries = history.recent.filter((entry) => entry.gameId === gameId).slice(0, TREND_GAMES).reverse();
  if (entries.length < 2) return null;
  const change = entries.reduce((sum, entry) => sum + entry.change, 0);
  const arrow = change > 0 ? '▲' : change < 0 ? '▼' : '▶';
  return { trend: `${arrow} ${entries.map((entry) => entry.rating).join(' → ')}`, change: signed(change), n: entries.length };
}

/** /profile: games and wins per game, rating with its trend, favourite faction/realm, the last five games. */
export async function profileText(store: GameStore, guildId: string, userId: string, name: string, engines: Record<string, AnyEngine>, locale: Locale): Promise<string> {
  const history = await store.data<PlayerHistory>(historyKey(guildId, userId));
  if (!history || history.recent.length === 0) return t(locale, tx('stats.profile.none', { name }));
  // The name the player had at the table, as the leaderboard shows it.
  const lines = [t(locale, tx('stats.profile.title', { name: history.name }))];
  const gameName = (gameId: string): Text | string => (Object.hasOwn(engines, gameId) ? engines[gameId].name : gameId);
  for (const [gameId, totals] of Object.entries(history.byGame)) {
    const board = await store.data<RatingBoard>(boardKey(guildId, gameId));
    const player = board?.players[userId];
    const parts = [t(locale, tx('stats.profile.game', { game: gameName(gameId), played: totals.played, won: totals.won, rating: player ? displayRating(player) : '—' }))];
    const trend = ratingTrend(history, gameId);
    if (trend) parts.push(t(locale, tx('stats.profile.trend', trend)));
    const favourite = favouriteIdentity(totals);
    if (favourite) parts.push(t(locale, tx('stats.profile.favourite', { identity: favourite.text, count: favourite.count })));
    lines.push(parts.join(' · '));
  }
  lines.push('', t(locale, tx('stats.profile.recent')));
  for (const entry of history.recent.slice(0, PROFILE_RECENT)) {
    const params = { game: gameName(entry.gameId), id: entry.recordId, place: entry.rank, trophy: entry.won ? ' 🏆' : '', seats: entry.seats, points: entry.points, rating: entry.rating, change: signed(entry.change) };
    lines.push(
      entry.messageUrl
        ? t(locale, tx('stats.profile.entry', { ...params, link: tx('stats.profile.link', { url: entry.messageUrl }) }))
        : t(locale, tx('stats.profile.entryNoLink', params)),
    );
  }
  return clipLines(lines);
}
