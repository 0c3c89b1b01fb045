/**
 * Icons drawn in code (no image files): each paints itself centred on (cx, cy) inside a square of side
 * `size`. An optional colour replaces the main fill (e.g. a builder pawn in its player's colour).
 */
import type { Context } from './canvas';
import { darken, lighten } from './colour';
import { polygonPath, roundedRectPath } from './shapes';

export type IconPainter = (ctx: Context, cx: number, cy: number, size: number, colour?: string) => void;

const OUTLINE = '#2a2118';

function outline(ctx: Context, size: number, colour = OUTLINE): void {
  ctx.lineWidth = Math.max(1.5, size * 0.06);
  ctx.strokeStyle = colour;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke();
}

function disc(ctx: Context, cx: number, cy: number, r: number, fill: string): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

export const coin: IconPainter = (ctx, cx, cy, size, colour = '#e8b923') => {
  const r = size * 0.45;
  disc(ctx, cx, cy, r, colour);
  outline(ctx, size, darken(colour, 0.45));
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.68, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1, size * 0.05);
  ctx.strokeStyle = darken(colour, 0.25);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx - r * 0.25, cy - r * 0.25, r * 0.22, 0, Math.PI * 2);
  ctx.fillStyle = lighten(colour, 0.55);
  ctx.fill();
};

export const brick: IconPainter = (ctx, cx, cy, size, colour = '#b9532f') => {
  const w = size * 0.9;
  const h = size * 0.56;
  const box = { x: cx - w / 2, y: cy - h / 2, w, h };
  roundedRectPath(ctx, box, size * 0.06);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  // Mortar lines: one course across, staggered joints above and below.
  ctx.beginPath();
  ctx.moveTo(box.x, cy);
  ctx.lineTo(box.x + w, cy);
  ctx.moveTo(cx, box.y);
  ctx.lineTo(cx, cy);
  ctx.moveTo(box.x + w * 0.25, cy);
  ctx.lineTo(box.x + w * 0.25, box.y + h);
  ctx.moveTo(box.x + w * 0.75, cy);
  ctx.lineTo(box.x + w * 0.75, box.y + h);
  ctx.lineWidth = Math.max(1, size * 0.05);
  ctx.strokeStyle = lighten(colour, 0.6);
  ctx.stroke();
};

export const gear: IconPainter = (ctx, cx, cy, size, colour = '#5f6b78') => {
  const teeth = 8;
  const outer = size * 0.47;
  const inner = size * 0.35;
  ctx.beginPath();
  for (let i = 0; i < teeth * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const a0 = ((i - 0.5) * Math.PI) / teeth;
    const a1 = ((i + 0.5) * Math.PI) / teeth;
    ctx.lineTo(cx + radius * Math.cos(a0), cy + radius * Math.sin(a0));
    ctx.lineTo(cx + radius * Math.cos(a1), cy + radius * Math.sin(a1));
  }
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  disc(ctx, cx, cy, size * 0.14, '#f4efe6');
  ctx.beginPath();
  ctx.arc(cx, cy, size * 0.14, 0, Math.PI * 2);
  outline(ctx, size * 0.7);
};

/** A five-pointed star path. */
export function starPath(ctx: Context, cx: number, cy: number, outer: number, inner = outer * 0.45): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
  ctx.closePath();
}

export const star: IconPainter = (ctx, cx, cy, size, colour = '#f2c230') => {
  starPath(ctx, cx, cy + size * 0.04, size * 0.5);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size, darken(colour, 0.55));
};

/** A Roman column: capital, fluted shaft, base. Used inside the influence token and the temple. */
function column(ctx: Context, cx: number, top: number, bottom: number, width: number, colour: string): void {
  const cap = (bottom - top) * 0.16;
  ctx.fillStyle = colour;
  ctx.fillRect(cx - width * 0.7, top, width * 1.4, cap);
  ctx.fillRect(cx - width / 2, top + cap, width, bottom - top - 2 * cap);
  ctx.fillRect(cx - width * 0.7, bottom - cap, width * 1.4, cap);
}

