import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { replay } from '../../src/engine/driver';
import { createRng } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { TmState } from '../../src/games/terra-mystica/types';
import { renderScoreChart } from '../../renderers';
import { isPng } from '../../renderers/kit';
import { playTmByClicks } from './fixtures/tm-clicks';
import { sampledTmRenderer } from './fixtures/tm-renders';
import { SPEC_STARTER_FACTIONS, specStartVp } from './fixtures/tm-start-vp';
import { Harness, TINY_PNG } from './harness';

async function download(h: Harness, url: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(new URL(url, h.emu.url))).arrayBuffer());
}

describe('Terra Mystica through the local Discord, clicks only: 3 players, base map', () => {
  let h: Harness;
  let users: UserInfo[];
  const sampled = sampledTmRenderer();

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': engines['terra-mystica'] }, renderers: { 'terra-mystica': sampled.render }, scoreChart: renderScoreChart });
    users = [await h.user('Artus'), await h.user('Isolde', { locale: 'de' }), await h.user('Kay')];
  });
  afterAll(async () => h?.close());

  it('plays a starter game with variable VP from /newgame to the final scores', async () => {
    const game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'random', starter: true, 'variable-vp': true });
    const started = await h.record(game.id);
    expect(started.options).toMatchObject({ map: 'base', starter: true, 'variable-vp': true });
    expect((started.snapshot as TmState).rules).toMatchObject({ map: 'base', starter: true, variableVp: true });

    const stats = await playTmByClicks(h, game.id, game.channelId, users, createRng('tm-base-e2e'));
    const record = await h.record(game.id);
    expect(record.status).toBe('finished');
    // One recorded move per completed panel; automatic moves (power offers settled by settings) come on top.
    expect(record.moves.filter((entry) => (entry as { auto?: boolean }).auto !== true)).toHaveLength(stats.moves);
    // The clicks made exactly the engine's game: replaying the recorded moves gives the stored final state.
    expect(replay(engines['terra-mystica'], record.options, 3, record.seed, record.moves)).toEqual(record.snapshot);
    const final = record.snapshot as TmState;
    expect(final.phase).toBe('end');
    expect(final.round).toBe(6);

    // The starter game's factions for three, each starting with the base map's variable VP.
    expect(final.players.map((p) => p.faction).sort()).toEqual([...SPEC_STARTER_FACTIONS[3]].sort());
    for (const p of final.players) expect(p.vpBy.start).toBe(specStartVp('base', p.faction ?? ''));

    const message = await h.finalMessage(game.id, game.channelId, users[0]);
    expect(message.content).toMatch(/Winners?: /);
    for (const line of engines['terra-mystica'].scores(final)) expect(message.content).toContain(`${record.seats[line.seat].name} — ${line.preview}`);
    expect(message.attachments.map((a) => a.filename)).toEqual(['board.png', 'scores.png']);
    for (const attachment of message.attachments) {
      const png = await download(h, attachment.url);
      expect(isPng(png)).toBe(true);
      expect(png.length).toBeGreaterThan(TINY_PNG.length);
    }
    // The sampled real boards are PNGs of this game's base map, the last one the finished game.
    expect(sampled.drawn.length).toBeGreaterThan(2);
    for (const { view, png } of sampled.drawn) {
      expect(isPng(png)).toBe(true);
      expect(view.map).toBe('base');
      expect(view.you).toBeNull();
    }
    expect(sampled.drawn.at(-1)?.view.phase).toBe('end');

    const messages = await h.control.messages(game.channelId, users[0].id);
    expect(messages.filter((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play')))).toHaveLength(0);
    expect(h.log.errors).toEqual([]);
  }, 300_000);
});
