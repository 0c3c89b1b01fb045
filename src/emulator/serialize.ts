import { channelPermissions } from './access';
import type { AttachmentRecord, ChannelRecord, GuildRecord, Json, JsonObject, MemberRecord, MessageRecord, RoleRecord, UserRecord } from './model';
import type { EmulatorState } from './state';
import { isThread } from './state';
import { ChannelType, MessageFlags } from 'discord-api-types/v10';

/** Everything a serializer needs: the state and the public base URL (attachment links are absolute). */
export interface WireContext {
  state: EmulatorState;
  baseUrl: string;
  iso(ms: number): string;
}

export function userJson(user: UserRecord): JsonObject {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    avatar_decoration_data: null,
    banner: null,
    accent_color: null,
    public_flags: 0,
    flags: 0,
    bot: user.bot || undefined,
    collectibles: null,
    primary_guild: null,
  };
}

export function roleJson(role: RoleRecord): JsonObject {
  return {
    id: role.id,
    name: role.name,
    color: role.color,
    colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: role.managed,
    mentionable: false,
    flags: 0,
    tags: role.botId ? { bot_id: role.botId } : undefined,
  };
}

export function memberJson(ctx: WireContext, member: MemberRecord, withPermissionsIn?: ChannelRecord): JsonObject {
  const user = ctx.state.requireUser(member.userId);
  return {
    user: userJson(user),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: member.roleIds,
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
    permissions: withPermissionsIn ? channelPermissions(ctx.state, withPermissionsIn, member.userId).toString() : undefined,
  };
}

export function channelJson(ctx: WireContext, channel: ChannelRecord): JsonObject {
  if (channel.type === ChannelType.DM) {
    return {
      id: channel.id,
      type: channel.type,
      last_message_id: channel.lastMessageId,
      flags: 0,
      recipients: channel.recipientIds.map((id) => userJson(ctx.state.requireUser(id))),
    };
  }
  const base: JsonObject = {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    name: channel.name,
    parent_id: channel.parentId,
    last_message_id: channel.lastMessageId,
    rate_limit_per_user: 0,
    flags: 0,
  };
  if (isThread(channel)) {
    return {
      ...base,
      owner_id: channel.ownerId,
      message_count: channel.messageCount,
      total_message_sent: channel.messageCount,
      member_count: channel.threadMemberIds.size,
      thread_metadata: {
        archived: channel.archived,
        auto_archive_duration: channel.autoArchiveDuration,
        archive_timestamp: ctx.iso(channel.createdAt),
        locked: channel.locked,
        invitable: channel.type === ChannelType.PrivateThread ? channel.invitable : undefined,
        create_timestamp: ctx.iso(channel.createdAt),
      },
    };
  }
  const overwrites = (channel.overwrites ?? []).map((o) => ({ id: o.id, type: o.type, allow: o.allow.toString(), deny: o.deny.toString() }));
  return { ...base, position: channel.position, topic: channel.topic, nsfw: false, permission_overwrites: overwrites };
}

/** The full guild object of GUILD_CREATE: channels, active threads, roles and every member (the bot included). */
export function guildCreateJson(ctx: WireContext, guild: GuildRecord): JsonObject {
  const channels = ctx.state.guildChannels(guild.id);
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    home_header: null,
    region: 'deprecated',
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: channels[0]?.id ?? null,
    system_channel_flags: 0,
    widget_enabled: false,
    widget_channel_id: null,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    premium_progress_bar_enabled: false,
    preferred_locale: guild.preferredLocale,
    nsfw_level: 0,
    nsfw: false,
    max_members: 500000,
    max_presences: null,
    max_stage_video_channel_users: 50,
    max_video_channel_users: 25,
    roles: guild.roles.map(roleJson),
    emojis: [],
    stickers: [],
    joined_at: guild.members.get(ctx.state.application.botUserId)?.joinedAt ?? ctx.iso(0),
    large: false,
    unavailable: false,
    member_count: guild.members.size,
    members: [...guild.members.values()].map((m) => memberJson(ctx, m)),
    channels: channels.map((c) => channelJson(ctx, c)),
    threads: ctx.state.guildThreads(guild.id).filter((t) => !t.archived).map((t) => channelJson(ctx, t)),
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    incidents_data: null,
  };
}

/** The guild as REST answers GET /guilds/{id}: no members, channels or threads. */
export function guildRestJson(ctx: WireContext, guild: GuildRecord): JsonObject {
  const full = guildCreateJson(ctx, guild);
  const { members: _m, channels: _c, threads: _t, presences: _p, voice_states: _v, joined_at: _j, large: _l, member_count: _n, unavailable: _u, stage_instances: _s, guild_scheduled_events: _e, soundboard_sounds: _b, ...rest } = full;
  return { ...rest, approximate_member_count: guild.members.size, approximate_presence_count: 0 };
}

export function attachmentUrl(ctx: WireContext, attachment: AttachmentRecord): string {
  return `${ctx.baseUrl}/attachments/${attachment.channelId}/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
}

export function attachmentJson(ctx: WireContext, attachment: AttachmentRecord, ephemeral: boolean): JsonObject {
  const url = attachmentUrl(ctx, attachment);
  return {
    id: attachment.id,
    filename: attachment.filename,
    description: attachment.description ?? undefined,
    content_type: attachment.contentType,
    size: attachment.size,
    url,
    proxy_url: url,
    width: attachment.width ?? undefined,
    height: attachment.height ?? undefined,
    ephemeral: ephemeral || undefined,
  };
}

/** Discord's message object, complete enough for discord.js' Message. */
export function messageJson(ctx: WireContext, message: MessageRecord): JsonObject {
  const author = ctx.state.requireUser(message.authorId);
  const ephemeral = (message.flags & MessageFlags.Ephemeral) !== 0;
  const interaction = message.interaction;
  const invoker = interaction ? ctx.state.users.get(interaction.userId) : undefined;
  const thread = message.threadId ? ctx.state.channels.get(message.threadId) : undefined;
  return {
    id: message.id,
    type: message.type,
    channel_id: message.channelId,
    author: userJson(author),
    content: message.content,
    timestamp: ctx.iso(message.createdAt),
    edited_timestamp: message.editedAt === null ? null : ctx.iso(message.editedAt),
    tts: message.tts,
    mention_everyone: message.pingsEveryone === true,
    mentions: message.mentionIds.flatMap((id) => {
      const user = ctx.state.users.get(id);
      return user ? [userJson(user)] : [];
    }),
    mention_roles: [],
    attachments: message.attachments.map((a) => attachmentJson(ctx, a, ephemeral)),
    embeds: message.embeds as Json[],
    components: message.components as Json[],
    pinned: false,
    flags: message.flags,
    nonce: message.nonce ?? undefined,
    webhook_id: message.webhookId ?? undefined,
    application_id: message.webhookId ?? undefined,
    interaction_metadata:
      interaction && invoker
        ? {
            id: interaction.id,
            type: interaction.type,
            user: userJson(invoker),
            // Guild-installed app: the guild's id, or "0" in a DM with the bot (docs: interaction metadata).
            authorizing_integration_owners: { '0': message.guildId ?? '0' },
            original_response_message_id: interaction.originalResponseMessageId ?? undefined,
            interacted_message_id: interaction.interactedMessageId ?? undefined,
            name: interaction.commandName ?? undefined,
          }
        : undefined,
    interaction:
      interaction && invoker && interaction.commandName
        ? { id: interaction.id, type: interaction.type, name: interaction.commandName, user: userJson(invoker) }
        : undefined,
    thread: thread ? channelJson(ctx, thread) : undefined,
  };
}