export const influence: IconPainter = (ctx, cx, cy, size, colour = '#7a3d8f') => {
  const r = size * 0.46;
  disc(ctx, cx, cy, r, colour);
  outline(ctx, size, darken(colour, 0.5));
  column(ctx, cx, cy - r * 0.58, cy + r * 0.58, r * 0.38, '#ffffff');
};

export const crown: IconPainter = (ctx, cx, cy, size, colour = '#e3b12b') => {
  const w = size * 0.9;
  const h = size * 0.66;
  const left = cx - w / 2;
  const top = cy - h / 2;
  ctx.beginPath();
  ctx.moveTo(left, top + h);
  ctx.lineTo(left, top + h * 0.15);
  ctx.lineTo(left + w * 0.27, top + h * 0.55);
  ctx.lineTo(cx, top);
  ctx.lineTo(left + w * 0.73, top + h * 0.55);
  ctx.lineTo(left + w, top + h * 0.15);
  ctx.lineTo(left + w, top + h);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size, darken(colour, 0.6));
  for (const [x, y] of [[left, top + h * 0.15], [cx, top], [left + w, top + h * 0.15]] as const) {
    disc(ctx, x, y, size * 0.07, '#c0392b');
  }
  ctx.fillStyle = darken(colour, 0.35);
  ctx.fillRect(left + size * 0.04, top + h * 0.78, w - size * 0.08, h * 0.1);
};

/** A builder figure: head and cloak; pass the player colour. */
export const pawn: IconPainter = (ctx, cx, cy, size, colour = '#888888') => {
  const s = size / 2;
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.62, cy + s * 0.92);
  ctx.quadraticCurveTo(cx - s * 0.55, cy - s * 0.05, cx, cy - s * 0.12);
  ctx.quadraticCurveTo(cx + s * 0.55, cy - s * 0.05, cx + s * 0.62, cy + s * 0.92);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  ctx.beginPath();
  ctx.arc(cx, cy - s * 0.5, s * 0.34, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
};

export const temple: IconPainter = (ctx, cx, cy, size, colour = '#f1ece1') => {
  const w = size * 0.9;
  const left = cx - w / 2;
  const top = cy - size * 0.44;
  const roof = size * 0.26;
  ctx.beginPath();
  ctx.moveTo(left, top + roof);
  ctx.lineTo(cx, top);
  ctx.lineTo(left + w, top + roof);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  const base = cy + size * 0.44;
  ctx.beginPath();
  ctx.rect(left, base - size * 0.1, w, size * 0.1);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  const columnTop = top + roof + size * 0.04;
  const columnBottom = base - size * 0.13;
  for (let i = 0; i < 4; i++) {
    const x = left + w * (0.14 + i * 0.24);
    ctx.beginPath();
    ctx.rect(x - size * 0.05, columnTop, size * 0.1, columnBottom - columnTop);
    ctx.fillStyle = colour;
    ctx.fill();
    outline(ctx, size * 0.7);
  }
};

export const house: IconPainter = (ctx, cx, cy, size, colour = '#d9825b') => {
  const s = size / 2;
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.8, cy - s * 0.1);
  ctx.lineTo(cx, cy - s * 0.85);
  ctx.lineTo(cx + s * 0.8, cy - s * 0.1);
  ctx.lineTo(cx + s * 0.8, cy + s * 0.85);
  ctx.lineTo(cx - s * 0.8, cy + s * 0.85);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  ctx.beginPath();
  ctx.rect(cx - s * 0.2, cy + s * 0.3, s * 0.4, s * 0.55);
  ctx.fillStyle = darken(colour, 0.5);
  ctx.fill();
};

export const aqueduct: IconPainter = (ctx, cx, cy, size, colour = '#9fb3c4') => {
  const w = size * 0.94;
  const h = size * 0.62;
  const left = cx - w / 2;
  const top = cy - h / 2;
  ctx.beginPath();
  ctx.moveTo(left, top);
  ctx.lineTo(left + w, top);
  ctx.lineTo(left + w, top + h);
  const arches = 3;
  const span = w / arches;
  for (let i = arches - 1; i >= 0; i--) {
    const archLeft = left + i * span;
    ctx.lineTo(archLeft + span * 0.85, top + h);
    ctx.arc(archLeft + span / 2, top + h * 0.55, span * 0.35, 0, Math.PI, true);
    ctx.lineTo(archLeft + span * 0.15, top + h);
  }
  ctx.lineTo(left, top + h);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  // The water channel on top.
  ctx.fillStyle = '#2f7fc1';
  ctx.fillRect(left + size * 0.04, top + size * 0.03, w - size * 0.08, size * 0.08);
};

