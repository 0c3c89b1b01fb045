import type { MessageComponentInteraction } from 'discord.js';
import type { Logger } from './context';
import { logDiscordError } from './replies';

/**
 * How long a click that completes a move may wait for its save before it is acknowledged on its own. Saving takes
 * milliseconds; Discord allows 3 seconds; a slow store or a queued lock still gets its acknowledgement in time.
 */
export const ACK_DEADLINE_MS = 1_000;

/**
 * Acknowledges a click (deferUpdate) once `ms` have passed, unless `settle` came first: then the caller answers it
 * with its result in one call (update), instead of a deferral and an edit. `settle` stops the timer, or waits for a
 * deferral already under way, so afterwards `interaction.deferred` tells which answer is due.
 */
export function deferUnlessAnswered(interaction: MessageComponentInteraction, ms: number, log: Logger): { settle(): Promise<void> } {
  let deferral: Promise<void> | null = null;
  const timer = setTimeout(() => {
    deferral = interaction.deferUpdate().then(
      () => undefined,
      (error: unknown) => logDiscordError(log, 'late acknowledgement', error),
    );
  }, ms);
  return {
    async settle() {
      clearTimeout(timer);
      if (deferral) await deferral;
    },
  };
}
