/**
 * The steps a Terra Mystica computer player never weighs (the module's `search.prune`).
 *
 * Trading a priest or a worker down ([seed] Materialtausch: a priest for a worker, a worker for a coin) or selling VP
 * for coins (Alchemists).
 * Each gives back less than it takes (the final scoring counts workers and priests as coins anyway), and since an
 * exchange leaves the turn with the same player, a search that sees the loss only as noise takes it again and again:
 * in 2-seat test games a seat made 66 to 117 exchanges in a game, most in the last round, and ended about 60 VP
 * below the other. Power exchanges and coins for VP stay.
 *
 * Transforming a hex into any terrain but the seat's home, where home is offered: only home terrain can be built on,
 * and each hex offers up to six terrains, so a search that weighs them all judges the step "transform" by the average
 * of some 30 hex–terrain pairs, most of them pointless, and seldom takes it. Where home is out of reach (too few
 * spades) the partial transforms stay.
 *
 * Exchanging or burning once the seat's action is taken (when it may end its turn): they can pay for nothing more in
 * this turn, the next turn can exchange as well, and the final scoring counts power in bowls II and III as it counts
 * coins. In 4-seat test games the seats spent over a quarter of their decisions burning power and trading it for
 * coins, mostly after their action, each one a full search.
 *
 * Every faction but the one the computer plays best among those open (search-factions.ts): at the faction choice the
 * search can judge a faction only by its start.
 */
import type { PromptOption, Seat } from '../../engine/types';
import { anyExchangeOpen, CONVERSION_PAIRS } from './legal';
import { bestFactions } from './search-factions';
import { BURN_STEP, DONE_STEP, EXCHANGE_STEP, TRANSFORM_STEP, exchangeId } from './prompt';
import { homeOf } from './terraform';
import type { Resource, TmState } from './types';

const TRADES_DOWN: readonly (readonly [Resource, Resource])[] = [['P', 'W'], ['W', 'C'], ['P', 'C'], ['VP', 'C']];
const TRADE_DOWN_IDS = new Set(TRADES_DOWN.map(([from, to]) => exchangeId(from, to)));
const WORTH_WEIGHING = CONVERSION_PAIRS.filter(([from, to]) => !TRADE_DOWN_IDS.has(exchangeId(from, to)));

export function pruneNeverWeighed(state: TmState, seat: Seat, path: readonly string[], options: readonly PromptOption[]): readonly PromptOption[] {
  return PRUNES.reduce((kept, prune) => prune(state, seat, path, kept), options);
}

function pruneIdleExchanges(state: TmState, seat: Seat, path: readonly string[], options: readonly PromptOption[]): readonly PromptOption[] {
  // The turn menu offers its end once the action is taken (canDone): no need to work that out again.
  if (path.length !== 0 || !options.some((option) => option.id === DONE_STEP)) return options;
  // The Darklings' workers turned priests at their stronghold are offered in that turn only (strict rule).
  const exchangeExpires = state.players[seat].darklingConvert > 0;
  return options.filter((option) => option.id !== BURN_STEP && (exchangeExpires || option.id !== EXCHANGE_STEP));
}

function pruneForeignTerrains(state: TmState, seat: Seat, path: readonly string[], options: readonly PromptOption[]): readonly PromptOption[] {
  if (path.at(-2) !== TRANSFORM_STEP) return options;
  const home = homeOf(state, seat);
  return options.some((option) => option.id === home) ? options.filter((option) => option.id === home) : options;
}

function pruneTradesDown(state: TmState, seat: Seat, path: readonly string[], options: readonly PromptOption[]): readonly PromptOption[] {
  if (path.length === 1 && path[0] === EXCHANGE_STEP) return options.filter((option) => !TRADE_DOWN_IDS.has(option.id));
  // The step into the exchanges goes too when every exchange open to the seat trades down.
  if (path.length === 0 && options.some((option) => option.id === EXCHANGE_STEP) && !anyExchangeOpen(state, seat, WORTH_WEIGHING)) {
    return options.filter((option) => option.id !== EXCHANGE_STEP);
  }
  return options;
}

// The faction choice is the only menu of its phase, and its options are all leaves: no path to look at.
function pruneWeakerFactions(state: TmState, _seat: Seat, _path: readonly string[], options: readonly PromptOption[]): readonly PromptOption[] {
  return state.phase === 'factions' ? bestFactions(options) : options;
}

const PRUNES: readonly (typeof pruneNeverWeighed)[] = [pruneWeakerFactions, pruneTradesDown, pruneForeignTerrains, pruneIdleExchanges];
