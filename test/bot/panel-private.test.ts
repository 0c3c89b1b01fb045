import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import type { AnyEngine } from '../../src/engine/types';
import { privateLines } from '../../src/bot/private-view';
import { engines } from '../../src/games';
import { paths } from './fixtures/path-engine';
import { race, type RaceState } from './fixtures/race-engine';
import { Harness, stubRenderer } from './harness';

/** An engine's fallback lines (its view compared with the public one), whatever summary it may give itself. */
const fromView = (engine: AnyEngine, seats = 3) => {
  const own = { ...engine, privateSummary: undefined };
  const state = engine.setup({}, seats, 'private');
  return Array.from({ length: seats }, (_, seat) => privateLines(own, state, seat, 'en'));
};

describe('what only the seat sees', () => {
  it('leaves out the fields that only say whose view it is', () => {
    const named = { ...race, view: (s: RaceState, viewer: number | null) => ({ ...(race.view(s, viewer) as object), you: viewer, viewer, seat: viewer, viewerSeat: viewer }) };
    const state = race.setup({}, 2, 'secret');
    expect(privateLines(named, state, 1, 'en')).toEqual([`secret: ${state.secrets[1]}`]);
  });

  it('shows nothing for games without hidden information (Terra Mystica, Helios)', () => {
    expect(fromView(engines['terra-mystica'])).toEqual([[], [], []]);
    expect(fromView(engines.helios)).toEqual([[], [], []]);
  });

  it('still shows the hidden hand of Pandoria and the summary City of Rome gives itself', () => {
    for (const lines of fromView(engines.pandoria)) {
      expect(lines.some((line) => line.startsWith('hand: '))).toBe(true);
      expect(lines.every((line) => !/^(you|viewer|seat):/.test(line))).toBe(true);
    }
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
