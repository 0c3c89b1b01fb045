import type { AnyEngine, Prompt, PromptOption, Seat, Text } from '../../engine/types';

export type WalkResult =
  | { ok: true; prompt: Prompt; chosen: Text[]; sole: boolean[] }
  | { ok: true; move: unknown; chosen: Text[]; sole: boolean[] }
  | { ok: false };

/** A walk that ended at a decision (not at a finished move). */
export type PromptWalk = Extract<WalkResult, { prompt: Prompt }>;

/** More steps than any choice tree has in a row without a real decision; a guard against a looping engine. */
const MAX_SOLE_STEPS = 16;

/**
 * Whether a decision is no decision at all: exactly one option, and it neither confirms (a 'confirm' prompt asks
 * the player on purpose) nor is marked risky (the warning must be seen). Such a step is taken by the bot when it
 * only leads on to a further decision; a step that finishes a move always waits for the player's click.
 */
export function isSoleStep(prompt: Prompt): boolean {
  return prompt.kind !== 'confirm' && prompt.options.length === 1 && prompt.options[0].tone !== 'danger';
}

/**
 * Follows a path through the engine's choice tree, checking every step against the options the engine offered
 * at that point: a custom_id can be forged, so a step the engine did not offer is refused here, never passed on.
 * Returns the decision at the end of the path (or the finished move), the labels of the steps taken and, per step,
 * whether it was a sole step (see isSoleStep).
 */
export function walkPath(engine: AnyEngine, state: unknown, seat: Seat, path: readonly string[]): WalkResult {
  const chosen: Text[] = [];
  const sole: boolean[] = [];
  try {
    for (let depth = 0; depth <= path.length; depth++) {
      const result = engine.prompt(state, seat, path.slice(0, depth));
      if ('move' in result) return depth === path.length ? { ok: true, move: result.move, chosen, sole } : { ok: false };
      if (depth === path.length) return { ok: true, prompt: result.prompt, chosen, sole };
      const option = result.prompt.options.find((candidate) => candidate.id === path[depth]);
      if (!option) return { ok: false };
      chosen.push(option.label);
      sole.push(isSoleStep(result.prompt));
    }
  } catch {
    // An engine may throw on a path it never offered; that is a refused click, not a crash.
    return { ok: false };
  }
  return { ok: false };
}

/**
 * From a decision, takes every following sole step that leads on to another decision, so the player never clicks
 * the only option of a menu. Stops before a step that would finish a move: a move is only ever made by a click.
 */
export function advanceSoleSteps(engine: AnyEngine, state: unknown, seat: Seat, path: readonly string[], walk: PromptWalk): { path: string[]; walk: PromptWalk } {
  let at = { path: [...path], walk };
  for (let taken = 0; taken < MAX_SOLE_STEPS && isSoleStep(at.walk.prompt); taken++) {
    const only = at.walk.prompt.options[0];
    const next = [...at.path, only.id];
    let result;
    try {
      result = engine.prompt(state, seat, next);
    } catch {
      break;
    }
    if (!('prompt' in result)) break;
    at = { path: next, walk: { ok: true, prompt: result.prompt, chosen: [...at.walk.chosen, only.label], sole: [...at.walk.sole, true] } };
  }
  return at;
}

/**
 * After a player's forward click: when every step left to a move is a sole step (the sole steps that lead on, then
 * one last sole option that finishes the move: "Slot 1 (empty)"), the path of that move with the move it leads to —
 * the player's click already decided it, so the bot plays it without asking for the formality. Null when a real
 * decision (or a confirm, or a risky option) is still ahead. Never used when a panel is merely opened: a move is only
 * made after a click.
 */
export function soleMovePath(engine: AnyEngine, state: unknown, seat: Seat, path: readonly string[], walk: PromptWalk): { path: string[]; move: unknown } | null {
  const at = advanceSoleSteps(engine, state, seat, path, walk);
  if (!isSoleStep(at.walk.prompt)) return null;
  const next = [...at.path, at.walk.prompt.options[0].id];
  try {
    const result = engine.prompt(state, seat, next);
    return 'move' in result ? { path: next, move: result.move } : null;
  } catch {
    return null;
  }
}

