import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import type { AnyEngine } from '../../src/engine/types';
import { privateLines } from '../../src/bot/play/private-view';
import { engines } from '../../src/games';
import { paths } from './fixtures/path-engine';
import { race, type RaceState } from './fixtures/race-engine';
import { Harness, stubRenderer } from './harness';

/** Every seat's private lines at the start of a game of `engine`. */
const atStart = (engine: AnyEngine, seats = 3) => {
  const state = engine.setup({}, seats, 'private');
  return Array.from({ length: seats }, (_, seat) => privateLines(engine, state, seat, 'en'));
};

describe('what only the seat sees', () => {
  it('is the engine’s own summary, in the player’s language', () => {
    const state = race.setup({}, 2, 'secret');
    expect(privateLines(race, state, 1, 'en')).toEqual([`secret: ${state.secrets[1]}`]);
  });

  it('shows nothing for games without hidden information (Terra Mystica, Helios)', () => {
    expect(atStart(engines['terra-mystica'])).toEqual([[], [], []]);
    expect(atStart(engines.helios)).toEqual([[], [], []]);
  });

  it('shows the hidden hand City of Rome names itself', () => {
    const rome = engines['city-of-rome'];
    expect(privateLines(rome, rome.setup({}, 3, 'private'), 0, 'en')[0]).toMatch(/^Your hand/);
  });

  it('every game writes its own summary, so none falls back to field names and ids', () => {
    for (const engine of Object.values(engines)) expect({ game: engine.id, summary: typeof engine.privateSummary }).toEqual({ game: engine.id, summary: 'function' });
    const pandoria = engines.pandoria;
    const state = pandoria.setup({ variant: 'b' }, 3, 'private');
    for (const locale of ['en', 'de'] as const) {
      const lines = privateLines(pandoria, state, 0, locale);
      expect(lines[0]).toMatch(locale === 'en' ? /^Your hand \(\d\):$/ : /^Deine Hand \(\d\):$/);
      expect(lines.join('\n')).not.toMatch(/hand: |tiles: |\b[CID]\d\d\b/);
    }
  });
});

describe('the private block of the panel through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { paths, race }, renderers: { paths: stubRenderer, race: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  it('is left out for a game whose view only names the viewer', async () => {
    const game = await h.startGame(ann, [ben], { game: 'paths', seating: 'joined' });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    expect(panel.content).not.toContain('Only you see');
    expect(panel.content).not.toMatch(/you: \d/);
  });

  it('shows a secret card', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined' });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    const secret = ((await h.record(game.id)).snapshot as RaceState).secrets[0];
    expect(panel.content).toContain(`Only you see:\n> secret: ${secret}\n`);
  });
});
