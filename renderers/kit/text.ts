/** Text that fits: shrink to a box, wrap into lines, ellipsize, and outline for contrast on busy ground. */
import type { Box, Context } from './canvas';
import { font, SANS } from './fonts';

export type { Box } from './canvas';

export interface TextStyle {
  size: number;
  /** The smallest size a fitted text may shrink to before it is cut with an ellipsis. */
  minSize?: number;
  bold?: boolean;
  family?: string;
  colour: string;
  align?: 'left' | 'center' | 'right';
  /** A halo drawn under the glyphs so text stays readable on any background. */
  outline?: { colour: string; width: number };
}

function setFont(ctx: Context, style: TextStyle, size: number): void {
  ctx.font = font({ size, bold: style.bold, family: style.family ?? SANS });
}

/** The largest size from `style.size` down to `style.minSize` at which `text` fits `maxWidth`. */
export function fitFontSize(ctx: Context, text: string, maxWidth: number, style: TextStyle): number {
  const minSize = style.minSize ?? style.size;
  let size = style.size;
  setFont(ctx, style, size);
  const width = ctx.measureText(text).width;
  if (width <= maxWidth || size <= minSize) return size;
  // Text width scales linearly with the size, so one step lands close; the loop trims rounding.
  size = Math.max(minSize, Math.floor(size * (maxWidth / width)));
  setFont(ctx, style, size);
  while (size > minSize && ctx.measureText(text).width > maxWidth) {
    size -= 1;
    setFont(ctx, style, size);
  }
  return size;
}

/** Cuts `text` with an ellipsis so it fits `maxWidth` in the current font. */
export function ellipsize(ctx: Context, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (ctx.measureText(`${text.slice(0, middle).trimEnd()}…`).width <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '…' : `${text.slice(0, low).trimEnd()}…`;
}

function paint(ctx: Context, text: string, x: number, y: number, style: TextStyle): void {
  if (style.outline) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = style.outline.width * 2;
    ctx.strokeStyle = style.outline.colour;
    ctx.strokeText(text, x, y);
  }
  ctx.fillStyle = style.colour;
  ctx.fillText(text, x, y);
}

function anchorX(box: Box, align: TextStyle['align']): number {
  if (align === 'center') return box.x + box.w / 2;
  if (align === 'right') return box.x + box.w;
  return box.x;
}

/** One line, vertically centred in `box`, shrunk and then ellipsized to fit its width. Returns the size used. */
export function drawFittedText(ctx: Context, text: string, box: Box, style: TextStyle): number {
  const size = fitFontSize(ctx, text, box.w, style);
  const shown = ellipsize(ctx, text, box.w);
  ctx.textAlign = style.align ?? 'left';
  ctx.textBaseline = 'middle';
  paint(ctx, shown, anchorX(box, style.align), box.y + box.h / 2, style);
  return size;
}

/** Draws text at a point (baseline middle) in the given style, without fitting. */
export function drawText(ctx: Context, text: string, x: number, y: number, style: TextStyle): void {
  setFont(ctx, style, style.size);
  ctx.textAlign = style.align ?? 'left';
  ctx.textBaseline = 'middle';
  paint(ctx, text, x, y, style);
}

/** Width of `text` in `style`. */
export function measureText(ctx: Context, text: string, style: Pick<TextStyle, 'size' | 'bold' | 'family'>): number {
  ctx.font = font({ size: style.size, bold: style.bold, family: style.family ?? SANS });
  return ctx.measureText(text).width;
}

/** Splits a word that is too wide after its hyphens ("Luxus-Wohnhaus" → "Luxus-", "Wohnhaus"). */
function hyphenParts(ctx: Context, word: string, maxWidth: number): string[] {
  if (ctx.measureText(word).width <= maxWidth || !word.includes('-')) return [word];
  return word.split(/(?<=-)/).filter(Boolean);
}

/**
 * Breaks `text` into lines no wider than `maxWidth` at spaces, and inside over-long words after hyphens;
 * a word that still does not fit gets a line of its own.
 */
export function wrapText(ctx: Context, text: string, maxWidth: number, style: Pick<TextStyle, 'size' | 'bold' | 'family'>): string[] {
  ctx.font = font({ size: style.size, bold: style.bold, family: style.family ?? SANS });
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const parts = hyphenParts(ctx, word, maxWidth);
      parts.forEach((part, i) => {
        // Parts of one word join without a space; words join with one.
        const joiner = line && i === 0 ? ' ' : '';
        const candidate = `${line}${joiner}${part}`;
        if (line && ctx.measureText(candidate).width > maxWidth) {
          lines.push(line);
          line = part;
        } else {
          line = candidate;
        }
      });
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Wrapped text inside `box`: shrinks from `style.size` toward `style.minSize` until the lines fit the
 * height; if they still do not, the last visible line ends with an ellipsis. Returns the lines drawn.
 */
export function drawWrappedText(ctx: Context, text: string, box: Box, style: TextStyle, lineHeight = 1.2): string[] {
  const minSize = style.minSize ?? style.size;
  let size = style.size;
  let lines = wrapText(ctx, text, box.w, { ...style, size });
  const tooWide = () => lines.some((line) => ctx.measureText(line).width > box.w);
  while (size > minSize && (lines.length * size * lineHeight > box.h || tooWide())) {
    size -= 1;
    lines = wrapText(ctx, text, box.w, { ...style, size });
  }
  const fitting = Math.max(1, Math.floor(box.h / (size * lineHeight)));
  setFont(ctx, style, size);
  if (lines.length > fitting) {
    // The next line's words did not fit after the last visible one, so this always cuts and adds the ellipsis.
    const cut = ellipsize(ctx, `${lines[fitting - 1]} ${lines[fitting]}`, box.w);
    lines = [...lines.slice(0, fitting - 1), cut];
  }
  ctx.textAlign = style.align ?? 'left';
  ctx.textBaseline = 'middle';
  const top = box.y + (box.h - lines.length * size * lineHeight) / 2;
  lines.forEach((line, i) => {
    paint(ctx, ellipsize(ctx, line, box.w), anchorX(box, style.align), top + (i + 0.5) * size * lineHeight, style);
  });
  return lines;
}
