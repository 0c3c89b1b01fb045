/** Paths and panels: rounded rectangles, player marker shapes, hatching. */
import type { Context } from './canvas';
import type { Box } from './text';
import type { MarkerShape } from './palette';
import { playerStyle, THEME } from './palette';
import { font, SANS } from './fonts';

/** Adds a rounded rectangle to the current path (begins a new path). */
export function roundedRectPath(ctx: Context, box: Box, radius: number): void {
  const r = Math.max(0, Math.min(radius, box.w / 2, box.h / 2));
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, r);
}

export interface PanelStyle {
  fill: string;
  stroke?: string;
  lineWidth?: number;
  radius?: number;
  /** A soft drop shadow lifts cards off the table. */
  shadow?: boolean;
}

/** A filled, optionally outlined, rounded rectangle. */
export function drawPanel(ctx: Context, box: Box, style: PanelStyle): void {
  const radius = style.radius ?? 12;
  ctx.save();
  if (style.shadow) {
    ctx.shadowColor = 'rgba(0, 0, 0, 0.22)';
    ctx.shadowBlur = 8;
    ctx.shadowOffsetY = 3;
  }
  roundedRectPath(ctx, box, radius);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.restore();
  if (style.stroke) {
    roundedRectPath(ctx, box, radius);
    ctx.lineWidth = style.lineWidth ?? 2;
    ctx.strokeStyle = style.stroke;
    ctx.stroke();
  }
}

/**
 * The frame of one player's panel: a band in the player's colour down the left edge ties the panel to their
 * markers, and a thick highlight edge marks the player who is to act.
 */
export function drawPlayerPanelFrame(ctx: Context, panel: Box, seat: number, onTurn: boolean): void {
  drawPanel(ctx, panel, { fill: onTurn ? '#f4f8fc' : THEME.panel, radius: 16 });
  ctx.save();
  roundedRectPath(ctx, panel, 16);
  ctx.clip();
  ctx.fillStyle = playerStyle(seat).colour;
  ctx.fillRect(panel.x, panel.y, 8, panel.h);
  ctx.restore();
  drawPanel(ctx, panel, { fill: 'rgba(0,0,0,0)', stroke: onTurn ? THEME.highlight : THEME.panelEdge, lineWidth: onTurn ? 6 : 2, radius: 16 });
}

/** A regular polygon with `sides` corners around (cx, cy), the first corner pointing up. */
export function polygonPath(ctx: Context, cx: number, cy: number, radius: number, sides: number, rotation = -Math.PI / 2): void {
  ctx.beginPath();
  for (let i = 0; i < sides; i++) {
    const angle = rotation + (i * 2 * Math.PI) / sides;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** The outline of a marker shape of about the same visual weight for every shape. */
export function markerPath(ctx: Context, shape: MarkerShape, cx: number, cy: number, radius: number): void {
  switch (shape) {
    case 'circle':
      ctx.beginPath();
      ctx.arc(cx, cy, radius, 0, Math.PI * 2);
      return;
    case 'square':
      roundedRectPath(ctx, { x: cx - radius * 0.9, y: cy - radius * 0.9, w: radius * 1.8, h: radius * 1.8 }, radius * 0.15);
      return;
    case 'triangle':
      // Lowered so the letter sits in the wide part of the triangle.
      polygonPath(ctx, cx, cy + radius * 0.25, radius * 1.38, 3);
      return;
    case 'diamond':
      polygonPath(ctx, cx, cy, radius * 1.18, 4);
      return;
    case 'pentagon':
      polygonPath(ctx, cx, cy + radius * 0.05, radius * 1.08, 5);
      return;
    case 'hexagon':
      polygonPath(ctx, cx, cy, radius * 1.05, 6, 0);
      return;
  }
}

/**
 * A player's marker: their shape in their colour with a dark rim and their letter, so it is told apart by
 * shape and letter as well as by colour.
 */
/** `letterSize`: the letter's font size when it must not follow the radius (pictures with a smallest label size). */
export function drawPlayerMarker(ctx: Context, colourIndex: number, cx: number, cy: number, radius: number, letter?: string, letterSize?: number): void {
  const style = playerStyle(colourIndex);
  markerPath(ctx, style.shape, cx, cy, radius);
  ctx.fillStyle = style.colour;
  ctx.fill();
  ctx.lineWidth = Math.max(2, radius * 0.14);
  ctx.strokeStyle = '#1a1a1a';
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.fillStyle = style.ink;
  ctx.font = font({ size: letterSize ?? radius * (style.shape === 'triangle' ? 1.02 : 1.15), bold: true, family: SANS });
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const dy = style.shape === 'triangle' ? radius * 0.36 : radius * 0.04;
  ctx.fillText(letter ?? style.letter, cx, cy + dy);
}

/** Diagonal stripes across `box` (clipped to it): a texture cue that survives greyscale printing. */
export function hatch(ctx: Context, box: Box, colour: string, spacing = 10, lineWidth = 2): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.w, box.h);
  ctx.clip();
  ctx.strokeStyle = colour;
  ctx.lineWidth = lineWidth;
  ctx.beginPath();
  for (let offset = -box.h; offset < box.w; offset += spacing) {
    ctx.moveTo(box.x + offset, box.y + box.h);
    ctx.lineTo(box.x + offset + box.h, box.y);
  }
  ctx.stroke();
  ctx.restore();
}
