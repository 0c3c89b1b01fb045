/**
 * Pandoria for a phone: the board in four overlapping quarters (the whole board's hex labels at 18 px would shrink to
 * 6 CSS px in a phone's column; a quarter shows them at 11), then the players as cards — realm, points, resources,
 * hand, figures, castles, buildings, spells — under the round and whose turn (renderers/kit/phone.ts).
 */
import { RESOURCES } from '../../data/pandoria/terrain';
import type { Locale } from '../../src/engine/types';
import type { PandoriaView, PlayerView } from '../../src/games/pandoria/view';
import { t, tx } from '../../src/i18n';
import type { Surface } from '../kit/canvas';
import { createPhoneSurface, encodePhoneParts, phoneMinFont, playerCardJobs, runPictureJobs, type PhonePictureJob, type PlayerCard } from '../kit/phone';
import { THEME } from '../kit/palette';
import type { Box } from '../kit/text';
import { drawBoard } from './board';
import { BOARD_HEIGHT, BOARD_WIDTH, HEX } from './layout';
import { extrasLine, slotTitle } from './player-panel';
import { actingSeat, roundLine, statusLine, variantName } from './status';
import { seatName } from '../city-of-rome/names';

/** Each quarter reaches this far past the board's middle, so a hex on the cut shows whole in one of them. */
const OVERLAP = Math.ceil(0.75 * HEX);
const QUARTER_MARGIN = 4;
/** The smallest text on the board: hex labels and figure letters. */
export const PHONE_BOARD_FONT = 18;

/** The board drawn whole, with figure letters at the phone's label size. */
function drawWholeBoard(view: PandoriaView, locale: Locale): Surface {
  const surface = createPhoneSurface(BOARD_WIDTH, BOARD_HEIGHT);
  drawBoard(surface.ctx, { x: 0, y: 0, w: BOARD_WIDTH, h: BOARD_HEIGHT }, view, { highlight: new Set(), locale, minLetter: PHONE_BOARD_FONT });
  return surface;
}

/** The board's four quarters, north-west, north-east, south-west, south-east (each shown with a small margin). */
export function boardQuarterBoxes(): Box[] {
  const halfW = Math.ceil(BOARD_WIDTH / 2);
  const halfH = Math.ceil(BOARD_HEIGHT / 2);
  return [0, 1].flatMap((row) =>
    [0, 1].map((column) => ({ x: column === 0 ? 0 : halfW - OVERLAP, y: row === 0 ? 0 : halfH - OVERLAP, w: halfW + OVERLAP, h: halfH + OVERLAP })),
  );
}

function playerCard(view: PandoriaView, player: PlayerView, locale: Locale, names?: readonly string[]): PlayerCard {
  const say = (key: string, params?: Record<string, string | number>) => t(locale, tx(`render.pan.${key}`, params));
  const family = view.variant === 'family' || view.variant === 'famspell';
  const counts = [
    `${say('hand')} ${player.handSize}`,
    `${say('heldTiles')} ${player.tileCount}`,
    `${say('workers')} ${player.workers}`,
    player.leader ? say('leader') : say('leaderOut'),
    `${say('castles')} ${player.castles}`,
    ...(player.fortress ? [say('fortress')] : []),
  ];
  const resources = RESOURCES.map((resource) => `${player.res[resource]} ${t(locale, tx(`pan.res.${resource}`))}`).join(' · ');
  const realm = player.realm ? t(locale, tx(`pan.realm.${player.realm}`)) : family ? '' : say('noRealm');
  // Empty building slots are left out: on a phone a line of "empty" says nothing.
  const built = player.slots.filter((slot) => slot.top).map((slot) => slotTitle(slot, locale));
  const lines = [...(family ? [] : [resources]), counts.join(' · '), ...(built.length > 0 ? [built.join(' · ')] : [])];
  const extras = extrasLine(player, { view, locale, names, onTurn: false });
  if (extras) lines.push(extras);
  return {
    colourIndex: player.seat,
    name: realm ? `${seatName(player.seat, locale, names)} · ${realm}` : seatName(player.seat, locale, names),
    score: say('points', { n: player.score }),
    lines,
    onTurn: actingSeat(view) === player.seat,
  };
}

const playersTitle = (view: PandoriaView, locale: Locale, names?: readonly string[]) =>
  `${variantName(view, locale)} · ${roundLine(view, locale)} · ${statusLine(view, locale, names)}`;

/** The board message's pictures as jobs: the board's four quarters (one drawing, cut while encoding), then the players' cards. */
export function pandoriaPhoneJobs(view: PandoriaView, locale: Locale, names?: readonly string[]): PhonePictureJob[] {
  const cards = view.players.map((player) => playerCard(view, player, locale, names));
  return [
    () => encodePhoneParts(drawWholeBoard(view, locale), boardQuarterBoxes(), QUARTER_MARGIN),
    ...playerCardJobs(playersTitle(view, locale, names), cards),
  ];
}

/** The phone pictures of the board message: the board's four quarters, then the players' cards. */
export function renderPandoriaPhone(view: PandoriaView, locale: Locale, names?: readonly string[]): Promise<Buffer[]> {
  return runPictureJobs(pandoriaPhoneJobs(view, locale, names));
}
