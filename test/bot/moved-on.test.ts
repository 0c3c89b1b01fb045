import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { search } from '../../src/ai/search';
import { computersIdle, type Thinker } from '../../src/bot/computers/computer-turns';
import { applyMove } from '../../src/bot/game/session';
import type { AnyEngine } from '../../src/engine/types';
import { nim } from '../engine/toy-engine';
import type { GameRecord } from '../../src/bot/store/records';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import { race, type RaceState } from './fixtures/race-engine';
import { Harness, panelChoices, refusalOf, stubRenderer } from './harness';

/**
 * A second process on the same database: it saves a move of the game between this bot's read of the game and its
 * save. The bot's save is a compare-and-set on the version it read, so it changes nothing and the click is answered
 * as a button of an older position.
 */
/** A store whose next save of a game first lets `hook` run (as another process would, between the read and the save). */
function hookedSaves(): { wrap: (store: SqlRecordStore) => SqlRecordStore; next(hook: (record: GameRecord) => Promise<void>): void } {
  let pending: ((record: GameRecord) => Promise<void>) | null = null;
  return {
    next: (hook) => void (pending = hook),
    wrap: (store) =>
      new Proxy(store, {
        get(target, property, receiver) {
          if (property !== 'saveGame') return Reflect.get(target, property, receiver) as unknown;
          return async (record: GameRecord, expectedVersion?: number) => {
            const hook = pending;
            pending = null;
            await hook?.(record);
            return target.saveGame(record, expectedVersion);
          };
        },
      }),
  };
}

describe('a click that another process beat to the game', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let other: SqlRecordStore;
  const saves = hookedSaves();

  beforeAll(async () => {
    h = await Harness.start({ wrapStore: saves.wrap });
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
    saves.next(async () => {
      const stored = (await other.game(game.id))!;
      await other.saveGame(applyMove(race, stored, 0, { kind: 'add', n: 1 }), stored.version);
    });
    const clicked = await h.click(ann, amounts, panelChoices(amounts)[2].component.custom_id ?? '');
    expect(refusalOf(clicked)).toBe('The board has moved on: this button belongs to an older position. Nothing was changed.');
    const after = await h.record(game.id);
    expect(after.version).toBe(before.version + 1);
    expect((after.snapshot as RaceState).points).toEqual([1, 0]);
    expect(after.moves).toHaveLength(1);
    expect(h.log.errors).toEqual([]);
  });
});

describe('a computer move that another process made first', () => {
  const engines: Record<string, AnyEngine> = { nim: nim as unknown as AnyEngine };
  const thinker: Thinker = { think: async (job) => search({ engine: engines[job.gameId], state: job.state, seat: job.seat, budget: { iterations: 60, ms: 5_000 }, seed: job.seed }) };
  const saves = hookedSaves();
  let h: Harness;
  let other: SqlRecordStore;

  beforeAll(async () => {
    h = await Harness.start({ engines, renderers: { nim: stubRenderer }, thinker, wrapStore: saves.wrap });
    other = await SqlRecordStore.open({ path: h.storePath });
  });
  afterAll(async () => {
    await other?.close();
    await h?.close();
  });

  it('is let go: the bot reads the game again, finds the human’s turn, and logs no error', async () => {
    const ann = await h.user('Ann');
    const game = await h.startGame(ann, [], { game: 'nim', computers: 1, seating: 'joined' });
    // The human's move is saved as usual; the next save (the computer's answer) is beaten by the other process saving it first.
    saves.next(async () => {
      saves.next(async (record) => {
        const stored = (await other.game(game.id))!;
        await other.saveGame(record, stored.version);
      });
    });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.step(ann, panel, () => 0);
    const answered = await h.control.waitFor(async () => {
      const current = await h.record(game.id);
      return current.moves.length === 2 ? current : null;
    }, { description: 'the computer answered' });
    await computersIdle(h.bot.ctx);
    expect(answered.moves.map((move) => [move.seat, move.computer ?? false])).toEqual([[0, false], [1, true]]);
    expect((await h.record(game.id)).moves).toHaveLength(2);
    expect(h.log.errors).toEqual([]);
  });
});
