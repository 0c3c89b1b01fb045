import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { engines } from '../../src/games';
import type { PandoriaState } from '../../src/games/pandoria/types';
import { Harness, refusalOf, stubRenderer } from './harness';

/** "My hand / my board" (issue 19): a private view of one's own things on every board and /status, any time. */
describe('My hand / my board through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cy: UserInfo;
  let game: { id: string; channelId: string };

  beforeAll(async () => {
    h = await Harness.start({ engines: { pandoria: engines.pandoria, 'city-of-rome': engines['city-of-rome'] }, renderers: { pandoria: stubRenderer, 'city-of-rome': stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
    cy = await h.user('Cy');
    game = await h.startGame(ann, [ben], { game: 'pandoria', seating: 'joined', variant: 'b' });
  });
  afterAll(async () => h?.close());

  it('sits on the board and shows the hand with card names, cost and effect, and the resource line', async () => {
    const board = await h.boardOf(game.id, game.channelId, ann);
    const mine = findComponent(board, `m:${game.id}`);
    expect(mine?.label).toBe('My hand / my board');
    const result = await h.click(ann, board, `m:${game.id}`);
    const text = result.message?.content ?? '';
    expect(result.message?.ephemeral).toBe(true);
    expect(text).toContain(`#${game.id} — what only you see, Ann`);
    const state = (await h.record(game.id)).snapshot as PandoriaState;
    const { crystal, gold, wood } = state.players[0].res;
    expect(text).toContain(`**Your resources:** Crystals ${crystal} · Gold ${gold} · Wood ${wood} · Figures in supply ${state.players[0].workers} · Cards in hand ${state.players[0].hand.length} · Points 0`);
    expect(text).toMatch(/• .+ \(\d+ crystals\): .+ — .+ \(\d+ wood\): /);
    // Card ids never reach the player.
    expect(text).not.toMatch(/\b[CID]\d\d\b/);
  });

  it('works for a player who is not awaited, in their language', async () => {
    const record = await h.record(game.id);
    const [awaited] = engines.pandoria.awaiting(record.snapshot);
    // Ben reads German: make the other seat ask when Ben is on the move (the start player is drawn by the seed).
    const idle = awaited === 1 ? ann : ben;
    const result = await h.click(idle, await h.boardOf(game.id, game.channelId, idle), `m:${game.id}`);
    if (idle === ben) {
      expect(result.message?.content).toContain('was nur du siehst, Ben');
      expect(result.message?.content).toContain('**Deine Vorräte:** Kristalle');
      expect(result.message?.content).toContain('Deine Hand');
    } else {
      expect(result.message?.content).toContain('what only you see, Ann');
      expect(result.message?.content).toContain('**Your resources:** Crystals');
    }
    // Changes nothing.
    expect((await h.record(game.id)).version).toBe(record.version);
  });

  it('refuses someone who does not play, politely and privately', async () => {
    const result = await h.click(cy, await h.boardOf(game.id, game.channelId, cy), `m:${game.id}`);
    expect(refusalOf(result)).toBe('You do not play in this game, so it has no hand or board of yours. Nothing was changed.');
  });

  it('comes with /status for the players of the game, not for others', async () => {
    const asked = await h.command(ann, 'status', {}, game.channelId);
    const answer = asked.message ?? asked.followUps[0];
    expect(findComponent(answer, `m:${game.id}`)?.label).toBe('My hand / my board');
    const opened = await h.click(ann, answer, `m:${game.id}`);
    expect(opened.message?.content).toContain('**Your resources:**');
    const other = await h.command(cy, 'status', {}, game.channelId);
    expect(findComponent(other.message ?? other.followUps[0], `m:${game.id}`)).toBeUndefined();
  });

  it('the Status button answers with it too', async () => {
    const board = await h.boardOf(game.id, game.channelId, ann);
    const status = await h.click(ann, board, `g:${game.id}:${(await h.record(game.id)).version}:status`);
    expect(findComponent(status.message ?? status.followUps[0], `m:${game.id}`)).toBeDefined();
  });

  it('shows the City of Rome hand and running score on its own board', async () => {
    const other = await h.startGame(ann, [ben], { game: 'city-of-rome', seating: 'joined' });
    const rome = await h.click(ann, await h.boardOf(other.id, other.channelId, ann), `m:${other.id}`);
    expect(rome.message?.content).toMatch(/\*\*Your resources:\*\* Coins \d+ · Influence \d+ · Cards in hand \d+ · Points now \d+/);
    expect(rome.message?.content).toContain('Your hand');
  });

  it('every panel shows the acting player their resources in one line', async () => {
    const [seat] = engines.pandoria.awaiting((await h.record(game.id)).snapshot);
    const player = [ann, ben][seat];
    const panel = await h.play(player, await h.boardOf(game.id, game.channelId, player));
    expect(panel.content).toMatch(/\*\*(Your resources|Deine Vorräte):\*\* (Crystals|Kristalle) \d+ · Gold \d+ · (Wood|Holz) \d+/);
  });
});