export const market: IconPainter = (ctx, cx, cy, size, colour = '#e0b800') => {
  const w = size * 0.9;
  const left = cx - w / 2;
  const top = cy - size * 0.42;
  const stripes = 4;
  for (let i = 0; i < stripes; i++) {
    ctx.beginPath();
    ctx.moveTo(left + (i * w) / stripes, top + size * 0.3);
    ctx.lineTo(left + (i * w) / stripes + size * 0.08, top);
    ctx.lineTo(left + ((i + 1) * w) / stripes - size * 0.08, top);
    ctx.lineTo(left + ((i + 1) * w) / stripes, top + size * 0.3);
    ctx.closePath();
    ctx.fillStyle = i % 2 === 0 ? colour : '#ffffff';
    ctx.fill();
    outline(ctx, size * 0.7);
  }
  ctx.beginPath();
  ctx.rect(left + size * 0.08, top + size * 0.3, w - size * 0.16, size * 0.52);
  ctx.fillStyle = '#c9a36b';
  ctx.fill();
  outline(ctx, size);
  for (const dx of [-0.2, 0, 0.2]) disc(ctx, cx + dx * size, top + size * 0.62, size * 0.08, dx === 0 ? '#d55e00' : '#5aa02c');
};

export const arena: IconPainter = (ctx, cx, cy, size, colour = '#c8553d') => {
  ctx.beginPath();
  ctx.ellipse(cx, cy, size * 0.46, size * 0.36, 0, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  ctx.beginPath();
  ctx.ellipse(cx, cy, size * 0.26, size * 0.17, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#e9d8a6';
  ctx.fill();
  outline(ctx, size * 0.7);
  // Arches around the ring.
  ctx.fillStyle = darken(colour, 0.45);
  for (let i = 0; i < 10; i++) {
    const angle = (i * Math.PI * 2) / 10;
    disc(ctx, cx + Math.cos(angle) * size * 0.36, cy + Math.sin(angle) * size * 0.27, size * 0.035, darken(colour, 0.45));
  }
};

export const school: IconPainter = (ctx, cx, cy, size, colour = '#ffffff') => {
  const s = size / 2;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx, cy - s * 0.55);
    ctx.quadraticCurveTo(cx + side * s * 0.45, cy - s * 0.8, cx + side * s * 0.92, cy - s * 0.6);
    ctx.lineTo(cx + side * s * 0.92, cy + s * 0.65);
    ctx.quadraticCurveTo(cx + side * s * 0.45, cy + s * 0.45, cx, cy + s * 0.7);
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
    outline(ctx, size);
    ctx.beginPath();
    for (let line = 0; line < 3; line++) {
      const y = cy - s * 0.3 + line * s * 0.3;
      ctx.moveTo(cx + side * s * 0.2, y);
      ctx.lineTo(cx + side * s * 0.72, y - s * 0.05);
    }
    ctx.lineWidth = Math.max(1, size * 0.04);
    ctx.strokeStyle = '#6b6257';
    ctx.stroke();
  }
};

export const baths: IconPainter = (ctx, cx, cy, size, colour = '#2f7fc1') => {
  ctx.lineWidth = Math.max(2, size * 0.09);
  ctx.strokeStyle = colour;
  ctx.lineCap = 'round';
  for (let row = 0; row < 3; row++) {
    const y = cy - size * 0.26 + row * size * 0.26;
    ctx.beginPath();
    for (let i = 0; i <= 16; i++) {
      const x = cx - size * 0.42 + (i * size * 0.84) / 16;
      const dy = Math.sin((i / 16) * Math.PI * 3) * size * 0.07;
      if (i === 0) ctx.moveTo(x, y + dy);
      else ctx.lineTo(x, y + dy);
    }
    ctx.stroke();
  }
};

