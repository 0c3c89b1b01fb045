/**
 * Terra Mystica for a phone: the map with a two-line title (what changes each move), and the players as cards
 * (resources, power, cults, buildings, tracks, tiles) — two narrow pictures whose smallest label reads at 11 CSS px in
 * a phone's message column (renderers/kit/phone.ts).
 */
import type { Locale } from '../../src/engine/types';
import type { TmPlayerView, TmView } from '../../src/games/terra-mystica/view';
import { t, tx } from '../../src/i18n';
import { createPhoneSurface, phoneMinFont, pictureJob, playerCardJobs, runPictureJobs, type PhonePictureJob, type PlayerCard } from '../kit/phone';
import type { Surface } from '../kit/canvas';
import { THEME } from '../kit/palette';
import { drawFittedText } from '../kit/text';
import { drawMap, mapHeight } from './map';
import { factionName, seatName } from './names';
import { seatMark } from './style';
import { roundLine, statusLine } from './title';

/** The map picture's width: building letters (18 px, the map's smallest text) then read at 11 CSS px. */
export const PHONE_MAP_WIDTH = 540;
const MARGIN = 10;

export function drawTmPhoneMap(view: TmView, locale: Locale, names?: readonly string[]): Surface {
  const font = phoneMinFont(PHONE_MAP_WIDTH);
  const lineHeight = Math.round(font * 1.45);
  const inner = PHONE_MAP_WIDTH - 2 * MARGIN;
  const mapTop = MARGIN + 2 * lineHeight + 6;
  const height = mapTop + mapHeight(view.cells, inner) + MARGIN;
  const surface = createPhoneSurface(PHONE_MAP_WIDTH, height);
  const { ctx } = surface;
  const title = `${t(locale, tx('render.tm.title'))} · ${roundLine(view, locale)}`;
  drawFittedText(ctx, title, { x: MARGIN, y: MARGIN, w: inner, h: lineHeight }, { size: font + 4, minSize: font, bold: true, colour: THEME.ink });
  drawFittedText(ctx, statusLine(view, locale, names), { x: MARGIN, y: MARGIN + lineHeight, w: inner, h: lineHeight }, { size: font, minSize: font, colour: THEME.ink });
  drawMap(ctx, { x: MARGIN, y: mapTop, w: inner, h: height - mapTop - MARGIN }, view, new Set(), { hexIds: false });
  return surface;
}

function playerLines(view: TmView, player: TmPlayerView, locale: Locale): string[] {
  const [fire, water, earth, air] = player.cults;
  const cult = (id: string, steps: number) => `${t(locale, tx(`tm.cult.${id}`))} ${steps}`;
  const none = t(locale, tx('render.tm.none'));
  const lines = [
    t(locale, tx('render.tm.phone.resources', { c: player.coins, w: player.workers, p: player.priests })) +
      ' · ' +
      t(locale, tx('render.tm.power', { a: player.bowls[0], b: player.bowls[1], c: player.bowls[2] })),
    [cult('FIRE', fire), cult('WATER', water), cult('EARTH', earth), cult('AIR', air)].join(' · '),
    t(locale, tx('render.tm.phone.buildings', { d: player.built.D, tp: player.built.TP, te: player.built.TE, sh: player.built.SH, sa: player.built.SA })),
    [
      t(locale, tx('render.tm.shipping', { n: player.shipping })),
      t(locale, tx('render.tm.phone.dig', { n: player.dig })),
      t(locale, tx('render.tm.bridgesLeft', { n: player.bridgesLeft })),
      t(locale, tx('render.tm.keysHeld', { n: player.keys })),
    ].join(' · '),
    [
      `${t(locale, tx('render.tm.bonusTile'))} ${player.bonus ?? none}`,
      `${t(locale, tx('render.tm.favors'))} ${player.favors.length > 0 ? player.favors.join(' ') : none}`,
      `${t(locale, tx('render.tm.towns'))} ${player.towns.length > 0 ? player.towns.join(' ') : none}`,
    ].join(' · '),
  ];
  if (player.passed) lines[lines.length - 1] += ` · ${t(locale, tx('render.tm.passed'))}`;
  return lines;
}

function playerCards(view: TmView, locale: Locale, names?: readonly string[]): PlayerCard[] {
  return view.players.map((player, seat) => {
    const mark = seatMark(view, seat);
    return {
      colourIndex: seat,
      colour: mark.colour,
      letter: mark.code,
      name: `${seatName(locale, seat, names)} · ${factionName(locale, view, seat)}`,
      score: t(locale, tx('render.tm.vp', { vp: player.vp })),
      lines: playerLines(view, player, locale),
      onTurn: view.active === seat,
    };
  });
}

const playersTitle = (locale: Locale) => t(locale, tx('render.phone.players'));

/** The board message's pictures as jobs: the map, then the players' cards. */
export function tmPhoneJobs(view: TmView, locale: Locale, names?: readonly string[]): PhonePictureJob[] {
  return [
    pictureJob(() => drawTmPhoneMap(view, locale, names)),
    ...playerCardJobs(playersTitle(locale), playerCards(view, locale, names)),
  ];
}

/** The phone pictures of the board message: the map, then the players' cards. */
export function renderTmPhone(view: TmView, locale: Locale, names?: readonly string[]): Promise<Buffer[]> {
  return runPictureJobs(tmPhoneJobs(view, locale, names));
}
