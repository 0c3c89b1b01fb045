/**
 * Pictures made for a phone: Discord (and the playground) shows a picture at most as wide as the message column —
 * about 340 CSS px on a 400 px screen — and at most 400 px tall, so a phone picture is narrow, about as tall as wide,
 * and draws no text smaller than `phoneMinFont(width)`. Each carries the smallest font it holds (PNG text chunk
 * `MIN_FONT_KEY`), measured while drawing, so a browser test can check the real size of every label on a phone.
 */
import { createSurface, encodePicture, encodePngParts, releaseSurface, type Context, type Surface } from './canvas';
import { MIN_FONT_KEY, withPngText } from './png-text';
import { THEME, playerStyle } from './palette';
import { drawPanel, drawPlayerMarker } from './shapes';
import { smallestTextSize, watchTextSizes } from './text-sizes';
import { drawFittedText, measureText, type Box } from './text';

/** The message column a phone picture is made for (CSS px; a 400 px screen less Discord's avatar and margins). */
export const PHONE_COLUMN = 330;
/** The smallest label that reads without zoom (CSS px). */
export const PHONE_LABEL = 11;

/** The smallest font (px) a picture `width` px wide may use so it reads at `PHONE_LABEL` CSS px in the column. */
export const phoneMinFont = (width: number): number => Math.ceil((PHONE_LABEL * width) / PHONE_COLUMN);

/**
 * The width pictures laid out `PHONE_LAYOUT_WIDTH` px wide (the players' cards, City of Rome's table and cities) are
 * drawn at: scaled by 540/660, a 22 px label comes out at 18 px and still reads at 11 CSS px in the column — the
 * size the maps already have — while the picture has two thirds of the pixels to rasterise and encode.
 */
export const PHONE_PIXEL_WIDTH = 540;
/** The width the players' cards and City of Rome's pictures are laid out at (fonts from `phoneMinFont` of it). */
export const PHONE_LAYOUT_WIDTH = 660;

/** A picture's pixel height for a layout `height` px tall drawn `pixelWidth` px wide instead of `width`. */
export const phonePixelHeight = (width: number, height: number, pixelWidth = width): number => Math.ceil((height * pixelWidth) / width);

/**
 * A surface whose text sizes are watched, for a layout `width` × `height`; `pixelWidth`: the picture's width when it is
 * drawn scaled (every coordinate and font times pixelWidth / width).
 */
export function createPhoneSurface(width: number, height: number, pixelWidth = width): Surface {
  const scale = pixelWidth / width;
  const surface = createSurface(pixelWidth, phonePixelHeight(width, height, pixelWidth), THEME.background);
  if (scale !== 1) surface.ctx.scale(scale, scale);
  watchTextSizes(surface.ctx, scale);
  return surface;
}

/**
 * Encodes a phone surface with its smallest font size in the file. `smallest`: for a part cut from a larger watched
 * surface, that surface's smallest size (a bound for the part).
 */
export async function encodePhonePicture(surface: Surface, smallest = smallestTextSize(surface.ctx)): Promise<Buffer> {
  return withSmallestFont(await encodePicture(surface), smallest);
}

/** `encodePhonePicture` for a surface drawn only to be sent: its canvas is given back afterwards. */
async function encodePhoneAndRelease(surface: Surface): Promise<Buffer> {
  try {
    return await encodePhonePicture(surface);
  } finally {
    releaseSurface(surface);
  }
}

function withSmallestFont(png: Buffer, smallest: number | null): Buffer {
  // The canvas keeps its transform in single precision (22 × 540/660 comes back as 17.9999999): the small tolerance
  // keeps such a size from flooring to 17.99.
  return smallest === null ? png : withPngText(png, MIN_FONT_KEY, String(Math.floor(smallest * 100 + 1e-3) / 100));
}

/**
 * Parts of one watched surface as phone pictures (renderers/kit/canvas.ts `encodePngParts`), each with `margin` of the
 * background around it and carrying the surface's smallest font (a bound for each part).
 */
