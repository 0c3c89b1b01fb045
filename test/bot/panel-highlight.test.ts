import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import type { BoardRenderer, HighlightRenderer } from '../../src/bot/kernel/context';
import type { Prompt } from '../../src/engine/types';
import { engines } from '../../src/games';
import type { CorView } from '../../src/games/city-of-rome/view';
import { renderers } from '../../renderers';
import { stepsOf } from '../../src/bot/game/choice-path';
import { parseCustomId } from '../../src/bot/base/custom-id';
import { Harness, panelChoices, playToEnd, refusalOf, TINY_PNG } from './harness';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const DEFERRED_UPDATE = 6;
const DEFERRED_REPLY = 5;
const cityOfRome = engines['city-of-rome'];

/** What the bot asked the renderer to draw with highlighted cells. */
interface HighlightCall {
  viewer: unknown;
  highlight: readonly string[];
}

describe('the Play panel shows the board with the prompt’s cells highlighted (City of Rome)', () => {
  let h: Harness;
  let users: UserInfo[];
  let game: { id: string; channelId: string };
  const highlightCalls: HighlightCall[] = [];
  let failHighlighted = false;

  /** Public boards get the 1×1 stand-in; highlighted ones the real renderer, or an error when told to fail. */
  const renderer: BoardRenderer = async (view, locale, options) => {
    if (!options?.highlight) return TINY_PNG;
    highlightCalls.push({ viewer: (view as CorView).viewer, highlight: options.highlight });
    if (failHighlighted) throw new Error('highlight drawing broke on purpose');
    return renderers['city-of-rome'](view, locale, options);
  };

  /** The engine's prompt for the awaited seat at `path`. */
  async function promptAt(path: string[]): Promise<Prompt> {
    const record = await h.record(game.id);
    const [seat] = cityOfRome.awaiting(record.snapshot);
    const result = cityOfRome.prompt(record.snapshot, seat, path);
    if (!('prompt' in result)) throw new Error(`no prompt at ${path.join('/')}`);
    return result.prompt;
  }

  async function awaitedUser(): Promise<UserInfo> {
    const record = await h.record(game.id);
    const [seat] = cityOfRome.awaiting(record.snapshot);
    const user = users.find((u) => u.id === record.seats[seat].userId);
    if (!user) throw new Error('awaited seat is nobody of the test users');
    return user;
  }

  /** Picks the panel's entry that stands for `steps` (an action merged with its target: "Build › card"). */
  async function chooseEntry(user: UserInfo, panel: ControlMessage, steps: string[]) {
    const choices = panelChoices(panel);
    const index = choices.findIndex((choice) => {
      if (choice.value !== undefined) return stepsOf(choice.value).join('/') === steps.join('/');
      const parsed = parseCustomId(choice.component.custom_id ?? '');
      return parsed.ok && 'id' in parsed && 'path' in parsed.id && parsed.id.path.slice(-steps.length).join('/') === steps.join('/');
    });
    expect(index).toBeGreaterThanOrEqual(0);
    return h.step(user, panel, () => index);
  }


  const attachmentBytes = async (panel: ControlMessage) =>
    Promise.all(panel.attachments.map(async (a) => Buffer.from(await (await fetch(new URL(a.url, h.emu.url))).arrayBuffer())));

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'city-of-rome': cityOfRome }, renderers: { 'city-of-rome': renderer } });
    users = [await h.user('Lancelot'), await h.user('Guinevere')];
    game = await h.startGame(users[0], [users[1]], { game: 'city-of-rome', seating: 'joined' });
    // Always the first option: draft, place, take the first offer card, and build as soon as a build of two cards or more is offered.
    for (let moves = 0; ; moves++) {
      if (moves > 200) throw new Error('no build offered within 200 moves');
      const root = await promptAt([]);
      // Two cards at least: a single card would be taken for the player, skipping the card step under test.
      if (root.options.some((o) => o.id === 'build') && (await promptAt(['build'])).options.length >= 2) break;
      await playToEnd(h, game.id, game.channelId, users, () => 0, 400, 1);
    }
  }, 120_000);
  afterAll(async () => h?.close());

  it('attaches the public board with the legal build cells at the cell prompt, the hand at the choice of cards', async () => {
    const user = await awaitedUser();
    const root = await h.play(user, await h.boardOf(game.id, game.channelId, user));
    expect((await promptAt([])).highlight).toBeUndefined();
    // A decision about the player's own cards ("Build › card") carries the picture of their hand, not the board.
    expect(root.attachments.map((a) => a.filename)).toEqual(['hand.png']);

    // The root offers each card to build at once ("Build › card"): one click to the cell prompt.
    const cardPrompt = await promptAt(['build']);
    expect(cardPrompt.kind).toBe('card');
    const card = cardPrompt.options[0].id;
    const cellPrompt = await promptAt(['build', card]);
    expect(cellPrompt.kind).toBe('cell');
    expect(cellPrompt.highlight?.length).toBeGreaterThan(0);
    const drawnBefore = highlightCalls.length;
    const cells = await chooseEntry(user, root, ['build', card]);
    // The click was acknowledged before the board was drawn; the drawn panel replaced it afterwards.
    expect(cells.callbackType).toBe(DEFERRED_UPDATE);
    const cellPanel = cells.message as ControlMessage;
    expect(cellPanel.ephemeral).toBe(true);
    expect(panelChoices(cellPanel).length).toBeGreaterThan(0);
    expect(cellPanel.attachments.map((a) => a.filename)).toEqual(['board.png']);
    const [bytes] = await attachmentBytes(cellPanel);
    expect(bytes.subarray(0, 4)).toEqual(PNG_MAGIC);
    expect(bytes.length).toBeGreaterThan(TINY_PNG.length);
    // Drawn once, from the public view, with exactly the prompt's cells.
    expect(highlightCalls.slice(drawnBefore)).toEqual([{ viewer: null, highlight: cellPrompt.highlight }]);

    // Back to the card prompt: no cells to show, so the board goes away and the hand comes back.
    const back = cellPanel.components.flatMap((row) => row.components ?? []).find((c) => c.label === 'Back');
    const again = await h.click(user, cellPanel, back?.custom_id ?? '');
    expect(again.message?.attachments.map((a) => a.filename)).toEqual(['hand.png']);
    expect(panelChoices(again.message as ControlMessage)).toHaveLength(cardPrompt.options.length);
    expect(h.log.errors).toEqual([]);
  }, 60_000);

  it('still shows a working panel, without a picture, when drawing the highlighted board fails', async () => {
    failHighlighted = true;
    const user = await awaitedUser();
    const before = (await h.record(game.id)).version;
    const root = await h.play(user, await h.boardOf(game.id, game.channelId, user));
    const card = (await promptAt(['build'])).options[0].id;
    const cells = await chooseEntry(user, root, ['build', card]);
    expect(refusalOf(cells)).toBe('');
    const cellPanel = cells.message as ControlMessage;
    expect(cellPanel.attachments).toEqual([]);
    expect(panelChoices(cellPanel).length).toBeGreaterThan(0);
    expect(h.log.errors.some((line) => line.includes('render city-of-rome') && line.includes('highlight drawing broke on purpose'))).toBe(true);

    // The panel still plays: walking on from the cell prompt completes the build.
    let panel = cellPanel;
    for (let steps = 0; steps < 3 && (await h.record(game.id)).version === before; steps++) {
      const result = await h.step(user, panel, () => 0);
      expect(refusalOf(result)).toBe('');
      panel = result.message ?? panel;
    }
    const after = await h.record(game.id);
    expect(after.version).toBe(before + 1);
    expect(after.moves[after.moves.length - 1].move).toMatchObject({ type: 'build', card });
  }, 60_000);
});

