import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { search } from '../../src/ai/search';
import { computersIdle, type Thinker } from '../../src/bot/computers/computer-turns';
import type { AnyEngine } from '../../src/engine/types';
import { nim } from '../engine/toy-engine';
import { Harness, refusalOf, stubRenderer } from './harness';

const engines: Record<string, AnyEngine> = { nim: nim as unknown as AnyEngine };
const thinker: Thinker = {
  think: async (job) => search({ engine: engines[job.gameId], state: job.state, seat: job.seat, budget: { iterations: 60, ms: 5_000 }, seed: job.seed }),
};

/** After a human move that computers answer, the board says at once who is thinking, and Play explains the wait. */
describe('computers visibly at work', () => {
  let h: Harness;
  let ann: UserInfo, greta: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines, renderers: { nim: stubRenderer }, thinker });
    ann = await h.user('Ann');
    greta = await h.user('Greta', { locale: 'de' });
  });
  afterAll(async () => h?.close());

  it('names the thinking computer on the board right after the human move, and Play says so instead of "not your turn"', async () => {
    const game = await h.startGame(ann, [], { game: 'nim', computers: 1, level: 'strong', seating: 'joined' });
    const first = await h.boardOf(game.id, game.channelId, ann);
    expect(first.content).toContain('Waiting for: Ann — due <t:');
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    h.bot.ctx.thinker = { think: async (job) => (await gate, thinker.think(job)) };
    try {
      await h.step(ann, await h.play(ann, first), () => 0);
      // While the computer thinks, the very same board message shows Ann's move and who is at work.
      const thinking = await h.boardOf(game.id, game.channelId, ann);
      expect(thinking.id).toBe(first.id);
      expect(thinking.content).toContain('Waiting for: Merlin · computer, strong — thinking…');
      expect(thinking.content).not.toContain('Waiting for: Ann');
      // Its pictures stay: nothing is drawn for a board that lives only while the computer thinks.
      expect(thinking.attachments.map((a) => a.filename)).toEqual(first.attachments.map((a) => a.filename));
      const play = await h.click(ann, thinking, `g:${game.id}:${(await h.record(game.id)).version}:play`);
      expect(refusalOf(play)).toBe('🤖 Merlin · computer, strong is thinking; a new board follows as soon as it has moved.');
      expect((await h.record(game.id)).moves).toHaveLength(1);
      open();
      await computersIdle(h.bot.ctx);
      const answered = await h.boardOf(game.id, game.channelId, ann);
      expect(answered.content).toContain('Waiting for: Ann — due <t:');
      expect((await h.record(game.id)).moves.map((move) => move.seat)).toEqual([0, 1]);
    } finally {
      open();
      await computersIdle(h.bot.ctx);
      h.bot.ctx.thinker = thinker;
    }
  });

  it('explains the wait in the clicker’s language (the seat keeps the name the table gave it: German, the host’s)', async () => {
    const game = await h.startGame(greta, [], { game: 'nim', computers: 1, level: 'easy', seating: 'joined' });
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    h.bot.ctx.thinker = { think: async (job) => (await gate, thinker.think(job)) };
    try {
      const board = await h.boardOf(game.id, game.channelId, greta);
      await h.step(greta, await h.play(greta, board), () => 0);
      const thinking = await h.boardOf(game.id, game.channelId, greta);
      const play = await h.click(greta, thinking, `g:${game.id}:${(await h.record(game.id)).version}:play`);
      expect(refusalOf(play)).toBe('🤖 Merlin · Computer, leicht denkt nach; ein neues Brett folgt, sobald er gezogen hat.');
    } finally {
      open();
      await computersIdle(h.bot.ctx);
      h.bot.ctx.thinker = thinker;
    }
  });
});
