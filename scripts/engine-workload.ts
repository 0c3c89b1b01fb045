/**
 * `npx tsx scripts/engine-workload.ts tm|pandoria|replay [N]`: a fixed piece of engine work for instruction counts —
 * N of the bench's seeded random playouts (Terra Mystica 2–5 seats, Pandoria side B with all realms, 2–4 seats) or N
 * passes over the league logs (in-process import). Instruction counts do not depend on the machine's load, where
 * timings do; docs/performance.md shows how to count them with valgrind and compare two commits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { playout } from '../src/engine/driver';
import { pandoria } from '../src/games/pandoria/engine';
import { terraMystica } from '../src/games/terra-mystica/engine';
import { importSnellman } from '../src/games/terra-mystica/snellman/import';

const [what = 'tm', count = '20'] = process.argv.slice(2);
const n = Number(count);
if (what === 'replay') {
  const dir = new URL('../test/games/terra-mystica/logs/', import.meta.url).pathname;
  const logs = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(dir + f, 'utf8'));
  for (let pass = 0; pass < n; pass++) for (const text of logs) importSnellman(text);
} else if (what === 'tm') {
  for (let i = 0; i < n; i++) playout(terraMystica, {}, 2 + (i % 4), `bench-${i}`);
} else if (what === 'pandoria') {
  for (let i = 0; i < n; i++) playout(pandoria, { variant: 'b', sets: 'all' }, 2 + (i % 3), `bench-${i}`);
} else {
  console.error('usage: engine-workload.ts tm|pandoria|replay [N]');
  process.exitCode = 1;
}
