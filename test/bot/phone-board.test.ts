/**
 * The board message of a game with phone pictures (renderers/index.ts phoneRenderers) carries them — the board first,
 * then the players — drawn from the public view with the seats' names; a failing phone renderer leaves the message
 * without pictures and logs, as a failing table does; games without phone pictures keep the whole table.
 */
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/kernel/context';
import { boardMessage } from '../../src/bot/show/messages';
import { applyMove, openLobby, startGame } from '../../src/bot/game/session';
import { bareContext } from './fixtures/bare-context';
import { race, type RaceState } from './fixtures/race-engine';

function context(overrides: Partial<BotContext>, errors: string[] = []): BotContext {
  return bareContext(overrides, { info: () => undefined, warn: () => undefined, error: (message: string) => void errors.push(message) });
}

function game() {
  const lobby = openLobby({ engine: race, options: { target: '9' }, seatOrder: 'joined', locale: 'de', host: { userId: 'a', name: 'Ann' }, guildId: 'g', channelId: 'c' });
  lobby.seats.push({ userId: 'b', name: 'Ben' });
  return applyMove(race, startGame(race, lobby), 0, { kind: 'add', n: 1 });
}

describe('phone pictures on the board message', () => {
  it('replace the table: the board, then the players, named and described in the game language', async () => {
    const calls: { view: unknown; locale: string; names?: readonly string[] }[] = [];
    const record = game();
    const ctx = context({
      renderers: { race: async () => Buffer.from('table') },
      phoneRenderers: {
        race: async (view, locale, options) => {
          calls.push({ view, locale, names: options?.playerNames });
          return [Buffer.from('board'), Buffer.from('players one'), Buffer.from('players two')];
        },
      },
    });
    const message = await boardMessage(ctx, race, record);
    expect(calls).toEqual([{ view: race.view(record.snapshot as RaceState, null), locale: 'de', names: ['Ann', 'Ben'] }]);
    // Named and described by their place: what each shows differs by game (map halves, round, cults, persons…).
    expect(message.files.map((file) => file.name)).toEqual(['board.png', 'board-2.png', 'board-3.png']);
    expect(message.files.map((file) => String(file.attachment))).toEqual(['board', 'players one', 'players two']);
    expect(message.files.map((file) => file.description)).toEqual(['Der Tisch von test.race, Bild 1 von 3', 'Der Tisch von test.race, Bild 2 von 3', 'Der Tisch von test.race, Bild 3 von 3']);
  });

  it('a single phone picture is the board, described as such in English', async () => {
    const record = { ...game(), locale: 'en' as const };
    const ctx = context({ renderers: { race: async () => Buffer.from('table') }, phoneRenderers: { race: async () => [Buffer.from('board')] } });
    const message = await boardMessage(ctx, race, record);
    expect(message.files.map((file) => [file.name, file.description])).toEqual([['board.png', 'The board of test.race']]);
  });

  it('go out without pictures when the phone renderer fails, and the failure is logged', async () => {
    const errors: string[] = [];
    const ctx = context(
      {
        renderers: { race: async () => Buffer.from('table') },
        phoneRenderers: {
          race: async () => {
            throw new Error('drawing bug');
          },
        },
      },
      errors,
    );
    const message = await boardMessage(ctx, race, game());
    expect(message.files).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^render race #\w+ failed$/);
  });

  it('leave a game without phone pictures with its whole table', async () => {
    const ctx = context({ renderers: { race: async () => Buffer.from('table') }, phoneRenderers: {} });
    const message = await boardMessage(ctx, race, game());
    expect(message.files.map((file) => [file.name, String(file.attachment)])).toEqual([['board.png', 'table']]);
  });
});
