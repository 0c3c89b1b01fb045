import { channelPermissions } from '../access';
import { DiscordError } from '../errors';
import type { ChannelRecord } from '../model';
import { hasPermission } from '../permissions';
import type { RestDeps } from './deps';
import { ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';

/** The channel a bot route names, if the bot can see it (10003 unknown, 50001 invisible). */
export function botChannel(deps: RestDeps, channelId: string | undefined): ChannelRecord {
  const channel = channelId ? deps.core.state.channels.get(channelId) : undefined;
  if (!channel) throw DiscordError.unknownChannel();
  if (channel.type !== ChannelType.DM && !botMay(deps, channel, PermissionFlagsBits.ViewChannel)) throw DiscordError.missingAccess();
  return channel;
}

export function botMay(deps: RestDeps, channel: ChannelRecord, needed: bigint): boolean {
  if (channel.type === ChannelType.DM) return true;
  return hasPermission(channelPermissions(deps.core.state, channel, deps.core.state.application.botUserId), needed);
}

export function requireBotPermission(deps: RestDeps, channel: ChannelRecord, needed: bigint): void {
  if (!botMay(deps, channel, needed)) throw DiscordError.missingPermissions();
}
