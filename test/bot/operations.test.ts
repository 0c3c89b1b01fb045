import { DiscordAPIError } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { createLogger } from '../../src/bot/kernel/logger';
import { logDiscordError } from '../../src/bot/kernel/replies';
import { Harness, panelChoices, refusalOf } from './harness';

/**
 * What an operator sees (issue 16): one JSON log line per interaction, and the health and metrics endpoint — read
 * over HTTP on 127.0.0.1 while the bot plays on the local Discord.
 */

interface Line {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** The value of one sample of the Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((row) => row.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('logs and metrics', () => {
  const lines: Line[] = [];
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let url: string;

  beforeAll(async () => {
    const log = createLogger({ level: 'info', destination: { write: (text: string) => void lines.push(JSON.parse(text) as Line) } });
    h = await Harness.start({ log, health: { port: 0, host: '127.0.0.1' }, flakyStore: true });
    url = h.bot.health?.url ?? '';
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  const metrics = async () => (await fetch(`${url}/metrics`)).text();
  const interactionLine = (id: string) => h.control.waitFor(() => lines.find((line) => line.msg === 'interaction' && line.interaction === id) ?? null, { description: `the log line of ${id}` });

  it('answers /healthz with the gateway state while the bot is connected', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ alive: true, gateway: { status: 'Ready', ready: true } });
    expect((await fetch(`${url}/nothing`)).status).toBe(404);
    const text = await metrics();
    expect(sample(text, 'tafelrunde_gateway_ready')).toBe(1);
    expect(sample(text, 'tafelrunde_gateway_status')).toBe(0);
  });

  it('writes one line per interaction with game, user, kind, duration and outcome; a click moves the counters', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const before = await metrics();
    expect(sample(before, 'tafelrunde_games', 'status="running"')).toBe(1);
    const steps = sample(before, 'tafelrunde_interactions_total', 'type="component",kind="panel",outcome="applied"');
    const clicks = sample(before, 'tafelrunde_interaction_duration_seconds_count', 'type="component"');
    const boards = sample(before, 'tafelrunde_renders_total', 'kind="board",outcome="ok"');

    const amounts = await h.raceAmounts(ann, await h.boardOf(game.id, game.channelId, ann));
    const played = await h.click(ann, amounts, panelChoices(amounts)[1].component.custom_id ?? '');
    const line = await interactionLine(played.interactionId);
    expect(line).toMatchObject({ level: 30, app: 'tafelrunde', type: 'component', kind: 'panel', user: ann.id, guild: h.guildId, game: game.id, outcome: 'applied' });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.reason).toBeUndefined();
    expect(lines.filter((other) => other.interaction === played.interactionId)).toHaveLength(1);

    const after = await h.control.waitFor(async () => {
      const text = await metrics();
      return sample(text, 'tafelrunde_renders_total', 'kind="board",outcome="ok"') > boards ? text : null;
    });
    // Two panel steps ("add", then the amount that plays the move), after Play on the board: three clicks (the lobby's
    // Start may still be finishing when `before` was read, so the count may be one higher).
    expect(sample(after, 'tafelrunde_interactions_total', 'type="component",kind="panel",outcome="applied"')).toBe(steps + 2);
    expect(sample(after, 'tafelrunde_interactions_total', 'type="component",kind="game:play",outcome="applied"')).toBeGreaterThan(0);
    expect(sample(after, 'tafelrunde_interaction_duration_seconds_count', 'type="component"')).toBeGreaterThanOrEqual(clicks + 3);
    expect(sample(after, 'tafelrunde_interaction_latency_seconds', 'quantile="0.5",type="component"')).toBeGreaterThan(0);
    expect(sample(after, 'tafelrunde_render_duration_seconds_count', 'kind="board"')).toBeGreaterThan(0);
  });

  it('logs a refusal with the reason key, and a failed store write as an error with its cause', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const refused = await h.command(ben, 'undo', {}, game.channelId);
    expect(refusalOf(refused)).toBe('There is no move to undo.');
    expect(await interactionLine(refused.interactionId)).toMatchObject({ type: 'command', kind: 'undo', user: ben.id, game: game.id, outcome: 'refused', reason: 'bot.undo.none' });

    const storeErrors = sample(await metrics(), 'tafelrunde_store_errors_total');
    const amounts = await h.raceAmounts(ann, await h.boardOf(game.id, game.channelId, ann));
    h.storeFaults!.writes = 'throw';
    h.storeFaults!.keys = `game:${game.id}`;
    const failed = await h.click(ann, amounts, panelChoices(amounts)[0].component.custom_id ?? '');
    h.storeFaults!.writes = 'ok';
    const line = await interactionLine(failed.interactionId);
    expect(line).toMatchObject({ level: 50, kind: 'panel', game: game.id, outcome: 'error', err: { type: 'StoreError' } });
    expect((line.err as { message: string }).message).toMatch(/injected write failure/);
    expect(sample(await metrics(), 'tafelrunde_store_errors_total')).toBe(storeErrors + 1);
  });
});

describe('Discord errors in the log', () => {
  it('carry what the bot was doing, the request, and Discord\'s code and status as fields', () => {
    const lines: Line[] = [];
    const log = createLogger({ level: 'info', destination: { write: (text: string) => void lines.push(JSON.parse(text) as Line) } });
    const url = 'https://discord.com/api/v10/channels/1/messages/2';
    logDiscordError(log, 'edit board of #ab12cd34', new DiscordAPIError({ code: 10008, message: 'Unknown Message' }, 10008, 404, 'PATCH', url, {}));
    logDiscordError(log, 'private reply', new Error('socket hang up'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'edit board of #ab12cd34: Discord error 10008 (404) Unknown Message', what: 'edit board of #ab12cd34', discord: { code: 10008, status: 404, method: 'PATCH', url } });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'private reply failed', what: 'private reply', err: { type: 'Error', message: 'socket hang up' } });
  });

  it('stay out of a log below their level', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'error', destination: { write: (text: string) => void lines.push(text) } });
    log.info('interaction', { outcome: 'applied' });
    log.warn('a Discord error');
    log.error('a failure');
    expect(lines.map((line) => (JSON.parse(line) as Line).msg)).toEqual(['a failure']);
  });
});
