import type { ServerResponse } from 'node:http';
import type { EmulatorCore } from '../context';
import type { GatewayServer } from '../gateway/server';
import { parseBody } from '../http/body';
import { json, noContent, type RouteContext, Router } from '../http/router';
import type { InteractionManager } from '../interactions/manager';
import { viewerMessageJson } from '../interactions/responses';
import { channelPermissions } from '../access';
import { parsePermissions } from '../permissions';
import { channelJson, guildCreateJson, memberJson, messageJson, roleJson } from '../serialize';
import { buildMessage } from '../messages';
import { isRecord } from '../validation/fields';
import { ControlActions } from './actions';
import { commandJson } from '../rest/commands';
import { ControlError } from './control-error';
import { channelInfo, guildInfo, snapshot, userInfo } from './snapshot';
import { autocompleteRequest, clickRequest, commandRequest, modalRequest, selectRequest } from './requests';
import { MessageType, OverwriteType } from 'discord-api-types/v10';

export interface ControlDeps {
  core: EmulatorCore;
  gateway: GatewayServer;
  interactions: InteractionManager;
  /** Open event streams, ended when the server closes. */
  streams: Set<ServerResponse>;
}

async function readJson(ctx: RouteContext, maxBytes = 1024 * 1024): Promise<Record<string, unknown>> {
  const { json: body } = await parseBody(ctx.req, maxBytes);
  if (body === undefined) return {};
  if (!isRecord(body)) throw new ControlError(400, 'expected a JSON object');
  return body;
}

function text(body: Record<string, unknown>, key: string, required = true): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) throw new ControlError(400, `"${key}" is required`);
    return undefined;
  }
  if (typeof value !== 'string' || value === '') throw new ControlError(400, `"${key}" must be a non-empty string`);
  return value;
}

