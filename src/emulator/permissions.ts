import { PermissionFlagsBits } from 'discord-api-types/v10';

/** Every bit Discord defines today (up to bit 50), what Administrator grants. */
export const ALL_PERMISSIONS = (1n << 51n) - 1n;

/** What @everyone may do in a fresh community server. */
export const EVERYONE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.ChangeNickname |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.SendMessagesInThreads;

/** The bot's managed role: enough to post boards, edit them and run games in threads. */
export const BOT_PERMISSIONS =
  EVERYONE_PERMISSIONS | PermissionFlagsBits.ManageMessages | PermissionFlagsBits.ManageThreads | PermissionFlagsBits.CreatePrivateThreads;

/** The "Moderator" role that admin users get. */
export const MODERATOR_PERMISSIONS = PermissionFlagsBits.ManageGuild | PermissionFlagsBits.ManageMessages | PermissionFlagsBits.ManageThreads;

export function hasPermission(granted: bigint, needed: bigint): boolean {
  if ((granted & PermissionFlagsBits.Administrator) !== 0n) return true;
  return (granted & needed) === needed;
}

/** Accepts a bitfield string/number or a list of permission names, as the control API does. */
export function parsePermissions(input: unknown): bigint | null {
  if (typeof input === 'string' && /^\d+$/.test(input)) return BigInt(input);
  if (typeof input === 'number' && Number.isSafeInteger(input) && input >= 0) return BigInt(input);
  if (Array.isArray(input)) {
    let bits = 0n;
    for (const name of input) {
      if (typeof name !== 'string' || !(name in PermissionFlagsBits)) return null;
      bits |= PermissionFlagsBits[name as keyof typeof PermissionFlagsBits];
    }
    return bits;
  }
  return null;
}
