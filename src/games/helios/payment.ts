/**
 * Paying printed costs with resource cubes from the player's tiles. White cost units take any colour; a
 * coloured unit the player cannot pay may be replaced by 2 resources of any colour (seed: "Nicht vorhandene
 * Rohstoffe können durch 2 beliebige Rohstoffe ersetzt werden"). Under the 'missing' rule (default) that
 * replacement is only for a colour the player has no cube of; under 'always' the player may choose it.
 * Costs never repeat a colour, so each coloured unit can be judged on its own.
 */
import type { CostUnit } from '../../../data/helios/costs';
import { RuleError } from '../../engine/rule-error';
import { changedTile, colorCounts } from './accessors';
import type { CubeRef, ExchangeRule, PlayerState, Resource } from './types';

/** The colours a coloured unit accepts, or null for a white ('any') unit. */
export function unitColors(unit: CostUnit): readonly Resource[] | null {
  if (unit === 'any') return null;
  return typeof unit === 'string' ? [unit] : unit;
}

/** The fewest cubes a cost needs from a holding of cubes (by colour). */
export function minimumCubes(cost: readonly CostUnit[], counts: Readonly<Record<Resource, number>>): number {
  let total = 0;
  for (const unit of cost) {
    const colors = unitColors(unit);
    total += colors === null || colors.some((c) => counts[c] > 0) ? 1 : 2;
  }
  return total;
}

/** `counts`: the player's colorCounts, when the caller asks about several costs. */
export function canAfford(player: PlayerState, cost: readonly CostUnit[], counts = colorCounts(player)): boolean {
  return sumCounts(counts) >= minimumCubes(cost, counts);
}

/** Coloured units first, white units last: a white unit can then never take a colour a coloured unit needs. */
export function orderedUnits(cost: readonly CostUnit[]): CostUnit[] {
  return [...cost.filter((u) => u !== 'any'), ...cost.filter((u) => u === 'any')];
}

/** One decision while paying: a cube for a unit, or (rule 'always') the choice to pay it with 2 of any colour. */
export interface PaymentStep {
  /** The colours this step accepts (null: any colour). */
  colors: readonly Resource[] | null;
  /** Whether "2 of any colour instead" may be chosen here. */
  canExchange: boolean;
}

/** Remaining cubes per colour after taking `paid` (which must be a sub-multiset of the holding). */
function remainingCounts(player: PlayerState, paid: readonly CubeRef[]): Record<Resource, number> {
  const counts = colorCounts(player);
  for (const cube of paid) counts[cube.color]--;
  return counts;
}

function sumCounts(counts: Readonly<Record<Resource, number>>): number {
  let sum = 0;
  for (const color in counts) sum += counts[color as Resource];
  return sum;
}

/**
 * Walks a payment: `choices` are the decisions taken so far (a cube, or 'exchange'). Returns the next step,
 * or the finished list of cubes. Throws a RuleError for a choice that breaks the cost.
 */
export function paymentProgress(
  player: PlayerState,
  cost: readonly CostUnit[],
  rule: ExchangeRule,
  choices: readonly (CubeRef | 'exchange')[],
): { next: PaymentStep } | { paid: CubeRef[] } {
  const queue: (readonly Resource[] | null)[] = orderedUnits(cost).map(unitColors);
  const paid: CubeRef[] = [];
  let i = 0;
  while (queue.length > 0) {
    const colors = queue[0];
    const counts = remainingCounts(player, paid);
    const needed = minimumCubes(queue.map((c) => (c === null ? 'any' : c)), counts);
    if (sumCounts(counts) < needed) throw new RuleError('hel.error.cannotPay');
    const hasColor = colors === null || colors.some((c) => counts[c] > 0);
    if (!hasColor) {
      // A colour the player has none of: paid with 2 of any colour, after the other coloured units.
      queue.shift();
      queue.push(null, null);
      continue;
    }
    const canExchange = rule === 'always' && colors !== null && sumCounts(counts) >= needed + 1;
    if (i >= choices.length) return { next: { colors, canExchange } };
    const choice = choices[i++];
    if (choice === 'exchange') {
      if (!canExchange) throw new RuleError('hel.error.cannotPay');
      queue.shift();
      queue.push(null, null);
      continue;
    }
    if ((colors !== null && !colors.includes(choice.color)) || counts[choice.color] <= 0) {
      throw new RuleError('hel.error.cannotPay');
    }
    paid.push(choice);
    queue.shift();
  }
  if (i < choices.length) throw new RuleError('hel.error.cannotPay');
  return { paid };
}

/**
 * Checks a finished payment against a cost: every cube must be on the player's tiles, and the cubes must
 * cover the cost exactly under the rule. Returns nothing; throws RuleError when it does not fit.
 */
export function checkPayment(player: PlayerState, cost: readonly CostUnit[], rule: ExchangeRule, pay: readonly CubeRef[]): void {
  const available = new Map<string, number>();
  for (const [id, tile] of Object.entries(player.tiles)) {
    for (const color of tile.res) available.set(`${id}/${color}`, (available.get(`${id}/${color}`) ?? 0) + 1);
  }
  for (const cube of pay) {
    const key = `${cube.cell}/${cube.color}`;
    const left = available.get(key) ?? 0;
    if (left <= 0) throw new RuleError('hel.error.cannotPay');
    available.set(key, left - 1);
  }
  // Assign one paid cube to each coloured unit that finds its colour; the rest pay 2 any each.
  const holding = colorCounts(player);
  const paidCounts = Object.fromEntries(Object.keys(holding).map((c) => [c, 0])) as Record<Resource, number>;
  for (const cube of pay) paidCounts[cube.color]++;
  let minimum = 0;
  let maximum = 0;
  for (const unit of cost) {
    const colors = unitColors(unit);
    if (colors === null) {
      minimum += 1;
      maximum += 1;
      continue;
    }
    const hadColor = colors.some((c) => holding[c] > 0);
    const match = colors.find((c) => paidCounts[c] > 0);
    if (hadColor && !match) {
      if (rule === 'missing') throw new RuleError('hel.error.cannotPay');
      minimum += 2;
    } else if (match) {
      paidCounts[match]--;
      minimum += 1;
    } else {
      minimum += 2;
    }
    maximum += 2;
  }
  const allowedMax = rule === 'always' ? maximum : minimum;
  if (pay.length < minimum || pay.length > allowedMax) throw new RuleError('hel.error.cannotPay');
}

/** Takes the paid cubes off the player's tiles (a player being changed: changedPlayer, or a copy of one's own). */
export function removeCubes(player: PlayerState, pay: readonly CubeRef[]): void {
  for (const cube of pay) {
    const tile = changedTile(player, cube.cell);
    tile.res.splice(tile.res.indexOf(cube.color), 1);
  }
}
