import { EventEmitter } from 'node:events';
import { Client, Events, GatewayIntentBits, type Interaction } from 'discord.js';
import type { Emulator } from '../../src/emulator';

export type Handler = (interaction: Interaction) => Promise<unknown>;

/** How a handler ended: its value, or the error it threw (a DiscordAPIError carries `code`). */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * The smallest bot that exercises the emulator through the real discord.js client: handlers are keyed by command
 * name or by the custom_id part before the first ':', and each handler's outcome is kept per interaction id.
 */
export class TinyBot {
  private readonly handlers = new Map<string, Handler>();
  private readonly outcomes = new Map<string, Outcome>();
  private readonly settled = new EventEmitter();

  constructor(readonly client: Client) {
    this.settled.setMaxListeners(0);
    client.on(Events.InteractionCreate, (interaction) => void this.route(interaction));
  }

  handle(key: string, handler: Handler): void {
    this.handlers.set(key, handler);
  }

  /** Resolves once the handler for this interaction finished. */
  outcome(interactionId: string): Promise<Outcome> {
    const known = this.outcomes.get(interactionId);
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => this.settled.once(interactionId, resolve));
  }

  /** The Discord error code the handler for this interaction failed with. */
  async errorCode(interactionId: string): Promise<number | undefined> {
    const outcome = await this.outcome(interactionId);
    if (outcome.ok) return undefined;
    const error = outcome.error as { code?: unknown };
    return typeof error.code === 'number' ? error.code : undefined;
  }

  async stop(): Promise<void> {
    await this.client.destroy();
  }

  private async route(interaction: Interaction): Promise<void> {
    const key = interaction.isCommand() || interaction.isAutocomplete() ? interaction.commandName : 'customId' in interaction ? interaction.customId.split(':')[0] : '';
    const handler = this.handlers.get(key ?? '');
    let outcome: Outcome;
    try {
      outcome = { ok: true, value: handler ? await handler(interaction) : undefined };
    } catch (error) {
      outcome = { ok: false, error };
    }
    this.outcomes.set(interaction.id, outcome);
    this.settled.emit(interaction.id, outcome);
  }
}

export interface TinyBotOptions {
  /** Shard ids this client runs, with the total count (discord.js `shards` / `shardCount`). */
  shards?: number[];
  shardCount?: number;
  intents?: number[];
}

/** Logs a discord.js client in to the emulator and waits for `clientReady`. */
export async function startTinyBot(emu: Emulator, options: TinyBotOptions = {}): Promise<TinyBot> {
  const client = new Client({
    intents: options.intents ?? [GatewayIntentBits.Guilds],
    rest: { api: emu.restUrl },
    ...(options.shards ? { shards: options.shards, shardCount: options.shardCount } : {}),
  });
  const bot = new TinyBot(client);
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(emu.token);
  await ready;
  return bot;
}

/** A 2×2 PNG (red, green / blue, white) — small and real, so width/height can be checked. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001249444154789c63f8cfc0c000c20cff8100001fee05fb0bd9688b0000000049454e44ae426082',
  'hex',
);
