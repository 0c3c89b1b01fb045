/**
 * The local Discord: an emulator the real discord.js client connects to (REST under /api/v10, a gateway), with a
 * control API to act as users and a playground page. Start it in-process with `startEmulator()` or as a server with
 * `tsx src/emulator/cli.ts --port 8484`.
 */
export { startEmulator, type Emulator } from './server';
export { seedDefault, type SeedInfo } from './seed';
export { DEFAULT_TOKEN, type EmulatorOptions } from './options';
export { createControlClient, waitFor, ControlApiError, type ControlClient, type WaitOptions } from './control/client';
export { allComponents, findComponent, interactiveComponents, messageText } from './control/helpers';
export { shardOf } from './snowflake';
export { DISCORD_RATE_LIMITS, UNLIMITED_RATE_LIMITS, type BucketLimit, type RateLimitOptions, type RateLimitStats } from './rate-limits';
export type * from './control/types';
