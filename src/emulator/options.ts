import { resolveRateLimits, type RateLimitOptions } from './rate-limits';

/** How an emulator is started. Every field is optional; the defaults mirror Discord. */
export interface EmulatorOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; the emulator is meant for 127.0.0.1 only. */
  host?: string;
  /** The bot user's name, also the application's name. */
  botName?: string;
  /** The bot token discord.js logs in with; a fixed default keeps scripts simple. */
  token?: string;
  /** The application id (also the bot user's id); generated when omitted. */
  applicationId?: string;
  /** Create the default guild "Tafelrunde" with #general and #games (default true). */
  seed?: boolean;
  /** Gateway heartbeat interval sent in HELLO (Discord uses 41250 ms). */
  heartbeatIntervalMs?: number;
  /** How long the first interaction response may take (Discord: 3 s). */
  interactionWindowMs?: number;
  /** How long an interaction token stays valid for edits and follow-ups (Discord: 15 min). */
  tokenLifetimeMs?: number;
  /** Per-file upload limit in bytes (Discord: 10 MiB for apps). */
  attachmentSizeLimit?: number;
  /** Privileged intents the application is allowed (GuildMembers 1<<1, GuildPresences 1<<8, MessageContent 1<<15); none by default. */
  privilegedIntents?: number;
  /** How long a dropped gateway session stays resumable. */
  sessionResumeWindowMs?: number;
  /** The shard count GET /gateway/bot recommends (what `shards: 'auto'` clients connect with); default 1. */
  recommendedShards?: number;
  /**
   * REST rate limits: Discord's by default (50 requests/s global, interaction endpoints exempt; per-route buckets).
   * Tests that want speed pass UNLIMITED_RATE_LIMITS or higher numbers.
   */
  rateLimits?: RateLimitOptions;
  /**
   * Interactions endpoint URLs: with any set, interactions are POSTed there (signed, taken in turn) instead of sent
   * over the gateway. Set them later with the control API to have them checked as Discord's portal does.
   */
  interactionsEndpoints?: string[];
  /** Where log lines go; defaults to the console (warnings always go to stderr). */
  log?: (level: 'info' | 'warn', line: string) => void;
  /** Log requests and gateway traffic (default false). */
  verbose?: boolean;
}

export type ResolvedOptions = Required<Omit<EmulatorOptions, 'applicationId' | 'log'>> & Pick<EmulatorOptions, 'applicationId' | 'log'>;

export const DEFAULT_TOKEN = 'MTQwMDAwMDAwMDAwMDAwMDAw.emulator.tafelrunde-local-token';

export function resolveOptions(options: EmulatorOptions = {}): ResolvedOptions {
  return {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    botName: options.botName ?? 'Tafelrunde',
    token: options.token ?? DEFAULT_TOKEN,
    applicationId: options.applicationId,
    seed: options.seed ?? true,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
    interactionWindowMs: options.interactionWindowMs ?? 3_000,
    tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60_000,
    attachmentSizeLimit: options.attachmentSizeLimit ?? 10 * 1024 * 1024,
    privilegedIntents: options.privilegedIntents ?? 0,
    sessionResumeWindowMs: options.sessionResumeWindowMs ?? 5 * 60_000,
    recommendedShards: options.recommendedShards ?? 1,
    rateLimits: resolveRateLimits(options.rateLimits),
    interactionsEndpoints: options.interactionsEndpoints ?? [],
    log: options.log,
    verbose: options.verbose ?? false,
  };
}
