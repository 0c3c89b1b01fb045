import { ChannelType } from 'discord-api-types/v10';
import { EventEmitter } from 'node:events';
import type { EmulatorClock } from './clock';
import type {
  ApplicationRecord,
  AttachmentRecord,
  ChannelRecord,
  CommandRecord,
  GuildRecord,
  JsonObject,
  MemberRecord,
  MessageRecord,
  RoleRecord,
  UserRecord,
} from './model';
import { BOT_PERMISSIONS, EVERYONE_PERMISSIONS, MODERATOR_PERMISSIONS } from './permissions';
import type { SnowflakeGenerator } from './snowflake';

/** A change the playground and the control API's event stream hear about. */
export type StateChange =
  | { kind: 'message'; action: 'create' | 'update' | 'delete'; channelId: string; messageId: string; visibleTo: string | null }
  | { kind: 'channel'; action: 'create' | 'update' | 'delete'; channelId: string }
  | { kind: 'user'; action: 'create' | 'update'; userId: string }
  | { kind: 'commands' }
  | { kind: 'interaction'; interactionId: string; userId: string; outcome: string };

export interface NewUser {
  name: string;
  locale?: string;
  dmsOpen?: boolean;
  bot?: boolean;
}

/** In-memory Discord: users, guilds with roles and members, channels and threads, messages and their files. */
export class EmulatorState {
  readonly users = new Map<string, UserRecord>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly messages = new Map<string, MessageRecord>();
  readonly attachments = new Map<string, AttachmentRecord>();
  readonly commands = new Map<string, CommandRecord>();
  private readonly channelMessages = new Map<string, string[]>();
  private readonly dmChannelByUser = new Map<string, string>();
  private readonly changes = new EventEmitter();
  readonly application: ApplicationRecord;

  constructor(
    readonly ids: SnowflakeGenerator,
    readonly clock: EmulatorClock,
    app: { name: string; token?: string; applicationId?: string },
  ) {
    this.changes.setMaxListeners(0);
    const botUserId = app.applicationId ?? this.nextId();
    this.users.set(botUserId, {
      id: botUserId,
      username: app.name,
      globalName: null,
      bot: true,
      locale: 'en-US',
      dmsOpen: false,
    });
    const token = app.token ?? `${Buffer.from(botUserId).toString('base64')}.emulator.${this.nextId()}`;
    this.application = { id: botUserId, name: app.name, botUserId, token };
  }

  nextId(): string {
    return this.ids.next(this.clock.now());
  }

  get botUser(): UserRecord {
    return this.requireUser(this.application.botUserId);
  }

  onChange(listener: (change: StateChange) => void): () => void {
    this.changes.on('change', listener);
    return () => this.changes.off('change', listener);
  }

  emitChange(change: StateChange): void {
    this.changes.emit('change', change);
  }

  // ── users ────────────────────────────────────────────────────────────────

  createUser(input: NewUser): UserRecord {
    const id = this.nextId();
    const username = input.name.toLowerCase().replace(/[^a-z0-9_.]/g, '_').slice(0, 32) || `user${id.slice(-4)}`;
    const user: UserRecord = {
      id,
      username,
      globalName: input.name,
      bot: input.bot ?? false,
      locale: input.locale ?? 'en-US',
      dmsOpen: input.dmsOpen ?? true,
    };
    this.users.set(id, user);
    this.emitChange({ kind: 'user', action: 'create', userId: id });
    return user;
  }

  requireUser(id: string): UserRecord {
    const user = this.users.get(id);
    if (!user) throw new Error(`unknown user ${id}`);
    return user;
  }

  // ── guilds ───────────────────────────────────────────────────────────────

