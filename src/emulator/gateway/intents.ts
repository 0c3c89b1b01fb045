import { GatewayIntentBits } from 'discord-api-types/v10';

export const PRIVILEGED_INTENTS = GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;

/** The intent an event needs, or 0 when it is always delivered (READY, INTERACTION_CREATE, …). */
export function intentFor(event: string, inGuild: boolean): number {
  if (/^(GUILD_(CREATE|UPDATE|DELETE)|GUILD_ROLE_|CHANNEL_|THREAD_)/.test(event)) {
    return event === 'THREAD_MEMBERS_UPDATE' ? GatewayIntentBits.GuildMembers : GatewayIntentBits.Guilds;
  }
  if (event.startsWith('GUILD_MEMBER_')) return GatewayIntentBits.GuildMembers;
  if (event.startsWith('MESSAGE_')) return inGuild ? GatewayIntentBits.GuildMessages : GatewayIntentBits.DirectMessages;
  return 0;
}
