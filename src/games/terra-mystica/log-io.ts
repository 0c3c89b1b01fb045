/**
 * The engine's log hooks (exportLog/importLog) over the snellman notation: a Terra Mystica game leaves the bot as a
 * snellman log and comes back from one, with every failure explained in the reader's language.
 */
import type { LoggedGame, Text } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { exportSnellman } from './snellman/export';
import { ImportError, importSnellman } from './snellman/import';
import { tmText } from './text-helpers';
import type { TmMove } from './types';

/** The notation's own name for the file; the bot prefixes the game number. */
const LOG_FILENAME = 'terra-mystica.txt';

export function exportTmLog(game: LoggedGame<TmMove>): { filename: string; text: string } {
  return { filename: LOG_FILENAME, text: exportSnellman(game.options, game.seats, game.seed, game.moves) };
}

/**
 * The importer's reasons, read back into texts. The importer words them in English for developers; players get
 * them localized, and a reason without a pattern here is shown as it is.
 */
const REASONS: readonly [pattern: RegExp, key: string, names: readonly string[]][] = [
  [/^unknown command$/, 'command', []],
  [/^unknown global command$/, 'global', []],
  [/^unknown faction (\S+)$/, 'faction', ['name']],
  [/^unsupported option (\S+)$/, 'option', ['name']],
  [/^cannot delete (\S+)$/, 'delete', ['name']],
  [/^unknown map (\S+)$/, 'map', ['name']],
  [/^fewer than two factions$/, 'factions', []],
  [/^the seats pragma does not match the setup lines$/, 'seats', []],
  [/^unknown building (.+)$/, 'building', ['name']],
  [/^unknown colour (.+)$/, 'colour', ['name']],
  [/^unknown cult (.+)$/, 'cult', ['name']],
  [/^unknown resource in (.+)$/, 'resource', ['name']],
  [/^conversion needs (\d+) (\S+)$/, 'conversion', ['n', 'name']],
  [/^no open offer of (\d+) power/, 'offer', ['n']],
  [/^no river cell touches all these hexes$/, 'river', []],
  [/^unsupported resource change (.+)$/, 'change', ['name']],
  [/^player(\d+) is not the next player$/, 'dropPlayer', ['n']],
];

function reasonOf(error: ImportError): Text {
  // A move the engine refused: its own rule text says why.
  if (error.ruleError) return { key: error.ruleError.key, params: error.ruleError.params };
  for (const [pattern, key, names] of REASONS) {
    const match = pattern.exec(error.reason);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => (params[name] = match[index + 1] ?? ''));
    return tmText(`log.reason.${key}`, params);
  }
  return tmText('log.reason.other', { reason: error.reason });
}

/**
 * Reads a snellman log into a game to continue. Throws RuleError `tm.log.unreadable` with `line` (1-based), `text`
 * (that line) and a localized `reason`; when the log as a whole is at fault (no line to name, e.g. the wrong number
 * of factions), a RuleError of the reason itself.
 */
export function importTmLog(text: string): LoggedGame<TmMove> & { seatLabels: Text[] } {
  try {
    const game = importSnellman(text);
    return {
      options: game.options,
      seats: game.seats,
      seed: game.seed,
      moves: game.moves,
      seatLabels: game.state.players.map((player) => tmText(`faction.${player.faction ?? 'none'}`)),
    };
  } catch (error) {
    if (error instanceof ImportError) {
      const reason = reasonOf(error);
      if (error.line === 0) throw new RuleError(reason.key, reason.params);
      throw new RuleError('tm.log.unreadable', { line: error.line, text: error.text.slice(0, 200), reason });
    }
    // Set-up refused the header (e.g. six factions, a scoring tile twice): the log as a whole is at fault, its reason says why.
    if (error instanceof RuleError) throw error;
    throw error;
  }
}
