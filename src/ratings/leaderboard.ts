import { AttachmentBuilder } from 'discord.js';
import type { LeaderboardInput, LeaderboardRow } from '../../renderers/leaderboard';
import { renderLeaderboard } from '../../renderers/leaderboard';
import type { AnyEngine, Locale } from '../engine/types';
import { t, tx } from '../i18n';
import type { GameStore } from '../bot/store/game-store';
import { clipLines } from '../bot/show/messages';
import { isLevel } from '../ai/levels';
import { levelText } from '../bot/computers/computer-seats';
import { standings } from './rating';
import { boardKey, COMPUTER_PREFIX, isComputerKey, type RatingBoard, type RatingKey } from './records';

/** How many players /leaderboard <game> lists; without a game, each game's best three. */
export const TOP_ONE_GAME = 10;
export const TOP_EACH_GAME = 3;

/** A player's name as the table knew it; a computer seat's entry is named by its level, in the reader's language. */
export function displayName(key: RatingKey, name: string, locale: Locale): string {
  if (!isComputerKey(key)) return name;
  const level = key.slice(COMPUTER_PREFIX.length);
  return t(locale, tx('stats.computer', { level: isLevel(level) ? levelText(level) : level }));
}

interface Section {
  engine: AnyEngine;
  rows: LeaderboardRow[];
  /** Rated players beyond the rows shown. */
  more: number;
}

/** The best players of each game on a server: one stored record per game, whatever the number of games played. */
async function sections(store: GameStore, guildId: string, engines: readonly AnyEngine[], top: number, locale: Locale): Promise<Section[]> {
  const boards = await Promise.all(engines.map((engine) => store.data<RatingBoard>(boardKey(guildId, engine.id))));
  return engines.map((engine, index) => {
    const ranked = boards[index] ? standings(boards[index]) : [];
    // Equal ratings share a place, as in the game's own ranking.
    const rows = ranked.slice(0, top).map((row) => ({ rank: 1 + ranked.filter((other) => other.rating > row.rating).length, name: displayName(row.key, row.name, locale), rating: row.rating, games: row.games, wins: row.wins }));
    return { engine, rows, more: Math.max(0, ranked.length - top) };
  });
}

export interface LeaderboardMessage {
  content: string;
  files: AttachmentBuilder[];
}

/**
 * /leaderboard for one game (engines = [it]) or for all: the text, and the same table as a picture, drawn through
 * `draw` (the bot's draw queue, so it takes its turn with the other pictures; at once when absent).
 */
export async function leaderboardMessage(
  store: GameStore,
  guildId: string,
  engines: readonly AnyEngine[],
  locale: Locale,
  single: boolean,
  draw: (render: () => Promise<Buffer>) => Promise<Buffer> = (render) => render(),
): Promise<LeaderboardMessage> {
  const found = await sections(store, guildId, engines, single ? TOP_ONE_GAME : TOP_EACH_GAME, locale);
  const title = single ? t(locale, tx('stats.leaderboard.title', { game: engines[0].name })) : t(locale, tx('stats.leaderboard.titleAll'));
  const note = t(locale, tx('stats.rating.note'));
  const lines = [`**${title}**`];
  for (const section of found) {
    if (!single) lines.push('', `**${t(locale, section.engine.name)}**`);
    if (section.rows.length === 0) lines.push(t(locale, tx('stats.leaderboard.empty')));
    for (const row of section.rows) lines.push(t(locale, tx('stats.leaderboard.line', { ...row })));
    if (single && section.more > 0) lines.push(t(locale, tx('stats.leaderboard.more', { n: section.more })));
  }
  lines.push('', `-# ${note}`);
  const input: LeaderboardInput = {
    title,
    note,
    columns: [t(locale, tx('stats.col.rank')), t(locale, tx('stats.col.player')), t(locale, tx('stats.col.rating')), t(locale, tx('stats.col.games')), t(locale, tx('stats.col.wins'))],
    sections: found.map((section) => ({ title: t(locale, section.engine.name), rows: section.rows, empty: t(locale, tx('stats.leaderboard.empty')) })),
  };
  const png = await draw(() => renderLeaderboard(input));
  return { content: clipLines(lines), files: [new AttachmentBuilder(png, { name: 'leaderboard.png', description: t(locale, tx('stats.leaderboard.alt')) })] };
}
