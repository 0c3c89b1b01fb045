import type { TimeoutChoice } from '../store/seat-records';

/**
 * Custom ids of the buttons about a seat's life (time-out votes, seat offers and gifts, /leave), beside the grammar
 * of custom-id.ts and with letters it does not use:
 *
 *   T:<game>:<seat>:<nonce>:<w|s|d>    time-out vote: wait another period / let someone take the seat / drop
 *   S:<game>:<seat>:<nonce>             take this seat
 *   A:<game>:<seat>:<nonce>:<y|n>       accept / decline a seat handed on with /seat give
 *   L:<game>:<seat>:<y|n>               /leave: confirm / keep playing
 *
 * The nonce names one vote, offer or gift of the game, so a button of an older one is refused.
 */
export type SeatComponentId =
  | { kind: 'timeout'; game: string; seat: number; nonce: number; choice: TimeoutChoice }
  | { kind: 'take'; game: string; seat: number; nonce: number }
  | { kind: 'gift'; game: string; seat: number; nonce: number; accept: boolean }
  | { kind: 'leave'; game: string; seat: number; confirm: boolean };

const GAME_ID = /^[a-z0-9]{8}$/;
const NUMBER = /^(0|[1-9][0-9]{0,8})$/;
const CHOICES: Record<string, TimeoutChoice> = { w: 'wait', s: 'seat', d: 'drop', c: 'computer' };

export function encodeSeatComponentId(id: SeatComponentId): string {
  switch (id.kind) {
    case 'timeout':
      return `T:${id.game}:${id.seat}:${id.nonce}:${id.choice[0]}`;
    case 'take':
      return `S:${id.game}:${id.seat}:${id.nonce}`;
    case 'gift':
      return `A:${id.game}:${id.seat}:${id.nonce}:${id.accept ? 'y' : 'n'}`;
    case 'leave':
      return `L:${id.game}:${id.seat}:${id.confirm ? 'y' : 'n'}`;
  }
}

/** Strictly parses one of these ids; null for anything else (custom-id.ts handles the rest). */
export function parseSeatComponentId(customId: string): SeatComponentId | null {
  const parts = customId.split(':');
  const [kind, game, seatText, fourth, fifth] = parts;
  if (!['T', 'S', 'A', 'L'].includes(kind) || !GAME_ID.test(game ?? '') || !NUMBER.test(seatText ?? '')) return null;
  const seat = Number(seatText);
  const yesNo = (text: string | undefined) => (text === 'y' ? true : text === 'n' ? false : null);
  if (kind === 'L') {
    const confirm = yesNo(fourth);
    return parts.length === 4 && confirm !== null ? { kind: 'leave', game, seat, confirm } : null;
  }
  if (!NUMBER.test(fourth ?? '')) return null;
  const nonce = Number(fourth);
  if (kind === 'S') return parts.length === 4 ? { kind: 'take', game, seat, nonce } : null;
  if (parts.length !== 5) return null;
  if (kind === 'T') {
    const choice = Object.hasOwn(CHOICES, fifth) ? CHOICES[fifth] : null;
    return choice ? { kind: 'timeout', game, seat, nonce, choice } : null;
  }
  const accept = yesNo(fifth);
  return accept !== null ? { kind: 'gift', game, seat, nonce, accept } : null;
}
