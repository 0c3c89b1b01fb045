/**
 * Helios's own small pictures, drawn in code and centred on (cx, cy) inside a square of side `size`: the
 * resource glyphs (the second cue for land and cube colours), cubes, special tiles, the sun, mana, action
 * symbols and the shapes that mark action tile colours.
 */
import type { ActionSymbol, Resource, SpecialKind } from '../../src/games/helios/types';
import type { Context } from '../kit/canvas';
import { darken, lighten } from '../kit/colour';
import { drawIcon, starPath } from '../kit/icons';
import { hexPath } from '../kit/hex';
import { polygonPath, roundedRectPath } from '../kit/shapes';
import { BOARD, MANA, SUN, TERRAIN, type ColourMark } from './style';

const INK = '#1d1a16';

function stroke(ctx: Context, colour: string, width: number): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/** Redwood: a fir on its trunk. */
function tree(ctx: Context, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  ctx.moveTo(cx, cy - s * 0.48);
  ctx.lineTo(cx + s * 0.36, cy + s * 0.2);
  ctx.lineTo(cx - s * 0.36, cy + s * 0.2);
  ctx.closePath();
  ctx.rect(cx - s * 0.08, cy + s * 0.18, s * 0.16, s * 0.3);
}

/** Granite: a boulder. */
function rock(ctx: Context, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.46, cy + s * 0.34);
  ctx.lineTo(cx - s * 0.3, cy - s * 0.12);
  ctx.lineTo(cx - s * 0.04, cy - s * 0.38);
  ctx.lineTo(cx + s * 0.3, cy - s * 0.26);
  ctx.lineTo(cx + s * 0.46, cy + s * 0.34);
  ctx.closePath();
}

/** Bamboo: two jointed stalks. */
function bamboo(ctx: Context, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  for (const [dx, top] of [[-0.17, -0.48], [0.17, -0.36]] as const) {
    const x = cx + dx * s - s * 0.1;
    for (let k = 0; k < 3; k++) {
      const y0 = cy + top * s + k * s * 0.3;
      const h = k === 2 ? cy + s * 0.48 - y0 : s * 0.26;
      ctx.rect(x, y0, s * 0.2, h);
    }
  }
}

/** Spring: a drop of water. */
function drop(ctx: Context, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  ctx.moveTo(cx, cy - s * 0.5);
  ctx.bezierCurveTo(cx + s * 0.12, cy - s * 0.26, cx + s * 0.38, cy - s * 0.02, cx + s * 0.38, cy + s * 0.16);
  ctx.arc(cx, cy + s * 0.16, s * 0.38, 0, Math.PI);
  ctx.bezierCurveTo(cx - s * 0.38, cy - s * 0.02, cx - s * 0.12, cy - s * 0.26, cx, cy - s * 0.5);
  ctx.closePath();
}

/** Obsidian: a cut crystal. */
function crystal(ctx: Context, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.3, cy - s * 0.3);
  ctx.lineTo(cx + s * 0.3, cy - s * 0.3);
  ctx.lineTo(cx + s * 0.44, cy - s * 0.08);
  ctx.lineTo(cx, cy + s * 0.48);
  ctx.lineTo(cx - s * 0.44, cy - s * 0.08);
  ctx.closePath();
}

const GLYPH_PATHS: Readonly<Record<Resource, (ctx: Context, cx: number, cy: number, s: number) => void>> = {
  brown: tree,
  grey: rock,
  green: bamboo,
  blue: drop,
  black: crystal,
};

/** The glyph of a resource kind, filled with `colour`. */
export function drawResourceGlyph(ctx: Context, resource: Resource, cx: number, cy: number, size: number, colour: string): void {
  GLYPH_PATHS[resource](ctx, cx, cy, size);
  ctx.fillStyle = colour;
  ctx.fill();
}

/** A resource cube: a rounded square in the resource colour with its glyph, rimmed light and dark to stand on any tile. */
export function drawCube(ctx: Context, resource: Resource, cx: number, cy: number, size: number): void {
  const box = { x: cx - size / 2, y: cy - size / 2, w: size, h: size };
  roundedRectPath(ctx, box, size * 0.18);
  ctx.fillStyle = TERRAIN[resource].fill;
  ctx.fill();
  stroke(ctx, '#ffffff', Math.max(3, size * 0.16));
  roundedRectPath(ctx, box, size * 0.18);
  stroke(ctx, INK, Math.max(1.5, size * 0.07));
  drawResourceGlyph(ctx, resource, cx, cy + size * 0.02, size * 0.7, TERRAIN[resource].glyph);
}

/** "Any colour": a white cube with a grey star (costs, bonus fields). */
export function drawAnyCube(ctx: Context, cx: number, cy: number, size: number): void {
  const box = { x: cx - size / 2, y: cy - size / 2, w: size, h: size };
  roundedRectPath(ctx, box, size * 0.18);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  stroke(ctx, INK, Math.max(1.5, size * 0.07));
  starPath(ctx, cx, cy + size * 0.03, size * 0.3);
  ctx.fillStyle = '#9a9a9a';
  ctx.fill();
}

