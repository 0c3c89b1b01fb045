import type { RestCallCount, UnknownRoute } from '../context';
import type { RateLimitStats } from '../rate-limits';
import type { EndpointCheck } from '../interactions/http-delivery';
import type {
  ActionResult,
  AutocompleteRequest,
  ChannelInfo,
  ClickRequest,
  CommandRequest,
  ControlMessage,
  CreateUserRequest,
  GuildInfo,
  InteractionDetails,
  ModalSubmitRequest,
  RegisteredCommand,
  SelectRequest,
  StateSnapshot,
  UserInfo,
} from './types';

/** A control-API refusal (e.g. 404 unknown message, 409 disabled component, 400 missing option). */
export class ControlApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlApiError';
  }
}

export interface WaitOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** Poll interval (default 25 ms). */
  intervalMs?: number;
  /** Named in the timeout error. */
  description?: string;
}

/** Typed wrapper over the control API (HTTP), usable from tests in-process or against a running emulator. */
export interface InteractionsEndpoint {
  publicKey: string;
  endpoints: string[];
}

export interface InteractionsEndpointSaved extends InteractionsEndpoint {
  saved: boolean;
  checks: EndpointCheck[];
}

export interface ControlClient {
  readonly baseUrl: string;
  state(): Promise<StateSnapshot>;
  createUser(name: string, options?: Omit<CreateUserRequest, 'name'>): Promise<UserInfo>;
  updateUser(userId: string, patch: { locale?: string; dmsOpen?: boolean; admin?: boolean; name?: string }): Promise<UserInfo>;
  createGuild(name: string, options?: { ownerId?: string; channels?: string[]; locale?: string }): Promise<GuildInfo>;
  createChannel(guildId: string, name: string, topic?: string): Promise<ChannelInfo>;
  /** Replaces the bot role's permissions (names like "CreatePublicThreads" or a bitfield string). */
  setBotPermissions(guildId: string, permissions: string[] | string, options?: { includeEveryone?: boolean }): Promise<GuildInfo>;
  /** Sets the bot's member overwrite on a text channel (and so its threads); answers the bot's permissions there. */
  setBotChannelPermissions(channelId: string, overwrite: { allow?: string[] | string; deny?: string[] | string }): Promise<ChannelInfo & { botPermissions: string }>;
  /** Registered application commands as Discord returns them (all, or one guild's). */
  commands(guildId?: string): Promise<RegisteredCommand[]>;
  runCommand(request: CommandRequest): Promise<ActionResult>;
  click(request: ClickRequest): Promise<ActionResult>;
  select(request: SelectRequest): Promise<ActionResult>;
  autocomplete(request: AutocompleteRequest): Promise<ActionResult>;
  submitModal(request: ModalSubmitRequest): Promise<ActionResult>;
  interaction(interactionId: string): Promise<InteractionDetails>;
  /** The messages a user sees in a channel or thread, oldest first, ephemerals for them included. */
  messages(channelId: string, userId: string, limit?: number): Promise<ControlMessage[]>;
  /** The user's DM history with the bot. */
  dms(userId: string): Promise<ControlMessage[]>;
  /** One message as that user sees it; null when it is gone. */
  message(messageId: string, userId: string): Promise<ControlMessage | null>;
  /** A member writes a message in a channel (a guild channel or thread), as typed in Discord. */
  say(userId: string, channelId: string, content: string): Promise<ControlMessage>;
  /** Deletes a message as a moderator would (the bot then gets 10008 for it). */
  deleteMessage(messageId: string): Promise<void>;
  /** Moves the emulator's clock forward (the 3-second window, the 15-minute token lifetime). */
  advanceClock(ms: number): Promise<void>;
  /** Drops gateway connections without a close frame; clients resume. Answers how many were dropped. */
  dropGateway(shard?: number): Promise<number>;
  /** Sends opcode 7 (reconnect) to connected clients. */
  requestReconnect(shard?: number): Promise<number>;
  /** Discord routes requested that the emulator does not implement. */
  unknownRoutes(): Promise<UnknownRoute[]>;
  /** The Discord REST calls the bot made so far, in total and by route. */
  restCalls(): Promise<RestCallCount>;
  /** How many 429s the emulator served (all, global ones, by route) and the limits in force. */
  rateLimits(): Promise<RateLimitStats>;
  /** The public key interactions are signed with and the HTTP endpoints they go to (none: the gateway). */
  interactionsEndpoint(): Promise<InteractionsEndpoint>;
  /** Checks and saves interactions endpoint URLs as Discord's portal does; an empty list goes back to the gateway. */
  setInteractionsEndpoint(urls: string[]): Promise<InteractionsEndpointSaved>;
  /** Sends a wrongly signed request to the endpoint (or `url`), as Discord does at random; `rejected` when it got 401. */
  sendBadSignature(url?: string): Promise<{ url: string; status: number | null; rejected: boolean }>;
  /** Polls `probe` until it answers something truthy and answers that; throws after the timeout. */
  waitFor<T>(probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, options?: WaitOptions): Promise<T>;
}

