/**
 * The /leaderboard picture: one clean table per game (rank, player, rating, games, wins). All texts come in
 * finished (localized by the caller), so this draws and decides nothing about ratings.
 */
import { createSurface, encodePng } from './kit/canvas';
import { THEME } from './kit/palette';
import { drawPanel } from './kit/shapes';
import { drawFittedText, drawText } from './kit/text';

export interface LeaderboardRow {
  rank: number;
  name: string;
  rating: number;
  games: number;
  wins: number;
}

export interface LeaderboardInput {
  title: string;
  /** One line under the title, e.g. how the rating is computed. */
  note: string;
  /** Column headings: rank, player, rating, games, wins. */
  columns: [string, string, string, string, string];
  sections: { title: string; rows: LeaderboardRow[]; empty: string }[];
}

const WIDTH = 900;
const MARGIN = 32;
const TITLE = 104;
const SECTION_TITLE = 52;
const HEADER = 36;
const ROW = 44;
const GAP = 24;
/** Gold, silver and bronze for the first three places (the number stays printed: colour is never the only cue). */
const MEDALS = ['#d9a520', '#a8a8a8', '#b87333'];

export async function renderLeaderboard(input: LeaderboardInput): Promise<Buffer> {
  const inner = WIDTH - 2 * MARGIN;
  const sectionHeight = (rows: number) => SECTION_TITLE + HEADER + Math.max(1, rows) * ROW + 16;
  const height = TITLE + input.sections.reduce((sum, section) => sum + sectionHeight(section.rows.length) + GAP, 0) + MARGIN - GAP;
  const surface = createSurface(WIDTH, height, THEME.background);
  const { ctx } = surface;
  drawFittedText(ctx, input.title, { x: MARGIN, y: 18, w: inner, h: 48 }, { size: 38, minSize: 22, bold: true, colour: THEME.ink });
  drawFittedText(ctx, input.note, { x: MARGIN, y: 66, w: inner, h: 28 }, { size: 19, minSize: 13, colour: THEME.mutedInk });

  // Column anchors: rank and name from the left, the numbers right-aligned.
  const x = { rank: MARGIN + 36, name: MARGIN + 80, rating: MARGIN + inner - 250, games: MARGIN + inner - 130, wins: MARGIN + inner - 20 };
  let top = TITLE;
  for (const section of input.sections) {
    const h = sectionHeight(section.rows.length);
    drawPanel(ctx, { x: MARGIN - 12, y: top, w: inner + 24, h }, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
    drawFittedText(ctx, section.title, { x: MARGIN + 4, y: top + 8, w: inner - 8, h: SECTION_TITLE - 12 }, { size: 28, minSize: 18, bold: true, colour: THEME.ink });
    const headY = top + SECTION_TITLE + HEADER / 2;
    const head = { size: 18, bold: true, colour: THEME.mutedInk } as const;
    drawText(ctx, input.columns[0], x.rank, headY, { ...head, align: 'center' });
    drawText(ctx, input.columns[1], x.name, headY, head);
    drawText(ctx, input.columns[2], x.rating, headY, { ...head, align: 'right' });
    drawText(ctx, input.columns[3], x.games, headY, { ...head, align: 'right' });
    drawText(ctx, input.columns[4], x.wins, headY, { ...head, align: 'right' });
    let rowTop = top + SECTION_TITLE + HEADER;
    if (section.rows.length === 0) drawText(ctx, section.empty, x.name, rowTop + ROW / 2, { size: 20, colour: THEME.mutedInk });
    section.rows.forEach((row, index) => {
      if (index % 2 === 0) {
        ctx.fillStyle = THEME.background;
        ctx.fillRect(MARGIN, rowTop, inner, ROW);
      }
      const cy = rowTop + ROW / 2;
      const medal = MEDALS[row.rank - 1];
      if (medal) {
        ctx.beginPath();
        ctx.arc(x.rank, cy, 16, 0, Math.PI * 2);
        ctx.fillStyle = medal;
        ctx.fill();
      }
      drawText(ctx, String(row.rank), x.rank, cy + 1, { size: 20, bold: true, colour: THEME.ink, align: 'center' });
      drawFittedText(ctx, row.name, { x: x.name, y: rowTop, w: x.rating - x.name - 110, h: ROW }, { size: 22, minSize: 14, colour: THEME.ink });
      drawText(ctx, String(row.rating), x.rating, cy, { size: 22, bold: true, colour: THEME.ink, align: 'right' });
      drawText(ctx, String(row.games), x.games, cy, { size: 22, colour: THEME.ink, align: 'right' });
      drawText(ctx, String(row.wins), x.wins, cy, { size: 22, colour: THEME.ink, align: 'right' });
      rowTop += ROW;
    });
    top += h + GAP;
  }
  return encodePng(surface);
}
