/**
 * Shorter panels (issue 45): the hand shows once a turn — at its first decision and where a decision is about the
 * seat's own cards — and the steps between are short, their buttons in view on a phone (Pandoria).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { engines } from '../../src/games';
import { Harness, stubRenderer } from './harness';

describe('the hand once a turn (Pandoria)', () => {
  let h: Harness;
  let users: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines: { pandoria: engines.pandoria }, renderers: { pandoria: stubRenderer } });
    users = [await h.user('Ann'), await h.user('Ben', { locale: 'de' })];
  });
  afterAll(async () => h?.close());

  it('shows the hand at the turn’s first decision and a one-line note at the next decision of the same turn', async () => {
    const engine = engines.pandoria;
    const game = await h.startGame(users[0], [users[1]], { game: 'pandoria', seating: 'joined', variant: 'b' });
    const record = await h.record(game.id);
    const seat = engine.awaiting(record.snapshot)[0];
    const user = users.find((u) => u.id === record.seats[seat].userId) as UserInfo;
    const german = user.locale === 'de';
    const first = await h.play(user, await h.boardOf(game.id, game.channelId, user));
    const handBlock = german ? /^Nur du siehst:$/m : /^Only you see:$/m;
    expect(first.content).toMatch(handBlock);
    // Lay the first tile offered: the turn goes on with the figure, a new decision of the same seat.
    let panel: ControlMessage = first;
    const version = record.version;
    for (let steps = 0; steps < 4 && (await h.record(game.id)).version === version; steps++) {
      const result = await h.step(user, panel, () => 0);
      panel = result.message ?? panel;
    }
    const after = await h.record(game.id);
    expect(after.version).toBe(version + 1);
    expect(engine.awaiting(after.snapshot)).toEqual([seat]);
    expect(panel.content).not.toMatch(handBlock);
    expect(panel.content).toContain(
      german
        ? '-# Nur du siehst: am Anfang dieses Zugs gezeigt; „Meine Hand / mein Tableau“ am Brett zeigt es jederzeit.'
        : '-# Only you see: shown at the start of this turn; “My hand / my board” on the board shows it any time.',
    );
    expect(panel.content.split('\n').length).toBeLessThan(first.content.split('\n').length);
    expect(h.log.errors).toEqual([]);
  }, 60_000);
});
