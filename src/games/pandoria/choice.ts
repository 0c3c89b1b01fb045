/**
 * The choice tree is derived from one list per decision: every legal move together with the path of options that
 * leads to it. prompt() walks that list by prefix; apply() accepts a move only if it is on the list, so the
 * buttons and the rules can never disagree.
 */
import type { Prompt, PromptOption, PromptResult, Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import type { Move } from './types';

export interface Level {
  kind: Prompt['kind'];
  title: Text;
  option: PromptOption;
}

export interface LegalMove {
  levels: Level[];
  move: Move;
}

export const level = (kind: Prompt['kind'], title: string | Text, option: PromptOption): Level => ({
  kind,
  title: typeof title === 'string' ? tx(title) : title,
  option,
});

export const opt = (id: string, label: Text, extra: Omit<PromptOption, 'id' | 'label'> = {}): PromptOption => ({ id, label, ...extra });

const plainCellOpts = new Map<string, PromptOption>();

/** A board cell as an option, grouped by column so long lists fold (shared, frozen objects when without hint). */
export function cellOpt(cell: string, hint?: Text): PromptOption {
  if (hint) return { id: cell, label: tx('pan.cell', { cell }), group: cell[0], hint };
  let option = plainCellOpts.get(cell);
  if (!option) {
    option = Object.freeze({ id: cell, label: Object.freeze(tx('pan.cell', { cell })), group: cell[0] }) as PromptOption;
    plainCellOpts.set(cell, option);
  }
  return option;
}

/** Moves are flat objects of plain values: equal when they have the same keys with the same values. */
export function sameMove(a: Move, b: Move): boolean {
  if (a.t !== b.t) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const bb = b as Record<string, unknown>;
  const aa = a as Record<string, unknown>;
  return keys.every((key) => aa[key] === bb[key]);
}

/**
 * The moves a path leads to, by list and path: a path is walked again for every step taken, so each step filters
 * what the path without it matched instead of the whole list (hundreds of tile placements).
 */
const matchMemo = new WeakMap<readonly LegalMove[], Map<string, readonly LegalMove[]>>();

function matchingMoves(moves: readonly LegalMove[], path: readonly string[]): readonly LegalMove[] {
  if (path.length === 0) return moves;
  let byPath = matchMemo.get(moves);
  if (!byPath) {
    byPath = new Map();
    matchMemo.set(moves, byPath);
  }
  const key = path.join('\n');
  let matching = byPath.get(key);
  if (!matching) {
    const depth = path.length;
    const step = path[depth - 1];
    matching = matchingMoves(moves, path.slice(0, -1)).filter((m) => m.levels.length >= depth && m.levels[depth - 1].option.id === step);
    byPath.set(key, matching);
  }
  return matching;
}

export function walk(moves: readonly LegalMove[], path: readonly string[]): PromptResult<Move> | null {
  const matching = matchingMoves(moves, path);
  if (matching.length === 0) return null;
  const depth = path.length;
  // One pass: the first move the path completes, else the options one level deeper (their first-seen order).
  const options: PromptOption[] = [];
  const seen = new Set<string>();
  // Neighbouring moves often share the option object (one Level per cell or choice): seen without a set look-up.
  let last: PromptOption | null = null;
  for (const m of matching) {
    if (m.levels.length === depth) return { move: m.move };
    const option = m.levels[depth].option;
    if (option === last || seen.has(option.id)) continue;
    last = option;
    seen.add(option.id);
    options.push(option);
  }
  const first = matching[0].levels[depth];
  const prompt: Prompt = { kind: first.kind, title: first.title, options };
  if (first.kind === 'cell') prompt.highlight = options.map((o) => o.id).filter((id) => /^[A-P]\d+$/.test(id));
  return { prompt };
}