export const carrot: IconPainter = (ctx, cx, cy, size, colour = '#e67e22') => {
  const s = size / 2;
  for (const angle of [-0.5, 0, 0.5]) {
    ctx.beginPath();
    ctx.ellipse(cx + Math.sin(angle) * s * 0.35, cy - s * 0.6, s * 0.12, s * 0.35, angle, 0, Math.PI * 2);
    ctx.fillStyle = '#3d9a3d';
    ctx.fill();
    outline(ctx, size * 0.6);
  }
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.38, cy - s * 0.32);
  ctx.lineTo(cx + s * 0.38, cy - s * 0.32);
  ctx.lineTo(cx, cy + s * 0.95);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
};

export const wheat: IconPainter = (ctx, cx, cy, size, colour = '#d9a520') => {
  const s = size / 2;
  ctx.beginPath();
  ctx.moveTo(cx, cy + s * 0.95);
  ctx.lineTo(cx, cy - s * 0.85);
  ctx.lineWidth = Math.max(2, size * 0.06);
  ctx.strokeStyle = darken(colour, 0.4);
  ctx.stroke();
  for (let i = 0; i < 4; i++) {
    const y = cy - s * 0.6 + i * s * 0.34;
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(cx + side * s * 0.2, y, s * 0.13, s * 0.26, side * 0.5, 0, Math.PI * 2);
      ctx.fillStyle = colour;
      ctx.fill();
      outline(ctx, size * 0.55);
    }
  }
  ctx.beginPath();
  ctx.ellipse(cx, cy - s * 0.8, s * 0.12, s * 0.22, 0, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size * 0.55);
};

export const sheep: IconPainter = (ctx, cx, cy, size, colour = '#ffffff') => {
  const s = size / 2;
  ctx.lineWidth = Math.max(2, size * 0.07);
  ctx.strokeStyle = OUTLINE;
  for (const dx of [-0.45, -0.15, 0.2, 0.45]) {
    ctx.beginPath();
    ctx.moveTo(cx + dx * s, cy + s * 0.3);
    ctx.lineTo(cx + dx * s, cy + s * 0.8);
    ctx.stroke();
  }
  ctx.beginPath();
  const puffs: [number, number, number][] = [
    [-0.45, 0, 0.32],
    [-0.1, -0.2, 0.36],
    [0.3, -0.05, 0.34],
    [0, 0.2, 0.36],
    [-0.4, 0.25, 0.26],
    [0.35, 0.25, 0.28],
  ];
  for (const [dx, dy, r] of puffs) {
    ctx.moveTo(cx + dx * s + r * s, cy + dy * s);
    ctx.arc(cx + dx * s, cy + dy * s, r * s, 0, Math.PI * 2);
  }
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size * 0.8);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(cx + s * 0.72, cy - s * 0.2, s * 0.2, s * 0.27, 0.4, 0, Math.PI * 2);
  ctx.fillStyle = '#3b332b';
  ctx.fill();
};

export const grapes: IconPainter = (ctx, cx, cy, size, colour = '#6c3483') => {
  const s = size / 2;
  ctx.beginPath();
  ctx.ellipse(cx + s * 0.3, cy - s * 0.72, s * 0.34, s * 0.18, -0.4, 0, Math.PI * 2);
  ctx.fillStyle = '#3d9a3d';
  ctx.fill();
  outline(ctx, size * 0.6);
  const rows = [3, 3, 2, 1];
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i++) {
      const x = cx + (i - (count - 1) / 2) * s * 0.42;
      const y = cy - s * 0.35 + row * s * 0.38;
      disc(ctx, x, y, s * 0.22, colour);
      ctx.beginPath();
      ctx.arc(x, y, s * 0.22, 0, Math.PI * 2);
      outline(ctx, size * 0.5);
    }
  });
};

/** A face-down card (deck or hand). */
export const cardBack: IconPainter = (ctx, cx, cy, size, colour = '#6b4f3a') => {
  const w = size * 0.66;
  const h = size * 0.92;
  const box = { x: cx - w / 2, y: cy - h / 2, w, h };
  roundedRectPath(ctx, box, size * 0.08);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  roundedRectPath(ctx, { x: box.x + size * 0.08, y: box.y + size * 0.08, w: w - size * 0.16, h: h - size * 0.16 }, size * 0.05);
  ctx.lineWidth = Math.max(1, size * 0.04);
  ctx.strokeStyle = lighten(colour, 0.5);
  ctx.stroke();
};

