/**
 * `npm run bench`: prints one JSON object per line, {"metric", "value", "unit"}.
 * Each area contributes a module under test/bench/ exporting `bench(): Promise<Metric[]>`.
 * `npm run bench -- <word>…` runs only the areas whose name contains one of the words ("engine" means the four
 * game engines), e.g. `npm run bench -- engine` or `npm run bench -- helios pandoria`.
 */
import { benches, ENGINE_BENCHES } from './benches';

const filters = process.argv.slice(2);
const wanted = (name: string) =>
  filters.length === 0 || filters.some((word) => name.includes(word) || (word === 'engine' && ENGINE_BENCHES.includes(name)));

for (const [name, bench] of Object.entries(benches)) {
  if (!wanted(name)) continue;
  try {
    for (const metric of await bench()) console.log(JSON.stringify(metric));
  } catch (error) {
    console.error(`bench ${name} failed:`, error);
    process.exitCode = 1;
  }
}
