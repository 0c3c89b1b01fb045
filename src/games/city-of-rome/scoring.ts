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

/** One district as the walk finds it: its houses, how many colours of public buildings touch it, its best baths. */
interface DistrictWalk {
  value: 2 | 3 | 4;
  members: CityCell[];
  colours: number;
  bathBonus: number;
}

/** A district's points: sum of its house values × distinct adjacent colours, plus the best adjacent baths. */
function districtPointsOf({ value, members, colours, bathBonus }: DistrictWalk): number {
  return colours === 0 ? 0 : value * members.length * colours + bathBonus;
}

/** Finds the connected groups of equal-value houses; shared by the detailed scoring and the search's totals. */
function walkDistricts(city: readonly CityCell[]): DistrictWalk[] {
  const grid = cityGrid(city);
  const done = new Set<CityCell>();
  const districts: DistrictWalk[] = [];
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
    districts.push({ value, members, colours: colours.size, bathBonus });
  }
  return districts;
}

/** Connected groups of equal-value houses, each scored: sum of values × distinct adjacent colours + best baths. */
export function scoreDistricts(city: readonly CityCell[]): DistrictScore[] {
  return walkDistricts(city).map((district) => ({
    value: district.value,
    cells: district.members.map((m) => `${m.row},${m.col}`).sort(),
    colours: district.colours,
    bathBonus: district.bathBonus,
    points: districtPointsOf(district),
  }));
}

export function aqueductPoints(city: readonly CityCell[]): number {
  let count = 0;
  for (const cell of city) if (card(cell.card).kind === 'aqueduct') count++;
  return AQUEDUCT_POINTS[Math.min(count, AQUEDUCT_POINTS.length - 1)];
}

/** What the temples' conditions count in a city, gathered in one pass. */
interface CityTally {
  temples: number;
  stars: number;
  houses2: number;
  houses4: number;
  production: number;
  colours: Set<CorColour>;
}

function tallyCity(city: readonly CityCell[]): CityTally {
  const tally: CityTally = { temples: 0, stars: 0, houses2: 0, houses4: 0, production: 0, colours: new Set() };
  for (const cell of city) {
    const data = card(cell.card);
    tally.stars += data.stars;
    if (data.kind === 'temple') tally.temples++;
    if (data.kind === 'production') tally.production++;
    if (data.value === 2) tally.houses2++;
    if (data.value === 4) tally.houses4++;
    if (data.publicType) tally.colours.add(PUBLIC_COLOURS[data.publicType]);
  }
  return tally;
}

/** Every temple's (and shrine's) end points; conditional temples pay once. */
export function templePoints(city: readonly CityCell[], coins: number): number {
  // Written as one pass over the city (tallyCity), not a filter per temple: the search scores every position it reaches.
  const tally = tallyCity(city);
  let points = 0;
  for (const cell of city) {
    const type = card(cell.card).temple;
    switch (type) {
      case 'luna':
        points += TEMPLE_POINTS.lunaPerStar * tally.stars;
        break;
      case 'mars':
        if (tally.houses4 > 0) points += TEMPLE_POINTS.marsIfHouse4;
        break;
      case 'venus':
        points += TEMPLE_POINTS.venusPerHouse2 * tally.houses2;
        break;
      case 'jupiter':
        points += TEMPLE_POINTS.jupiterPerTemple * tally.temples;
        break;
      case 'mercury':
        points += Math.floor(coins / TEMPLE_POINTS.mercuryCoinsPerPoint);
        break;
      case 'minerva':
        if (city.length >= TEMPLE_POINTS.minervaCards) points += TEMPLE_POINTS.minervaIfFull;
        break;
      case 'fortuna':
        if (tally.colours.size === 4) points += TEMPLE_POINTS.fortunaIfAllColours;
        break;
      case 'amor':
        if (tally.houses2 >= TEMPLE_POINTS.amorHouses2) points += TEMPLE_POINTS.amorIfHouses2;
        break;
      case 'juno':
        if (tally.temples >= TEMPLE_POINTS.junoTemples) points += TEMPLE_POINTS.junoIfTemples;
        break;
      case 'saturn':
        if (tally.production >= TEMPLE_POINTS.saturnProduction) points += TEMPLE_POINTS.saturnIfProduction;
        break;
      case 'shrine':
        points += SHRINE_POINTS_PER_NEIGHBOUR * neighbours(cityGrid(city), cell.row, cell.col).length;
        break;
      case undefined:
        break;
    }
  }
  return points;
}

/** The points of the lines that do not need the districts: everything but the houses. */
function otherLines(city: readonly CityCell[], resources: PlayerResources): Omit<Record<ScoreLineId, number>, 'houses2' | 'houses3' | 'houses4'> {
  let influenceCards = 0;
  for (const value of resources.influenceCards) influenceCards += value;
  return {
    aqueducts: aqueductPoints(city),
    temples: templePoints(city, resources.coins),
    coins: resources.coins,
    influence: Math.floor(resources.influence / INFLUENCE_PER_POINT),
    influenceCards,
  };
}

/**
 * The end-scoring total alone, the same sum as scoreCity's, without the districts' cell lists and the lines by name:
 * a computer player's search asks for it at every position it scores.
 */
export function cityTotal(city: readonly CityCell[], resources: PlayerResources): number {
  let total = 0;
  for (const district of walkDistricts(city)) total += districtPointsOf(district);
  const others = otherLines(city, resources);
  return total + others.aqueducts + others.temples + others.coins + others.influence + others.influenceCards;
}

/** The full end scoring of one player. */
export function scoreCity(city: readonly CityCell[], resources: PlayerResources): CityScore {
  const districts = scoreDistricts(city);
  const houses = { houses2: 0, houses3: 0, houses4: 0 };
  for (const district of districts) houses[`houses${district.value}`] += district.points;
  const lines: Record<ScoreLineId, number> = { ...houses, ...otherLines(city, resources) };
  const total = SCORE_LINES.reduce((sum, id) => sum + lines[id], 0);
  return { lines, districts, total };
}
