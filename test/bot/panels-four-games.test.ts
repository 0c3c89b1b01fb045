import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent, interactiveComponents } from '../../src/emulator';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import { chooseMove } from '../../src/engine/driver';
import { createRng, nextInt } from '../../src/engine/rng';
import type { AnyEngine } from '../../src/engine/types';
import { engines } from '../../src/games';
import { Harness, panelChoices, playToEnd, refusalOf, TINY_PNG } from './harness';

/**
 * Issue 19's panel items, each game through the local Discord: Ann reads English, Ben German; both act only by
 * commands and clicks. One file per item would start each game many times; here one game per engine is walked and
 * every panel, board and answer on the way is checked for the items that concern it.
 */

/** The acting player's resources in one line, as each game writes it (English / German). */
const RESOURCE_LINES: Record<string, { en: RegExp; de: RegExp }> = {
  'terra-mystica': {
    en: /\*\*Your resources:\*\* (No faction chosen yet|Coins \d+ · Workers \d+ · Priests \d+ · Power \d+\/\d+\/\d+ · VP \d+)/,
    de: /\*\*Deine Vorräte:\*\* (Noch kein Volk gewählt|Münzen \d+ · Arbeiter \d+ · Priester \d+ · Macht \d+\/\d+\/\d+ · SP \d+)/,
  },
  'city-of-rome': {
    en: /\*\*Your resources:\*\* Coins \d+ · Influence \d+ · Cards in hand \d+ · Points now \d+/,
    de: /\*\*Deine Vorräte:\*\* Geld \d+ · Einfluss \d+ · Handkarten \d+ · Punkte jetzt \d+/,
  },
  helios: {
    en: /\*\*Your resources:\*\* Brown \d+ · Grey \d+ · Green \d+ · Blue \d+ · Black \d+ · Mana \d+ · Temples \d+ · VP \d+/,
    de: /\*\*Deine Vorräte:\*\* Braun \d+ · Grau \d+ · Grün \d+ · Blau \d+ · Schwarz \d+ · Mana \d+ · Tempel \d+ · SP \d+/,
  },
  pandoria: {
    en: /\*\*Your resources:\*\* Crystals \d+ · Gold \d+ · Wood \d+ · Figures in supply \d+ · Cards in hand \d+ · Points \d+/,
    de: /\*\*Deine Vorräte:\*\* Kristalle \d+ · Gold \d+ · Holz \d+ · Figuren im Vorrat \d+ · Handkarten \d+ · Punkte \d+/,
  },
};

/** A number 1 with a plural noun ("1 bricks"): the plural rules of either language were skipped. */
const ONE_WITH_PLURAL = /(?<![\d./])\b1 (bricks|coins|cogs|resources|options|crystals|workers|priests|points|cards|steps|spades|figures|temples|tokens|Münzen|Baupunkte|Produktionspunkte|Kristalle|Karten|Schritte|Punkte|Figuren|Rohstoffe|Optionen|Tempeln)\b/;

const TAKE_BACK = new Set(['Take back my last step', 'Meinen letzten Schritt zurücknehmen']);

/** Text problems any message may show: a name doubled ("Ann: Ann takes"), a plural after 1, an unrendered key. */
function textProblems(content: string, names: readonly string[]): string[] {
  const problems: string[] = [];
  for (const name of names) if (content.includes(`${name}: ${name} `)) problems.push(`doubled name: ${content}`);
  const plural = ONE_WITH_PLURAL.exec(content);
  if (plural) problems.push(`plural after 1 ("${plural[0]}"): ${content}`);
  if (/\{\w+\}|\bundefined\b|\bNaN\b/.test(content)) problems.push(`unrendered: ${content}`);
  return problems;
}

/** Component problems of a panel: two buttons alike, a select without a placeholder saying what to choose. */
function componentProblems(panel: ControlMessage): string[] {
  const problems: string[] = [];
  const labels = interactiveComponents(panel).filter((c) => c.type === 2).map((c) => c.label ?? '');
  const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
  if (repeated.length > 0) problems.push(`identical buttons ${repeated.join(', ')} in: ${panel.content}`);
  for (const select of interactiveComponents(panel).filter((c) => c.type === 3)) {
    if ((select.placeholder ?? '').trim().length < 4) problems.push(`select without placeholder in: ${panel.content}`);
  }
  return problems;
}

/**
 * Jumps a running game to a few moves before its end: random legal moves from its position (the engine alone), then
 * the record holds the position `backMoves` before the last one, as an imported game would. The game's version and
 * board stay, so the board's Play still opens panels.
 */
