import type { OverwriteType } from 'discord-api-types/v10';

/** Plain JSON as it travels over the wire. Object fields may be undefined: JSON.stringify drops them. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json | undefined;
}

export interface UserRecord {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
  /** The Discord client language, e.g. "de" or "en-US"; interactions carry it as `locale`. */
  locale: string;
  /** False models a user who closed DMs or blocked the bot: sending to their DM channel answers 50007. */
  dmsOpen: boolean;
}

export interface RoleRecord {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
  color: number;
  managed: boolean;
  /** Set on a bot's managed role. */
  botId: string | null;
}

export interface MemberRecord {
  userId: string;
  roleIds: string[];
  joinedAt: string;
  nick: string | null;
}

export interface GuildRecord {
  id: string;
  name: string;
  ownerId: string;
  preferredLocale: string;
  roles: RoleRecord[];
  members: Map<string, MemberRecord>;
}

/** A channel's permission overwrite for a role (type 0; the guild id is @everyone) or a member (type 1). */
export interface PermissionOverwrite {
  id: string;
  type: OverwriteType;
  allow: bigint;
  deny: bigint;
}

export interface ChannelRecord {
  id: string;
  type: number;
  guildId: string | null;
  name: string | null;
  /** Threads: the text channel they live in. */
  parentId: string | null;
  position: number;
  topic: string | null;
  /** DMs: the user on the other side of the bot. */
  recipientIds: string[];
  /** Threads: who started it. */
  ownerId: string | null;
  archived: boolean;
  locked: boolean;
  autoArchiveDuration: number;
  invitable: boolean;
  createdAt: number;
  lastMessageId: string | null;
  messageCount: number;
  threadMemberIds: Set<string>;
  /** Text channels: permission overwrites (threads follow their parent's). None when absent. */
  overwrites?: PermissionOverwrite[];
}

export interface AttachmentRecord {
  id: string;
  channelId: string;
  filename: string;
  description: string | null;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  data: Buffer;
}

/** What a message remembers about the interaction that produced it. */
export interface InteractionRef {
  id: string;
  type: number;
  userId: string;
  commandName: string | null;
  originalResponseMessageId: string | null;
  interactedMessageId: string | null;
}

export interface MessageRecord {
  id: string;
  channelId: string;
  guildId: string | null;
  authorId: string;
  type: number;
  content: string;
  embeds: JsonObject[];
  components: JsonObject[];
  attachments: AttachmentRecord[];
  flags: number;
  createdAt: number;
  editedAt: number | null;
  /** Ephemeral messages are stored like others but only this user sees them; channel routes never reach them. */
  ephemeralFor: string | null;
  interaction: InteractionRef | null;
  webhookId: string | null;
  nonce: string | number | null;
  /** Users the message pings: the content's mentions that its allowed_mentions let through. */
  mentionIds: string[];
  /** The content says @everyone or @here and allowed_mentions let it ping. */
  pingsEveryone?: boolean;
  threadId: string | null;
  tts: boolean;
}

export interface CommandRecord {
  id: string;
  guildId: string | null;
  version: string;
  /** The registered definition, normalised (type defaulted, options kept as sent). */
  definition: JsonObject;
}

export interface ApplicationRecord {
  id: string;
  name: string;
  botUserId: string;
  token: string;
}
