import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { engines } from '../../src/games';
import { race } from './fixtures/race-engine';
import { Harness, refusalOf } from './harness';

/** Every game record keeps its engine version; a game saved by another version is not replayed (undo). */
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

  it('records the engine version at the start, undoes with the same version and refuses a game of an older one', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    expect((await h.record(game.id)).engineVersion).toBe(2);
    await h.raceAdd(game, ann, 2);
    await h.raceAdd(game, ben, 1);

    // Saved by version 1 of the rules: replaying its moves with version 2 could give another position.
    const record = await h.control.waitFor(async () => {
      const shown = await h.record(game.id);
      return shown.publishedVersion === shown.version ? shown : null;
    });
    await h.store.saveGame({ ...record, engineVersion: 1 });
    const refused = await h.command(ann, 'undo', {}, game.channelId);
    expect(refusalOf(refused)).toBe(`Game #${game.id} was saved by an older version of the test.race rules (version 1, now 2); replaying it could change the game, so this is not possible for it.`);
    const after = await h.record(game.id);
    expect(after.undo).toBeNull();
    expect(after.moves).toHaveLength(2);

    // The same version undoes as usual (Ben's move, with Ann's consent).
    await h.store.saveGame({ ...after, engineVersion: 2 });
    const asked = await h.command(ben, 'undo', {}, game.channelId);
    expect(refusalOf(asked)).toBe('');
    expect((await h.record(game.id)).undo).not.toBeNull();
  });
});
