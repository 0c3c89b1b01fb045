import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { DAY, dueOf } from './absent-helpers';
import { paths } from './fixtures/path-engine';
import { Harness, panelChoices, stubRenderer } from './harness';

describe('the channel mention when DMs are closed names the decision, as the DM would', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await Harness.start({ engines: { paths }, renderers: { paths: stubRenderer } });
  });
  afterAll(async () => h?.close());

  /** The awaited player presses Play and clicks the first option until a move is made. */
  async function playFirst(game: { id: string; channelId: string }, user: UserInfo): Promise<void> {
    const version = (await h.record(game.id)).version;
    let panel: ControlMessage = await h.play(user, await h.boardOf(game.id, game.channelId, user));
    while ((await h.record(game.id)).version === version) {
      const result = await h.click(user, panel, panelChoices(panel)[0].component.custom_id ?? '');
      panel = result.message ?? panel;
    }
  }

  const mentionOf = (game: { channelId: string }, viewer: UserInfo, user: UserInfo) =>
    h.control.waitFor(async () => (await h.control.messages(game.channelId, viewer.id)).find((m) => m.content.startsWith(`<@${user.id}>`)) ?? null, {
      description: `mention of ${user.username}`,
    });

  it('mentions the decision the panel opens at, the same one a DM names', async () => {
    const ann = await h.user('Ann');
    const ben = await h.user('Ben', { dmsOpen: false });
    const cid = await h.user('Cid');
    const game = await h.startGame(ann, [ben, cid], { game: 'paths', seating: 'joined' });
    await playFirst(game, ann);
    // Ben's panel opens two one-option menus deep, at "which way": the mention names that, not the first menu.
    const mention = await mentionOf(game, ann, ben);
    expect(mention.content).toBe(`<@${ben.id}>, your turn in **test.paths** #${game.id}: **test.way**`);
    expect(mention.mentions.map((u) => u.id)).toEqual([ben.id]);

    await playFirst(game, ben);
    const dm = await h.control.waitFor(async () => (await h.control.dms(cid.id)).at(-1) ?? null, { description: 'DM to Cid' });
    // The DM ends with Cid's deadline (the default 3 days) as a relative timestamp, counting down by itself.
    const due = await dueOf(h, game.id, 2, 3 * DAY);
    expect(dm.content).toMatch(new RegExp(`^Your turn in \\*\\*test\\.paths\\*\\* #${game.id}: \\S+\\n\\*\\*test\\.way\\*\\*\\n⏳ Due ${due}$`));
  });

  it('speaks the language of the game channel', async () => {
    const gerd = await h.user('Gerd', { locale: 'de' });
    const hanna = await h.user('Hanna', { locale: 'de', dmsOpen: false });
    const game = await h.startGame(gerd, [hanna], { game: 'paths', seating: 'joined' });
    // The local Discord's guild speaks English; a game of a German server keeps German as its language.
    await h.store.saveGame({ ...(await h.record(game.id)), locale: 'de' });
    await playFirst(game, gerd);
    expect((await mentionOf(game, gerd, hanna)).content).toBe(`<@${hanna.id}>, du bist am Zug in **test.paths** #${game.id}: **test.way**`);
  });
});
