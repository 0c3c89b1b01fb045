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
export const choice = (id: string, label: Text, then: () => Node, extra: Partial<PromptOption> = {}): Choice => ({
  opt: { id, label, ...extra },
  then,
});
