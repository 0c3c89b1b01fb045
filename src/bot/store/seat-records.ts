import type { Seat } from '../../engine/types';

/** The time a player has for each decision, chosen in /newgame (time:…). */
export type TimeLimit = 'none' | '12h' | '1d' | '3d' | '7d';

/**
 * The clock of one awaited seat: when the bot started waiting for it, how many moves the game had when the clock
 * was last looked at (a move of the seat after that is a new decision), and the reminders already sent.
 */
export interface SeatClock {
  seat: Seat;
  /** ISO time the bot started waiting for this seat's decision. */
  since: string;
  moves: number;
  /** The half-time reminder went out. */
  half: boolean;
  /** The time-out reminder went out and the vote was opened. */
  out: boolean;
  /** Without a time limit: how many daily gentle reminders went out. */
  gentle: number;
}

export type TimeoutChoice = 'wait' | 'seat' | 'drop' | 'computer';

/** The vote the other players hold when a seat's time ran out. */
export interface TimeoutVote {
  seat: Seat;
  /** Identifies this vote in its buttons (a per-game counter). */
  nonce: number;
  /** The message with the buttons (null until posted: a sweep posts it when a crash came in between). */
  messageId: string | null;
  /** The since of the seat's clock that ran out: once the seat's clock restarts (it moved), the vote is outlived. */
  since: string;
  /** User id → choice. */
  votes: Record<string, TimeoutChoice>;
}

/** A seat open for anyone to take (after the vote chose "Let someone take the seat"). */
export interface SeatOffer {
  seat: Seat;
  nonce: number;
  /** The since of the seat's clock when offered: once it restarts (the player came back and moved), the offer ends. */
  since: string;
  messageId: string | null;
}

/** A seat handed on by its player with /seat give, waiting for the member to accept. */
export interface SeatGift {
  seat: Seat;
  nonce: number;
  fromUserId: string;
  toUserId: string;
  messageId: string | null;
}

/** A change of a seat's owner, for the log: after how many moves, which seat, from whom to whom. */
export interface SeatChange {
  afterMoves: number;
  seat: Seat;
  from: string;
  to: string;
  at: string;
}

/** A member's time away (/away): their seats' clocks stand still from `from` to `until` (ISO times). */
export interface AwaySpell {
  userId: string;
  from: string;
  until: string;
}

/** Everything about seats' time and owners in a game record (all optional: older records have none of it). */
export interface SeatLife {
  timeLimit?: TimeLimit;
  clocks?: SeatClock[];
  timeouts?: TimeoutVote[];
  seatOffers?: SeatOffer[];
  seatGifts?: SeatGift[];
  seatChanges?: SeatChange[];
  /** The last nonce handed out to a vote, offer or gift of this game. */
  seatNonce?: number;
  /** Members' times away in this game, oldest first (absent: nobody was away). */
  away?: AwaySpell[];
}