export async function encodePhoneParts(surface: Surface, boxes: readonly Box[], margin: number): Promise<Buffer[]> {
  const smallest = smallestTextSize(surface.ctx);
  try {
    return (await encodePngParts(surface, boxes, THEME.background, margin)).map((png) => withSmallestFont(png, smallest));
  } finally {
    // The parts are cut from pixels copied at once: the surface was drawn only for them.
    releaseSurface(surface);
  }
}

/**
 * One drawing of a board message, drawn and encoded when called: a picture, or several cut from one drawing (Pandoria's
 * board quarters). A game's phone renderer is its list of jobs; the bench times each on its own.
 */
export type PhonePictureJob = () => Promise<Buffer[]>;

/** A job of one surface, drawn when the job runs (its canvas is given back for a later picture once encoded). */
export const pictureJob = (draw: () => Surface): PhonePictureJob => async () => [await encodePhoneAndRelease(draw())];

/**
 * Runs a board message's jobs in order, the pictures in that order. Each job's drawing starts as soon as the one before
 * it is drawn, so the encoding (on libvips' threads) overlaps the next drawing.
 */
export async function runPictureJobs(jobs: readonly PhonePictureJob[]): Promise<Buffer[]> {
  const started = jobs.map((job) => job());
  return (await Promise.all(started)).flat();
}

/**
 * The players' cards as jobs, laid out `PHONE_LAYOUT_WIDTH` px wide at `phoneMinFont` of it and drawn
 * `PHONE_PIXEL_WIDTH` px wide: one picture each for as few runs of cards as fit — Discord shows several pictures of one
 * message as a gallery.
 */
export function playerCardJobs(title: string, cards: readonly PlayerCard[]): PhonePictureJob[] {
  const width = PHONE_LAYOUT_WIDTH;
  const font = phoneMinFont(width);
  return playerCardGroups(width, font, cards, PHONE_PIXEL_WIDTH).map((group) => pictureJob(() => drawPlayerCards(width, font, title, group, 1, PHONE_PIXEL_WIDTH)));
}

/** One player as a card on the phone's players picture: marker, name, score, then short lines of facts. */
export interface PlayerCard {
  /** Index into the player styles (colour, shape, letter). */
  colourIndex: number;
  /** Letter on the marker (defaults to the style's). */
  letter?: string;
  /** Colour of the marker when the game has its own (a faction's). */
  colour?: string;
  name: string;
  /** Right-aligned, bold: the points. */
  score: string;
  lines: readonly string[];
  onTurn?: boolean;
}

export const CARD_PAD = 14;
export const CARD_GAP = 10;

/** The tallest a phone picture may be for its width: the column shows at most 400 CSS px of height. */
export const maxPhoneHeight = (width: number): number => Math.floor((width * 400) / PHONE_COLUMN);

/** The cards in as few runs as keep each picture no taller than `maxPhoneHeight` (one card a picture at worst). */
export function playerCardGroups(width: number, font: number, cards: readonly PlayerCard[], pixelWidth = width): PlayerCard[][] {
  const runs = (perPicture: number) => Array.from({ length: Math.ceil(cards.length / perPicture) }, (_, index) => cards.slice(index * perPicture, (index + 1) * perPicture));
  const fits = (group: readonly PlayerCard[]) => phonePixelHeight(width, playerCardsHeight(width, font, group), pixelWidth) <= maxPhoneHeight(pixelWidth);
  for (let perPicture = cards.length; perPicture > 1; perPicture--) {
    const groups = runs(perPicture);
    if (groups.every(fits)) return groups;
  }
  return runs(1);
}

/** The height `drawPlayerCards` gives its picture, worked out without drawing. */
export function playerCardsHeight(width: number, font: number, cards: readonly PlayerCard[], columns = 1): number {
  return cardsLayout(width, font, cards, columns).height;
}

function cardsLayout(width: number, font: number, cards: readonly PlayerCard[], columns: number): { titleHeight: number; cardWidth: number; rowHeights: number[]; height: number } {
  const titleHeight = Math.round((font + 6) * 1.4);
  const cardWidth = (width - 2 * CARD_GAP - (columns - 1) * CARD_GAP) / columns;
  const rowHeights: number[] = [];
  for (let index = 0; index < cards.length; index += columns) rowHeights.push(Math.max(...cards.slice(index, index + columns).map((card) => cardHeight(card, font))));
  const height = CARD_GAP + titleHeight + rowHeights.reduce((sum, h) => sum + h + CARD_GAP, 0);
  return { titleHeight, cardWidth, rowHeights, height };
}

