import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the playground's page scripts are plain browser JavaScript without types
import { markdown } from '../../src/emulator/playground/markdown.js';
// @ts-expect-error -- the playground's page scripts are plain browser JavaScript without types
import { relativeText, timestampText } from '../../src/emulator/playground/timestamps.js';

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const at = (ms: number): number => Math.floor((NOW + ms) / 1000);
const HOUR = 3600_000;

describe('the playground shows Discord timestamps as Discord does', () => {
  it('tells a relative timestamp in the largest unit, ahead or past, in the reader’s language', () => {
    expect(relativeText(at(12 * HOUR), NOW, 'en-US')).toBe('in 12 hours');
    expect(relativeText(at(12 * HOUR), NOW, 'de')).toBe('in 12 Stunden');
    expect(relativeText(at(-3 * 60_000), NOW, 'en-US')).toBe('3 minutes ago');
    expect(relativeText(at(-3 * 60_000), NOW, 'de')).toBe('vor 3 Minuten');
    expect(relativeText(at(3 * 24 * HOUR), NOW, 'en-US')).toBe('in 3 days');
    expect(relativeText(at(20_000), NOW, 'en-US')).toBe('in 20 seconds');
    // A span just short of a unit reads as that unit, as a moment later on screen.
    expect(relativeText(at(HOUR - 2_000), NOW, 'de')).toBe('in 1 Stunde');
  });

  it('counts down: the same timestamp reads less as the clock moves on', () => {
    const deadline = at(2 * HOUR);
    expect(relativeText(deadline, NOW, 'en-US')).toBe('in 2 hours');
    expect(relativeText(deadline, NOW + 90 * 60_000, 'en-US')).toBe('in 30 minutes');
    expect(relativeText(deadline, NOW + 3 * HOUR, 'en-US')).toBe('1 hour ago');
  });

  it('formats the fixed styles t, T, d, D, f and F', () => {
    const seconds = at(0);
    const date = new Date(seconds * 1000);
    expect(timestampText(seconds, 't', NOW, 'en-US')).toBe(new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(date));
    expect(timestampText(seconds, 'T', NOW, 'de')).toBe(new Intl.DateTimeFormat('de', { timeStyle: 'medium' }).format(date));
    expect(timestampText(seconds, 'd', NOW, 'de')).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'short' }).format(date));
    expect(timestampText(seconds, 'D', NOW, 'en-US')).toContain('November 29, 2026');
    expect(timestampText(seconds, 'F', NOW, 'en-US')).toContain('Sunday, November 29, 2026');
    expect(timestampText(seconds, 'f', NOW, 'de')).toContain('29. November 2026');
  });

  it('markdown marks each timestamp with its moment and style so the page can count it down', () => {
    const lookup = { user: (id: string) => id, channel: (id: string) => id, locale: 'en-US', now: () => NOW };
    const html = markdown(`Waiting for: Ann — deadline <t:${at(12 * HOUR)}:R>`, lookup) as string;
    expect(html).toBe(`Waiting for: Ann — deadline <span class="timestamp-chip" data-seconds="${at(12 * HOUR)}" data-style="R">in 12 hours</span>`);
    expect(markdown(`<t:${at(0)}>`, lookup)).toContain('data-style="f"');
  });
});
