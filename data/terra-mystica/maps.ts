/**
 * Map layouts. One string per row, one character per slot: a terrain code or `~` for a river cell.
 * Rows are lettered from A; odd rows (B, D, F, …) are shifted half a hex to the right. Land hexes are
 * numbered per row from 1 skipping river cells; river cells are r0, r1, … in reading order.
 * An empty string is a row without cells (snellman's Lakes map starts with an empty row A).
 * Source: facts.md §2.2 (base map, [TM:Constants] @base_map) and §2.3 (Fjords v2.1, Loon Lakes v1.6,
 * [ext-maps], hash-verified against snellman's map ids there).
 */
export type MapId = 'base' | 'fjords' | 'lakes';

export interface MapLayout {
  id: MapId;
  /** snellman map id (SHA-1 of its terrain string). */
  snellmanId: string;
  rows: readonly string[];
}

export const MAPS: Record<MapId, MapLayout> = {
  base: {
    id: 'base',
    snellmanId: '126fe960806d587c78546b30f1a90853b1ada468',
    rows: [
      'USGBYRUKRGBRK',
      'Y~~UK~~YK~~Y',
      '~~K~S~G~G~S~~',
      'GBY~~RB~R~RU',
      'KURBKUSY~~GKB',
      'SG~~YG~~~USU',
      '~~~S~R~G~YKBY',
      'YBU~~~BK~SUS',
      'RKSBRGYUS~BGR',
    ],
  },
  fjords: {
    id: 'fjords',
    snellmanId: '2afadc63f4d81e850b7c16fb21a1dcd29658c392',
    rows: [
      'GK~UYSKSYRKBY',
      'BU~BGR~~~~~U',
      'SGR~~U~KSUY~S',
      '~~~S~~GRBGR~',
      'RSY~BR~UYSU~K',
      'KU~GYG~SBG~S',
      'YB~KSKB~UK~GR',
      'G~URUYR~~~RB',
      'K~~GBSB~GYKUY',
    ],
  },
  lakes: {
    id: 'lakes',
    snellmanId: 'fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1',
    rows: [
      '',
      'SBRUYBYR~~GB',
      'YKG~~KU~GS~UK',
      'U~~GRS~KBR~Y',
      'BRS~YUG~~Y~KR',
      'GY~KB~~R~SGU',
      'S~US~Y~S~UKBR',
      'R~~~RGUKY~~S',
      'YBK~BSB~~SG~B',
      'KU~G~~~GRUYK',
    ],
  },
};

/**
 * Bridgeable hex pairs per map, as derived in facts.md (snellman's setup_valid_bridges); the board code
 * derives them from the geometry and a test checks both agree.
 */
export const BRIDGE_PAIRS: Record<MapId, string> = {
  base:
    'A3:C1 A7:C3 A11:C5 B1:C1 B1:D1 B2:C1 B3:C3 B4:C3 B5:C5 B6:C5 B6:D8 C2:D3 C2:D4 C2:E5 C4:D5 C5:D6 D6:E8 D6:E9 E4:G1 E8:G3 F1:H1 F2:G1 F2:H2 F3:G1 F4:G3 G2:H4 G2:I6 G4:H5 H6:I9',
  fjords:
    'A3:B2 A7:C5 A8:C6 A9:C7 A10:C8 B3:C3 B3:D1 B5:C5 B6:C8 C1:E1 C2:E2 C3:D1 C3:E3 C4:D1 C4:D2 C4:E5 C9:D6 C9:E10 D1:E3 D2:E5 D6:E10 E3:F3 E6:F5 E9:F9 F2:G3 F6:G6 F8:G9 G2:H2 G7:H6 G7:I6 G8:H7 G8:I7 H6:I6',
  lakes:
    'B4:D2 B9:C7 C3:D2 C3:E3 C5:D5 C8:D7 D2:E3 D5:E6 D5:F5 D7:E8 E3:F3 E6:F5 E7:F5 F5:G6 G2:H1 G2:I3 G3:H2 G7:I8 H5:J4 H7:I8 I3:J3 I6:J4',
};
