import { describe, expect, it } from 'vitest';
import type { AnyEngine } from '../../src/engine/types';
import type { GameRecord } from '../../src/bot/store/records';
import { applyMove, canUndo, openLobby, settleAutomatic, startGame, undoLast, undoRefusal } from '../../src/bot/game/session';
import { UNDO_DEPTH } from '../../src/bot/game/undo-points';
import { offerGame } from './fixtures/offer-engine';
import { race, type RaceState } from './fixtures/race-engine';

/**
 * Undo steps back to the positions the record saved (issue 16), never to what today's rules would replay: a game
 * whose moves an older engine made keeps its past when the engine changes.
 */

function started(engine: AnyEngine = race): GameRecord {
  const lobby = openLobby({ engine, options: { target: '9' }, seatOrder: 'joined', locale: 'en', host: { userId: 'u0', name: 'Ann' }, guildId: 'g', channelId: 'c' });
  lobby.seats.push({ userId: 'u1', name: 'Ben' });
  return startGame(engine, lobby);
}

/** The race rules after a "fix": adding gives one point more, and the version says the log replays differently. */
const changedRace: AnyEngine = {
  ...race,
  engineVersion: 2,
  apply: (state, seat, move) => {
    const next = race.apply(state as RaceState, seat, move as never);
    return (move as { kind: string }).kind === 'add' ? { ...next, points: next.points.map((p, i) => (i === seat ? p + 1 : p)) } : next;
  },
};

/** An engine whose replay can never reach the saved positions: any apply throws. */
const brokenReplay: AnyEngine = {
  ...race,
  apply: () => {
    throw new Error('replayed');
  },
};

const points = (record: GameRecord) => (record.snapshot as RaceState).points;

describe('undo from saved positions', () => {
  it('steps back to exactly the recorded positions when the engine has changed since the moves were made', () => {
    let record = started();
    const recorded = [record.snapshot];
    for (const [seat, n] of [[0, 2], [1, 3], [0, 1]]) {
      record = applyMove(race, record, seat, { kind: 'add', n });
      recorded.push(record.snapshot);
    }
    expect(points(record)).toEqual([3, 3]);
    // Replaying the log with the changed rules would give other positions; the saved ones are taken instead.
    expect(undoRefusal(changedRace, record)).toBeNull();
    record = undoLast(changedRace, record);
    expect(record.snapshot).toEqual(recorded[2]);
    expect(points(record)).toEqual([2, 3]);
    record = undoLast(changedRace, record);
    expect(record.snapshot).toEqual(recorded[1]);
    expect(points(record)).toEqual([2, 0]);
    expect(record.moves).toHaveLength(1);
    expect(record.scoreHistory.map((point) => point.points)).toEqual([[0, 0], [2, 0]]);
    record = undoLast(changedRace, record);
    expect(record.snapshot).toEqual(recorded[0]);
    expect(record.undoPoints).toEqual([]);
  });

  it('never replays when the position is saved: an engine whose apply throws still undoes', () => {
    let record = started();
    record = applyMove(race, record, 0, { kind: 'add', n: 2 });
    const before = record.snapshot;
    record = applyMove(race, record, 1, { kind: 'add', n: 1 });
    const undone = undoLast(brokenReplay, record);
    expect(undone.snapshot).toEqual(before);
    expect(points(undone)).toEqual([2, 0]);
  });

  it('keeps the newest positions only, and without a saved one refuses another engine version and replays the same one', () => {
    let record = started();
    for (let i = 0; i < UNDO_DEPTH + 3; i++) record = applyMove(race, record, i % 2, { kind: 'add', n: 1 });
    expect(UNDO_DEPTH).toBe(12);
    expect(record.undoPoints?.map((point) => point.moves)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    for (let i = 0; i < UNDO_DEPTH; i++) record = undoLast(changedRace, record);
    expect(record.moves).toHaveLength(3);
    expect(points(record)).toEqual([2, 1]);
    // Move 3's position was not kept: only a replay could rebuild it, and version 2 may not replay a version 1 game.
    expect(undoRefusal(changedRace, record)?.key).toBe('bot.engine.outdated');
    expect(() => undoLast(changedRace, record)).toThrow(/engine version 1/);
    const replayed = undoLast(race, record);
    expect(points(replayed)).toEqual([1, 1]);
  });

  it('drops the kept positions at a move that revealed something: nothing before it can be undone', () => {
    let record = started();
    record = applyMove(race, record, 0, { kind: 'add', n: 2 });
    record = applyMove(race, record, 1, { kind: 'add', n: 1 });
    expect(record.undoPoints?.map((point) => point.moves)).toEqual([0, 1]);
    record = applyMove(race, record, 0, { kind: 'draw' });
    expect(record.undoPoints).toEqual([]);
    expect(canUndo(record)).toBe('hidden');
    record = applyMove(race, record, 1, { kind: 'add', n: 3 });
    expect(record.undoPoints?.map((point) => point.moves)).toEqual([3]);
    expect(points(undoLast(brokenReplay, record))).toEqual([2, 1]);
  });

  it('takes back the automatic moves with the player move that set them off, to the position before it', () => {
    const engine = offerGame as unknown as AnyEngine;
    const lobby = openLobby({ engine, options: { auto: true }, seatOrder: 'joined', locale: 'en', host: { userId: 'a', name: 'Ann' }, guildId: 'g', channelId: 'c' });
    lobby.seats.push({ userId: 'b', name: 'Ben' }, { userId: 'c', name: 'Cid' });
    const start = startGame(engine, lobby);
    const moved = settleAutomatic(engine, applyMove(engine, start, 0, { kind: 'gain', n: 2 }));
    expect(moved.moves.map((entry) => entry.auto === true)).toEqual([false, true]);
    // Only the player's move saved a position: the automatic answer is no place to step back to.
    expect(moved.undoPoints?.map((point) => point.moves)).toEqual([0]);
    const undone = undoLast({ ...engine, apply: brokenReplay.apply }, moved);
    expect(undone.snapshot).toEqual(start.snapshot);
    expect(undone.moves).toHaveLength(0);
  });
});
