/** Canvas creation and PNG encoding: the start and end of every render. */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from './fonts';

export type Context = SKRSContext2D;

export interface Surface {
  canvas: Canvas;
  ctx: Context;
  width: number;
  height: number;
}

/** A canvas of the given size, filled with `background`, with the bundled fonts ready. */
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

export function encodePng(surface: Surface): Promise<Buffer> {
  return surface.canvas.encode('png');
}
