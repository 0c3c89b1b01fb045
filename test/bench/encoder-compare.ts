/**
 * `npx tsx test/bench/encoder-compare.ts`: draws each game's largest boards once, then encodes every one with each
 * candidate encoder and prints the median CPU time (process.cpuUsage: user + system, so the shared machine's load
 * does not count) and wall time per image, and the median size. The figures behind the encoders the renderers use:
 * RGB PNG at zlib level 1, and a palette PNG for a picture whose RGB file is over 300 KB (renderers/kit/canvas.ts).
 */
import sharp from 'sharp';
import type { Canvas } from '@napi-rs/canvas';
import { drawCityOfRome } from '../../renderers/city-of-rome';
import { drawHelios } from '../../renderers/helios';
import { drawPandoria } from '../../renderers/pandoria';
import { drawTerraMystica } from '../../renderers/terra-mystica';
import type { Surface } from '../../renderers/kit/canvas';
import { largestBoards, LARGEST_BOARD_GAMES, PLAYER_NAMES, type LargestBoardGame } from './largest-boards';
import { percentile, round } from './metric';

const SAMPLES = Number(process.env.SAMPLES ?? 6);
sharp.concurrency(1);

const draw: Record<LargestBoardGame, (view: never, names: readonly string[]) => Surface> = {
  'terra-mystica': (view, playerNames) => drawTerraMystica(view, 'en', { playerNames }),
  pandoria: (view, playerNames) => drawPandoria(view, 'en', { playerNames }),
  'city-of-rome': (view, playerNames) => drawCityOfRome(view, 'en', { playerNames }),
  helios: (view, playerNames) => drawHelios(view, 'en', { playerNames }),
};

const raw = (canvas: Canvas) => sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } });

const rgb = (canvas: Canvas) => raw(canvas).removeAlpha();

const encoders: Record<string, (canvas: Canvas) => Promise<Buffer>> = {
  'canvas png': (c) => c.encode('png'),
  'canvas webp lossless': (c) => c.encode('webp', 100),
  'canvas jpeg 90': (c) => c.encode('jpeg', 90),
  'sharp png z1 rgba': (c) => raw(c).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer(),
  'sharp png z1 rgb (chosen)': (c) => rgb(c).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer(),
  'sharp png z3 rgb (before)': (c) => rgb(c).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer(),
  'sharp png z4 rgb': (c) => rgb(c).png({ compressionLevel: 4, adaptiveFiltering: false }).toBuffer(),
  'sharp png z6 rgb': (c) => rgb(c).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer(),
  'sharp png z3 rgb adaptive': (c) => rgb(c).png({ compressionLevel: 3, adaptiveFiltering: true }).toBuffer(),
  'sharp palette png z6 e1 q60 (> 300 KB)': (c) => rgb(c).png({ palette: true, colours: 256, quality: 60, compressionLevel: 6, effort: 1, dither: 0 }).toBuffer(),
  'sharp palette png z6 e1 q100 (before)': (c) => rgb(c).png({ palette: true, colours: 256, compressionLevel: 6, effort: 1, dither: 0 }).toBuffer(),
  'sharp palette png z1 e1': (c) => rgb(c).png({ palette: true, colours: 256, compressionLevel: 1, effort: 1, dither: 0 }).toBuffer(),
  'sharp webp lossless e0': (c) => rgb(c).webp({ lossless: true, effort: 0 }).toBuffer(),
  'sharp webp q85 e2': (c) => rgb(c).webp({ quality: 85, effort: 2 }).toBuffer(),
};

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

for (const game of LARGEST_BOARD_GAMES) {
  const views = largestBoards(game, SAMPLES);
  const drawCpu: number[] = [];
  const surfaces = views.map((view) => {
    const started = process.cpuUsage();
    const surface = draw[game](view as never, PLAYER_NAMES[game]);
    drawCpu.push(cpuMs(started));
    return surface;
  });
  const { width, height } = surfaces[0];
  console.log(`\n${game} ${width}×${height}: draw cpu p50 ${round(percentile(drawCpu, 50), 1)} ms`);
  for (const [name, encode] of Object.entries(encoders)) {
    await encode(surfaces[0].canvas); // warm-up
    const cpu: number[] = [];
    const wall: number[] = [];
    const kb: number[] = [];
    for (const surface of surfaces) {
      const started = process.cpuUsage();
      const t = performance.now();
      const bytes = await encode(surface.canvas);
      wall.push(performance.now() - t);
      cpu.push(cpuMs(started));
      kb.push(bytes.length / 1024);
    }
    console.log(
      `  ${name.padEnd(32)} cpu p50 ${String(round(percentile(cpu, 50), 1)).padStart(6)} ms  wall p50 ${String(round(percentile(wall, 50), 1)).padStart(6)} ms  size p50 ${String(round(percentile(kb, 50), 0)).padStart(5)} KiB`,
    );
  }
}
