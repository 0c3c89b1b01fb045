/**
 * The cult board: four tracks (steps 0–10, power steps 3/5/7/10 marked) with each seat's token on its step,
 * the priest order spaces (3, 2, 2, 2) under each track, and the town keys players hold.
 */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { CULT_POWER, CULT_SPACES, CULTS, type Cult } from '../../data/terra-mystica/tiles';
import { t, tx } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { darken, inkOn, lighten } from '../kit/colour';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { drawSeatToken } from './pieces';
import { CULT_COLOUR, seatMark } from './style';

const PAD = 14;
const HEADER = 40;
const STEP_LABEL = 44;
const COLUMN_HEAD = 36;
const SPACES_HEIGHT = 48;
const KEYS_HEIGHT = 40;
export const CULT_TOKEN = 17;
const TOP_STEP = 10;

export interface CultGeometry {
  columns: Box[];
  /** Vertical centre of a step's row. */
  stepY: (step: number) => number;
  /** The order space boxes under each cult, in placement order. */
  spaces: Record<Cult, Box[]>;
  keys: Box;
}

export function cultGeometry(box: Box): CultGeometry {
  const left = box.x + PAD + STEP_LABEL;
  const width = (box.w - 2 * PAD - STEP_LABEL) / CULTS.length;
  const trackTop = box.y + HEADER + COLUMN_HEAD;
  const trackHeight = box.h - HEADER - COLUMN_HEAD - SPACES_HEIGHT - KEYS_HEIGHT - PAD;
  const rowHeight = trackHeight / (TOP_STEP + 1);
  const columns = CULTS.map((_, i) => ({ x: left + i * width, y: box.y + HEADER, w: width, h: COLUMN_HEAD + trackHeight }));
  const spacesTop = trackTop + trackHeight + 6;
  const spaces = Object.fromEntries(
    CULTS.map((cult, i) => {
      const slot = (width - 8) / CULT_SPACES.length;
      return [cult, CULT_SPACES.map((_, k) => ({ x: columns[i].x + 4 + k * slot + 2, y: spacesTop, w: slot - 4, h: SPACES_HEIGHT - 10 }))];
    }),
  ) as Record<Cult, Box[]>;
  return {
    columns,
    stepY: (step) => trackTop + (TOP_STEP - step + 0.5) * rowHeight,
    spaces,
    keys: { x: box.x + PAD, y: spacesTop + SPACES_HEIGHT, w: box.w - 2 * PAD, h: KEYS_HEIGHT - 4 },
  };
}

/** x-positions of `count` tokens shared in a column, squeezed closer when they would not fit. */
function tokenXs(column: Box, count: number): number[] {
  const pitch = Math.min(2 * CULT_TOKEN + 4, (column.w - 2 * CULT_TOKEN - 8) / Math.max(1, count - 1));
  const span = pitch * (count - 1);
  const start = column.x + column.w / 2 - span / 2;
  return Array.from({ length: count }, (_, i) => start + i * pitch);
}

export function drawCults(ctx: Context, box: Box, view: TmView, locale: Locale): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  drawText(ctx, t(locale, tx('render.tm.cults')), box.x + PAD, box.y + HEADER / 2 + 2, { size: 24, bold: true, colour: THEME.ink });
  const geometry = cultGeometry(box);
  const powerAt = new Map(CULT_POWER.map(({ step, pw }) => [step, pw]));
  for (let step = 0; step <= TOP_STEP; step++) {
    const y = geometry.stepY(step);
    const power = powerAt.get(step);
    drawText(ctx, String(step), box.x + PAD + STEP_LABEL / 2 - 4, y, { size: 18, bold: power !== undefined, colour: THEME.ink, align: 'center' });
    if (power !== undefined) {
      // Power steps get a rule across the tracks.
      ctx.fillStyle = darken(THEME.gridLine, 0.15);
      ctx.fillRect(geometry.columns[0].x, y - 1, geometry.columns[3].x + geometry.columns[3].w - geometry.columns[0].x, 2);
    }
  }
  CULTS.forEach((cult, i) => {
    const column = geometry.columns[i];
    const colour = CULT_COLOUR[cult];
    const track = { x: column.x + 3, y: column.y + COLUMN_HEAD, w: column.w - 6, h: column.h - COLUMN_HEAD };
    ctx.fillStyle = lighten(colour, 0.75);
    ctx.fillRect(track.x, track.y, track.w, track.h);
    drawPanel(ctx, { x: column.x + 3, y: column.y, w: column.w - 6, h: COLUMN_HEAD - 4 }, { fill: colour, stroke: darken(colour, 0.4), radius: 6 });
    drawFittedText(ctx, t(locale, tx(`tm.cult.${cult}`)), { x: column.x + 8, y: column.y, w: column.w - 16, h: COLUMN_HEAD - 4 }, {
      size: 22,
      minSize: 18,
      bold: true,
      colour: inkOn(colour),
      align: 'center',
    });
    for (let step = 0; step <= TOP_STEP; step++) {
      const seats = view.players.filter((player) => player.cults[i] === step).map((player) => player.seat);
      const xs = tokenXs(column, seats.length);
      seats.forEach((seat, k) => drawSeatToken(ctx, seatMark(view, seat), xs[k], geometry.stepY(step), CULT_TOKEN));
    }
    view.cultSpaces[cult].forEach((occupant, k) => {
      const space = geometry.spaces[cult][k];
      drawPanel(ctx, space, { fill: '#ffffff', stroke: darken(colour, 0.3), lineWidth: 2, radius: 5 });
      if (occupant === null) {
        drawText(ctx, String(CULT_SPACES[k]), space.x + space.w / 2, space.y + space.h / 2, { size: 18, bold: true, colour: THEME.mutedInk, align: 'center' });
      } else {
        drawSeatToken(ctx, seatMark(view, occupant), space.x + space.w / 2, space.y + space.h / 2, CULT_TOKEN);
      }
    });
  });
  drawKeys(ctx, geometry.keys, view, locale);
}

function drawKeys(ctx: Context, box: Box, view: TmView, locale: Locale): void {
  const label = `${t(locale, tx('render.tm.keys'))}:`;
  drawText(ctx, label, box.x, box.y + box.h / 2, { size: 20, bold: true, colour: THEME.ink });
  let x = box.x + measureText(ctx, label, { size: 20, bold: true }) + 12;
  const holders = view.players.filter((player) => player.keys > 0);
  if (holders.length === 0) drawText(ctx, t(locale, tx('render.tm.none')), x, box.y + box.h / 2, { size: 20, colour: THEME.ink });
  for (const player of holders) {
    drawSeatToken(ctx, seatMark(view, player.seat), x + CULT_TOKEN, box.y + box.h / 2, CULT_TOKEN);
    drawText(ctx, `×${player.keys}`, x + 2 * CULT_TOKEN + 4, box.y + box.h / 2, { size: 20, bold: true, colour: THEME.ink });
    x += 2 * CULT_TOKEN + 50;
  }
}
