import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/driver';
import { RuleError } from '../../src/engine/rule-error';
import { applyMove, canUndo, effectiveOptions, historyByRound, openLobby, startGame, undoLast } from '../../src/bot/game/session';
import { walkPath } from '../../src/bot/game/choice-path';
import { privateLines } from '../../src/bot/play/private-view';
import { race } from './fixtures/race-engine';

function lobby(seatOrder: 'random' | 'joined' = 'joined', options = {}) {
  const record = openLobby({ engine: race, options, seatOrder, locale: 'en', host: { userId: 'u0', name: 'Ann' }, guildId: 'g', channelId: 'c' });
  record.seats.push({ userId: 'u1', name: 'Ben' }, { userId: 'u2', name: 'Cid' });
  return record;
}

describe('game record transitions', () => {
  it('fills options the lobby left open with defaults and ignores options for other seat counts', () => {
    expect(effectiveOptions(race.options, { wide: true }, 3)).toEqual({ target: '5', wide: true });
    const seatBound = [{ ...race.options[1], seats: [4] }];
    expect(effectiveOptions(seatBound, { wide: true }, 3)).toEqual({ wide: false });
    expect(effectiveOptions(seatBound, { wide: true }, 4)).toEqual({ wide: true });
  });

  it('keeps the join order when asked, and a seed-determined shuffle otherwise', () => {
    const joined = startGame(race, lobby('joined'));
    expect(joined.seats.map((s) => s.name)).toEqual(['Ann', 'Ben', 'Cid']);
    const base = lobby('random');
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) orders.add(startGame(race, { ...base, seed: `seed${i}` }).seats.map((s) => s.name).join());
    expect(orders.size).toBeGreaterThan(1);
    expect(startGame(race, base).seats).toEqual(startGame(race, base).seats);
  });

  it('applies a move: logs it, bumps the version, extends the score history; the snapshot equals a replay', () => {
    const started = startGame(race, lobby('joined', { target: '9' }));
    expect(started.status).toBe('running');
    const after = applyMove(race, started, 0, { kind: 'add', n: 3 });
    expect(after.version).toBe(started.version + 1);
    expect(after.moves).toHaveLength(1);
    expect(after.moves[0].log[0]).toEqual({ key: 'test.did', params: { what: 'add' } });
    expect(after.scoreHistory.at(-1)?.points).toEqual([3, 0, 0]);
    expect(after.snapshot).toEqual(replay(race, after.options, 3, after.seed, after.moves));
    expect(started.moves).toHaveLength(0);
  });

  it('lets an illegal move throw the engine RuleError and changes nothing', () => {
    const started = startGame(race, lobby());
    expect(() => applyMove(race, started, 1, { kind: 'add', n: 1 })).toThrow(RuleError);
    expect(started.version).toBe(1);
  });

  it('marks a game finished once the engine says so', () => {
    let record = startGame(race, lobby('joined', { target: '5' }));
    record = applyMove(race, record, 0, { kind: 'add', n: 3 });
    record = applyMove(race, record, 1, { kind: 'add', n: 1 });
    record = applyMove(race, record, 2, { kind: 'add', n: 1 });
    record = applyMove(race, record, 0, { kind: 'add', n: 2 });
    expect(record.status).toBe('finished');
    // Round 1 ends after three moves at [3, 1, 0]; the fourth move belongs to round 2.
    expect(historyByRound(record)).toEqual([[3, 1, 0], [5, 1, 1]]);
    // An opening phase counted as round 0 stays off the chart.
    expect(historyByRound({ ...record, scoreHistory: [{ round: 0, points: [9, 9, 9] }, ...record.scoreHistory] })).toEqual([[3, 1, 0], [5, 1, 1]]);
  });

  it('undoes the last move by replay, but never a move that revealed hidden information', () => {
    let record = startGame(race, lobby('joined', { target: '9' }));
    const start = record.snapshot;
    expect(canUndo(record)).toBe('none');
    record = applyMove(race, record, 0, { kind: 'add', n: 2 });
    expect(canUndo(record)).toBe('ok');
    const undone = undoLast(race, record);
    expect(undone.snapshot).toEqual(start);
    expect(undone.moves).toHaveLength(0);
    expect(undone.version).toBe(record.version + 1);
    record = applyMove(race, record, 1, { kind: 'draw' });
    expect(canUndo(record)).toBe('hidden');
  });
});

describe('walking the choice tree', () => {
  const state = race.setup({ wide: true }, 2, 's');
  it('returns the prompt at a path, the labels taken, and the move at a leaf', () => {
    const middle = walkPath(race, state, 0, ['add']);
    expect(middle.ok && 'prompt' in middle && middle.prompt.options.map((o) => o.id)).toEqual(['1', '2', '3']);
    expect(walkPath(race, state, 0, ['add', '2'])).toEqual({ ok: true, move: { kind: 'add', n: 2 }, chosen: [{ key: 'test.add' }, { key: 'test.n', params: { n: 2 } }], sole: [false, false] });
  });
  it('refuses steps the engine did not offer, steps past a finished move, and paths the engine throws on', () => {
    expect(walkPath(race, state, 0, ['add', '4'])).toEqual({ ok: false });
    expect(walkPath(race, state, 0, ['draw', 'x'])).toEqual({ ok: false });
    expect(walkPath(race, state, 0, ['steal'])).toEqual({ ok: false });
    expect(walkPath(race, race.setup({}, 2, 's'), 0, ['pick'])).toEqual({ ok: false });
  });
});

describe('private view summary', () => {
  it('is the summary the engine gives itself', () => {
    const withSummary = { ...race, privateSummary: () => [{ key: 'common.total' }] };
    expect(privateLines(withSummary, race.setup({}, 2, 's'), 0, 'de')).toEqual(['Summe']);
  });
});
