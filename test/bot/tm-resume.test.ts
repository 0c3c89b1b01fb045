import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { createRng } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { TmState } from '../../src/games/terra-mystica/types';
import type { GameRecord } from '../../src/bot/store/records';
import { renderScoreChart } from '../../renderers';
import { currentBoard, playTmByClicks, stepOf } from './fixtures/tm-clicks';
import { buildNextToOthers } from './fixtures/tm-neighbours';
import { sampledTmRenderer } from './fixtures/tm-renders';
import { Harness, panelChoices } from './harness';

/**
 * Mid-round (someone on the move) with a power offer open to another seat — one the settings did not settle, so
 * worth more than 2 power to a player with the default settings.
 */
function offerPendingMidRound(record: GameRecord): boolean {
  const state = record.snapshot as TmState;
  return state.phase === 'actions' && state.turn !== null && state.leech.some((offer) => offer.seat !== state.turn?.seat);
}

describe('Terra Mystica through the local Discord: a restart in the middle of a round', () => {
  let h: Harness;
  let users: UserInfo[];
  const sampled = sampledTmRenderer(100);

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': engines['terra-mystica'] }, renderers: { 'terra-mystica': sampled.render }, scoreChart: renderScoreChart });
    users = [await h.user('Artus'), await h.user('Isolde'), await h.user('Kay'), await h.user('Lancelot')];
  });
  afterAll(async () => h?.close());

  it('keeps an open power offer across the restart; the same board plays on to the end of a 4-player Lakes game', async () => {
    // The seating (and so the factions) is random: a game may end without such an offer — then another one follows.
    const rng = createRng('tm-resume-e2e');
    const playToOpenOffer = async () => {
      const started = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'random', map: 'lakes' });
      expect(((await h.record(started.id)).snapshot as TmState).rules.map).toBe('lakes');
      await playTmByClicks(h, started.id, started.channelId, users, rng, { stopWhen: offerPendingMidRound, weights: { set: 0 }, bias: buildNextToOthers });
      return started;
    };
    let game = await playToOpenOffer();
    for (let tries = 1; tries < 4 && (await h.record(game.id)).status !== 'running'; tries++) game = await playToOpenOffer();
    const before = await h.record(game.id);
    expect(before.status).toBe('running');
    const offer = (before.snapshot as TmState).leech.find((o) => o.seat !== (before.snapshot as TmState).turn?.seat);
    if (!offer) throw new Error('stopped without an open offer');
    const offeree = users.find((u) => u.id === before.seats[offer.seat].userId) as UserInfo;
    const board = await currentBoard(h, game.id, game.channelId, offeree);

    await h.stopBot();
    await h.startBot();

    const after = await h.record(game.id);
    expect(after.version).toBe(before.version);
    expect((after.snapshot as TmState).leech).toEqual((before.snapshot as TmState).leech);
    // Nothing was left unpublished, so the board from before the restart is still the one to click.
    expect((await currentBoard(h, game.id, game.channelId, offeree)).id).toBe(board.id);
    const panel = await h.play(offeree, board);
    const steps = panelChoices(panel).map(stepOf);
    expect(steps).toContain('n');
    expect(steps.every((step) => step === 'y' || step === 'n')).toBe(true);
    const decline = panelChoices(panel).find((choice) => stepOf(choice) === 'n');
    await h.click(offeree, panel, decline?.component.custom_id ?? '');
    const answered = await h.record(game.id);
    expect(answered.moves.at(-1)).toMatchObject({ seat: offer.seat, move: { t: 'leech', offer: offer.id, accept: false } });

    await playTmByClicks(h, game.id, game.channelId, users, rng);
    const record = await h.record(game.id);
    expect(record.status).toBe('finished');
    expect((record.snapshot as TmState).phase).toBe('end');
    const final = await h.finalMessage(game.id, game.channelId, users[0]);
    expect(final.content).toMatch(/Winners?: /);
    expect(h.log.errors).toEqual([]);
  }, 300_000);
});
