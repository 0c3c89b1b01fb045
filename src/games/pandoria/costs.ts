/** What spells, buildings, monuments, cards and Goblin uses cost a player right now [seed]. */
import type { Seat } from '../../engine/types';
import { MONUMENT_WOOD } from '../../../data/pandoria/components';
import { BUILDINGS } from '../../../data/pandoria/cards';
import { bankSave, buildingAt, cardSpec, carpenterSave, coveredWood, schoolSave, topOf, visibleNames } from './buildings';
import type { PandoriaState } from './types';

/** Spell crystals: printed cost minus the School, at least 1; free in the family version with spells. */
export function spellCost(s: PandoriaState, seat: Seat, cardId: string): number {
  if (s.options.variant === 'famspell') return 0;
  return Math.max(1, cardSpec(cardId).crystals - schoolSave(s, seat));
}

/** Goblins use another player's top spell for its crystal cost −1, at least 1 (the School also helps). */
export const goblinSpellCost = (s: PandoriaState, seat: Seat, cardId: string): number =>
  Math.max(1, cardSpec(cardId).crystals - 1 - schoolSave(s, seat));

/** Goblins occupy another player's building for its wood cost −1, at least 1. */
export const goblinBuildCost = (cardId: string): number => Math.max(1, cardSpec(cardId).wood - 1);

export const cardPrice = (s: PandoriaState, seat: Seat, cardId: string): number =>
  Math.max(1, cardSpec(cardId).gold - bankSave(s, seat));

export interface SlotChoice {
  slot: number;
  cost: number;
}

/**
 * Where a card can be built: the first empty slot or over a visible building (never a monument), so that no two
 * identical buildings show [seed]. Cost = wood − covered building's wood − Carpenter (not a covered one), min 1.
 */
export function buildSlots(s: PandoriaState, seat: Seat, cardId: string, free: boolean): SlotChoice[] {
  const player = s.players[seat];
  const name = BUILDINGS[cardSpec(cardId).building].name;
  const names = visibleNames(s, seat);
  const out: SlotChoice[] = [];
  let emptyOffered = false;
  player.slots.forEach((stack, slot) => {
    const top = topOf(stack);
    if (top && 'monument' in top) return;
    if (!top) {
      if (emptyOffered) return;
      emptyOffered = true;
    }
    const covered = buildingAt(s, seat, slot);
    const others = covered ? names.filter((_, i) => i !== names.indexOf(covered.spec.name)) : names;
    if (others.includes(name)) return;
    out.push({ slot, cost: free ? 0 : buildCost(s, seat, cardSpec(cardId).wood, slot) });
  });
  return out;
}

function buildCost(s: PandoriaState, seat: Seat, wood: number, slot: number): number {
  return Math.max(1, wood - coveredWood(s, seat, slot) - carpenterSave(s, seat, slot));
}

/** Slots a monument can cover (a building must be there) and the cost: 8 − covered building − Carpenter, min 1 [seed]. */
export function monumentSlots(s: PandoriaState, seat: Seat, free: boolean): SlotChoice[] {
  if (s.monuments.length === 0) return [];
  const out: SlotChoice[] = [];
  s.players[seat].slots.forEach((_, slot) => {
    if (!buildingAt(s, seat, slot)) return;
    out.push({ slot, cost: free ? 0 : buildCost(s, seat, MONUMENT_WOOD, slot) });
  });
  return out;
}
