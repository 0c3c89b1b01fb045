import type { EmulatorCore } from './context';

/** The default world: guild "Tafelrunde" (owned by a user "Artus") with #general and #games. */
export interface SeedInfo {
  guildId: string;
  ownerId: string;
  channels: { general: string; games: string };
}

export function seedDefault(core: EmulatorCore): SeedInfo {
  const { state } = core;
  const owner = state.createUser({ name: 'Artus', locale: 'en-US' });
  const guild = state.createGuild('Tafelrunde', owner.id);
  state.addMember(guild, owner.id);
  const general = state.createTextChannel(guild, 'general', 'Talk about anything');
  const games = state.createTextChannel(guild, 'games', 'Start a game with /newgame');
  return { guildId: guild.id, ownerId: owner.id, channels: { general: general.id, games: games.id } };
}