describe('Play itself opens a highlighted panel when the first decision names cells (Pandoria)', () => {
  let h: Harness;
  const drawn: (readonly string[])[] = [];
  const renderer: BoardRenderer = async (_view, _locale, options) => {
    if (options?.highlight) drawn.push(options.highlight);
    return TINY_PNG;
  };
  beforeAll(async () => {
    h = await Harness.start({ engines: { pandoria: engines.pandoria }, renderers: { pandoria: renderer } });
  });
  afterAll(async () => h?.close());

  it('defers the private answer, then shows the panel with the highlighted board', async () => {
    const engine = engines.pandoria;
    const users = [await h.user('Percival'), await h.user('Tristan')];
    const game = await h.startGame(users[0], [users[1]], { game: 'pandoria', seating: 'joined' });
    let prompt: Prompt | null = null;
    for (let moves = 0; moves <= 30 && !prompt?.highlight?.length; moves++) {
      if (moves > 0) await playToEnd(h, game.id, game.channelId, users, () => 0, 400, 1);
      const record = await h.record(game.id);
      const result = engine.prompt(record.snapshot, engine.awaiting(record.snapshot)[0], []);
      prompt = 'prompt' in result ? result.prompt : null;
    }
    expect(prompt?.highlight?.length).toBeGreaterThan(0);
    const record = await h.record(game.id);
    const user = users.find((u) => u.id === record.seats[engine.awaiting(record.snapshot)[0]].userId) as UserInfo;
    const board = await h.boardOf(game.id, game.channelId, user);
    const play = board.components.flatMap((row) => row.components ?? []).find((c) => (c.custom_id ?? '').endsWith(':play'));
    const result = await h.click(user, board, play?.custom_id ?? '');
    expect(result.callbackType).toBe(DEFERRED_REPLY);
    expect(result.ephemeral).toBe(true);
    const panel = result.message as ControlMessage;
    expect(panel.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(panelChoices(panel).length).toBeGreaterThan(0);
    expect(drawn[drawn.length - 1]).toEqual(prompt?.highlight);
    expect(h.log.errors).toEqual([]);
  }, 60_000);
});

describe('the game’s highlight picture is the panel’s picture where the game has one (Pandoria, through highlightRenderers)', () => {
  let h: Harness;
  const boards: (readonly string[] | undefined)[] = [];
  const choices: { cells: readonly string[]; viewer: unknown; locale: string }[] = [];
  const board: BoardRenderer = async (_view, _locale, options) => (boards.push(options?.highlight), TINY_PNG);
  const highlight: HighlightRenderer = async (view, cells, locale) => (choices.push({ cells, viewer: (view as { viewer?: unknown }).viewer ?? null, locale }), TINY_PNG);
  beforeAll(async () => {
    h = await Harness.start({ engines: { pandoria: engines.pandoria }, renderers: { pandoria: board }, highlightRenderers: { pandoria: highlight } });
  });
  afterAll(async () => h?.close());

  it('draws the cells on offer with the highlight renderer, named and described as the choice', async () => {
    const engine = engines.pandoria;
    const users = [await h.user('Percival'), await h.user('Tristan', { locale: 'de' })];
    const game = await h.startGame(users[0], [users[1]], { game: 'pandoria', seating: 'joined' });
    let prompt: Prompt | null = null;
    for (let moves = 0; moves <= 30 && !prompt?.highlight?.length; moves++) {
      if (moves > 0) await playToEnd(h, game.id, game.channelId, users, () => 0, 400, 1);
      const record = await h.record(game.id);
      const result = engine.prompt(record.snapshot, engine.awaiting(record.snapshot)[0], []);
      prompt = 'prompt' in result ? result.prompt : null;
    }
    expect(prompt?.highlight?.length).toBeGreaterThan(0);
    const record = await h.record(game.id);
    const user = users.find((u) => u.id === record.seats[engine.awaiting(record.snapshot)[0]].userId) as UserInfo;
    const play = (await h.boardOf(game.id, game.channelId, user)).components.flatMap((row) => row.components ?? []).find((c) => (c.custom_id ?? '').endsWith(':play'));
    const result = await h.click(user, await h.boardOf(game.id, game.channelId, user), play?.custom_id ?? '');
    const panel = result.message as ControlMessage;
    expect(panel.attachments.map((a) => a.filename)).toEqual(['choice.png']);
    const german = user.locale === 'de';
    expect(panel.attachments[0].description).toBe(german ? 'Der Spielplan von Pandoria: die wählbaren Felder, jedes mit seinem Namen' : 'The board of Pandoria: the places on offer, each marked with its name');
    // Exactly the prompt's cells, from the public view, in the reader's language; the board renderer drew no highlight.
    expect(choices.at(-1)).toEqual({ cells: prompt?.highlight, viewer: null, locale: german ? 'de' : 'en' });
    expect(boards.filter((cells) => cells !== undefined)).toEqual([]);
    expect(h.log.errors).toEqual([]);
  }, 60_000);
});
