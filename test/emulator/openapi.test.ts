import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Routes, type Interaction } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type UserInfo } from '../../src/emulator';
import { loadOpenApiSpec, shapeOf, type OpenApiSpec } from './openapi-spec';
import { startTinyBot, type TinyBot } from './tiny-bot';

interface Answer {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** `rest.<method>(Routes.<name>(` calls in the bot's source: the routes it asks Discord for by hand. */
function botRouteCalls(): { method: string; path: string; at: string }[] {
  const out: { method: string; path: string; at: string }[] = [];
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return full.endsWith(join('src', 'emulator')) ? [] : files(full);
      return full.endsWith('.ts') ? [full] : [];
    });
  for (const file of [...files('src'), ...files('commands')]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/rest\.(get|post|put|patch|delete)\(\s*Routes\.(\w+)\(/g)) {
      const [, method = '', name = ''] = m;
      const route = Routes[name as keyof typeof Routes] as (...args: string[]) => string;
      // Every parameter becomes a placeholder, so only the shape of the route is compared.
      const path = route(':a', ':b', ':c', ':d').split('?')[0] ?? '';
      out.push({ method: method.toUpperCase(), path, at: file });
    }
  }
  return out;
}

describe('the emulator against Discord\u2019s OpenAPI description (discord-api-spec)', () => {
  let spec: OpenApiSpec;
  let emu: Emulator;
  let bot: TinyBot;
  let user: UserInfo;
  const answers: Answer[] = [];

  async function call(method: string, path: string, body?: unknown, token = true): Promise<Answer> {
    const res = await fetch(`${emu.restUrl}/v10${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bot ${emu.token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const answer = { method, path: path.split('?')[0] ?? path, status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    answers.push(answer);
    return answer;
  }
  const idOf = (answer: Answer): string => (answer.body as { id: string }).id;

  beforeAll(async () => {
    spec = await loadOpenApiSpec();
    emu = await startEmulator({ log: () => undefined });
    bot = await startTinyBot(emu);
    user = await emu.control.createUser('Percival');
    const guild = emu.seed?.guildId ?? '';
    const games = emu.seed?.channels.games ?? '';
    const app = emu.applicationId;

    await call('GET', '/users/@me');
    await call('GET', `/users/${user.id}`);
    await call('GET', '/users/@me/guilds');
    await call('GET', '/applications/@me');
    await call('GET', '/gateway');
    await call('GET', '/gateway/bot');
    await call('GET', `/guilds/${guild}`);
    await call('GET', `/guilds/${guild}/channels`);
    await call('GET', `/guilds/${guild}/roles`);
    await call('GET', `/guilds/${guild}/members?limit=10`);
    await call('GET', `/guilds/${guild}/members/search?query=Perc`);
    await call('GET', `/guilds/${guild}/members/${user.id}`);
    await call('GET', `/channels/${games}`);

    const posted = await call('POST', `/channels/${games}/messages`, {
      content: 'Board',
      embeds: [{ title: 'Round 1', description: 'Your turn', color: 0x3366cc, fields: [{ name: 'Score', value: '12', inline: true }] }],
      components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'go', label: 'Go' }] }],
    });
    const messageId = idOf(posted);
    await call('PATCH', `/channels/${games}/messages/${messageId}`, { content: 'Board, round 2' });
    await call('GET', `/channels/${games}/messages/${messageId}`);
    await call('GET', `/channels/${games}/messages?limit=5`);
    await call('POST', `/channels/${games}/typing`);
    const thread = await call('POST', `/channels/${games}/messages/${messageId}/threads`, { name: 'Game 1' });
    const threadId = idOf(thread);
    await call('GET', `/channels/${threadId}`);
    await call('GET', `/channels/${threadId}/thread-members`);
    await call('PATCH', `/channels/${threadId}`, { name: 'Game 1, round 2' });
    await call('PUT', `/channels/${threadId}/thread-members/${user.id}`);
    await call('POST', `/channels/${games}/threads`, { name: 'Game 2', type: 12, invitable: false });
    await call('GET', `/guilds/${guild}/threads/active`);
    await call('GET', `/channels/${games}/threads/archived/public`);
    const second = await call('POST', `/channels/${games}/messages`, { content: 'to delete' });
    await call('DELETE', `/channels/${games}/messages/${idOf(second)}`);
    const dm = await call('POST', '/users/@me/channels', { recipient_id: user.id });
    await call('POST', `/channels/${idOf(dm)}/messages`, { content: 'Your turn' });

    await call('PUT', `/applications/${app}/commands`, [{ name: 'play', description: 'Start a game' }]);
    await call('GET', `/applications/${app}/commands`);
    const command = await call('POST', `/applications/${app}/guilds/${guild}/commands`, { name: 'board', description: 'Show the board' });
    await call('GET', `/applications/${app}/guilds/${guild}/commands/${idOf(command)}`);
    await call('PATCH', `/applications/${app}/guilds/${guild}/commands/${idOf(command)}`, { description: 'Show the board again' });
    await call('GET', `/applications/${app}/guilds/${guild}/commands/permissions`);
    await call('DELETE', `/applications/${app}/guilds/${guild}/commands/${idOf(command)}`);

    // Interaction answers go by raw fetch from inside the discord.js handler, so their exact bodies are kept.
    bot.handle('go', async (interaction: Interaction) => {
      await call('POST', `/interactions/${interaction.id}/${interaction.token}/callback?with_response=true`, { type: 4, data: { content: 'Clicked' } }, false);
      await call('PATCH', `/webhooks/${app}/${interaction.token}/messages/@original`, { content: 'Clicked, edited' }, false);
      await call('GET', `/webhooks/${app}/${interaction.token}/messages/@original`, undefined, false);
      const followUp = await call('POST', `/webhooks/${app}/${interaction.token}?wait=true`, { content: 'A follow-up', flags: 64 }, false);
      await call('PATCH', `/webhooks/${app}/${interaction.token}/messages/${idOf(followUp)}`, { content: 'A follow-up, edited' }, false);
      await call('DELETE', `/webhooks/${app}/${interaction.token}/messages/${idOf(followUp)}`, undefined, false);
    });
    await emu.control.click({ userId: user.id, messageId, customId: 'go' });
    bot.handle('go', async (interaction: Interaction) => {
      await call('POST', `/interactions/${interaction.id}/${interaction.token}/callback`, { type: 6 }, false);
    });
    await emu.control.click({ userId: user.id, messageId, customId: 'go' });
    await call('DELETE', `/channels/${threadId}`);
  }, 30_000);

  afterAll(async () => {
    await bot?.stop();
    await emu?.close();
  });

  it('finds every route the emulator serves in the spec, with the same method', () => {
    expect(spec.version).toMatch(/^10\.0\.\d+$/);
    const routes = emu.internals.rest.list();
    expect(routes.length).toBe(49);
    const missing = routes.filter((r) => spec.findPath(r.method, r.template) === null).map((r) => `${r.method} ${r.template}`);
    expect(missing).toEqual([]);
  });

  it('finds every route the bot calls by hand in the spec, with the same method', () => {
    const calls = botRouteCalls();
    expect(calls.length).toBeGreaterThanOrEqual(1);
    const missing = calls.filter((c) => spec.findPath(c.method, c.path) === null).map((c) => `${c.method} ${c.path} (${c.at})`);
    expect(missing).toEqual([]);
  });

  it('answers with payloads that fit the spec\u2019s response schemas, and no field the spec lacks', () => {
    expect(answers.length).toBe(43);
    const drift: string[] = [];
    for (const a of answers) {
      const specPath = spec.findPath(a.method, a.path);
      if (!specPath) {
        drift.push(`${a.method} ${a.path}: no such route in the spec`);
        continue;
      }
      for (const problem of spec.problems(a.method, specPath, a.status, a.body)) drift.push(`${a.method} ${shapeOf(a.path)} ${a.status}: ${problem}`);
    }
    expect([...new Set(drift)]).toEqual([]);
  });

  it('answers a 429 whose body fits the spec’s rate-limit response', async () => {
    const channel = emu.seed?.channels.general ?? '';
    let refused: Response | undefined;
    for (let i = 0; i < 6 && !refused; i++) {
      const res = await fetch(`${emu.restUrl}/v10/channels/${channel}`, { headers: { authorization: `Bot ${emu.token}` } });
      if (res.status === 429) refused = res;
    }
    expect(refused?.status).toBe(429);
    const body: unknown = await refused?.json();
    expect(spec.problems('GET', '/channels/{channel_id}', 429, body)).toEqual([]);
    expect(spec.problems('GET', '/channels/{channel_id}', 429, { ...(body as object), global: 'no' })).toEqual(['global: Invalid input: expected boolean, received string']);
  });

  it('fails on drift: a route the spec lacks, a wrong method, a missing field, a wrong type and an invented field', () => {
    expect(spec.findPath('GET', '/channels/:channelId/not-a-route')).toBeNull();
    expect(spec.findPath('PUT', '/channels/:channelId/messages/:messageId')).toBeNull();
    expect(spec.findPath('PATCH', '/channels/:channelId/messages/:messageId')).toBe('/channels/{channel_id}/messages/{message_id}');
    const message = answers.find((a) => a.method === 'POST' && spec.findPath(a.method, a.path) === '/channels/{channel_id}/messages')?.body as Record<string, unknown>;
    const path = '/channels/{channel_id}/messages';
    expect(spec.problems('POST', path, 200, message)).toEqual([]);
    const { channel_id: _dropped, ...withoutChannel } = message;
    expect(spec.problems('POST', path, 200, withoutChannel)).toEqual(['channel_id: Invalid input: expected string, received undefined']);
    expect(spec.problems('POST', path, 200, { ...message, pinned: 'no' })).toEqual(['pinned: Invalid input: expected boolean, received string']);
    expect(spec.problems('POST', path, 200, { ...message, board_colour: 'red' })).toEqual(['board_colour: not in the spec (MessageResponse)']);
    const author = { ...(message.author as object), favourite_game: 'Helios' };
    expect(spec.problems('POST', path, 200, { ...message, author })).toEqual(['author.favourite_game: not in the spec (MessageResponse)']);
    expect(spec.problems('POST', path, 201, message)[0]).toMatch(/does not list status 201/);
  });
});
