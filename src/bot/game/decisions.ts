import type { AnyEngine, Seat } from '../../engine/types';
import type { GameRecord } from '../store/records';

/**
 * Simultaneous decisions (several seats awaited at once, e.g. Terra Mystica's power offers): a panel or DM button
 * carries the version of the game it was drawn for, and any move bumps that version. Checked against the version
 * alone, one seat's small move would turn every other seat's open panel stale. Instead each record keeps, per seat,
 * the version since which that seat's own decision is unchanged (`decisions`), and a click of an older version
 * still counts while its seat's decision has not changed since. The path it names is always walked again against the
 * current state, so only a still-legal move is ever applied.
 */

/** How many decisions of a seat's choice tree (breadth-first from its root) stand for "its decision". */
const DECISION_PROMPTS = 24;

/**
 * What a seat is asked, as text: the prompts of its choice tree breadth-first from the root, up to DECISION_PROMPTS.
 * Two states ask the seat the same thing when these are equal. Null when the engine balks.
 */
function decisionPrint(engine: AnyEngine, state: unknown, seat: Seat): string | null {
  const prints: unknown[] = [];
  const queue: string[][] = [[]];
  try {
    while (queue.length > 0 && prints.length < DECISION_PROMPTS) {
      const path = queue.shift() as string[];
      const result = engine.prompt(state, seat, path);
      if (!('prompt' in result)) {
        prints.push({ path, move: result.move });
        continue;
      }
      const { kind, title, options, highlight } = result.prompt;
      prints.push({ path, kind, title, options, highlight });
      for (const option of options) queue.push([...path, option.id]);
    }
  } catch {
    return null;
  }
  return JSON.stringify(prints);
}

/** The record's per-seat versions, if they were stamped for its current version. */
function sinceOf(record: GameRecord): number[] | null {
  return record.decisions && record.decisions.version === record.version ? record.decisions.since : null;
}

/**
 * Per seat, the version since which its decision is unchanged after a move by `mover`: a seat keeps its version when
 * it was awaited before and after, did not make the move, and is asked the same as before; every other seat starts
 * at the new version.
 */
export function stampDecisions(engine: AnyEngine, before: GameRecord, after: GameRecord, mover: Seat): number[] {
  const fresh = after.seats.map(() => after.version);
  const previous = sinceOf(before);
  if (before.status !== 'running' || after.status !== 'running' || !previous) return fresh;
  const awaitedBefore = engine.awaiting(before.snapshot);
  // With one seat awaited, the move was that seat's own: nobody else had a decision open.
  if (awaitedBefore.length < 2) return fresh;
  const awaitedAfter = engine.awaiting(after.snapshot);
  return fresh.map((version, seat) => {
    const since = previous[seat];
    if (since === undefined || seat === mover || !awaitedBefore.includes(seat) || !awaitedAfter.includes(seat)) return version;
    const print = decisionPrint(engine, before.snapshot, seat);
    return print !== null && print === decisionPrint(engine, after.snapshot, seat) ? since : version;
  });
}

/** Whether a click of `version` by `seat` still stands for its decision in `record` (the current version always does). */
export function decisionCurrent(engine: AnyEngine, record: GameRecord, seat: Seat, version: number): boolean {
  if (version === record.version) return true;
  if (version > record.version || record.status !== 'running') return false;
  const since = sinceOf(record)?.[seat];
  return since !== undefined && since <= version && engine.awaiting(record.snapshot).includes(seat);
}
