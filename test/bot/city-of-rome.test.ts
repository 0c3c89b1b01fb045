import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { renderers, renderScoreChart } from '../../renderers';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import type { CorView } from '../../src/games/city-of-rome/view';
import { Harness, playToEnd, TINY_PNG } from './harness';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/**
 * The real board renderer for the first board, every 25th and the final one, the 1×1 stand-in in between: a board
 * takes a few hundred ms to draw, and the renderer has its own tests; here the point is that its PNGs reach Discord.
 */
function sampledRenderer(): BoardRenderer {
  let calls = 0;
  const real = renderers['city-of-rome'];
  return async (view, locale, options) => {
    const finished = (view as CorView).phase === 'end';
    return calls++ % 25 === 0 || finished ? real(view, locale, options) : TINY_PNG;
  };
}

describe('City of Rome through the local Discord, clicks only', () => {
  let h: Harness;
  let users: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'city-of-rome': engines['city-of-rome'] }, renderers: { 'city-of-rome': sampledRenderer() }, scoreChart: renderScoreChart });
    users = [await h.user('Lancelot'), await h.user('Guinevere', { locale: 'de' }), await h.user('Gawain')];
  });
  afterAll(async () => h?.close());

  it.each([
    [3, { shrine: false }],
    [2, { shrine: true }],
  ])('plays a %i-player game from /newgame to the final scores (%j)', async (count, variant) => {
    const players = users.slice(0, count);
    const game = await h.startGame(players[0], players.slice(1), { game: 'city-of-rome', seating: 'random', ...variant });
    const rng = createRng(`cor-${count}`);
    const moves = await playToEnd(h, game.id, game.channelId, players, (n) => nextInt(rng, n));
    const record = await h.record(game.id);
    expect(record.status).toBe('finished');
    expect(record.moves).toHaveLength(moves);
    expect(record.options.shrine).toBe(variant.shrine);

    const final = await h.finalMessage(game.id, game.channelId, players[0]);
    const messages = await h.control.messages(game.channelId, players[0].id);
    expect(final.content).toMatch(/Winners?: /);
    for (const seat of record.seats) expect(final.content).toContain(seat.name);
    expect(final.attachments.map((a) => a.filename)).toEqual(['board.png', 'scores.png']);
    for (const attachment of final.attachments) {
      const bytes = Buffer.from(await (await fetch(new URL(attachment.url, h.emu.url))).arrayBuffer());
      expect(bytes.subarray(0, 4)).toEqual(PNG);
    }
    expect(messages.filter((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play')))).toHaveLength(0);
    expect(h.log.errors).toEqual([]);
  }, 180_000);
});
