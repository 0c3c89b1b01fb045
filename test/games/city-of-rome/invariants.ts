/** Invariants of a City of Rome state, shared by the playouts (playouts.test.ts, drop.test.ts). */
import { DECKS, shrineCard, startingCards } from '../../../data/city-of-rome/cards';
import { PLAYER_COUNT_RULES } from '../../../data/city-of-rome/rules';
import { card } from '../../../src/games/city-of-rome/cards';
import { bounds } from '../../../src/games/city-of-rome/city';
import { cityTotal } from '../../../src/games/city-of-rome/scoring';
import type { CorState } from '../../../src/games/city-of-rome/types';
import { engine } from './helpers';

/** Collects the problems of one step as text, so 40 000 steps cost little; each game asserts the list is empty. */
export type Problems = string[];

/** Every building card of a game, by where it must be: one place each. */
export function expectedCards(seats: number, shrine: boolean): string[] {
  const rules = PLAYER_COUNT_RULES[seats];
  return [
    ...rules.decks.flatMap((d) => DECKS[d].map((c) => c.id)),
    ...rules.colours.flatMap((colour) => startingCards(colour).map((c) => c.id)),
    ...(shrine ? rules.colours.map((colour) => shrineCard(colour).id) : []),
  ].sort();
}

function placedCards(s: CorState): string[] {
  return [
    ...Object.values(s.decks).flatMap((d) => (d ?? []).filter((e) => !e.startsWith('INF'))),
    ...s.offer,
    ...(s.draft?.packet ?? []),
    ...(s.school?.drawn ?? []),
    ...s.boxed,
    ...s.players.flatMap((p) => [...p.hand, ...p.city.map((c) => c.card)]),
  ].sort();
}

function influenceCards(s: CorState): number[] {
  return [
    ...(s.decks.I ?? []).filter((e) => e.startsWith('INF')).map((e) => Number(e.slice(3))),
    ...s.influenceDisplay,
    ...s.influenceLost,
    ...s.players.flatMap((p) => p.influenceCards),
  ].sort((a, b) => a - b);
}

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function checkInvariants(s: CorState, cards: string[], influence: number[], problems: Problems): void {
  if (!same(placedCards(s), cards)) problems.push('a building card is missing or in two places');
  if (!same(influenceCards(s), influence)) problems.push('an influence card is missing or in two places');
  for (const p of s.players) {
    if (p.coins < 0) problems.push(`seat ${p.seat}: negative coins`);
    if (p.influence < 0) problems.push(`seat ${p.seat}: negative influence`);
    if (!p.known.every((id) => p.hand.includes(id))) problems.push(`seat ${p.seat}: a known card is not in hand`);
    const box = bounds(p.city);
    if (box.maxRow - box.minRow >= 4 || box.maxCol - box.minCol >= 4) problems.push(`seat ${p.seat}: city beyond 4×4`);
    if (new Set(p.city.map((c) => `${c.row},${c.col}`)).size !== p.city.length) problems.push(`seat ${p.seat}: two cards in one cell`);
    const aqueducts = p.city.filter((c) => card(c.card).kind === 'aqueduct');
    if (new Set(aqueducts.map((c) => c.row)).size !== aqueducts.length || new Set(aqueducts.map((c) => c.col)).size !== aqueducts.length) {
      problems.push(`seat ${p.seat}: two aqueducts in a row or column`);
    }
    for (const c of p.city) {
      const data = card(c.card);
      if (c.brickToken && data.production !== 'grain' && data.production !== 'vineyard') problems.push(`brick token on ${c.card}`);
      if (c.pointTokens > 0 && data.publicType !== 'baths') problems.push(`point tokens on ${c.card}`);
    }
  }
  for (const line of engine.scores(s)) {
    if (line.breakdown.reduce((sum, item) => sum + item.points, 0) !== line.preview) problems.push(`seat ${line.seat}: breakdown ≠ preview`);
    // The search's lean total (cityTotal) must be the same sum as the scoring with its lines.
    const player = s.players[line.seat];
    if (cityTotal(player.city, player) !== line.preview) problems.push(`seat ${line.seat}: cityTotal ≠ preview`);
  }
}

/** The influence card values of a game of `seats` players. */
export const influenceOf = (seats: number): number[] => PLAYER_COUNT_RULES[seats].influence.map((i) => i.value);
