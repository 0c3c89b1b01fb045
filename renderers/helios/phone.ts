/**
 * Helios for a phone: the action tiles and the tiles on offer (renderers/helios/phone-display.ts), each player's land
 * around the sun as its own picture (with one line: name, points, mana, range), the persons on display, then the
 * players as cards (temples, laps, cubes, buildings, persons) under the round and whose turn — every
 * picture readable at 11 CSS px in a phone's message column (renderers/kit/phone.ts).
 */
import type { Locale } from '../../src/engine/types';
import type { HeliosView, PlayerView } from '../../src/games/helios/view';
import { t } from '../../src/i18n';
import type { Surface } from '../kit/canvas';
import { CARD_GAP, createPhoneSurface, phoneMinFont, pictureJob, playerCardJobs, runPictureJobs, type PhonePictureJob, type PlayerCard } from '../kit/phone';
import { playerStyle, THEME } from '../kit/palette';
import { drawPlayerMarker } from '../kit/shapes';
import { drawFittedText } from '../kit/text';
import { drawBoard } from './board';
import { BOARD_HEIGHT, BOARD_WIDTH } from './layout';
import { drawHeliosPhoneDisplay, drawHeliosPhonePersons } from './phone-display';
import { actingSeat, roundLine, seatName, statusLine } from './status';

/** A board picture: the board (whose smallest text is 18 px) edge to edge between small margins. */
export const PHONE_BOARD_WIDTH = BOARD_WIDTH + 2 * CARD_GAP;

const say = (locale: Locale, key: string, params: Record<string, string | number> = {}) => t(locale, { key, params });

function boardHeadline(player: PlayerView, locale: Locale, names?: readonly string[]): string {
  const stats = say(locale, 'render.hel.phone.stats', { vp: player.vp, mana: player.mana, range: player.unlimited ? '∞' : player.range });
  return `${seatName(player.seat, locale, names)} · ${stats}`;
}

export function drawHeliosPhoneBoard(view: HeliosView, player: PlayerView, locale: Locale, names?: readonly string[]): Surface {
  const font = phoneMinFont(PHONE_BOARD_WIDTH);
  const head = Math.round(font * 1.9);
  const surface = createPhoneSurface(PHONE_BOARD_WIDTH, CARD_GAP + head + BOARD_HEIGHT + CARD_GAP);
  const { ctx } = surface;
  const onTurn = actingSeat(view) === player.seat;
  // The board first: its printed layer's rim of background may reach a few pixels above it, under the headline.
  drawBoard(ctx, { x: CARD_GAP, y: CARD_GAP + head, w: BOARD_WIDTH, h: BOARD_HEIGHT }, view, player, { highlight: new Set(), printedBackground: THEME.background });
  // The marker's letter is drawn at about its radius: a radius of `font` keeps it as large as the other text.
  drawPlayerMarker(ctx, player.seat, CARD_GAP + font, CARD_GAP + head / 2, font, playerStyle(player.seat).letter);
  drawFittedText(ctx, boardHeadline(player, locale, names), { x: CARD_GAP + 2 * font + 10, y: CARD_GAP, w: PHONE_BOARD_WIDTH - 3 * CARD_GAP - 2 * font, h: head }, {
    size: font + 2,
    minSize: font,
    bold: true,
    colour: onTurn ? THEME.highlight : THEME.ink,
  });
  return surface;
}

function playerCard(view: HeliosView, player: PlayerView, locale: Locale, names?: readonly string[]): PlayerCard {
  const none = say(locale, 'render.hel.none');
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : none);
  return {
    colourIndex: player.seat,
    name: seatName(player.seat, locale, names),
    score: say(locale, 'render.hel.phone.vp', { vp: player.vp }),
    lines: [
      say(locale, 'render.hel.phone.track', { mana: player.mana, range: player.unlimited ? '∞' : player.range, temples: player.temples, laps: player.laps, cubes: player.cubes }),
      `${say(locale, 'render.hel.buildings')}: ${list(player.buildings.map((id) => say(locale, `hel.building.${id}`)))}`,
      `${say(locale, 'render.hel.ownPersons')}: ${list(player.persons.map((person) => say(locale, `hel.person.${person.id}`)))}`,
    ],
    onTurn: actingSeat(view) === player.seat,
  };
}

const playersTitle = (view: HeliosView, locale: Locale, names?: readonly string[]) =>
  `${say(locale, 'render.hel.title')} · ${roundLine(view, locale)} · ${statusLine(view, locale, names)}`;

/**
 * The board message's pictures as jobs: the action tiles with the land and special tiles on offer (what changes each
 * move), each player's land, the persons on display, then the players' cards.
 */
export function heliosPhoneJobs(view: HeliosView, locale: Locale, names?: readonly string[]): PhonePictureJob[] {
  const cards = view.players.map((player) => playerCard(view, player, locale, names));
  return [
    pictureJob(() => drawHeliosPhoneDisplay(view, locale)),
    ...view.players.map((player) => pictureJob(() => drawHeliosPhoneBoard(view, player, locale, names))),
    pictureJob(() => drawHeliosPhonePersons(view, locale)),
    ...playerCardJobs(playersTitle(view, locale, names), cards),
  ];
}

/** The phone pictures of the board message: the display, each player's land, the persons, then the players' cards. */
export function renderHeliosPhone(view: HeliosView, locale: Locale, names?: readonly string[]): Promise<Buffer[]> {
  return runPictureJobs(heliosPhoneJobs(view, locale, names));
}
