import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { boardLayout, WIDTH } from '../../renderers/city-of-rome/layout';
import { phoneRenderers, renderers, renderScoreChart, type ScoreChartInput } from '../../renderers';
import { largestBoards, PLAYER_NAMES, type LargestBoardGame } from '../bench/largest-boards';
import { isPng, pngSize } from '../../renderers/kit';
import { createRenderPool } from '../../renderers/pool';
import { encodeAnimation, gifInfo } from '../../renderers/timelapse';
import { playGame, publicView } from './cor-views';

const chart: ScoreChartInput = {
  players: [
    { name: 'Ada', colourIndex: 0 },
    { name: 'Bo', colourIndex: 1 },
  ],
  history: [
    [3, 1],
    [12, 9],
  ],
  final: [{ breakdown: [{ label: 'Districts', points: 12 }] }, { breakdown: [{ label: 'Coins', points: 9 }] }],
};

describe('render pool (worker threads)', () => {
  // Worker threads load the TypeScript renderers through tsx's loader, as under `npm run dev`.
  const pool = createRenderPool({ threads: 2, maxQueue: 2 });
  afterAll(() => pool.close());
  const views = playGame(4, true, 'render-pool').states.slice(-4).map(publicView);
  const names = ['Ada', 'Bo', 'Cem', 'Dana'];

  it('offers every game of the registry and draws the same bytes as the in-process renderer', async () => {
    expect(Object.keys(pool.renderers).sort()).toEqual(Object.keys(renderers).sort());
    const [pooled, local] = await Promise.all([
      pool.renderers['city-of-rome'](views[0], 'de', { playerNames: names }),
      renderers['city-of-rome'](views[0], 'de', { playerNames: names }),
    ]);
    expect(isPng(pooled)).toBe(true);
    expect(pooled.equals(local)).toBe(true);
  }, 60_000);

  it('draws the phone pictures of every game that has them, the same bytes as in-process', async () => {
    expect(Object.keys(pool.phoneRenderers).sort()).toEqual(Object.keys(phoneRenderers).sort());
    for (const game of Object.keys(phoneRenderers) as LargestBoardGame[]) {
      const [view] = largestBoards(game, 1);
      const options = { playerNames: PLAYER_NAMES[game] };
      const [pooled, local] = await Promise.all([pool.phoneRenderers[game](view, 'en', options), phoneRenderers[game](view, 'en', options)]);
      expect(pooled.length).toBe(local.length);
      pooled.forEach((png, index) => expect(png.equals(local[index]), `${game} picture ${index}`).toBe(true));
    }
  }, 60_000);

  it('draws the final score chart', async () => {
    const [pooled, local] = await Promise.all([pool.scoreChart(chart, 'en'), renderScoreChart(chart, 'en')]);
    expect(pngSize(pooled)).toEqual(pngSize(local));
    expect(pooled.equals(local)).toBe(true);
  }, 60_000);

  it('encodes a timelapse on a worker, the same GIF as in-process', async () => {
    const frames = await Promise.all(views.slice(0, 2).map((view) => renderers['city-of-rome'](view, 'en')));
    const options = { delayMs: 900, lastDelayMs: 3000, maxWidth: 300 };
    const [pooled, local] = await Promise.all([pool.timelapse(frames, options), encodeAnimation(frames, options)]);
    expect(gifInfo(pooled)).toMatchObject({ width: 300, frames: 2, delays: [900, 3000] });
    expect(pooled.equals(local)).toBe(true);
  }, 60_000);

  it('refuses jobs beyond its bounded queue at once and still draws the others', async () => {
    // 2 threads busy + 2 waiting: of 6 boards asked for at once, 2 are refused.
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => pool.renderers['city-of-rome'](views[i % views.length], 'en')));
    const drawn = results.filter((result) => result.status === 'fulfilled');
    expect({ drawn: drawn.length, refused: results.length - drawn.length }).toEqual({ drawn: 4, refused: 2 });
    expect(pool.pending()).toBe(0);
  }, 60_000);

  it('passes a renderer error back to the caller, and the worker goes on', async () => {
    await expect(pool.renderers['city-of-rome']({ not: 'a view' }, 'en')).rejects.toThrow(/only the public view/);
    expect(isPng(await pool.renderers['city-of-rome'](views[1], 'en'))).toBe(true);
  }, 60_000);
});

describe('render pool under tsx', () => {
  it('starts its workers in a process started as `npm run dev` starts the bot, and exits when closed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/renderers/fixtures/pool-smoke.ts'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: `pool-smoke ${WIDTH}x${boardLayout(2).height}` });
  }, 60_000);
});
