/** Fixed geometry of the Pandoria image (pixels): title, hex board left, market and supply right, players below. */
import { COLUMNS, ROW_COUNT } from '../../data/pandoria/board';
import { axialToPixel, offsetToAxial, type HexLayout } from '../kit/hex';
import type { Box } from '../kit/text';

export const WIDTH = 1520;
export const MARGIN = 24;
export const GAP = 20;
export const TITLE_HEIGHT = 76;
/** Centre-to-corner size of a board hex: 80 px wide, 69 px tall. */
export const HEX = 40;
export const BOARD_PAD = 12;
export const BOARD_WIDTH = Math.ceil((COLUMNS.length - 1) * 1.5 * HEX + 2 * HEX + 2 * BOARD_PAD);
export const BOARD_HEIGHT = Math.ceil((ROW_COUNT + 0.5) * Math.sqrt(3) * HEX + 2 * BOARD_PAD);
export const PLAYER_HEIGHT = 318;
/** Family versions have no building slots, so their realm boards are shorter. */
export const COMPACT_PLAYER_HEIGHT = 206;
export const PLAYER_WIDTH = (WIDTH - 2 * MARGIN - GAP) / 2;

export interface PandoriaLayout {
  width: number;
  height: number;
  title: Box;
  board: Box;
  side: Box;
  /** One panel per seat, in seat order, two per row. */
  players: Box[];
}

/** Panel height for a view: compact when no player has building slots (family versions). */
export const playerPanelHeight = (view: { players: readonly { slots: readonly unknown[] }[] }): number =>
  view.players.every((player) => player.slots.length === 0) ? COMPACT_PLAYER_HEIGHT : PLAYER_HEIGHT;

export function pandoriaLayout(seats: number, playerHeight = PLAYER_HEIGHT): PandoriaLayout {
  const boardTop = MARGIN + TITLE_HEIGHT;
  const sideX = MARGIN + BOARD_WIDTH + GAP;
  const playersTop = boardTop + BOARD_HEIGHT + GAP;
  const rows = Math.ceil(seats / 2);
  const players = Array.from({ length: seats }, (_, seat) => ({
    x: MARGIN + (seat % 2) * (PLAYER_WIDTH + GAP),
    y: playersTop + Math.floor(seat / 2) * (playerHeight + GAP),
    w: PLAYER_WIDTH,
    h: playerHeight,
  }));
  return {
    width: WIDTH,
    height: playersTop + rows * playerHeight + (rows - 1) * GAP + MARGIN,
    title: { x: MARGIN, y: MARGIN, w: WIDTH - 2 * MARGIN, h: TITLE_HEIGHT - 12 },
    board: { x: MARGIN, y: boardTop, w: BOARD_WIDTH, h: BOARD_HEIGHT },
    side: { x: sideX, y: boardTop, w: WIDTH - MARGIN - sideX, h: BOARD_HEIGHT },
    players,
  };
}

/** The hex layout of the board inside its panel: flat-topped, odd columns half a hex lower (data/pandoria/board.ts). */
export function hexLayout(board: Box): HexLayout {
  return {
    orientation: 'flat',
    size: HEX,
    origin: { x: board.x + BOARD_PAD + HEX, y: board.y + BOARD_PAD + (Math.sqrt(3) / 2) * HEX },
  };
}

/** "H7" → column and row indexes. */
export function parseCell(cell: string): { col: number; row: number } {
  const col = COLUMNS.indexOf(cell[0]);
  const row = Number(cell.slice(1));
  if (col < 0 || !Number.isInteger(row)) throw new Error(`not a Pandoria cell: ${cell}`);
  return { col, row };
}

/** Pixel centre of a board cell. */
export function cellCentre(board: Box, cell: string): { x: number; y: number } {
  const { col, row } = parseCell(cell);
  return axialToPixel(offsetToAxial(col, row, 'flat', 'odd'), hexLayout(board));
}

/** The box around a cell's hex (for pixel checks). */
export function cellBox(board: Box, cell: string): Box {
  const { x, y } = cellCentre(board, cell);
  const h = (Math.sqrt(3) / 2) * HEX;
  return { x: x - HEX, y: y - h, w: 2 * HEX, h: 2 * h };
}
