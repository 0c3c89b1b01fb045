import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent, interactiveComponents } from '../../src/emulator';
import { engines } from '../../src/games';
import type { TmState } from '../../src/games/terra-mystica/types';
import { Harness, refusalOf, stubRenderer } from './harness';

const tm = engines['terra-mystica'];
const LOGS = new URL('../games/terra-mystica/logs/', import.meta.url).pathname;
/** League game 2 after its first 131 lines: a build has just offered power to two seats at once (0 and 1), seat 3 is on the move. */
const LOG = readFileSync(`${LOGS}game-02.txt`, 'utf8').split('\n').slice(0, 131).join('\n') + '\n';

describe('Terra Mystica continued from a league log cut at a double power offer', () => {
  let h: Harness;
  let users: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': tm }, renderers: { 'terra-mystica': stubRenderer } });
    users = [await h.user('Artus'), await h.user('Isolde'), await h.user('Kay'), await h.user('Gawain')];
  });
  afterAll(async () => h?.close());

  /** Continues the log: everyone claims the seat of their index, the host starts. */
  async function startFromLog(): Promise<{ id: string; channelId: string }> {
    await h.control.runCommand({ userId: users[0].id, channelId: h.gamesChannel, name: 'newgame terra-mystica', options: { log: { filename: 'game-02.txt', content: LOG } }, settle: true });
    let lobby = (await h.control.messages(h.gamesChannel, users[0].id)).findLast((m) => findComponent(m, (c) => /^c:[a-z0-9]{8}:0$/.test(c.custom_id ?? ''))) as ControlMessage;
    const id = (findComponent(lobby, (c) => /^c:/.test(c.custom_id ?? ''))?.custom_id ?? '').split(':')[1];
    for (const [seat, user] of users.entries()) lobby = (await h.click(user, lobby, `c:${id}:${seat}`)).message ?? lobby;
    expect(refusalOf(await h.click(users[0], lobby, `l:${id}:start`))).toBe('');
    const record = await h.record(id);
    const channelId = record.threadId ?? record.channelId;
    await h.boardOf(id, channelId, users[0]);
    return { id, channelId };
  }

  /** The DM that asks `user` about their offer in game `id`, with its answer buttons. */
  async function offerDm(user: UserInfo, id: string): Promise<ControlMessage> {
    return h.control.waitFor(async () => (await h.control.dms(user.id)).findLast((m) => m.content.includes(`#${id}`) && interactiveComponents(m).length > 0) ?? null, {
      description: `offer DM to ${user.username}`,
    });
  }

  const answer = (dm: ControlMessage, step: 'y' | 'n') => interactiveComponents(dm).find((c) => (c.custom_id ?? '').endsWith(`:${step}`))?.custom_id ?? '';

  it('one seat answering its offer leaves the other seat’s DM buttons valid', async () => {
    const game = await startFromLog();
    const started = await h.record(game.id);
    const state = started.snapshot as TmState;
    expect(state.leech.map((offer) => offer.seat).sort()).toEqual([0, 1]);
    expect(tm.awaiting(state).sort()).toEqual([0, 1, 3]);

    const artusDm = await offerDm(users[0], game.id);
    const isoldeDm = await offerDm(users[1], game.id);
    expect(answer(artusDm, 'y')).toContain(`:${started.version}:`);
    expect(answer(isoldeDm, 'n')).toContain(`:${started.version}:`);

    // Artus takes his power; Isolde's buttons, sent for the same version, still answer her own (unchanged) offer.
    expect(refusalOf(await h.click(users[0], artusDm, answer(artusDm, 'y')))).toBe('');
    const declined = await h.click(users[1], isoldeDm, answer(isoldeDm, 'n'));
    expect(refusalOf(declined)).toBe('');
    const record = await h.record(game.id);
    const answers = record.moves.slice(started.moves.length).map((entry) => [entry.seat, (entry.move as { t: string; accept?: boolean }).t, (entry.move as { accept?: boolean }).accept]);
    expect(answers).toEqual([
      [0, 'leech', true],
      [1, 'leech', false],
    ]);
    expect((record.snapshot as TmState).leech).toEqual([]);
    expect(h.log.errors).toEqual([]);
  }, 120_000);

  it('answers a seat claim at once even when saving it is slow, and shows the claim', async () => {
    await h.control.runCommand({ userId: users[0].id, channelId: h.gamesChannel, name: 'newgame terra-mystica', options: { log: { filename: 'game-02.txt', content: LOG } }, settle: true });
    const lobby = (await h.control.messages(h.gamesChannel, users[0].id)).findLast((m) => findComponent(m, (c) => /^c:[a-z0-9]{8}:0$/.test(c.custom_id ?? ''))) as ControlMessage;
    const id = (findComponent(lobby, (c) => /^c:/.test(c.custom_id ?? ''))?.custom_id ?? '').split(':')[1];
    // The next save takes longer than Discord's 3 seconds for the first answer.
    const store = h.bot.ctx.store;
    const save = store.saveGame.bind(store);
    store.saveGame = async (record) => {
      store.saveGame = save;
      await new Promise((resolve) => setTimeout(resolve, 3_400));
      return save(record);
    };
    const claimed = await h.click(users[1], lobby, `c:${id}:1`);
    expect(claimed.outcome).toBe('responded');
    expect(claimed.message?.content).toContain('Isolde');
    expect((await h.record(id)).imported?.claims[1]?.name).toBe('Isolde');
  }, 30_000);
});
