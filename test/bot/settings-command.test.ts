import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { interactiveComponents } from '../../src/emulator';
import { Harness, refusalOf, stubRenderer } from './harness';
import { offerGame, type OfferState } from './fixtures/offer-engine';
import { race } from './fixtures/race-engine';

describe('/settings through the local Discord (test engine "offer")', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let dan: UserInfo;
  let game: { id: string; channelId: string };

  beforeAll(async () => {
    h = await Harness.start({ engines: { offer: offerGame, race }, renderers: { offer: stubRenderer, race: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
    dan = await h.user('Dan');
    game = await h.startGame(ann, [ben], { game: 'offer', seating: 'joined' });
  });
  afterAll(async () => h?.close());

  it('off turn: shows the settings and why they cannot be changed now, privately and without buttons', async () => {
    const result = await h.command(ben, 'settings', {}, game.channelId);
    expect(result.ephemeral).toBe(true);
    const content = result.message?.content ?? '';
    expect(content).toContain(`Deine Einstellungen in **test.offer** #${game.id}:`);
    expect(content).toContain('• test.auto.off');
    expect(content).toContain('test.auto.why');
    expect(result.message && interactiveComponents(result.message)).toEqual([]);
  });

  it('on turn: the answer is the panel opened at the settings, and a click there changes them like a move', async () => {
    const before = await h.record(game.id);
    const result = await h.command(ann, 'settings', {}, game.channelId);
    expect(result.ephemeral).toBe(true);
    const panel = result.message as ControlMessage;
    expect(panel.content).toContain(`Your settings in **test.offer** #${game.id}:`);
    expect(panel.content).toContain('• test.auto.off');
    expect(panel.content).toContain('**test.set.title**');
    // Buttons cannot show an option's hint, so the panel lists it.
    expect(panel.content).toContain('• test.set.on: test.set.hint');
    expect(panel.content).not.toContain('test.set.off:');
    const on = interactiveComponents(panel).find((c) => c.label === 'test.set.on');
    expect(on?.custom_id).toBe(`p:${game.id}:${before.version}:set.on`);
    // The same panel as Play would show at that point: Back leads to the root of the turn.
    expect(interactiveComponents(panel).map((c) => c.label)).toEqual(['test.set.on', 'test.set.off', 'Back', 'Cancel']);

    const clicked = await h.click(ann, panel, on?.custom_id ?? '');
    expect(refusalOf(clicked)).toBe('');
    const after = await h.record(game.id);
    expect((after.snapshot as OfferState).autoTake).toEqual([true, false]);
    expect(after.moves.at(-1)).toMatchObject({ seat: 0, move: { kind: 'setting', auto: true } });
    // Ann is still on the move: the answer continues with her turn's panel.
    expect(clicked.message?.content).toContain('**test.what**');

    const shown = await h.command(ann, 'settings', { game: game.id }, h.emu.seed?.channels.general ?? '');
    expect(shown.message?.content).toContain('• test.auto.on');
  });

  it('refuses an unknown game, a player not seated, a game without settings, and a channel without a game', async () => {
    const general = h.emu.seed?.channels.general ?? '';
    const unknown = await h.command(ann, 'settings', { game: 'zzzzzzzz' }, general);
    expect(unknown.message?.content).toBe('There is no game #zzzzzzzz.');
    const stranger = await h.command(dan, 'settings', {}, game.channelId);
    expect(stranger.message?.content).toBe('You are not playing in this game.');
    const raced = await h.startGame(ann, [ben], { game: 'race', seating: 'joined' });
    const none = await h.command(ann, 'settings', {}, raced.channelId);
    expect(none.message?.content).toBe('test.race has no settings.');
    const nowhere = await h.command(ann, 'settings', {}, general);
    expect(nowhere.message?.content).toMatch(/no running game here/);
    expect(h.log.errors).toEqual([]);
  });
});
