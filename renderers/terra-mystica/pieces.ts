/** Pieces drawn on the map and in the legend: terrain patterns, building shapes, seat tokens. */
import type { BuildingKind } from '../../data/terra-mystica/factions';
import type { Context } from '../kit/canvas';
import { font, SANS_CONDENSED } from '../kit/fonts';
import type { TerrainPattern, SeatMark } from './style';

/** Draws `pattern` over whatever path is clipped, inside the box around (cx, cy) of half-size `r`. */
export function drawPattern(ctx: Context, pattern: TerrainPattern, cx: number, cy: number, r: number, colour: string): void {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = 2;
  ctx.beginPath();
  const step = r / 3;
  switch (pattern) {
    case 'dots':
      for (let y = cy - r; y <= cy + r; y += step) {
        for (let x = cx - r; x <= cx + r; x += step) {
          ctx.moveTo(x + 2.5, y);
          ctx.arc(x, y, 2.5, 0, Math.PI * 2);
        }
      }
      ctx.fill();
      break;
    case 'rows':
      for (let y = cy - r; y <= cy + r; y += step) {
        ctx.moveTo(cx - r, y);
        ctx.lineTo(cx + r, y);
      }
      ctx.stroke();
      break;
    case 'cross':
      for (let o = -2 * r; o <= 2 * r; o += step * 1.2) {
        ctx.moveTo(cx + o - r, cy - r);
        ctx.lineTo(cx + o + r, cy + r);
        ctx.moveTo(cx + o + r, cy - r);
        ctx.lineTo(cx + o - r, cy + r);
      }
      ctx.stroke();
      break;
    case 'waves':
      for (let y = cy - r; y <= cy + r; y += step) {
        ctx.moveTo(cx - r, y);
        for (let x = cx - r; x <= cx + r; x += step / 2) ctx.lineTo(x, y + (Math.round((x - cx) / (step / 2)) % 2 === 0 ? -3 : 3));
      }
      ctx.stroke();
      break;
    case 'trees':
      for (let y = cy - r; y <= cy + r; y += step * 1.2) {
        for (let x = cx - r; x <= cx + r; x += step * 1.2) {
          ctx.moveTo(x, y - 5);
          ctx.lineTo(x + 4, y + 3);
          ctx.lineTo(x - 4, y + 3);
          ctx.closePath();
        }
      }
      ctx.fill();
      break;
    case 'peaks':
      for (let y = cy - r; y <= cy + r; y += step * 1.1) {
        for (let x = cx - r; x <= cx + r; x += step * 1.2) {
          ctx.moveTo(x - 5, y + 3);
          ctx.lineTo(x, y - 4);
          ctx.lineTo(x + 5, y + 3);
        }
      }
      ctx.stroke();
      break;
    case 'cracks':
      for (let o = -2 * r; o <= 2 * r; o += step * 1.4) {
        ctx.moveTo(cx + o - r, cy + r);
        ctx.lineTo(cx + o + r, cy - r);
      }
      ctx.stroke();
      break;
  }
  ctx.restore();
}

/** The outline of a building: dwelling a small house, trading house a wide house, temple a dome, stronghold a keep, sanctuary a wide dome. */
export function buildingPath(ctx: Context, kind: BuildingKind, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  switch (kind) {
    case 'D':
      ctx.moveTo(cx - r * 0.8, cy + r * 0.75);
      ctx.lineTo(cx - r * 0.8, cy - r * 0.15);
      ctx.lineTo(cx, cy - r * 0.85);
      ctx.lineTo(cx + r * 0.8, cy - r * 0.15);
      ctx.lineTo(cx + r * 0.8, cy + r * 0.75);
      break;
    case 'TP':
      ctx.moveTo(cx - r * 1.05, cy + r * 0.8);
      ctx.lineTo(cx - r * 1.05, cy - r * 0.3);
      ctx.lineTo(cx - r * 0.4, cy - r * 0.95);
      ctx.lineTo(cx + r * 0.4, cy - r * 0.95);
      ctx.lineTo(cx + r * 1.05, cy - r * 0.3);
      ctx.lineTo(cx + r * 1.05, cy + r * 0.8);
      break;
    case 'TE':
      ctx.moveTo(cx - r * 0.95, cy + r * 0.8);
      ctx.lineTo(cx - r * 0.95, cy);
      ctx.arc(cx, cy, r * 0.95, Math.PI, 0);
      ctx.lineTo(cx + r * 0.95, cy + r * 0.8);
      break;
    case 'SH': {
      // A keep with three merlons.
      const w = r * 1.05;
      const top = cy - r * 0.95;
      ctx.moveTo(cx - w, cy + r * 0.85);
      ctx.lineTo(cx - w, top);
      const merlon = (2 * w) / 5;
      for (let i = 0; i < 5; i++) {
        const x = cx - w + i * merlon;
        const y = i % 2 === 0 ? top : top + r * 0.3;
        ctx.lineTo(x, y);
        ctx.lineTo(x + merlon, y);
      }
      ctx.lineTo(cx + w, cy + r * 0.85);
      break;
    }
    case 'SA':
      ctx.moveTo(cx - r * 1.3, cy + r * 0.8);
      ctx.lineTo(cx - r * 1.3, cy);
      ctx.arc(cx - r * 0.55, cy, r * 0.75, Math.PI, 0);
      ctx.arc(cx + r * 0.55, cy, r * 0.75, Math.PI, 0);
      ctx.lineTo(cx + r * 1.3, cy + r * 0.8);
      break;
  }
  ctx.closePath();
}

/** A building in its faction's colour with a dark rim, a light halo, and the faction code on it. */
export function drawBuilding(ctx: Context, kind: BuildingKind, mark: SeatMark, cx: number, cy: number, r: number): void {
  buildingPath(ctx, kind, cx, cy, r);
  ctx.lineJoin = 'round';
  ctx.lineWidth = 7;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = mark.colour;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#111111';
  ctx.stroke();
  ctx.fillStyle = mark.ink;
  ctx.font = font({ size: Math.max(18, r * 0.8), bold: true, family: SANS_CONDENSED });
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(mark.code, cx, cy + r * 0.2);
}

/** A round token of a seat (cult markers, turn order, priests). */
export function drawSeatToken(ctx: Context, mark: SeatMark, cx: number, cy: number, r: number, faded = false): void {
  ctx.save();
  if (faded) ctx.globalAlpha = 0.45;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = mark.colour;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#111111';
  ctx.stroke();
  ctx.fillStyle = mark.ink;
  ctx.font = font({ size: Math.max(18, r * 1.05), bold: true, family: SANS_CONDENSED });
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(mark.code, cx, cy + 1);
  ctx.restore();
}

/** The dot on a terraformed hex in the colour of the terrain printed there. */
export function drawPrintedDot(ctx: Context, cx: number, cy: number, r: number, colour: string): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#111111';
  ctx.stroke();
}
