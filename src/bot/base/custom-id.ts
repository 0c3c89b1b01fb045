import { createHash } from 'node:crypto';

/**
 * The custom_id codec. Every component the bot posts carries what its click means, so no state lives in the
 * process and a restart changes nothing. Grammar (all parts separated by ':'):
 *
 *   l:<game>:<join|leave|start|cancel|cpu-…>     lobby buttons (cpu-easy/normal/strong/remove: computer seats)
 *   c:<game>:<seat>                               lobby of an imported log: claim (or give up) a seat
 *   g:<game>:<version>:<play|status|log>         buttons under the public board
 *   p:<game>:<version>:<path>[~g<n>][~p<n>]       panel: show the decision at <path> (or apply, when <path> is a move)
 *   s:<game>:<version>:<path>[~g<n>]:<slot>       panel select menu: the chosen value is the next step after <path>
 *   G:<game>:<version>:<path>                     panel select menu of option groups: the value is the group index
 *   x:<game>:<version>                            panel Cancel
 *   u:<game>:<version>                            panel: take back my last step (own-undo.ts)
 *   v:<game>:<version>:<undo|abandon>:<y|n>       vote buttons
 *   r:<game>:<moves>:<f|p|n|l>                    /replay: show the board after <moves> moves (first/previous/next/last button)
 *   R:<game>                                      /replay select of rounds: the value is the number of moves to show
 *   m:<game>                                      "My hand / my board": the clicker's private view of that game (any time)
 *   t:<token>                                     any of the above, kept server-side because it would not fit
 *
 * <path> is the engine's step ids joined by '.'; steps must match SAFE_STEP. A custom_id longer than 100 characters,
 * or a path with other characters, is stored in the store under a token (a hash of its content) instead.
 */

export const MAX_CUSTOM_ID = 100;
const GAME_ID = /^[a-z0-9]{8}$/;
const VERSION = /^(0|[1-9][0-9]{0,8})$/;
const SAFE_STEP = /^[A-Za-z0-9_\-+=!*]{1,32}$/;
const TOKEN = /^[A-Za-z0-9_-]{16}$/;
const INDEX = /^(0|[1-9][0-9]{0,3})$/;

export type GameAction = 'play' | 'status' | 'log';
export type LobbyAction = 'join' | 'leave' | 'start' | 'cancel' | ComputerLobbyAction;
/** Add a computer seat of a level, or remove the last one (computer-seats.ts). */
export type ComputerLobbyAction = 'cpu-easy' | 'cpu-normal' | 'cpu-strong' | 'cpu-remove';
export type VoteTopic = 'undo' | 'abandon';
/** Which /replay button: the tag keeps custom_ids unique when two buttons lead to the same move. */
export type ReplayNav = 'f' | 'p' | 'n' | 'l';

/** Where a panel stands: the steps taken, and optionally an open option group or a page of a long list. */
export interface PanelView {
  path: string[];
  group?: number;
  page?: number;
}

export type ComponentId =
  | { kind: 'lobby'; game: string; action: LobbyAction }
  | { kind: 'seat'; game: string; seat: number }
  | { kind: 'game'; game: string; version: number; action: GameAction }
  | ({ kind: 'panel'; game: string; version: number } & PanelView)
  | { kind: 'pick'; game: string; version: number; path: string[]; group?: number; slot: number }
  | { kind: 'pickGroup'; game: string; version: number; path: string[] }
  | { kind: 'cancel'; game: string; version: number }
  | { kind: 'ownUndo'; game: string; version: number }
  | { kind: 'vote'; game: string; version: number; topic: VoteTopic; agree: boolean }
  | { kind: 'replay'; game: string; moves: number; nav: ReplayNav }
  | { kind: 'replayRound'; game: string }
  | { kind: 'mine'; game: string };

const GAME_ACTIONS: readonly GameAction[] = ['play', 'status', 'log'];
const LOBBY_ACTIONS: readonly LobbyAction[] = ['join', 'leave', 'start', 'cancel', 'cpu-easy', 'cpu-normal', 'cpu-strong', 'cpu-remove'];
const VOTE_TOPICS: readonly VoteTopic[] = ['undo', 'abandon'];
const REPLAY_NAVS: readonly ReplayNav[] = ['f', 'p', 'n', 'l'];

