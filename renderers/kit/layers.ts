/**
 * Static layers: parts of a picture that depend on nothing that changes during a game (a legend depends only on the
 * language and its size) are drawn once onto their own canvas and copied into each picture. The cache is bounded:
 * the oldest layer gives way when it is full.
 */
import type { Canvas } from '@napi-rs/canvas';
import { createSurface, type Context, type Surface } from './canvas';
import type { Box } from './text';
import { noteTextSize, smallestTextSize, watchTextSizes } from './text-sizes';

/** Enough for every static layer of every game in both languages, at every size a table can have. */
export const LAYER_CACHE_SIZE = 48;

/** Pixels around a layer's box that its strokes may reach. */
export const LAYER_BLEED = 4;

/** A canvas drawn once and copied, with the smallest text on it (null: none), which counts wherever it is copied. */
interface Copied {
  canvas: Canvas;
  smallestText: number | null;
}

const layers = new Map<string, Copied>();

/** `paint` on a new surface whose texts are watched, so copies of it count its text like text drawn in place. */
function paintWatched(surface: Surface, paint: (ctx: Context) => void): Copied {
  watchTextSizes(surface.ctx);
  paint(surface.ctx);
  return { canvas: surface.canvas, smallestText: smallestTextSize(surface.ctx) };
}

function copyInto(ctx: Context, copied: Copied, x: number, y: number): void {
  ctx.drawImage(copied.canvas, x, y);
  if (copied.smallestText !== null) noteTextSize(ctx, copied.smallestText);
}

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
 * to be exact; any other box is painted in place, uncached. The layer's text counts as drawn on `ctx`.
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
    layer = paintWatched(surface, (target) => paint(target, { x: LAYER_BLEED, y: LAYER_BLEED, w: box.w, h: box.h }));
    if (layers.size >= LAYER_CACHE_SIZE) layers.delete(layers.keys().next().value as string);
  }
  layers.set(sized, layer);
  copyInto(ctx, layer, box.x - LAYER_BLEED, box.y - LAYER_BLEED);
}

/** Sprites kept at most: every label style of a board in both languages, many times over. */
export const SPRITE_CACHE_SIZE = 4000;

interface Sprite extends Copied {
  /** Pixels from the sprite's left and top edges to its anchor. */
  reachX: number;
  reachY: number;
}

const sprites = new Map<string, Sprite>();

/**
 * Whether sprites may stand in for drawing on `ctx`: only where its transform is a translation by whole pixels, so a
 * sprite's pixels land on the picture's pixels one to one (read once per picture: the read makes a new matrix).
 */
export function spritesFit(ctx: Context): boolean {
  const m = ctx.getTransform();
  return m.a === 1 && m.b === 0 && m.c === 0 && m.d === 1 && Number.isInteger(m.e) && Number.isInteger(m.f);
}

/**
 * A small drawing that recurs unchanged — a label with its halo, a hatch clipped to a hex — painted once onto a
 * transparent canvas and copied to each place it is needed: copying its pixels costs a fraction of stroking text
 * outlines and hatch lines anew. `paint` draws it around (0, 0), reaching at most `reachX` / `reachY` px from there;
 * the copy is anchored at (x, y) rounded to whole pixels, and its text counts as drawn there (renderers/kit/text-sizes.ts).
 * Use only where `spritesFit(ctx)`.
 */
export function drawSprite(ctx: Context, key: string, reachX: number, reachY: number, x: number, y: number, paint: (sprite: Context) => void): void {
  let sprite = sprites.get(key);
  if (!sprite) {
    const surface = createSurface(2 * reachX, 2 * reachY, 'transparent');
    surface.ctx.translate(reachX, reachY);
    sprite = { ...paintWatched(surface, paint), reachX, reachY };
    if (sprites.size >= SPRITE_CACHE_SIZE) sprites.delete(sprites.keys().next().value as string);
    sprites.set(key, sprite);
  }
  copyInto(ctx, sprite, Math.round(x) - sprite.reachX, Math.round(y) - sprite.reachY);
}

