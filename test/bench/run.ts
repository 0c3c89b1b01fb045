/**
 * `npm run bench`: prints one JSON object per line, {"metric", "value", "unit"}.
 * Each area contributes a module under test/bench/ exporting `bench(): Promise<Metric[]>`.
 * `npm run bench -- bot` runs only the areas whose name starts with one of the words given (here bot, bot-tm, …);
 * the word `engine` stands for the four game engines' areas (`npm run bench -- engine`).
 */
import '../../src/composition';
import { benches, ENGINE_BENCHES } from './benches';

const only = process.argv.slice(2);
const wanted = (name: string) => only.some((word) => name.startsWith(word) || (word === 'engine' && ENGINE_BENCHES.includes(name)));
const chosen = Object.entries(benches).filter(([name]) => only.length === 0 || wanted(name));
if (chosen.length === 0) {
  console.error(`no bench area starts with ${only.join(' or ')}; areas: ${Object.keys(benches).join(', ')} (engine: ${ENGINE_BENCHES.join(', ')})`);
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
