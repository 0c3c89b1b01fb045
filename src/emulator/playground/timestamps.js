// Discord's timestamp markup <t:SECONDS:STYLE> as the Discord client shows it, in the reader's locale.

const STYLES = {
  t: { timeStyle: 'short' },
  T: { timeStyle: 'medium' },
  d: { dateStyle: 'short' },
  D: { dateStyle: 'long' },
  f: { dateStyle: 'long', timeStyle: 'short' },
  F: { dateStyle: 'full', timeStyle: 'short' },
};

/**
 * Largest unit first: a span is told in the largest unit it (nearly) fills ("in 12 hours"; 59 min 58 s, a moment
 * after "in 1 hour" was posted, still reads "in 1 hour").
 */
const UNITS = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 12 hours", "3 minutes ago" (German "in 12 Stunden", "vor 3 Minuten"). */
export function relativeText(seconds, nowMs, locale) {
  const diff = seconds - nowMs / 1000;
  const size = Math.abs(diff);
  const [unit, unitSeconds] = UNITS.find(([, span]) => size >= 0.99 * span) ?? UNITS[UNITS.length - 1];
  const amount = Math.round(diff / unitSeconds);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(amount === 0 ? 0 : amount, unit);
}

/** The text of a timestamp in one of Discord's styles (f when none is given). */
export function timestampText(seconds, style, nowMs, locale) {
  if (style === 'R') return relativeText(seconds, nowMs, locale);
  return new Intl.DateTimeFormat(locale, STYLES[style] ?? STYLES.f).format(new Date(seconds * 1000));
}

/** Rewrites every relative timestamp under `root` for the time `nowMs`: the page calls it each second so they count. */
export function tickTimestamps(root, nowMs, locale) {
  for (const chip of root.querySelectorAll('.timestamp-chip[data-style="R"]')) {
    const text = relativeText(Number(chip.dataset.seconds), nowMs, locale);
    if (chip.textContent !== text) chip.textContent = text;
  }
}
