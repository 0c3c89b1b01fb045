import { AsyncLocalStorage } from 'node:async_hooks';
import type { Interaction } from 'discord.js';
import type { BotContext } from './context';
import type { Outcome } from '../base/metrics';

/**
 * One log line per interaction (issue 16): who, which game, what kind of command or click, how long, and how it
 * ended. The handlers fill it in as they learn it — the router the kind and the game of a custom id, a command the
 * game it resolved, `refuse` the reason the player was told — through the interaction's own async context, so no
 * handler signature carries it.
 */
interface InteractionNote {
  kind: string;
  game?: string;
  /** The text key of the first refusal answered. */
  reason?: string;
  error?: unknown;
}

const current = new AsyncLocalStorage<InteractionNote>();

/** The kind of command or click (e.g. `newgame`, `pick`, `game:play`, `vote:undo`). */
export function noteKind(kind: string): void {
  const note = current.getStore();
  if (note) note.kind = kind;
}

/** The game record the interaction is about; the first one named stays. */
export function noteGame(game: string | undefined | null): void {
  const note = current.getStore();
  if (note && game && note.game === undefined) note.game = game;
}

/** A refusal the player was told; the first one is the reason. */
export function noteRefusal(reason: string): void {
  const note = current.getStore();
  if (note && note.reason === undefined) note.reason = reason;
}

/** The interaction failed (the router's last resort answered it). */
export function noteError(error: unknown): void {
  const note = current.getStore();
  if (note) note.error = error;
}

function outcomeOf(note: InteractionNote): Outcome {
  if (note.error !== undefined) return 'error';
  return note.reason !== undefined ? 'refused' : 'applied';
}

/** Runs the handling of one interaction, then writes its line and counts it in the metrics. */
export async function observeInteraction(ctx: BotContext, interaction: Interaction, handle: () => Promise<void>): Promise<void> {
  const type = interaction.isChatInputCommand() ? 'command' : 'component';
  const note: InteractionNote = { kind: interaction.isChatInputCommand() ? interaction.commandName : 'unknown' };
  const start = performance.now();
  try {
    await current.run(note, handle);
  } finally {
    const durationMs = Math.round(performance.now() - start);
    const outcome = outcomeOf(note);
    ctx.metrics?.interaction(type, note.kind, outcome, durationMs);
    const fields = {
      interaction: interaction.id,
      type,
      kind: note.kind,
      user: interaction.user.id,
      guild: interaction.guildId,
      game: note.game ?? null,
      durationMs,
      outcome,
      ...(note.reason !== undefined ? { reason: note.reason } : {}),
    };
    if (outcome === 'error') ctx.log.error('interaction', fields, note.error);
    else ctx.log.info('interaction', fields);
  }
}
