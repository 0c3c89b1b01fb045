import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { interactiveComponents } from '../../src/emulator';
import { createRng } from '../../src/engine/rng';
import { t, tx, withSeatNames } from '../../src/i18n';
import { engines } from '../../src/games';
import { offerValue } from '../../src/games/terra-mystica/leech';
import { offerDecision } from '../../src/games/terra-mystica/offer-rules';
import type { LeechOffer, TmMove, TmState } from '../../src/games/terra-mystica/types';
import type { GameRecord } from '../../src/bot/store/records';
import { currentBoard, playTmByClicks, stepOf } from './fixtures/tm-clicks';
import { buildNextToOthers, buildNextToSeat } from './fixtures/tm-neighbours';
import { Harness, panelChoices, stubRenderer } from './harness';

/**
 * An open offer worth more than the default settings take by themselves (2 power), to a neighbour who is not on
 * the move, has no other decision open and never changed their settings: the one they must be asked about.
 */
function askedOffer(record: GameRecord): LeechOffer | null {
  const state = record.snapshot as TmState;
  if (state.phase !== 'actions' || !state.turn) return null;
  for (const offer of state.leech) {
    const p = state.players[offer.seat];
    const alone = state.leech.filter((o) => o.seat === offer.seat).length === 1 && p.pendingCult + p.pendingFavors + p.pendingTowns === 0;
    if (offer.seat !== state.turn.seat && alone && p.offerRules === undefined && offerValue(state, offer) >= 3) return offer;
  }
  return null;
}

/**
 * Starts games and plays them by clicks, building next to others, until `wanted` finds an offer (a game may end
 * without one: then the next game).
 */
async function playUntilOffer(h: Harness, users: UserInfo[], wanted: (record: GameRecord) => LeechOffer | null, games = 3) {
  const rng = createRng(`tm-offers-${wanted.name}`);
  for (let tries = 0; tries < games; tries++) {
    const game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'random' });
    await playTmByClicks(h, game.id, game.channelId, users, rng, { stopWhen: (r) => wanted(r) !== null, weights: { set: 0 }, bias: buildNextToOthers });
    await h.bot.ctx.locks.idle();
    const before = await h.record(game.id);
    const offer = wanted(before);
    if (offer) return { game, before, offer };
  }
  throw new Error(`${games} games ended without the offer wanted`);
}

/** The player on the move has nothing else open (no offer, no pending tile or cult step): their settings can change. */
function freeOnOwnTurn(record: GameRecord): boolean {
  const state = record.snapshot as TmState;
  if (state.phase !== 'actions' || !state.turn || state.round < 1) return false;
  const p = state.players[state.turn.seat];
  return !state.leech.some((o) => o.seat === state.turn?.seat) && p.pendingCult + p.pendingFavors + p.pendingTowns === 0;
}

/**
 * The index of an automatic decline of `seat` among the moves `after` added to `before` that the seat's own decline
 * threshold decided (not the seed's fixed rules, e.g. bowls already full); -1 when there is none.
 */
function declinedBySettings(before: GameRecord, after: GameRecord, seat: number): number {
  const engine = engines['terra-mystica'];
  let state = before.snapshot as TmState;
  for (let index = before.moves.length; index < after.moves.length; index++) {
    const entry = after.moves[index];
    const move = entry.move as TmMove;
    if ((entry as { auto?: boolean }).auto === true && entry.seat === seat && move.t === 'leech' && !move.accept) {
      const offer = state.leech.find((o) => o.id === move.offer);
      // Made by the move just played and settled in the same save: the seat was never waiting for it.
      const fresh = !(before.snapshot as TmState).leech.some((o) => o.id === move.offer);
      if (offer && fresh && offerDecision(state, offer)?.rule === 'decline') return index;
    }
    state = engine.apply(state, entry.seat, entry.move) as TmState;
  }
  return -1;
}

