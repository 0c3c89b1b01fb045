/**
 * Fixed geometry of the Helios image (pixels): the title, the shared display (action tiles, land and special
 * tiles, persons), one panel per player two to a row, and the legend.
 */
import { axialToPixel, type HexLayout } from '../kit/hex';
import type { Box } from '../kit/text';

export const WIDTH = 1520;
export const MARGIN = 24;
export const GAP = 20;
export const TITLE_HEIGHT = 84;
export const DISPLAY_HEIGHT = 318;
export const LEGEND_HEIGHT = 132;

/** Corner-to-centre distance of a board hex. */
export const HEX = 37;
/** The board (radius 4, flat-top hexes) is 14 hex sizes wide and 9 hex heights tall. */
export const BOARD_WIDTH = 14 * HEX;
export const BOARD_HEIGHT = Math.ceil(9 * Math.sqrt(3) * HEX);

export const PANEL_PAD = 14;
export const PANEL_HEADER = 102;
export const ROWS_HEIGHT = 66;
export const PANEL_WIDTH = (WIDTH - 2 * MARGIN - GAP) / 2;
export const PANEL_HEIGHT = PANEL_HEADER + BOARD_HEIGHT + 8 + ROWS_HEIGHT + PANEL_PAD;

export const ACTIONS_WIDTH = 420;
export const OFFER_WIDTH = 410;

export interface HeliosLayout {
  width: number;
  height: number;
  title: Box;
  actions: Box;
  offer: Box;
  persons: Box;
  /** One panel per seat, in seat order. */
  panels: Box[];
  legend: Box;
}

export function heliosLayout(seats: number): HeliosLayout {
  const displayTop = MARGIN + TITLE_HEIGHT;
  const panelsTop = displayTop + DISPLAY_HEIGHT + GAP;
  const rows = Math.ceil(seats / 2);
  const panels = Array.from({ length: seats }, (_, seat) => ({
    x: MARGIN + (seat % 2) * (PANEL_WIDTH + GAP),
    y: panelsTop + Math.floor(seat / 2) * (PANEL_HEIGHT + GAP),
    w: PANEL_WIDTH,
    h: PANEL_HEIGHT,
  }));
  // With an odd number of players the legend fills the free place beside the last panel; else it goes below.
  const besideLast = seats % 2 === 1;
  const legendTop = panelsTop + rows * (PANEL_HEIGHT + GAP);
  const legend = besideLast
    ? { x: MARGIN + PANEL_WIDTH + GAP, y: panels[seats - 1].y, w: PANEL_WIDTH, h: PANEL_HEIGHT }
    : { x: MARGIN, y: legendTop, w: WIDTH - 2 * MARGIN, h: LEGEND_HEIGHT };
  const offerX = MARGIN + ACTIONS_WIDTH + GAP;
  const personsX = offerX + OFFER_WIDTH + GAP;
  return {
    width: WIDTH,
    height: besideLast ? legendTop - GAP + MARGIN : legendTop + LEGEND_HEIGHT + MARGIN,
    title: { x: MARGIN, y: MARGIN, w: WIDTH - 2 * MARGIN, h: TITLE_HEIGHT - 12 },
    actions: { x: MARGIN, y: displayTop, w: ACTIONS_WIDTH, h: DISPLAY_HEIGHT },
    offer: { x: offerX, y: displayTop, w: OFFER_WIDTH, h: DISPLAY_HEIGHT },
    persons: { x: personsX, y: displayTop, w: WIDTH - MARGIN - personsX, h: DISPLAY_HEIGHT },
    panels,
    legend,
  };
}

export interface PanelParts {
  header: Box;
  board: Box;
  /** Beside the board: buildings and persons. */
  side: Box;
  /** Under the board: the three rows of used action tiles. */
  rows: Box;
}

export function panelParts(panel: Box): PanelParts {
  const inner = { x: panel.x + PANEL_PAD, w: panel.w - 2 * PANEL_PAD };
  const boardTop = panel.y + PANEL_HEADER;
  const board = { x: inner.x, y: boardTop, w: BOARD_WIDTH, h: BOARD_HEIGHT };
  const sideX = board.x + board.w + 12;
  return {
    header: { x: inner.x, y: panel.y, w: inner.w, h: PANEL_HEADER },
    board,
    side: { x: sideX, y: boardTop, w: inner.x + inner.w - sideX, h: BOARD_HEIGHT },
    rows: { x: inner.x, y: boardTop + BOARD_HEIGHT + 8, w: inner.w, h: ROWS_HEIGHT },
  };
}

/** The hex layout of a board box: flat-top hexes, north up, the centre field in the middle of the box. */
export function boardHexLayout(board: Box): HexLayout {
  return { orientation: 'flat', size: HEX, origin: { x: board.x + board.w / 2, y: board.y + board.h / 2 } };
}

/** The pixel centre of a board cell (axial q, r) in a board box. */
export function cellCentre(board: Box, cell: { q: number; r: number }): { x: number; y: number } {
  return axialToPixel(cell, boardHexLayout(board));
}
