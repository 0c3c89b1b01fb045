/** The choice tree's building blocks: a node is a finished move or a menu whose choices lead on. */
import type { Prompt, PromptOption, Text } from '../../engine/types';
import type { TmMove } from './types';

export interface Choice {
  opt: PromptOption;
  /** Builds the node the choice leads to (follow calls it once). */
  build: () => Node;
  /** That node, once built. */
  built: Node | undefined;
}
export type Node = { move: TmMove } | { prompt: Omit<Prompt, 'options'>; choices: Choice[] };

export const leaf = (move: TmMove): Node => ({ move });
export const menu = (kind: Prompt['kind'], title: Text, choices: Choice[], highlight?: string[]): Node => ({
  prompt: highlight ? { kind, title, highlight } : { kind, title },
  choices,
});
/**
 * A choice holds the function that builds its node and the node once built (no memo closure per option: under tsx,
 * esbuild's keepNames names a closure written as `then: () => …` with Object.defineProperty each time one is made).
 */
export const choice = (id: string, label: Text, build: () => Node, extra?: Partial<PromptOption>): Choice => ({
  opt: extra ? { id, label, ...extra } : { id, label },
  build,
  built: undefined,
});

/** The node `c` leads to, built on the first walk through it only: a path is walked again from the root for every step. */
export function follow(c: Choice): Node {
  return (c.built ??= c.build());
}
