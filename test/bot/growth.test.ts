import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { Harness, refusalOf } from './harness';

/** Nothing grows without bound: lobbies expire, a member's open lobbies are capped, ended games leave the lists. */
describe('lobby expiry, lobby cap and the lists of running games', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  const DAY = 24 * 60 * 60 * 1000;

  async function lobby(host: UserInfo): Promise<{ id: string; messageId: string }> {
    const opened = await h.command(host, 'newgame race', { seating: 'joined' });
    const id = /#([a-z0-9]{8})/.exec(opened.message?.content ?? '')?.[1];
    if (!id || !opened.message) throw new Error(`no lobby: ${refusalOf(opened)}`);
    const messageId = opened.message.id;
    // The bot records the lobby message right after replying; wait for it, so the tests' own writes come after.
    await h.control.waitFor(async () => (await h.record(id)).lobbyMessageId === messageId);
    return { id, messageId };
  }

  /** Makes a lobby older than it is (as if opened `ms` ago). */
  async function age(id: string, ms: number): Promise<void> {
    const record = await h.record(id);
    await h.store.saveGame({ ...record, createdAt: new Date(Date.now() - ms).toISOString() });
  }

  const messageOf = async (id: string) => (await h.control.messages(h.gamesChannel, ann.id)).find((m) => m.id === id);

  it('says that a lobby expires, and marks it expired at the next start-up after a day', async () => {
    const open = await lobby(ann);
    // The expiry as Discord's relative timestamp ("in a day"), a day after the lobby opened.
    const expiry = `<t:${Math.floor((Date.parse((await h.record(open.id)).createdAt) + DAY) / 1000)}:R>`;
    expect((await messageOf(open.messageId))?.content.split('\n').at(-1)).toBe(`The lobby expires ${expiry} unless started.`);
    await age(open.id, DAY + 60_000);
    await h.stopBot();
    await h.startBot();
    const expired = await messageOf(open.messageId);
    expect(expired?.content).toBe(`The lobby of test.race #${open.id} expired: it was not started within a day.`);
    expect(expired?.components).toEqual([]);
    expect((await h.record(open.id)).status).toBe('abandoned');
    expect(await h.store.gamesInChannel(h.gamesChannel)).not.toContain(open.id);
    expect(await h.store.gamesOfUser(ann.id)).not.toContain(open.id);
  });

  it('sweeps expired lobbies after an interaction, without a restart', async () => {
    const swept = await Harness.start({ lobbySweepMs: 0 });
    try {
      const host = await swept.user('Ida');
      const opened = await swept.command(host, 'newgame race', {});
      const id = /#([a-z0-9]{8})/.exec(opened.message?.content ?? '')![1];
      await swept.control.waitFor(async () => (await swept.record(id)).lobbyMessageId === opened.message?.id);
      const record = await swept.record(id);
      await swept.store.saveGame({ ...record, createdAt: new Date(Date.now() - DAY - 1).toISOString() });
      // Any interaction, here /games somewhere else, sets off the sweep.
      await swept.command(host, 'games', {}, swept.emu.seed?.channels.general);
      const expired = await swept.control.waitFor(async () => {
        const message = (await swept.control.messages(swept.gamesChannel, host.id)).find((m) => m.id === opened.message?.id);
        return message?.content.includes('expired') ? message : null;
      });
      expect(expired.components).toEqual([]);
      expect((await swept.record(id)).status).toBe('abandoned');
    } finally {
      await swept.close();
    }
  });

  it('expires a lobby by the bot’s clock: moving time on (the playground’s time control) is enough', async () => {
    const timed = await Harness.start();
    try {
      const host = await timed.user('Jo');
      const opened = await timed.command(host, 'newgame race', {});
      const id = /#([a-z0-9]{8})/.exec(opened.message?.content ?? '')![1];
      await timed.control.waitFor(async () => (await timed.record(id)).lobbyMessageId === opened.message?.id);
      await timed.control.advanceClock(DAY - 60_000);
      await timed.bot.sweep();
      expect((await timed.record(id)).status).toBe('lobby');
      await timed.control.advanceClock(2 * 60_000);
      await timed.bot.sweep();
      expect((await timed.record(id)).status).toBe('abandoned');
      const message = (await timed.control.messages(timed.gamesChannel, host.id)).find((m) => m.id === opened.message?.id);
      expect(message?.content).toBe(`The lobby of test.race #${id} expired: it was not started within a day.`);
    } finally {
      await timed.close();
    }
  });

  it('expires a lapsed lobby at its next click, and keeps a younger one', async () => {
    const young = await lobby(ann);
    await age(young.id, DAY - 60_000);
    const old = await lobby(ann);
    await age(old.id, DAY + 1);
    const click = await h.control.click({ userId: ben.id, messageId: old.messageId, customId: `l:${old.id}:join`, settle: true });
    expect(click.message?.content).toBe(`The lobby of test.race #${old.id} expired: it was not started within a day.`);
    expect((await h.record(old.id)).seats).toHaveLength(1);
    await h.control.click({ userId: ben.id, messageId: young.messageId, customId: `l:${young.id}:join`, settle: true });
    expect((await h.record(young.id)).seats).toHaveLength(2);
    await h.control.click({ userId: ann.id, messageId: young.messageId, customId: `l:${young.id}:cancel`, settle: true });
  });

  it('lets a member host at most 3 open lobbies per server', async () => {
    const host = await h.user('Hanna');
    const lobbies = [await lobby(host), await lobby(host), await lobby(host)];
    const fourth = await h.command(host, 'newgame race', {});
    expect(refusalOf(fourth)).toBe('You already have 3 open lobbies in this server; start or cancel one of them first.');
    // Cancelling one makes room again.
    await h.control.click({ userId: host.id, messageId: lobbies[0].messageId, customId: `l:${lobbies[0].id}:cancel`, settle: true });
    expect((await lobby(host)).id).toMatch(/^[a-z0-9]{8}$/);
  });

  it('takes a finished game out of the channel and user lists; /log still finds it in its thread', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
    expect(await h.store.gamesInChannel(game.channelId)).toContain(game.id);
    expect(await h.store.gamesOfUser(ben.id)).toContain(game.id);
    await h.raceAdd(game, ann, 3);
    await h.raceAdd(game, ben, 1);
    await h.raceAdd(game, ann, 3);
    await h.finalMessage(game.id, game.channelId, ann);
    expect((await h.record(game.id)).status).toBe('finished');
    for (const list of [await h.store.gamesInChannel(game.channelId), await h.store.gamesInChannel(h.gamesChannel), await h.store.gamesOfUser(ann.id), await h.store.gamesOfUser(ben.id), await h.store.activeGames()]) {
      expect(list).not.toContain(game.id);
    }
    const log = await h.command(ben, 'log', {}, game.channelId);
    expect(log.message?.content ?? log.followUps[0]?.content).toContain(`#${game.id}`);
  });

  it('lists a game that ended among the ended games only, after a restart too', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
    await h.raceAdd(game, ann, 3);
    await h.raceAdd(game, ben, 1);
    await h.raceAdd(game, ann, 3);
    await h.finalMessage(game.id, game.channelId, ann);
    await h.stopBot();
    await h.startBot();
    expect(await h.store.gamesInChannel(h.gamesChannel)).not.toContain(game.id);
    expect(await h.store.gamesOfUser(ben.id)).not.toContain(game.id);
    expect(await h.store.endedOfUser(ben.id)).toContain(game.id);
  });

  it('drops the stashed long ids of a game when it ends', async () => {
    const open = await lobby(ben);
    const record = await h.record(open.id);
    await h.store.stash('longtoken0000001', { kind: 'panel', game: open.id, version: 1, path: ['build', 'x'.repeat(40), 'y'.repeat(40)] });
    expect(await h.store.unstash('longtoken0000001')).toBeDefined();
    await h.store.saveGame({ ...record, status: 'abandoned' });
    expect(await h.store.unstash('longtoken0000001')).toBeUndefined();
  });
});