/** Clicks the panel's choice with step id `step` and answers the panel that follows. */
async function clickStep(h: Harness, user: UserInfo, panel: ControlMessage, step: string): Promise<ControlMessage> {
  const choice = panelChoices(panel).find((c) => stepOf(c) === step);
  if (!choice) throw new Error(`no step ${step} in: ${panel.content}`);
  const result = choice.value === undefined ? await h.click(user, panel, choice.component.custom_id ?? '') : await h.select(user, panel, choice.component.custom_id ?? '', choice.value);
  if (!result.message) throw new Error(`no answer to ${step}: ${JSON.stringify(result)}`);
  return result.message;
}

const userOf = (users: UserInfo[], record: GameRecord, seat: number) => users.find((u) => u.id === record.seats[seat].userId) as UserInfo;

describe('Terra Mystica power offers through the local Discord', () => {
  let h: Harness;
  let users: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': engines['terra-mystica'] }, renderers: { 'terra-mystica': stubRenderer } });
    users = [await h.user('Artus'), await h.user('Isolde'), await h.user('Kay'), await h.user('Lancelot')];
  });
  afterAll(async () => h?.close());

  it('asks a neighbour with default settings about an offer above 2 power, by DM, and their click answers it', async () => {
    const { game, before, offer } = await playUntilOffer(h, users, askedOffer);
    const state = before.snapshot as TmState;
    const value = offerValue(state, offer);
    expect(engines['terra-mystica'].awaiting(state)).toContain(offer.seat);
    const neighbour = userOf(users, before, offer.seat);

    // The neighbour was told by DM (the ping of a newly awaited seat), naming the game.
    const dm = await h.control.waitFor(async () => (await h.control.dms(neighbour.id)).at(-1)?.content.includes(`#${game.id}`) ? (await h.control.dms(neighbour.id)).at(-1) : null, {
      description: 'offer DM',
    });
    // It shows the neighbour's resources with the power bowls the offer fills (issue 19: resources in every decision).
    expect((dm as ControlMessage).content).toMatch(/\*\*Your resources:\*\* Coins \d+ · Workers \d+ · Priests \d+ · Power \d+\/\d+\/\d+ · VP \d+/);
    // The DM carries the offer's own answer buttons: Accept plays it from there.
    const dmSteps = interactiveComponents(dm as ControlMessage).map((component) => stepOf({ component }));
    expect(dmSteps.sort()).toEqual(['n', 'y']);
    // Accepting says what it costs: value power for value − 1 VP.
    expect(interactiveComponents(dm as ControlMessage).map((component) => component.label)).toContain(`Take ${value} power for ${value - 1} VP`);
    const accept = interactiveComponents(dm as ControlMessage).find((component) => stepOf({ component }) === 'y');
    const answered = await h.click(neighbour, dm as ControlMessage, accept?.custom_id ?? '');
    expect(answered.outcome).toBe('responded');

    const after = await h.record(game.id);
    const move = after.moves[before.moves.length];
    expect(move).toMatchObject({ seat: offer.seat, move: { t: 'leech', offer: offer.id, accept: true } });
    expect((move as { auto?: boolean }).auto).not.toBe(true);
    // Power for VP as offered: value power costs value − 1 VP.
    const p0 = state.players[offer.seat];
    const p1 = (after.snapshot as TmState).players[offer.seat];
    expect((p1.vpBy.leech ?? 0) - (p0.vpBy.leech ?? 0)).toBe(-(value - 1));
    expect((after.snapshot as TmState).leech.some((o) => o.id === offer.id)).toBe(false);
    expect(h.log.errors).toEqual([]);
  }, 300_000);
  it("settles a neighbour's offers by the settings they changed by clicks on their own turn, logged as automatic, with nobody asked", async () => {
    const rng = createRng('tm-offer-settings');
    // One game, or a few: a random game may end before an offer of 2 or more power reaches the chosen player.
    const attempt = async () => {
      const game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'random' });
      await playTmByClicks(h, game.id, game.channelId, users, rng, { stopWhen: freeOnOwnTurn, weights: { set: 0 }, bias: buildNextToOthers });
      await h.bot.ctx.locks.idle();
      const start = await h.record(game.id);
      const seat = (start.snapshot as TmState).turn?.seat as number;
      const owner = userOf(users, start, seat);
      const other = userOf(users, start, (seat + 1) % 4);

      // Someone else may look at their settings but not change them now.
      const locked = await h.command(other, 'settings', {}, game.channelId);
      expect(locked.ephemeral).toBe(true);
      expect(panelChoices(locked.message as ControlMessage)).toHaveLength(0);
      expect(locked.message?.content).toContain('own turn');

      // On their turn: /settings opens the editor — take automatically only the free single power …
      const opened = await h.command(owner, 'settings', {}, game.channelId);
      const editor = opened.message as ControlMessage;
      // The Cultists' settings are offered only when another seat plays the Cultists.
      const cultistsThere = (start.snapshot as TmState).players.some((p, other) => other !== seat && p.faction === 'cultists');
      expect(panelChoices(editor).map(stepOf)).toEqual(cultistsThere ? ['tk', 'dc', 'ctk', 'cdc', 'lc'] : ['tk', 'dc']);
      const menu = await clickStep(h, owner, await clickStep(h, owner, editor, 'tk'), '1');
      // … then, from the turn menu the panel continues with: decline from 2 power on (and from Cultists' builds from 1 on).
      const again = await clickStep(h, owner, await clickStep(h, owner, await clickStep(h, owner, menu, 'set'), 'dc'), '2');
      if (cultistsThere) await clickStep(h, owner, await clickStep(h, owner, await clickStep(h, owner, again, 'set'), 'cdc'), '1');
      const set = await h.record(game.id);
      expect((set.snapshot as TmState).players[seat].offerRules).toMatchObject(cultistsThere ? { take: 1, decline: 2, cultDecline: 1 } : { take: 1, decline: 2 });
      expect(set.moves.slice(start.moves.length).map((entry) => [entry.seat, (entry.move as { t: string }).t])).toEqual(
        Array.from({ length: cultistsThere ? 3 : 2 }, () => [seat, 'offerRules']),
      );
      // Changing settings is no turn: the same player is still on the move.
      expect((set.snapshot as TmState).turn?.seat).toBe(seat);

      let dmsBefore = (await h.control.dms(owner.id)).length;
      let settled: { index: number; dmsBefore: number; dmsAfter: number; waitingForOffer: boolean } | null = null;
      await playTmByClicks(h, game.id, game.channelId, users, rng, {
        weights: { set: 0 },
        bias: buildNextToSeat(seat),
        stopWhen: () => settled !== null,
        afterMove: async (before, after) => {
          await h.bot.ctx.locks.idle();
          const dms = (await h.control.dms(owner.id)).length;
          const index = declinedBySettings(before, after, seat);
          const waitingForOffer = (after.snapshot as TmState).leech.some((o) => o.seat === seat);
          if (index !== -1) settled = { index, dmsBefore, dmsAfter: dms, waitingForOffer };
          dmsBefore = dms;
        },
      });
      return settled === null ? null : { game, seat, owner, set, found: settled as { index: number; dmsBefore: number; dmsAfter: number; waitingForOffer: boolean } };
    };
    let outcome = null;
    for (let tries = 0; tries < 3 && !outcome; tries++) outcome = await attempt();
    if (!outcome) throw new Error('three games ended before an offer of 2 or more power reached the player who changed their settings');
    const { game, seat, owner, set, found } = outcome;
    const record = await h.record(game.id);
    // Every offer this player got since was settled without asking them; the decline is logged as automatic …
    const theirs = record.moves.slice(set.moves.length).filter((entry) => entry.seat === seat && (entry.move as { t: string }).t === 'leech');
    expect(theirs.every((entry) => (entry as { auto?: boolean }).auto === true)).toBe(true);
    const entry = record.moves[found.index];
    const board = await currentBoard(h, game.id, game.channelId, owner);
    const log = await h.click(owner, board, `g:${game.id}:${record.version}:log`);
    const logged = t('en', tx('bot.game.autoLine', { name: record.seats[seat].name, text: withSeatNames(entry.log[0], record.seats.map((s) => s.name)) }));
    expect(log.message?.content ?? log.followUps.map((m) => m.content).join('\n')).toContain(logged);
    // … nobody waited for it, and no direct message went out about it.
    expect(found.waitingForOffer).toBe(false);
    expect(found.dmsAfter).toBe(found.dmsBefore);
    expect(h.log.errors).toEqual([]);
  }, 300_000);
});
