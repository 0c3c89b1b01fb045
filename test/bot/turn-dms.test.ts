import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { Harness } from './harness';

describe('turn DMs are deleted once their decision is settled', () => {
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
  const ofGame = async (user: UserInfo, id: string) => (await dmsOf(user)).filter((m) => m.content.includes(`#${id}`));

  it('leaves one ping per player, the live one: answered pings are deleted', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 1);
    const first = await h.control.waitFor(async () => (await ofGame(ben, game.id))[0] ?? null, { description: 'first DM to Ben' });
    expect(first.content).toContain('http');

    await h.raceAdd(game, ben, 1);
    // Ben moved: his DM is gone, nothing stale left to click.
    await h.control.waitFor(async () => ((await dmsOf(ben)).some((m) => m.id === first.id) ? null : true), { description: 'Ben’s DM deleted' });

    await h.raceAdd(game, ann, 1);
    await h.raceAdd(game, ben, 1);
    await h.raceAdd(game, ann, 1);
    // Ann was pinged at the start and after each of Ben's two moves, and answered all three: none is left.
    await h.control.waitFor(async () => ((await ofGame(ann, game.id)).length === 0 ? true : null), { description: 'Ann’s pings deleted' });
    // Ben's newest ping is the only one he holds.
    const benDms = await h.control.waitFor(async () => {
      const mine = await ofGame(ben, game.id);
      return mine.length === 1 && mine[0].id !== first.id ? mine : null;
    }, { description: 'Ben’s third ping alone' });
    expect(benDms[0].content).toMatch(/^Du bist am Zug in \*\*test\.race\*\* #\w+: \S+/);
    expect(h.log.errors).toEqual([]);
  });

  it('when the game ends, no ping of it is left', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
    await h.raceAdd(game, ann, 3);
    await h.raceAdd(game, ben, 1);
    await h.raceAdd(game, ann, 2);
    expect((await h.record(game.id)).status).toBe('finished');
    await h.control.waitFor(async () => ((await ofGame(ann, game.id)).length === 0 && (await ofGame(ben, game.id)).length === 0 ? true : null), { description: 'all pings deleted' });
    expect(h.log.errors).toEqual([]);
  });
});