/**
 * The players' cards in one column (`columns` = 1) or two, laid out `width` px wide (drawn `pixelWidth` px wide), fonts
 * at `font` (heading +4). Returns the surface; its height follows the cards. `title` runs above them.
 */
export function drawPlayerCards(width: number, font: number, title: string, cards: readonly PlayerCard[], columns = 1, pixelWidth = width): Surface {
  const { titleHeight, cardWidth, rowHeights, height } = cardsLayout(width, font, cards, columns);
  const surface = createPhoneSurface(width, height, pixelWidth);
  drawFittedText(surface.ctx, title, { x: CARD_GAP, y: CARD_GAP, w: width - 2 * CARD_GAP, h: titleHeight }, { size: font + 6, minSize: font, bold: true, colour: THEME.ink });
  let top = CARD_GAP + titleHeight;
  rowHeights.forEach((rowHeight, row) => {
    cards.slice(row * columns, row * columns + columns).forEach((card, column) => {
      drawCard(surface.ctx, { x: CARD_GAP + column * (cardWidth + CARD_GAP), y: top, w: cardWidth, h: rowHeight }, card, font);
    });
    top += rowHeight + CARD_GAP;
  });
  return surface;
}

const lineHeightOf = (font: number) => Math.round(font * 1.25);
// The marker's letter is drawn at about its radius: a radius of `font` keeps it as large as the other text.
const headHeightOf = (font: number) => Math.max(Math.round((font + 4) * 1.35), 2 * font + 6);

/** Height of a card's head and lines (without anything drawn below them), padding included. */
export function cardHeight(card: PlayerCard, font: number): number {
  return headHeightOf(font) + card.lines.length * lineHeightOf(font) + 2 * CARD_PAD;
}

/** One card in `box` (at least `cardHeight` tall): frame, marker, name, score and lines. */
export function drawCard(ctx: Context, box: Box, card: PlayerCard, font: number): void {
  const headHeight = headHeightOf(font);
  const lineHeight = lineHeightOf(font);
  drawPanel(ctx, box, { fill: THEME.panel, stroke: card.onTurn ? THEME.highlight : THEME.panelEdge, lineWidth: card.onTurn ? 5 : 2, radius: 12 });
  const radius = font;
  const markerX = box.x + CARD_PAD + radius;
  const headY = box.y + CARD_PAD;
  if (card.colour) {
    ctx.beginPath();
    ctx.arc(markerX, headY + headHeight / 2, radius, 0, 2 * Math.PI);
    ctx.fillStyle = card.colour;
    ctx.fill();
    ctx.strokeStyle = THEME.ink;
    ctx.lineWidth = 2;
    ctx.stroke();
  } else drawPlayerMarker(ctx, card.colourIndex, markerX, headY + headHeight / 2, radius, card.letter ?? playerStyle(card.colourIndex).letter);
  const textX = markerX + radius + 10;
  const heading = { size: font + 4, bold: true, colour: THEME.ink };
  const scoreWidth = Math.min(box.w * 0.35, measureText(ctx, card.score, heading) + 2);
  drawFittedText(ctx, card.score, { x: box.x + box.w - CARD_PAD - scoreWidth, y: headY, w: scoreWidth, h: headHeight }, { ...heading, minSize: font, align: 'right' });
  drawFittedText(ctx, card.name, { x: textX, y: headY, w: box.x + box.w - CARD_PAD - scoreWidth - 10 - textX, h: headHeight }, { ...heading, minSize: font });
  card.lines.forEach((line, index) => {
    const y = headY + headHeight + index * lineHeight;
    drawFittedText(ctx, line, { x: box.x + CARD_PAD, y, w: box.w - 2 * CARD_PAD, h: lineHeight }, { size: font, minSize: font, colour: THEME.ink });
  });
}
