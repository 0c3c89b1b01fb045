import { escapeMarkdown, type Interaction } from 'discord.js';

/**
 * A member's name as it may stand in a message: markdown escaped (no bold, headings or lists made of a name) and every
 * square bracket escaped, so no name — nor two names side by side — forms a masked link. Mentions written into a
 * name (`@everyone`, `<@id>`) stay text: the client allows no mentions unless a message names them (bot.ts).
 */
export function safeName(name: string): string {
  return escapeMarkdown(name, { heading: true, bulletedList: true, numberedList: true }).replace(/[[\]]/g, '\\$&');
}

/** The display name of the user behind an interaction (server nickname first), safe for messages (safeName). */
export function displayName(interaction: Interaction): string {
  const member = interaction.member;
  if (member && 'displayName' in member && typeof member.displayName === 'string') return safeName(member.displayName);
  return safeName(interaction.user.globalName ?? interaction.user.username);
}
