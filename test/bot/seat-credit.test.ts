/**
 * DMs that clean up and seat changes kept straight (issue 45): a settled decision's ping and reminders are deleted; a
 * player whose seat was taken is told by whom; earlier moves stay credited to who made them in the log, the board's
 * last moves and /replay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { moveLines } from '../../src/bot/show/messages';
import { tally } from './fixtures/tally-engine';
import { add, advance, buttonIds, HOUR } from './absent-helpers';
import { Harness, stubRenderer } from './harness';

describe('DMs that clean up, seat changes told and kept straight', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, cid: UserInfo, dora: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { tally }, renderers: { tally: stubRenderer } });
    ann = await h.user('Ann', { locale: 'de' });
    [ben, cid, dora] = await Promise.all(['Ben', 'Cid', 'Dora'].map((name) => h.user(name)));
  });
  afterAll(async () => h?.close());

  const ofGame = async (user: UserInfo, id: string) => (await h.control.dms(user.id)).filter((m) => m.content.includes(`#${id}`));

  it('deletes a ping and its reminder once answered; tells a replaced player who took the seat; credits moves to their makers', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    const ping = await h.control.waitFor(async () => (await ofGame(ben, game.id))[0] ?? null, { description: 'Ben pinged' });
    await advance(h, 6 * HOUR);
    const reminder = await h.control.waitFor(async () => (await ofGame(ben, game.id)).find((m) => m.content.startsWith('⏳ ')) ?? null, { description: 'half-time reminder' });
    expect((await ofGame(ben, game.id)).map((m) => m.id)).toEqual([ping.id, reminder.id]);

    // Ben answers: the ping and the reminder about that decision both go; nothing of this game is left in his DMs.
    await add(h, game, ben);
    await h.control.waitFor(async () => ((await ofGame(ben, game.id)).length === 0 ? true : null), { description: 'Ben’s DMs deleted' });

    await add(h, game, cid);
    const annPing = await h.control.waitFor(async () => (await ofGame(ann, game.id)).find((m) => m.content.startsWith('Du bist am Zug')) ?? null, { description: 'Ann pinged' });
    // Ann hands her seat on while it is her turn: her open ping says who took it — it was not answered by her.
    const gift = (await h.command(ann, 'seat give', { member: dora.id }, game.channelId)).message;
    if (!gift) throw new Error('no gift message');
    await h.click(dora, gift, buttonIds(gift)[0]);
    const told = await h.control.waitFor(async () => (await ofGame(ann, game.id)).find((m) => m.id === annPing.id && m.content.startsWith('🪑')) ?? null, { description: 'Ann told' });
    expect(told.content).toBe(`🪑 **test.tally** #${game.id}: Dora hat deinen Platz übernommen und spielt jetzt diesen Zug.`);
    expect(told.components).toEqual([]);

    await add(h, game, dora);
    // Ann's move before the change stays hers; Dora's after it is Dora's — in /log and on the board.
    const log = await h.command(ben, 'log', {}, game.channelId);
    const text = log.message?.content ?? log.followUps[0]?.content ?? '';
    expect(text.split('\n').slice(1, 6)).toEqual(['Ann: test.added', 'Ben: test.added', 'Cid: test.added', '🪑 Dora took over the seat of Ann', 'Dora: test.added']);
    const board = await h.boardOf(game.id, game.channelId, ben);
    expect(board.content).toContain('Ann: test.added\nBen: test.added\nCid: test.added\nDora: test.added');
    // /replay reads the same lines (moveLines): its first step names Ann, from the record's seat changes alone.
    const record = await h.record(game.id);
    expect(moveLines(record, 0, 'en')).toEqual(['Ann: test.added']);
    expect(moveLines(record, 3, 'en')).toEqual(['Dora: test.added']);
    expect(h.log.errors).toEqual([]);
  });
});
