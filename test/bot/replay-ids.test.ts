import { describe, expect, it } from 'vitest';
import { encodeComponentId, isComponentId, parseCustomId } from '../../src/bot/base/custom-id';
import { watchRefusal, roundStarts } from '../../src/bot/history/replay';
import type { GameRecord } from '../../src/bot/store/records';

describe('/replay custom ids', () => {
  it('encode and parse a step button and the round select', () => {
    expect(encodeComponentId({ kind: 'replay', game: 'ab12cd34', moves: 17, nav: 'n' }).customId).toBe('r:ab12cd34:17:n');
    expect(parseCustomId('r:ab12cd34:17:n')).toEqual({ ok: true, id: { kind: 'replay', game: 'ab12cd34', moves: 17, nav: 'n' } });
    expect(encodeComponentId({ kind: 'replayRound', game: 'ab12cd34' }).customId).toBe('R:ab12cd34');
    expect(parseCustomId('R:ab12cd34')).toEqual({ ok: true, id: { kind: 'replayRound', game: 'ab12cd34' } });
    expect(isComponentId({ kind: 'replay', game: 'ab12cd34', moves: 0, nav: 'f' })).toBe(true);
  });
  it('reject garbled ones', () => {
    for (const bad of ['r:ab12cd34:17', 'r:ab12cd34:17:x', 'r:ab12cd34:-1:n', 'r:ab12cd34:017:n', 'R:ab12cd34:3', 'r:AB12CD34:1:n']) expect(parseCustomId(bad)).toEqual({ ok: false });
  });
});

describe('who may watch a replay', () => {
  const record = (status: GameRecord['status']) => ({ status, guildId: 'G', seats: [{ userId: 'u0', name: 'Ann' }] }) as GameRecord;
  it('refuses what it must, with the reason', () => {
    expect(watchRefusal(undefined, 'x', 'G', 'u9')?.key).toBe('replay.notFound');
    // A game of another server is as unknown there as a number never given out.
    expect(watchRefusal(record('finished'), 'x', 'H', 'u0')?.key).toBe('replay.notFound');
    expect(watchRefusal(record('lobby'), 'x', 'G', 'u0')?.key).toBe('replay.notStarted');
    expect(watchRefusal(record('running'), 'x', 'G', 'u9')?.key).toBe('replay.notPlayer');
    expect(watchRefusal(record('running'), 'x', 'G', 'u0')).toBeNull();
    expect(watchRefusal(record('finished'), 'x', 'G', 'u9')).toBeNull();
    expect(watchRefusal(record('abandoned'), 'x', 'G', 'u9')).toBeNull();
  });
  it('offers at most 25 rounds in the select, the first and the last among them', () => {
    const rounds = Array.from({ length: 61 }, (_, i) => Math.floor(i / 2));
    const starts = roundStarts(rounds);
    expect(starts).toHaveLength(25);
    expect(starts[0]).toEqual({ round: 0, moves: 0 });
    expect(starts.at(-1)).toEqual({ round: 30, moves: 60 });
  });
});
