import type { AnyEngine, Text } from '../../engine/types';
import { tx } from '../../i18n';
import type { GameRecord } from '../store/records';

/** The version of an engine, and of the engine a record was started with (both 1 when not given). */
export const engineVersionOf = (engine: AnyEngine): number => engine.engineVersion ?? 1;
export const recordEngineVersion = (record: GameRecord): number => record.engineVersion ?? 1;

/**
 * Whether the current engine may replay the record's moves (undo replays the log without the last move): only the
 * engine version the game started with is known to give the same positions. Null when it may, else the refusal.
 */
export function replayRefusal(engine: AnyEngine, record: GameRecord): Text | null {
  const saved = recordEngineVersion(record);
  const current = engineVersionOf(engine);
  return saved === current ? null : tx('bot.engine.outdated', { id: record.id, game: engine.name, saved, current });
}
