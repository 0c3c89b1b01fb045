/** Numbers of the Helios rules that are not tied to a component. [seed unless marked] */

/** Rounds (Durchgänge) per player count: 4 with 2 or 4 players, 3 with 3. */
export const ROUNDS: Readonly<Record<number, number>> = { 2: 4, 3: 3, 4: 4 };
/** Action turns per player per round: 4 with 2 or 4 players, 6 with 3. */
export const TURNS_PER_ROUND: Readonly<Record<number, number>> = { 2: 4, 3: 6, 4: 4 };
/** Positions (0-based, clockwise from the start player) that get a bonus resource at setup and each refill. */
export const BONUS_RESOURCE_POSITIONS: readonly number[] = [2, 3];
/** With 2 players the action display is neither discarded nor refilled after these rounds. */
export const TWO_PLAYER_NO_REFILL_ROUNDS: readonly number[] = [1, 3];

export const START_MANA = 1;
export const START_RANGE = 2;
/** Resources a land or special tile can hold. */
export const MAX_RESOURCES_PER_TILE = 2;
/** Mana for creating a tile on a mana field. */
export const MANA_FIELD_GAIN = 2;
/** VP per circuit of the sun, and with the Wachturm. */
export const CIRCUIT_VP = 5;
export const CIRCUIT_VP_WATCHTOWER = 10;
/** Extra VP per irradiated temple with the Rat. */
export const COUNCIL_TEMPLE_VP = 3;
/** End VP per reached corner field, and with the Entdecker. */
export const CORNER_VP = 4;
export const CORNER_VP_EXPLORER = 8;
