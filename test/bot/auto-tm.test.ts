import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { interactiveComponents } from '../../src/emulator';
import { createRng } from '../../src/engine/rng';
import { t, withSeatNames } from '../../src/i18n';
import { engines } from '../../src/games';
import { offerValue } from '../../src/games/terra-mystica/leech';
import type { LeechOffer, TmState } from '../../src/games/terra-mystica/types';
import type { GameRecord } from '../../src/bot/store/records';
import { currentBoard, playTmByClicks, stepOf } from './fixtures/tm-clicks';
import { buildNextToOthers } from './fixtures/tm-neighbours';
import { Harness, panelChoices, refusalOf, stubRenderer } from './harness';

const tm = engines['terra-mystica'];

/** The player on the move in the actions phase has nothing else open, so their settings can change. */
function freeOnOwnTurn(record: GameRecord): boolean {
  const state = record.snapshot as TmState;
  if (state.phase !== 'actions' || !state.turn) return false;
  const p = state.players[state.turn.seat];
  return state.leech.length === 0 && p.pendingCult + p.pendingFavors + p.pendingTowns === 0;
}

/** An open offer the default settings leave to the player (above 2 power), to a neighbour with nothing else open. */
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

describe('automatic offers, settings, offer DMs and quiet moves with Terra Mystica through the local Discord', () => {
  let h: Harness;
  let users: UserInfo[];
  const userOf = (record: GameRecord, seat: number) => users.find((u) => u.id === record.seats[seat].userId) as UserInfo;
  const dmCounts = () => Promise.all(users.map(async (u) => (await h.control.dms(u.id)).length));

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': tm }, renderers: { 'terra-mystica': stubRenderer } });
    users = [await h.user('Artus'), await h.user('Isolde'), await h.user('Kay')];
  });
  afterAll(async () => h?.close());

  it('a settings change by /settings edits the board in place; an offer DM names the offer and its Decline button answers it', async () => {
    const rng = createRng('auto-tm');
    const game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'joined', starter: true });
    await playTmByClicks(h, game.id, game.channelId, users, rng, { stopWhen: freeOnOwnTurn, weights: { set: 0 } });
    await h.bot.ctx.locks.idle();

    // /settings on one's own turn opens the editor; the change keeps the turn, so the board is edited, not reposted.
    const start = await h.record(game.id);
    const seat = (start.snapshot as TmState).turn?.seat as number;
    const owner = userOf(start, seat);
    const board = await currentBoard(h, game.id, game.channelId, owner);
    const dmsBefore = await dmCounts();
    const editor = (await h.command(owner, 'settings', {}, game.channelId)).message as ControlMessage;
    expect(editor.content).toContain(t('en', withSeatNames(tm.settings?.(start.snapshot, seat).lines[0] ?? { key: '' }, [])));
    const decline = panelChoices(editor).find((c) => stepOf(c) === 'dc');
    const values = (await h.click(owner, editor, decline?.component.custom_id ?? '')).message as ControlMessage;
    const fromTwo = panelChoices(values).find((c) => stepOf(c) === '2');
    expect(refusalOf(await h.click(owner, values, fromTwo?.component.custom_id ?? ''))).toBe('');
    const changed = await h.record(game.id);
    expect(changed.moves.at(-1)).toMatchObject({ seat, move: { t: 'offerRules', rules: { decline: 2 } } });
    const edited = await currentBoard(h, game.id, game.channelId, owner);
    expect(edited.id).toBe(board.id);
    expect(edited.content).toContain('Since this board was posted:');
    await h.bot.ctx.locks.idle();
    expect(await dmCounts()).toEqual(dmsBefore);

    // Play on (building next to others) until a neighbour must be asked about an offer.
    let offered: { before: GameRecord; offer: LeechOffer } | null = null;
    await playTmByClicks(h, game.id, game.channelId, users, rng, {
      weights: { set: 0 },
      bias: buildNextToOthers,
      stopWhen: (record) => {
        const offer = askedOffer(record);
        if (offer && offer.seat !== seat) offered = { before: record, offer };
        return offered !== null;
      },
    });
    if (!offered) throw new Error('the game ended without an offer to ask about');
    const { before, offer } = offered as { before: GameRecord; offer: LeechOffer };
    await h.bot.ctx.locks.idle();
    const neighbour = userOf(before, offer.seat);
    const dm = (await h.control.dms(neighbour.id)).at(-1) as ControlMessage;
    const root = tm.prompt(before.snapshot, offer.seat, []);
    if (!('prompt' in root)) throw new Error('no offer prompt');
    expect(dm.content).toContain(`#${game.id}`);
    expect(dm.content).toContain(`**${t('en', root.prompt.title)}**`);
    const buttons = interactiveComponents(dm);
    expect(buttons.map((b) => stepOf({ component: b }))).toEqual(['y', 'n']);
    expect(buttons.every((b) => (b.custom_id ?? '').startsWith(`p:${game.id}:${before.version}:`))).toBe(true);

    const declined = await h.click(neighbour, dm, buttons[1].custom_id ?? '');
    expect(refusalOf(declined)).toBe('');
    const after = await h.record(game.id);
    const answer = after.moves[before.moves.length];
    expect(answer).toMatchObject({ seat: offer.seat, move: { t: 'leech', offer: offer.id, accept: false } });
    expect(answer.auto).toBeUndefined();
    expect((after.snapshot as TmState).leech.some((o) => o.id === offer.id)).toBe(false);
    expect(h.log.errors).toEqual([]);
  }, 300_000);
});
