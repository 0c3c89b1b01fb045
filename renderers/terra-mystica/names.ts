/** How the image names a seat: the display name, else "Seat n", with the faction once chosen. */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { SEAT_KEY, t, tx } from '../../src/i18n';

export function seatName(locale: Locale, seat: number, names?: readonly string[]): string {
  return names?.[seat] ?? t(locale, tx(SEAT_KEY, { n: seat + 1 }));
}

export function factionName(locale: Locale, view: TmView, seat: number): string {
  const faction = view.players[seat]?.faction ?? null;
  return faction === null ? t(locale, tx('render.tm.noFaction')) : t(locale, tx(`tm.faction.${faction}`));
}
