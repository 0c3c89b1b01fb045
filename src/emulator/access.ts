import type { ChannelRecord, GuildRecord } from './model';
import { ALL_PERMISSIONS, Permission } from './permissions';
import type { EmulatorState } from './state';

/** A member's guild-wide permissions: @everyone plus their roles; the owner and administrators get everything. */
export function guildPermissions(guild: GuildRecord, userId: string): bigint {
  if (guild.ownerId === userId) return ALL_PERMISSIONS;
  const member = guild.members.get(userId);
  if (!member) return 0n;
  let bits = 0n;
  for (const role of guild.roles) {
    if (role.id === guild.id || member.roleIds.includes(role.id)) bits |= role.permissions;
  }
  return (bits & Permission.Administrator) !== 0n ? ALL_PERMISSIONS : bits;
}

/** Permissions in a channel. Channels carry no overwrites here, so they equal the guild-wide ones (threads inherit). */
export function channelPermissions(state: EmulatorState, channel: ChannelRecord, userId: string): bigint {
  if (channel.guildId === null) return 0n;
  const guild = state.guilds.get(channel.guildId);
  return guild ? guildPermissions(guild, userId) : 0n;
}
