/**
 * `npm run mutate:score -- <game>`: one game's mutation score over all its runs (`npm run mutate -- <game> [areas]`).
 * Every file counts once, so area runs that together cover the engine give the whole engine's score. A file's mutants are
 * gathered from every report in reports/mutation/<game>/<areas>/mutation.json made of the file as it is now (its source
 * equals the file on disk), the newest result of each mutant winning: runs of line ranges of one file add up. A file
 * changed since its last run counts with its newest report and is marked stale. Prints one line per file, then the
 * total, and names the survivors with `--survivors`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface MutantResult {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
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

/** Per file: its mutants by place and kind, the newest result of each among the reports of the file's current source. */
interface FileResult {
  mutants: Map<string, MutantResult>;
  source: string;
  runs: Set<string>;
  stale: boolean;
}
const newest = new Map<string, FileResult>();
const runs = readdirSync(root)
  .map((dir) => join(root, dir, 'mutation.json'))
  .filter((file) => existsSync(file))
  .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
/** Each file's source on disk, read once however many reports hold it. */
const sources = new Map<string, string | null>();
function current(name: string): string | null {
  if (!sources.has(name)) sources.set(name, existsSync(name) ? readFileSync(name, 'utf8') : null);
  return sources.get(name) ?? null;
}
const mutantKey = ({ location: { start, end }, mutatorName, replacement }: MutantResult) =>
  `${start.line}:${start.column}-${end.line}:${end.column}:${mutatorName}:${replacement ?? ''}`;
for (const file of runs) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  for (const [name, result] of Object.entries(report.files)) {
    const stale = result.source !== current(name);
    const known = newest.get(name);
    // A report of an older source never mixes with one of the current source; among stale ones the newest stands alone.
    if (known && !known.stale && stale) continue;
    const merged = known && !known.stale && !stale ? known : { mutants: new Map(), source: result.source, runs: new Set<string>(), stale };
    for (const m of result.mutants) merged.mutants.set(mutantKey(m), m);
    merged.runs.add(file);
    newest.set(name, merged);
  }
}

/** Stryker's score: detected (killed, timed out) out of valid mutants (errors and ignored ones left out). */
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
let detected = 0;
let valid = 0;
for (const [name, { mutants: byKey, source, runs: from, stale }] of [...newest].sort(([a], [b]) => a.localeCompare(b))) {
  const mutants = [...byKey.values()];
  const d = mutants.filter((m) => DETECTED.has(m.status)).length;
  const u = mutants.filter((m) => UNDETECTED.has(m.status));
  detected += d;
  valid += d + u.length;
  const pct = d + u.length ? ((100 * d) / (d + u.length)).toFixed(1) : '-';
  const note = stale ? '  STALE: the file changed since this run' : '';
  console.log(`${pct.padStart(6)}%  ${String(d).padStart(4)}/${String(d + u.length).padEnd(4)}  ${name}  (${[...from].join(', ')})${note}`);
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
