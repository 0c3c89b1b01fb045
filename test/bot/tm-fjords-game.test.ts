import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { replay } from '../../src/engine/driver';
import { createRng } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { boardOf } from '../../src/games/terra-mystica/board';
import type { TmState } from '../../src/games/terra-mystica/types';
import { renderScoreChart } from '../../renderers';
import { isPng } from '../../renderers/kit';
import { playTmByClicks } from './fixtures/tm-clicks';
import { sampledTmRenderer } from './fixtures/tm-renders';
import { specStartVp } from './fixtures/tm-start-vp';
import { Harness, TINY_PNG } from './harness';

describe('Terra Mystica through the local Discord, clicks only: 5 players on the Fjords', () => {
  let h: Harness;
  let users: UserInfo[];
  const sampled = sampledTmRenderer(100);

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': engines['terra-mystica'] }, renderers: { 'terra-mystica': sampled.render }, scoreChart: renderScoreChart });
    users = [await h.user('Artus'), await h.user('Isolde', { locale: 'de' }), await h.user('Kay'), await h.user('Lancelot'), await h.user('Enide', { locale: 'de' })];
  });
  afterAll(async () => h?.close());

  it('plays /newgame terra-mystica map:fjords with variable VP to the final scores', async () => {
    const game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'random', map: 'fjords', 'variable-vp': true });
    const started = await h.record(game.id);
    expect(started.seats).toHaveLength(5);
    expect(started.options).toMatchObject({ map: 'fjords', starter: false, 'variable-vp': true });
    expect((started.snapshot as TmState).rules).toMatchObject({ map: 'fjords', starter: false, variableVp: true });

    const stats = await playTmByClicks(h, game.id, game.channelId, users, createRng('tm-fjords-e2e'));
    const record = await h.record(game.id);
    expect(record.status).toBe('finished');
    // One recorded move per completed panel; automatic moves (power offers settled by settings) come on top.
    expect(record.moves.filter((entry) => (entry as { auto?: boolean }).auto !== true)).toHaveLength(stats.moves);
    expect(replay(engines['terra-mystica'], record.options, 5, record.seed, record.moves)).toEqual(record.snapshot);
    const final = record.snapshot as TmState;
    expect(final.phase).toBe('end');
    expect(final.rules.map).toBe('fjords');
    // Five different factions, chosen freely (not the starter set), each with the Fjords column of the VP table.
    expect(new Set(final.players.map((p) => p.faction)).size).toBe(5);
    for (const p of final.players) expect(p.vpBy.start).toBe(specStartVp('fjords', p.faction ?? ''));

    const message = await h.finalMessage(game.id, game.channelId, users[0]);
    expect(message.content).toMatch(/Winners?: /);
    for (const line of engines['terra-mystica'].scores(final)) expect(message.content).toContain(`${record.seats[line.seat].name} — ${line.preview}`);
    expect(message.attachments.map((a) => a.filename)).toEqual(['board.png', 'scores.png']);
    const board = Buffer.from(await (await fetch(new URL(message.attachments[0].url, h.emu.url))).arrayBuffer());
    expect(isPng(board)).toBe(true);
    expect(board.length).toBeGreaterThan(TINY_PNG.length);

    expect(sampled.drawn.length).toBeGreaterThan(2);
    for (const { view, png } of sampled.drawn) {
      expect(isPng(png)).toBe(true);
      expect(view.map).toBe('fjords');
      expect(view.players).toHaveLength(5);
    }
    expect(sampled.drawn.at(-1)?.view.phase).toBe('end');
    // The drawn map is the Fjords layout cell by cell, not the base map's.
    const printed = (map: 'base' | 'fjords') => sampled.drawn[0].view.cells.map((cell) => boardOf(map).cells[cell.id]?.terrain ?? null);
    expect(sampled.drawn[0].view.cells.map((cell) => cell.printed)).toEqual(printed('fjords'));
    expect(printed('fjords')).not.toEqual(printed('base'));
    expect(h.log.errors).toEqual([]);
  }, 300_000);
});
