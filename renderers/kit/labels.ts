/** Coordinate labels for boards: spreadsheet-style column letters and 1-based row numbers. */
import type { Context } from './canvas';
import { drawText } from './text';

/** 0 → A, 25 → Z, 26 → AA: the column names players type and read. */
export function columnLetter(index: number): string {
  let n = index;
  let name = '';
  do {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return name;
}

/** 0 → "1". */
export const rowNumber = (index: number) => String(index + 1);

/** "B3" for column 1, row 2. */
export const cellName = (col: number, row: number) => `${columnLetter(col)}${rowNumber(row)}`;

export interface GridLabelStyle {
  size: number;
  colour: string;
  bold?: boolean;
}

/**
 * Labels a rectangular grid: column letters above (and below if asked) and row numbers to the left (and right).
 * `left`/`top` is the grid's corner, `cell` the cell pitch, `gap` the distance of labels from the grid.
 */
export function drawGridLabels(
  ctx: Context,
  grid: { left: number; top: number; cols: number; rows: number; cellW: number; cellH: number; gap: number },
  style: GridLabelStyle,
  options: { bothSides?: boolean; colLabel?: (i: number) => string; rowLabel?: (i: number) => string } = {},
): void {
  const colLabel = options.colLabel ?? columnLetter;
  const rowLabel = options.rowLabel ?? rowNumber;
  const text = { size: style.size, colour: style.colour, bold: style.bold ?? true, align: 'center' as const };
  for (let c = 0; c < grid.cols; c++) {
    const x = grid.left + (c + 0.5) * grid.cellW;
    drawText(ctx, colLabel(c), x, grid.top - grid.gap, text);
    if (options.bothSides) drawText(ctx, colLabel(c), x, grid.top + grid.rows * grid.cellH + grid.gap, text);
  }
  for (let r = 0; r < grid.rows; r++) {
    const y = grid.top + (r + 0.5) * grid.cellH;
    drawText(ctx, rowLabel(r), grid.left - grid.gap, y, text);
    if (options.bothSides) drawText(ctx, rowLabel(r), grid.left + grid.cols * grid.cellW + grid.gap, y, text);
  }
}
