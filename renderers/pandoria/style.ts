/**
 * Pandoria colours and glyphs. Terrains are told apart by fill AND by the shape of their resource symbol
 * (log, crystal, coin, star) AND by a letter, so the board reads without colour vision.
 */
import type { Resource, Terrain } from '../../data/pandoria/terrain';
import type { Context } from '../kit/canvas';
import { darken, lighten } from '../kit/colour';
import { coin, star } from '../kit/icons';

export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  forest: '#5f9f55',
  mountain: '#b4b1c6',
  hills: '#edc872',
  city: '#e5977f',
};

export const BOARD_COLOURS = {
  emptyLand: '#f1e8d4',
  ring: '#5d544a',
  ringInk: '#e4dacb',
  lake: '#86b8dc',
  lakeInk: '#1f4a6b',
  hexEdge: '#8d7f6a',
  /** Stripes over closed (settled) regions. */
  closedHatch: '#3b3026',
  lastPlaced: '#1d1a16',
} as const;

export const RESOURCE_COLOURS: Readonly<Record<Resource, string>> = {
  crystal: '#7cc6ea',
  gold: '#e8b923',
  wood: '#9a6234',
};

type Glyph = (ctx: Context, cx: number, cy: number, size: number) => void;

function outlined(ctx: Context, fill: string, size: number): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, size * 0.08);
  ctx.strokeStyle = darken(fill, 0.6);
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/** A cut crystal: a tall hexagonal gem. */
export const crystalGlyph: Glyph = (ctx, cx, cy, size) => {
  const w = size * 0.34;
  const h = size * 0.5;
  ctx.beginPath();
  ctx.moveTo(cx, cy - h);
  ctx.lineTo(cx + w, cy - h * 0.4);
  ctx.lineTo(cx + w, cy + h * 0.4);
  ctx.lineTo(cx, cy + h);
  ctx.lineTo(cx - w, cy + h * 0.4);
  ctx.lineTo(cx - w, cy - h * 0.4);
  ctx.closePath();
  outlined(ctx, RESOURCE_COLOURS.crystal, size);
  ctx.beginPath();
  ctx.moveTo(cx, cy - h);
  ctx.lineTo(cx, cy + h);
  ctx.lineWidth = Math.max(1, size * 0.05);
  ctx.strokeStyle = lighten(RESOURCE_COLOURS.crystal, 0.6);
  ctx.stroke();
};

/** A log seen from the side with its cut end. */
export const woodGlyph: Glyph = (ctx, cx, cy, size) => {
  const w = size * 0.9;
  const h = size * 0.42;
  ctx.beginPath();
  ctx.roundRect(cx - w / 2, cy - h / 2, w, h, h / 2);
  outlined(ctx, RESOURCE_COLOURS.wood, size);
  ctx.beginPath();
  ctx.ellipse(cx + w / 2 - h / 2, cy, h * 0.32, h * 0.42, 0, 0, Math.PI * 2);
  outlined(ctx, '#d9b07a', size * 0.7);
};

export const goldGlyph: Glyph = (ctx, cx, cy, size) => coin(ctx, cx, cy, size * 0.95, RESOURCE_COLOURS.gold);

export const pointGlyph: Glyph = (ctx, cx, cy, size) => star(ctx, cx, cy, size * 0.95, '#fff1a8');

export const RESOURCE_GLYPH: Readonly<Record<Resource, Glyph>> = {
  crystal: crystalGlyph,
  gold: goldGlyph,
  wood: woodGlyph,
};

/** The symbol printed on each terrain: its yield, the city's points. */
export const TERRAIN_GLYPH: Readonly<Record<Terrain, Glyph>> = {
  forest: woodGlyph,
  mountain: crystalGlyph,
  hills: goldGlyph,
  city: pointGlyph,
};

/** A boat: hull and sail, for lake spaces carrying a ship. */
export const shipGlyph: Glyph = (ctx, cx, cy, size) => {
  const w = size * 0.9;
  ctx.beginPath();
  ctx.moveTo(cx - w / 2, cy + size * 0.1);
  ctx.lineTo(cx + w / 2, cy + size * 0.1);
  ctx.lineTo(cx + w * 0.32, cy + size * 0.36);
  ctx.lineTo(cx - w * 0.32, cy + size * 0.36);
  ctx.closePath();
  outlined(ctx, '#8a5a2b', size);
  ctx.beginPath();
  ctx.moveTo(cx + size * 0.02, cy - size * 0.46);
  ctx.lineTo(cx + size * 0.02, cy + size * 0.04);
  ctx.lineTo(cx + size * 0.36, cy + size * 0.04);
  ctx.closePath();
  outlined(ctx, '#fdfaf3', size);
};

/** A castle tower with battlements in a player's colour. */
export function castleGlyph(ctx: Context, cx: number, cy: number, size: number, fill: string): void {
  const w = size * 0.8;
  const h = size * 0.78;
  const left = cx - w / 2;
  const top = cy - h / 2;
  const merlon = w / 5;
  ctx.beginPath();
  ctx.moveTo(left, top + h);
  ctx.lineTo(left, top);
  for (let i = 0; i < 5; i++) {
    const x = left + i * merlon;
    const y = i % 2 === 0 ? top : top + merlon;
    ctx.lineTo(x, y);
    ctx.lineTo(x + merlon, y);
  }
  ctx.lineTo(left + w, top + h);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(2, size * 0.07);
  ctx.strokeStyle = '#1a1a1a';
  ctx.lineJoin = 'round';
  ctx.stroke();
}
