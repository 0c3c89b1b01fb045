import type { AnyEngine, Locale, Seat, Text } from '../../engine/types';
import { t } from '../../i18n';

/**
 * What only this seat sees, as short lines for its ephemeral panel: the engine's own summary (the engine contract
 * requires one). Empty for a game without hidden information, so its panel shows no private block.
 */
export function privateLines(engine: AnyEngine, state: unknown, seat: Seat, locale: Locale, rename: (text: Text) => Text = (text) => text): string[] {
  return engine.privateSummary(state, seat).map((line) => t(locale, rename(line)));
}
