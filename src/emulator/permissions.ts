/** Discord permission bits the emulator computes with (a subset; the rest pass through untouched). */
export const Permission = {
  CreateInstantInvite: 1n << 0n,
  KickMembers: 1n << 1n,
  BanMembers: 1n << 2n,
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  ChangeNickname: 1n << 26n,
  UseApplicationCommands: 1n << 31n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
} as const;

export type PermissionName = keyof typeof Permission;

/** Every bit Discord defines today (up to bit 50), what Administrator grants. */
export const ALL_PERMISSIONS = (1n << 51n) - 1n;

/** What @everyone may do in a fresh community server. */
export const EVERYONE_PERMISSIONS =
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.ReadMessageHistory |
  Permission.AddReactions |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.UseExternalEmojis |
  Permission.ChangeNickname |
  Permission.UseApplicationCommands |
  Permission.CreatePublicThreads |
  Permission.SendMessagesInThreads;

/** The bot's managed role: enough to post boards, edit them and run games in threads. */
export const BOT_PERMISSIONS =
  EVERYONE_PERMISSIONS | Permission.ManageMessages | Permission.ManageThreads | Permission.CreatePrivateThreads;

/** The "Moderator" role that admin users get. */
export const MODERATOR_PERMISSIONS = Permission.ManageGuild | Permission.ManageMessages | Permission.ManageThreads;

export function hasPermission(granted: bigint, needed: bigint): boolean {
  if ((granted & Permission.Administrator) !== 0n) return true;
  return (granted & needed) === needed;
}

/** Accepts a bitfield string/number or a list of permission names, as the control API does. */
export function parsePermissions(input: unknown): bigint | null {
  if (typeof input === 'string' && /^\d+$/.test(input)) return BigInt(input);
  if (typeof input === 'number' && Number.isSafeInteger(input) && input >= 0) return BigInt(input);
  if (Array.isArray(input)) {
    let bits = 0n;
    for (const name of input) {
      if (typeof name !== 'string' || !(name in Permission)) return null;
      bits |= Permission[name as PermissionName];
    }
    return bits;
  }
  return null;
}
