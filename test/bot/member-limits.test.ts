import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { MAX_OPEN_LOBBIES, MAX_RUNNING_GAMES } from '../../src/bot/lobby/member-limits';
import type { GameRecord } from '../../src/bot/store/records';
import { Harness, refusalOf } from './harness';

/**
 * Limits that hold under load (issue 46, item 4): at most 3 open lobbies per member and server, also when one member
 * sends 20 /newgame at once, and at most 10 running games per member and server, games against the computer included.
 */
describe('per-member limits', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, cid: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    [ann, ben, cid] = await Promise.all(['Ann', 'Ben', 'Cid'].map((name) => h.user(name)));
  });
  afterAll(async () => h?.close());

  const unfinished = async (user: UserInfo, status: GameRecord['status']) =>
    (await Promise.all((await h.store.gamesOfUser(user.id)).map((id) => h.store.game(id)))).filter((record) => record?.status === status && record.hostId === user.id);

  it('the limits are 3 open lobbies and 10 running games', () => {
    expect(MAX_OPEN_LOBBIES).toBe(3);
    expect(MAX_RUNNING_GAMES).toBe(10);
  });

  it('opens exactly 3 lobbies of 20 parallel /newgame by one member; the other 17 are refused privately', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => h.command(cid, 'newgame race')));
    const lobbies = results.filter((result) => result.message && !result.message.ephemeral && findComponent(result.message, (c) => (c.custom_id ?? '').endsWith(':join')));
    expect(lobbies).toHaveLength(3);
    const refusals = results.map(refusalOf).filter((text) => text !== '');
    expect(refusals).toEqual(Array.from({ length: 17 }, () => 'You already have 3 open lobbies in this server; start or cancel one of them first.'));
    await h.bot.ctx.locks.idle();
    expect(await unfinished(cid, 'lobby')).toHaveLength(3);
    const greta = await h.user('Greta', { locale: 'de' });
    await Promise.all(Array.from({ length: 3 }, () => h.command(greta, 'newgame race')));
    expect(refusalOf(await h.command(greta, 'newgame race'))).toBe('Du hast in diesem Server schon 3 offene Lobbys; starte oder beende zuerst eine davon.');
  });

  it('bounds running games at 10 per member, computer games included: /newgame and Start are refused, nothing changes', async () => {
    for (let i = 0; i < 9; i++) await h.startGame(ann, [], { game: 'race', seating: 'joined', computers: 1 });
    // A lobby opened at 9 running games, and a tenth game started.
    const spare = (await h.command(ann, 'newgame race', { seating: 'joined', computers: 1 })).message;
    await h.startGame(ann, [], { game: 'race', seating: 'joined', computers: 1 });
    expect(await unfinished(ann, 'running')).toHaveLength(10);
    expect(refusalOf(await h.command(ann, 'newgame race', { seating: 'joined', computers: 1 }))).toBe(
      'You already play 10 running games in this server (games against the computer count too); finish or leave one of them first.',
    );
    // The lobby opened before cannot start now.
    const spareId = (findComponent(spare ?? { components: [] } as never, (c) => (c.custom_id ?? '').endsWith(':join'))?.custom_id ?? '').split(':')[1];
    const before = await h.record(spareId);
    expect(refusalOf(await h.click(ann, spare!, `l:${spareId}:start`))).toBe(
      'You already play 10 running games in this server (games against the computer count too); finish or leave one of them first.',
    );
    // Another member's game with Ann in it cannot start either, and says who is at the limit.
    const bens = (await h.command(ben, 'newgame race')).message;
    const bensId = (findComponent(bens ?? { components: [] } as never, (c) => (c.custom_id ?? '').endsWith(':join'))?.custom_id ?? '').split(':')[1];
    await h.click(ann, bens!, `l:${bensId}:join`);
    expect(refusalOf(await h.click(ben, bens!, `l:${bensId}:start`))).toBe(
      'Ann already plays 10 running games in this server (games against the computer count too): this game can start once they play fewer.',
    );
    await h.bot.ctx.locks.idle();
    expect(await h.record(spareId)).toEqual(before);
    expect((await h.record(bensId)).status).toBe('lobby');
    expect(await unfinished(ann, 'running')).toHaveLength(10);
  }, 60_000);

  it('logged no error on the way', () => {
    expect(h.log.errors).toEqual([]);
  });
});