export function createControlClient(baseUrl: string): ControlClient {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 204) return undefined as T;
    const payload = (await response.json()) as unknown;
    if (!response.ok) {
      const message = typeof payload === 'object' && payload !== null && 'error' in payload ? String(payload.error) : response.statusText;
      throw new ControlApiError(response.status, `${method} ${path}: ${message}`);
    }
    return payload as T;
  };
  const query = (params: Record<string, string | number | undefined>): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    return search.toString();
  };

  return {
    baseUrl,
    state: () => call('GET', '/control/state'),
    createUser: (name, options = {}) => call('POST', '/control/users', { name, ...options }),
    updateUser: (userId, patch) => call('PATCH', `/control/users/${userId}`, patch),
    createGuild: (name, options = {}) => call('POST', '/control/guilds', { name, ...options }),
    createChannel: (guildId, name, topic) => call('POST', '/control/channels', { guildId, name, topic }),
    setBotPermissions: (guildId, permissions, options = {}) =>
      call('PUT', `/control/guilds/${guildId}/bot-permissions`, { permissions, includeEveryone: options.includeEveryone }),
    setBotChannelPermissions: (channelId, overwrite) => call('PUT', `/control/channels/${channelId}/bot-permissions`, overwrite),
    commands: (guildId) => call('GET', `/control/commands${guildId ? `?${query({ guildId })}` : ''}`),
    runCommand: (request) => call('POST', '/control/command', request),
    click: (request) => call('POST', '/control/click', request),
    select: (request) => call('POST', '/control/select', request),
    autocomplete: (request) => call('POST', '/control/autocomplete', request),
    submitModal: (request) => call('POST', '/control/modal', request),
    interaction: (interactionId) => call('GET', `/control/interactions/${interactionId}`),
    messages: (channelId, userId, limit) => call('GET', `/control/messages?${query({ channelId, userId, limit })}`),
    dms: (userId) => call('GET', `/control/dms?${query({ userId })}`),
    message: async (messageId, userId) => {
      try {
        return await call<ControlMessage>('GET', `/control/messages/${messageId}?${query({ userId })}`);
      } catch (error) {
        if (error instanceof ControlApiError && error.status === 404) return null;
        throw error;
      }
    },
    say: (userId, channelId, content) => call('POST', '/control/messages', { userId, channelId, content }),
    deleteMessage: (messageId) => call('DELETE', `/control/messages/${messageId}`),
    advanceClock: async (ms) => {
      await call('POST', '/control/clock', { advanceMs: ms });
    },
    dropGateway: async (shard) => (await call<{ dropped: number }>('POST', '/control/gateway/drop', { shard })).dropped,
    requestReconnect: async (shard) => (await call<{ asked: number }>('POST', '/control/gateway/reconnect', { shard })).asked,
    unknownRoutes: () => call('GET', '/control/unknown-routes'),
    restCalls: () => call('GET', '/control/rest-calls'),
    rateLimits: () => call('GET', '/control/rate-limits'),
    interactionsEndpoint: () => call('GET', '/control/interactions-endpoint'),
    setInteractionsEndpoint: (urls) => call('PUT', '/control/interactions-endpoint', { urls }),
    sendBadSignature: (url) => call('POST', '/control/interactions-endpoint/bad-signature', url ? { url } : {}),
    waitFor: (probe, options = {}) => waitFor(probe, options),
  };
}

/** Polls until `probe` answers something truthy. */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  options: WaitOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const intervalMs = options.intervalMs ?? 25;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`waitFor timed out after ${timeoutMs} ms${options.description ? `: ${options.description}` : ''}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
