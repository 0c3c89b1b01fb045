import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { Harness } from './harness';

const labels = (message: ControlMessage | null | undefined) => (message?.components ?? []).flatMap((row) => (row.components ?? []).map((c) => c.label ?? ''));

/** One language per table: /newgame's `language`, by default the host's own, for everything public of the game. */
describe('one language per table', () => {
  let h: Harness;
  let anke: UserInfo;
  let bernd: UserInfo;
  let carl: UserInfo;

  beforeAll(async () => {
    // The server's language is English (the emulator's guild); Anke and Bernd play in German.
    h = await Harness.start();
    anke = await h.user('Anke', { locale: 'de' });
    bernd = await h.user('Bernd', { locale: 'de' });
    carl = await h.user('Carl');
  });
  afterAll(async () => h?.close());

  it('a German host on an English server gets a German lobby and board by default', async () => {
    const opened = await h.command(anke, 'newgame race', { seating: 'joined' });
    expect(labels(opened.message)).toEqual(expect.arrayContaining(['Beitreten', 'Starten']));
    const game = await h.startGame(anke, [bernd], { game: 'race', seating: 'joined' });
    const record = await h.record(game.id);
    expect(record.locale).toBe('de');
    const board = await h.boardOf(game.id, game.channelId, carl);
    expect(labels(board)).toContain('Spielen');
  });

  it('`language` overrides the host’s: an English host opens a German table, a German host an English one', async () => {
    const german = await h.command(carl, 'newgame race', { seating: 'joined', language: 'de' });
    expect(labels(german.message)).toEqual(expect.arrayContaining(['Beitreten', 'Starten']));
    const english = await h.command(anke, 'newgame race', { seating: 'joined', language: 'en' });
    expect(labels(english.message)).toEqual(expect.arrayContaining(['Join', 'Start']));
  });
});
