/** The final message lists the ranking and, per player, only the categories that scored (the chart has them all). */
import { describe, expect, it } from 'vitest';
import type { AnyEngine } from '../../src/engine/types';
import { finalMessage } from '../../src/bot/show/messages';
import { applyMove, openLobby, startGame } from '../../src/bot/game/session';
import { bareContext } from './fixtures/bare-context';
import { race } from './fixtures/race-engine';

describe('the final message', () => {
  it('shows each player’s scoring categories without the zero ones, in English and German', async () => {
    const engine = {
      ...race,
      scores: () => [
        { seat: 0, current: 9, preview: 9, breakdown: [{ label: { key: 'common.total' }, points: 0 }, { label: 'Castles', points: 7 }, { label: 'Coins', points: 2 }] },
        { seat: 1, current: 0, preview: 0, breakdown: [{ label: 'Castles', points: 0 }, { label: 'Coins', points: 0 }] },
      ],
      winners: () => [0],
    } as unknown as AnyEngine;
    const lobby = openLobby({ engine: race, options: { target: '9' }, seatOrder: 'joined', locale: 'en', host: { userId: 'a', name: 'Ann' }, guildId: 'g', channelId: 'c' });
    lobby.seats.push({ userId: 'b', name: 'Ben' });
    const record = { ...applyMove(race, startGame(race, lobby), 0, { kind: 'add', n: 1 }), status: 'finished' as const };
    const ctx = bareContext({ renderers: {}, scoreChart: null }, { info: () => undefined, warn: () => undefined, error: () => undefined });
    const english = await finalMessage(ctx, engine, record);
    expect(english.content.split('\n').slice(1)).toEqual(['Winner: Ann 🏆', '', '1. Ann — 9', '  Castles: 7 · Coins: 2', '2. Ben — 0']);
    const german = await finalMessage(ctx, engine, { ...record, locale: 'de' });
    expect(german.content.split('\n').slice(3)).toEqual(['1. Ann — 9', '  Castles: 7 · Coins: 2', '2. Ben — 0']);
  });
});
