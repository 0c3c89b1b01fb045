import type { TextParam } from './types';

/** An illegal move or input. Carries an i18n key so the bot can explain it in the player's language. */
export class RuleError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, TextParam> = {},
  ) {
    super(key);
    this.name = 'RuleError';
  }
}
