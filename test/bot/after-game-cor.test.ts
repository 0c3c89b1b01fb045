import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { encodeAnimation, gifInfo } from '../../renderers/timelapse';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import { framePlan } from '../../src/bot/history/timelapse';
import { boardKey, type RatingBoard } from '../../src/ratings/records';
import { Harness, playToEnd } from './harness';

/**
 * A fingerprint of the public view as a small picture: the same view always gives the same bytes, another view other
 * bytes. The real City of Rome renderer has its own tests; here the point is which view reaches each picture.
 */
const viewPrint: BoardRenderer = async (view) => {
  const digest = createHash('sha256').update(JSON.stringify(view)).digest();
  const canvas = createCanvas(16, 8);
  const ctx = canvas.getContext('2d');
  for (let i = 0; i < 32; i++) {
    ctx.fillStyle = `rgb(${digest[i]}, ${digest[(i + 7) % 32]}, ${digest[(i + 13) % 32]})`;
    ctx.fillRect((i % 8) * 2, Math.floor(i / 8) * 2, 2, 2);
  }
  return canvas.encode('png');
};

const download = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe('City of Rome, 2 players, after the game', () => {
  let h: Harness;
  let players: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'city-of-rome': engines['city-of-rome'] }, renderers: { 'city-of-rome': viewPrint }, timelapse: encodeAnimation });
    players = [await h.user('Lancelot'), await h.user('Guinevere', { locale: 'de' })];
  });
  afterAll(async () => h?.close());

  it('rates the game, shows it in /leaderboard and /profile, replays to the final board and posts its timelapse', async () => {
    const game = await h.startGame(players[0], players.slice(1), { game: 'city-of-rome', seating: 'joined' });
    const rng = createRng('cor-after');
    await playToEnd(h, game.id, game.channelId, players, (n) => nextInt(rng, n));
    const final = await h.finalMessage(game.id, game.channelId, players[0]);
    const record = await h.record(game.id);
    const engine = engines['city-of-rome'];
    const winners = engine.winners(record.snapshot);

    const board = await h.control.waitFor(() => h.store.data<RatingBoard>(boardKey(h.guildId, 'city-of-rome')), { description: 'ratings' });
    expect(Object.values(board.players).map((p) => [p.name, p.games, p.wins])).toEqual(record.seats.map((seat, i) => [seat.name, 1, winners.includes(i) ? 1 : 0]));
    const leaders = await h.command(players[0], 'leaderboard', { game: 'city-of-rome' });
    const best = record.seats[winners[0]].name;
    expect(leaders.message?.content).toMatch(new RegExp(`\\n1\\. ${best} — rating \\d+ · 1 played · 1 won`));
    const profile = await h.command(players[1], 'profile');
    expect(profile.message?.content).toContain('**City of Rome** — 1 gespielt');
    expect(profile.message?.content).toContain(`#${game.id} — Rang `);
    expect(profile.message?.content).toContain(`https://discord.com/channels/${h.guildId}/${game.channelId}/${final.id}`);

    // The replay's last move is the final board, and stepping back once shows the position before it.
    const replayed = await h.command(players[0], 'replay', { game: game.id });
    const total = record.moves.length;
    expect(replayed.message?.content).toContain(`move ${total} of ${total}`);
    const finalBoard = await download(final.attachments.find((a) => a.filename === 'board.png')!.url);
    expect((await download(replayed.message!.attachments[0].url)).equals(finalBoard)).toBe(true);
    const back = await h.click(players[0], replayed.message!, `r:${game.id}:${total - 1}:p`);
    expect(back.message?.content).toContain(`move ${total - 1} of ${total}`);
    expect((await download(back.message!.attachments[0].url)).equals(finalBoard)).toBe(false);

    // One frame for the start and one per round, as the record's rounds say.
    const timelapse = await h.control.waitFor(
      async () => (await h.control.messages(game.channelId, players[0].id)).find((m) => m.content.includes('in one picture')) ?? null,
      { description: 'timelapse', timeoutMs: 30_000 },
    );
    const info = gifInfo(await download(timelapse.attachments[0].url));
    const expected = framePlan(record.scoreHistory.map((point) => point.round)).moves.length;
    expect(info.frames).toBe(expected);
    expect(info.frames).toBeGreaterThan(5);
    expect([info.width, info.height]).toEqual([16, 8]);
    expect(h.log.errors).toEqual([]);
  }, 240_000);
});
