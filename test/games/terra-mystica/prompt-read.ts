/** The choice tree read as a player reads it: each prompt and option rendered in English, with its id and extras. */
import type { Prompt, Seat } from '../../../src/engine/types';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';

export function promptAt(state: TmState, seat: Seat, path: string[] = []): Prompt {
  const result = terraMystica.prompt(state, seat, path);
  if (!('prompt' in result)) throw new Error(`a move, not a prompt, at [${path.join(',')}]`);
  return result.prompt;
}

export function moveAt(state: TmState, seat: Seat, path: string[]): TmMove {
  const result = terraMystica.prompt(state, seat, path);
  if (!('move' in result)) throw new Error(`a prompt, not a move, at [${path.join(',')}]`);
  return result.move;
}

/** "kind: title" of the prompt at `path`, in English. */
export function titleAt(state: TmState, seat: Seat, path: string[] = []): string {
  const prompt = promptAt(state, seat, path);
  return `${prompt.kind}: ${t('en', prompt.title)}`;
}

/** One line per option: "id: label (hint) [tone] {group}", in English, extras only where set. */
export function optionsAt(state: TmState, seat: Seat, path: string[] = []): string[] {
  return promptAt(state, seat, path).options.map(
    (o) =>
      `${o.id}: ${t('en', o.label)}` +
      (o.hint ? ` (${t('en', o.hint)})` : '') +
      (o.tone ? ` [${o.tone}]` : '') +
      (o.group ? ` {${o.group}}` : ''),
  );
}

/** The option ids at `path`, in order. */
export const idsAt = (state: TmState, seat: Seat, path: string[] = []): string[] => promptAt(state, seat, path).options.map((o) => o.id);
