/**
 * `npm run -s replay -- --format snellman FILE`: replays a snellman log through the engine and prints
 * {"finished", "round", "vp": {faction: n}, "ms"}; on a refused line prints its number, text and the
 * engine's reason and exits with 1.
 */
import '../../composition';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { t } from '../../i18n';
import { ImportError, importSnellman } from './snellman/import';

function main(argv: string[]): number {
  const args = argv.slice(2);
  const formatAt = args.indexOf('--format');
  const format = formatAt >= 0 ? args[formatAt + 1] : 'snellman';
  const files = args.filter((a, i) => !a.startsWith('--') && (formatAt < 0 || i !== formatAt + 1));
  if (format !== 'snellman' || files.length !== 1) {
    console.error('usage: replay --format snellman FILE');
    return 2;
  }
  const text = readFileSync(files[0], 'utf8');
  const started = performance.now();
  try {
    const game = importSnellman(text);
    const ms = Math.round((performance.now() - started) * 100) / 100;
    const vp: Record<string, number> = {};
    game.state.players.forEach((p, seat) => (vp[p.faction ?? `seat${seat}`] = p.vp));
    console.log(JSON.stringify({ finished: game.state.phase === 'end', round: game.state.round, vp, ms }));
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      const reason = error.ruleError ? `${t('en', { key: error.ruleError.key, params: error.ruleError.params })} (${error.reason})` : error.reason;
      console.error(`line ${error.line}: ${error.text}\n${reason}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv);