  createGuild(name: string, ownerId: string, preferredLocale = 'en-US'): GuildRecord {
    const id = this.nextId();
    const everyone: RoleRecord = {
      id,
      name: '@everyone',
      permissions: EVERYONE_PERMISSIONS,
      position: 0,
      color: 0,
      managed: false,
      botId: null,
    };
    const botRole: RoleRecord = {
      id: this.nextId(),
      name: this.application.name,
      permissions: BOT_PERMISSIONS,
      position: 2,
      color: 0,
      managed: true,
      botId: this.application.botUserId,
    };
    const moderator: RoleRecord = {
      id: this.nextId(),
      name: 'Moderator',
      permissions: MODERATOR_PERMISSIONS,
      position: 1,
      color: 0x3498db,
      managed: false,
      botId: null,
    };
    const guild: GuildRecord = {
      id,
      name,
      ownerId,
      preferredLocale,
      roles: [everyone, moderator, botRole],
      members: new Map(),
    };
    this.guilds.set(id, guild);
    this.addMember(guild, this.application.botUserId, [botRole.id]);
    return guild;
  }

  requireGuild(id: string): GuildRecord {
    const guild = this.guilds.get(id);
    if (!guild) throw new Error(`unknown guild ${id}`);
    return guild;
  }

  addMember(guild: GuildRecord, userId: string, roleIds: string[] = []): MemberRecord {
    const member: MemberRecord = { userId, roleIds, joinedAt: this.clock.iso(), nick: null };
    guild.members.set(userId, member);
    return member;
  }

  moderatorRole(guild: GuildRecord): RoleRecord {
    const role = guild.roles.find((r) => r.name === 'Moderator' && !r.managed);
    if (!role) throw new Error(`guild ${guild.id} has no Moderator role`);
    return role;
  }

  botRole(guild: GuildRecord): RoleRecord {
    const role = guild.roles.find((r) => r.botId === this.application.botUserId);
    if (!role) throw new Error(`guild ${guild.id} has no role for the bot`);
    return role;
  }

  // ── channels ─────────────────────────────────────────────────────────────

  private newChannel(fields: Partial<ChannelRecord> & Pick<ChannelRecord, 'type'>): ChannelRecord {
    const channel: ChannelRecord = {
      id: fields.id ?? this.nextId(),
      type: fields.type,
      guildId: fields.guildId ?? null,
      name: fields.name ?? null,
      parentId: fields.parentId ?? null,
      position: fields.position ?? 0,
      topic: fields.topic ?? null,
      recipientIds: fields.recipientIds ?? [],
      ownerId: fields.ownerId ?? null,
      archived: false,
      locked: false,
      autoArchiveDuration: fields.autoArchiveDuration ?? 4320,
      invitable: fields.invitable ?? true,
      createdAt: this.clock.now(),
      lastMessageId: null,
      messageCount: 0,
      threadMemberIds: new Set(),
    };
    this.channels.set(channel.id, channel);
    this.channelMessages.set(channel.id, []);
    return channel;
  }

  createTextChannel(guild: GuildRecord, name: string, topic: string | null = null): ChannelRecord {
    const position = this.guildChannels(guild.id).length;
    const channel = this.newChannel({ type: ChannelType.GuildText, guildId: guild.id, name, position, topic });
    this.emitChange({ kind: 'channel', action: 'create', channelId: channel.id });
    return channel;
  }

  createThread(
    parent: ChannelRecord,
    input: { id?: string; name: string; type: number; ownerId: string; autoArchiveDuration?: number; invitable?: boolean },
  ): ChannelRecord {
    const thread = this.newChannel({
      id: input.id,
      type: input.type,
      guildId: parent.guildId,
      name: input.name,
      parentId: parent.id,
      ownerId: input.ownerId,
      autoArchiveDuration: input.autoArchiveDuration,
      invitable: input.invitable,
    });
    thread.threadMemberIds.add(input.ownerId);
    this.emitChange({ kind: 'channel', action: 'create', channelId: thread.id });
    return thread;
  }

  /** The DM channel between the bot and a user, created on first use like Discord does. */
  dmChannelFor(userId: string): ChannelRecord {
    const existing = this.dmChannelByUser.get(userId);
    if (existing) return this.requireChannel(existing);
    const channel = this.newChannel({ type: ChannelType.DM, recipientIds: [userId] });
    this.dmChannelByUser.set(userId, channel.id);
    this.emitChange({ kind: 'channel', action: 'create', channelId: channel.id });
    return channel;
  }

