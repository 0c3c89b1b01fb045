import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { council, type CouncilState } from './fixtures/council-engine';
import { Harness, refusalOf, stubRenderer } from './harness';

/**
 * Simultaneous decisions: while several seats are awaited at once, one seat's move leaves the other seats' open panels
 * valid as long as what they are asked has not changed; a panel whose seat decided, or whose question changed, stays
 * stale ("moved on").
 */
describe('simultaneous decisions keep each other’s panels valid (toy engine)', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cid: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { council }, renderers: { council: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    cid = await h.user('Cid');
  });
  afterAll(async () => h?.close());

  /** Clicks the option `step` of a panel. */
  async function choose(user: UserInfo, panel: ControlMessage, step: string): Promise<ActionResult> {
    const button = findComponent(panel, (c) => /^p:[a-z0-9]{8}:\d+:/.test(c.custom_id ?? '') && (c.custom_id ?? '').endsWith(`:${step}`));
    if (!button) throw new Error(`no option ${step} in: ${panel.content}`);
    return h.click(user, panel, button.custom_id ?? '');
  }

  it('applies a pick from a panel drawn before another seat moved; refuses panels whose seat decided or whose question changed', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'council', seating: 'joined' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const start = await h.record(game.id);
    const annPanel = await h.play(ann, board);
    const annSecond = await h.play(ann, board);
    const benPanel = await h.play(ben, board);
    const benSecond = await h.play(ben, board);

    // Ben raises the cap: everyone is asked something new (a cap of 3), so every panel of before is stale.
    expect(refusalOf(await choose(ben, benPanel, 'raise'))).toBe('');
    const staleOwn = await choose(ben, benSecond, '1');
    expect(refusalOf(staleOwn)).toMatch(/^The board has moved on/);
    const staleAnn = await choose(ann, annPanel, '1');
    expect(refusalOf(staleAnn)).toMatch(/^The board has moved on/);
    expect((await h.record(game.id)).moves).toHaveLength(1);

    // Ann and Cid open panels of the raised question; Ann picks; Cid's panel, drawn before Ann's pick, still counts.
    const raised = await h.record(game.id);
    const annFresh = staleAnn.message as ControlMessage;
    expect(findComponent(annFresh, `p:${game.id}:${raised.version}:3`)).toBeTruthy();
    const cidPanel = await h.play(cid, await h.boardOf(game.id, game.channelId, cid));
    expect(refusalOf(await choose(ann, annFresh, '3'))).toBe('');
    const cidPick = await choose(cid, cidPanel, '2');
    expect(refusalOf(cidPick)).toBe('');
    expect(cidPick.message?.content).toMatch(/^Played:/);

    // Ann's older panel stays stale: she has decided.
    expect(refusalOf(await choose(ann, annSecond, '1'))).toMatch(/^The board has moved on/);
    const record = await h.record(game.id);
    expect(record.moves.map((m) => [m.seat, m.move])).toEqual([
      [1, { kind: 'raise' }],
      [0, { kind: 'pick', n: 3 }],
      [2, { kind: 'pick', n: 2 }],
    ]);
    expect(record.version).toBe(start.version + 3);
    expect((record.snapshot as CouncilState).picks).toEqual([3, null, 2]);
  });

  it('keeps only the current version after an undo', async () => {
    const game = await h.startGame(ann, [ben], { game: 'council', seating: 'joined' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const benPanel = await h.play(ben, board);
    const annPanel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    expect(refusalOf(await choose(ann, annPanel, '1'))).toBe('');
    const asked = await h.command(ann, 'undo', {}, game.channelId);
    await h.click(ben, asked.message as ControlMessage, `v:${game.id}:${(await h.record(game.id)).version}:undo:y`);
    await h.bot.ctx.locks.idle();
    // Ben was asked the same all along, but an undo turns every earlier panel stale.
    expect(refusalOf(await choose(ben, benPanel, '1'))).toMatch(/^The board has moved on/);
    expect((await h.record(game.id)).moves).toHaveLength(0);
  });
});