function pathText(path: readonly string[], group?: number, page?: number): string {
  let out = path.join('.');
  if (group !== undefined) out += `~g${group}`;
  if (page !== undefined) out += `~p${page}`;
  return out;
}

/** The inline form, or null when a step cannot travel inline. */
function inline(id: ComponentId): string | null {
  const paths = 'path' in id ? id.path : [];
  if (!paths.every((step) => typeof step === 'string' && SAFE_STEP.test(step))) return null;
  switch (id.kind) {
    case 'lobby':
      return `l:${id.game}:${id.action}`;
    case 'seat':
      return `c:${id.game}:${id.seat}`;
    case 'game':
      return `g:${id.game}:${id.version}:${id.action}`;
    case 'panel':
      return `p:${id.game}:${id.version}:${pathText(id.path, id.group, id.page)}`;
    case 'pick':
      return `s:${id.game}:${id.version}:${pathText(id.path, id.group)}:${id.slot}`;
    case 'pickGroup':
      return `G:${id.game}:${id.version}:${pathText(id.path)}`;
    case 'cancel':
      return `x:${id.game}:${id.version}`;
    case 'ownUndo':
      return `u:${id.game}:${id.version}`;
    case 'vote':
      return `v:${id.game}:${id.version}:${id.topic}:${id.agree ? 'y' : 'n'}`;
    case 'replay':
      return `r:${id.game}:${id.moves}:${id.nav}`;
    case 'replayRound':
      return `R:${id.game}`;
    case 'mine':
      return `m:${id.game}`;
  }
}

/** A token for a component id that is kept server-side: stable for the same content. */
function tokenFor(id: ComponentId): string {
  return createHash('sha256').update(JSON.stringify(id)).digest('base64url').slice(0, 16);
}

/**
 * Encodes a component id. Returns the custom_id and, when it had to be kept server-side, the token the caller
 * must store (key = token, value = the id) before posting the component.
 */
export function encodeComponentId(id: ComponentId): { customId: string; stash?: { token: string; id: ComponentId } } {
  const text = inline(id);
  if (text !== null && text.length <= MAX_CUSTOM_ID) return { customId: text };
  const token = tokenFor(id);
  return { customId: `t:${token}`, stash: { token, id } };
}

function parseIndex(text: string | undefined): number | null {
  return text !== undefined && INDEX.test(text) ? Number(text) : null;
}

/** Parses `<path>[~g<n>][~p<n>]`; null when garbled. */
function parsePanelPath(text: string): PanelView | null {
  const [pathPart, ...modifiers] = text.split('~');
  const path = pathPart === '' ? [] : pathPart.split('.');
  if (!path.every((step) => SAFE_STEP.test(step))) return null;
  const view: PanelView = { path };
  for (const modifier of modifiers) {
    const n = parseIndex(modifier.slice(1));
    if (n === null) return null;
    if (modifier[0] === 'g' && view.group === undefined && view.page === undefined) view.group = n;
    else if (modifier[0] === 'p' && view.page === undefined) view.page = n;
    else return null;
  }
  return view;
}

export type ParsedCustomId = { ok: true; id: ComponentId } | { ok: true; token: string } | { ok: false };

/** Strictly parses a custom_id. Anything that does not match the grammar exactly is rejected. */
export function parseCustomId(customId: string): ParsedCustomId {
  if (customId.length === 0 || customId.length > MAX_CUSTOM_ID) return { ok: false };
  return parseAnyLength(customId);
}

