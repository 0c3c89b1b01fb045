/**
 * The "done when" (a): a 4-player Terra Mystica game played to the end in the playground — started as
 * `npm start` without a token starts it — with every play aid in use: offer settings changed by /settings on one's
 * own turn and honoured later (automatic, logged, no DM), the other offers asked by DM and answered from its
 * buttons, an undo, /status during and after, and /log (automatic moves marked) whose file re-imports to the same final scores.
 *
 * The real Terra Mystica renderer draws a sample of the boards (every 40th board, every 15th panel picture and the final board); the rest get
 * a 1×1 stand-in, since a table takes ~170 ms to draw and a game draws several hundred.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { interactiveComponents } from '../../src/emulator';
import { replay } from '../../src/engine/driver';
import { createRng, nextInt, type RngState } from '../../src/engine/rng';
import { t, tx } from '../../src/i18n';
import { engines } from '../../src/games';
import { offerValue } from '../../src/games/terra-mystica/leech';
import { offerDecision } from '../../src/games/terra-mystica/offer-rules';
import type { TmMove, TmState } from '../../src/games/terra-mystica/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import type { GameRecord } from '../../src/bot/store/records';
import { DEFAULT_TURN_PING_GRACE_MS } from '../../src/bot/app/config';
import { isPending, turnDmsKey, type TurnDms } from '../../src/bot/pings/turn-dms';
import { countColour, decodePng, isPng, pngSize } from '../../renderers/kit';
import { factionGeometry, INCOME_FILL } from '../../renderers/terra-mystica/factions';
import { incomeShown } from '../../renderers/terra-mystica/income';
import { mapPictureHeight, tmLayout } from '../../renderers/terra-mystica/layout';
import { parseCustomId } from '../../src/bot/base/custom-id';
import { currentBoard, panelVersion, playTmByClicks, stepOf } from './fixtures/tm-clicks';
import { buildNextToOthers } from './fixtures/tm-neighbours';
import { BUILDING_STRENGTH } from '../../data/terra-mystica/factions';
import { directNeighbors } from '../../src/games/terra-mystica/adjacency';
import { PlaygroundTable } from './fixtures/tm-playground';
import { panelChoices, refusalOf } from './harness';

const sampling = vi.hoisted(() => ({
  every: 40,
  calls: 0,
  /** Panel pictures (hexes highlighted) are counted apart, so a game always draws some of them for real. */
  panelEvery: 15,
  panelCalls: 0,
  drawn: [] as { view: unknown; locale: string; png: Buffer; highlight: readonly string[] }[],
  tiny: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
}));

// The playground imports the renderers itself; only the Terra Mystica one is wrapped, to sample real drawings.
vi.mock('../../renderers', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../renderers')>();
  const draw = real.renderers['terra-mystica'];
  return {
    ...real,
    renderers: {
      ...real.renderers,
      'terra-mystica': async (view: unknown, locale: Parameters<typeof draw>[1], options: Parameters<typeof draw>[2]) => {
        const highlighted = (options?.highlight?.length ?? 0) > 0;
        const skip = highlighted ? sampling.panelCalls++ % sampling.panelEvery !== 0 : sampling.calls++ % sampling.every !== 0 && (view as { phase?: string }).phase !== 'end';
        if (skip) return sampling.tiny;
        const png = await draw(view, locale, options);
        sampling.drawn.push({ view, locale, png, highlight: options?.highlight ?? [] });
        return png;
      },
    },
  };
});

// The playground draws on the render pool's worker threads, which load the real registry: here the pool hands out
// the (wrapped) registry above instead, so the sampled drawings are seen.
vi.mock('../../renderers/pool', async () => {
  const registry = await import('../../renderers');
  return {
    createRenderPool: () => ({ renderers: registry.renderers, scoreChart: registry.renderScoreChart, timelapse: registry.encodeAnimation, pending: () => 0, close: async () => undefined }),
  };
});

const tm = engines['terra-mystica'];
/** Discord's upload limit for a server without boosts (10 MiB). */
const DISCORD_FILE_MAX = 10 * 1024 * 1024;

type Entry = GameRecord['moves'][number];
const isAuto = (entry: Entry) => entry.auto === true;
const moveOf = (entry: Entry) => entry.move as TmMove;

