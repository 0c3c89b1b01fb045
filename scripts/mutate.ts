/**
 * `npm run mutate -- <game> [area ...] [stryker options]`: mutation testing of one game's engine (src/games/<game>/)
 * and data (data/<game>/) against its rule tests (vitest.mutate.config.ts). An area narrows the files: a bare word
 * such as `scoring` means every file whose name starts with it; anything containing `/` or `*` is a glob as is.
 * `npm run mutate -- ai [area ...]` does the same for the computer player: src/ai/ (by default its search, search.ts)
 * against test/ai/.
 * Runs one test process at a time unless `--concurrency <n>` is given (the machine is shared).
 * Reports: reports/mutation/<game>/<areas>/index.html and mutation.json (`all` without areas), each area set with its own
 * incremental file; `npm run mutate:score -- <game>` adds up the newest result of every file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Presentation only (texts, catalogs, views, summaries, CLIs): no rule lives there, so their mutants say nothing. */
const PRESENTATION = ['catalog', 'catalog-*', 'text-helpers', 'texts', 'labels', 'view', 'view-builder', 'private-summary',
  'replay-cli', 'module', 'resource-line', 'card-hints', 'faction-hints'];

const args = process.argv.slice(2);
const game = args[0];
/** Not a game: the computer player's code (src/ai/), tested by test/ai/. */
const AI = 'ai';
if (!game || game.startsWith('-') || (game !== AI && !existsSync(`src/games/${game}`))) {
  console.error('usage: npm run mutate -- <game> [area ...] [stryker options]   (game: a folder of src/games/, or ai)');
  process.exit(2);
}
const rest = args.slice(1);
const firstOption = rest.findIndex((a) => a.startsWith('-'));
const areas = firstOption < 0 ? rest : rest.slice(0, firstOption);
const options = firstOption < 0 ? [] : rest.slice(firstOption);

function globsFor(area: string | undefined): string[] {
  if (area && (area.includes('/') || area.includes('*'))) return [area];
  // The computer player's files are mostly threads and arena CLIs; without an area only its search is mutated.
  if (game === AI) return [`src/ai/${area ?? 'search'}*.ts`];
  const name = area ? `${area}*.ts` : '*.ts';
  return [`src/games/${game}/**/${name}`, `data/${game}/**/${name}`];
}
const mutate = [
  ...(areas.length ? areas.flatMap(globsFor) : globsFor(undefined)),
  ...(game === AI ? [] : PRESENTATION.flatMap((p) => [`!src/games/${game}/**/${p}.ts`])),
];
/** The report folder of one set of areas: `all`, or the areas joined by `+` (a glob's `/`, `*` and `:` spelled `_`). */
function areaLabel(list: string[]): string {
  return list.length ? list.map((a) => a.replace(/[/*:!]/g, '_')).join('+') : 'all';
}
const concurrency = options.includes('--concurrency') ? [] : ['--concurrency', '1'];

const result = spawnSync(
  'npx',
  ['stryker', 'run', 'stryker.config.mjs', '--mutate', mutate.join(','), ...concurrency, ...options],
  { stdio: 'inherit', env: { ...process.env, MUTATE_GAME: game, MUTATE_AREA: areaLabel(areas) } },
);
process.exit(result.status ?? 1);
