import type { Interaction } from 'discord.js';

/** The display name of the user behind an interaction (server nickname first). */
export function displayName(interaction: Interaction): string {
  const member = interaction.member;
  if (member && 'displayName' in member && typeof member.displayName === 'string') return member.displayName;
  return interaction.user.globalName ?? interaction.user.username;
}
