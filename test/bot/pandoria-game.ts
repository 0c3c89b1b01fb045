import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { PandoriaState } from '../../src/games/pandoria/types';
import type { PandoriaView } from '../../src/games/pandoria/view';
import { renderers, renderScoreChart } from '../../renderers';
import { isPng } from '../../renderers/kit';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import { Harness, playToEnd, TINY_PNG } from './harness';

/**
 * The real Pandoria renderer for the first board, every 25th and the final one, the 1×1 stand-in in between: a board
 * takes a few hundred ms to draw and has its own tests; here the point is that its PNGs reach Discord.
 */
function sampledRenderer(drawn: PandoriaView[]): BoardRenderer {
  let calls = 0;
  const real = renderers.pandoria;
  return async (view, locale, options) => {
    const board = view as PandoriaView;
    if (calls++ % 25 !== 0 && !board.over) return TINY_PNG;
    drawn.push(board);
    return real(view, locale, options);
  };
}

/**
 * Registers one whole Pandoria game through the local Discord (pandoria-game-<variant>.test.ts: one file per variant,
 * so vitest plays them side by side).
 */
export function describePandoriaGame(name: string, variant: { variant: string; sets?: string }): void {
  describe(`Pandoria through the local Discord, clicks only (${name})`, () => {
    let h: Harness;
    let users: UserInfo[];
    const drawn: PandoriaView[] = [];

    beforeAll(async () => {
      h = await Harness.start({ engines: { pandoria: engines.pandoria }, renderers: { pandoria: sampledRenderer(drawn) }, scoreChart: renderScoreChart });
      users = [await h.user('Lancelot'), await h.user('Guinevere', { locale: 'de' }), await h.user('Gawain')];
    });
    afterAll(async () => h?.close());

    it(`plays a 3-player game (${name}) from /newgame to the final scores`, async () => {
      drawn.length = 0;
      const game = await h.startGame(users[0], users.slice(1), { game: 'pandoria', seating: 'random', ...variant });
      const rng = createRng(`pandoria-${variant.variant}`);
      const moves = await playToEnd(h, game.id, game.channelId, users, (n) => nextInt(rng, n));
      const record = await h.record(game.id);
      expect(record.status).toBe('finished');
      // Every move a click made is logged; a move with one way to go right after a click (settleForced) is logged as
      // that same seat's automatic line.
      expect(record.moves.filter((entry) => entry.auto !== true)).toHaveLength(moves);
      record.moves.forEach((entry, index) => {
        if (entry.auto === true) expect(entry.seat).toBe(record.moves[index - 1].seat);
      });
      // 48 double tiles for three players: well over 16 turns each, every turn at least one click-made move.
      expect(moves).toBeGreaterThan(48);
      const snapshot = record.snapshot as PandoriaState;
      expect(snapshot.over).toBe(true);
      expect(snapshot.players.every((player) => (variant.variant === 'b' ? player.realm !== null : player.realm === null))).toBe(true);
      expect(record.options.variant).toBe(variant.variant);

      const final = await h.finalMessage(game.id, game.channelId, users[0]);
      const messages = await h.control.messages(game.channelId, users[0].id);
      expect(final.content).toMatch(/Winners?: /);
      for (const seat of record.seats) expect(final.content).toContain(seat.name);
      expect(final.attachments.map((a) => a.filename)).toEqual(['board.png', 'scores.png']);
      for (const attachment of final.attachments) {
        const bytes = Buffer.from(await (await fetch(new URL(attachment.url, h.emu.url))).arrayBuffer());
        expect(isPng(bytes)).toBe(true);
        expect(bytes.length).toBeGreaterThan(TINY_PNG.length);
      }
      // The real renderer drew public boards of this game, the last one the finished game.
      expect(drawn.length).toBeGreaterThan(1);
      expect(drawn.every((view) => view.viewer === null && view.variant === variant.variant)).toBe(true);
      expect(drawn[drawn.length - 1].over).toBe(true);
      expect(messages.filter((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play')))).toHaveLength(0);
      // Seats are named by their players everywhere (log, status): no "Player 2" of the game's own.
      for (const message of messages) expect(message.content).not.toMatch(/\b(Player|Spieler|Seat|Platz) \d/);
      // Pandoria's lines name their player themselves: the bot never puts the name in front again ("Ann: Ann places…").
      for (const message of messages) for (const seat of record.seats) expect(message.content).not.toContain(`${seat.name}: ${seat.name} `);
      expect(messages.some((m) => record.seats.some((seat) => m.content.split('\n').some((line) => line.startsWith(`${seat.name} `))))).toBe(true);
      expect(h.log.errors).toEqual([]);
    }, 300_000);
  });
}
