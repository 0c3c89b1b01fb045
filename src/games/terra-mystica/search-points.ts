/**
 * What the computer players compare in an unfinished Terra Mystica game (the module's `search.points`): the "if it
 * ended now" preview plus what is still to come from what a seat holds. The preview alone sees a dwelling only as the
 * VP it scored now, so a search of a few moves' depth would never build an economy; the income each building adds is
 * paid again at the start of every remaining round, and that is what makes an early trading post worth more than a
 * late one. While rounds remain, the stock counts at half the rough worth of income instead of its end-of-game rate
 * (three coins a VP), which made a pointless exchange look free. A search looks only a few of its own moves ahead, so
 * what a holding brings in later turns is counted here: the VP a favour tile still pays, the temple (with its favour
 * tile) a trading post can become, the VP the bonus tile pays at the next pass, the free land the seat can still
 * reach; and the network majority, which early in the game says little about the end, counts for little then.
 */
import { BUILDING_SUPPLY, type Income } from '../../../data/terra-mystica/factions';
import { BONUS_TILES, FAVOR_TILES, ROUNDS } from '../../../data/terra-mystica/tiles';
import { reachFinder } from './adjacency';
import { countBuildings } from './economy';
import { freeHexes } from './free-hexes';
import { bonusPassVp, favorPassVp, finalScores, incomeOf } from './scoring';
import { homeOf, transformCost } from './terraform';
import type { PlayerState, TmState } from './types';

/**
 * Rough VP worth of one unit of income, a judgement for the search (DESIGNED, not printed anywhere): three coins make
 * a VP at the end, a worker builds with two coins a dwelling of about three VP, a priest is a cult step or a spade,
 * and power is worth little until it cycles to bowl III.
 */
export const INCOME_VP: Readonly<Required<Income>> = { c: 0.35, w: 1, p: 1.6, pw: 0.2 };

/**
 * Power in bowl III is ready to spend — four tokens take two workers or seven coins at the power actions, about 0.55
 * VP a token by the rates above; in bowl II it is one step away (DESIGNED). Lower values scored less in self-play
 * (docs/computer-players.md).
 */
export const BOWL_VP: readonly [number, number, number] = [0, 0.3, 0.55];

/**
 * How much more a lasting income counts than its rates, and how much less a unit in stock (DESIGNED, measured): a
 * unit in stock is worth only what it will build, and income is what builds it round after round. With the stock at
 * full rates and the end-of-game rate on top, the search hoarded and built little beyond its first dwellings
 * (docs/computer-players.md).
 */
const LASTING_INCOME_WEIGHT = 1.5;
const STOCK_WEIGHT = 0.5;

/**
 * Dwellings and trading posts a seat builds a round, for the VP its favour tiles FAV11 and FAV10 pay per building
 * still to come (DESIGNED: the league players build about 1.5 and 0.4 a round, `scripts/tm-rounds.ts`).
 */
export const BUILD_PACE: Readonly<Record<'D' | 'TP', number>> = { D: 1.5, TP: 0.5 };

/**
 * What a trading post that can still become a temple adds per round still to start (DESIGNED): the temple's priest
 * income and its favour tile are a turn away, which a search over a few of its own moves seldom reaches, since the
 * trading post alone costs more than its income brings.
 */
export const TEMPLE_POTENTIAL_VP = 1;

export function incomeVp(income: Required<Income>): number {
  return income.c * INCOME_VP.c + income.w * INCOME_VP.w + income.p * INCOME_VP.p + income.pw * INCOME_VP.pw;
}

/** The worth of what a player holds, while there is still a round to spend it in. */
export function stockVp(p: PlayerState): number {
  return incomeVp({ c: p.c, w: p.w, p: p.p, pw: 0 }) + p.bowls[1] * BOWL_VP[1] + p.bowls[2] * BOWL_VP[2];
}

/**
 * The income a seat will get at each round still to start, and what its bonus tile adds once: the tile goes back when
 * the seat next passes, so its income is paid one time only.
 */
function lastingAndOnce(state: TmState, seat: number): { lasting: number; once: number } {
  const all = incomeVp(incomeOf(state, seat));
  const bonus = state.players[seat].bonus;
  const once = bonus ? incomeVp({ c: 0, w: 0, p: 0, pw: 0, ...BONUS_TILES[bonus].income }) : 0;
  return { lasting: all - once, once };
}

/**
 * The VP a seat's tiles still pay: FAV11 and FAV10 for each dwelling and trading post it builds at the league's pace
 * (as long as its supply lasts), FAV12 at each pass still to come with the trading posts it has now, and the bonus
 * tile at the seat's next pass with the buildings (or shipping) it has now. A seat holds a bonus tile only while a
 * pass is still to come (the last round's pass takes none), and chose it at its last pass, when the search saw the
 * tile's income but not the VP it pays a round later.
 */
