/**
 * The image for the final message: the ranking with each player's points stacked by category, the exact
 * breakdown table, and a line chart of everyone's points over the game.
 */
import type { Locale } from '../src/engine/types';
import { t } from '../src/i18n';
import { createSurface, encodePng } from './kit/canvas';
import { THEME } from './kit/palette';
import { drawPanel } from './kit/shapes';
import { drawFittedText, drawText } from './kit/text';
import { drawIcon } from './kit/icons';
import { buildChartModel, type ScoreChartInput } from './score/model';
import { drawRanking, drawTable, rankingHeight, tableHeight } from './score/breakdown';
import { drawTimeline } from './score/timeline';

export type { ScoreChartInput, ScoreChartItem, ScoreChartPlayer } from './score/model';

const WIDTH = 1400;
const MARGIN = 40;
const TITLE = 120;
const SECTION_TITLE = 56;
const TIMELINE = 560;
const GAP = 28;

export async function renderScoreChart(input: ScoreChartInput, locale: Locale): Promise<Buffer> {
  const model = buildChartModel(input, locale);
  const inner = WIDTH - 2 * MARGIN;
  const breakdownPanel = SECTION_TITLE + rankingHeight(model) + 24 + tableHeight(model) + 24;
  const timelinePanel = SECTION_TITLE + TIMELINE;
  const height = TITLE + breakdownPanel + GAP + timelinePanel + MARGIN;
  const surface = createSurface(WIDTH, height, THEME.background);
  const { ctx } = surface;

  const winners = model.players.filter((player) => player.winner).map((player) => player.name);
  drawText(ctx, t(locale, { key: 'render.score.title' }), MARGIN, 46, { size: 40, bold: true, colour: THEME.ink });
  drawIcon(ctx, 'crown', MARGIN + 20, 92, 36);
  drawFittedText(
    ctx,
    t(locale, { key: winners.length > 1 ? 'render.score.winners' : 'render.score.winner', params: { names: winners.join(', ') } }),
    { x: MARGIN + 50, y: 72, w: inner - 50, h: 40 },
    { size: 30, minSize: 20, bold: true, colour: THEME.ink },
  );

  let top = TITLE;
  drawPanel(ctx, { x: MARGIN - 16, y: top, w: inner + 32, h: breakdownPanel }, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  drawText(ctx, t(locale, { key: 'render.score.breakdown' }), MARGIN, top + SECTION_TITLE / 2 + 4, { size: 28, bold: true, colour: THEME.ink });
  drawRanking(ctx, model, MARGIN, top + SECTION_TITLE, inner);
  drawTable(ctx, model, MARGIN, top + SECTION_TITLE + rankingHeight(model) + 24, inner, t(locale, { key: 'render.score.total' }));

  top += breakdownPanel + GAP;
  drawPanel(ctx, { x: MARGIN - 16, y: top, w: inner + 32, h: timelinePanel }, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  drawText(ctx, t(locale, { key: 'render.score.history' }), MARGIN, top + SECTION_TITLE / 2 + 4, { size: 28, bold: true, colour: THEME.ink });
  drawTimeline(ctx, model, { x: MARGIN, y: top + SECTION_TITLE, w: inner, h: TIMELINE }, {
    x: t(locale, { key: input.step === 'turn' ? 'render.score.axis.turn' : 'render.score.axis.round' }),
    y: t(locale, { key: 'render.score.axis.points' }),
  });
  return encodePng(surface);
}
