import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { optionName } from '../../commands/newgame';
import { Harness, refusalOf, stubRenderer } from './harness';

/** Ann plays until the computer has made this many moves of its own (a turn may take Ann several moves). */
const COMPUTER_MOVES = 3;

/** Every game with a computer seat at the table, thinking on the bot's own worker thread at level easy. */
describe('computer seats in every game through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines, renderers: Object.fromEntries(Object.keys(engines).map((id) => [id, stubRenderer])) });
    ann = await h.user('Ann');
  });
  afterAll(async () => h?.close());

  it.each(Object.keys(engines))('%s: a human and a computer take turns; the computer answers on its turns', async (id) => {
    const engine = engines[id];
    const game = await h.startGame(ann, [], { game: optionName(id), seating: 'joined', computers: 1, level: 'easy' });
    const rng = createRng(`cpu-${id}`);
    let humanMoves = 0;
    const computerMoves = async () => (await h.record(game.id)).moves.filter((move) => move.seat === 1 && !move.auto).length;
    while ((await computerMoves()) < COMPUTER_MOVES) {
      if (humanMoves > 60) throw new Error('the computer never got its turns');
      // Wait until Ann is awaited (the computer's chain is over) or the game ended.
      const record = await h.control.waitFor(
        async () => {
          const current = await h.record(game.id);
          if (current.status !== 'running') return current;
          return engine.awaiting(current.snapshot).includes(0) ? current : null;
        },
        { description: 'Ann awaited', timeoutMs: 60_000, intervalMs: 50 },
      );
      if (record.status !== 'running') break;
      let panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
      for (let steps = 0; (await h.record(game.id)).version === record.version; steps++) {
        if (steps > 40) throw new Error('no move after 40 steps');
        const result = await h.step(ann, panel, (n) => nextInt(rng, n));
        expect(refusalOf(result)).toBe('');
        if (result.message) panel = result.message;
      }
      humanMoves++;
    }
    const record = await h.record(game.id);
    expect(record.seats[1]).toMatchObject({ computer: 'easy', name: 'Merlin · computer, easy' });
    expect(record.moves.filter((move) => move.seat === 1 && !move.auto).length).toBeGreaterThanOrEqual(COMPUTER_MOVES);
    // The last human cannot leave the computers to play alone.
    if (engine.dropMove && record.status === 'running') {
      const left = await h.command(ann, 'leave', {}, game.channelId);
      expect(left.message?.content ?? refusalOf(left)).toBe('You are the last human player in this game: the computers would play on alone. Use /abandon to end the game instead.');
    }
    expect(h.log.errors).toEqual([]);
  }, 120_000);
});
