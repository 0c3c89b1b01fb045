import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { optionName } from '../../commands/newgame';
import { Harness, playToEnd, stubRenderer } from './harness';

const MOVES = 12;

/** Every registered game opens, starts and takes its first moves through the same generic lobby, board and panels. */
describe('every registered game through the local Discord', () => {
  let h: Harness;
  let users: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines, renderers: Object.fromEntries(Object.keys(engines).map((id) => [id, stubRenderer])) });
    users = [await h.user('Lancelot'), await h.user('Guinevere', { locale: 'de' }), await h.user('Gawain')];
  });
  afterAll(async () => h?.close());

  it.each(Object.keys(engines))('%s: /newgame, start, and the first moves by clicks', async (id) => {
    const engine = engines[id];
    const players = users.slice(0, Math.max(engine.minSeats, Math.min(3, engine.maxSeats)));
    const game = await h.startGame(players[0], players.slice(1), { game: optionName(id), seating: 'joined' });
    const rng = createRng(`all-${id}`);
    const moves = await playToEnd(h, game.id, game.channelId, players, (n) => nextInt(rng, n), 2000, MOVES);
    const record = await h.record(game.id);
    // Every acknowledged click that finished a move is in the record; the game ran MOVES moves unless it ended. A
    // move with one way to go that follows a click is made by the bot and logged as automatic (session.ts
    // settleForced); which clicks the seeded picks reach depends on the panels seen, so only clicked moves count.
    expect(record.moves.filter((entry) => !entry.auto)).toHaveLength(moves);
    expect(record.status === 'running' ? moves : MOVES).toBe(MOVES);
    expect(h.log.errors).toEqual([]);
  });
});
