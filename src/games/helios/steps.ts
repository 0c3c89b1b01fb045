/** Short step ids of the choice tree, and their reverse look-ups. */
import { BUILDINGS, BUILDING_IDS } from '../../../data/helios/buildings';
import { PERSONS, PERSON_IDS } from '../../../data/helios/persons';
import type { ActionSymbol, BuildingId, PersonId, Resource, RowColor, SpecialKind } from './types';

export const RESOURCE_STEP: Readonly<Record<Resource, string>> = { brown: 'br', grey: 'gy', green: 'gn', blue: 'bl', black: 'bk' };
export const SYMBOL_STEP: Readonly<Record<ActionSymbol, string>> = { land: 'L', build: 'B', sun: 'S' };
export const ROW_STEP: Readonly<Record<RowColor, string>> = { red: 'r', blue: 'b', yellow: 'y' };
export const SPECIAL_STEP: Readonly<Record<SpecialKind, string>> = { free: 'sf', land: 'sl', goods: 'sg', temples: 'st' };

export const SKIP_STEP = 'x';
export const TEMPLE_STEP = 'T';
export const EXCHANGE_STEP = 'x2';
export const DONE_STEP = 'done';

function reverse<K extends string>(table: Readonly<Record<K, string>>): Map<string, K> {
  return new Map(Object.entries<string>(table).map(([key, step]) => [step, key as K]));
}

export const resourceOfStep = reverse(RESOURCE_STEP);
export const symbolOfStep = reverse(SYMBOL_STEP);
export const rowOfStep = reverse(ROW_STEP);
export const specialOfStep = reverse(SPECIAL_STEP);
export const buildingOfStep = new Map<string, BuildingId>(BUILDING_IDS.map((id) => [BUILDINGS[id].step, id]));
export const personOfStep = new Map<string, PersonId>(PERSON_IDS.map((id) => [PERSONS[id].step, id]));

/** A cube step: the cell id followed by the colour code, e.g. "E5gn". */
export function cubeStep(cell: string, color: Resource): string {
  return `${cell}${RESOURCE_STEP[color]}`;
}
