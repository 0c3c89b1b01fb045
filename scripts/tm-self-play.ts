/** The arena's 4-seat Terra Mystica self-play at a fixed iteration count a decision, as the diagnostic scripts play it. */
import type { MatchSpec } from '../src/ai/arena';
import { terraMysticaModule } from '../src/games/terra-mystica/module';

export const SELF_PLAY_SEATS = 4;

/** `strong` against itself at `iterations` a decision (no clock: a seed gives the same game on any machine). */
export function tmSelfPlaySpec(seed: string, iterations: number): MatchSpec {
  return { engine: terraMysticaModule.engine, a: 'strong', b: 'strong', seats: SELF_PLAY_SEATS, games: 1, seed, budget: { iterations, ms: Number.POSITIVE_INFINITY } };
}
