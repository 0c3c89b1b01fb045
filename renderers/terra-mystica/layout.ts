/** Geometry of the Terra Mystica image: title, map, table row (cults | tiles), tile supply, faction panels, legend. */
import type { TmCellView } from '../../src/games/terra-mystica/view';
import type { Box } from '../kit/text';
import { mapHeight } from './map';

export const WIDTH = 1500;
export const MARGIN = 20;
export const GAP = 16;
export const TITLE_HEIGHT = 72;
export const MAP_PAD = 12;
export const TABLE_HEIGHT = 720;
export const CULT_WIDTH = 760;
export const SUPPLY_HEIGHT = 104;
export const FACTION_HEIGHT = 262;
export const LEGEND_HEIGHT = 148;

export interface TmLayout {
  width: number;
  height: number;
  title: Box;
  /** The map panel, and the hex area inside it. */
  mapPanel: Box;
  map: Box;
  cults: Box;
  tiles: Box;
  /** Favor and town tiles still to take. */
  supply: Box;
  /** One panel per seat, two per row. */
  factions: Box[];
  legend: Box;
}

export function tmLayout(cells: readonly TmCellView[], seats: number): TmLayout {
  const inner = WIDTH - 2 * MARGIN;
  const mapTop = MARGIN + TITLE_HEIGHT + GAP;
  const hexHeight = mapHeight(cells, inner - 2 * MAP_PAD);
  const mapPanel = { x: MARGIN, y: mapTop, w: inner, h: hexHeight + 2 * MAP_PAD };
  const tableTop = mapPanel.y + mapPanel.h + GAP;
  const supplyTop = tableTop + TABLE_HEIGHT + GAP;
  const factionTop = supplyTop + SUPPLY_HEIGHT + GAP;
  const factionWidth = (inner - GAP) / 2;
  const factions = Array.from({ length: seats }, (_, seat) => ({
    x: MARGIN + (seat % 2) * (factionWidth + GAP),
    y: factionTop + Math.floor(seat / 2) * (FACTION_HEIGHT + GAP),
    w: factionWidth,
    h: FACTION_HEIGHT,
  }));
  const rows = Math.ceil(seats / 2);
  const legendTop = factionTop + rows * (FACTION_HEIGHT + GAP);
  return {
    width: WIDTH,
    height: legendTop + LEGEND_HEIGHT + MARGIN,
    title: { x: MARGIN, y: MARGIN, w: inner, h: TITLE_HEIGHT },
    mapPanel,
    map: { x: MARGIN + MAP_PAD, y: mapTop + MAP_PAD, w: inner - 2 * MAP_PAD, h: hexHeight },
    cults: { x: MARGIN, y: tableTop, w: CULT_WIDTH, h: TABLE_HEIGHT },
    tiles: { x: MARGIN + CULT_WIDTH + GAP, y: tableTop, w: inner - CULT_WIDTH - GAP, h: TABLE_HEIGHT },
    supply: { x: MARGIN, y: supplyTop, w: inner, h: SUPPLY_HEIGHT },
    factions,
    legend: { x: MARGIN, y: legendTop, w: inner, h: LEGEND_HEIGHT },
  };
}
