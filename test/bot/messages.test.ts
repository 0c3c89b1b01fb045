import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/kernel/context';
import { boardMessage, clipLines, finalMessage, logText, ranking, statusText } from '../../src/bot/show/messages';
import { applyMove, openLobby, startGame } from '../../src/bot/game/session';
import type { GameRecord } from '../../src/bot/store/records';
import { bareContext } from './fixtures/bare-context';
import { race, type RaceState } from './fixtures/race-engine';

const context = (overrides: Partial<BotContext> = {}): BotContext => bareContext(overrides);

function game(moves: number, target = '9'): GameRecord {
  const lobby = openLobby({ engine: race, options: { target }, seatOrder: 'joined', locale: 'en', host: { userId: 'a', name: 'Ann' }, guildId: 'g', channelId: 'c' });
  lobby.seats.push({ userId: 'b', name: 'Ben' });
  let record = startGame(race, lobby);
  for (let i = 0; i < moves; i++) record = applyMove(race, record, i % 2, { kind: 'add', n: 1 });
  return record;
}

describe('public messages', () => {
  it('posts the board with status, whose turn, the last moves and Play/Status/Log of the current version', async () => {
    const seen: unknown[] = [];
    const ctx = context({ renderers: { race: async (view) => (seen.push(view), Buffer.from('png')) } });
    const record = game(6);
    const message = await boardMessage(ctx, race, record);
    expect(message.content).toContain(`#${record.id}`);
    expect(message.content).toContain('Waiting for: Ann');
    expect(message.content.match(/Ann: test\.did|Ben: test\.did/g)).toHaveLength(4);
    expect(message.files).toHaveLength(1);
    expect(seen).toEqual([race.view(record.snapshot as RaceState, null)]);
    const ids = message.components[0].components.map((c) => ('custom_id' in c ? c.custom_id : ''));
    // "My hand / my board" stands next to Play and carries no version: it works on every board of the game.
    expect(ids).toEqual([`g:${record.id}:${record.version}:play`, `m:${record.id}`, ...['status', 'log'].map((a) => `g:${record.id}:${record.version}:${a}`)]);
  });

  it('still posts the board when the renderer throws', async () => {
    const errors: string[] = [];
    const ctx = context({ renderers: { race: async () => { throw new Error('ink'); } }, log: { info: () => undefined, warn: () => undefined, error: (m) => errors.push(m) } });
    const message = await boardMessage(ctx, race, game(1));
    expect(message.files).toEqual([]);
    expect(errors[0]).toMatch(/render race/);
  });

  it('ranks with shared places for ties', () => {
    const lines = [0, 1, 2].map((seat) => ({ seat, current: 0, preview: [5, 7, 5][seat], breakdown: [] }));
    expect(ranking(lines)).toEqual([{ seat: 1, points: 7, rank: 1 }, { seat: 0, points: 5, rank: 2 }, { seat: 2, points: 5, rank: 2 }]);
  });

  it('ends with winners, ranking, breakdown and the chart drawn from the score history', async () => {
    const charts: unknown[] = [];
    const ctx = context({ scoreChart: async (input) => (charts.push(input), Buffer.from('chart')) });
    const record = game(9, '5');
    expect(record.status).toBe('finished');
    const message = await finalMessage(ctx, race, record);
    expect(message.content).toContain('Winner: Ann');
    expect(message.content).toContain('1. Ann — 5');
    expect(message.content).toContain('2. Ben — 4');
    expect(message.components).toEqual([]);
    expect(message.files.map((f) => f.name)).toEqual(['scores.png']);
    expect(charts[0]).toMatchObject({ players: [{ name: 'Ann', colourIndex: 0 }, { name: 'Ben', colourIndex: 1 }], winners: [0], step: 'round' });
    expect((charts[0] as { history: number[][] }).history.at(-1)).toEqual([5, 4]);
  });

  it('shows status with scores and the preview, and a log that keeps the newest lines within 2000 characters', () => {
    const record = game(3);
    const status = statusText(race, record, 'de').join('\n');
    expect(status).toContain('Runde 2 von 10');
    expect(status).toContain('**Ann**: 2 (bei Spielende jetzt: 2)');
    const long = game(0);
    long.moves = Array.from({ length: 400 }, (_, i) => ({ seat: i % 2, move: {}, at: '', log: [{ key: `line${i}` }], revealed: false }));
    const text = logText(race, long, 'en');
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).toContain('Ben: line399');
    expect(text).toMatch(/… \d+ earlier lines/);
    expect(clipLines(['head', 'x'.repeat(1500), 'y'.repeat(1500)])).toBe(`head\n${'y'.repeat(1500)}`);
  });

  it('keeps the note of cut lines and the newest line when a footer (the log file line) follows', () => {
    const long = game(0);
    long.moves = Array.from({ length: 400 }, (_, i) => ({ seat: i % 2, move: {}, at: '', log: [{ key: `line${i}` }], revealed: false }));
    const footer = 'f'.repeat(150);
    const lines = logText(race, long, 'en', [footer]).split('\n');
    expect(lines.join('\n').length).toBeLessThanOrEqual(2000);
    expect(lines[1]).toMatch(/^… \d+ earlier lines$/);
    expect(lines.slice(-3)).toEqual(['Ben: line399', '', footer]);
    // The lines kept plus the ones cut are every line of the game.
    expect(Number(/\d+/.exec(lines[1])?.[0]) + lines.length - 4).toBe(400);
  });

  it('names the players where engine texts speak of a seat', async () => {
    const record = game(0);
    record.moves = [{ seat: 0, move: {}, at: '', log: [{ key: 'bot.game.waiting', params: { names: { key: 'common.seat', params: { n: 2 } } } }, { key: 'common.seat', params: { n: 1 } }], revealed: false }];
    expect(logText(race, record, 'en')).toContain('Ann: Waiting for: Ben\n· Ann');
    const status = { ...race, status: () => ({ key: 'common.seat', params: { n: 2 } }) };
    expect((await boardMessage(context(), status, record)).content.split('\n')[0]).toContain('· Ben');
  });

  it('names the acting player once: the game’s line when it names them, else the bot in front', () => {
    const record = game(0);
    const line = (seat: number, log: GameRecord['moves'][number]['log'], auto = false) => ({ seat, move: {}, at: '', log, revealed: false, ...(auto ? { auto } : {}) });
    record.moves = [
      // Helios/Pandoria style: the seat placeholder itself.
      line(0, [{ key: 'common.list', params: { first: { seat: 0 }, rest: 'passes' } }]),
      // City of Rome style: the older "Seat n" text, nested.
      line(1, [{ key: 'common.list', params: { first: { key: 'common.name', params: { name: { key: 'common.seat', params: { n: 2 } } } }, rest: 'builds' } }]),
      // Terra Mystica style: the line speaks of a faction (or another seat), so the bot names the player.
      line(0, [{ key: 'common.list', params: { first: { seat: 1 }, rest: 'gets power' } }]),
      line(1, [{ key: 'common.list', params: { first: { seat: 1 }, rest: 'passes' } }], true),
      line(0, [{ key: 'test.did' }], true),
    ];
    expect(logText(race, record, 'en').split('\n').slice(1)).toEqual(['Ann, passes', 'Ben, builds', 'Ann: Ben, gets power', 'Ben, passes (automatic)', 'Ann: test.did (automatic)']);
  });

  it('keeps each breakdown label apart from its points (no "Districts of value 2 10")', () => {
    const record = game(3);
    const breakdown = [{ label: { key: 'cor.score.houses2' }, points: 10 }, { label: { key: 'hel.score.mana' }, points: 2 }];
    const scored = { ...race, scores: () => [0, 1].map((seat) => ({ seat, current: 0, preview: 12, breakdown })) };
    const status = statusText(scored, record, 'en');
    expect(status).toContain('  Districts of value 2: 10 · Mana left: 2');
  });
});
