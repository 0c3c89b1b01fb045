/** Canvas creation and PNG encoding: the start and end of every render. */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp, { type Sharp } from 'sharp';
import { parseHex } from './colour';
import { registerFonts } from './fonts';
import { giveBackCanvas, takeSpareCanvas } from './spare-canvases';

export type Context = SKRSContext2D;

/** A rectangle on a canvas. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Surface {
  canvas: Canvas;
  ctx: Context;
  width: number;
  height: number;
}

/**
 * A canvas of the given size, filled with `background` (opaque: the encoder drops alpha), with the bundled fonts ready:
 * a spare one given back by an earlier picture (`releaseSurface`) when there is one of this size, reset as new.
 */
export function createSurface(width: number, height: number, background: string): Surface {
  registerFonts();
  const spare = takeSpareCanvas(Math.ceil(width), Math.ceil(height));
  const canvas = spare ?? createCanvas(Math.ceil(width), Math.ceil(height));
  const ctx = canvas.getContext('2d');
  // Back to a new canvas's state: transform, clip, styles, and transparent pixels (filled below).
  if (spare) ctx.reset();
  // A fixed language keeps text shaping independent of the host's locale settings.
  ctx.lang = 'en';
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx, width: canvas.width, height: canvas.height };
}

/**
 * Gives the surface's canvas back for a later picture of its size (renderers/kit/spare-canvases.ts): only once its
 * pixels are read (the encoders copy them at once) and nothing draws on it or reads it any more.
 */
export function releaseSurface(surface: Surface): void {
  giveBackCanvas(surface.canvas);
}

/**
 * zlib level of the RGB PNGs (board message and highlight pictures). Measured on each game's largest board
 * (test/bench/encoder-compare.ts, docs/rendering.md): libvips at level 1 without row filters encodes a
 * game's phone pictures in about half the CPU time of level 3 for ~15% more bytes, all files well under 300 KB; higher
 * levels and adaptive filters cost more time than they save bytes.
 */
export const PNG_COMPRESSION_LEVEL = 1;

/** The RGB PNG every picture is encoded as first (board message, highlight, parts). */
const RGB_PNG = { compressionLevel: PNG_COMPRESSION_LEVEL, adaptiveFiltering: false } as const;

/** The largest file a picture should be (Discord loads it on a phone's mobile data). */
export const MAX_PICTURE_BYTES = 300_000;

/**
 * Whole tables are 2–5 million pixels: as RGB PNG 0.4–0.9 MB. A palette PNG (libimagequant's fastest effort, no
 * dithering: flat fills and anti-aliased text come out as drawn to the eye) is a third of that or less, under 300 KB on
 * every game's largest table, at several times the encoding time. `quality` 60 lets libimagequant stop at the fewest
 * colours (at most 256) that reach it: on the four largest tables 18–40% less encoding time and 15–20% fewer bytes than
 * always 256 colours, with no difference to the eye on the terrain patterns, edges and text (test/bench/encoder-compare.ts).
 */
const PALETTE_PNG = { palette: true, colours: 256, quality: 60, effort: 1, dither: 0, compressionLevel: 6 } as const;

/**
 * From this many pixels on, the RGB attempt is skipped: every whole table (2.8–4.8 million pixels) is 0.4–0.9 MB as RGB
 * PNG, so trying costs 15–25 ms for nothing.
 */
export const PALETTE_FIRST_PIXELS = 2_500_000;

// Each picture is encoded once: libvips' operation cache would only keep copies of past boards' pixels alive. One
// libvips thread per encoding: the render pool already runs one job per core.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The surface's pixels for libvips. Every surface is opaque (createSurface fills it), so the canvas's premultiplied
 * RGBA pixels are its colours and the alpha channel is left out. Reading them is where the canvas rasterises what was
 * drawn: a cost that grows with the pixels.
 */
function pixels(canvas: Canvas, data: Buffer = canvas.data()): Sharp {
  return sharp(data, { raw: { width: canvas.width, height: canvas.height, channels: 4 } }).removeAlpha();
}

/** The surface as an RGB PNG at `PNG_COMPRESSION_LEVEL`. */
export function encodePng(surface: Surface): Promise<Buffer> {
  return pixels(surface.canvas).png(RGB_PNG).toBuffer();
}

/**
 * The picture the bot sends: an RGB PNG, or — when that is over `MAX_PICTURE_BYTES`, or the picture is as large as a
 * whole table (`PALETTE_FIRST_PIXELS`) — a palette PNG, about a third of the bytes.
 */
export async function encodePicture(surface: Surface): Promise<Buffer> {
  const { canvas } = surface;
  const data = canvas.data();
  if (canvas.width * canvas.height >= PALETTE_FIRST_PIXELS) return pixels(canvas, data).png(PALETTE_PNG).toBuffer();
  const rgb = await pixels(canvas, data).png(RGB_PNG).toBuffer();
  if (rgb.length <= MAX_PICTURE_BYTES) return rgb;
  return pixels(canvas, data).png(PALETTE_PNG).toBuffer();
}

/** `encodePicture` for a surface drawn only to be sent: its canvas is given back afterwards (`releaseSurface`). */
export async function encodeAndRelease(surface: Surface): Promise<Buffer> {
  try {
    return await encodePicture(surface);
  } finally {
    releaseSurface(surface);
  }
}

/** `box` clipped to the surface and snapped to whole pixels, as `cropSurface` and `encodePngParts` cut it. */
function pixelBox(source: Surface, box: Box): Box {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const w = Math.min(source.width, Math.ceil(box.x + box.w)) - x;
  const h = Math.min(source.height, Math.ceil(box.y + box.h)) - y;
  if (w <= 0 || h <= 0) throw new Error('cropSurface: the box lies outside the surface');
  return { x, y, w, h };
}

/**
 * Parts of a drawn surface, each as its own RGB PNG with `margin` of `background` around it — what `cropSurface` then
 * `encodePng` give, pixel for pixel, without drawing the parts onto canvases of their own: the surface is rasterised
 * once and libvips cuts the parts from those pixels.
 */
export function encodePngParts(source: Surface, boxes: readonly Box[], background: string, margin = 0): Promise<Buffer[]> {
  const { r, g, b } = parseHex(background);
  const data = source.canvas.data();
  // One libvips pipeline a part over the same pixels: a clone of one pipeline measured twice as slow.
  return Promise.all(
    boxes.map((box) => {
      const part = pixelBox(source, box);
      return pixels(source.canvas, data)
        .extract({ left: part.x, top: part.y, width: part.w, height: part.h })
        .extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r, g, b } })
        .png(RGB_PNG)
        .toBuffer();
    }),
  );
}

/**
 * A part of a drawn surface on its own canvas, with `margin` of `background` around it: the highlight pictures of a
 * panel show only the part of the table that matters. The box is clipped to the surface and snapped to whole pixels.
 */
export function cropSurface(source: Surface, box: Box, background: string, margin = 0): Surface {
  const { x, y, w, h } = pixelBox(source, box);
  const surface = createSurface(w + 2 * margin, h + 2 * margin, background);
  surface.ctx.drawImage(source.canvas, x, y, w, h, margin, margin, w, h);
  return surface;
}
