/**
 * Hex-grid geometry for the hex-map games: axial coordinates (q, r), offset layouts as boards print
 * them, centre pixels, corners and paths. Pointy-top hexes have a corner up; flat-top have an edge up.
 */
import type { Context } from './canvas';

export interface Axial {
  q: number;
  r: number;
}

export type Orientation = 'pointy' | 'flat';

/** Which rows (pointy) or columns (flat) are pushed half a hex: the odd or the even ones. */
export type OffsetParity = 'odd' | 'even';

export interface HexLayout {
  orientation: Orientation;
  /** Distance from centre to a corner, in pixels. */
  size: number;
  /** Pixel position of the hex (0, 0). */
  origin: { x: number; y: number };
}

/** Offset (col, row) → axial. In pointy layouts the shifted lines are rows; in flat layouts, columns. */
export function offsetToAxial(col: number, row: number, orientation: Orientation, parity: OffsetParity): Axial {
  const shift = parity === 'odd' ? 1 : -1;
  if (orientation === 'pointy') {
    return { q: col - (row - shift * (row & 1)) / 2, r: row };
  }
  return { q: col, r: row - (col - shift * (col & 1)) / 2 };
}

export function axialToOffset({ q, r }: Axial, orientation: Orientation, parity: OffsetParity): { col: number; row: number } {
  const shift = parity === 'odd' ? 1 : -1;
  if (orientation === 'pointy') {
    return { col: q + (r - shift * (r & 1)) / 2, row: r };
  }
  return { col: q, row: r + (q - shift * (q & 1)) / 2 };
}

/** Centre of a hex in pixels. */
export function axialToPixel({ q, r }: Axial, layout: HexLayout): { x: number; y: number } {
  const { size, origin } = layout;
  if (layout.orientation === 'pointy') {
    return { x: origin.x + size * Math.sqrt(3) * (q + r / 2), y: origin.y + size * 1.5 * r };
  }
  return { x: origin.x + size * 1.5 * q, y: origin.y + size * Math.sqrt(3) * (r + q / 2) };
}

/** Rounds fractional axial coordinates to the nearest hex (via cube coordinates). */
export function roundAxial(q: number, r: number): Axial {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // Normalise -0 so results compare equal to literals.
  return { q: rq + 0, r: rr + 0 };
}

/** The hex under a pixel. */
export function pixelToAxial(x: number, y: number, layout: HexLayout): Axial {
  const px = (x - layout.origin.x) / layout.size;
  const py = (y - layout.origin.y) / layout.size;
  if (layout.orientation === 'pointy') {
    return roundAxial((Math.sqrt(3) / 3) * px - py / 3, (2 / 3) * py);
  }
  return roundAxial((2 / 3) * px, -px / 3 + (Math.sqrt(3) / 3) * py);
}

const DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export function hexNeighbours({ q, r }: Axial): Axial[] {
  return DIRECTIONS.map((d) => ({ q: q + d.q, r: r + d.r }));
}

export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The six corners of the hex centred at (cx, cy). */
export function hexCorners(cx: number, cy: number, size: number, orientation: Orientation): { x: number; y: number }[] {
  const start = orientation === 'pointy' ? -Math.PI / 2 : 0;
  return Array.from({ length: 6 }, (_, i) => {
    const angle = start + (i * Math.PI) / 3;
    return { x: cx + size * Math.cos(angle), y: cy + size * Math.sin(angle) };
  });
}

/** Begins a path along the hex's outline. */
export function hexPath(ctx: Context, cx: number, cy: number, size: number, orientation: Orientation): void {
  ctx.beginPath();
  hexCorners(cx, cy, size, orientation).forEach(({ x, y }, i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** The pixel box covering every listed hex, for sizing a canvas around a map. */
export function hexBounds(cells: readonly Axial[], layout: HexLayout): { x: number; y: number; w: number; h: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const cell of cells) {
    const { x, y } = axialToPixel(cell, layout);
    for (const corner of hexCorners(x, y, layout.size, layout.orientation)) {
      minX = Math.min(minX, corner.x);
      minY = Math.min(minY, corner.y);
      maxX = Math.max(maxX, corner.x);
      maxY = Math.max(maxY, corner.y);
    }
  }
  if (cells.length === 0) return { x: 0, y: 0, w: 0, h: 0 };
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}
