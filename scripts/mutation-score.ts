/**
 * `npm run mutate:score -- <game>`: one game's mutation score over all its runs (`npm run mutate -- <game> [areas]`).
 * Every file counts once, with its newest result among reports/mutation/<game>/<areas>/mutation.json, so area runs
 * that together cover the engine give the whole engine's score. Prints one line per file, then the total, and names
 * the survivors with `--survivors`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface MutantResult {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { source: string; mutants: MutantResult[] }>;
}

const [game, ...flags] = process.argv.slice(2);
const root = `reports/mutation/${game ?? ''}`;
if (!game || !existsSync(root)) {
  console.error('usage: npm run mutate:score -- <game> [--survivors]   (after `npm run mutate -- <game> [areas]`)');
  process.exit(2);
}

/** Newest result per file: reports sorted oldest first, so a later one overwrites. */
const newest = new Map<string, { mutants: MutantResult[]; source: string; run: string }>();
const runs = readdirSync(root)
  .map((dir) => join(root, dir, 'mutation.json'))
  .filter((file) => existsSync(file))
  .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
for (const file of runs) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  for (const [name, result] of Object.entries(report.files)) newest.set(name, { ...result, run: file });
}

/** Stryker's score: detected (killed, timed out) out of valid mutants (errors and ignored ones left out). */
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
let detected = 0;
let valid = 0;
for (const [name, { mutants, source, run }] of [...newest].sort(([a], [b]) => a.localeCompare(b))) {
  const d = mutants.filter((m) => DETECTED.has(m.status)).length;
  const u = mutants.filter((m) => UNDETECTED.has(m.status));
  detected += d;
  valid += d + u.length;
  const pct = d + u.length ? ((100 * d) / (d + u.length)).toFixed(1) : '-';
  console.log(`${pct.padStart(6)}%  ${String(d).padStart(4)}/${String(d + u.length).padEnd(4)}  ${name}  (${run})`);
  if (flags.includes('--survivors')) {
    const lines = source.split('\n');
    for (const m of u) {
      const { line, column } = m.location.start;
      const code = (lines[line - 1] ?? '').trim().slice(0, 90);
      console.log(`    ${m.status} ${line}:${column} ${m.mutatorName} -> ${(m.replacement ?? '').slice(0, 60)}   | ${code}`);
    }
  }
}
console.log(`${valid ? ((100 * detected) / valid).toFixed(1) : '-'}% of ${valid} mutants over ${newest.size} files`);
