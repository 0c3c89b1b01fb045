import { DiscordError, FormErrors } from '../errors';
import { json, noContent, type RouteContext, type Router } from '../http/router';
import type { ChannelRecord, JsonObject } from '../model';
import { channelJson, messageJson } from '../serialize';
import { isThread } from '../state';
import { checkBoolean, checkChoice, checkString, isRecord } from '../validation/fields';
import { botChannel, requireBotPermission } from './access';
import { body, requireBot, type RestDeps } from './deps';
import { ChannelType, MessageFlags, MessageType, PermissionFlagsBits } from 'discord-api-types/v10';

const ARCHIVE_DURATIONS = [60, 1440, 4320, 10080] as const;

/** Channels and threads: fetch, edit, delete, create threads (with or without a starter message), thread members. */
export function channelRoutes(router: Router, deps: RestDeps): void {
  const { core, gateway } = deps;
  const { state } = core;

  router.get('/channels/:channelId', (ctx) => {
    requireBot(deps, ctx);
    return json(200, channelJson(core, botChannel(deps, ctx.params.channelId)));
  });

  router.patch('/channels/:channelId', async (ctx) => {
    requireBot(deps, ctx);
    const channel = botChannel(deps, ctx.params.channelId);
    const { json: payload } = await body(deps, ctx);
    const errors = new FormErrors();
    const patch = isRecord(payload) ? payload : {};
    const name = checkString(errors, ['name'], patch.name, { min: 1, max: 100 });
    if (channel.type === ChannelType.DM) throw DiscordError.wrongChannelType();
    if (isThread(channel)) {
      const archived = checkBoolean(errors, ['archived'], patch.archived);
      const locked = checkBoolean(errors, ['locked'], patch.locked);
      const duration = patch.auto_archive_duration === undefined ? undefined : checkChoice(errors, ['auto_archive_duration'], patch.auto_archive_duration, ARCHIVE_DURATIONS);
      errors.throwIfAny();
      const ownsIt = channel.ownerId === state.application.botUserId;
      if ((locked !== undefined || (!ownsIt && archived !== undefined)) ) requireBotPermission(deps, channel, PermissionFlagsBits.ManageThreads);
      if (name !== undefined) channel.name = name;
      if (archived !== undefined) channel.archived = archived;
      if (locked !== undefined) channel.locked = locked;
      if (duration !== undefined) channel.autoArchiveDuration = duration;
      state.emitChange({ kind: 'channel', action: 'update', channelId: channel.id });
      const out = channelJson(core, channel);
      gateway.dispatch(channel.guildId, 'THREAD_UPDATE', out);
      return json(200, out);
    }
    requireBotPermission(deps, channel, PermissionFlagsBits.ManageChannels);
    const topic = checkString(errors, ['topic'], patch.topic, { max: 1024 });
    errors.throwIfAny();
    if (name !== undefined) channel.name = name;
    if (topic !== undefined) channel.topic = topic;
    state.emitChange({ kind: 'channel', action: 'update', channelId: channel.id });
    const out = channelJson(core, channel);
    gateway.dispatch(channel.guildId, 'CHANNEL_UPDATE', out);
    return json(200, out);
  });

  router.delete('/channels/:channelId', (ctx) => {
    requireBot(deps, ctx);
    const channel = botChannel(deps, ctx.params.channelId);
    const out = channelJson(core, channel);
    // Closing a DM only hides it in the client; the channel and its history stay.
    if (channel.type === ChannelType.DM) return json(200, out);
    requireBotPermission(deps, channel, isThread(channel) ? PermissionFlagsBits.ManageThreads : PermissionFlagsBits.ManageChannels);
    state.deleteChannel(channel);
    if (isThread(channel)) {
      gateway.dispatch(channel.guildId, 'THREAD_DELETE', { id: channel.id, guild_id: channel.guildId, parent_id: channel.parentId, type: channel.type });
    } else {
      gateway.dispatch(channel.guildId, 'CHANNEL_DELETE', out);
    }
    return json(200, out);
  });

  router.post('/channels/:channelId/threads', async (ctx) => {
    requireBot(deps, ctx);
    const parent = botChannel(deps, ctx.params.channelId);
    if (parent.type !== ChannelType.GuildText) throw DiscordError.wrongChannelType();
    const { json: payload } = await body(deps, ctx);
    const input = threadInput(payload, true);
    requireBotPermission(deps, parent, input.type === ChannelType.PrivateThread ? PermissionFlagsBits.CreatePrivateThreads : PermissionFlagsBits.CreatePublicThreads);
    const thread = createThread(deps, parent, input, undefined);
    if (thread.type === ChannelType.PublicThread) announceThread(deps, parent, thread);
    return json(201, threadJson(deps, thread));
  });

  router.post('/channels/:channelId/messages/:messageId/threads', async (ctx) => {
    requireBot(deps, ctx);
    const parent = botChannel(deps, ctx.params.channelId);
    if (parent.type !== ChannelType.GuildText) throw DiscordError.wrongChannelType();
    const message = state.messages.get(ctx.params.messageId ?? '');
    if (!message || message.channelId !== parent.id || message.ephemeralFor !== null) throw DiscordError.unknownMessage();
    if (message.threadId) throw DiscordError.threadAlreadyCreated();
    const { json: payload } = await body(deps, ctx);
    const input = threadInput(payload, false);
    requireBotPermission(deps, parent, PermissionFlagsBits.CreatePublicThreads);
    // A thread started from a message takes the message's id, as on Discord.
    const thread = createThread(deps, parent, { ...input, type: ChannelType.PublicThread }, message.id);
    message.threadId = thread.id;
    message.flags |= MessageFlags.HasThread;
    state.touchMessage(message);
    gateway.dispatch(parent.guildId, 'MESSAGE_UPDATE', messageJson(core, message));
    return json(201, threadJson(deps, thread));
  });

  const threadOf = (ctx: RouteContext): ChannelRecord => {
    const thread = botChannel(deps, ctx.params.channelId);
    if (!isThread(thread)) throw DiscordError.wrongChannelType();
    return thread;
  };
  const memberJson = (thread: ChannelRecord, userId: string): JsonObject => ({
    id: thread.id,
    user_id: userId,
    join_timestamp: core.iso(thread.createdAt),
    flags: 0,
  });

  router.get('/channels/:channelId/thread-members', (ctx) => {
    requireBot(deps, ctx);
    const thread = threadOf(ctx);
    return json(200, [...thread.threadMemberIds].map((id) => memberJson(thread, id)));
  });

  for (const method of ['put', 'delete'] as const) {
    router[method]('/channels/:channelId/thread-members/:userId', (ctx) => {
      requireBot(deps, ctx);
      const thread = threadOf(ctx);
      const userId = ctx.params.userId === '@me' ? state.application.botUserId : (ctx.params.userId ?? '');
      const guild = thread.guildId ? state.guilds.get(thread.guildId) : undefined;
      if (!guild?.members.has(userId)) throw DiscordError.unknownMember();
      if (method === 'put') thread.threadMemberIds.add(userId);
      else thread.threadMemberIds.delete(userId);
      state.emitChange({ kind: 'channel', action: 'update', channelId: thread.id });
      gateway.dispatch(thread.guildId, 'THREAD_MEMBERS_UPDATE', {
        id: thread.id,
        guild_id: thread.guildId,
        member_count: thread.threadMemberIds.size,
        added_members: method === 'put' ? [memberJson(thread, userId)] : undefined,
        removed_member_ids: method === 'delete' ? [userId] : undefined,
      });
      return noContent();
    });
  }

  router.get('/channels/:channelId/threads/archived/public', (ctx) => {
    requireBot(deps, ctx);
    const parent = botChannel(deps, ctx.params.channelId);
    const threads = [...state.channels.values()].filter((c) => c.parentId === parent.id && c.archived);
    return json(200, { threads: threads.map((t) => channelJson(core, t)), members: [], has_more: false });
  });
}

