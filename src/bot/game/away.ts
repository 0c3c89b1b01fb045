import type { GameRecord } from '../store/records';
import type { AwaySpell } from '../store/seat-records';
import { DAY } from './time-limit';

/** How much time away a member has in one game, in all (/away): enough for a holiday, short of stalling a game. */
export const AWAY_MAX_MS = 14 * DAY;

function spellsOf(record: GameRecord, userId: string): AwaySpell[] {
  return (record.away ?? []).filter((spell) => spell.userId === userId);
}

const span = (spell: AwaySpell) => Date.parse(spell.until) - Date.parse(spell.from);

/** The time away the member still has in this game: what their spells (those to come counted in full) left of 14 days. */
export function awayBudgetLeft(record: GameRecord, userId: string): number {
  return Math.max(0, AWAY_MAX_MS - spellsOf(record, userId).reduce((sum, spell) => sum + span(spell), 0));
}

/** How long the member's clocks stood still between two instants: their spells' overlap with [fromMs, toMs]. */
export function pausedMs(record: GameRecord, userId: string, fromMs: number, toMs: number): number {
  return spellsOf(record, userId).reduce((sum, spell) => sum + Math.max(0, Math.min(toMs, Date.parse(spell.until)) - Math.max(fromMs, Date.parse(spell.from))), 0);
}

/** The member's spell away at `now`, if they are away. */
export function awayAt(record: GameRecord, userId: string, now: number): AwaySpell | undefined {
  return spellsOf(record, userId).find((spell) => Date.parse(spell.from) <= now && now < Date.parse(spell.until));
}

/**
 * The record with the member away from now for `ms` (at most what their budget leaves; a spell they are in ends now
 * and its unused time returns to the budget first), or back from now when `ms` is 0. Null when nothing changes: no
 * time left, or back while not away.
 */
export function goAway(record: GameRecord, userId: string, now: number, ms: number): { record: GameRecord; until: number } | null {
  const nowIso = new Date(now).toISOString();
  // A spell that has not begun cannot exist (every spell starts when asked); the current one is cut at now.
  const ended = (record.away ?? []).map((spell) => (spell.userId === userId && Date.parse(spell.until) > now ? { ...spell, until: nowIso } : spell)).filter((spell) => span(spell) > 0);
  const cut = { ...record, away: ended };
  const wasAway = awayAt(record, userId, now) !== undefined;
  if (ms <= 0) return wasAway ? { record: cut, until: now } : null;
  const length = Math.min(ms, awayBudgetLeft(cut, userId));
  if (length <= 0) return null;
  return { record: { ...cut, away: [...ended, { userId, from: nowIso, until: new Date(now + length).toISOString() }] }, until: now + length };
}
