/**
 * `npm run bench`: prints one JSON object per line, {"metric", "value", "unit"}.
 * Each area contributes a module under test/bench/ exporting `bench(): Promise<Metric[]>`.
 * `npm run bench -- bot` runs only the areas whose name starts with one of the words given (here bot, bot-tm, …).
 */
import { benches } from './benches';

const only = process.argv.slice(2);
const chosen = Object.entries(benches).filter(([name]) => only.length === 0 || only.some((prefix) => name.startsWith(prefix)));
if (chosen.length === 0) {
  console.error(`no bench area starts with ${only.join(' or ')}; areas: ${Object.keys(benches).join(', ')}`);
  process.exitCode = 1;
}
for (const [name, bench] of chosen) {
  try {
    for (const metric of await bench()) console.log(JSON.stringify(metric));
  } catch (error) {
    console.error(`bench ${name} failed:`, error);
    process.exitCode = 1;
  }
}
