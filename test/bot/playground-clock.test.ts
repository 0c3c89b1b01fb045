import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../src/games';
import { PlaygroundTable } from './fixtures/tm-playground';

describe('the playground’s clock', () => {
  let table: PlaygroundTable;

  beforeAll(async () => {
    table = await PlaygroundTable.start();
  });
  afterAll(async () => table?.close());

  it('POST /control/clock moves the bot’s time too: a person can let a decision’s time run out in the browser', async () => {
    const [artus, lancelot] = await table.users(['Artus', 'Lancelot']);
    const game = await table.startGame(artus, [lancelot], { game: 'city-of-rome', seating: 'joined', time: '12h' });
    const record = await table.record(game.id);
    const awaited = engines['city-of-rome'].awaiting(record.snapshot).map((seat) => record.seats[seat].userId);
    // The deadline as a relative timestamp, 12 hours after the seat's clock started.
    const clock = record.clocks?.[0];
    const due = `<t:${Math.floor((Date.parse(clock?.since ?? '') + 12 * 60 * 60 * 1000) / 1000)}:R>`;
    expect((await table.boardOf(game.id, game.channelId, artus)).content).toContain(`— due ${due}`);

    // What a person sends to the local Discord (e.g. with curl): the bot sees the jump at once.
    const answer = await fetch(`${table.url}/control/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 12 * 60 * 60 * 1000 }) });
    expect(answer.status).toBe(200);
    const vote = await table.control.waitFor(
      async () => (await table.control.messages(game.channelId, artus.id)).find((m) => m.content.includes('has run out')) ?? null,
      { description: 'the time-out vote', timeoutMs: 20_000 },
    );
    expect(vote.content).toContain(`#${game.id}`);
    const reminded = await Promise.all(awaited.map((id) => table.control.dms(id)));
    expect(reminded.every((dms) => dms.some((m) => m.content.startsWith('⌛ ')))).toBe(true);
  });
});
