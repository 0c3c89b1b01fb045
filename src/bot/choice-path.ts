import type { AnyEngine, Prompt, PromptOption, Seat, Text } from '../engine/types';

export type WalkResult =
  | { ok: true; prompt: Prompt; chosen: Text[] }
  | { ok: true; move: unknown; chosen: Text[] }
  | { ok: false };

/**
 * Follows a path through the engine's choice tree, checking every step against the options the engine offered
 * at that point: a custom_id can be forged, so a step the engine did not offer is refused here, never passed on.
 * Returns the decision at the end of the path (or the finished move) and the labels of the steps taken.
 */
export function walkPath(engine: AnyEngine, state: unknown, seat: Seat, path: readonly string[]): WalkResult {
  const chosen: Text[] = [];
  try {
    for (let depth = 0; depth <= path.length; depth++) {
      const result = engine.prompt(state, seat, path.slice(0, depth));
      if ('move' in result) return depth === path.length ? { ok: true, move: result.move, chosen } : { ok: false };
      if (depth === path.length) return { ok: true, prompt: result.prompt, chosen };
      const option = result.prompt.options.find((candidate) => candidate.id === path[depth]);
      if (!option) return { ok: false };
      chosen.push(option.label);
    }
  } catch {
    // An engine may throw on a path it never offered; that is a refused click, not a crash.
    return { ok: false };
  }
  return { ok: false };
}

/** The option groups of a prompt in first-seen order, or null when not every option names a group. */
export function optionGroups(options: readonly PromptOption[]): string[] | null {
  if (options.length === 0 || options.some((option) => option.group === undefined)) return null;
  return [...new Set(options.map((option) => option.group as string))];
}
