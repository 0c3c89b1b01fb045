import { describe, expect, it } from 'vitest';
import type { AnyEngine } from '../../src/engine/types';
import { systemClock } from '../../src/bot/base/clock';
import type { BotContext } from '../../src/bot/kernel/context';
import { boardMessage, CONTENT_MAX } from '../../src/bot/show/messages';
import type { GameRecord } from '../../src/bot/store/records';
import { applyMove, openLobby, startGame } from '../../src/bot/game/session';
import { offerGame } from './fixtures/offer-engine';

const engine = offerGame as unknown as AnyEngine;
/** boardMessage needs the context only for the picture (without renderers there is none) and the clock. */
const ctx = { renderers: {}, clock: systemClock } as unknown as BotContext;

function started(): GameRecord {
  const lobby = openLobby({ engine, options: {}, seatOrder: 'joined', locale: 'en', host: { userId: 'a', name: 'Ann' }, guildId: 'g', channelId: 'c' });
  lobby.seats.push({ userId: 'b', name: 'Ben' });
  return startGame(engine, lobby);
}

describe('the text of a board edited by quiet moves', () => {
  it('lists the moves it was posted with, then the moves since', async () => {
    let record = applyMove(engine, started(), 0, { kind: 'gain', n: 1 });
    record = applyMove(engine, record, 1, { kind: 'answer', take: false });
    const posted = record.moves.length;
    record = applyMove(engine, record, 1, { kind: 'swap' });
    const { content } = await boardMessage(ctx, engine, record, posted);
    const lines = content.split('\n');
    expect(lines.indexOf('Last moves:')).toBeLessThan(lines.indexOf('Ann: test.gained'));
    expect(lines.indexOf('Ben: test.declined')).toBeLessThan(lines.indexOf('Since this board was posted:'));
    expect(lines.at(-1)).toBe('Ben: test.swapped');
    // A board posted now lists the same moves without the split.
    expect(await boardMessage(ctx, engine, record).then((m) => m.content)).not.toContain('Since this board was posted:');
  });

  it('keeps the header and whose turn it is when many quiet moves fill the message; the oldest moves give way', async () => {
    let record = started();
    for (let i = 0; i < 200; i++) record = applyMove(engine, record, 0, { kind: 'setting', auto: i % 2 === 0 });
    const { content } = await boardMessage(ctx, engine, record, 0);
    expect(content.length).toBeLessThanOrEqual(CONTENT_MAX);
    const lines = content.split('\n');
    expect(lines[0]).toContain(`#${record.id}`);
    expect(lines).toContain('Waiting for: Ann');
    expect(lines.at(-1)).toBe('Ann: test.set.off');
    expect(lines.filter((line) => line.startsWith('Ann: ')).length).toBeLessThan(200);
  });
});
