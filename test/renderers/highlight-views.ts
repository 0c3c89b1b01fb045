/** Public views of seeded games together with a real prompt's highlighted cells, for the highlight picture tests. */
import type { AnyEngine, Prompt } from '../../src/engine/types';

/** The first prompt with highlighted cells within `depth` steps of the awaited seat's choice tree, or null. */
export function highlightedPrompt(engine: AnyEngine, state: unknown, depth = 3): Prompt | null {
  const [seat] = engine.awaiting(state);
  if (seat === undefined) return null;
  const search = (path: string[]): Prompt | null => {
    const result = engine.prompt(state, seat, path);
    if (!('prompt' in result)) return null;
    if ((result.prompt.highlight?.length ?? 0) > 0) return result.prompt;
    if (path.length >= depth) return null;
    for (const option of result.prompt.options) {
      const found = search([...path, option.id]);
      if (found) return found;
    }
    return null;
  };
  return search([]);
}

/** The public view and highlighted cells of the first state at or after `from` whose awaited seat is asked for cells. */
export function viewWithHighlight(engine: AnyEngine, states: readonly unknown[], from = 0): { view: unknown; highlight: string[] } {
  for (let i = from; i < states.length; i++) {
    const prompt = highlightedPrompt(engine, states[i]);
    if (prompt?.highlight) return { view: engine.view(states[i], null), highlight: [...prompt.highlight] };
  }
  throw new Error('no state asks for cells');
}
