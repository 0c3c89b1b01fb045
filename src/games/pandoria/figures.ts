/**
 * Figures: the supply, placing and taking back, the leader rule, and the Spirits' haunting figure that shares a
 * space with its host [seed].
 */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import { LAND_CELLS, SHIP_CELLS } from './geometry';
import { isFamily } from './options';
import type { Figure, PandoriaState } from './types';

export const realmIs = (s: PandoriaState, seat: Seat, realm: string): boolean =>
  s.options.variant === 'b' && s.players[seat].realm === realm;

/** The leader goes on last, unless the Humans (side B) or the family version say otherwise [seed]. */
export function mayPlaceLeader(s: PandoriaState, seat: Seat): boolean {
  const player = s.players[seat];
  if (!player.leader) return false;
  return player.workers === 0 || realmIs(s, seat, 'humans') || isFamily(s.options);
}

/** Which figures the player may place now: false = a worker, true = the leader. */
export function placeableKinds(s: PandoriaState, seat: Seat): boolean[] {
  const out: boolean[] = [];
  if (s.players[seat].workers > 0) out.push(false);
  if (mayPlaceLeader(s, seat)) out.push(true);
  return out;
}

/** A terrain space a figure may go onto: unoccupied and in an open region (spell placements, moves). */
export const isOpenSpace = (s: PandoriaState, cell: string): boolean =>
  s.land[cell] !== undefined && !s.closed[cell] && s.figures[cell] === undefined;

/** Open spaces anywhere (Muster, Teleport targets): never ships or castles [seed]. */
export const openSpaces = (s: PandoriaState): string[] => LAND_CELLS.filter((cell) => isOpenSpace(s, cell));

export const freeShips = (s: PandoriaState): string[] => SHIP_CELLS.filter((cell) => s.figures[cell] === undefined);

export function takeFromSupply(s: PandoriaState, seat: Seat, leader: boolean): void {
  const player = s.players[seat];
  if (leader) {
    if (!player.leader) throw new Error('leader not in supply');
    player.leader = false;
  } else {
    if (player.workers <= 0) throw new Error('no worker in supply');
    player.workers -= 1;
  }
}

export function returnToSupply(s: PandoriaState, figure: Figure): void {
  const player = s.players[figure.seat];
  if (figure.leader) player.leader = true;
  else player.workers += 1;
}

/** Whether a Spirits figure haunts this player already (in his supply or on the board) [seed]. */
export function isHaunted(s: PandoriaState, seat: Seat): boolean {
  if (s.players[seat].haunt) return true;
  for (const occupant of Object.values(s.figures)) if (occupant.spirit && occupant.main.seat === seat) return true;
  return false;
}

/**
 * Puts a figure from the supply onto a space. A waiting haunting figure comes along from the round after the
 * haunting on (it must go with the player's next placement) [seed].
 */
export function placeFigure(s: PandoriaState, seat: Seat, cell: string, leader: boolean): void {
  takeFromSupply(s, seat, leader);
  s.figures[cell] = { main: { seat, leader } };
  const haunt = s.players[seat].haunt;
  if (haunt && haunt.round < s.round) {
    s.figures[cell].spirit = { seat: haunt.by, leader: haunt.leader };
    s.players[seat].haunt = null;
    s.events.push(tx('pan.ev.hauntPlaced', { seat: seatRef(haunt.by), host: seatRef(seat), cell }));
  }
}

/** The host leaves its space by an action or spell: the haunting figure goes back to its owner [seed]. */
function releaseSpirit(s: PandoriaState, cell: string): void {
  const spirit = s.figures[cell]?.spirit;
  if (!spirit) return;
  returnToSupply(s, spirit);
  delete s.figures[cell].spirit;
  s.events.push(tx('pan.ev.hauntFreed', { seat: seatRef(spirit.seat), cell }));
}

/** Where a player's own figures are that he may take back: board spaces (also haunting ones) and Goblin posts. */
export function ownFigureSpots(s: PandoriaState, seat: Seat): string[] {
  const out: string[] = [];
  for (const [cell, occupant] of Object.entries(s.figures)) {
    if (occupant.main.seat === seat || occupant.spirit?.seat === seat) out.push(cell);
  }
  s.players[seat].goblin.forEach((post) => out.push(goblinSpot(post.owner, post.slot)));
  return out;
}

export const goblinSpot = (owner: Seat, slot: number): string => `g${owner}${slot}`;

/** Takes one of the player's figures back into his supply (step 3, Flee). */
export function takeBack(s: PandoriaState, seat: Seat, from: string): void {
  if (from.startsWith('g')) {
    const owner = Number(from[1]);
    const slot = Number(from[2]);
    const posts = s.players[seat].goblin;
    const index = posts.findIndex((post) => post.owner === owner && post.slot === slot);
    if (index < 0) throw new Error(`no goblin figure at ${from}`);
    returnToSupply(s, { seat, leader: posts[index].leader });
    posts.splice(index, 1);
    return;
  }
  const occupant = s.figures[from];
  if (occupant?.spirit?.seat === seat) {
    returnToSupply(s, occupant.spirit);
    delete occupant.spirit;
    return;
  }
  if (occupant?.main.seat !== seat) throw new Error(`no own figure at ${from}`);
  releaseSpirit(s, from);
  returnToSupply(s, occupant.main);
  delete s.figures[from];
}

/** Moves a player's main figure (Teleport, Elves): its haunting figure stays behind and goes home [seed]. */
export function moveFigure(s: PandoriaState, from: string, to: string): void {
  const occupant = s.figures[from];
  if (!occupant) throw new Error(`no figure at ${from}`);
  releaseSpirit(s, from);
  delete s.figures[from];
  s.figures[to] = { main: occupant.main };
}

/** Own main figures on the board (not haunting ones): Teleport may move these, not a haunting figure [seed]. */
export const ownMainCells = (s: PandoriaState, seat: Seat): string[] =>
  Object.entries(s.figures)
    .filter(([, occupant]) => occupant.main.seat === seat)
    .map(([cell]) => cell);
