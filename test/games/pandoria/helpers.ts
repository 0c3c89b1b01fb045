/**
 * Builders for hand-made Pandoria states. A test builds its state completely (mutating it freely) and only then
 * asks the engine, because the engine caches legal moves per state object.
 */
import type { GameOptions, Seat } from '../../../src/engine/types';
import { REALM_BY_ID } from '../../../data/pandoria/realms';
import { pandoria } from '../../../src/games/pandoria/engine';
import { sameMove } from '../../../src/games/pandoria/choice';
import { isLand, neighbours } from '../../../src/games/pandoria/geometry';
import { legalMoves } from '../../../src/games/pandoria/moves';
import { freshTurn } from '../../../src/games/pandoria/turn';
import type { Move, PandoriaState, RealmId, Terrain, TurnState, TurnStep } from '../../../src/games/pandoria/types';

const TERRAIN: Record<string, Terrain> = { F: 'forest', M: 'mountain', H: 'hills', C: 'city' };

/**
 * A fresh game with the board cleared down to the printed spaces, empty hands and building slots. Side A by
 * default, where realms have no abilities; realm tests pass variant 'b' and the realms.
 */
export function bareGame(options: GameOptions = {}, seats = 2, realms?: RealmId[]): PandoriaState {
  const s = pandoria.setup({ realms: 'unique', variant: 'a', ...options }, seats, 'helpers');
  for (const p of s.players) {
    p.hand = [];
    p.slots = p.slots.map(() => []);
  }
  for (const cell of Object.keys(s.land)) if (!s.land[cell].printed) delete s.land[cell];
  s.pieces = {};
  s.figures = {};
  s.closed = {};
  s.artifactsOn = {};
  s.events = [];
  s.lastPlaced = [];
  realms?.forEach((realm, seat) => {
    s.players[seat].realm = realm;
    if (s.options.variant === 'b') s.players[seat].slots = Array.from({ length: REALM_BY_ID.get(realm)?.slots ?? 5 }, () => []);
  });
  s.startSeat = 0;
  s.round = 2;
  return at(s, 0, 'place');
}

/** Lays terrain spaces: `{ H6: 'F1', H7: 'M2' }` = forest with 1 symbol, mountain with 2. */
export function lay(s: PandoriaState, spaces: Record<string, string>, tile = 'X'): PandoriaState {
  for (const [cell, code] of Object.entries(spaces)) s.land[cell] = { terrain: TERRAIN[code[0]], symbols: Number(code.slice(1)), tile: `${tile}${cell}` };
  return s;
}

export function castle(s: PandoriaState, cell: string, seat: Seat): PandoriaState {
  s.pieces[cell] = { kind: 'castle', seat };
  s.players[seat].castles -= 1;
  return s;
}

/** Puts a figure from the supply onto a space. */
export function put(s: PandoriaState, cell: string, seat: Seat, leader = false): PandoriaState {
  if (leader) s.players[seat].leader = false;
  else s.players[seat].workers -= 1;
  s.figures[cell] = { main: { seat, leader } };
  return s;
}

export function at(s: PandoriaState, seat: Seat, step: TurnStep, patch: Partial<TurnState> = {}): PandoriaState {
  s.active = seat;
  s.pending = [];
  s.picking = [];
  s.startTiles = [];
  s.turn = { ...freshTurn(step), ...patch };
  return s;
}

/** A copy with a new identity (safe to mutate after the engine looked at the original). */
export const copy = (s: PandoriaState): PandoriaState => JSON.parse(JSON.stringify(s)) as PandoriaState;

export const legal = (s: PandoriaState, seat: Seat = s.active): Move[] => legalMoves(s, seat).map((m) => m.move);
export const act = (s: PandoriaState, move: Move, seat: Seat = s.active): PandoriaState => pandoria.apply(s, seat, move);

/** Option ids the prompt offers after `path`. */
export function options(s: PandoriaState, path: string[] = [], seat: Seat = s.active): string[] {
  const result = pandoria.prompt(s, seat, path);
  return 'prompt' in result ? result.prompt.options.map((o) => o.id) : [];
}

export const hasMove = (s: PandoriaState, move: Move, seat: Seat = s.active): boolean => legal(s, seat).some((m) => sameMove(m, move));

export const keysOf = (s: PandoriaState): string[] => s.events.map((e) => e.key);

/** Closes the hole C10 with a castle (figure on it if asked) and runs the turn past step 4 (skipping it). */
export function closeC10(s: PandoriaState, figureOnCastle = false): PandoriaState {
  const seat = s.active;
  let after = act(s, { t: 'castle', cell: 'C10' });
  after = act(after, figureOnCastle ? { t: 'figure', cell: 'C10', leader: false } : { t: 'pass' });
  while (after.active === seat && (after.turn.step === 'action' || after.turn.step === 'extra') && after.pending.length === 0) {
    after = act(after, { t: 'skip' });
  }
  return after;
}

/** Lays `region` and walls every free land neighbour of it with `wall`, except the `hole` (left empty). */
export function walled(s: PandoriaState, region: Record<string, string>, wall: string, hole: string): PandoriaState {
  lay(s, region);
  for (const cell of Object.keys(region)) {
    for (const n of neighbours(cell)) {
      if (n !== hole && isLand(n) && !s.land[n] && !s.pieces[n]) lay(s, { [n]: wall });
    }
  }
  return s;
}

/** Seat 0 in step 4 with plenty of resources (10 of each), a small layout with a worker on H7, and these hand cards. */
export function caster(hand: string[]): PandoriaState {
  const s = bareGame();
  s.players[0].res = { crystal: 10, gold: 10, wood: 10 };
  s.players[0].hand = hand;
  lay(s, { H6: 'F1', H7: 'M1', H8: 'H1', H9: 'C1', I6: 'F1', I7: 'M1' });
  put(s, 'H7', 0);
  return at(s, 0, 'action');
}

/** Casts a spell card from the hand, without the alternative use. */
export const cast = (s: PandoriaState, card: string): PandoriaState => act(s, { t: 'spell', card, alt: null });

/**
 * Seat 0 (Humans, no hand cards) lays a tile and ransoms two workers from the Hanbok (seat 1): 2 gold and 1 wood are
 * there to take, and the Hanbok chooses what it seizes.
 */
export function ransomedTwoWorkers(): PandoriaState {
  const s = bareGame({ variant: 'b' }, 2, ['humans', 'hanbok']);
  lay(s, { H6: 'F1', H7: 'M1' });
  s.players[1].prisoners = [{ seat: 0, leader: false }, { seat: 0, leader: false }];
  s.players[0].workers -= 2;
  s.players[0].res = { crystal: 0, gold: 2, wood: 1 };
  s.players[1].res = { crystal: 0, gold: 0, wood: 0 };
  s.players[0].tiles = ['D01'];
  return act(act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'ransom', hanbok: 1, workers: 2, leader: false });
}
