/** Canvas creation and PNG encoding: the start and end of every render. */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { registerFonts } from './fonts';

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

/** A canvas of the given size, filled with `background` (opaque: the encoder drops alpha), with the bundled fonts ready. */
export function createSurface(width: number, height: number, background: string): Surface {
  registerFonts();
  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  const ctx = canvas.getContext('2d');
  // A fixed language keeps text shaping independent of the host's locale settings.
  ctx.lang = 'en';
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx, width: canvas.width, height: canvas.height };
}

/**
 * zlib level of the board PNGs. Measured on each game's largest board (test/bench/encoder-compare.ts, README
 * "How boards are drawn"): libvips at level 3 without row filters encodes a 1500×3230 Terra Mystica table in ~28 ms
 * of CPU at ~760 KiB, where the canvas's own PNG encoder takes ~150 ms at ~920 KiB; higher levels and adaptive
 * filters cost more time than they save bytes, and palette PNG (~270 KiB) costs ~130 ms to quantise.
 */
export const PNG_COMPRESSION_LEVEL = 3;

// Each picture is encoded once: libvips' operation cache would only keep copies of past boards' pixels alive. One
// libvips thread per encoding: the render pool already runs one job per core.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The surface as an RGB PNG. Every surface is opaque (createSurface fills it), so the canvas's premultiplied RGBA
 * pixels are its colours and the alpha channel is left out.
 */
export function encodePng(surface: Surface): Promise<Buffer> {
  const { canvas } = surface;
  return sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: PNG_COMPRESSION_LEVEL, adaptiveFiltering: false })
    .toBuffer();
}

/**
 * A part of a drawn surface on its own canvas, with `margin` of `background` around it: the highlight pictures of a
 * panel show only the part of the table that matters. The box is clipped to the surface and snapped to whole pixels.
 */
export function cropSurface(source: Surface, box: Box, background: string, margin = 0): Surface {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const w = Math.min(source.width, Math.ceil(box.x + box.w)) - x;
  const h = Math.min(source.height, Math.ceil(box.y + box.h)) - y;
  if (w <= 0 || h <= 0) throw new Error('cropSurface: the box lies outside the surface');
  const surface = createSurface(w + 2 * margin, h + 2 * margin, background);
  surface.ctx.drawImage(source.canvas, x, y, w, h, margin, margin, w, h);
  return surface;
}
