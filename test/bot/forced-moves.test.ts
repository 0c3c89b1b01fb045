import { describe, expect, it } from 'vitest';
import type { AnyEngine, PromptResult } from '../../src/engine/types';
import type { GameRecord } from '../../src/bot/store/records';
import { applyMove, openLobby, settleForced, startGame, undoLast } from '../../src/bot/game/session';
import { race, type RaceMove, type RaceState } from './fixtures/race-engine';

/**
 * A seat's next decision that is no decision at all ("Which figure rages?" with one figure) is made at once after
 * that seat's click (issue 19, fewer clicks). The test game: seat 0 keeps the turn; at an odd score its only way on
 * is a sole step to a sole "add 1", at 3 points its only way is a confirm, at 5 a single risky option.
 */
const sole = (id: string, tone?: 'danger') => ({ id, label: { key: `test.${id}` }, ...(tone ? { tone } : {}) });
const forcing: AnyEngine = {
  ...race,
  awaiting: (state) => ((state as RaceState).points[0] >= 9 ? [] : [0]),
  prompt: (state, seat, path): PromptResult<RaceMove> => {
    const score = (state as RaceState).points[0];
    const kind = score === 3 ? 'confirm' : 'choice';
    if (score % 2 === 0 && score < 9) return race.prompt({ ...(state as RaceState), turn: 0 }, seat, path) as PromptResult<RaceMove>;
    if (path.length === 0) return { prompt: { kind, title: { key: 'test.only' }, options: [sole('on', score === 5 ? 'danger' : undefined)] } };
    if (path.length === 1) return { prompt: { kind: 'choice', title: { key: 'test.then' }, options: [sole('one')] } };
    return { move: { kind: 'add', n: 1 } };
  },
  apply: (state, seat, move) => ({ ...race.apply(state as RaceState, seat, move as RaceMove), turn: 0 }),
};

function started(): GameRecord {
  const lobby = openLobby({ engine: forcing, options: { target: '9' }, seatOrder: 'joined', locale: 'en', host: { userId: 'u0', name: 'Ann' }, guildId: 'g', channelId: 'c' });
  lobby.seats.push({ userId: 'u1', name: 'Ben' });
  return startGame(forcing, { ...lobby, seatOrder: 'joined' });
}
const score = (record: GameRecord) => (record.snapshot as RaceState).points[0];

describe('a forced move after a click', () => {
  it('is made at once, logged as an automatic move of the same seat, and stops at a real decision', () => {
    const clicked = applyMove(forcing, started(), 0, { kind: 'add', n: 1 });
    const settled = settleForced(forcing, clicked, 0);
    expect(score(settled)).toBe(2);
    expect(settled.moves).toHaveLength(2);
    expect(settled.moves[1]).toMatchObject({ seat: 0, move: { kind: 'add', n: 1 }, auto: true });
    expect(settleForced(forcing, settled, 0)).toBe(settled);
  });

  it('waits for a lone confirm and a lone risky option', () => {
    const atThree = applyMove(forcing, started(), 0, { kind: 'add', n: 3 });
    expect(settleForced(forcing, atThree, 0)).toBe(atThree);
    const atFive = applyMove(forcing, applyMove(forcing, started(), 0, { kind: 'add', n: 2 }), 0, { kind: 'add', n: 3 });
    expect(score(atFive)).toBe(5);
    expect(settleForced(forcing, atFive, 0)).toBe(atFive);
  });

  it('makes nothing for a seat that is not awaited', () => {
    const clicked = applyMove(forcing, started(), 0, { kind: 'add', n: 1 });
    expect(settleForced(forcing, clicked, 1)).toBe(clicked);
  });

  it('is taken back by /undo together with the click that set it off', () => {
    const settled = settleForced(forcing, applyMove(forcing, started(), 0, { kind: 'add', n: 1 }), 0);
    const undone = undoLast(forcing, settled);
    expect(score(undone)).toBe(0);
    expect(undone.moves).toHaveLength(0);
  });
});
