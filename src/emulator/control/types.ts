/**
 * The control API's request and response shapes, shared by the server, the typed client and the playground.
 * Messages are Discord's own message JSON; `ephemeral: true` marks those only the viewing user sees.
 */

/** A Discord message object as the control API returns it (Discord's JSON plus `ephemeral`). */
export interface ControlMessage {
  id: string;
  type: number;
  channel_id: string;
  guild_id?: string;
  author: ControlUserJson;
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  flags: number;
  components: ControlComponent[];
  embeds: ControlEmbed[];
  attachments: ControlAttachment[];
  mentions: ControlUserJson[];
  interaction_metadata?: { id: string; type: number; user: ControlUserJson; name?: string };
  thread?: { id: string; name: string };
  /** Present (true) when only the viewing user sees this message. */
  ephemeral?: true;
  [key: string]: unknown;
}

export interface ControlUserJson {
  id: string;
  username: string;
  global_name: string | null;
  bot?: boolean;
}

/** Any component (button, select, row, V2 layout); fields as Discord sends them. */
export interface ControlComponent {
  type: number;
  id?: number;
  custom_id?: string;
  label?: string;
  style?: number;
  disabled?: boolean;
  url?: string;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  options?: { label: string; value: string; description?: string; default?: boolean }[];
  components?: ControlComponent[];
  accessory?: ControlComponent;
  content?: string;
  items?: { media: { url: string }; description?: string }[];
  media?: { url: string };
  file?: { url: string };
  [key: string]: unknown;
}

export interface ControlEmbed {
  title?: string;
  description?: string;
  color?: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  image?: { url: string; width?: number; height?: number };
  thumbnail?: { url: string };
  footer?: { text: string };
  author?: { name: string };
  [key: string]: unknown;
}

export interface ControlAttachment {
  id: string;
  filename: string;
  url: string;
  size: number;
  content_type: string;
  width?: number;
  height?: number;
  description?: string;
}

export interface CreateUserRequest {
  name: string;
  /** Discord client locale, e.g. "de" or "en-US" (default "en-US"). */
  locale?: string;
  /** False: DMs closed or the bot blocked — sends to this user answer 50007 (default true). */
  dmsOpen?: boolean;
  /** Gives the user the Moderator role (Manage Server, Manage Messages, Manage Threads). */
  admin?: boolean;
  /** Guilds to join (default: every guild). */
  guildIds?: string[];
}

export interface UserInfo {
  id: string;
  name: string;
  username: string;
  locale: string;
  dmsOpen: boolean;
  admin: boolean;
  bot: boolean;
}

export interface ChannelInfo {
  id: string;
  name: string;
  type: number;
  parentId: string | null;
  archived?: boolean;
  locked?: boolean;
}

export interface GuildInfo {
  id: string;
  name: string;
  ownerId: string;
  locale: string;
  channels: ChannelInfo[];
  threads: ChannelInfo[];
  memberIds: string[];
  /** The bot's permissions in this guild as a bitfield string. */
  botPermissions: string;
}

export interface StateSnapshot {
  application: { id: string; name: string; botUserId: string };
  guilds: GuildInfo[];
  users: UserInfo[];
  /** Open DM channels between the bot and a user. */
  dms: { userId: string; channelId: string }[];
  gateway: { sessions: { id: string; shard: [number, number]; connected: boolean; seq: number; resumes: number }[] };
}

/** Common to every action: how long to wait for the bot, and whether a deferral must be followed through. */
export interface ActionWait {
  /** After a deferral (type 5/6), also wait for the first edit or follow-up (default false). */
  settle?: boolean;
  /** Upper bound on the wait in ms (default: the 3-second window plus margin; 15 s when settling). */
  waitMs?: number;
}

export interface CommandRequest extends ActionWait {
  userId: string;
  /** A channel or thread id, or "dm" for the user's DM with the bot. */
  channelId: string;
  /** The command name, followed by subcommand group/subcommand words: "newgame", "notify on". */
  name: string;
  /** Option values by name (users, channels and roles by id; a file for an attachment option). */
  options?: Record<string, CommandOptionValue>;
}

