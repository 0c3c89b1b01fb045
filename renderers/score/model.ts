/** The score chart's input and what is derived from it before drawing (ranking, categories, series). */
import type { Locale, Text } from '../../src/engine/types';
import { t } from '../../src/i18n';

export interface ScoreChartPlayer {
  name: string;
  /** Index into the kit's player palette (normally the seat). */
  colourIndex: number;
}

export interface ScoreChartItem {
  /** A localized text (e.g. an engine's ScoreItem label) or a finished string. */
  label: Text | string;
  points: number;
}

export interface ScoreChartInput {
  /** Players in seat order; every other array is indexed the same way. */
  players: ScoreChartPlayer[];
  /**
   * Scores over the game, one snapshot per round or turn: `history[i][p]` is player p's points after step i.
   * May be empty (then only the final point is drawn).
   */
  history: number[][];
  /** What one step of `history` is, for the axis title ('round' by default). */
  step?: 'round' | 'turn';
  /** Each player's final breakdown (a ScoreLine fits: its `breakdown` sums to its total). */
  final: { breakdown: ScoreChartItem[]; total?: number }[];
  /** Indices of the winners after tie-breaks; by default every player with the highest total. */
  winners?: number[];
}

export interface ChartModel {
  players: (ScoreChartPlayer & { index: number; total: number; winner: boolean })[];
  /** Players from first to last place (winners first, then by total, then seat). */
  ranking: number[];
  /** Category labels in order of first appearance, localized. */
  categories: string[];
  /** points[p][c]: player p's points in category c (0 when the player has no such line). */
  points: number[][];
  /** Series per player for the timeline, the final totals appended as an "End" step when they differ. */
  series: number[][];
  /** Label of each x step. */
  steps: string[];
}

const labelText = (locale: Locale, label: Text | string) => (typeof label === 'string' ? label : t(locale, label));

export function buildChartModel(input: ScoreChartInput, locale: Locale): ChartModel {
  const count = input.players.length;
  if (input.final.length !== count) throw new Error(`score chart: ${count} players but ${input.final.length} breakdowns`);
  const categories: string[] = [];
  const points = input.final.map(() => [] as number[]);
  input.final.forEach((line, p) => {
    for (const item of line.breakdown) {
      const label = labelText(locale, item.label);
      let c = categories.indexOf(label);
      if (c < 0) {
        categories.push(label);
        c = categories.length - 1;
      }
      points[p][c] = (points[p][c] ?? 0) + item.points;
    }
  });
  for (const row of points) for (let c = 0; c < categories.length; c++) row[c] ??= 0;

  const totals = input.final.map((line) => line.total ?? line.breakdown.reduce((sum, item) => sum + item.points, 0));
  const best = Math.max(...totals);
  const winners = new Set(input.winners ?? totals.flatMap((total, p) => (total === best ? [p] : [])));
  const players = input.players.map((player, index) => ({ ...player, index, total: totals[index], winner: winners.has(index) }));
  const ranking = players
    .map((player) => player.index)
    .sort((a, b) => Number(winners.has(b)) - Number(winners.has(a)) || totals[b] - totals[a] || a - b);

  const history = input.history.filter((row) => row.length === count);
  const series = players.map((_, p) => history.map((row) => row[p]));
  const steps = history.map((_, i) => String(i + 1));
  const last = history[history.length - 1];
  if (!last || last.some((value, p) => value !== totals[p])) {
    series.forEach((line, p) => line.push(totals[p]));
    steps.push(t(locale, { key: 'render.score.end' }));
  }
  return { players, ranking, categories, points, series, steps };
}
