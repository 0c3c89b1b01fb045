import { createHash } from 'node:crypto';
import type { Client, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Logger } from '../base/log';
import type { GameStore } from '../store/game-store';

/**
 * Registers the slash commands when their definitions changed since the last registration (a hash kept in the
 * store), or when Discord's list does not hold them (a new application or guild). Discord allows 200 command
 * creations a day per guild, so an unchanged bot registers nothing. Guild-scoped with a development guild id
 * (instant), else global.
 */
export async function syncCommands(
  client: Client<true>,
  store: GameStore,
  definitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[],
  devGuildId: string | undefined,
  log: Logger,
): Promise<'registered' | 'unchanged'> {
  const hash = createHash('sha256').update(JSON.stringify(definitions)).digest('hex');
  const scope = devGuildId ? `guild:${devGuildId}` : 'global';
  const key = `commands:${client.application.id}:${scope}`;
  if ((await store.meta(key)) === hash) {
    const remote = devGuildId ? await client.application.commands.fetch({ guildId: devGuildId }) : await client.application.commands.fetch();
    const remoteNames = [...remote.values()].map((command) => command.name).sort();
    if (JSON.stringify(remoteNames) === JSON.stringify(definitions.map((d) => d.name).sort())) return 'unchanged';
  }
  if (devGuildId) await client.application.commands.set([...definitions], devGuildId);
  else await client.application.commands.set([...definitions]);
  await store.setMeta(key, hash);
  log.info(`registered ${definitions.length} slash commands (${scope})`);
  return 'registered';
}
