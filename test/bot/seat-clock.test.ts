import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import type { GameRecord } from '../../src/bot/store/records';
import { awaitedNames, syncClocks, timeLeft } from '../../src/bot/game/seat-clock';
import { applyMove, openLobby, startGame } from '../../src/bot/game/session';
import { decideTimeout } from '../../src/bot/seats/timeouts';
import { durationText } from '../../src/bot/game/time-limit';
import { parseSeatComponentId, encodeSeatComponentId } from '../../src/bot/game/seat-ids';
import { offerGame } from './fixtures/offer-engine';
import { tally } from './fixtures/tally-engine';
import type { AnyEngine } from '../../src/engine/types';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-01-01T00:00:00Z');

function started(engine: AnyEngine, seats = 3): GameRecord {
  const lobby = openLobby({ engine, options: {}, seatOrder: 'joined', timeLimit: '1d', locale: 'en', host: { userId: 'a', name: 'Ann' }, guildId: 'g', channelId: 'c' });
  lobby.seats.push({ userId: 'b', name: 'Ben' }, { userId: 'c', name: 'Cid' });
  lobby.seats.length = seats;
  return startGame(engine, lobby);
}

describe('seat clocks', () => {
  it('start when a seat becomes awaited and stop when it is not any more', () => {
    let record = syncClocks(tally, started(tally), T0, 'change');
    expect(record.clocks?.map((c) => [c.seat, c.since])).toEqual([[0, new Date(T0).toISOString()]]);
    record = syncClocks(tally, applyMove(tally, record, 0, { kind: 'add', n: 1 }), T0 + HOUR, 'change');
    expect(record.clocks?.map((c) => [c.seat, Date.parse(c.since) - T0])).toEqual([[1, HOUR]]);
    expect(timeLeft(record, 1, T0 + 5 * HOUR)).toBe(20 * HOUR);
    // The deadline as Discord's relative timestamp, the same however late the board is read.
    const due = `<t:${(T0 + 25 * HOUR) / 1000}:R>`;
    expect(awaitedNames(record, [1], T0 + 5 * HOUR, 'en')).toBe(`Ben — due ${due}`);
    expect(awaitedNames(record, [1], T0 + 24 * HOUR, 'de')).toBe(`Ben — fällig ${due}`);
    expect(awaitedNames(record, [1], T0 + 26 * HOUR, 'de')).toBe('Ben — Zeit abgelaufen');
    expect(awaitedNames({ ...record, timeLimit: 'none' }, [1], T0 + 5 * HOUR, 'en')).toBe('Ben');
  });

  it('a quiet move keeps the clock of the player going on with their turn; a new decision of the same seat restarts it', () => {
    const engine = offerGame as unknown as AnyEngine;
    let record = syncClocks(engine, started(engine, 2), T0, 'change');
    const [seat] = engine.awaiting(record.snapshot);
    const since = record.clocks?.[0].since;
    record = syncClocks(engine, applyMove(engine, record, seat, { kind: 'swap' }), T0 + HOUR, 'quiet');
    expect(record.clocks?.map((c) => [c.seat, c.since])).toEqual([[seat, since]]);
    // The same record looked at as a change (a move that is not quiet) restarts the mover's clock if still awaited.
    const moved = { ...record, clocks: record.clocks?.map((c) => ({ ...c, moves: 0 })) };
    expect(syncClocks(engine, moved, T0 + 2 * HOUR, 'change').clocks?.map((c) => c.since)).toEqual([new Date(T0 + 2 * HOUR).toISOString()]);
    expect(syncClocks(engine, moved, T0 + 2 * HOUR, 'keep').clocks?.map((c) => c.since)).toEqual([since]);
  });

  it('has no clocks once the game is over', () => {
    const record = syncClocks(tally, { ...started(tally), status: 'finished' }, T0, 'change');
    expect(record.clocks).toEqual([]);
  });
});

describe('the time-out vote’s decision', () => {
  const voters = ['a', 'c', 'd'];
  it('takes a choice more than half of the voters made, and waits for the others otherwise', () => {
    expect(decideTimeout({ a: 'drop' }, voters, 'a')).toBeNull();
    expect(decideTimeout({ a: 'drop', c: 'drop' }, voters, 'a')).toBe('drop');
    expect(decideTimeout({ a: 'drop', c: 'seat' }, voters, 'a')).toBeNull();
    expect(decideTimeout({ a: 'seat', c: 'seat' }, ['a', 'c'], 'x')).toBe('seat');
  });

  it('gives a tie to the host’s vote, and to waiting when the host did not vote for a tied choice', () => {
    expect(decideTimeout({ a: 'drop', c: 'seat' }, ['a', 'c'], 'a')).toBe('drop');
    expect(decideTimeout({ a: 'drop', c: 'seat' }, ['a', 'c'], 'c')).toBe('seat');
    expect(decideTimeout({ a: 'drop', c: 'seat' }, ['a', 'c'], 'b')).toBe('wait');
    expect(decideTimeout({ a: 'drop', c: 'seat', d: 'wait' }, voters, 'd')).toBe('wait');
    expect(decideTimeout({ a: 'drop', c: 'seat', d: 'wait' }, voters, 'c')).toBe('seat');
  });
});

describe('time texts and seat button ids', () => {
  it('writes spans as players read them, in English and German', () => {
    expect(t('en', durationText(2 * 24 * HOUR + 3 * HOUR + 59_000))).toBe('2 days 3 h');
    expect(t('en', durationText(24 * HOUR))).toBe('1 day 0 h');
    expect(t('de', durationText(5 * HOUR + 20 * 60_000))).toBe('5 Std. 20 Min.');
    expect(t('en', durationText(12 * 60_000))).toBe('12 min');
    expect(t('de', durationText(30_000))).toBe('unter 1 Min.');
  });

  it('round-trips every seat button and refuses anything else', () => {
    const ids = [
      { kind: 'timeout', game: 'ab12cd34', seat: 2, nonce: 7, choice: 'drop' },
      { kind: 'take', game: 'ab12cd34', seat: 0, nonce: 1 },
      { kind: 'gift', game: 'ab12cd34', seat: 1, nonce: 3, accept: false },
      { kind: 'leave', game: 'ab12cd34', seat: 4, confirm: true },
    ] as const;
    for (const id of ids) expect(parseSeatComponentId(encodeSeatComponentId(id))).toEqual(id);
    expect(encodeSeatComponentId(ids[0])).toBe('T:ab12cd34:2:7:d');
    for (const bad of ['T:ab12cd34:2:7:x', 'S:ab12cd34:0', 'A:ab12cd34:1:3:y:z', 'L:AB12cd34:0:y', 'L:ab12cd34:01:y', 'g:ab12cd34:1:play']) expect(parseSeatComponentId(bad)).toBeNull();
  });
});
