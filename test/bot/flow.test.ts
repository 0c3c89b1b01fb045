import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { Harness } from './harness';
import type { RaceState } from './fixtures/race-engine';

describe('a game from /newgame to the final scores, clicks only (test engine)', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cid: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
    cid = await h.user('Cid');
  });
  afterAll(async () => h?.close());

  it('plays three seats to the end in a thread, with boards, panels, pings and the final message', async () => {
    const { id, channelId } = await h.startGame(ann, [ben, cid], { game: 'race', seating: 'joined', target: '5' });
    const started = await h.record(id);
    expect(started.threadId).not.toBeNull();
    expect(started.seats.map((s) => s.name)).toEqual(['Ann', 'Ben', 'Cid']);
    const users = [ann, ben, cid];
    const rng = createRng('flow');
    let moves = 0;
    while ((await h.record(id)).status === 'running') {
      const record = await h.record(id);
      const player = users[(record.snapshot as RaceState).turn];
      const board = await h.boardOf(id, channelId, player);
      let panel = await h.play(player, board);
      expect(panel.ephemeral).toBe(true);
      for (let steps = 0; steps < 5; steps++) {
        const result = await h.step(player, panel, (n) => nextInt(rng, n));
        expect(result.outcome).toBe('responded');
        if ((await h.record(id)).version !== record.version) break;
        panel = result.message ?? panel;
      }
      moves++;
      expect(moves).toBeLessThan(200);
    }
    const final = await h.record(id);
    expect(final.status).toBe('finished');
    expect(final.moves).toHaveLength(moves);
    const last = await h.finalMessage(id, channelId, ann);
    const messages = await h.control.messages(channelId, ann.id);
    expect(last?.content).toMatch(/Winner: /);
    expect(last?.attachments.map((a) => a.filename)).toEqual(['board.png', 'scores.png']);
    // Only the newest board ever had buttons: every earlier board lost them.
    const withPlay = messages.filter((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play')));
    expect(withPlay).toHaveLength(0);
    // The next player got a DM with a jump link after the moves that made it their turn (test/bot/turn-dms.test.ts);
    // with the game over, each was deleted once answered: none is left.
    expect((await h.control.restCalls()).byRoute['DELETE /channels/:id/messages/:id']).toBeGreaterThan(0);
    await h.control.waitFor(async () => ((await h.control.dms(ben.id)).some((dm) => dm.content.includes(`#${id}`)) ? null : true), { description: 'Ben’s pings deleted' });
    expect(h.log.errors).toEqual([]);
    // Every Discord route the bot used exists in Discord's API as the local Discord implements it.
    expect(await h.control.unknownRoutes()).toEqual([]);
  });
});
