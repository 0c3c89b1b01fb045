import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { engines } from '../../src/games';
import { race } from './fixtures/race-engine';
import { Harness, refusalOf } from './harness';

/**
 * Every game record keeps its engine version; a game saved by another version is not replayed. Undo steps back to the
 * saved positions (undo-points.ts), so only a record without them (saved before they existed) is refused.
 */
describe('engine versions', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { race: { ...race, engineVersion: 2 } } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  it('gives every shipped engine a version', () => {
    for (const engine of Object.values(engines)) expect(engine.engineVersion, engine.id).toBe(1);
  });

  it('records the engine version at the start; without saved positions an older game cannot be undone, with them it can', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    expect((await h.record(game.id)).engineVersion).toBe(2);
    await h.raceAdd(game, ann, 2);
    await h.raceAdd(game, ben, 1);

    // Saved by version 1 of the rules, before records kept positions: replaying its moves with version 2 could give
    // another position.
    const record = await h.control.waitFor(async () => {
      const shown = await h.record(game.id);
      return shown.publishedVersion === shown.version ? shown : null;
    });
    expect(record.undoPoints?.map((point) => point.moves)).toEqual([0, 1]);
    const { undoPoints, ...withoutPoints } = record;
    await h.store.saveGame({ ...withoutPoints, engineVersion: 1 });
    const refused = await h.command(ann, 'undo', {}, game.channelId);
    expect(refusalOf(refused)).toBe(`Game #${game.id} was saved by an older version of the test.race rules (version 1, now 2); replaying it could change the game, so this is not possible for it.`);
    const after = await h.record(game.id);
    expect(after.undo).toBeNull();
    expect(after.moves).toHaveLength(2);

    // With the position before Ben's move saved, version 2 may undo it without replaying (with Ann's consent).
    await h.store.saveGame({ ...after, undoPoints });
    const asked = await h.command(ben, 'undo', {}, game.channelId);
    expect(refusalOf(asked)).toBe('');
    const voting = await h.record(game.id);
    expect(voting.undo).not.toBeNull();
    const agreed = await h.click(ann, asked.message!, `v:${game.id}:${voting.version}:undo:y`);
    expect(agreed.message?.content).toBe('The last move (test.did) was undone.');
    const undone = await h.record(game.id);
    expect(undone.moves).toHaveLength(1);
    expect(undone.snapshot).toEqual(undoPoints?.[1].snapshot);
    expect((undone.snapshot as { points: number[] }).points).toEqual([2, 0]);
  });
});
