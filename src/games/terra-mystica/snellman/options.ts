/** The rule options a snellman log may declare (`option …`); each is an engine option of the same id. */
export const SNELLMAN_OPTIONS = [
  'mini-expansion-1',
  'shipping-bonus',
  'temple-scoring-tile',
  'variable-turn-order',
  'errata-cultist-power',
  'strict-leech',
  'strict-darkling-sh',
  'strict-chaosmagician-sh',
  'maintain-player-order',
] as const;

export type SnellmanOption = (typeof SNELLMAN_OPTIONS)[number];

export function isSnellmanOption(id: string): id is SnellmanOption {
  return (SNELLMAN_OPTIONS as readonly string[]).includes(id);
}