/**
 * Where Back leads from a panel at `path`: to the last decision the player made, skipping the sole steps the bot
 * took (going back to one of those would take it again at once). Null when the player decided nothing yet.
 */
export function backPath(path: readonly string[], sole: readonly boolean[]): string[] | null {
  for (let step = path.length - 1; step >= 0; step--) if (sole[step] !== true) return path.slice(0, step);
  return null;
}

/** The option groups of a prompt in first-seen order, or null when not every option names a group. */
export function optionGroups(options: readonly PromptOption[]): string[] | null {
  if (options.length === 0 || options.some((option) => option.group === undefined)) return null;
  return [...new Set(options.map((option) => option.group as string))];
}

/** The select value (or button step) that stands for two steps at once: an action and its target. */
export function pairStep(first: string, second: string): string {
  return JSON.stringify([first, second]);
}

/** The steps a panel value stands for: the two of a pair (see pairStep), else the value itself. */
export function stepsOf(value: string): string[] {
  if (!value.startsWith('["')) return [value];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((step) => typeof step === 'string')) return parsed as string[];
  } catch {
    // Not a pair: an engine's own step that happens to start like one.
  }
  return [value];
}

/** A target list longer than one select menu is never merged. */
const TARGETS_MAX = 25;

/**
 * One click less per action: a plain decision ("which action?") whose options lead on to a choice of a target (a
 * cell or a card) shows those targets at once, each entry an action and its target ("Upgrade › H8", value
 * pairStep), grouped by action; options whose next step is anything else (an amount, a confirm, another plain
 * choice, a finished move) stay as they are. Smaller target lists are merged first, as long as the whole decision
 * still `fits` one panel. Null when nothing merges (the decision is shown as it is).
 * `lookAheadFailed` hears of an offered option whose next step the engine could not compute.
 */
export function mergeTargets(
  engine: AnyEngine,
  state: unknown,
  seat: Seat,
  path: readonly string[],
  prompt: Prompt,
  groupName: (label: Text) => string,
  fits: (options: readonly PromptOption[]) => boolean,
  lookAheadFailed: (optionId: string, error: unknown) => void = () => undefined,
): Prompt | null {
  // A choice of actions, or of cells whose next step is another cell ("move which figure?" › "where to?").
  if (prompt.kind !== 'choice' && prompt.kind !== 'cell') return null;
  const targets = new Map<string, Prompt>();
  for (const option of prompt.options) {
    if (option.tone === 'danger') continue;
    try {
      const next = engine.prompt(state, seat, [...path, option.id]);
      if (!('prompt' in next)) continue;
      const leadsOn = prompt.kind === 'choice' ? next.prompt.kind === 'cell' || next.prompt.kind === 'card' : next.prompt.kind === 'cell';
      if (leadsOn && next.prompt.options.length <= TARGETS_MAX) targets.set(option.id, next.prompt);
    } catch (error) {
      // An option the engine offered but cannot look past is an engine bug: reported, and the option stays a step of
      // its own so the player can still take it.
      lookAheadFailed(option.id, error);
    }
  }
  const entries = (merged: ReadonlySet<string>): PromptOption[] =>
    prompt.options.flatMap((option) => {
      const group = groupName(option.label);
      const target = merged.has(option.id) ? targets.get(option.id) : undefined;
      if (!target) return [{ ...option, group }];
      return target.options.map((sub) => ({
        id: pairStep(option.id, sub.id),
        label: { key: 'bot.panel.merged', params: { action: option.label, target: sub.label } },
        ...(sub.hint ? { hint: sub.hint } : {}),
        ...(sub.tone ? { tone: sub.tone } : {}),
        group,
      }));
    });
  const merged = new Set<string>();
  for (const [id] of [...targets].sort((a, b) => a[1].options.length - b[1].options.length)) {
    const more = new Set([...merged, id]);
    if (!fits(entries(more))) break;
    merged.add(id);
  }
  if (merged.size === 0) return null;
  const highlight = [...new Set([...(prompt.highlight ?? []), ...[...merged].flatMap((id) => targets.get(id)?.highlight ?? [])])];
  return { ...prompt, options: entries(merged), ...(highlight.length > 0 ? { highlight } : {}) };
}