async function jumpNearEnd(h: Harness, engine: AnyEngine, gameRecordId: string, rng: ReturnType<typeof createRng>, backMoves: number): Promise<void> {
  const record = await h.record(gameRecordId);
  const states: unknown[] = [record.snapshot];
  let state = record.snapshot;
  for (let moves = 0; !engine.finished(state); moves++) {
    if (moves > 5000) throw new Error('no end after 5000 moves');
    const seat = engine.awaiting(state)[0];
    const { move } = chooseMove(engine, state, seat, (prompt) => nextInt(rng, prompt.options.length));
    state = engine.apply(state, seat, move);
    states.push(state);
  }
  const snapshot = states[Math.max(0, states.length - 1 - backMoves)];
  await h.store.saveGame({ ...record, snapshot, undoPoints: [] });
}

async function download(h: Harness, url: string): Promise<string> {
  return (await fetch(new URL(url, h.emu.url))).text();
}

describe.each(Object.keys(engines))('%s: issue 19 panels through the local Discord', (gameId) => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cy: UserInfo;
  let game: { id: string; channelId: string };
  const engine = engines[gameId];
  const names = ['Ann', 'Ben'];
  /** The highlight of every picture drawn for a panel. */
  const highlights: (readonly string[])[] = [];
  /** The cards of every picture of a seat's own cards. */
  const cardPictures: (readonly string[])[] = [];
  const recording: BoardRenderer = async (_view, _locale, options) => {
    if ((options?.highlight?.length ?? 0) > 0) highlights.push(options?.highlight ?? []);
    if (options?.cards) cardPictures.push(options.cards);
    return TINY_PNG;
  };
  const userOf = (seat: number) => [ann, ben][seat];
  const localeOf = (user: UserInfo) => (user === ben ? 'de' : 'en');

  beforeAll(async () => {
    h = await Harness.start({ engines: { [gameId]: engine }, renderers: { [gameId]: recording } });
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
    cy = await h.user('Cy');
    game = await h.startGame(ann, [ben], { game: gameId, seating: 'joined' });
    // Every lobby draws a random seed: the same game every run needs a fixed one (set up again before the first move).
    const record = await h.record(game.id);
    const seed = `panels-four-${gameId}`;
    await h.store.saveGame({ ...record, seed, snapshot: engine.setup(record.options, record.seats.length, seed) });
  }, 60_000);
  afterAll(async () => h?.close());

  it('the lobby lists its options one per line and the seat order the board then shows', async () => {
    const lobby = (await h.command(ann, `newgame ${gameId}`, { seating: 'joined' })).message as ControlMessage;
    const lines = lobby.content.split('\n');
    const options = lines.slice(lines.indexOf('Options:') + 1).filter((line) => line.startsWith('• '));
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option).toMatch(/^• [^•]+: [^•]+$/);
    const id = (findComponent(lobby, (c) => /:cancel$/.test(c.custom_id ?? ''))?.custom_id ?? '').split(':')[1];
    await h.click(ann, lobby, `l:${id}:cancel`);
    // The started game's lobby said "as joined: Ann, Ben"; its board names the same order.
    const board = await h.boardOf(game.id, game.channelId, ann);
    expect(board.content).toContain('Seat order: Ann, Ben');
  });

  it('My hand / my board sits on the board and /status and opens privately, also off-turn, with the resource line', async () => {
    const record = await h.record(game.id);
    const [awaited] = engine.awaiting(record.snapshot);
    const idle = userOf(1 - awaited);
    const board = await h.boardOf(game.id, game.channelId, idle);
    // The board is public, in the game's language (English here); what it opens is in the clicker's.
    expect(findComponent(board, `m:${game.id}`)?.label).toBe('My hand / my board');
    const opened = await h.click(idle, board, `m:${game.id}`);
    const mine = opened.message ?? opened.followUps[0];
    expect(mine.ephemeral).toBe(true);
    expect(mine.content).toContain(idle === ben ? 'was nur du siehst, Ben' : 'what only you see, Ann');
    expect(mine.content).toMatch(RESOURCE_LINES[gameId][localeOf(idle)]);
    const held = engine.privateCards?.(record.snapshot, 1 - awaited) ?? [];
    if (held.length > 0) {
      // The cards only they hold come as a picture too, added to the same private answer once drawn.
      const pictured = await h.control.waitFor(async () => {
        const shown = await h.control.message(mine.id, idle.id);
        return shown?.attachments.some((a) => a.filename === 'hand.png') ? shown : null;
      }, { description: 'hand picture in My hand / my board' });
      expect(pictured.content).toBe(mine.content);
      expect(cardPictures.at(-1)).toEqual(held);
    } else {
      expect(mine.attachments).toEqual([]);
    }
    expect((await h.record(game.id)).version).toBe(record.version);

    const status = await h.command(ann, 'status', {}, game.channelId);
    const answer = status.message ?? status.followUps[0];
    expect(findComponent(answer, `m:${game.id}`)).toBeDefined();
    const fromStatus = await h.click(ann, answer, `m:${game.id}`);
    expect((fromStatus.message ?? fromStatus.followUps[0]).content).toMatch(RESOURCE_LINES[gameId].en);
    const outsider = await h.command(cy, 'status', {}, game.channelId);
    expect(findComponent(outsider.message ?? outsider.followUps[0], `m:${game.id}`)).toBeUndefined();
  });

  it('every panel shows the resource line, distinct buttons, placeholders, pictures of the part that matters; a take-back, a lapsed vote, collapsed answers', async () => {
    const rng = createRng(`panels-four-${gameId}`);
    const problems: string[] = [];
    let tookBack = false;
    let collapsed = 0;
    let pictures = 0;
    let handPictures = 0;
    let vote: ControlMessage | null = null;
    for (let turn = 0; turn < 14; turn++) {
      const record = await h.record(game.id);
      expect(record.status).toBe('running');
      const seat = engine.awaiting(record.snapshot)[0];
      const player = userOf(seat);
      const board = await h.boardOf(game.id, game.channelId, player);
      problems.push(...textProblems(board.content, names));
      let panel = await h.play(player, board);
      for (let step = 0; ; step++) {
        if (step > 30) throw new Error(`no end of turn after 30 steps: ${panel.content}`);
        expect(panel.ephemeral).toBe(true);
        expect(panel.content).toMatch(RESOURCE_LINES[gameId][localeOf(player)]);
        problems.push(...textProblems(panel.content, names), ...componentProblems(panel));
        if (panel.attachments.length > 0) pictures++;
        if (panel.attachments.some((a) => a.filename === 'hand.png')) {
          // The picture next to a decision about the player's own cards shows exactly the cards they alone hold.
          handPictures++;
          expect(cardPictures.at(-1)).toEqual(engine.privateCards?.((await h.record(game.id)).snapshot, seat));
        }
        const takeBack = findComponent(panel, (c) => TAKE_BACK.has(c.label ?? ''));
        if (takeBack && !tookBack) {
          // Back within one's own turn: no vote, the last own step is undone at once.
          tookBack = true;
          const before = (await h.record(game.id)).moves.length;
          const back = await h.click(player, panel, takeBack.custom_id ?? '');
          expect(back.message?.content).toMatch(/^(Taken back|Zurückgenommen): /);
          const after = await h.record(game.id);
          expect(after.moves).toHaveLength(before - 1);
          expect(after.undo).toBeNull();
          if (!back.message || panelChoices(back.message).length === 0) break;
          panel = back.message;
          continue;
        }
        const choices = panelChoices(panel);
        // A step with one legal option is taken for the player, also a lone option that starts the next move right
        // after a completed one ("Which figure rages?" with one figure); a lone confirm or risky option would wait.
        if (choices.length === 1) problems.push(`a panel of one option: ${panel.content}`);
        // Random steps, but a long turn (Terra Mystica's exchanges can go back and forth) is ended when it can be.
        const ending = step >= 6 ? choices.find((c) => /^(End turn|Zug beenden|Pass|Passen)\b/.test(c.component.label ?? '')) : undefined;
        const choice = ending ?? choices[nextInt(rng, choices.length)];
        const result = choice.value === undefined ? await h.click(player, panel, choice.component.custom_id ?? '') : await h.select(player, panel, choice.component.custom_id ?? '', choice.value);
        expect(refusalOf(result)).toBe('');
        const now = await h.record(game.id);
        if (now.status !== 'running' || !engine.awaiting(now.snapshot).includes(seat)) {
          // The finished panel collapses to the one line of what was played.
          const answer = result.message?.content ?? '';
          expect(answer).toMatch(localeOf(player) === 'de' ? /^Gespielt: / : /^Played: /);
          expect(answer.split('\n')).toHaveLength(1);
          // It says who played (a name or a faction), not a bare verb ("Played: chooses the Darklings").
          expect(answer).toMatch(/^(Played|Gespielt): \p{Lu}/u);
          expect(result.message?.components ?? []).toEqual([]);
          collapsed++;
          break;
        }
        if (!result.message) throw new Error(`no panel to go on with: ${JSON.stringify(result)}`);
        panel = result.message;
      }
      if (turn === 3) {
        // The player who just moved asks for an undo vote; play goes on instead, so the vote loses its buttons.
        const asked = await h.command(player, 'undo', {}, game.channelId);
        vote = asked.message ?? null;
      }
    }
    expect(problems).toEqual([]);
    expect(tookBack).toBe(true);
    expect(collapsed).toBeGreaterThan(5);
    // Choices of board cells came with a picture of the part of the board that matters, the cells highlighted.
    expect(pictures).toBeGreaterThan(0);
    expect(highlights.length).toBeGreaterThan(0);
    expect(highlights.every((cells) => cells.every((cell) => cell.length > 0))).toBe(true);
    // Games with hidden cards (City of Rome, Pandoria) show them as a picture next to the decisions about them.
    if (engine.privateCards) expect(handPictures).toBeGreaterThan(0);
    else expect(cardPictures).toEqual([]);
    expect(vote?.components.length ?? 0).toBeGreaterThan(0);
    {
      const lapsed = await h.control.waitFor(
        async () => {
          const shown = (await h.control.messages(game.channelId, ann.id)).find((m) => m.id === vote?.id);
          return shown && shown.components.length === 0 ? shown : null;
        },
        { description: 'lapsed vote stripped', timeoutMs: 10_000 },
      );
      expect(lapsed.content).toMatch(/lapsed|verfallen|hinfällig/);
    }
    // Turn DMs: the answered ones are deleted (one answered by its own button keeps what was played); at most one live ping per player.
    for (const user of [ann, ben]) {
      const dms = await h.control.waitFor(
        async () => {
          const mine = (await h.control.dms(user.id)).filter((m) => m.content.includes(`#${game.id}`));
          return mine.filter((m) => m.content.includes('http')).length <= 1 ? mine : null;
        },
        { description: `settled DMs of ${user.id}` },
      );
      expect(dms.filter((m) => !m.content.includes('http') && !/^(Played|Gespielt): /m.test(m.content))).toEqual([]);
    }
  }, 240_000);

  it('/log hands out the whole readable log as a file (and the notation where the game has one)', async () => {
    const asked = await h.command(ben, 'log', {}, game.channelId);
    const answer = asked.message ?? asked.followUps[0];
    expect(answer.ephemeral).toBe(true);
    const names = answer.attachments.map((a) => a.filename);
    expect(names).toContain(`${gameId}-${game.id}-log.txt`);
    if (gameId === 'terra-mystica') expect(names).toContain(`${gameId}-${game.id}.txt`);
    const file = answer.attachments.find((a) => a.filename === `${gameId}-${game.id}-log.txt`);
    const text = await download(h, file?.url ?? '');
    // Every move is in the file, in the asker's language.
    const record = await h.record(game.id);
    expect(text.split('\n').filter((line) => /\b(Ann|Ben)\b/.test(line)).length).toBeGreaterThanOrEqual(record.moves.length);
  });

  it('played to its end: the final message, /status in the thread shows the result, no live ping is left', async () => {
    const rng = createRng(`panels-four-end-${gameId}`);
    await jumpNearEnd(h, engine, game.id, rng, 3);
    await playToEnd(h, game.id, game.channelId, [ann, ben], (n) => nextInt(rng, n), 200);
    expect((await h.record(game.id)).status).toBe('finished');
    const final = await h.finalMessage(game.id, game.channelId, ann);
    expect(final.content).toMatch(/Winners?: /);
    expect(textProblems(final.content, names)).toEqual([]);

    const english = await h.command(ann, 'status', {}, game.channelId);
    const content = english.message?.content ?? '';
    expect(content).toContain(`#${game.id} · finished`);
    expect(content).toMatch(/Winners?: /);
    expect(content).toMatch(/\*\*Ann\*\*: -?\d+/);
    expect(content).toMatch(/\*\*Ben\*\*: -?\d+/);
    expect(content).not.toContain('Waiting for');
    expect(content).not.toContain('if it ended now');
    // Labels stay apart from their points ("Districts of value 2 10" was one run-together label).
    expect(content).not.toMatch(/[A-Za-z] \d+ \d+\b/);
    // One category per scoring rule: no category split by a count ("Corner fields (0)", "Buildings (1/2/3)").
    expect(content).not.toMatch(/\(\d+(\/\d+)*\): /);
    const german = await h.command(ben, 'status', {}, game.channelId);
    expect(german.message?.content).toContain('beendet');

    for (const user of [ann, ben]) {
      const live = await h.control.waitFor(
        async () => {
          const mine = (await h.control.dms(user.id)).filter((m) => m.content.includes(`#${game.id}`));
          return mine.every((m) => !m.content.includes('http')) ? mine : null;
        },
        { description: `no live ping of ${user.id}` },
      );
      // Pings of a game that is over are deleted; only receipts of answers given in a DM stay.
      expect(live.filter((m) => !/^(Played|Gespielt): /m.test(m.content))).toEqual([]);
    }
    expect(h.log.errors).toEqual([]);
  }, 240_000);
});
