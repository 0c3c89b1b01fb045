import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { interactiveComponents } from '../../src/emulator';
import { createRng } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { offerValue } from '../../src/games/terra-mystica/leech';
import type { LeechOffer, TmState } from '../../src/games/terra-mystica/types';
import type { GameRecord } from '../../src/bot/records';
import { currentBoard, playTmByClicks, stepOf } from './fixtures/tm-clicks';
import { buildNextToOthers } from './fixtures/tm-neighbours';
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

    // The neighbour was told by DM (the ping of a newly awaited seat), with a link to the game.
    const dm = await h.control.waitFor(async () => (await h.control.dms(neighbour.id)).at(-1)?.content.includes(`#${game.id}`) ? (await h.control.dms(neighbour.id)).at(-1) : null, {
      description: 'offer DM',
    });
    // Answer where the offer is shown: the DM's own buttons when it has them, else the panel behind Play.
    const dmAccept = interactiveComponents(dm as ControlMessage).find((c) => stepOf({ component: c }) === 'y');
    let answered;
    if (dmAccept) answered = await h.click(neighbour, dm as ControlMessage, dmAccept.custom_id ?? '');
    else {
      const panel = await h.play(neighbour, await currentBoard(h, game.id, game.channelId, neighbour));
      const steps = panelChoices(panel).map(stepOf);
      expect(steps.sort()).toEqual(['n', 'y']);
      answered = await h.click(neighbour, panel, panelChoices(panel).find((c) => stepOf(c) === 'y')?.component.custom_id ?? '');
    }
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
});