/** Several fanned cards: a hand. */
export const hand: IconPainter = (ctx, cx, cy, size, colour = '#6b4f3a') => {
  for (const [angle, dx] of [[-0.3, -0.17], [0, 0], [0.3, 0.17]] as const) {
    ctx.save();
    ctx.translate(cx + dx * size, cy + size * 0.05);
    ctx.rotate(angle);
    cardBack(ctx, 0, 0, size * 0.82, colour);
    ctx.restore();
  }
};

/** An influence (scoring) card: a scroll. */
export const scroll: IconPainter = (ctx, cx, cy, size, colour = '#efe0b9') => {
  const w = size * 0.7;
  const h = size * 0.8;
  ctx.beginPath();
  ctx.rect(cx - w / 2, cy - h / 2, w, h);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  for (const y of [cy - h / 2, cy + h / 2]) {
    ctx.beginPath();
    ctx.ellipse(cx, y, w * 0.6, size * 0.09, 0, 0, Math.PI * 2);
    ctx.fillStyle = darken(colour, 0.15);
    ctx.fill();
    outline(ctx, size * 0.8);
  }
};

/** A laurel wreath: victory points. */
export const laurel: IconPainter = (ctx, cx, cy, size, colour = '#4f8a3c') => {
  const r = size * 0.36;
  for (const side of [-1, 1]) {
    for (let i = 0; i < 6; i++) {
      const angle = Math.PI / 2 + side * (0.35 + i * 0.42);
      const x = cx + Math.cos(angle) * r;
      const y = cy + Math.sin(angle) * r;
      ctx.beginPath();
      ctx.ellipse(x, y, size * 0.075, size * 0.15, angle + (side * Math.PI) / 2.6, 0, Math.PI * 2);
      ctx.fillStyle = colour;
      ctx.fill();
      outline(ctx, size * 0.45);
    }
  }
};

/** The shrine: a small round temple. */
export const shrine: IconPainter = (ctx, cx, cy, size, colour = '#f1ece1') => {
  ctx.beginPath();
  ctx.arc(cx, cy - size * 0.12, size * 0.3, Math.PI, 0);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
  for (const dx of [-0.24, 0, 0.24]) {
    ctx.beginPath();
    ctx.rect(cx + dx * size - size * 0.045, cy - size * 0.1, size * 0.09, size * 0.42);
    ctx.fillStyle = colour;
    ctx.fill();
    outline(ctx, size * 0.6);
  }
  ctx.beginPath();
  ctx.rect(cx - size * 0.4, cy + size * 0.32, size * 0.8, size * 0.1);
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
};

/** A flag marking the start player. */
export const flag: IconPainter = (ctx, cx, cy, size, colour = '#b8c2cc') => {
  const s = size / 2;
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.5, cy + s * 0.9);
  ctx.lineTo(cx - s * 0.5, cy - s * 0.9);
  ctx.lineWidth = Math.max(2, size * 0.08);
  ctx.strokeStyle = OUTLINE;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.5, cy - s * 0.9);
  ctx.lineTo(cx + s * 0.75, cy - s * 0.5);
  ctx.lineTo(cx - s * 0.5, cy - s * 0.05);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  outline(ctx, size);
};

/** A right-pointing arrow (turn order, "acts next"). */
export const arrow: IconPainter = (ctx, cx, cy, size, colour = '#1d1a16') => {
  polygonPath(ctx, cx, cy, size * 0.42, 3, 0);
  ctx.fillStyle = colour;
  ctx.fill();
};

export const ICONS = {
  coin,
  brick,
  gear,
  star,
  influence,
  crown,
  pawn,
  temple,
  house,
  aqueduct,
  market,
  arena,
  school,
  baths,
  carrot,
  wheat,
  sheep,
  grapes,
  cardBack,
  hand,
  scroll,
  laurel,
  shrine,
  flag,
  arrow,
} satisfies Record<string, IconPainter>;

export type IconName = keyof typeof ICONS;

export function drawIcon(ctx: Context, name: IconName, cx: number, cy: number, size: number, colour?: string): void {
  ctx.save();
  ICONS[name](ctx, cx, cy, size, colour);
  ctx.restore();
}
