import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { replay } from '../../src/engine/driver';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { HeliosView } from '../../src/games/helios/view';
import { renderers, renderScoreChart } from '../../renderers';
import { heliosLayout } from '../../renderers/helios/layout';
import { pngSize } from '../../renderers/kit';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import { Harness, playToEnd, TINY_PNG } from './harness';

/**
 * The real Helios renderer for the first board, every 25th and the final one, the 1×1 stand-in in between: drawing
 * a table takes a few hundred ms and the renderer has its own tests; here the point is that its PNGs reach Discord.
 */
function sampledRenderer(): { render: BoardRenderer; realCalls: () => number } {
  let calls = 0;
  let real = 0;
  const render: BoardRenderer = async (view, locale, options) => {
    const finished = (view as HeliosView).phase === 'finished';
    if (calls++ % 25 !== 0 && !finished) return TINY_PNG;
    real++;
    return renderers.helios(view, locale, options);
  };
  return { render, realCalls: () => real };
}

async function download(h: Harness, url: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(new URL(url, h.emu.url))).arrayBuffer());
}

describe('Helios through the local Discord, clicks only', () => {
  let h: Harness;
  let users: UserInfo[];
  const sampled = sampledRenderer();

  beforeAll(async () => {
    h = await Harness.start({ engines: { helios: engines.helios }, renderers: { helios: sampled.render }, scoreChart: renderScoreChart });
    users = [await h.user('Morgana'), await h.user('Parzival', { locale: 'de' }), await h.user('Tristan')];
  });
  afterAll(async () => h?.close());

  it('plays a 3-player game with variants from /newgame to the final scores', async () => {
    const game = await h.startGame(users[0], users.slice(1), { game: 'helios', seating: 'random', exchange: 'always', freefieldsdark: false });
    const started = await h.record(game.id);
    expect(started.options).toEqual({ exchange: 'always', freeFieldsDark: false });
    expect(started.seats.map((s) => s.name).sort()).toEqual(['Morgana', 'Parzival', 'Tristan']);

    // /status shows every seat's score preview with the Helios breakdown, privately.
    const status = await h.command(users[1], 'status', {}, game.channelId);
    expect(status.ephemeral).toBe(true);
    for (const seat of started.seats) expect(status.message?.content).toContain(`**${seat.name}**`);
    expect(status.message?.content).toContain('Eck-Felder');
    expect(status.message?.content).not.toContain('Eck-Felder (');

    const rng = createRng('helios-e2e');
    const moves = await playToEnd(h, game.id, game.channelId, users, (n) => nextInt(rng, n));
    const record = await h.record(game.id);
    expect(record.status).toBe('finished');
    expect(record.moves).toHaveLength(moves);
    // The clicks made exactly the engine's game: replaying the recorded moves gives the stored final state.
    expect(replay(engines.helios, record.options, 3, record.seed, record.moves)).toEqual(record.snapshot);
    expect(engines.helios.finished(record.snapshot)).toBe(true);

    const final = await h.finalMessage(game.id, game.channelId, users[0]);
    expect(final.content).toMatch(/Winners?: /);
    for (const seat of record.seats) expect(final.content).toContain(seat.name);
    // Under the ranking, the categories that scored, none at 0 points (the full table is the chart's).
    expect(final.content).toMatch(/^ {2}\S[^\n]*: [1-9]\d*/m);
    expect(final.content).not.toMatch(/: 0\b/);
    // Helios's lines name the acting player themselves: the bot does not put the name in front again.
    const log = (await h.command(users[0], 'log', { game: game.id })).message?.content ?? '';
    for (const seat of record.seats) expect(log).not.toContain(`${seat.name}: ${seat.name}`);
    expect(log).toMatch(new RegExp(`^${record.seats[0].name} \\S`, 'm'));
    expect(final.attachments.map((a) => a.filename)).toEqual(['board.png', 'scores.png']);
    // The final board is the Helios table itself, at its 3-player size.
    const board = await download(h, final.attachments[0].url);
    expect(pngSize(board)).toEqual({ width: heliosLayout(3).width, height: heliosLayout(3).height });
    expect(pngSize(await download(h, final.attachments[1].url)).width).toBeGreaterThan(100);
    expect(sampled.realCalls()).toBeGreaterThanOrEqual(2);

    const messages = await h.control.messages(game.channelId, users[0].id);
    expect(messages.filter((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play')))).toHaveLength(0);
    expect(h.log.errors).toEqual([]);
  }, 300_000);
});