  existingDmChannel(userId: string): ChannelRecord | undefined {
    const id = this.dmChannelByUser.get(userId);
    return id ? this.channels.get(id) : undefined;
  }

  requireChannel(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw new Error(`unknown channel ${id}`);
    return channel;
  }

  guildChannels(guildId: string): ChannelRecord[] {
    return [...this.channels.values()].filter((c) => c.guildId === guildId && c.type === ChannelType.GuildText);
  }

  guildThreads(guildId: string): ChannelRecord[] {
    return [...this.channels.values()].filter((c) => c.guildId === guildId && isThread(c));
  }

  deleteChannel(channel: ChannelRecord): void {
    this.channels.delete(channel.id);
    for (const id of this.channelMessages.get(channel.id) ?? []) this.messages.delete(id);
    this.channelMessages.delete(channel.id);
    for (const [userId, channelId] of this.dmChannelByUser) if (channelId === channel.id) this.dmChannelByUser.delete(userId);
    this.emitChange({ kind: 'channel', action: 'delete', channelId: channel.id });
  }

  // ── messages ─────────────────────────────────────────────────────────────

  insertMessage(message: MessageRecord): void {
    this.messages.set(message.id, message);
    this.channelMessages.get(message.channelId)?.push(message.id);
    for (const attachment of message.attachments) this.attachments.set(attachment.id, attachment);
    const channel = this.channels.get(message.channelId);
    if (channel && message.ephemeralFor === null) {
      channel.lastMessageId = message.id;
      channel.messageCount += 1;
    }
    this.emitChange({ kind: 'message', action: 'create', channelId: message.channelId, messageId: message.id, visibleTo: message.ephemeralFor });
  }

  /** Call after mutating a stored message in place. */
  touchMessage(message: MessageRecord): void {
    for (const attachment of message.attachments) this.attachments.set(attachment.id, attachment);
    this.emitChange({ kind: 'message', action: 'update', channelId: message.channelId, messageId: message.id, visibleTo: message.ephemeralFor });
  }

  deleteMessage(message: MessageRecord): void {
    this.messages.delete(message.id);
    const list = this.channelMessages.get(message.channelId);
    if (list) {
      const index = list.indexOf(message.id);
      if (index >= 0) list.splice(index, 1);
    }
    this.emitChange({ kind: 'message', action: 'delete', channelId: message.channelId, messageId: message.id, visibleTo: message.ephemeralFor });
  }

  /** Messages of a channel, oldest first; `viewerId` adds the ephemerals only that user sees, null hides all of them. */
  channelHistory(channelId: string, viewerId: string | null): MessageRecord[] {
    const out: MessageRecord[] = [];
    for (const id of this.channelMessages.get(channelId) ?? []) {
      const message = this.messages.get(id);
      if (!message) continue;
      if (message.ephemeralFor !== null && message.ephemeralFor !== viewerId) continue;
      out.push(message);
    }
    return out;
  }

  // ── commands ─────────────────────────────────────────────────────────────

  commandsIn(guildId: string | null): CommandRecord[] {
    return [...this.commands.values()].filter((c) => c.guildId === guildId);
  }

  replaceCommands(guildId: string | null, definitions: JsonObject[]): CommandRecord[] {
    const previous = this.commandsIn(guildId);
    for (const command of previous) this.commands.delete(command.id);
    const out = definitions.map((definition) => {
      const kept = previous.find((c) => c.definition.name === definition.name && (c.definition.type ?? 1) === (definition.type ?? 1));
      const record: CommandRecord = { id: kept?.id ?? this.nextId(), guildId, version: this.nextId(), definition };
      this.commands.set(record.id, record);
      return record;
    });
    this.emitChange({ kind: 'commands' });
    return out;
  }
}

export function isThread(channel: ChannelRecord): boolean {
  return channel.type === ChannelType.PublicThread || channel.type === ChannelType.PrivateThread;
}
