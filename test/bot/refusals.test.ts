import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { Harness, panelChoices, refusalOf } from './harness';

describe('refusals: nothing changes and the clicker is told why, privately', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let dora: UserInfo;
  let game: { id: string; channelId: string };

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
    dora = await h.user('Dora');
    game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
  });
  afterAll(async () => h?.close());

  it('refuses Play to a seated player whose turn it is not', async () => {
    const board = await h.boardOf(game.id, game.channelId, ben);
    const before = await h.record(game.id);
    const answer = await h.play(ben, board);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe('Du bist nicht am Zug — es wird auf Ann gewartet.');
    expect((await h.record(game.id)).version).toBe(before.version);
  });

  it('refuses Play to someone not seated', async () => {
    const board = await h.boardOf(game.id, game.channelId, dora);
    const answer = await h.play(dora, board);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe('You are not playing in this game.');
  });

  it('refuses a click in a panel of an older version ("the board has moved on")', async () => {
    const board = await h.boardOf(game.id, game.channelId, ann);
    const first = await h.play(ann, board);
    const second = await h.play(ann, board);
    const addFirst = panelChoices(first).find((c) => c.component.label === 'test.add');
    const step = await h.click(ann, first, addFirst?.component.custom_id ?? '');
    const amount = panelChoices(step.message ?? first)[0];
    const version = (await h.record(game.id)).version;
    await h.click(ann, step.message ?? first, amount.component.custom_id ?? '');
    expect((await h.record(game.id)).version).toBe(version + 1);

    const addSecond = panelChoices(second).find((c) => c.component.label === 'test.add');
    const stale = await h.click(ann, second, addSecond?.component.custom_id ?? '');
    expect(refusalOf(stale)).toMatch(/^The board has moved on/);
    expect((await h.record(game.id)).version).toBe(version + 1);
  });

  it('answers a stale click of a player who is on the move again with a fresh panel of the current version', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const stale = await h.play(ann, board);
    await h.raceAdd(game, ann, 1);
    // The move is undone, so Ann is on the move again, at a newer version than her first panel.
    const asked = await h.command(ann, 'undo', {}, game.channelId);
    await h.click(ben, asked.message!, `v:${game.id}:${(await h.record(game.id)).version}:undo:y`);
    const version = (await h.record(game.id)).version;
    const result = await h.click(ann, stale, panelChoices(stale)[0].component.custom_id ?? '');
    const answer = result.message!;
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/^The board has moved on/);
    expect(answer.content).toContain('Ann, your move');
    expect(panelChoices(answer).every((c) => (c.component.custom_id ?? '').startsWith(`p:${game.id}:${version}:`))).toBe(true);
    expect((await h.record(game.id)).version).toBe(version);
  });

  it('refuses the buttons of a game whose engine is no longer installed', async () => {
    const nimGame = await h.startGame(ann, [ben], { game: 'nim', seating: 'joined' });
    const board = await h.boardOf(nimGame.id, nimGame.channelId, ann);
    h.bot.ctx.engines = { race: h.bot.ctx.engines.race };
    try {
      const answer = await h.play(ann, board);
      expect(answer.content).toBe('This game does not exist (any more).');
    } finally {
      h.bot.ctx.engines = { ...h.bot.ctx.engines, nim: (await import('../engine/toy-engine')).nim };
    }
  });

  it('answers the lobby rules: only the host starts or cancels, nobody joins twice, no seat beyond the maximum', async () => {
    const opened = await h.command(ann, 'newgame race');
    const lobby = opened.message!;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)?.[1];
    expect(refusalOf(await h.click(ann, lobby, `l:${id}:join`))).toBe('You have already joined.');
    // Start is disabled until enough players joined; the host may not leave.
    expect(refusalOf(await h.click(ann, lobby, `l:${id}:leave`))).toBe('The host cannot leave; cancel the lobby instead.');
    const joined = await h.click(ben, lobby, `l:${id}:join`);
    expect(joined.message?.content).toContain('Ann, Ben');
    expect(refusalOf(await h.click(ben, joined.message!, `l:${id}:start`))).toBe('Das kann nur der Gastgeber (Ann).');
    let full = joined.message!;
    for (const name of ['Cid', 'Eve']) full = (await h.click(await h.user(name), full, `l:${id}:join`)).message!;
    expect(full.content).toContain('Players (4, 2–4)');
    expect(refusalOf(await h.click(dora, full, `l:${id}:join`))).toBe('The game is full (4 players).');
    const left = await h.click(ben, full, `l:${id}:leave`);
    expect(left.message?.content).not.toContain('Ben');
    const cancelled = await h.click(ann, left.message!, `l:${id}:cancel`);
    expect(cancelled.message?.content).toMatch(/the lobby was cancelled/);
    expect(cancelled.message?.components).toEqual([]);
    expect((await h.record(id!)).status).toBe('abandoned');
  });
});

