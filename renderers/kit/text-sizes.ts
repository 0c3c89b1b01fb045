/**
 * The smallest text a picture holds, measured while it is drawn: every fillText/strokeText on a watched context
 * records its font size times the context's current scale. Phone pictures report it (a PNG text chunk, see
 * ./png-text.ts), so a browser test can check the size a label really has on a narrow screen.
 */
import type { Context } from './canvas';

const smallest = new WeakMap<Context, number>();
/**
 * Watched contexts whose transform may scale text: set by the first call that can scale (translations cannot). Until
 * then a text's size is its font's, and the costly read of the transform (a new DOMMatrix per text) is skipped.
 */
const mayScale = new WeakSet<Context>();
/** The scale a watched context was drawn at from the start (a phone picture laid out wider than its pixels). */
const baseScale = new WeakMap<Context, number>();

/** The size of the font string most recently parsed: a picture sets the same few fonts over and over. */
let lastFont = '';
let lastSize = 0;

/** The pixel size of a CSS font string such as "bold 18px Inter". */
export function fontPixelSize(cssFont: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(cssFont);
  if (!match) throw new Error(`no pixel size in font "${cssFont}"`);
  return Number(match[1]);
}

function fontSize(cssFont: string): number {
  if (cssFont !== lastFont) {
    lastSize = fontPixelSize(cssFont);
    lastFont = cssFont;
  }
  return lastSize;
}

/** The vertical scale of the current transform: text drawn under ctx.scale(0.5) is half as tall. */
function verticalScale(ctx: Context): number {
  if (!mayScale.has(ctx)) return baseScale.get(ctx) ?? 1;
  const transform = ctx.getTransform();
  return Math.hypot(transform.c, transform.d);
}

function record(ctx: Context, text: string): void {
  if (text.trim() === '') return;
  recordSize(ctx, fontSize(ctx.font) * verticalScale(ctx));
}

function recordSize(ctx: Context, size: number): void {
  const before = smallest.get(ctx);
  if (before === undefined || size < before) smallest.set(ctx, size);
}

/**
 * Counts a text of `size` px (under the current transform) as drawn on `ctx`, if it is watched: for text copied in as
 * pixels (renderers/kit/layers.ts drawSprite) rather than drawn.
 */
export function noteTextSize(ctx: Context, size: number): void {
  if (smallest.has(ctx)) recordSize(ctx, size * verticalScale(ctx));
}

/**
 * From now on, every text drawn on `ctx` counts towards `smallestTextSize(ctx)`. `scale`: the uniform scale the context
 * already has (set before watching), so texts count at the size they come out in pixels.
 */
export function watchTextSizes(ctx: Context, scale = 1): void {
  // A reused canvas keeps its context: its record starts afresh, its methods are wrapped already.
  const wrapped = smallest.has(ctx);
  smallest.set(ctx, Number.POSITIVE_INFINITY);
  mayScale.delete(ctx);
  if (scale !== 1) baseScale.set(ctx, scale);
  else baseScale.delete(ctx);
  if (wrapped) return;
  for (const method of ['scale', 'rotate', 'transform', 'setTransform'] as const) {
    const original = ctx[method].bind(ctx) as (...args: unknown[]) => void;
    (ctx[method] as (...args: unknown[]) => void) = (...args: unknown[]) => {
      mayScale.add(ctx);
      original(...args);
    };
  }
  const fill = ctx.fillText.bind(ctx);
  const stroke = ctx.strokeText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number, maxWidth?: number) => {
    record(ctx, text);
    if (maxWidth === undefined) fill(text, x, y);
    else fill(text, x, y, maxWidth);
  };
  ctx.strokeText = (text: string, x: number, y: number, maxWidth?: number) => {
    record(ctx, text);
    if (maxWidth === undefined) stroke(text, x, y);
    else stroke(text, x, y, maxWidth);
  };
}

/** The smallest font size (px) drawn on a watched context; null when it holds no text or is not watched. */
export function smallestTextSize(ctx: Context): number | null {
  const size = smallest.get(ctx);
  return size === undefined || size === Number.POSITIVE_INFINITY ? null : size;
}
