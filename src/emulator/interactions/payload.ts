import { channelPermissions } from '../access';
import type { EmulatorCore } from '../context';
import type { ChannelRecord, JsonObject, MessageRecord, UserRecord } from '../model';
import { channelJson, memberJson, messageJson, userJson } from '../serialize';
import { ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';

/** What the bot may do in a DM with a user, reported as app_permissions there. */
const DM_APP_PERMISSIONS =
  PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks | PermissionFlagsBits.AttachFiles | PermissionFlagsBits.ReadMessageHistory | PermissionFlagsBits.AddReactions;

export interface PayloadInput {
  id: string;
  token: string;
  type: number;
  user: UserRecord;
  channel: ChannelRecord;
  data: JsonObject;
  message?: MessageRecord;
}

/** The INTERACTION_CREATE body with every field discord.js dereferences (see platform.md §3.3). */
export function interactionPayload(core: EmulatorCore, input: PayloadInput): JsonObject {
  const { state } = core;
  const { channel, user } = input;
  const guild = channel.guildId ? state.guilds.get(channel.guildId) : undefined;
  const member = guild?.members.get(user.id);
  const appPermissions = guild ? channelPermissions(state, channel, state.application.botUserId) : DM_APP_PERMISSIONS;
  const payload: JsonObject = {
    id: input.id,
    application_id: state.application.id,
    type: input.type,
    data: input.data,
    token: input.token,
    version: 1,
    channel_id: channel.id,
    channel: channelJson(core, channel),
    locale: user.locale,
    app_permissions: appPermissions.toString(),
    entitlements: [],
    authorizing_integration_owners: { '0': guild ? guild.id : '0' },
    context: channel.type === ChannelType.DM ? 1 : 0,
    attachment_size_limit: core.options.attachmentSizeLimit,
  };
  if (guild && member) {
    payload.guild_id = guild.id;
    payload.guild = { id: guild.id, locale: guild.preferredLocale, features: [] };
    payload.guild_locale = guild.preferredLocale;
    payload.member = memberJson(core, member, channel);
  } else {
    payload.user = userJson(user);
  }
  if (input.message) payload.message = messageJson(core, input.message);
  return payload;
}
