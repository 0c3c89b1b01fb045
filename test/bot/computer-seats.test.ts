import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { search } from '../../src/ai/search';
import type { Thinker } from '../../src/bot/computers/computer-turns';
import { computersIdle } from '../../src/bot/computers/computer-turns';
import type { AnyEngine } from '../../src/engine/types';
import { nim } from '../engine/toy-engine';
import { advance, buttonIds, buttonLabels, HOUR, MINUTE, messageWith } from './absent-helpers';
import { Harness, refusalOf, stubRenderer } from './harness';

const engines: Record<string, AnyEngine> = { nim: nim as unknown as AnyEngine };
/** The search itself, in this thread and with a small budget: the worker pool has tests of its own (test/ai). */
const thinker: Thinker = {
  think: async (job) => search({ engine: engines[job.gameId], state: job.state, seat: job.seat, budget: { iterations: 60, ms: 5_000 }, seed: job.seed }),
};

describe('computer seats through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, cid: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines, renderers: { nim: stubRenderer }, thinker });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    cid = await h.user('Cid');
  });
  afterAll(async () => h?.close());

  const lobbyId = (message: { components: unknown[] } & Parameters<typeof findComponent>[0]) =>
    (findComponent(message, (c) => /^l:[a-z0-9]{8}:join$/.test(c.custom_id ?? ''))?.custom_id ?? '').split(':')[1];

  /** Ann plays the first offered take whenever she is awaited, until the game ends. */
  async function annPlaysToEnd(id: string, channelId: string): Promise<number> {
    let moves = 0;
    for (;;) {
      // The computers' chain has ended once a human is awaited again (or the game is over).
      const record = await h.control.waitFor(
        async () => {
          const current = await h.record(id);
          const awaited = current.status === 'running' ? nim.awaiting(current.snapshot as never) : [];
          return current.status !== 'running' || awaited.some((seat) => !current.seats[seat].computer) ? current : null;
        },
        { description: 'Ann awaited or the game over' },
      );
      if (record.status !== 'running') return moves;
      const seat = nim.awaiting(record.snapshot as never)[0];
      expect(record.seats[seat].userId).toBe(ann.id);
      const panel = await h.play(ann, await h.boardOf(id, channelId, ann));
      const result = await h.step(ann, panel, () => 0);
      expect(refusalOf(result)).toBe('');
      await h.control.waitFor(async () => ((await h.record(id)).version > record.version ? true : null), { description: 'Ann’s move saved' });
      moves++;
    }
  }

  it('lobby: the host adds computer seats by level and removes them; nobody else may', async () => {
    const lobby = (await h.command(ann, 'newgame nim')).message!;
    const id = lobbyId(lobby);
    expect(buttonLabels(lobby)).toEqual(['Join', 'Leave', 'Start', 'Cancel', 'Add computer (easy)', 'Add computer (normal)', 'Add computer (strong)', 'Remove computer']);
    const added = await h.click(ann, lobby, `l:${id}:cpu-strong`);
    expect(added.message?.content).toContain('Ann, Merlin · computer, strong');
    expect((await h.record(id)).seats[1]).toEqual({ userId: 'computer:strong', name: 'Merlin · computer, strong', computer: 'strong' });
    expect(refusalOf(await h.click(ben, lobby, `l:${id}:cpu-easy`))).toBe('Only the host (Ann) can do that.');
    await h.click(ann, lobby, `l:${id}:cpu-easy`);
    expect((await h.record(id)).seats.map((seat) => seat.name)).toEqual(['Ann', 'Merlin · computer, strong', 'Morgana · computer, easy']);
    const removed = await h.click(ann, lobby, `l:${id}:cpu-remove`);
    expect(removed.message?.content).toContain('Ann, Merlin · computer, strong');
    expect((await h.record(id)).seats).toHaveLength(2);
    await h.click(ann, lobby, `l:${id}:cpu-remove`);
    expect((await h.record(id)).seats).toHaveLength(1);
    const last = (await h.control.messages(lobby.channel_id, ann.id)).find((m) => m.id === lobby.id)!;
    expect(findComponent(last, `l:${id}:cpu-remove`)?.disabled).toBe(true);
    await h.click(ann, lobby, `l:${id}:cancel`);
  });

  it('/newgame computers:<n> level:<level> seats that many computers beside the host', async () => {
    const lobby = (await h.command(ann, 'newgame nim', { computers: 2, level: 'easy' })).message!;
    expect((await h.record(lobbyId(lobby))).seats.map((seat) => seat.name)).toEqual(['Ann', 'Merlin · computer, easy', 'Morgana · computer, easy']);
    const normal = (await h.command(ann, 'newgame nim', { computers: 1 })).message!;
    expect((await h.record(lobbyId(normal))).seats[1].computer).toBe('normal');
    // Closed again: a member hosts only a few open lobbies at a time.
    await h.click(ann, lobby, `l:${lobbyId(lobby)}:cancel`);
    await h.click(ann, normal, `l:${lobbyId(normal)}:cancel`);
  });

  it('solo: one human against two computers plays to the final message; computer moves are logged and never pinged', async () => {
    // Every board shown is drawn once (posted anew or edited into the newest board): count the drawings.
    const draw = h.bot.ctx.renderers.nim;
    let drawn = 0;
    h.bot.ctx.renderers.nim = async (...args) => (drawn++, draw(...args));
    const game = await h.startGame(ann, [], { game: 'nim', computers: 2, level: 'strong', seating: 'joined' });
    const dmsBefore = (await h.control.dms(ann.id)).length;
    const annMoves = await annPlaysToEnd(game.id, game.channelId).finally(() => (h.bot.ctx.renderers.nim = draw));
    const record = await h.record(game.id);
    expect(record.status).toBe('finished');
    const computerMoves = record.moves.filter((move) => move.seat !== 0);
    expect(computerMoves.length).toBeGreaterThanOrEqual(annMoves - 1);
    expect(record.moves.filter((move) => move.seat === 0)).toHaveLength(annMoves);
    const final = await h.finalMessage(game.id, game.channelId, ann);
    expect(final.content).toMatch(/Merlin · computer, strong/);
    expect(final.content).toMatch(/Morgana · computer, strong/);
    // Ann was pinged at most once per turn of hers: each chain of two computer moves ends with one board.
    expect((await h.control.dms(ann.id)).length - dmsBefore).toBeLessThanOrEqual(annMoves);
    // One board at the start and one per chain of computer moves answering Ann (the last one the final message's):
    // none for a move of Ann's that only computers follow, none per computer move.
    expect(drawn).toBeGreaterThanOrEqual(annMoves);
    expect(drawn).toBeLessThanOrEqual(annMoves + 2);
  });

  it('/undo in a solo game takes back the human move with the computer’s answer, with nobody to ask', async () => {
    const game = await h.startGame(ann, [], { game: 'nim', computers: 1, seating: 'joined' });
    const start = await h.record(game.id);
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.step(ann, panel, () => 0);
    const answered = await h.control.waitFor(async () => {
      const current = await h.record(game.id);
      return current.moves.length === 2 && current.publishedVersion === current.version ? current : null;
    }, { description: 'the computer answered' });
    expect(answered.moves.map((move) => [move.seat, move.computer ?? false])).toEqual([[0, false], [1, true]]);
    await h.command(ann, 'undo', {}, game.channelId);
    const undone = await h.control.waitFor(async () => ((await h.record(game.id)).moves.length === 0 ? h.record(game.id) : null), { description: 'both moves undone' });
    expect(undone.snapshot).toEqual(start.snapshot);
    await computersIdle(h.bot.ctx);
    expect((await h.record(game.id)).moves).toHaveLength(0);
  });

  it('an undo vote that a computer move outlived says so and loses its buttons', async () => {
    const game = await h.startGame(ann, [ben], { game: 'nim', computers: 1, seating: 'joined' });
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    h.bot.ctx.thinker = { think: async (job) => (await gate, thinker.think(job)) };
    try {
      // The humans play until the computer is awaited; it thinks until the gate opens.
      for (;;) {
        const record = await h.record(game.id);
        const seat = nim.awaiting(record.snapshot as never)[0];
        if (record.seats[seat].computer) break;
        const user = record.seats[seat].userId === ann.id ? ann : ben;
        await h.step(user, await h.play(user, await h.boardOf(game.id, game.channelId, user)), () => 0);
        await h.control.waitFor(async () => ((await h.record(game.id)).version > record.version ? true : null), { description: 'the move saved' });
      }
      const vote = (await h.command(ann, 'undo', {}, game.channelId)).message!;
      const asked = await h.record(game.id);
      expect(findComponent(vote, `v:${game.id}:${asked.version}:undo:y`)).toBeDefined();
      open();
      const lapsed = await h.control.waitFor(
        async () => {
          const now = (await h.control.messages(game.channelId, ben.id)).find((m) => m.id === vote.id);
          return now && now.components.length === 0 ? now : null;
        },
        { description: 'lapsed vote stripped' },
      );
      expect(lapsed.content).toBe('This vote lapsed: the game went on since it was asked.');
      // Once shown, the record no longer lists the vote as one to strip.
      const after = await h.control.waitFor(async () => {
        const now = await h.record(game.id);
        return now.publishedVersion === now.version ? now : null;
      }, { description: 'the computer move shown' });
      expect(after.moves.at(-1)?.computer).toBe(true);
      expect(after.undo).toBeNull();
      expect(after.lapsedVotes).toBeUndefined();
    } finally {
      open();
      await computersIdle(h.bot.ctx);
      h.bot.ctx.thinker = thinker;
    }
  });

  it('a computer awaited when the bot stopped moves after the restart', async () => {
    const game = await h.startGame(ann, [], { game: 'nim', computers: 1, seating: 'joined' });
    h.bot.ctx.thinker = null;
    const before = await h.record(game.id);
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.step(ann, panel, () => 0);
    await h.control.waitFor(async () => ((await h.record(game.id)).version > before.version ? true : null), { description: 'Ann’s move saved' });
    const waiting = await h.record(game.id);
    expect(nim.awaiting(waiting.snapshot as never)).toEqual([1]);
    await h.stopBot();
    await h.startBot();
    await h.control.waitFor(async () => ((await h.record(game.id)).moves.length > waiting.moves.length ? true : null), { description: 'the computer moved' });
    expect((await h.record(game.id)).moves.at(-1)?.seat).toBe(1);
  });

  it('a computer whose search failed tries again with the next sweep', async () => {
    const game = await h.startGame(ann, [], { game: 'nim', computers: 1, seating: 'joined' });
    let failures = 0;
    h.bot.ctx.thinker = {
      think: async (job) => {
        if (failures++ === 0) throw new Error('worker thread died');
        return thinker.think(job);
      },
    };
    const before = await h.record(game.id);
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.step(ann, panel, () => 0);
    await h.control.waitFor(async () => (h.log.errors.some((line) => line.includes(`#${game.id}: a computer seat could not move`)) ? true : null), { description: 'the failure logged' });
    expect((await h.record(game.id)).moves).toHaveLength(before.moves.length + 1);
    await h.bot.sweep();
    await h.control.waitFor(async () => ((await h.record(game.id)).moves.length === before.moves.length + 2 ? true : null), { description: 'the computer moved after the sweep' });
    h.log.lines.splice(0);
    h.bot.ctx.thinker = thinker;
  });

  it('a time-out vote lets the computer play the seat; it moves, and a member takes the seat back', async () => {
    const game = await h.startGame(ann, [ben], { game: 'nim', seating: 'joined', time: '12h' });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.step(ann, panel, () => 0);
    await h.control.waitFor(async () => (nim.awaiting((await h.record(game.id)).snapshot as never)[0] === 1 ? true : null), { description: 'Ben awaited' });
    await advance(h, 12 * HOUR + MINUTE);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    expect(buttonLabels(vote)).toContain('Let the computer play this seat');
    const computer = buttonIds(vote).find((id) => id.endsWith(':c'))!;
    const decided = await h.click(ann, vote, computer);
    expect(decided.message?.content).toContain('Merlin · computer, normal plays the seat of Ben for now');
    expect(buttonLabels(decided.message!)).toEqual(['Take this seat']);
    await h.control.waitFor(async () => ((await h.record(game.id)).seats[1].computer ? true : null), { description: 'the seat handed to the computer' });
    expect((await h.record(game.id)).seats[1]).toEqual({ userId: 'computer:normal', name: 'Merlin · computer, normal', computer: 'normal' });
    await h.control.waitFor(async () => (nim.awaiting((await h.record(game.id)).snapshot as never)[0] === 0 ? true : null), { description: 'the computer moved for Ben' });
    await computersIdle(h.bot.ctx);
    expect((await h.record(game.id)).moves.at(-1)?.seat).toBe(1);
    const take = buttonIds(decided.message!)[0];
    const taken = await h.click(cid, decided.message!, take);
    expect(refusalOf(taken)).toBe('');
    await h.control.waitFor(async () => ((await h.record(game.id)).seats[1].userId === cid.id ? true : null), { description: 'Cid took the seat' });
    expect((await h.record(game.id)).seats[1]).toEqual({ userId: cid.id, name: 'Cid' });
  });
});
