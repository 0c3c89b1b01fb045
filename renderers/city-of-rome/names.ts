/** Player names for the picture: the bot's display names when given, else "Seat n". */
import type { Locale, Seat } from '../../src/engine/types';
import { t } from '../../src/i18n';

export function seatName(seat: Seat, locale: Locale, names?: readonly string[]): string {
  const given = names?.[seat]?.trim();
  return given ? given : t(locale, { key: 'common.seat', params: { n: seat + 1 } });
}
