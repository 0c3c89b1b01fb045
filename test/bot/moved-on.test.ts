import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { applyMove } from '../../src/bot/game/session';
import type { GameRecord } from '../../src/bot/store/records';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import { race, type RaceState } from './fixtures/race-engine';
import { Harness, panelChoices, refusalOf } from './harness';

/**
 * A second process on the same database: it saves a move of the game between this bot's read of the game and its
 * save. The bot's save is a compare-and-set on the version it read, so it changes nothing and the click is answered
 * as a button of an older position.
 */
describe('a click that another process beat to the game', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let other: SqlRecordStore;
  /** Set by the test: runs once, just before the bot's next save of a game. */
  let beforeNextSave: ((record: GameRecord) => Promise<void>) | null = null;

  beforeAll(async () => {
    h = await Harness.start({
      wrapStore: (store) =>
        new Proxy(store, {
          get(target, property, receiver) {
            if (property !== 'saveGame') return Reflect.get(target, property, receiver) as unknown;
            return async (record: GameRecord, expectedVersion?: number) => {
              const hook = beforeNextSave;
              beforeNextSave = null;
              await hook?.(record);
              return target.saveGame(record, expectedVersion);
            };
          },
        }),
    });
    other = await SqlRecordStore.open({ path: h.storePath });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => {
    await other?.close();
    await h?.close();
  });

  it('answers "the board has moved on" and keeps the other process’s move, changing nothing', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const amounts = await h.raceAmounts(ann, await h.boardOf(game.id, game.channelId, ann));
    const before = await h.record(game.id);
    beforeNextSave = async () => {
      const stored = (await other.game(game.id))!;
      await other.saveGame(applyMove(race, stored, 0, { kind: 'add', n: 1 }), stored.version);
    };
    const clicked = await h.click(ann, amounts, panelChoices(amounts)[2].component.custom_id ?? '');
    expect(refusalOf(clicked)).toBe('The board has moved on: this button belongs to an older position. Nothing was changed.');
    const after = await h.record(game.id);
    expect(after.version).toBe(before.version + 1);
    expect((after.snapshot as RaceState).points).toEqual([1, 0]);
    expect(after.moves).toHaveLength(1);
    expect(h.log.errors).toEqual([]);
  });
});
