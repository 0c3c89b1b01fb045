import type { AnyEngine, Seat } from '../engine/types';
import type { GameRecord } from '../bot/store/records';
import { isComputerKey, type GameResult, type SeatResult } from './records';

export interface SeatOutcome {
  points: number;
  won: boolean;
  dropped: boolean;
}

/**
 * Ranks (1-based, equal = tie) as the game's ranking says: the winners after the tie-breaks share rank 1; the
 * other seats that stayed follow by their final points, equal points sharing a rank; seats that left the game come
 * last, all sharing the last rank.
 */
export function finishRanks(outcomes: readonly SeatOutcome[]): number[] {
  const stayed = outcomes.filter((o) => !o.dropped);
  const winners = stayed.filter((o) => o.won).length;
  return outcomes.map((outcome) => {
    if (outcome.dropped) return stayed.length + 1;
    if (outcome.won) return 1;
    return 1 + winners + stayed.filter((other) => !other.won && other.points > outcome.points).length;
  });
}

/** The discord link of a game's final message, when it was posted. */
export function finalMessageUrl(record: GameRecord): string | null {
  if (!record.messageId || !record.guildId) return null;
  return `https://discord.com/channels/${record.guildId}/${record.threadId ?? record.channelId}/${record.messageId}`;
}

/**
 * The final standing of a finished game, read from its final state (the record's snapshot: no replay). Seats'
 * rating keys are their user ids (a computer seat's id is `computer:<level>`).
 */
export function gameResult(engine: AnyEngine, record: GameRecord): GameResult {
  const state = record.snapshot;
  const winners = new Set<Seat>(engine.winners(state));
  const dropped = new Set<Seat>(engine.droppedSeats?.(state) ?? []);
  const points = new Map(engine.scores(state).map((line) => [line.seat, line.preview]));
  const outcomes: SeatOutcome[] = record.seats.map((_, seat) => ({ points: points.get(seat) ?? 0, won: winners.has(seat) && !dropped.has(seat), dropped: dropped.has(seat) }));
  const ranks = finishRanks(outcomes);
  const seats: SeatResult[] = record.seats.map((seat, index) => ({
    key: seat.userId,
    name: seat.name,
    rank: ranks[index],
    points: outcomes[index].points,
    won: outcomes[index].won,
    dropped: outcomes[index].dropped,
    identity: engine.seatIdentity?.(state, index) ?? null,
  }));
  return {
    recordId: record.id,
    gameId: record.gameId,
    guildId: record.guildId ?? '',
    finishedAt: record.moves.at(-1)?.at ?? record.updatedAt,
    messageUrl: finalMessageUrl(record),
    seats,
  };
}

/**
 * Whether a result counts for ratings: played on a server, by at least two different human players (a computer
 * seat is rated too, but two humans must have played), each seat a different entry.
 */
export function isRated(result: GameResult): boolean {
  const keys = result.seats.map((seat) => seat.key);
  const humans = keys.filter((key) => !isComputerKey(key));
  return result.guildId !== '' && new Set(humans).size >= 2 && new Set(keys).size === keys.length;
}
