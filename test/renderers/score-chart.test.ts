import { describe, expect, it } from 'vitest';
import { renderScoreChart, type ScoreChartInput } from '../../renderers/score-chart';
import { buildChartModel } from '../../renderers/score/model';
import { spreadLabels } from '../../renderers/score/timeline';
import { countColour, decodePng, isPng, playerStyle, pngSize } from '../../renderers/kit';

const line = (items: [string, number][]) => ({ breakdown: items.map(([label, points]) => ({ label, points })) });

const fourPlayers: ScoreChartInput = {
  players: [
    { name: 'Ada', colourIndex: 0 },
    { name: 'Bo', colourIndex: 1 },
    { name: 'Cem', colourIndex: 2 },
    { name: 'Dana', colourIndex: 3 },
  ],
  history: [
    [2, 3, 1, 0],
    [10, 8, 12, 5],
    [30, 41, 28, 33],
  ],
  final: [
    line([['Districts', 20], ['Coins', 10]]),
    line([['Districts', 30], ['Aqueducts', 12]]),
    line([['Coins', 28]]),
    line([['Districts', 25], ['Coins', 8]]),
  ],
};

describe('score chart model', () => {
  const model = buildChartModel(fourPlayers, 'en');

  it('collects categories in order of first appearance and fills missing ones with 0', () => {
    expect(model.categories).toEqual(['Districts', 'Coins', 'Aqueducts']);
    expect(model.points).toEqual([
      [20, 10, 0],
      [30, 0, 12],
      [0, 28, 0],
      [25, 8, 0],
    ]);
    expect(model.players.map((p) => p.total)).toEqual([30, 42, 28, 33]);
  });

  it('ranks by total with the winner first, and appends the final totals as the last step when they differ', () => {
    expect(model.ranking).toEqual([1, 3, 0, 2]);
    expect(model.players.map((p) => p.winner)).toEqual([false, true, false, false]);
    expect(model.steps).toEqual(['1', '2', '3', 'End']);
    expect(model.series[1]).toEqual([3, 8, 41, 42]);
  });

  it('does not repeat the last step when it already holds the final totals', () => {
    const same = buildChartModel({ ...fourPlayers, history: [...fourPlayers.history, [30, 42, 28, 33]] }, 'de');
    expect(same.steps).toEqual(['1', '2', '3', '4']);
    expect(buildChartModel({ ...fourPlayers, history: [] }, 'de').steps).toEqual(['Ende']);
  });

  it('shares the win on equal totals unless the caller names the winners after tie-breaks', () => {
    const tied: ScoreChartInput = {
      players: [{ name: 'X', colourIndex: 0 }, { name: 'Y', colourIndex: 1 }, { name: 'Z', colourIndex: 2 }],
      history: [],
      final: [line([['a', 5]]), line([['a', 7]]), line([['a', 7]])],
    };
    expect(buildChartModel(tied, 'en').players.map((p) => p.winner)).toEqual([false, true, true]);
    const broken = buildChartModel({ ...tied, winners: [2] }, 'en');
    expect(broken.players.map((p) => p.winner)).toEqual([false, false, true]);
    expect(broken.ranking).toEqual([2, 1, 0]);
  });

  it('localizes Text labels and rejects mismatched input', () => {
    const texts = buildChartModel(
      { players: [{ name: 'X', colourIndex: 0 }], history: [], final: [{ breakdown: [{ label: { key: 'common.total' }, points: 3 }] }] },
      'de',
    );
    expect(texts.categories).toEqual(['Summe']);
    expect(() => buildChartModel({ ...fourPlayers, final: fourPlayers.final.slice(1) }, 'en')).toThrow();
  });

  it('spreads end labels apart without changing their order', () => {
    const ys = spreadLabels([100, 105, 300, 102], 30, 0, 400);
    expect(ys[0]).toBe(100);
    expect(ys[3] - ys[0]).toBeGreaterThanOrEqual(30);
    expect(ys[1] - ys[3]).toBeGreaterThanOrEqual(30);
    expect(ys[2]).toBe(300);
    const clamped = spreadLabels([390, 395], 30, 0, 400);
    expect(Math.max(...clamped)).toBeLessThanOrEqual(400);
    expect(Math.abs(clamped[0] - clamped[1])).toBeGreaterThanOrEqual(30);
  });
});

describe('score chart image', () => {
  it('is a PNG of the designed width, under budget, with every player colour drawn', async () => {
    const png = await renderScoreChart(fourPlayers, 'en');
    expect(isPng(png)).toBe(true);
    expect(pngSize(png).width).toBe(1400);
    expect(png.length).toBeLessThan(800 * 1024);
    const image = decodePng(png);
    const whole = { x: 0, y: 0, w: image.width, h: image.height };
    for (let p = 0; p < 4; p++) expect(countColour(image, whole, playerStyle(p).colour, 2)).toBeGreaterThan(400);
    // The winner's row is underlaid in gold.
    expect(countColour(image, whole, '#fbefc8', 2)).toBeGreaterThan(5000);
  });

  it('grows with the number of categories and draws edge cases (one player, no history, zeros) without throwing', async () => {
    const small = pngSize(await renderScoreChart({ ...fourPlayers, final: fourPlayers.final.map(() => line([['x', 1]])) }, 'de'));
    const large = pngSize(await renderScoreChart(fourPlayers, 'de'));
    expect(large.height).toBeGreaterThan(small.height);
    const solo = await renderScoreChart({ players: [{ name: 'Solo', colourIndex: 4 }], history: [], final: [line([['a', 0]])] }, 'en');
    expect(isPng(solo)).toBe(true);
  });
});