/** The player on the move has nothing else open (no offer, no pending tile or cult step): settings may change. */
function freeOnOwnTurn(record: GameRecord): boolean {
  const state = record.snapshot as TmState;
  if (state.phase !== 'actions' || !state.turn || state.round < 1) return false;
  const p = state.players[state.turn.seat];
  return !state.leech.some((o) => o.seat === state.turn?.seat) && p.pendingCult + p.pendingFavors + p.pendingTowns === 0;
}

/** The offer DMs (answer buttons y/n) of one game a user got, oldest first. */
async function offerDms(table: PlaygroundTable, user: UserInfo, gameId: string): Promise<ControlMessage[]> {
  return (await table.control.dms(user.id)).filter((m) => {
    const steps = interactiveComponents(m).map((component) => ({ component, step: stepOf({ component }), id: parseCustomId(component.custom_id ?? '') }));
    return steps.length === 2 && steps.every((s) => (s.step === 'y' || s.step === 'n') && s.id.ok && 'id' in s.id && 'game' in s.id.id && s.id.id.game === gameId);
  });
}

/** The game version a DM's answer buttons belong to (-1 for none). */
const versionOf = (m: ControlMessage) => panelVersion(m) ?? -1;

/**
 * A click bias: the `targets` build next to anyone and like upgrading (stronger buildings, bigger offers to them);
 * everyone else builds next to the targets' buildings, the first target's counting double.
 */
function buildNextTo(targets: readonly number[]): (record: GameRecord, seat: number, step: string) => number {
  return (record, seat, step) => {
    if (targets.includes(seat)) return buildNextToOthers(record, seat, step) * (step === 'u' ? 4 : 1);
    const state = record.snapshot as TmState;
    if (!(step in state.terrain)) return buildNextToOthers(record, seat, step);
    let strength = 0;
    for (const next of directNeighbors(state, step)) {
      const building = state.buildings[next];
      if (building && targets.includes(building.seat)) strength += BUILDING_STRENGTH[building.kind] * (building.seat === targets[0] ? 2 : 1);
    }
    return 1 + 30 * strength ** 2;
  };
}

/** One leech move with the state it was made in (replayed from the record). */
interface OfferAnswer {
  index: number;
  seat: number;
  auto: boolean;
  accept: boolean;
  value: number;
  rule: string | null;
}

function offerAnswers(record: GameRecord): OfferAnswer[] {
  const out: OfferAnswer[] = [];
  let state = tm.setup(record.options, record.seats.length, record.seed) as TmState;
  record.moves.forEach((entry, index) => {
    const move = moveOf(entry);
    if (move.t === 'leech') {
      const offer = state.leech.find((o) => o.id === move.offer);
      if (!offer) throw new Error(`move ${index}: no open offer ${move.offer}`);
      out.push({ index, seat: entry.seat, auto: isAuto(entry), accept: move.accept, value: offerValue(state, offer), rule: offerDecision(state, offer)?.rule ?? null });
    }
    state = tm.apply(state, entry.seat, entry.move) as TmState;
  });
  return out;
}

