import type { ChatInputCommandInteraction } from 'discord.js';
import type { Locale, Text } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { GameRecord } from '../store/records';
import type { TimeLimit } from '../store/seat-records';

const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** The choices of /newgame's `time` option, in the order offered, with the time per decision. */
export const TIME_LIMITS: Record<TimeLimit, number | null> = { none: null, '12h': 12 * HOUR, '1d': DAY, '3d': 3 * DAY, '7d': 7 * DAY };
export const DEFAULT_TIME_LIMIT: TimeLimit = '3d';
/** The option's name in /newgame <game>. */
export const TIME_OPTION = 'time';

export function isTimeLimit(value: unknown): value is TimeLimit {
  return typeof value === 'string' && Object.hasOwn(TIME_LIMITS, value);
}

/** The record's limit per decision in ms, or null without one (games from before time limits have none). */
export function limitMs(record: Pick<GameRecord, 'timeLimit'>): number | null {
  return record.timeLimit ? TIME_LIMITS[record.timeLimit] : null;
}

export function timeLimitLabel(limit: TimeLimit): Text {
  return tx(`bot.time.limit.${limit}`);
}

/** The choices as Discord command option choices (English names, German localizations). */
export function timeLimitChoices(): { name: string; value: string; name_localizations: { de: string } }[] {
  return (Object.keys(TIME_LIMITS) as TimeLimit[]).map((value) => ({
    name: t('en', timeLimitLabel(value)),
    value,
    name_localizations: { de: t('de', timeLimitLabel(value)) },
  }));
}

/** A span as players read it: "2 days 3 h", "5 h 20 min", "12 min" (rounded down; under a minute "under 1 min"). */
export function durationText(ms: number): Text {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return tx(days === 1 ? 'bot.time.dayHours' : 'bot.time.daysHours', { d: days, h: hours });
  if (hours > 0) return tx('bot.time.hoursMinutes', { h: hours, m: mins });
  if (mins > 0) return tx('bot.time.minutes', { m: mins });
  return tx('bot.time.underMinute');
}

/**
 * Discord's relative timestamp ("in 12 hours", "2 hours ago", in the reader's language): every client counts it down
 * by itself, so a deadline shown once stays true without editing the message.
 */
export function relativeTimestamp(ms: number): string {
  return `<t:${Math.floor(ms / 1000)}:R>`;
}

export function durationString(locale: Locale, ms: number): string {
  return t(locale, durationText(ms));
}

/** The `time` option of /newgame, or the default (3 days) when left out. */
export function readTimeLimit(interaction: ChatInputCommandInteraction): TimeLimit {
  const given = interaction.options.getString(TIME_OPTION);
  return isTimeLimit(given) ? given : DEFAULT_TIME_LIMIT;
}
