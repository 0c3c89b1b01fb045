/** Phase 2: buying and activating persons. [seed "Phase 2", appendix "Personen", facts §5] */
import { PERSONS, PERSON_IDS } from '../../../data/helios/persons';
import { RuleError } from '../../engine/rule-error';
import type { Seat } from '../../engine/types';
import { canAfford, checkPayment, removeCubes } from './payment';
import { changedPlayer, changedTile, clockwiseFrom, colorCounts, giftCells } from './accessors';
import type { CellId, CubeRef, HeliosState, PersonId, PlayerState, Resource } from './types';

/**
 * The order of the person phase: the player with the most mana begins (on a tie the one nearer the start
 * player, the start player counting as nearest), then clockwise.
 */
export function personOrder(state: HeliosState): Seat[] {
  const fromStart = clockwiseFrom(state.startPlayer, state.seats);
  let first = fromStart[0];
  for (const seat of fromStart) if (state.players[seat].mana > state.players[first].mana) first = seat;
  return clockwiseFrom(first, state.seats);
}

/** Persons on display the player can buy now. */
export function buyablePersons(state: HeliosState, seat: Seat): PersonId[] {
  const player = state.players[seat];
  return PERSON_IDS.filter((id) => state.persons.includes(id) && PERSONS[id].buy <= player.mana);
}

/** Own persons still night side up whose activation the player can pay. */
export function activatablePersons(player: PlayerState): PersonId[] {
  const counts = colorCounts(player);
  return player.persons.filter((p) => !p.active && canAfford(player, PERSONS[p.id].cost, counts)).map((p) => p.id);
}

/** Whether the player on turn in phase 2 could still do anything this turn. */
export function canActInPersonPhase(state: HeliosState, seat: Seat, boughtThisTurn: boolean): boolean {
  return (!boughtThisTurn && buyablePersons(state, seat).length > 0) || activatablePersons(state.players[seat]).length > 0;
}

export function buyPerson(state: HeliosState, seat: Seat, id: PersonId): void {
  if (!buyablePersons(state, seat).includes(id)) throw new RuleError('hel.error.cannotBuy');
  const player = changedPlayer(state, seat);
  player.mana -= PERSONS[id].buy;
  player.persons.push({ id, active: false });
  state.persons = state.persons.filter((p) => p !== id);
}

/**
 * Activates a person: pays its 3 resources, flips it, and applies range, mana and the bonus resource
 * (Architekt, Kartograph: 1 resource of any colour on an own tile without temple and with fewer than 2
 * resources; lost when no tile can take it).
 */
export function activatePerson(
  state: HeliosState,
  seat: Seat,
  id: PersonId,
  pay: readonly CubeRef[],
  gift: { color: Resource; cell: CellId } | undefined,
): void {
  const player = changedPlayer(state, seat);
  if (!activatablePersons(player).includes(id)) throw new RuleError('hel.error.cannotActivate');
  const spec = PERSONS[id];
  checkPayment(player, spec.cost, state.options.exchange, pay);
  removeCubes(player, pay);
  const owned = player.persons.find((p) => p.id === id);
  if (owned) owned.active = true;
  player.range += spec.range;
  player.mana += spec.mana;
  const cells = giftCells(player);
  const wantsGift = spec.bonusResources > 0 && cells.length > 0;
  if (wantsGift !== (gift !== undefined)) throw new RuleError('hel.error.bonusColor');
  if (gift) {
    if (!cells.includes(gift.cell)) throw new RuleError('hel.error.badCell');
    changedTile(player, gift.cell).res.push(gift.color);
  }
}
