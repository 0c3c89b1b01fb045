/** Fixed geometry of the City of Rome board image (pixels). Cities sit two per row, largest window 5×5. */
import type { Box } from '../kit/text';
import { MAX_WINDOW } from './city-window';

export const WIDTH = 1520;
export const MARGIN = 24;
export const GAP = 20;
export const TITLE_HEIGHT = 84;
export const TABLE_HEIGHT = 300;
export const LEGEND_HEIGHT = 56;

export const CELL = 120;
export const CITY_GUTTER = 34;
export const CITY_HEADER = 128;
export const PANEL_PAD = 14;
export const PANEL_WIDTH = (WIDTH - 2 * MARGIN - GAP) / 2;
export const PANEL_HEIGHT = CITY_HEADER + CITY_GUTTER + MAX_WINDOW * CELL + PANEL_PAD;

export const STRIP_WIDTH = 624;
export const OFFER_WIDTH = 560;

export interface BoardLayout {
  width: number;
  height: number;
  title: Box;
  strip: Box;
  offer: Box;
  influence: Box;
  /** One panel per seat, in seat order. */
  cities: Box[];
  legend: Box;
}

export function boardLayout(seats: number): BoardLayout {
  const tableTop = MARGIN + TITLE_HEIGHT;
  const citiesTop = tableTop + TABLE_HEIGHT + GAP;
  const rows = Math.ceil(seats / 2);
  const legendTop = citiesTop + rows * PANEL_HEIGHT + (rows - 1) * GAP + GAP;
  const cities = Array.from({ length: seats }, (_, seat) => ({
    x: MARGIN + (seat % 2) * (PANEL_WIDTH + GAP),
    y: citiesTop + Math.floor(seat / 2) * (PANEL_HEIGHT + GAP),
    w: PANEL_WIDTH,
    h: PANEL_HEIGHT,
  }));
  const offerX = MARGIN + STRIP_WIDTH + GAP;
  const influenceX = offerX + OFFER_WIDTH + GAP;
  return {
    width: WIDTH,
    height: legendTop + LEGEND_HEIGHT + MARGIN,
    title: { x: MARGIN, y: MARGIN, w: WIDTH - 2 * MARGIN, h: TITLE_HEIGHT - 12 },
    strip: { x: MARGIN, y: tableTop, w: STRIP_WIDTH, h: TABLE_HEIGHT },
    offer: { x: offerX, y: tableTop, w: OFFER_WIDTH, h: TABLE_HEIGHT },
    influence: { x: influenceX, y: tableTop, w: WIDTH - MARGIN - influenceX, h: TABLE_HEIGHT },
    cities,
    legend: { x: MARGIN, y: legendTop, w: WIDTH - 2 * MARGIN, h: LEGEND_HEIGHT },
  };
}

/** Where a board cell of a city lands: the window is centred across the panel's 5×5 area and starts at its top. */
export function cellBox(panel: Box, window: { minRow: number; minCol: number; maxCol: number }, row: number, col: number): Box {
  const area = gridArea(panel);
  const cols = window.maxCol - window.minCol + 1;
  const left = area.x + ((MAX_WINDOW - cols) * CELL) / 2;
  // Top-aligned so the column letters stay right under the header however small the city is.
  const top = area.y;
  return { x: left + (col - window.minCol) * CELL, y: top + (row - window.minRow) * CELL, w: CELL, h: CELL };
}

/** The 5×5 cell area of a city panel (below the header, right of the row labels). */
export function gridArea(panel: Box): Box {
  const x = panel.x + (panel.w - MAX_WINDOW * CELL) / 2 + CITY_GUTTER / 2;
  return { x, y: panel.y + CITY_HEADER + CITY_GUTTER, w: MAX_WINDOW * CELL, h: MAX_WINDOW * CELL };
}
