/**
 * Points and their automatic purchase (seed "Zusätzliche Aktionspunkte kaufen", Yucata notes; facts.md 5.1, 5.2):
 * missing bricks are paid with brick tokens first, then 2 coins each; missing cogs cost 1 coin each.
 */
import { BRICK_PRICE, COG_PRICE, COGS_TO_PRODUCE } from '../../../data/city-of-rome/rules';
import { card } from './cards';
import type { PlayerState } from './types';

export function brickTokens(player: PlayerState): number {
  return player.city.reduce((sum, cell) => sum + (cell.brickToken ? 1 : 0), 0);
}

export interface Payment {
  tokens: number;
  coins: number;
}

/** What building a card of `cost` bricks costs on top of the free bricks, or null when the player cannot pay. */
export function buildPayment(player: PlayerState, cost: number, freeBricks: number): Payment | null {
  const missing = Math.max(0, cost - freeBricks);
  const tokens = Math.min(brickTokens(player), missing);
  const coins = BRICK_PRICE * (missing - tokens);
  return coins <= player.coins ? { tokens, coins } : null;
}

/** Coins a produce action costs with `freeCogs` free cogs. */
export function produceCost(freeCogs: number): number {
  return COG_PRICE * Math.max(0, COGS_TO_PRODUCE - freeCogs);
}

/** What producing would yield now. */
export function productionYield(player: PlayerState): { coins: number; influence: number; newTokens: number } {
  let coins = 0;
  let influence = 0;
  let newTokens = 0;
  for (const cell of player.city) {
    switch (card(cell.card).production) {
      case 'vegetable':
        coins++;
        break;
      case 'grain':
        if (!cell.brickToken) newTokens++;
        break;
      case 'sheep':
        influence++;
        break;
      case 'vineyard':
        coins++;
        if (!cell.brickToken) newTokens++;
        break;
      case undefined:
        break;
    }
  }
  return { coins, influence, newTokens };
}

/**
 * Yucata offers production only when it could make sense (seed, facts.md 5.2): affordable, and either free,
 * or yielding influence, or yielding more (coins + 2 per new brick token) than the coins it costs.
 */
export function produceOffered(player: PlayerState, freeCogs: number): boolean {
  const cost = produceCost(freeCogs);
  if (cost > player.coins) return false;
  if (cost === 0) return true;
  const out = productionYield(player);
  return out.influence > 0 || out.coins + BRICK_PRICE * out.newTokens > cost;
}
