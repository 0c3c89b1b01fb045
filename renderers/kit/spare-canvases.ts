/**
 * Canvases given back once their picture is encoded, kept for the next picture of the same size. Each new canvas is
 * native memory that V8 is told about, and that pressure triggers full garbage collections: with a move's pictures
 * drawn on canvases of the last move, a render thread collects about half as often (docs/rendering.md). Bounded by
 * pixels; the oldest goes first.
 */
import type { Canvas } from '@napi-rs/canvas';

/** About 40 MB of pixels: a board message of every game, or one whole table and a message. */
export const SPARE_PIXELS = 10_000_000;

const spares: Canvas[] = [];
let sparePixels = 0;

const pixelsOf = (canvas: Canvas) => canvas.width * canvas.height;

/** A spare canvas of exactly this size, taken out of the spares, or undefined. Its pixels and state are as left. */
export function takeSpareCanvas(width: number, height: number): Canvas | undefined {
  // The newest first: a message's pictures come back in the order they were drawn.
  for (let index = spares.length - 1; index >= 0; index--) {
    const canvas = spares[index];
    if (canvas.width !== width || canvas.height !== height) continue;
    spares.splice(index, 1);
    sparePixels -= pixelsOf(canvas);
    return canvas;
  }
  return undefined;
}

/** Keeps `canvas` for a later picture; whoever gives it back must not draw on it or read it any more. */
export function giveBackCanvas(canvas: Canvas): void {
  if (spares.includes(canvas) || pixelsOf(canvas) > SPARE_PIXELS) return;
  spares.push(canvas);
  sparePixels += pixelsOf(canvas);
  while (sparePixels > SPARE_PIXELS) sparePixels -= pixelsOf(spares.shift() as Canvas);
}

export function clearSpareCanvases(): void {
  spares.length = 0;
  sparePixels = 0;
}

/** How many canvases are kept now (tests). */
export const spareCanvasCount = (): number => spares.length;
