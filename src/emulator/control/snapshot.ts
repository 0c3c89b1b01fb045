import type { EmulatorCore } from '../context';
import type { GatewayServer } from '../gateway/server';
import type { ChannelRecord, GuildRecord, UserRecord } from '../model';
import { guildPermissions } from '../access';
import type { ChannelInfo, GuildInfo, StateSnapshot, UserInfo } from './types';
import { ChannelType } from 'discord-api-types/v10';

export function userInfo(core: EmulatorCore, user: UserRecord): UserInfo {
  const admin = [...core.state.guilds.values()].some((g) => {
    const member = g.members.get(user.id);
    return member !== undefined && member.roleIds.some((id) => g.roles.some((r) => r.id === id && r.name === 'Moderator'));
  });
  return {
    id: user.id,
    name: user.globalName ?? user.username,
    username: user.username,
    locale: user.locale,
    dmsOpen: user.dmsOpen,
    admin,
    bot: user.bot,
  };
}

export function channelInfo(channel: ChannelRecord): ChannelInfo {
  const info: ChannelInfo = { id: channel.id, name: channel.name ?? '', type: channel.type, parentId: channel.parentId };
  if (channel.type === ChannelType.PublicThread || channel.type === ChannelType.PrivateThread) {
    info.archived = channel.archived;
    info.locked = channel.locked;
  }
  return info;
}

export function guildInfo(core: EmulatorCore, guild: GuildRecord): GuildInfo {
  return {
    id: guild.id,
    name: guild.name,
    ownerId: guild.ownerId,
    locale: guild.preferredLocale,
    channels: core.state.guildChannels(guild.id).map(channelInfo),
    threads: core.state.guildThreads(guild.id).map(channelInfo),
    memberIds: [...guild.members.keys()],
    botPermissions: guildPermissions(guild, core.state.application.botUserId).toString(),
  };
}

/** GET /control/state: guilds with channels and threads, users, open DMs, gateway sessions. */
export function snapshot(core: EmulatorCore, gateway: GatewayServer): StateSnapshot {
  const { state } = core;
  const dms: StateSnapshot['dms'] = [];
  for (const channel of state.channels.values()) {
    if (channel.type === ChannelType.DM) for (const userId of channel.recipientIds) dms.push({ userId, channelId: channel.id });
  }
  return {
    application: { id: state.application.id, name: state.application.name, botUserId: state.application.botUserId },
    guilds: [...state.guilds.values()].map((g) => guildInfo(core, g)),
    users: [...state.users.values()].map((u) => userInfo(core, u)),
    dms,
    gateway: { sessions: gateway.sessionInfos() },
  };
}
