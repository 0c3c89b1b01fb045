/** Geometry of the Terra Mystica image: title, map, table row (cults | tiles), tile supply, faction panels, legend. */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import type { Box } from '../kit/text';
import { chipRows } from './faction-tiles';
import { FACTION_PAD, factionHeight } from './factions';
import { incomeShown } from './income';
import { mapHeight } from './map';
import { supplyHeight, supplyTowns } from './supply';

export const WIDTH = 1500;
export const MARGIN = 20;
export const GAP = 16;
export const TITLE_HEIGHT = 72;
export const MAP_PAD = 12;
export const TABLE_HEIGHT = 720;
export const CULT_WIDTH = 760;
export const LEGEND_HEIGHT = 192;

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
  /** One panel per seat, two per row, all as tall as the one with the most tile rows. */
  factions: Box[];
  /** Rows of tile chips in every faction panel. */
  chipRows: number;
  legend: Box;
}

/**
 * Height of the picture that shows the title and the map alone (the panel's picture when hexes are highlighted): the
 * map's own coordinates stay as in the whole table.
 */
export function mapPictureHeight(layout: TmLayout): number {
  return layout.mapPanel.y + layout.mapPanel.h + MARGIN;
}

/** The layout depends on the view: panel heights follow the tiles held, the supply the town tiles in play. */
export function tmLayout(view: TmView, locale: Locale): TmLayout {
  const { cells } = view;
  const seats = view.players.length;
  const inner = WIDTH - 2 * MARGIN;
  const mapTop = MARGIN + TITLE_HEIGHT + GAP;
  const hexHeight = mapHeight(cells, inner - 2 * MAP_PAD);
  const mapPanel = { x: MARGIN, y: mapTop, w: inner, h: hexHeight + 2 * MAP_PAD };
  const tableTop = mapPanel.y + mapPanel.h + GAP;
  const supplyTop = tableTop + TABLE_HEIGHT + GAP;
  const supply = supplyHeight(supplyTowns(view).length);
  const factionTop = supplyTop + supply + GAP;
  const factionWidth = (inner - GAP) / 2;
  const rows = Math.max(1, ...view.players.map((player) => chipRows(locale, player, factionWidth - 2 * FACTION_PAD)));
  const panelHeight = factionHeight(rows, incomeShown(view));
  const factions = Array.from({ length: seats }, (_, seat) => ({
    x: MARGIN + (seat % 2) * (factionWidth + GAP),
    y: factionTop + Math.floor(seat / 2) * (panelHeight + GAP),
    w: factionWidth,
    h: panelHeight,
  }));
  const legendTop = factionTop + Math.ceil(seats / 2) * (panelHeight + GAP);
  return {
    width: WIDTH,
    height: legendTop + LEGEND_HEIGHT + MARGIN,
    title: { x: MARGIN, y: MARGIN, w: inner, h: TITLE_HEIGHT },
    mapPanel,
    map: { x: MARGIN + MAP_PAD, y: mapTop + MAP_PAD, w: inner - 2 * MAP_PAD, h: hexHeight },
    cults: { x: MARGIN, y: tableTop, w: CULT_WIDTH, h: TABLE_HEIGHT },
    tiles: { x: MARGIN + CULT_WIDTH + GAP, y: tableTop, w: inner - CULT_WIDTH - GAP, h: TABLE_HEIGHT },
    supply: { x: MARGIN, y: supplyTop, w: inner, h: supply },
    factions,
    chipRows: rows,
    legend: { x: MARGIN, y: legendTop, w: inner, h: LEGEND_HEIGHT },
  };
}