/**
 * A file the user picks for an ATTACHMENT option (type 11): the emulator stores it, serves it on its CDN URL and
 * hands the bot the attachment in `resolved.attachments`, as Discord does.
 */
export interface CommandAttachmentUpload {
  filename: string;
  /** The file's bytes: text as it is (utf8, the default) or base64. */
  content: string;
  encoding?: 'utf8' | 'base64';
  /** Guessed from the file name when absent. */
  contentType?: string;
}

export type CommandOptionValue = string | number | boolean | CommandAttachmentUpload;

export interface ClickRequest extends ActionWait {
  userId: string;
  messageId: string;
  customId: string;
  /**
   * Acts as a tampered client: delivers the interaction even if the message has no such component (or it is
   * disabled, or the values are not its options). The message must still exist and be visible to the user.
   */
  forge?: boolean;
}

export interface SelectRequest extends ClickRequest {
  values: string[];
}

export interface AutocompleteRequest extends Omit<CommandRequest, 'settle'> {
  /** The option being typed; its current text is options[focused]. */
  focused: string;
}

export interface ModalSubmitRequest extends ActionWait {
  userId: string;
  /** The interaction that answered with the modal (callback type 9). */
  interactionId: string;
  /** Text input values by custom_id. */
  values: Record<string, string>;
}

/**
 * What every action answers: the interaction id and, once the bot responded, what it produced.
 * - outcome "responded": callbackType is 4 (reply), 5 (deferred reply), 6 (deferred update), 7 (update), 8 or 9.
 * - outcome "failed": the bot did not acknowledge within 3 s (failure "timeout") or no gateway session was
 *   connected for the guild (failure "no_gateway_session"); the user sees "This interaction failed".
 * - outcome "pending": waitMs ran out before either happened.
 * `message`: for 4/5 the response message (for 5 the loading message until edited), for 6/7 the message the
 * component is on, as the acting user sees it; null otherwise.
 */
export interface ActionResult {
  interactionId: string;
  outcome: 'pending' | 'responded' | 'failed';
  failure: 'timeout' | 'no_gateway_session' | 'endpoint_error' | 'invalid_response' | null;
  callbackType: number | null;
  ephemeral: boolean;
  message: ControlMessage | null;
  followUps: ControlMessage[];
  /** The modal the bot opened (callback 9). */
  modal: Record<string, unknown> | null;
  /** Autocomplete choices (callback 8). */
  choices: { name: string; value: string | number }[] | null;
  /** Discord error codes the bot's calls on this interaction got back, in order (e.g. [40060]). */
  errors: number[];
}

export interface InteractionDetails extends ActionResult {
  /** The INTERACTION_CREATE payload the bot received. */
  payload: Record<string, unknown>;
}

export interface RegisteredCommand {
  id: string;
  application_id: string;
  version: string;
  type: number;
  name: string;
  description: string;
  guild_id?: string;
  options?: RegisteredOption[];
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  default_member_permissions: string | null;
  [key: string]: unknown;
}

export interface RegisteredOption {
  type: number;
  name: string;
  description: string;
  required?: boolean;
  choices?: { name: string; value: string | number; name_localizations?: Record<string, string> }[];
  options?: RegisteredOption[];
  autocomplete?: boolean;
  min_value?: number;
  max_value?: number;
  [key: string]: unknown;
}

/** One event on GET /control/events (server-sent events). */
export type ControlEvent =
  | { kind: 'message'; action: 'create' | 'update' | 'delete'; channelId: string; messageId: string; visibleTo: string | null }
  | { kind: 'channel'; action: 'create' | 'update' | 'delete'; channelId: string }
  | { kind: 'user'; action: 'create' | 'update'; userId: string }
  | { kind: 'commands' }
  | { kind: 'interaction'; interactionId: string; userId: string; outcome: string };
