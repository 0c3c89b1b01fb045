/**
 * Step 5: every region closed this turn is scored [seed]. Everyone with a figure next to it takes part, whoever's
 * turn it is; a player gets (sum of the region's symbols) × (his adjacent figures, the leader counting 2, Rage
 * raising one figure), plus building and realm bonuses. City → points, other terrains → resources, converted over
 * the cap once after all regions. Family version: every symbol is a point.
 */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import { NYMPH_MIN_SPACES, REALM_BONUS, REALM_CITY_BONUS } from '../../../data/pandoria/components';
import { RESOURCES, YIELD, type ResourceAmounts, type Terrain } from '../../../data/pandoria/terrain';
import { effectsOf } from './buildings';
import { realmIs } from './figures';
import { regionBorder } from './layout';
import { isFamily } from './options';
import { addPoints, gain } from './resources';
import type { ClosedRegion, PandoriaState } from './types';

/** Each seat's figure weight next to a region (leader 2, the Rage figure ×factor). */
export function participants(s: PandoriaState, region: readonly string[]): Map<Seat, number> {
  const counts = new Map<Seat, number>();
  const add = (seat: Seat, n: number) => counts.set(seat, (counts.get(seat) ?? 0) + n);
  const rage = s.turn.rage;
  for (const cell of regionBorder(region)) {
    const occupant = s.figures[cell];
    if (!occupant) continue;
    const { main, spirit } = occupant;
    const raged = rage !== null && rage.cell === cell && main.seat === s.active && !main.leader;
    add(main.seat, main.leader ? 2 : raged ? rage.factor : 1);
    if (spirit) add(spirit.seat, spirit.leader ? 2 : 1);
  }
  return counts;
}

/** Per scored space bonus of buildings (Sawmill, Tower, Treasury, Statue). */
function yieldBonus(s: PandoriaState, seat: Seat, terrain: Terrain): number {
  let best = 0;
  for (const e of effectsOf(s, seat)) if (e.kind === 'yield' && e.terrain === terrain && e.perSpace > best) best = e.perSpace;
  return best;
}

/** Fairies: strictly more figures than every other participant, with at least one other [seed]. */
function fairyBonus(s: PandoriaState, seat: Seat, counts: Map<Seat, number>): boolean {
  if (!realmIs(s, seat, 'fairies') || counts.size < 2) return false;
  const own = counts.get(seat) ?? 0;
  return [...counts].every(([other, n]) => other === seat || own > n);
}

/** What one player gets from one region, split into resource and points. */
export function regionYield(
  s: PandoriaState,
  seat: Seat,
  region: ClosedRegion,
  counts: Map<Seat, number>,
): { amount: number; bonus: number } {
  const symbols = region.cells.reduce((sum, cell) => sum + s.land[cell].symbols, 0);
  const base = symbols * (counts.get(seat) ?? 0);
  if (isFamily(s.options)) return { amount: base, bonus: 0 };
  const amount = base + yieldBonus(s, seat, region.terrain) * region.cells.length;
  const city = YIELD[region.terrain] === null;
  const realmBonus = city ? REALM_CITY_BONUS : REALM_BONUS;
  let bonus = 0;
  if (fairyBonus(s, seat, counts)) bonus += realmBonus;
  if (realmIs(s, seat, 'nymphs') && region.cells.length >= NYMPH_MIN_SPACES) bonus += realmBonus;
  return { amount, bonus };
}

export function scoreClosedRegions(s: PandoriaState): void {
  const gains = new Map<Seat, ResourceAmounts>();
  for (const region of s.turn.closing) {
    const counts = participants(s, region.cells);
    if (counts.size === 0) {
      s.events.push(tx('pan.ev.noScoring', { terrain: tx(`pan.terrain.${region.terrain}`) }));
      continue;
    }
    s.turn.scored = true;
    const resource = YIELD[region.terrain];
    for (const seat of [...counts.keys()].sort((a, b) => a - b)) {
      const { amount, bonus } = regionYield(s, seat, region, counts);
      if (isFamily(s.options)) {
        addPoints(s, seat, amount, 'family');
        if (s.options.variant === 'famspell' && s.deck.length > 0 && amount > 0) s.players[seat].trades.push(amount);
      } else if (resource === null) {
        addPoints(s, seat, amount, 'city');
        addPoints(s, seat, bonus, 'realm');
      } else {
        const total = gains.get(seat) ?? { crystal: 0, gold: 0, wood: 0 };
        total[resource] += amount + bonus;
        gains.set(seat, total);
      }
      s.events.push(
        tx('pan.ev.scored', {
          seat: seatRef(seat),
          n: amount + bonus,
          what: tx(resource === null || isFamily(s.options) ? 'pan.res.points' : `pan.res.${resource}`),
          terrain: tx(`pan.terrain.${region.terrain}`),
        }),
      );
    }
  }
  for (const [seat, amounts] of gains) if (RESOURCES.some((r) => amounts[r] > 0)) gain(s, seat, amounts);
}
