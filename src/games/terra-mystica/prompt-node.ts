/** The choice tree's building blocks: a node is a finished move or a menu whose choices lead on. */
import type { Prompt, PromptOption, Text } from '../../engine/types';
import type { TmMove } from './types';

export interface Choice {
  opt: PromptOption;
  then: () => Node;
}
export type Node = { move: TmMove } | { prompt: Omit<Prompt, 'options'>; choices: Choice[] };

export const leaf = (move: TmMove): Node => ({ move });
export const menu = (kind: Prompt['kind'], title: Text, choices: Choice[], highlight?: string[]): Node => ({
  prompt: highlight ? { kind, title, highlight } : { kind, title },
  choices,
});
/**
 * `make`, run on the first call only; later calls return its first result. The closure is returned unnamed on purpose:
 * tsx (esbuild keepNames) would give a closure written as `then: () => …` its name with Object.defineProperty each
 * time one is made, which cost about a third of a random playout's time.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The node a choice leads to is built once: a path is walked again from the root for every step taken. */
export const choice = (id: string, label: Text, then: () => Node, extra?: Partial<PromptOption>): Choice => ({
  opt: extra ? { id, label, ...extra } : { id, label },
  then: once(then),
});
