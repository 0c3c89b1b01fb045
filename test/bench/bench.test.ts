/** Quick checks of the bench's own parts (the bench itself needs a quiet machine and is not run in tests). */
import { describe, expect, it } from 'vitest';
import type { CorView } from '../../src/games/city-of-rome/view';
import type { HeliosView } from '../../src/games/helios/view';
import type { PandoriaView } from '../../src/games/pandoria/view';
import type { TmView } from '../../src/games/terra-mystica/view';
import { benches, ENGINE_BENCHES } from './benches';
import { fastestTimes, perSecond } from './metric';
import { largestBoards } from './largest-boards';
import { decisionPoints } from './search';
import { cityOfRomeModule } from '../../src/games/city-of-rome/module';
import type { CorState } from '../../src/games/city-of-rome/types';
import { phoneFigures, renderFigures } from './render-boards';

describe('bench', () => {
  it('builds each game’s largest board: TM 5 players late, Pandoria 4 with Artifacts, City of Rome 4 in round 14, Helios 4 in the last round', () => {
    const tm = largestBoards('terra-mystica', 3) as TmView[];
    expect(tm.map((view) => ({ seats: view.players.length, late: view.round >= 5, phase: view.phase }))).toEqual(Array(3).fill({ seats: 5, late: true, phase: 'actions' }));
    const pandoria = largestBoards('pandoria', 3) as PandoriaView[];
    expect(pandoria.map((view) => ({ seats: view.seats, artifacts: view.artifacts }))).toEqual(Array(3).fill({ seats: 4, artifacts: true }));
    const cor = largestBoards('city-of-rome', 3) as CorView[];
    expect(cor.map((view) => ({ seats: view.seats, round: view.round }))).toEqual(Array(3).fill({ seats: 4, round: 14 }));
    const helios = largestBoards('helios', 3) as HeliosView[];
    expect(helios.map((view) => ({ seats: view.players.length, last: view.round === view.rounds }))).toEqual(Array(3).fill({ seats: 4, last: true }));
  });

  it('names the render figures render.<game>.ms_p50|ms_p95|cpu_ms_p50|cpu_ms_p95|kb, kb the largest file', () => {
    const figures = renderFigures('helios', [10, 30, 20], [5, 15, 10], [100_000, 250_000, 200_000]);
    expect(figures.map((m) => [m.metric, m.value])).toEqual([
      ['render.helios.ms_p50', 20],
      ['render.helios.ms_p95', 30],
      ['render.helios.cpu_ms_p50', 10],
      ['render.helios.cpu_ms_p95', 15],
      ['render.helios.kb', 250],
    ]);
  });

  it('names the phone figures render.<game>.phone.ms_*|cpu_ms_* per message, job_ms_p95|job_cpu_ms_p95 per drawing, kb the largest picture, files', () => {
    const message = { wallMs: [30, 70, 50], cpuMs: [40, 80, 60] };
    const job = { wallMs: [9, 12, 31, 7], cpuMs: [10, 14, 33, 8] };
    const figures = phoneFigures('pandoria', message, job, [120_000, 140_000, 31_000], 6);
    expect(figures.map((m) => [m.metric, m.value])).toEqual([
      ['render.pandoria.phone.ms_p50', 50],
      ['render.pandoria.phone.ms_p95', 70],
      ['render.pandoria.phone.cpu_ms_p50', 60],
      ['render.pandoria.phone.cpu_ms_p95', 80],
      ['render.pandoria.phone.job_ms_p95', 31],
      ['render.pandoria.phone.job_cpu_ms_p95', 33],
      ['render.pandoria.phone.kb', 140],
      ['render.pandoria.phone.files', 6],
    ]);
  });

  it('keeps each item’s fastest of several timed runs, and counts items per second from those times', () => {
    // A fake clock: the work of item i in run r takes DURATIONS[r][i] ms.
    const DURATIONS = [
      [30, 5, 12],
      [10, 8, 40],
    ];
    let clock = 0;
    let run = -1;
    const done: number[] = [];
    const times = fastestTimes(
      3,
      2,
      (i) => {
        if (i === 0) run++;
        clock += DURATIONS[run][i];
        done.push(i);
      },
      () => clock,
    );
    expect(done).toEqual([0, 1, 2, 0, 1, 2]);
    expect(times).toEqual([10, 5, 12]);
    expect(perSecond([10, 5, 12, 23])).toBe(80);
  });

  it('runs the render, bot, render-pool, memory and search benches', () => {
    expect(Object.keys(benches)).toEqual(expect.arrayContaining(['render', 'bot', 'bot-tm', 'bot-renders', 'bot-memory', 'search']));
  });

  it('times the search at decision points spread over a game, each with a choice to make', () => {
    const points = decisionPoints(cityOfRomeModule, 8);
    expect(points).toHaveLength(8);
    for (const { state, seat } of points) {
      const node = cityOfRomeModule.engine.prompt(state as CorState, seat, []);
      expect('prompt' in node && node.prompt.options.length).toBeGreaterThan(1);
    }
    const rounds = points.map(({ state }) => (state as CorState).round);
    const { rounds: last } = points[0].state as CorState;
    // Spread over the game: from the draft or the first round to its last third.
    expect(Math.min(...rounds)).toBeLessThanOrEqual(1);
    expect(Math.max(...rounds)).toBeGreaterThan((2 * last) / 3);
  });

  it('names the four engine benches that `npm run bench -- engine` runs', () => {
    expect(ENGINE_BENCHES).toEqual(['terra-mystica', 'pandoria', 'city-of-rome', 'helios']);
    expect(Object.keys(benches)).toEqual(expect.arrayContaining(ENGINE_BENCHES));
  });
});
