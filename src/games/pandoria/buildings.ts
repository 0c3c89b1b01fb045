/**
 * Which buildings a player can use and what they do: the visible top card of each own slot, plus (Goblins) other
 * players' buildings with a Goblin figure on them [seed]. Monuments have no effect.
 */
import type { Seat } from '../../engine/types';
import { BUILDINGS, CARD_BY_ID, type BuildingEffect, type BuildingName, type BuildingSpec, type CardSpec } from '../../../data/pandoria/cards';
import type { PandoriaState, SlotItem } from './types';

export interface VisibleBuilding {
  card: CardSpec;
  spec: BuildingSpec;
  owner: Seat;
  slot: number;
}

export const cardSpec = (id: string): CardSpec => {
  const card = CARD_BY_ID.get(id);
  if (!card) throw new Error(`unknown card ${id}`);
  return card;
};

export const topOf = (slot: readonly SlotItem[]): SlotItem | undefined => slot[slot.length - 1];

/** The building showing on `slot` of `owner`, or null (empty slot or a monument). */
export function buildingAt(s: PandoriaState, owner: Seat, slot: number): VisibleBuilding | null {
  const top = topOf(s.players[owner].slots[slot] ?? []);
  if (!top || !('card' in top)) return null;
  const card = cardSpec(top.card);
  return { card, spec: BUILDINGS[card.building], owner, slot };
}

/** Own visible buildings. */
export function ownBuildings(s: PandoriaState, seat: Seat): VisibleBuilding[] {
  const out: VisibleBuilding[] = [];
  s.players[seat].slots.forEach((_, slot) => {
    const building = buildingAt(s, seat, slot);
    if (building) out.push(building);
  });
  return out;
}

/** Buildings whose effects the player uses: own ones and those a Goblin figure of his occupies. */
export function usedBuildings(s: PandoriaState, seat: Seat): VisibleBuilding[] {
  const out = ownBuildings(s, seat);
  for (const post of s.players[seat].goblin) {
    const building = buildingAt(s, post.owner, post.slot);
    if (building) out.push(building);
  }
  return out;
}

/** The effect of the building showing on `slot` of `owner`, or null: buildingAt without making its record. */
function effectAt(s: PandoriaState, owner: Seat, slot: number): BuildingEffect | null {
  const stack = s.players[owner].slots[slot];
  const top = stack === undefined ? undefined : topOf(stack);
  if (!top || !('card' in top)) return null;
  return BUILDINGS[cardSpec(top.card).building].effect;
}

/**
 * The effects of usedBuildings but the own building on `skipOwnSlot`, in the same order (the cost and income rules ask
 * this many times per move, so no building records are made for it).
 */
export function effectsOf(s: PandoriaState, seat: Seat, skipOwnSlot = -1): BuildingEffect[] {
  const out: BuildingEffect[] = [];
  const player = s.players[seat];
  for (let slot = 0; slot < player.slots.length; slot++) {
    const effect = slot === skipOwnSlot ? null : effectAt(s, seat, slot);
    if (effect) out.push(effect);
  }
  for (const post of player.goblin) {
    const effect = post.owner === seat && post.slot === skipOwnSlot ? null : effectAt(s, post.owner, post.slot);
    if (effect) out.push(effect);
  }
  return out;
}

function bestSave(effects: readonly BuildingEffect[], kind: 'bank' | 'carpenter' | 'school'): number {
  let best = 0;
  for (const e of effects) if (e.kind === kind && e.save > best) best = e.save;
  return best;
}

export const bankSave = (s: PandoriaState, seat: Seat): number => bestSave(effectsOf(s, seat), 'bank');
export const schoolSave = (s: PandoriaState, seat: Seat): number => bestSave(effectsOf(s, seat), 'school');
/** The Carpenter discount for a build covering `coveredSlot`: a Carpenter being covered gives none [seed]. */
export const carpenterSave = (s: PandoriaState, seat: Seat, coveredSlot: number): number =>
  bestSave(effectsOf(s, seat, coveredSlot), 'carpenter');

export function marketRate(s: PandoriaState, seat: Seat): number | null {
  let best: number | null = null;
  for (const e of effectsOf(s, seat)) if (e.kind === 'market' && (best === null || e.rate < best)) best = e.rate;
  return best;
}

export const hasEffect = (s: PandoriaState, seat: Seat, kind: BuildingEffect['kind']): boolean =>
  effectsOf(s, seat).some((e) => e.kind === kind);

export function shrinePoints(s: PandoriaState, seat: Seat): number {
  let best = 0;
  for (const e of effectsOf(s, seat)) if (e.kind === 'shrine' && e.points > best) best = e.points;
  return best;
}

/** Visible building names of a player (own tops and occupied ones): no name may show twice [seed]. */
export const visibleNames = (s: PandoriaState, seat: Seat): BuildingName[] => usedBuildings(s, seat).map((b) => b.spec.name);

/** Printed wood cost of what shows on a slot (0 for an empty slot). */
export function coveredWood(s: PandoriaState, seat: Seat, slot: number): number {
  const building = buildingAt(s, seat, slot);
  return building ? building.card.wood : 0;
}
