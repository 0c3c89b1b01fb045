import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { startEmulator, type Emulator } from '../../src/emulator';
import { syncCommands } from '../../src/bot/app/register-commands';
import { Store } from '../../src/bot/store/store';
import { MemoryLog } from './harness';

describe('command registration at start-up', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-register-'));
  let emu: Emulator;
  let client: Client<true>;
  let store: Store;

  beforeAll(async () => {
    emu = await startEmulator({ log: () => undefined });
    const fresh = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: emu.restUrl } });
    const ready = new Promise<Client<true>>((resolve) => fresh.once(Events.ClientReady, resolve));
    await fresh.login(emu.token);
    client = await ready;
    store = await Store.open({ path: join(dir, 'store.sqlite') });
  });
  afterAll(async () => {
    await client?.destroy();
    await store?.close();
    await emu?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ping = { name: 'ping', description: 'Pings' };
  const pong = { name: 'pong', description: 'Pongs' };

  it('registers globally without a development guild, and only when the definitions changed', async () => {
    const log = new MemoryLog();
    expect(await syncCommands(client, store, [ping], undefined, log)).toBe('registered');
    expect((await emu.control.commands()).map((c) => c.name)).toEqual(['ping']);
    expect(await syncCommands(client, store, [ping], undefined, log)).toBe('unchanged');
    expect(await syncCommands(client, store, [ping, pong], undefined, log)).toBe('registered');
    expect((await emu.control.commands()).map((c) => c.name).sort()).toEqual(['ping', 'pong']);
  });

  it('registers in the development guild only, apart from the global set', async () => {
    const guildId = emu.seed?.guildId ?? '';
    const log = new MemoryLog();
    expect(await syncCommands(client, store, [pong], guildId, log)).toBe('registered');
    expect((await emu.control.commands(guildId)).map((c) => c.name)).toEqual(['pong']);
    expect(await syncCommands(client, store, [pong], guildId, log)).toBe('unchanged');
    expect(log.lines).toEqual([`info registered 1 slash commands (guild:${guildId})`]);
  });

  it('registers again when Discord lost the commands although the hash is known (a new local Discord)', async () => {
    const guildId = emu.seed?.guildId ?? '';
    await client.application.commands.set([], guildId);
    expect(await syncCommands(client, store, [pong], guildId, new MemoryLog())).toBe('registered');
    expect((await emu.control.commands(guildId)).map((c) => c.name)).toEqual(['pong']);
  });
});
