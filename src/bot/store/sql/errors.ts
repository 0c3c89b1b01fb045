import type { Text } from '../../../engine/types';
import { tx } from '../../../i18n';

/**
 * A change was asked for a version of the game that is no longer (or not yet) the stored one: another click, another
 * process, won. Nothing was written. The bot answers it as it answers a button of an older position: `refusal`.
 */
export class VersionConflictError extends Error {
  /** "The board has moved on …" (bot.refuse.movedOn), the text the bot shows for a click on an older position. */
  readonly refusal: Text = tx('bot.refuse.movedOn');

  constructor(
    readonly gameId: string,
    readonly expected: number,
    /** The stored version, or null when there is no such game. */
    readonly actual: number | null,
  ) {
    super(actual === null ? `game ${gameId} does not exist` : `game ${gameId} is at version ${actual}, not ${expected}`);
    this.name = 'VersionConflictError';
  }
}

/** A game was created under an id that exists already. */
export class GameExistsError extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId} exists already`);
    this.name = 'GameExistsError';
  }
}