export function tileVpToCome(state: TmState, seat: number): number {
  const player = state.players[seat];
  const built = countBuildings(state, seat);
  const passesLeft = ROUNDS + 1 - Math.max(1, state.round) - (player.passed ? 1 : 0);
  let vp = favorPassVp(state, seat) * passesLeft + bonusPassVp(state, seat);
  for (const id of player.favors) {
    const rule = FAVOR_TILES[id].buildVp;
    if (!rule || (rule.kind !== 'D' && rule.kind !== 'TP')) continue;
    vp += rule.vp * Math.min(BUILDING_SUPPLY[rule.kind] - built[rule.kind], BUILD_PACE[rule.kind] * passesLeft);
  }
  return vp;
}

/** What the seat's trading posts that can still become temples add (TEMPLE_POTENTIAL_VP). */
export function templePotentialVp(state: TmState, seat: number, incomesLeft: number): number {
  const built = countBuildings(state, seat);
  return TEMPLE_POTENTIAL_VP * Math.min(built.TP, BUILDING_SUPPLY.TE - built.TE) * incomesLeft;
}

/**
 * What a free land hex the seat reaches counts as room to grow, by the spades that make it home terrain (0–3), and
 * the VP a unit of room is worth (DESIGNED; measured in self-play, docs/computer-players.md). A hex
 * reached only by tunnelling or carpet flight, which cost more each time, counts half.
 */
export const ROOM_BY_SPADES: readonly number[] = [1, 0.6, 0.35, 0.2];
export const ROOM_VP: Readonly<Record<'placing' | 'playing', number>> = { placing: 1, playing: 0.5 };

/**
 * The free land hexes `seat` reaches now, each weighed by ROOM_BY_SPADES, counted up to `enough` at most: in play
 * room beyond the dwellings still to come is worth nothing, and this runs for every seat at every leaf of a search.
 */
export function roomOf(state: TmState, seat: number, enough = Number.POSITIVE_INFINITY): number {
  const home = homeOf(state, seat);
  const reach = reachFinder(state, seat, false);
  let room = 0;
  for (const hex of freeHexes(state).all) {
    if (room >= enough) return enough;
    const how = reach(hex);
    if (how === null) continue;
    room += (ROOM_BY_SPADES[transformCost(state, seat, state.terrain[hex], home)] ?? 0) * (how === 'teleport' ? 0.5 : 1);
  }
  return Math.min(room, enough);
}

/**
 * The worth of the room a seat has: while the start dwellings are placed, all of it (the points saw a start dwelling
 * only by the network, so the seats placed them blind to where they could grow); in play, only as much as the
 * dwellings it can still build at the league's pace, so room beyond what a seat can use is worth nothing.
 */
export function roomVp(state: TmState, seat: number, incomesLeft: number, placing: boolean): number {
  if (placing) return ROOM_VP.placing * roomOf(state, seat);
  const dwellingsToCome = Math.min(BUILDING_SUPPLY.D - countBuildings(state, seat).D, BUILD_PACE.D * (incomesLeft + 1));
  return ROOM_VP.playing * roomOf(state, seat, dwellingsToCome);
}

/** How much the network majority as it stands counts in `round`: from a sixth in round 1 to all of it in round 6. */
export function networkWeight(round: number): number {
  return Math.min(ROUNDS, Math.max(1, round)) / ROUNDS;
}

/**
 * Each seat's expected final VP: the "if it ended now" preview (its VP and the final scoring as it would be now; the
 * same sum as `scoreLines`, without the text of each line: this runs at every leaf of the search) with the network
 * majority weighed by the round, plus the VP its favour tiles still pay and, while a round is still to start, the
 * lasting income of each such round, the bonus tile's income once, the stock at its worth and the temples its trading
 * posts can become. The final scoring's value of the stock is left out then, so a resource is not counted twice.
 *
 * With `start`, the position a search began from, an income paid since then counts as it did while still to come:
 * paid, it would count at the stock's half rate, and every round the search saw end would cost a seat a round's
 * income, the more the more it has built.
 */
export function expectedFinalVp(state: TmState, start?: TmState): number[] {
  // Before every faction is chosen there is no final scoring or income to speak of; at the end the VP are final.
  if (state.phase === 'end' || state.players.some((p) => p.faction === null)) return state.players.map((p) => p.vp);
  const finals = finalScores(state);
  // Round r's income is paid as it starts; in round r (or before round 1, r = 0) 6 − r incomes are still to come.
  const incomesLeft = Math.max(0, ROUNDS - state.round);
  const paidSinceStart = start && start.round >= 1 ? Math.max(0, state.round - start.round) : 0;
  // A search that began at the placing of the start dwellings weighs all the room its leaves show (roomVp).
  const placing = start?.phase === 'dwellings';
  return state.players.map((player, seat) => {
    const { network, cults, resources } = finals[seat];
    const now = player.vp + network * networkWeight(state.round) + cults + tileVpToCome(state, seat);
    if (incomesLeft === 0) return now + resources;
    const { lasting, once } = lastingAndOnce(state, seat);
    const incomes = incomesLeft * LASTING_INCOME_WEIGHT + paidSinceStart * (LASTING_INCOME_WEIGHT - STOCK_WEIGHT);
    const potential = templePotentialVp(state, seat, incomesLeft) + roomVp(state, seat, incomesLeft, placing);
    return now + incomes * lasting + once + stockVp(player) * STOCK_WEIGHT + potential;
  });
}
