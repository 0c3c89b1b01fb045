import type { ChannelRecord, GuildRecord } from './model';
import { ALL_PERMISSIONS } from './permissions';
import type { EmulatorState } from './state';
import { OverwriteType, PermissionFlagsBits } from 'discord-api-types/v10';

/** A member's guild-wide permissions: @everyone plus their roles; the owner and administrators get everything. */
export function guildPermissions(guild: GuildRecord, userId: string): bigint {
  if (guild.ownerId === userId) return ALL_PERMISSIONS;
  const member = guild.members.get(userId);
  if (!member) return 0n;
  let bits = 0n;
  for (const role of guild.roles) {
    if (role.id === guild.id || member.roleIds.includes(role.id)) bits |= role.permissions;
  }
  return (bits & PermissionFlagsBits.Administrator) !== 0n ? ALL_PERMISSIONS : bits;
}

/**
 * Permissions in a channel, as Discord computes them: the guild-wide ones, then the channel's overwrites for
 * @everyone, for the member's roles (together), and for the member. Threads follow their parent channel.
 */
export function channelPermissions(state: EmulatorState, channel: ChannelRecord, userId: string): bigint {
  if (channel.guildId === null) return 0n;
  const guild = state.guilds.get(channel.guildId);
  if (!guild) return 0n;
  const base = guildPermissions(guild, userId);
  if ((base & PermissionFlagsBits.Administrator) !== 0n || guild.ownerId === userId) return base;
  const parent = channel.parentId ? state.channels.get(channel.parentId) : undefined;
  const overwrites = (parent ?? channel).overwrites ?? [];
  const roleIds = guild.members.get(userId)?.roleIds ?? [];
  let bits = base;
  const everyone = overwrites.find((o) => o.type === OverwriteType.Role && o.id === guild.id);
  if (everyone) bits = (bits & ~everyone.deny) | everyone.allow;
  let roleAllow = 0n;
  let roleDeny = 0n;
  for (const o of overwrites) {
    if (o.type === OverwriteType.Role && o.id !== guild.id && roleIds.includes(o.id)) {
      roleAllow |= o.allow;
      roleDeny |= o.deny;
    }
  }
  bits = (bits & ~roleDeny) | roleAllow;
  const member = overwrites.find((o) => o.type === OverwriteType.Member && o.id === userId);
  if (member) bits = (bits & ~member.deny) | member.allow;
  return bits;
}
