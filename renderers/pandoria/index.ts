/** Pandoria: the public view → one PNG of the table (board, market, supply, every player's realm). */
import type { Locale } from '../../src/engine/types';
import type { PandoriaView } from '../../src/games/pandoria/view';
import { createSurface, encodePng, type Surface } from '../kit/canvas';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, measureText } from '../kit/text';
import { drawBoard } from './board';
import { pandoriaLayout, playerPanelHeight } from './layout';
import { drawPlayerPanel } from './player-panel';
import { drawSidePanel } from './side-panel';
import { actingSeat, roundLine, statusLine, variantName } from './status';
import { t, tx } from '../../src/i18n';

export interface PandoriaRenderOptions {
  playerNames?: readonly string[];
  /** Board cells ("H7") a prompt names as legal destinations. */
  highlight?: readonly string[];
}

/** Draws the table onto a fresh canvas (exposed so tests can look at pixels before encoding). */
export function drawPandoria(view: PandoriaView, locale: Locale, options: PandoriaRenderOptions = {}): Surface {
  const layout = pandoriaLayout(view.seats, playerPanelHeight(view));
  const surface = createSurface(layout.width, layout.height, THEME.background);
  const { ctx } = surface;
  const { title } = layout;
  drawPanel(ctx, title, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  const heading = `${t(locale, tx('render.pan.title'))} · ${variantName(view, locale)}`;
  drawText(ctx, heading, title.x + 18, title.y + title.h / 2, { size: 30, bold: true, colour: THEME.ink });
  const headingW = measureText(ctx, heading, { size: 30, bold: true }) + 40;
  const round = roundLine(view, locale);
  drawText(ctx, round, title.x + headingW, title.y + title.h / 2, { size: 24, colour: THEME.mutedInk });
  const statusX = title.x + headingW + measureText(ctx, round, { size: 24 }) + 30;
  drawFittedText(ctx, statusLine(view, locale, options.playerNames), { x: statusX, y: title.y, w: title.x + title.w - 18 - statusX, h: title.h }, {
    size: 26,
    minSize: 18,
    bold: true,
    colour: THEME.highlight,
    align: 'right',
  });
  drawBoard(ctx, layout.board, view, { highlight: new Set(options.highlight ?? []), locale });
  drawSidePanel(ctx, layout.side, view, locale);
  const acting = actingSeat(view);
  view.players.forEach((player, seat) => {
    drawPlayerPanel(ctx, layout.players[seat], player, { view, locale, names: options.playerNames, onTurn: seat === acting });
  });
  return surface;
}

export function renderPandoria(view: PandoriaView, locale: Locale, options: PandoriaRenderOptions = {}): Promise<Buffer> {
  return encodePng(drawPandoria(view, locale, options));
}

/** Checks the shape the renderer relies on, and that the view is the public one. */
export function asPublicPandoriaView(view: unknown): PandoriaView {
  const candidate = view as Partial<PandoriaView> | null;
  const shaped =
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.players) &&
    Array.isArray(candidate.market) &&
    Array.isArray(candidate.board?.spaces) &&
    Array.isArray(candidate.board?.figures);
  if (!shaped) throw new Error('pandoria renderer: not a Pandoria view');
  if (candidate.viewer !== null) throw new Error('pandoria renderer: only the public view (viewer null) may be drawn');
  return candidate as PandoriaView;
}
