/** The moves of City of Rome: one per decision, so the log and the board follow the player step by step. */
import type { CorDeckId } from './view';

export type CorMove =
  /** Opening draft: keep one card of the packet. */
  | { type: 'draft'; card: string }
  /** Emissary phase: place the next emissary on strip field 1..5. */
  | { type: 'place'; field: number }
  /** Action turn, first step: take one card of the offer. */
  | { type: 'take'; card: string }
  /** Build a hand card on a board cell (aqueducts may replace a card); `deck` for a school/university draw. */
  | { type: 'build'; card: string; row: number; col: number; deck?: CorDeckId }
  /** Produce with all production buildings (missing cogs bought automatically). */
  | { type: 'produce' }
  /** End the turn (pass). */
  | { type: 'end' }
  /** The seat leaves the game for good (resigned or dropped); legal at any time. */
  | { type: 'drop' }
  /** School/university: keep one drawn card; the rest go under the deck, `under` listed top first. */
  | { type: 'school'; keep: string; under: string[] };
