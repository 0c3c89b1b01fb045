import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { encodeAnimation } from '../../renderers/timelapse';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import type { GameRecord } from '../../src/bot/store/records';
import { race } from './fixtures/race-engine';
import { Harness, refusalOf } from './harness';

/** One bar per seat's points: a different picture for every position. */
const bars: BoardRenderer = async (view) => {
  const { points } = view as { points: number[] };
  const canvas = createCanvas(24, 24);
  const ctx = canvas.getContext('2d');
  points.forEach((p, seat) => ctx.fillRect(2 + seat * 10, 24 - 2 * p, 6, 2 * p));
  return canvas.encode('png');
};

/**
 * The one history rule (src/bot/game/engine-version.ts): saved positions are the truth, and the log is replayed only
 * by the engine version a game started with. /replay and the timelapse replay the log: under another version they
 * refuse clearly instead of showing a game that was not played.
 */
describe('one history rule: the log is replayed only by the engine version that played it', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    // Today's rules are version 2 of the race game.
    h = await Harness.start({ engines: { race: { ...race, engineVersion: 2 } }, renderers: { race: bars }, timelapse: encodeAnimation });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  const shown = (id: string) =>
    h.control.waitFor(async () => {
      const record = await h.record(id);
      return record.publishedVersion === record.version ? record : null;
    });

  it('/replay shows a game played under today’s rules, and refuses one begun under older rules', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 2);
    await h.raceAdd(game, ben, 1);
    const today = await h.command(ann, 'replay', { game: game.id }, game.channelId);
    expect(refusalOf(today)).toBe('');
    expect(today.message?.attachments).toHaveLength(1);

    // The same game as if begun under version 1: replaying its moves with version 2 could show other positions.
    const record: GameRecord = await shown(game.id);
    await h.store.saveGame({ ...record, engineVersion: 1 });
    const older = await h.command(ann, 'replay', { game: game.id }, game.channelId);
    expect(refusalOf(older)).toBe(`Game #${game.id} was saved by an older version of the test.race rules (version 1, now 2); replaying it could change the game, so this is not possible for it.`);
    // The refusal changed nothing.
    expect((await h.record(game.id)).moves).toHaveLength(2);
  });

  it('posts no timelapse of a game begun under older rules, but says why; the final message is posted as played', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
    await h.raceAdd(game, ann, 3);
    await h.raceAdd(game, ben, 1);
    const record: GameRecord = await shown(game.id);
    await h.store.saveGame({ ...record, engineVersion: 1 });
    await h.raceAdd(game, ann, 3);
    const final = await h.finalMessage(game.id, game.channelId, ann);
    expect(final.content).toContain('Ann');
    const note = await h.control.waitFor(
      async () => (await h.control.messages(game.channelId, ann.id)).find((m) => m.content.startsWith('No timelapse')) ?? null,
      { description: 'timelapse note', timeoutMs: 15_000 },
    );
    expect(note.content).toBe(`No timelapse of test.race #${game.id}: the game began under an older version of the rules, and replaying it now could show moves that were not played. Its log (/log) is kept as played.`);
    expect((await h.control.messages(game.channelId, ann.id)).filter((m) => m.attachments.some((a) => a.filename.startsWith('timelapse-')))).toEqual([]);
  });
});
