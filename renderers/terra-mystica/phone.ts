/**
 * Terra Mystica for a phone: the map in two halves with every hex's id (the first with a two-line title: what changes
 * each move), the round and the cults (renderers/terra-mystica/phone-table.ts), and the players as cards (resources,
 * power, cults, buildings, tracks, tiles) — narrow pictures whose smallest label reads at 11 CSS px in a phone's
 * message column (renderers/kit/phone.ts). A choice of hexes gets a picture of its own: the part of the map around them.
 */
import type { Locale } from '../../src/engine/types';
import type { TmPlayerView, TmView } from '../../src/games/terra-mystica/view';
import { t, tx } from '../../src/i18n';
import { createPhoneSurface, phoneMinFont, pictureJob, playerCardJobs, runPictureJobs, type PhonePictureJob, type PlayerCard } from '../kit/phone';
import type { Context, Surface } from '../kit/canvas';
import { THEME } from '../kit/palette';
import { drawFittedText, type Box } from '../kit/text';
import { drawMap, mapGeometry, mapHeight, mapHeightAt } from './map';
import { highlightWindow, mapHalves, viewIn } from './map-window';
import { drawTmPhoneCults, drawTmPhoneRound } from './phone-table';
import { factionName, seatName } from './names';
import { seatMark } from './style';
import { roundLine, statusLine } from './title';

/** The map pictures' width: ids and building letters (18 px, the map's smallest text) then read at 11 CSS px. */
export const PHONE_MAP_WIDTH = 540;
const MARGIN = 10;

const FONT = phoneMinFont(PHONE_MAP_WIDTH);
const LINE_HEIGHT = Math.round(FONT * 1.45);
const INNER = PHONE_MAP_WIDTH - 2 * MARGIN;
const MAP_TOP = MARGIN + 2 * LINE_HEIGHT + 6;

/** The height of a map half's picture (`half` 0: west, 1: east). */
export function tmPhoneMapHeight(view: TmView, half: 0 | 1): number {
  return MAP_TOP + mapHeight(viewIn(view, mapHalves(view.cells)[half]).cells, INNER) + MARGIN;
}

/**
 * One half of the map (`half` 0: west, 1: east; they share the middle column) with its hex ids, under a two-line title:
 * the first half's says the round and who is on the move (what changes each move), the second's which half it is.
 */
export function drawTmPhoneMap(view: TmView, locale: Locale, names?: readonly string[], half: 0 | 1 = 0): Surface {
  const surface = createPhoneSurface(PHONE_MAP_WIDTH, tmPhoneMapHeight(view, half));
  paintTmPhoneMap(surface.ctx, view, locale, names, half);
  return surface;
}

/** Paints a map half onto `ctx`, at least `tmPhoneMapHeight` tall. */
export function paintTmPhoneMap(ctx: Context, view: TmView, locale: Locale, names: readonly string[] | undefined, half: 0 | 1): void {
  const shown = viewIn(view, mapHalves(view.cells)[half]);
  const title = `${t(locale, tx('render.tm.title'))} · ${roundLine(view, locale)}`;
  const status = statusLine(view, locale, names);
  const second = half === 1 ? t(locale, tx('render.tm.phone.mapEast')) : status === '' ? t(locale, tx('render.tm.phone.mapWest')) : status;
  drawFittedText(ctx, title, { x: MARGIN, y: MARGIN, w: INNER, h: LINE_HEIGHT }, { size: FONT + 4, minSize: FONT, bold: true, colour: THEME.ink });
  drawFittedText(ctx, second, { x: MARGIN, y: MARGIN + LINE_HEIGHT, w: INNER, h: LINE_HEIGHT }, { size: FONT, minSize: FONT, colour: THEME.ink });
  drawMap(ctx, { x: MARGIN, y: MAP_TOP, w: INNER, h: tmPhoneMapHeight(view, half) - MAP_TOP - MARGIN }, shown, new Set());
}

/** The widest a hex of the highlight picture is drawn (centre to corner): its tags then read at their largest. */
const HIGHLIGHT_MAX_HEX = 56;
/** The smallest hex (centre to corner) that holds an 18 px id above a building: the map halves' are 34 px. */
const HEX_WITH_ID = 28;
const HIGHLIGHT_MAP_TOP = MARGIN + LINE_HEIGHT + 6 + Math.round(FONT * 0.8);

/** Where the highlight picture's map goes: the part around `cells`, its hexes at most `HIGHLIGHT_MAX_HEX`. */
export function highlightLayout(view: TmView, cells: readonly string[]): { view: TmView; map: Box; height: number } {
  const shown = viewIn(view, highlightWindow(view.cells, cells));
  const hexes = Math.min(mapHeight(shown.cells, INNER), mapHeightAt(shown.cells, HIGHLIGHT_MAX_HEX));
  return { view: shown, map: { x: MARGIN, y: HIGHLIGHT_MAP_TOP, w: INNER, h: hexes }, height: HIGHLIGHT_MAP_TOP + hexes + MARGIN };
}

/**
 * A choice of hexes on a phone: the part of the map around `cells` (a cell prompt's `highlight`), every hex with its id,
 * the ones on offer framed and their ids on large white tags, under a one-line instruction.
 */
export function drawTmHighlight(view: TmView, cells: readonly string[], locale: Locale): Surface {
  const surface = createPhoneSurface(PHONE_MAP_WIDTH, highlightLayout(view, cells).height);
  paintTmHighlight(surface.ctx, view, cells, locale);
  return surface;
}

/** Paints the highlight picture onto `ctx`, at least `highlightLayout(view, cells).height` tall. */
export function paintTmHighlight(ctx: Context, view: TmView, cells: readonly string[], locale: Locale): void {
  const layout = highlightLayout(view, cells);
  drawFittedText(ctx, t(locale, tx('render.tm.phone.pick')), { x: MARGIN, y: MARGIN, w: INNER, h: LINE_HEIGHT }, { size: FONT + 2, minSize: FONT, bold: true, colour: THEME.ink });
  const size = mapGeometry(layout.view.cells, layout.map).size;
  // Hexes too small for an id beside a building (a choice spread over the whole map) show only the tags.
  drawMap(ctx, layout.map, layout.view, new Set(cells), { hexIds: size >= HEX_WITH_ID, tagSize: Math.max(FONT + 6, Math.min(28, Math.round(size * 0.6))) });
}

/** The highlight picture as a PNG carrying its smallest font (renderers/kit/phone.ts). */
export async function renderTmHighlight(view: TmView, cells: readonly string[], locale: Locale): Promise<Buffer> {
  const [png] = await pictureJob(() => drawTmHighlight(view, cells, locale))();
  return png;
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

/**
 * The board message's pictures as jobs: the map's west and east halves, the round (scoring and bonus tiles), the cults
 * and town tiles, then the players' cards.
 */
export function tmPhoneJobs(view: TmView, locale: Locale, names?: readonly string[]): PhonePictureJob[] {
  return [
    pictureJob(() => drawTmPhoneMap(view, locale, names, 0)),
    pictureJob(() => drawTmPhoneMap(view, locale, names, 1)),
    pictureJob(() => drawTmPhoneRound(view, locale)),
    pictureJob(() => drawTmPhoneCults(view, locale)),
    ...playerCardJobs(playersTitle(locale), playerCards(view, locale, names)),
  ];
}

/** The phone pictures of the board message: the map halves, the round, the cults, then the players' cards. */
export function renderTmPhone(view: TmView, locale: Locale, names?: readonly string[]): Promise<Buffer[]> {
  return runPictureJobs(tmPhoneJobs(view, locale, names));
}
