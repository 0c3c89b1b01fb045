import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { Harness } from './harness';

describe('turn DMs are edited once their decision is answered', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
  });
  afterAll(async () => h?.close());

  const dmsOf = (user: UserInfo) => h.control.dms(user.id);
  const live = (content: string) => content.includes('http');

  it('leaves one live ping per player: the older ones say they are answered, without link or buttons', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 1);
    const first = await h.control.waitFor(async () => (await dmsOf(ben)).find((m) => m.content.includes(`#${game.id}`)) ?? null, { description: 'first DM to Ben' });
    expect(live(first.content)).toBe(true);

    await h.raceAdd(game, ben, 1);
    // Ben moved: his DM now says so, in his language, with no link left to click.
    const answered = await h.control.waitFor(async () => (await dmsOf(ben)).find((m) => m.id === first.id && !live(m.content)) ?? null, { description: 'Ben’s DM edited' });
    expect(answered.content).toBe(`✅ **test.race** #${game.id}: beantwortet — dieser Zug ist erledigt.`);
    expect(answered.components).toEqual([]);

    await h.raceAdd(game, ann, 1);
    await h.raceAdd(game, ben, 1);
    await h.raceAdd(game, ann, 1);
    // The board and the DM edits go out after the move is saved: wait until Ann's three pings are all settled.
    const annDms = await h.control.waitFor(async () => {
      const mine = (await dmsOf(ann)).filter((m) => m.content.includes(`#${game.id}`));
      return mine.length === 3 && mine.every((m) => !live(m.content)) ? mine : null;
    }, { description: 'Ann’s pings settled' });
    // Ben's new ping goes out right after the old ones are settled: wait for it.
    const benDms = await h.control.waitFor(async () => {
      const mine = (await dmsOf(ben)).filter((m) => m.content.includes(`#${game.id}`));
      return mine.length === 3 ? mine : null;
    }, { description: 'Ben’s third ping' });
    // Ann was pinged at the start and after each of Ben's two moves, and answered all three; Ben's newest ping is his
    // only live one.
    expect(annDms.map((m) => m.content)).toEqual(Array(3).fill(`✅ **test.race** #${game.id}: answered — this turn is done.`));
    expect(benDms.filter((m) => live(m.content))).toHaveLength(1);
    expect(benDms.at(-1)?.content).toContain('http');
  });

  it('when the game ends, the last live ping says the game is over', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
    await h.raceAdd(game, ann, 3);
    await h.raceAdd(game, ben, 1);
    await h.raceAdd(game, ann, 2);
    expect((await h.record(game.id)).status).toBe('finished');
    const annDms = await h.control.waitFor(async () => {
      const mine = (await dmsOf(ann)).filter((m) => m.content.includes(`#${game.id}`));
      return mine.every((m) => !live(m.content)) ? mine : null;
    }, { description: 'Ann’s DMs settled' });
    // Ann's last ping was answered by the move that ended the game.
    expect(annDms.at(-1)?.content).toBe(`✅ **test.race** #${game.id}: the game is over.`);
    expect((await dmsOf(ben)).filter((m) => m.content.includes(`#${game.id}`) && live(m.content))).toEqual([]);
    expect(h.log.errors).toEqual([]);
  });
});
