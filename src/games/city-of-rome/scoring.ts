/**
 * End scoring (seed "Spielende", facts.md 4.1): pure functions over one city and the owner's resources,
 * so the seed's worked example can be checked directly.
 */
import { AQUEDUCT_POINTS, INFLUENCE_PER_POINT, SHRINE_POINTS_PER_NEIGHBOUR, TEMPLE_POINTS } from '../../../data/city-of-rome/rules';
import { PUBLIC_COLOURS } from '../../../data/city-of-rome/cards';
import { card } from './cards';
import { cityGrid, neighbours } from './city';
import type { CityCell } from './types';
import type { CorColour } from './view';

export interface PlayerResources {
  coins: number;
  influence: number;
  influenceCards: readonly number[];
}

export interface DistrictScore {
  value: 2 | 3 | 4;
  /** The district's houses, as "row,col". */
  cells: string[];
  colours: number;
  /** Point tokens of the best adjacent baths (0 when none). */
  bathBonus: number;
  points: number;
}

export type ScoreLineId = 'houses2' | 'houses3' | 'houses4' | 'aqueducts' | 'temples' | 'coins' | 'influence' | 'influenceCards';

export const SCORE_LINES: readonly ScoreLineId[] = [
  'houses2',
  'houses3',
  'houses4',
  'aqueducts',
  'temples',
  'coins',
  'influence',
  'influenceCards',
];

export interface CityScore {
  lines: Record<ScoreLineId, number>;
  districts: DistrictScore[];
  total: number;
}

/** Connected groups of equal-value houses, each scored: sum of values × distinct adjacent colours + best baths. */
export function scoreDistricts(city: readonly CityCell[]): DistrictScore[] {
  const grid = cityGrid(city);
  const done = new Set<CityCell>();
  const districts: DistrictScore[] = [];
  for (const start of city) {
    const value = card(start.card).value;
    if (value === undefined || done.has(start)) continue;
    const members: CityCell[] = [];
    const queue = [start];
    done.add(start);
    while (queue.length > 0) {
      const cell = queue.pop() as CityCell;
      members.push(cell);
      for (const next of neighbours(grid, cell.row, cell.col)) {
        if (!done.has(next) && card(next.card).value === value) {
          done.add(next);
          queue.push(next);
        }
      }
    }
    const colours = new Set<CorColour>();
    let bathBonus = 0;
    for (const member of members) {
      for (const next of neighbours(grid, member.row, member.col)) {
        const type = card(next.card).publicType;
        if (!type) continue;
        colours.add(PUBLIC_COLOURS[type]);
        if (type === 'baths') bathBonus = Math.max(bathBonus, next.pointTokens);
      }
    }
    const sum = value * members.length;
    const points = colours.size === 0 ? 0 : sum * colours.size + bathBonus;
    districts.push({
      value,
      cells: members.map((m) => `${m.row},${m.col}`).sort(),
      colours: colours.size,
      bathBonus,
      points,
    });
  }
  return districts;
}

export function aqueductPoints(city: readonly CityCell[]): number {
  const count = city.filter((cell) => card(cell.card).kind === 'aqueduct').length;
  return AQUEDUCT_POINTS[Math.min(count, AQUEDUCT_POINTS.length - 1)];
}

/** Every temple's (and shrine's) end points; conditional temples pay once. */
export function templePoints(city: readonly CityCell[], coins: number): number {
  const grid = cityGrid(city);
  const cards = city.map((cell) => card(cell.card));
  const count = (test: (c: (typeof cards)[number]) => boolean) => cards.filter(test).length;
  const temples = count((c) => c.kind === 'temple');
  const colours = new Set(cards.flatMap((c) => (c.publicType ? [PUBLIC_COLOURS[c.publicType]] : [])));
  let points = 0;
  for (const cell of city) {
    const type = card(cell.card).temple;
    switch (type) {
      case 'luna':
        points += TEMPLE_POINTS.lunaPerStar * cards.reduce((sum, c) => sum + c.stars, 0);
        break;
      case 'mars':
        if (count((c) => c.value === 4) > 0) points += TEMPLE_POINTS.marsIfHouse4;
        break;
      case 'venus':
        points += TEMPLE_POINTS.venusPerHouse2 * count((c) => c.value === 2);
        break;
      case 'jupiter':
        points += TEMPLE_POINTS.jupiterPerTemple * temples;
        break;
      case 'mercury':
        points += Math.floor(coins / TEMPLE_POINTS.mercuryCoinsPerPoint);
        break;
      case 'minerva':
        if (city.length >= TEMPLE_POINTS.minervaCards) points += TEMPLE_POINTS.minervaIfFull;
        break;
      case 'fortuna':
        if (colours.size === 4) points += TEMPLE_POINTS.fortunaIfAllColours;
        break;
      case 'amor':
        if (count((c) => c.value === 2) >= TEMPLE_POINTS.amorHouses2) points += TEMPLE_POINTS.amorIfHouses2;
        break;
      case 'juno':
        if (temples >= TEMPLE_POINTS.junoTemples) points += TEMPLE_POINTS.junoIfTemples;
        break;
      case 'saturn':
        if (count((c) => c.kind === 'production') >= TEMPLE_POINTS.saturnProduction) points += TEMPLE_POINTS.saturnIfProduction;
        break;
      case 'shrine':
        points += SHRINE_POINTS_PER_NEIGHBOUR * neighbours(grid, cell.row, cell.col).length;
        break;
      case undefined:
        break;
    }
  }
  return points;
}

/** The full end scoring of one player. */
export function scoreCity(city: readonly CityCell[], resources: PlayerResources): CityScore {
  const districts = scoreDistricts(city);
  const housesOf = (value: number) => districts.filter((d) => d.value === value).reduce((sum, d) => sum + d.points, 0);
  const lines: Record<ScoreLineId, number> = {
    houses2: housesOf(2),
    houses3: housesOf(3),
    houses4: housesOf(4),
    aqueducts: aqueductPoints(city),
    temples: templePoints(city, resources.coins),
    coins: resources.coins,
    influence: Math.floor(resources.influence / INFLUENCE_PER_POINT),
    influenceCards: resources.influenceCards.reduce((sum, v) => sum + v, 0),
  };
  const total = SCORE_LINES.reduce((sum, id) => sum + lines[id], 0);
  return { lines, districts, total };
}
