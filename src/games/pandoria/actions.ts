/** Step 4 actions other than spells: buildings, monuments, relics, Goblin posts, and buying from the market. */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import type { Resource } from '../../../data/pandoria/terrain';
import { MARKET_SIZE } from '../../../data/pandoria/components';
import { buildingAt } from './buildings';
import { returnToSupply, takeFromSupply } from './figures';
import { buildingText, cardText } from './labels';
import { addPoints, pay } from './resources';
import { relicPoints } from './moves/action';
import type { PandoriaState } from './types';

function removeFromHand(s: PandoriaState, seat: Seat, card: string): void {
  const hand = s.players[seat].hand;
  const index = hand.indexOf(card);
  if (index < 0) throw new Error(`${card} not in hand`);
  hand.splice(index, 1);
}

/** Covering a building sends Goblin figures on it home [seed]. */
function evictGoblins(s: PandoriaState, owner: Seat, slot: number): void {
  s.players.forEach((player, goblin) => {
    player.goblin = player.goblin.filter((post) => {
      if (post.owner !== owner || post.slot !== slot) return true;
      returnToSupply(s, { seat: goblin, leader: post.leader });
      s.events.push(tx('pan.ev.goblinEvicted', { seat: seatRef(goblin) }));
      return false;
    });
  });
}

export function buildCard(s: PandoriaState, seat: Seat, card: string, slot: number, cost: number, alt: Resource | null): void {
  pay(s, seat, 'wood', cost, alt);
  removeFromHand(s, seat, card);
  if (buildingAt(s, seat, slot)) evictGoblins(s, seat, slot);
  s.players[seat].slots[slot].push({ card });
  s.events.push(tx('pan.ev.built', { seat: seatRef(seat), building: buildingText(card), n: cost }));
}

export function buildMonument(s: PandoriaState, seat: Seat, slot: number, cost: number, alt: Resource | null): void {
  pay(s, seat, 'wood', cost, alt);
  const value = s.monuments.pop();
  if (value === undefined) throw new Error('no monument left');
  evictGoblins(s, seat, slot);
  s.players[seat].slots[slot].push({ monument: value });
  addPoints(s, seat, value, 'monument');
  s.events.push(tx('pan.ev.monument', { seat: seatRef(seat), n: value, cost }));
}

export function takeRelic(s: PandoriaState, seat: Seat, artifacts: number): void {
  const player = s.players[seat];
  player.artifacts -= artifacts;
  s.artifactSupply += artifacts;
  s.relics.splice(s.relics.indexOf(artifacts), 1);
  player.relics.push(artifacts);
  addPoints(s, seat, relicPoints(s, artifacts), 'relic');
}

export function occupyBuilding(s: PandoriaState, seat: Seat, owner: Seat, slot: number, leader: boolean, cost: number, alt: Resource | null): void {
  pay(s, seat, 'wood', cost, alt);
  takeFromSupply(s, seat, leader);
  s.players[seat].goblin.push({ owner, slot, leader });
}

export function refillMarket(s: PandoriaState): void {
  while (s.market.length < MARKET_SIZE && s.deck.length > 0) s.market.push(s.deck.pop() as string);
}

/** Takes a market card into the hand and refills the market from the deck [seed]. */
export function takeFromMarket(s: PandoriaState, seat: Seat, card: string): void {
  const index = s.market.indexOf(card);
  if (index < 0) throw new Error(`${card} not in market`);
  s.market.splice(index, 1);
  s.players[seat].hand.push(card);
  refillMarket(s);
  s.events.push(tx('pan.ev.tookCard', { seat: seatRef(seat), card: cardText(card) }));
}
