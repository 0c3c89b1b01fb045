/** Gateway intents the emulator knows (docs: gateway intents). */
export const Intent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildPresences: 1 << 8,
  GuildMessages: 1 << 9,
  DirectMessages: 1 << 12,
  MessageContent: 1 << 15,
} as const;

export const PRIVILEGED_INTENTS = Intent.GuildMembers | Intent.GuildPresences | Intent.MessageContent;

/** The intent an event needs, or 0 when it is always delivered (READY, INTERACTION_CREATE, …). */
export function intentFor(event: string, inGuild: boolean): number {
  if (/^(GUILD_(CREATE|UPDATE|DELETE)|GUILD_ROLE_|CHANNEL_|THREAD_)/.test(event)) {
    return event === 'THREAD_MEMBERS_UPDATE' ? Intent.GuildMembers : Intent.Guilds;
  }
  if (event.startsWith('GUILD_MEMBER_')) return Intent.GuildMembers;
  if (event.startsWith('MESSAGE_')) return inGuild ? Intent.GuildMessages : Intent.DirectMessages;
  return 0;
}