interface ThreadInput {
  name: string;
  type: number;
  autoArchiveDuration?: number;
  invitable?: boolean;
}

function threadInput(payload: unknown, withType: boolean): ThreadInput {
  const errors = new FormErrors();
  const data = isRecord(payload) ? payload : {};
  const name = checkString(errors, ['name'], data.name, { min: 1, max: 100, required: true });
  const type = withType && data.type !== undefined ? checkChoice(errors, ['type'], data.type, [ChannelType.PublicThread, ChannelType.PrivateThread]) : undefined;
  const duration = data.auto_archive_duration === undefined || data.auto_archive_duration === null ? undefined : checkChoice(errors, ['auto_archive_duration'], data.auto_archive_duration, ARCHIVE_DURATIONS);
  const invitable = checkBoolean(errors, ['invitable'], data.invitable);
  errors.throwIfAny();
  // Without a starter message Discord's default is a private thread.
  return { name: name ?? '', type: type ?? (withType ? ChannelType.PrivateThread : ChannelType.PublicThread), autoArchiveDuration: duration, invitable };
}

function createThread(deps: RestDeps, parent: ChannelRecord, input: ThreadInput, id: string | undefined): ChannelRecord {
  const { core, gateway } = deps;
  const thread = core.state.createThread(parent, {
    id,
    name: input.name,
    type: input.type,
    ownerId: core.state.application.botUserId,
    autoArchiveDuration: input.autoArchiveDuration,
    invitable: input.invitable,
  });
  gateway.dispatch(parent.guildId, 'THREAD_CREATE', threadCreatedJson(deps, thread));
  return thread;
}

/** A new thread as the REST answer gives it: the channel with the bot's thread member. */
function threadJson(deps: RestDeps, thread: ChannelRecord): JsonObject {
  const { core } = deps;
  return {
    ...channelJson(core, thread),
    member: { id: thread.id, user_id: core.state.application.botUserId, join_timestamp: core.iso(thread.createdAt), flags: 0 },
  };
}

/** THREAD_CREATE marks a thread the bot was just added to as newly created; the REST answer does not. */
function threadCreatedJson(deps: RestDeps, thread: ChannelRecord): JsonObject {
  return { ...threadJson(deps, thread), newly_created: true };
}

/** Discord posts "… started a thread" (type 18) in the parent channel when a public thread starts without a message. */
function announceThread(deps: RestDeps, parent: ChannelRecord, thread: ChannelRecord): void {
  const { core, gateway } = deps;
  const { state } = core;
  const id = state.nextId();
  state.insertMessage({
    id,
    channelId: parent.id,
    guildId: parent.guildId,
    authorId: state.application.botUserId,
    type: MessageType.ThreadCreated,
    content: thread.name ?? '',
    embeds: [],
    components: [],
    attachments: [],
    flags: 0,
    createdAt: core.clock.now(),
    editedAt: null,
    ephemeralFor: null,
    interaction: null,
    webhookId: null,
    nonce: null,
    mentionIds: [],
    threadId: thread.id,
    tts: false,
  });
  const message = state.messages.get(id);
  if (message) gateway.dispatch(parent.guildId, 'MESSAGE_CREATE', messageJson(core, message));
}
