import { describe, expect, it } from 'vitest';
import type { AnyEngine } from '../../src/engine/types';
import { t } from '../../src/i18n';
import { namedPrompt } from '../../src/bot/show/messages';
import type { GameRecord } from '../../src/bot/store/records';
import { applyMove, canUndo, lastPlayerMove, MAX_AUTOMATIC_MOVES, openLobby, settleAutomatic, startGame, undoLast } from '../../src/bot/game/session';
import { offerGame, type OfferMove, type OfferState } from './fixtures/offer-engine';

const engine = offerGame as unknown as AnyEngine;

function started(options: { auto?: boolean; gift?: boolean } = {}): GameRecord {
  const lobby = openLobby({ engine, options, seatOrder: 'joined', locale: 'en', host: { userId: 'a', name: 'Ann' }, guildId: 'g', channelId: 'c' });
  lobby.seats.push({ userId: 'b', name: 'Ben' }, { userId: 'c', name: 'Cid' });
  return startGame(engine, lobby);
}

const state = (record: GameRecord) => record.snapshot as OfferState;
const play = (record: GameRecord, seat: number, move: OfferMove) => settleAutomatic(engine, applyMove(engine, record, seat, move));

describe('automatic moves in the game record', () => {
  it('applies the automatic answers after a move, each logged as its own automatic move', () => {
    const record = play(started({ auto: true }), 0, { kind: 'gain', n: 2 });
    expect(record.moves.map((m) => [m.seat, m.move, m.auto === true])).toEqual([
      [0, { kind: 'gain', n: 2 }, false],
      [2, { kind: 'answer', take: true }, true],
    ]);
    expect(state(record).points).toEqual([2, 0, 1]);
    expect(state(record).offer).toBeNull();
    // One version and one score point per applied move, as for moves chosen by clicks.
    expect(record.version).toBe(3);
    expect(record.scoreHistory).toHaveLength(3);
  });

  it('applyMove applies exactly one move, leaving the automatic ones to settleAutomatic', () => {
    const record = applyMove(engine, started({ auto: true }), 0, { kind: 'gain', n: 2 });
    expect(record.moves).toHaveLength(1);
    expect(state(record).offer).toEqual({ seat: 2, n: 1, from: 0 });
  });

  it('leaves a record alone when nothing is automatic, or the engine has no automatic rule', () => {
    const record = started();
    expect(settleAutomatic(engine, record)).toBe(record);
    const plain = { ...engine, automatic: undefined };
    const gifted = started({ auto: true, gift: true });
    expect(settleAutomatic(plain, gifted)).toBe(gifted);
    // With the rule, the opening offer is taken at once.
    expect(settleAutomatic(engine, gifted).moves.map((m) => m.auto)).toEqual([true]);
  });

  it('stops an engine that keeps deciding by itself instead of looping', () => {
    // An engine whose automatic rule always names a move that changes nothing the rule looks at.
    const stuck: AnyEngine = { ...engine, automatic: () => ({ seat: 0, move: { kind: 'setting', auto: true } }) };
    expect(() => settleAutomatic(stuck, started())).toThrow(new RegExp(`after ${MAX_AUTOMATIC_MOVES}`));
  });

  it('undo takes back the last player move together with the automatic moves that followed it', () => {
    const first = play(started({ auto: true }), 0, { kind: 'gain', n: 2 });
    const second = play(first, 1, { kind: 'gain', n: 3 });
    expect(second.moves.map((m) => m.auto === true)).toEqual([false, true, false, true]);
    expect(lastPlayerMove(second)?.move).toEqual({ kind: 'gain', n: 3 });
    expect(canUndo(second)).toBe('ok');
    const undone = undoLast(engine, second);
    expect(undone.moves).toEqual(first.moves);
    expect(undone.snapshot).toEqual(first.snapshot);
    expect(undone.scoreHistory).toEqual(first.scoreHistory);
    expect(undone.version).toBe(second.version + 1);
  });

  it('has nothing to undo when only automatic moves were made', () => {
    const opened = settleAutomatic(engine, started({ auto: true, gift: true }));
    expect(opened.moves).toHaveLength(1);
    expect(lastPlayerMove(opened)).toBeUndefined();
    expect(canUndo(opened)).toBe('none');
  });

  it('refuses the undo when an automatic move it would take back revealed something hidden', () => {
    const revealing: AnyEngine = { ...engine, revealsHidden: (_s, _seat, move) => (move as OfferMove).kind === 'answer' };
    const record = settleAutomatic(revealing, applyMove(revealing, started({ auto: true }), 0, { kind: 'gain', n: 1 }));
    expect(record.moves[0].revealed).toBe(false);
    expect(canUndo(record)).toBe('hidden');
  });
});

describe('prompts with players named', () => {
  it('replaces seat references in the title, labels and hints', () => {
    const record = started();
    const prompt = namedPrompt(record, {
      kind: 'confirm',
      title: { key: 'common.seat', params: { n: 1 } },
      options: [{ id: 'yes', label: { key: 'common.seat', params: { n: 2 } }, hint: { key: 'common.seat', params: { n: 3 } } }],
    });
    expect(t('en', prompt.title)).toBe('Ann');
    expect(t('en', prompt.options[0].label)).toBe('Ben');
    expect(t('en', prompt.options[0].hint ?? { key: '' })).toBe('Cid');
  });
});
