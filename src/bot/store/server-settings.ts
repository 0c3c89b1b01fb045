import type { GameStore } from './game-store';

/** What a server's managers decide for every game on it (absent fields: the defaults). */
export interface ServerSettings {
  /** /away is turned off on this server (e.g. for a tournament). */
  awayOff?: boolean;
}

const keyOf = (guildId: string) => `server-settings:${guildId}`;

export async function serverSettings(store: GameStore, guildId: string): Promise<ServerSettings> {
  return (await store.data<ServerSettings>(keyOf(guildId))) ?? {};
}

export async function saveServerSettings(store: GameStore, guildId: string, settings: ServerSettings): Promise<void> {
  await store.setData(keyOf(guildId), settings);
}
