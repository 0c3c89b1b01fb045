/**
 * `npm run bench`: prints one JSON object per line, {"metric", "value", "unit"}.
 * Each area contributes a module under test/bench/ exporting `bench(): Promise<Metric[]>`.
 */
import { benches } from './benches';

for (const [name, bench] of Object.entries(benches)) {
  try {
    for (const metric of await bench()) console.log(JSON.stringify(metric));
  } catch (error) {
    console.error(`bench ${name} failed:`, error);
    process.exitCode = 1;
  }
}
