/**
 * Resources and points. Tracks run 0–cap (10, Fairies 8); what goes over the cap converts at 1 point per 3 (or a
 * building's better rate) once per gain event — several regions of one scoring are one event [seed].
 */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import { REALM_BY_ID } from '../../../data/pandoria/realms';
import { OVERFLOW_PER_POINT, RESOURCE_CAP } from '../../../data/pandoria/components';
import { RESOURCES, type Resource, type ResourceAmounts } from '../../../data/pandoria/terrain';
import { effectsOf, hasEffect, marketRate } from './buildings';
import type { PandoriaState, PointSource } from './types';

export const capOf = (s: PandoriaState, seat: Seat): number => {
  const realm = s.players[seat].realm;
  return realm ? (REALM_BY_ID.get(realm)?.cap ?? RESOURCE_CAP) : RESOURCE_CAP;
};

export function addPoints(s: PandoriaState, seat: Seat, points: number, source: PointSource): void {
  if (points === 0) return;
  const player = s.players[seat];
  player.score += points;
  player.points[source] = (player.points[source] ?? 0) + points;
}

/** Points for `amount` of a resource at the best rate the player has: 1 per 3, or a Lumberyard/Repository/Vault. */
export function conversionPoints(s: PandoriaState, seat: Seat, resource: Resource, amount: number): number {
  let best = Math.floor(amount / OVERFLOW_PER_POINT);
  for (const e of effectsOf(s, seat)) {
    if (e.kind === 'rate' && e.resource === resource) best = Math.max(best, e.points * Math.floor(amount / e.per));
  }
  return best;
}

/** Adds resources as one gain event; the excess over the cap becomes points (Storehouse: +1 per resource). */
export function gain(s: PandoriaState, seat: Seat, amounts: Partial<ResourceAmounts>): void {
  const player = s.players[seat];
  const cap = capOf(s, seat);
  for (const resource of RESOURCES) {
    const add = amounts[resource] ?? 0;
    if (add <= 0) continue;
    const total = player.res[resource] + add;
    if (total <= cap) {
      player.res[resource] = total;
      continue;
    }
    const over = total - Math.max(cap, player.res[resource]);
    player.res[resource] = Math.max(cap, player.res[resource]);
    const points = conversionPoints(s, seat, resource, over);
    addPoints(s, seat, points, 'overflow');
    s.events.push(tx('pan.ev.overflow', { seat: seatRef(seat), res: tx(`pan.res.${resource}`), n: over, points }));
    if (hasEffect(s, seat, 'storehouse')) addPoints(s, seat, 1, 'storehouse');
  }
}

/** Sets one resource (Conjure, Poorhouse), never above the cap. */
export function setResource(s: PandoriaState, seat: Seat, resource: Resource, value: number): void {
  s.players[seat].res[resource] = Math.min(value, capOf(s, seat));
}

/**
 * Ways to pay `amount` of `resource`: null = directly; another resource = the Market building, after the needed
 * resource went down to 0, covers the rest at its rate. Empty when the player cannot pay.
 */
export function payWays(s: PandoriaState, seat: Seat, resource: Resource, amount: number): (Resource | null)[] {
  const res = s.players[seat].res;
  if (res[resource] >= amount) return [null];
  const rate = marketRate(s, seat);
  if (rate === null) return [];
  const rest = (amount - res[resource]) * rate;
  return RESOURCES.filter((other) => other !== resource && res[other] >= rest);
}

export function pay(s: PandoriaState, seat: Seat, resource: Resource, amount: number, alt: Resource | null): void {
  const res = s.players[seat].res;
  if (alt === null || res[resource] >= amount) {
    if (res[resource] < amount) throw new Error(`cannot pay ${amount} ${resource}`);
    res[resource] -= amount;
    return;
  }
  const rate = marketRate(s, seat) ?? Infinity;
  const rest = (amount - res[resource]) * rate;
  if (res[alt] < rest) throw new Error(`cannot pay ${rest} ${alt}`);
  res[resource] = 0;
  res[alt] -= rest;
}
