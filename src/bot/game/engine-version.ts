import type { AnyEngine, Text } from '../../engine/types';
import { tx } from '../../i18n';
import type { GameRecord } from '../store/records';

/** The version of an engine, and of the engine a record was started with (both 1 when not given). */
export const engineVersionOf = (engine: AnyEngine): number => engine.engineVersion ?? 1;
export const recordEngineVersion = (record: GameRecord): number => record.engineVersion ?? 1;

/**
 * The one history rule: a game's saved positions (its snapshot, its undo points) are the truth, and its log is
 * replayed — by undo beyond the saved points, /replay, the timelapse — only by the engine version the game was started
 * with, the only one known to give the same positions. Another version's replay could show a different game, so it is
 * refused with this text. Null when the log may be replayed.
 */
export function logReplayRefusal(engine: AnyEngine, record: GameRecord): Text | null {
  const saved = recordEngineVersion(record);
  const current = engineVersionOf(engine);
  return saved === current ? null : tx('bot.engine.outdated', { id: record.id, game: engine.name, saved, current });
}
