import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { Harness } from './harness';

describe('/status in a finished game’s thread', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
  });
  afterAll(async () => h?.close());

  it('shows the result — winner and final scores — instead of “no running game”', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
    await h.raceAdd(game, ann, 3);
    await h.raceAdd(game, ben, 2);
    await h.raceAdd(game, ann, 2);
    expect((await h.record(game.id)).status).toBe('finished');

    const english = await h.command(ann, 'status', {}, game.channelId);
    expect(english.ephemeral).toBe(true);
    const content = english.message?.content ?? '';
    expect(content).toContain(`#${game.id} · finished`);
    expect(content).toContain('Winner: Ann 🏆');
    expect(content).toContain('**Ann**: 5');
    expect(content).toContain('**Ben**: 2');
    expect(content).not.toContain('Waiting for');
    // The final score, without the "if it ended now" preview of a running game.
    expect(content).not.toContain('if it ended now');
    expect(content.split('\n')).toContain('**Ben**: 2');

    const german = await h.command(ben, 'status', {}, game.channelId);
    expect(german.message?.content).toContain('beendet');
    expect(german.message?.content).toContain('Sieger');
    expect(german.message?.content).not.toContain('bei Spielende jetzt');
    expect(h.log.errors).toEqual([]);
  });
});