/** A mana stone: a violet gem. */
export function drawMana(ctx: Context, cx: number, cy: number, size: number): void {
  polygonPath(ctx, cx, cy, size * 0.46, 6, 0);
  ctx.fillStyle = MANA;
  ctx.fill();
  stroke(ctx, darken(MANA, 0.5), Math.max(1.5, size * 0.07));
  polygonPath(ctx, cx - size * 0.08, cy - size * 0.08, size * 0.16, 6, 0);
  ctx.fillStyle = lighten(MANA, 0.6);
  ctx.fill();
}

/** The sun: a disc with rays. */
export function drawSun(ctx: Context, cx: number, cy: number, size: number): void {
  const rays = 12;
  const outer = size * 0.5;
  const inner = size * 0.34;
  ctx.beginPath();
  for (let i = 0; i < rays * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (i * Math.PI) / rays - Math.PI / 2;
    ctx.lineTo(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
  ctx.closePath();
  ctx.fillStyle = SUN.rays;
  ctx.fill();
  stroke(ctx, SUN.edge, Math.max(1.5, size * 0.04));
  ctx.beginPath();
  ctx.arc(cx, cy, size * 0.3, 0, Math.PI * 2);
  ctx.fillStyle = SUN.fill;
  ctx.fill();
  stroke(ctx, SUN.edge, Math.max(1.5, size * 0.05));
}

/** The night side of a person: a crescent moon. */
export function drawMoon(ctx: Context, cx: number, cy: number, size: number): void {
  const r = size * 0.42;
  ctx.beginPath();
  ctx.arc(cx, cy, r, Math.PI * 0.3, Math.PI * 1.7);
  ctx.arc(cx + r * 0.5, cy - r * 0.05, r * 0.8, Math.PI * 1.55, Math.PI * 0.45, true);
  ctx.closePath();
  ctx.fillStyle = '#5d6d99';
  ctx.fill();
  stroke(ctx, '#25304f', Math.max(1.5, size * 0.06));
}

/** The picture on a special tile. */
export function drawSpecialIcon(ctx: Context, kind: SpecialKind, cx: number, cy: number, size: number): void {
  const ink = BOARD.specialInk;
  switch (kind) {
    case 'free': {
      // Empty fields round a tile: three open hexes.
      for (const [dx, dy] of [[-0.22, 0.14], [0.22, 0.14], [0, -0.22]] as const) {
        hexPath(ctx, cx + dx * size, cy + dy * size, size * 0.2, 'flat');
        ctx.setLineDash([size * 0.06, size * 0.05]);
        stroke(ctx, ink, Math.max(2, size * 0.06));
        ctx.setLineDash([]);
      }
      return;
    }
    case 'land':
      for (const [dx, dy] of [[-0.22, 0.14], [0.22, 0.14], [0, -0.22]] as const) {
        hexPath(ctx, cx + dx * size, cy + dy * size, size * 0.2, 'flat');
        ctx.fillStyle = '#8fb86a';
        ctx.fill();
        stroke(ctx, ink, Math.max(1.5, size * 0.05));
      }
      return;
    case 'goods': {
      const cube = size * 0.3;
      drawCube(ctx, 'brown', cx - size * 0.17, cy + size * 0.14, cube);
      drawCube(ctx, 'blue', cx + size * 0.17, cy + size * 0.14, cube);
      drawCube(ctx, 'green', cx, cy - size * 0.17, cube);
      return;
    }
    case 'temples':
      drawIcon(ctx, 'temple', cx, cy, size * 0.62, '#ffffff');
      return;
  }
}

/** The symbol on an action tile: create land (a hex with a plus), build (a temple), move the sun. */
export function drawActionSymbol(ctx: Context, sym: ActionSymbol, cx: number, cy: number, size: number, ink: string): void {
  switch (sym) {
    case 'land':
      hexPath(ctx, cx, cy, size * 0.42, 'flat');
      ctx.fillStyle = '#ffffff';
      ctx.fill();
      stroke(ctx, ink, Math.max(2, size * 0.08));
      ctx.beginPath();
      ctx.moveTo(cx - size * 0.18, cy);
      ctx.lineTo(cx + size * 0.18, cy);
      ctx.moveTo(cx, cy - size * 0.18);
      ctx.lineTo(cx, cy + size * 0.18);
      stroke(ctx, ink, Math.max(2, size * 0.09));
      return;
    case 'build':
      drawIcon(ctx, 'temple', cx, cy, size * 0.8, '#ffffff');
      return;
    case 'sun':
      drawSun(ctx, cx, cy, size * 0.95);
      return;
  }
}

/** The shape that marks an action tile colour (second cue beside the colour itself). */
export function drawColourMark(ctx: Context, mark: ColourMark, cx: number, cy: number, size: number, fill: string, edge: string): void {
  const r = size / 2;
  switch (mark) {
    case 'triangle':
      polygonPath(ctx, cx, cy + r * 0.15, r * 1.1, 3);
      break;
    case 'circle':
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.85, 0, Math.PI * 2);
      break;
    case 'square':
      ctx.beginPath();
      ctx.rect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      break;
    case 'star':
      starPath(ctx, cx, cy + r * 0.05, r * 1.05);
      break;
  }
  ctx.fillStyle = fill;
  ctx.fill();
  stroke(ctx, edge, Math.max(1.5, size * 0.1));
}
