/**
 * Static layers: parts of a picture that depend on nothing that changes during a game (a legend depends only on the
 * language and its size) are drawn once onto their own canvas and copied into each picture. The cache is bounded:
 * the oldest layer gives way when it is full.
 */
import type { Canvas } from '@napi-rs/canvas';
import { createSurface, type Context } from './canvas';
import type { Box } from './text';

/** Enough for every static layer of every game in both languages, at every size a table can have. */
export const LAYER_CACHE_SIZE = 48;

/** Pixels around a layer's box that its strokes may reach. */
export const LAYER_BLEED = 4;

const layers = new Map<string, Canvas>();

/** How many layers are cached now (tests). */
export function cachedLayerCount(): number {
  return layers.size;
}

export function clearLayerCache(): void {
  layers.clear();
}

/**
 * Draws the layer `key` at `box`: `paint` draws it once onto its own canvas, over `background` (the picture's own
 * background, so rounded corners blend as drawn in place), with `LAYER_BLEED` pixels around the box for strokes that
 * reach over its edge — that rim must be background in the picture too. `box` must lie on whole pixels for the copy
 * to be exact; any other box is painted in place, uncached.
 */
export function drawStaticLayer(ctx: Context, key: string, box: Box, background: string, paint: (layer: Context, at: Box) => void): void {
  const whole = [box.x, box.y, box.w, box.h].every(Number.isInteger);
  if (!whole) {
    paint(ctx, box);
    return;
  }
  const sized = `${key}@${box.w}x${box.h}`;
  let layer = layers.get(sized);
  if (layer) {
    // Most recently used last, so the oldest is evicted first.
    layers.delete(sized);
  } else {
    const surface = createSurface(box.w + 2 * LAYER_BLEED, box.h + 2 * LAYER_BLEED, background);
    paint(surface.ctx, { x: LAYER_BLEED, y: LAYER_BLEED, w: box.w, h: box.h });
    layer = surface.canvas;
    if (layers.size >= LAYER_CACHE_SIZE) layers.delete(layers.keys().next().value as string);
  }
  layers.set(sized, layer);
  ctx.drawImage(layer, box.x - LAYER_BLEED, box.y - LAYER_BLEED);
}

