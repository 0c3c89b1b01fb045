import type { Locks } from '../base/locks';
import type { GameRecord } from './records';
import type { GameStore } from './game-store';

/** A member on one server (guildId null: a DM). */
export interface Member {
  guildId: string | null;
  userId: string;
}

function memberKey(member: Member): string {
  return `member:${member.guildId ?? 'dm'}:${member.userId}`;
}

/** The member's unfinished games (lobbies and running games) on their server, read from the user index. */
async function unfinishedGames(store: GameStore, member: Member): Promise<GameRecord[]> {
  const records = await Promise.all((await store.gamesOfUser(member.userId)).map((id) => store.game(id)));
  return records.filter((record): record is GameRecord => record !== undefined && record.guildId === member.guildId && (record.status === 'lobby' || record.status === 'running'));
}

/**
 * Check-and-insert for the per-member limits: runs `work` with each member's unfinished games on their server while
 * nothing else that goes through here can change them — one lock per member and server, taken in a fixed order when
 * several members are involved (a game's start), so two such steps never wait for each other. `work` decides on the
 * games it is given and saves what it allows before the locks are released; so 20 parallel /newgame of one member
 * cannot all see "2 lobbies". The keyv store does this with process locks (one process holds the store: lease.ts);
 * a SQL store implements the same function as one transaction that locks the members' rows.
 */
export async function withMemberGames<T>(store: GameStore, locks: Locks, members: readonly Member[], work: (games: ReadonlyMap<string, readonly GameRecord[]>) => Promise<T>): Promise<T> {
  const distinct = [...new Map(members.map((member) => [memberKey(member), member])).entries()].sort(([a], [b]) => a.localeCompare(b));
  const step = async (index: number): Promise<T> => {
    if (index < distinct.length) return locks.run(distinct[index][0], () => step(index + 1));
    const games = new Map<string, readonly GameRecord[]>();
    for (const [, member] of distinct) games.set(member.userId, await unfinishedGames(store, member));
    return work(games);
  };
  return step(0);
}
