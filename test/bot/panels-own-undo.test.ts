import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import type { StepsState } from './fixtures/steps-engine';
import { steps } from './fixtures/steps-engine';
import { Harness, refusalOf, stubRenderer } from './harness';

const UNDO_LABEL = 'Take back my last step';

/** Taking back one's own steps without a vote, until the turn ends (issue 19). */
describe('own-step undo through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { steps }, renderers: { steps: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  const undoButton = (panel: ControlMessage) => findComponent(panel, (c) => c.label === UNDO_LABEL);
  const choose = async (user: UserInfo, panel: ControlMessage, label: string) => {
    const button = findComponent(panel, (c) => c.label === label);
    const result = await h.click(user, panel, button?.custom_id ?? `missing ${label}`);
    if (!result.message) throw new Error(`no panel after ${label}: ${JSON.stringify(result)}`);
    return result.message;
  };

  it('offers no take-back before the player made a step, then one per own step; each takes back one move, no vote', async () => {
    const game = await h.startGame(ann, [ben], { game: 'steps', seating: 'joined' });
    const first = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    expect(undoButton(first)).toBeUndefined();
    const afterOne = await choose(ann, first, 'test.step');
    expect(afterOne.content).toContain('test.step');
    const afterTwo = await choose(ann, afterOne, 'test.step');
    expect(((await h.record(game.id)).snapshot as StepsState).steps).toEqual([2, 0]);
    const back = await h.click(ann, afterTwo, undoButton(afterTwo)?.custom_id ?? '');
    expect(back.message?.content).toMatch(/^Taken back: test\.step/);
    const record = await h.record(game.id);
    expect((record.snapshot as StepsState).steps).toEqual([1, 0]);
    expect(record.moves).toHaveLength(1);
    expect(record.undo).toBeNull();
    // The public board shows the position after the take-back.
    const board = await h.boardOf(game.id, game.channelId, ben);
    expect(board.content.match(/Ann: test\.step/g)).toHaveLength(1);
    // Again, down to the start of the turn; then nothing is left to take back.
    const again = await h.click(ann, back.message as ControlMessage, undoButton(back.message as ControlMessage)?.custom_id ?? '');
    expect(((await h.record(game.id)).snapshot as StepsState).steps).toEqual([0, 0]);
    expect(undoButton(again.message as ControlMessage)).toBeUndefined();
  });

  it('refuses a take-back button of an older panel (the position moved on) and changes nothing', async () => {
    const game = await h.startGame(ann, [ben], { game: 'steps', seating: 'joined' });
    const older = await choose(ann, await h.play(ann, await h.boardOf(game.id, game.channelId, ann)), 'test.step');
    // A second panel of the same player moves on.
    await choose(ann, await h.play(ann, await h.boardOf(game.id, game.channelId, ann)), 'test.step');
    const version = (await h.record(game.id)).version;
    const stale = await h.click(ann, older, undoButton(older)?.custom_id ?? '');
    expect(refusalOf(stale)).toContain('moved on');
    expect((await h.record(game.id)).version).toBe(version);
  });

  it('is not offered after a step that revealed something, nor to the next player after the turn ended', async () => {
    const game = await h.startGame(ann, [ben], { game: 'steps', seating: 'joined' });
    const afterPeek = await choose(ann, await h.play(ann, await h.boardOf(game.id, game.channelId, ann)), 'test.peek');
    expect(undoButton(afterPeek)).toBeUndefined();
    const afterStep = await choose(ann, afterPeek, 'test.step');
    expect(undoButton(afterStep)).toBeDefined();
    // The turn ends in another panel of Ann's; the first one's take-back no longer works.
    const other = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    const ended = await h.click(ann, other, findComponent(other, (c) => c.label === 'test.end')?.custom_id ?? '');
    expect(ended.message?.components ?? []).toEqual([]);
    const benPanel = await h.play(ben, await h.boardOf(game.id, game.channelId, ben));
    expect(undoButton(benPanel)).toBeUndefined();
    const late = await h.click(ann, afterStep, undoButton(afterStep)?.custom_id ?? '');
    expect(refusalOf(late)).toContain('moved on');
    expect(((await h.record(game.id)).snapshot as StepsState).steps).toEqual([1, 0]);
  });

  it('an undo vote that play has outlived says so and loses its buttons', async () => {
    const game = await h.startGame(ann, [ben], { game: 'steps', seating: 'joined' });
    const panel = await choose(ann, await h.play(ann, await h.boardOf(game.id, game.channelId, ann)), 'test.step');
    const vote = (await h.command(ann, 'undo', {}, game.channelId)).message as ControlMessage;
    expect(findComponent(vote, `v:${game.id}:${(await h.record(game.id)).version}:undo:y`)).toBeDefined();
    // Ann plays on instead of waiting for the vote.
    await choose(ann, panel, 'test.step');
    const lapsed = await h.control.waitFor(
      async () => {
        const now = (await h.control.messages(game.channelId, ben.id)).find((m) => m.id === vote.id);
        return now && now.components.length === 0 ? now : null;
      },
      { description: 'lapsed vote stripped', timeoutMs: 5000 },
    );
    expect(lapsed.content).toBe('This vote lapsed: the game went on since it was asked.');
    expect(((await h.record(game.id)).snapshot as StepsState).steps).toEqual([2, 0]);
  });
});