/** The control API (/control/…): act as users, read what they see, steer time and the gateway. */
export function controlRouter(deps: ControlDeps): Router {
  const { core, gateway, interactions } = deps;
  const { state } = core;
  const actions = new ControlActions(core, interactions);
  const router = new Router();

  router.get('/control/state', () => json(200, snapshot(core, gateway)));

  router.post('/control/users', async (ctx) => {
    const body = await readJson(ctx);
    const name = text(body, 'name') ?? '';
    if (name.length > 32) throw new ControlError(400, '"name" allows at most 32 characters');
    const guildIds = Array.isArray(body.guildIds) ? body.guildIds.map(String) : [...state.guilds.keys()];
    for (const id of guildIds) if (!state.guilds.has(id)) throw new ControlError(404, `unknown guild ${id}`);
    const user = state.createUser({ name, locale: text(body, 'locale', false), dmsOpen: body.dmsOpen !== false });
    for (const id of guildIds) {
      const guild = state.requireGuild(id);
      state.addMember(guild, user.id, body.admin === true ? [state.moderatorRole(guild).id] : []);
      gateway.dispatch(guild.id, 'GUILD_MEMBER_ADD', { guild_id: guild.id, ...memberPayload(deps, guild.id, user.id) });
    }
    return json(201, userInfo(core, user));
  });

  router.patch('/control/users/:userId', async (ctx) => {
    const body = await readJson(ctx);
    const user = actions.user(ctx.params.userId);
    if (typeof body.locale === 'string') user.locale = body.locale;
    if (typeof body.dmsOpen === 'boolean') user.dmsOpen = body.dmsOpen;
    if (typeof body.name === 'string' && body.name !== '') user.globalName = body.name;
    if (typeof body.admin === 'boolean') {
      for (const guild of state.guilds.values()) {
        const member = guild.members.get(user.id);
        if (!member) continue;
        const role = state.moderatorRole(guild).id;
        member.roleIds = member.roleIds.filter((id) => id !== role).concat(body.admin ? [role] : []);
        gateway.dispatch(guild.id, 'GUILD_MEMBER_UPDATE', { guild_id: guild.id, ...memberPayload(deps, guild.id, user.id) });
      }
    }
    state.emitChange({ kind: 'user', action: 'update', userId: user.id });
    return json(200, userInfo(core, user));
  });

  router.post('/control/guilds', async (ctx) => {
    const body = await readJson(ctx);
    const name = text(body, 'name') ?? '';
    const ownerId = text(body, 'ownerId', false);
    const owner = ownerId ? actions.user(ownerId) : state.createUser({ name: `${name} owner` });
    const guild = state.createGuild(name, owner.id, text(body, 'locale', false) ?? 'en-US');
    state.addMember(guild, owner.id);
    for (const channelName of Array.isArray(body.channels) ? body.channels.map(String) : ['general']) state.createTextChannel(guild, channelName);
    // The bot was "invited": its shard hears about the guild as on Discord.
    gateway.dispatch(guild.id, 'GUILD_CREATE', guildCreateJson(core, guild));
    return json(201, guildInfo(core, guild));
  });

  router.post('/control/channels', async (ctx) => {
    const body = await readJson(ctx);
    const guild = state.guilds.get(text(body, 'guildId') ?? '');
    if (!guild) throw new ControlError(404, 'unknown guild');
    const channel = state.createTextChannel(guild, text(body, 'name') ?? '', text(body, 'topic', false) ?? null);
    gateway.dispatch(guild.id, 'CHANNEL_CREATE', channelJson(core, channel));
    return json(201, channelInfo(channel));
  });

  router.put('/control/guilds/:guildId/bot-permissions', async (ctx) => {
    const body = await readJson(ctx);
    const guild = state.guilds.get(ctx.params.guildId ?? '');
    if (!guild) throw new ControlError(404, 'unknown guild');
    const bits = parsePermissions(body.permissions);
    if (bits === null) throw new ControlError(400, '"permissions" must be a bitfield string or a list of permission names');
    const everyone = guild.roles.find((r) => r.id === guild.id);
    const role = state.botRole(guild);
    role.permissions = bits;
    // @everyone grants must go too, or the bot keeps them through that role.
    if (everyone && body.includeEveryone === true) everyone.permissions = bits;
    gateway.dispatch(guild.id, 'GUILD_ROLE_UPDATE', { guild_id: guild.id, role: roleJson(role) });
    if (everyone && body.includeEveryone === true) gateway.dispatch(guild.id, 'GUILD_ROLE_UPDATE', { guild_id: guild.id, role: roleJson(everyone) });
    return json(200, guildInfo(core, guild));
  });

  // A member overwrite for the bot on one text channel (its threads follow it), as a moderator sets in the channel's
  // settings: `allow`/`deny` lists of names or bitfields; both empty removes the overwrite.
  router.put('/control/channels/:channelId/bot-permissions', async (ctx) => {
    const body = await readJson(ctx);
    const channel = state.channels.get(ctx.params.channelId ?? '');
    if (!channel || channel.guildId === null || channel.parentId !== null) throw new ControlError(404, 'unknown text channel');
    const allow = body.allow === undefined ? 0n : parsePermissions(body.allow);
    const deny = body.deny === undefined ? 0n : parsePermissions(body.deny);
    if (allow === null || deny === null) throw new ControlError(400, '"allow" and "deny" must be bitfield strings or lists of permission names');
    const botId = state.application.botUserId;
    const others = (channel.overwrites ?? []).filter((o) => !(o.type === OverwriteType.Member && o.id === botId));
    channel.overwrites = allow === 0n && deny === 0n ? others : [...others, { id: botId, type: OverwriteType.Member, allow, deny }];
    gateway.dispatch(channel.guildId, 'CHANNEL_UPDATE', channelJson(core, channel));
    return json(200, { ...channelInfo(channel), botPermissions: channelPermissions(state, channel, botId).toString() });
  });

  router.get('/control/commands', (ctx) => {
    const guildId = ctx.query.get('guildId');
    const list = guildId ? state.commandsIn(guildId) : [...state.commands.values()];
    return json(200, list.map((c) => commandJson({ core, gateway, interactions }, c)));
  });

  // A command may carry a file for an attachment option: room for one over the upload limit (base64 is 4/3), so the
  // size check below answers instead of the body parser.
  const commandBodyLimit = Math.ceil((core.options.attachmentSizeLimit + 1) * 1.4) + 1024 * 1024;
  router.post('/control/command', async (ctx) => json(200, await actions.command(commandRequest(await readJson(ctx, commandBodyLimit)))));
  router.post('/control/click', async (ctx) => json(200, await actions.click(clickRequest(await readJson(ctx)))));
  router.post('/control/select', async (ctx) => json(200, await actions.select(selectRequest(await readJson(ctx)))));
  router.post('/control/autocomplete', async (ctx) => json(200, await actions.autocomplete(autocompleteRequest(await readJson(ctx)))));
  router.post('/control/modal', async (ctx) => json(200, await actions.submitModal(modalRequest(await readJson(ctx)))));

  router.get('/control/interactions/:interactionId', (ctx) => {
    const record = interactions.get(ctx.params.interactionId ?? '');
    if (!record) throw new ControlError(404, 'unknown interaction');
    return json(200, { ...interactions.result(record), payload: record.payload });
  });

  router.get('/control/messages', (ctx) => {
    const user = actions.user(ctx.query.get('userId') ?? undefined);
    const channel = actions.channelFor(user, ctx.query.get('channelId') ?? undefined);
    const limit = Number(ctx.query.get('limit') ?? 0);
    const history = state.channelHistory(channel.id, user.id);
    const page = limit > 0 ? history.slice(-limit) : history;
    return json(200, page.map((m) => viewerMessageJson(core, m)));
  });

  // One message as that user sees it (404 when it is gone or not theirs to see): cheaper than a channel's history.
  router.get('/control/messages/:messageId', (ctx) => {
    const user = actions.user(ctx.query.get('userId') ?? undefined);
    const message = state.messages.get(ctx.params.messageId ?? '');
    if (!message || (message.ephemeralFor !== null && message.ephemeralFor !== user.id)) throw new ControlError(404, 'unknown message');
    return json(200, viewerMessageJson(core, message));
  });

  router.get('/control/dms', (ctx) => {
    const user = actions.user(ctx.query.get('userId') ?? undefined);
    const channel = state.existingDmChannel(user.id);
    return json(200, channel ? state.channelHistory(channel.id, user.id).map((m) => viewerMessageJson(core, m)) : []);
  });

  // A member writes in a channel (the bot sees it through GuildMessages, without content: MessageContent is privileged).
  router.post('/control/messages', async (ctx) => {
    const body = await readJson(ctx);
    const user = actions.user(typeof body.userId === 'string' ? body.userId : undefined);
    const channel = actions.channelFor(user, typeof body.channelId === 'string' ? body.channelId : undefined);
    const content = typeof body.content === 'string' && body.content.length > 0 ? body.content : null;
    if (!content) throw new ControlError(400, 'content must be a non-empty string');
    const message = buildMessage(core, { channel, authorId: user.id, type: MessageType.Default, input: { content, embedRefs: [], componentRefs: [] }, files: [] });
    state.insertMessage(message);
    gateway.dispatch(channel.guildId, 'MESSAGE_CREATE', messageJson(core, message));
    return json(200, viewerMessageJson(core, message));
  });

  router.delete('/control/messages/:messageId', (ctx) => {
    const message = state.messages.get(ctx.params.messageId ?? '');
    if (!message) throw new ControlError(404, 'unknown message');
    state.deleteMessage(message);
    const channel = state.channels.get(message.channelId);
    gateway.dispatch(channel?.guildId ?? null, 'MESSAGE_DELETE', { id: message.id, channel_id: message.channelId, guild_id: channel?.guildId ?? undefined });
    return noContent();
  });

  router.post('/control/clock', async (ctx) => {
    const body = await readJson(ctx);
    const ms = body.advanceMs;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new ControlError(400, '"advanceMs" must be a non-negative number');
    core.clock.advance(ms);
    return json(200, { now: core.clock.iso() });
  });

  router.get('/control/gateway', () => json(200, { url: gateway.url, sessions: gateway.sessionInfos() }));
  router.post('/control/gateway/drop', async (ctx) => {
    const body = await readJson(ctx);
    return json(200, { dropped: gateway.drop(typeof body.shard === 'number' ? body.shard : undefined) });
  });
  router.post('/control/gateway/reconnect', async (ctx) => {
    const body = await readJson(ctx);
    return json(200, { asked: gateway.requestReconnect(typeof body.shard === 'number' ? body.shard : undefined) });
  });

  router.get('/control/unknown-routes', () => json(200, core.unknownRoutes));
  router.get('/control/rest-calls', () => json(200, core.restCalls));
  router.get('/control/rate-limits', () => json(200, core.rateLimiter.report()));

  const endpointsView = () => ({ publicKey: interactions.http.signer.publicKey, endpoints: interactions.http.endpoints });
  router.get('/control/interactions-endpoint', () => json(200, endpointsView()));
  // Saving checks each URL as Discord's portal does (PING → PONG, a wrong signature → 401) and keeps them only if all pass.
  router.put('/control/interactions-endpoint', async (ctx) => {
    const body = await readJson(ctx);
    const urls = body.urls;
    if (!Array.isArray(urls) || !urls.every((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u))) {
      throw new ControlError(400, '"urls" must be a list of http(s) URLs (empty: back to the gateway)');
    }
    const checks = await Promise.all(urls.map((url) => interactions.http.check(url, state.application.id, state.nextId())));
    const saved = checks.every((c) => c.pong && c.rejectsBadSignature);
    if (saved) interactions.http.setEndpoints(urls);
    return json(200, { saved, checks, ...endpointsView() });
  });
  // Discord also sends wrongly signed requests at random; this sends one now and reports whether it was refused with 401.
  router.post('/control/interactions-endpoint/bad-signature', async (ctx) => {
    const body = await readJson(ctx);
    const url = text(body, 'url', false) ?? interactions.http.endpoints[0];
    if (!url) throw new ControlError(400, 'no interactions endpoint is set and no "url" was given');
    const id = state.nextId();
    const answer = await interactions.http.post(url, { id, application_id: state.application.id, type: 1, token: `ping.${id}`, version: 1 }, { forged: true });
    return json(200, { url, status: answer.status, rejected: answer.status === 401 });
  });

  return router;
}

function memberPayload(deps: ControlDeps, guildId: string, userId: string) {
  const member = deps.core.state.requireGuild(guildId).members.get(userId);
  if (!member) throw new ControlError(404, 'unknown member');
  return memberJson(deps.core, member);
}

/** GET /control/events: server-sent events, one JSON ControlEvent per change. */
export function openEventStream(deps: ControlDeps, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(': connected\n\n');
  deps.streams.add(res);
  const unsubscribe = deps.core.state.onChange((change) => res.write(`data: ${JSON.stringify(change)}\n\n`));
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
  keepAlive.unref();
  res.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
    deps.streams.delete(res);
  });
}