describe('Terra Mystica in the playground (as `npm start` runs it without a token): 4 players with every play aid', () => {
  let table: PlaygroundTable;
  let users: UserInfo[];
  const errors: string[] = [];

  beforeAll(async () => {
    // The playground logs to the console: keep its errors for the assertions, print nothing else.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    table = await PlaygroundTable.start();
    users = await table.users(['Artus', 'Lancelot', 'Guinevere', 'Gawain']);
  });
  afterAll(async () => {
    await table?.close();
    vi.restoreAllMocks();
  });

  /** What one game showed of the play aids that a random game may lack (the next game then shows them). */
  interface Coverage {
    /** Offers to A of 3+ power taken by A's own threshold. */
    takenByA: number;
    /** Offers to B declined by B's own threshold. */
    declinedByB: number;
    /** Asked offers answered from the DM's buttons. */
    dmAnswers: number;
  }

  /** One game from /newgame to the final scores, with every check; answers what it covered. */
  async function playGame(rng: RngState): Promise<Coverage> {
    const started = Date.now();
    const game = await table.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'random' });
    expect((await table.record(game.id)).options).toMatchObject({ map: 'base' });
    const userOf = (record: GameRecord, seat: number) => users.find((u) => u.id === record.seats[seat].userId) as UserInfo;

    const stats = { moves: 0, dmAnswers: 0, dmAnswersStale: 0 };
    let bias = buildNextToOthers;
    const firstSeen = new Map<number, number>();
    /** The offer DMs A and B got after changing their settings, collected after every move (an answer edits the DM). */
    const offerDmsSeen = new Map<number, Map<string, number>>();
    const settingsVersion: Record<number, number> = {};
    /** Every position the game was in, by version (an undo makes versions and move counts part ways). */
    const snapshots = new Map<number, TmState>();
    async function collectOfferDms(): Promise<void> {
      const record = await table.record(game.id);
      snapshots.set(record.version, record.snapshot as TmState);
      for (const [seat, seen] of offerDmsSeen) {
        for (const dm of await offerDms(table, userOf(record, seat), game.id)) if (versionOf(dm) > (settingsVersion[seat] ?? Infinity)) seen.set(dm.id, versionOf(dm));
      }
    }
    /** Plays by clicks until `stop` holds; open offers nobody's settings settled are answered from the offer DM. */
    async function playUntil(stop: (record: GameRecord) => boolean): Promise<GameRecord> {
      for (;;) {
        const played = await playTmByClicks(table, game.id, game.channelId, users, rng, {
          weights: { set: 0 },
          bias,
          afterMove: collectOfferDms,
          stopWhen: (r) => stop(r) || (r.snapshot as TmState).leech.length > 0,
        });
        stats.moves += played.moves;
        const record = await table.record(game.id);
        const state = record.snapshot as TmState;
        for (const offer of state.leech) if (!firstSeen.has(offer.id)) firstSeen.set(offer.id, record.version);
        if (record.status !== 'running' || state.leech.length === 0) return record;
        await answerFromDm(record);
      }
    }

    /** The seat of the first open offer answers it from the DM the bot sent when the offer came (Accept or Decline). */
    async function answerFromDm(record: GameRecord): Promise<void> {
      const offer = (record.snapshot as TmState).leech[0];
      const user = userOf(record, offer.seat);
      const version = firstSeen.get(offer.id);
      // The offer's ping waits out the playground's grace period: the player stays away that long (once the ping is held).
      const held = await table.control.waitFor(async () => (await table.store.metaValue<TurnDms>(turnDmsKey(game.id)))?.[String(offer.seat)] ?? null, {
        description: `ping of ${user.name} held or sent`,
      });
      if (isPending(held)) await table.control.advanceClock(DEFAULT_TURN_PING_GRACE_MS);
      const dm = await table.control.waitFor(async () => (await offerDms(table, user, game.id)).find((m) => versionOf(m) === version) ?? null, {
        description: `offer DM to ${user.name} at version ${version}`,
        timeoutMs: 15_000,
      });
      if (version !== undefined) offerDmsSeen.get(offer.seat)?.set(dm.id, version);
      const step = nextInt(rng, 3) === 0 ? 'n' : 'y';
      const button = interactiveComponents(dm).find((c) => stepOf({ component: c }) === step);
      const clicked = await table.click(user, dm, button?.custom_id ?? '');
      expect(clicked.outcome).toBe('responded');
      await collectOfferDms();
      if ((await table.record(game.id)).version !== record.version) {
        stats.dmAnswers++;
        return;
      }
      // Another seat answered its offer of the same build first: the DM's button is of an older position, and the
      // private "moved on" answer carries a fresh panel with the same two answers.
      const fresh = [clicked.message, ...clicked.followUps].find((m) => m && panelChoices(m).some((c) => stepOf(c) === step));
      if (!fresh) throw new Error(`a stale offer DM gave no fresh panel: ${JSON.stringify(clicked)}`);
      const again = panelChoices(fresh).find((c) => stepOf(c) === step);
      expect(refusalOf(await table.click(user, fresh, again?.component.custom_id ?? ''))).toBe('');
      expect((await table.record(game.id)).version).not.toBe(record.version);
      await collectOfferDms();
      stats.dmAnswersStale++;
    }

    /** `/settings` on one's own turn: the editor, then `setting` → `value`; answers the panel that follows. */
    async function changeSetting(user: UserInfo, panel: ControlMessage | null, setting: string, value: string): Promise<ControlMessage> {
      let editor = panel;
      if (!editor) {
        const opened = await table.command(user, 'settings', {}, game.channelId);
        expect(opened.ephemeral).toBe(true);
        editor = opened.message as ControlMessage;
      } else {
        editor = await clickStep(user, editor, 'set');
      }
      // A seat facing the Cultists also sets how it answers their builds (A and B below are not the Cultists).
      const state = (await table.record(game.id)).snapshot as TmState;
      const facesCultists = state.players.some((p, seat) => seat !== state.turn?.seat && p.faction === 'cultists');
      expect(panelChoices(editor).map(stepOf)).toEqual(facesCultists ? ['tk', 'dc', 'ctk', 'cdc', 'lc'] : ['tk', 'dc']);
      return clickStep(user, await clickStep(user, editor, setting), value);
    }
    async function clickStep(user: UserInfo, panel: ControlMessage, step: string): Promise<ControlMessage> {
      const choice = panelChoices(panel).find((c) => stepOf(c) === step);
      if (!choice) throw new Error(`no step ${step} in: ${panel.content}`);
      const result = choice.value === undefined ? await table.click(user, panel, choice.component.custom_id ?? '') : await table.select(user, panel, choice.component.custom_id ?? '', choice.value);
      expect(refusalOf(result)).toBe('');
      if (!result.message) throw new Error(`no answer to ${step}: ${JSON.stringify(result)}`);
      return result.message;
    }

    // 1. Settings on their own turns (round 1): seat A takes up to 4 power by itself (from the Cultists' builds too); seat B takes only a single
    //    power, declines from 2 on and refuses the Cultists' free power after passing in round 6. The Cultists' settings exist only when
    //    the (randomly picked) factions include the Cultists.
    const cultistsInGame = (r: GameRecord) => (r.snapshot as TmState).players.some((p) => p.faction === 'cultists');
    const notCultists = (r: GameRecord) => (r.snapshot as TmState).players[(r.snapshot as TmState).turn?.seat ?? 0].faction !== 'cultists';
    const atA = await playUntil((r) => freeOnOwnTurn(r) && notCultists(r));
    const seatA = (atA.snapshot as TmState).turn?.seat as number;
    const someoneElse = await table.command(userOf(atA, (seatA + 1) % 4), 'settings', {}, game.channelId);
    expect(someoneElse.ephemeral).toBe(true);
    expect(panelChoices(someoneElse.message as ControlMessage)).toHaveLength(0);
    const menuA = await changeSetting(userOf(atA, seatA), null, 'tk', '4');
    if (cultistsInGame(atA)) await changeSetting(userOf(atA, seatA), menuA, 'ctk', '4');
    const setA = await table.record(game.id);
    expect((setA.snapshot as TmState).players[seatA].offerRules).toMatchObject(cultistsInGame(atA) ? { take: 4, decline: 0, cultTake: 4 } : { take: 4, decline: 0 });
    expect((setA.snapshot as TmState).turn?.seat).toBe(seatA);
    offerDmsSeen.set(seatA, new Map());
    settingsVersion[seatA] = setA.version;
    // From now on the others build next to A and B (their offers grow), A and B next to anyone.
    bias = buildNextTo([seatA]);

    const atB = await playUntil((r) => freeOnOwnTurn(r) && notCultists(r) && (r.snapshot as TmState).turn?.seat !== seatA);
    const seatB = (atB.snapshot as TmState).turn?.seat as number;
    let menu = await changeSetting(userOf(atB, seatB), null, 'tk', '1');
    menu = await changeSetting(userOf(atB, seatB), menu, 'dc', '2');
    if (cultistsInGame(atB)) await changeSetting(userOf(atB, seatB), menu, 'lc', 'decline');
    const setB = await table.record(game.id);
    expect((setB.snapshot as TmState).players[seatB].offerRules).toMatchObject(cultistsInGame(atB) ? { take: 1, decline: 2, lastCult: 'decline' } : { take: 1, decline: 2 });
    const settingsIndex = { [seatA]: setA.moves.length, [seatB]: setB.moves.length };
    offerDmsSeen.set(seatB, new Map());
    settingsVersion[seatB] = setB.version;
    bias = buildNextTo([seatA, seatB]);

    // 2. Round 2: /status mid-game, then an undo of the last player's move, agreed by the three others.
    const mid = await playUntil((r) => (r.snapshot as TmState).round >= 2 && freeOnOwnTurn(r) && r.moves.length > setB.moves.length + 4);
    const status = await table.command(users[1], 'status', {}, game.channelId);
    expect(status.ephemeral).toBe(true);
    expect(status.message?.content).toContain(`#${game.id} · running · Round ${(mid.snapshot as TmState).round}`);
    for (const line of tm.scores(mid.snapshot)) {
      expect(status.message?.content).toContain(t('en', tx('bot.info.scoreLine', { name: mid.seats[line.seat].name, current: line.current, preview: line.preview })));
    }
    const lastSeat = (mid.moves.at(-1) as Entry).seat;
    const asker = userOf(mid, lastSeat);
    const asked = await table.command(asker, 'undo', {}, game.channelId);
    const vote = asked.message as ControlMessage;
    const agree = interactiveComponents(vote).find((c) => /:undo:y$/.test(c.custom_id ?? ''))?.custom_id ?? '';
    for (const other of users.filter((u) => u.id !== asker.id)) expect(refusalOf(await table.click(other, vote, agree))).toBe('');
    const undone = await table.control.waitFor(async () => ((await table.record(game.id)).version > mid.version ? table.record(game.id) : null), { description: 'undo' });
    expect(undone.moves).toEqual(mid.moves.slice(0, undone.moves.length));
    expect(undone.moves.length).toBeLessThan(mid.moves.length);
    expect(mid.moves.slice(undone.moves.length).filter((e) => !isAuto(e))).toHaveLength(1);
    expect(undone.snapshot).toEqual(replay(tm, undone.options, 4, undone.seed, undone.moves));
    await collectOfferDms();
    await currentBoard(table, game.id, game.channelId, users[0]);

    // 3. On to the end.
    const final = await playUntil(() => false);
    expect(final.status).toBe('finished');
    const finalState = final.snapshot as TmState;
    await collectOfferDms();
    expect([finalState.phase, finalState.round]).toEqual(['end', 6]);
    expect(final.snapshot).toEqual(replay(tm, final.options, 4, final.seed, final.moves));
    const finalMessage = await table.control.waitFor(async () => (await table.control.messages(game.channelId, users[0].id, 5)).find((m) => m.content.includes(`#${game.id} — game over`)) ?? null, {
      description: 'final message',
      timeoutMs: 30_000,
    });
    expect(finalMessage.content).toMatch(/Winners?: /);

    // Settings honoured: every later offer to A and B that their settings (or the seed's rules) decide was settled
    // automatically, including ones only the changed settings settle; asked ones (none for B but Cultists' builds) came by DM.
    const answers = offerAnswers(final);
    for (const seat of [seatA, seatB]) {
      const later = answers.filter((a) => a.seat === seat && a.index > settingsIndex[seat]);
      for (const a of later) expect({ ...a, auto: a.rule !== null }).toEqual(a);
      // An offer DM went out only while an offer to them was open that neither their settings nor the rules decide
      // (e.g. a Cultists' build nobody took from yet; once someone takes, their threshold settles it after all).
      for (const version of offerDmsSeen.get(seat)?.values() ?? []) {
        const state = snapshots.get(version);
        if (!state) throw new Error(`no position of version ${version} seen`);
        expect(state.leech.some((offer) => offer.seat === seat && offerDecision(state, offer) === null)).toBe(true);
      }
    }
    const takenByA = answers.filter((a) => a.seat === seatA && a.index > settingsIndex[seatA] && a.auto && a.rule === 'take' && a.value > 2).length;
    const declinedByB = answers.filter((a) => a.seat === seatB && a.index > settingsIndex[seatB] && a.auto && a.rule === 'decline').length;
    // Every offer anyone was asked about was answered from its DM's buttons.
    expect(answers.filter((a) => !a.auto)).toHaveLength(stats.dmAnswers + stats.dmAnswersStale);

    // /status after the end (by number: the thread holds no unfinished game any more).
    const after = await table.command(users[3], 'status', { game: game.id }, game.channelId);
    const afterText = after.message?.content ?? '';
    expect(afterText).toContain(`#${game.id}`);
    for (const line of tm.scores(final.snapshot)) expect(afterText).toContain(`**${final.seats[line.seat].name}**: ${line.current}`);

    // /log: the readable log marks the automatic answers; its file re-imports to the same final scores.
    const log = await table.command(users[1], 'log', {}, game.channelId);
    // The message holds the newest lines only: every automatic move among them is marked, and no other line.
    const logLines = (log.message?.content ?? '').split('\n');
    const cutLines = Number(/^… (\d+) earlier lines$/.exec(logLines[1])?.[1] ?? 0);
    let lineIndex = 0;
    let autoShown = 0;
    for (const entry of final.moves) {
      if (isAuto(entry) && lineIndex >= cutLines) autoShown++;
      lineIndex += Math.max(entry.log.length, 1);
    }
    expect(logLines.filter((line) => line.endsWith(' (automatic)'))).toHaveLength(autoShown);
    expect(final.moves.some(isAuto)).toBe(true);
    const file = log.message?.attachments.find((a) => a.filename === `terra-mystica-${game.id}.txt`);
    if (!file) throw new Error(`no log file: ${JSON.stringify(log.message?.attachments)}`);
    const back = tm.importLog!((await table.download(file.url)).toString('utf8'));
    const reimported = replay(tm, back.options, back.seats, back.seed, back.moves);
    expect(tm.finished(reimported)).toBe(true);
    expect(tm.scores(reimported)).toEqual(tm.scores(final.snapshot));

    // The timelapse after the final message draws through the same renderer and ends on the final board: wait for it.
    await table.control.waitFor(async () => (await table.control.messages(game.channelId, users[0].id, 5)).find((m) => m.content.includes(`#${game.id}** in one picture`) || m.content.startsWith('No timelapse')) ?? null, {
      description: 'timelapse',
      timeoutMs: 90_000,
    });
    const posted = await table.download(finalMessage.attachments[0].url);
    expect(posted.equals(sampling.drawn.at(-1)?.png as Buffer)).toBe(true);
    expect(errors).toEqual([]);
    console.info(
      `tm-playground-4p: game #${game.id}, ${stats.moves} moves by clicks, ${stats.dmAnswers}+${stats.dmAnswersStale} offers answered from DMs, ` +
        `${takenByA} taken by A's and ${declinedByB} declined by B's settings, ${Date.now() - started} ms`,
    );
    return { takenByA, declinedByB, dmAnswers: stats.dmAnswers };
  }

  it('plays from /newgame to the final scores by clicks; settings, DM answers, undo, /status and /log work', async () => {
    // A random game may lack an offer that shows a setting at work (or an asked one): then another game follows.
    const rng = createRng('tm-playground-4p');
    const covered: Coverage = { takenByA: 0, declinedByB: 0, dmAnswers: 0 };
    for (let games = 0; games < 4 && Object.values(covered).some((n) => n === 0); games++) {
      const coverage = await playGame(rng);
      for (const key of Object.keys(covered) as (keyof Coverage)[]) covered[key] += coverage[key];
    }
    expect(covered.takenByA).toBeGreaterThan(0);
    expect(covered.declinedByB).toBeGreaterThan(0);
    expect(covered.dmAnswers).toBeGreaterThan(0);

    // Real boards: PNGs within Discord's limits, with the income box on every faction board while income follows.
    expect(sampling.drawn.length).toBeGreaterThan(3);
    let incomeChecked = 0;
    let panelPictures = 0;
    for (const { view, locale, png, highlight } of sampling.drawn) {
      expect(isPng(png)).toBe(true);
      expect(png.length).toBeLessThan(DISCORD_FILE_MAX);
      const board = view as TmView;
      const layout = tmLayout(board, locale as 'en');
      // A panel's picture of hexes to choose shows the map alone; a board the whole table.
      expect(pngSize(png)).toEqual({ width: layout.width, height: highlight.length > 0 ? mapPictureHeight(layout) : layout.height });
      if (highlight.length > 0) panelPictures++;
      if (highlight.length > 0 || board.phase !== 'actions' || !incomeShown(board)) continue;
      const image = decodePng(png);
      for (const box of layout.factions) expect(countColour(image, factionGeometry(box, layout.chipRows, true).income!, INCOME_FILL, 2)).toBeGreaterThan(500);
      incomeChecked++;
    }
    expect(incomeChecked).toBeGreaterThan(0);
    expect(panelPictures).toBeGreaterThan(0);
  }, 240_000);
});
