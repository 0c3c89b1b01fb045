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
export interface Menu {
  prompt: Omit<Prompt, 'options'>;
  choices: Choice[];
  /** The prompt as shown, made on the first visit: a path is walked again from the root for every step. */
  shown: Prompt | undefined;
}
export type Node = { move: TmMove } | Menu;

export const leaf = (move: TmMove): Node => ({ move });
export const menu = (kind: Prompt['kind'], title: Text, choices: Choice[], highlight?: string[]): Node => ({
  prompt: highlight ? { kind, title, highlight } : { kind, title },
  choices,
  shown: undefined,
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

/** The prompt a menu shows: its question with its choices' options, made once per menu (callers only read it). */
export function shownPrompt(node: Menu): Prompt {
  return (node.shown ??= promptOf(node));
}

/** Written out as literals (a spread of the question cost more than the rest of the walk's step). */
function promptOf(node: Menu): Prompt {
  const { kind, title, highlight } = node.prompt;
  const options: PromptOption[] = new Array<PromptOption>(node.choices.length);
  for (let i = 0; i < options.length; i++) options[i] = node.choices[i].opt;
  return highlight ? { kind, title, highlight, options } : { kind, title, options };
}

/** The choice with option id `id`, or undefined. */
export function choiceById(node: Menu, id: string): Choice | undefined {
  for (const c of node.choices) if (c.opt.id === id) return c;
  return undefined;
}