describe('tampered custom_ids, sent by a modified client', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let game: { id: string; channelId: string };
  let board: ControlMessage;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
    game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    board = await h.boardOf(game.id, game.channelId, ann);
  });
  afterAll(async () => h?.close());

  const forgedClick = (customId: string, user = ann) => h.control.click({ userId: user.id, messageId: board.id, customId, forge: true, settle: true });
  const forgedSelect = (customId: string, value: string) => h.control.select({ userId: ann.id, messageId: board.id, customId, values: [value], forge: true, settle: true });

  it.each(['p:xx', 'garbage', 'g:zzzzzzzz:1', 't:AAAAAAAAAAAAAAAA'])('refuses the garbled custom_id %j and changes nothing', async (customId) => {
    const before = await h.record(game.id);
    expect(refusalOf(await forgedClick(customId, ben))).toBe('Diese Schaltfläche ist ungültig. Es wurde nichts geändert.');
    expect(await h.record(game.id)).toEqual(before);
  });

  /** Ann's own panel (Play on the board): forged panel ids are only honoured there (click-origin.ts). */
  const forgedOnPanel = async (customId: string, value?: string) => {
    const panel = await h.play(ann, board);
    return value === undefined
      ? h.control.click({ userId: ann.id, messageId: panel.id, customId, forge: true, settle: true })
      : h.control.select({ userId: ann.id, messageId: panel.id, customId, values: [value], forge: true, settle: true });
  };

  it('refuses a well-formed id that names a step the engine never offered', async () => {
    const version = (await h.record(game.id)).version;
    expect(refusalOf(await forgedOnPanel(`p:${game.id}:${version}:add.7`))).toBe('That choice is not available. Nothing was changed.');
    expect(refusalOf(await forgedOnPanel(`s:${game.id}:${version}:add:0`, 'steal'))).toBe('That choice is not available. Nothing was changed.');
    expect((await h.record(game.id)).moves).toHaveLength(0);
  });

  it('refuses a move path forged on the board by a seated player whose turn it is not, and one naming another game', async () => {
    const version = (await h.record(game.id)).version;
    expect(refusalOf(await forgedClick(`p:${game.id}:${version}:add.3`, ben))).toBe('Diese Schaltfläche gilt nur in deiner eigenen privaten Nachricht. Es wurde nichts geändert.');
    expect(refusalOf(await forgedOnPanel(`p:zzzzzzzz:${version}:add.3`))).toBe('This button only works in your own panel. Nothing was changed.');
    expect((await h.record(game.id)).moves).toHaveLength(0);
  });

  it('refuses select-menu ids from a button, and a group that the prompt does not have', async () => {
    const version = (await h.record(game.id)).version;
    expect(refusalOf(await forgedOnPanel(`s:${game.id}:${version}:add:0`))).toBe('This button is not valid. Nothing was changed.');
    expect(refusalOf(await forgedOnPanel(`G:${game.id}:${version}:add`, '9'))).toBe('That choice is not available. Nothing was changed.');
  });

  it('refuses a forged Start of a lobby with too few players (the button itself is disabled)', async () => {
    const lobby = (await h.command(ann, 'newgame race')).message!;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)![1];
    const result = await h.control.click({ userId: ann.id, messageId: lobby.id, customId: `l:${id}:start`, forge: true, settle: true });
    expect(refusalOf(result)).toBe('Starting needs 2–4 players; 1 joined.');
    expect((await h.record(id)).status).toBe('lobby');
  });
});
