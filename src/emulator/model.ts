/** Plain JSON as it travels over the wire. Object fields may be undefined: JSON.stringify drops them. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json | undefined;
}

export const ChannelType = { GuildText: 0, DM: 1, PublicThread: 11, PrivateThread: 12 } as const;

export const MessageFlag = {
  HasThread: 1 << 5,
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressEmbeds: 1 << 2,
  SuppressNotifications: 1 << 12,
  IsComponentsV2: 1 << 15,
} as const;

export const MessageType = { Default: 0, ThreadCreated: 18, Reply: 19, ChatInputCommand: 20 } as const;

export const ComponentType = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  Section: 9,
  TextDisplay: 10,
  Thumbnail: 11,
  MediaGallery: 12,
  File: 13,
  Separator: 14,
  Container: 17,
  Label: 18,
} as const;

export const InteractionType = { ApplicationCommand: 2, MessageComponent: 3, Autocomplete: 4, ModalSubmit: 5 } as const;

export const CallbackType = {
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredUpdateMessage: 6,
  UpdateMessage: 7,
  AutocompleteResult: 8,
  Modal: 9,
} as const;

export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;

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
  type: 0 | 1;
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