function parseAnyLength(customId: string): ParsedCustomId {
  const fail: ParsedCustomId = { ok: false };
  const parts = customId.split(':');
  const [kind, game] = parts;
  if (kind === 't') return parts.length === 2 && TOKEN.test(game) ? { ok: true, token: game } : fail;
  if (!GAME_ID.test(game ?? '')) return fail;
  if (kind === 'l') {
    const action = parts[2] as LobbyAction;
    return parts.length === 3 && LOBBY_ACTIONS.includes(action) ? { ok: true, id: { kind: 'lobby', game, action } } : fail;
  }
  if (kind === 'c') {
    const seat = parseIndex(parts[2]);
    return parts.length === 3 && seat !== null ? { ok: true, id: { kind: 'seat', game, seat } } : fail;
  }
  if (kind === 'R') return parts.length === 2 ? { ok: true, id: { kind: 'replayRound', game } } : fail;
  if (kind === 'm') return parts.length === 2 ? { ok: true, id: { kind: 'mine', game } } : fail;
  if (!VERSION.test(parts[2] ?? '')) return fail;
  const version = Number(parts[2]);
  switch (kind) {
    case 'g': {
      const action = parts[3] as GameAction;
      return parts.length === 4 && GAME_ACTIONS.includes(action) ? { ok: true, id: { kind: 'game', game, version, action } } : fail;
    }
    case 'p': {
      const view = parts.length === 4 ? parsePanelPath(parts[3]) : null;
      return view ? { ok: true, id: { kind: 'panel', game, version, ...view } } : fail;
    }
    case 's': {
      const view = parts.length === 5 ? parsePanelPath(parts[3]) : null;
      const slot = parseIndex(parts[4]);
      if (!view || view.page !== undefined || slot === null) return fail;
      const id: ComponentId = { kind: 'pick', game, version, path: view.path, slot };
      if (view.group !== undefined) id.group = view.group;
      return { ok: true, id };
    }
    case 'G': {
      const view = parts.length === 4 ? parsePanelPath(parts[3]) : null;
      if (!view || view.group !== undefined || view.page !== undefined) return fail;
      return { ok: true, id: { kind: 'pickGroup', game, version, path: view.path } };
    }
    case 'x':
      return parts.length === 3 ? { ok: true, id: { kind: 'cancel', game, version } } : fail;
    case 'u':
      return parts.length === 3 ? { ok: true, id: { kind: 'ownUndo', game, version } } : fail;
    case 'v': {
      const topic = parts[3] as VoteTopic;
      if (parts.length !== 5 || !VOTE_TOPICS.includes(topic) || !['y', 'n'].includes(parts[4])) return fail;
      return { ok: true, id: { kind: 'vote', game, version, topic, agree: parts[4] === 'y' } };
    }
    case 'r': {
      const nav = parts[3] as ReplayNav;
      return parts.length === 4 && REPLAY_NAVS.includes(nav) ? { ok: true, id: { kind: 'replay', game, moves: version, nav } } : fail;
    }
    default:
      return fail;
  }
}

/** Checks the shape of an id loaded from the store (it went through JSON; trust nothing). */
export function isComponentId(value: unknown): value is ComponentId {
  if (typeof value !== 'object' || value === null) return false;
  const path: unknown = (value as { path?: unknown }).path;
  if (path !== undefined && !(Array.isArray(path) && path.every((step) => typeof step === 'string'))) return false;
  const encoded = inline(value as ComponentId);
  if (encoded !== null) {
    const parsed = parseAnyLength(encoded);
    return parsed.ok && 'id' in parsed && inline(parsed.id) === encoded;
  }
  // Stored because a step had unsafe characters: check the fields by hand.
  const id = value as Record<string, unknown>;
  const optionalIndex = (field: unknown) => field === undefined || (Number.isInteger(field) && (field as number) >= 0);
  return (
    optionalIndex(id.group) &&
    optionalIndex(id.page) &&
    optionalIndex(id.slot) &&
    typeof id.game === 'string' &&
    GAME_ID.test(id.game) &&
    typeof id.version === 'number' &&
    Array.isArray(id.path) &&
    id.path.every((step) => typeof step === 'string' && step.length > 0 && step.length <= 64) &&
    ['panel', 'pick', 'pickGroup'].includes(String(id.kind))
  );
}

/** A new game record id: 8 characters of [a-z0-9]. */
export function isGameRecordId(text: string): boolean {
  return GAME_ID.test(text);
}
