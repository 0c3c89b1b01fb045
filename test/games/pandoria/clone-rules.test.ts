/**
 * The copy apply() works on (`npm run mutate -- pandoria … clone.ts`): it carries every field, and changing anything
 * the rules change in place on the copy leaves the original as it was (a shared array or record would leak a move into
 * the state it was applied to).
 */
import { describe, expect, it } from 'vitest';
import { cloneState } from '../../../src/games/pandoria/clone';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { at, bareGame, lay, put } from './helpers';

/** A state with every field away from its default. */
function rich(): PandoriaState {
  const s = bareGame({ variant: 'b', artifacts: true, start: 'random', apart: true, sets: 'all', realms: 'pick' }, 3, ['spirits', 'goblins', 'hanbok']);
  lay(s, { H6: 'F1', H7: 'M1' });
  put(s, 'H7', 0);
  s.figures.H7.spirit = { seat: 1, leader: true };
  put(s, 'H6', 2, true);
  const p = s.players[0];
  p.res = { crystal: 1, gold: 2, wood: 3 };
  p.score = 7;
  p.points = { city: 4, relic: 3 };
  p.hand = ['C01', 'C02'];
  p.tiles = ['D01'];
  p.slots[0] = [{ card: 'C07' }, { monument: 5 }];
  p.spells = ['C18'];
  p.relics = [3];
  p.artifacts = 2;
  p.prisoners = [{ seat: 1, leader: false }];
  p.haunt = { by: 1, leader: true, round: 2 };
  p.goblin = [{ owner: 1, slot: 0, leader: true }];
  p.trades = [4];
  p.castles = 1;
  p.fortress = false;
  s.players[1].goblin = [{ owner: 2, slot: 1, leader: false }];
  s.market = ['C10', 'C11'];
  s.deck = ['C12'];
  s.monuments = [3, 4];
  s.relics = [5, 6];
  s.artifactSupply = 9;
  s.artifactsOn = { H6: 1 };
  s.singleStack = ['E1'];
  s.tileStack = ['D02', 'D03'];
  s.round = 4;
  s.turnNo = 11;
  s.endTriggered = true;
  s.couldPlace = true;
  s.lastPlaced = ['H6', 'H7'];
  s.events = [{ key: 'pan.ev.stuck' }];
  s.dropped = [2];
  at(s, 0, 'effect', {
    placed: { kind: 'tile', cells: ['H6', 'H7'] },
    fromHand: true,
    single: 'E2',
    figure: 'placed',
    closing: [{ cells: ['H6'], terrain: 'forest' }],
    rage: { cell: 'H7', factor: 3 },
    built: true,
    scored: true,
    effect: { name: 'muster', left: 2 },
  });
  s.pending = [{ kind: 'haunt', seat: 1, target: 0 }];
  s.picking = [2];
  s.startTiles = ['S1'];
  return s;
}

describe('the copy of a state', () => {
  it('carries every field', () => {
    const s = rich();
    expect(cloneState(s)).toEqual(s);
    const plain = bareGame();
    expect('dropped' in cloneState(plain)).toBe(false);
    expect(cloneState(plain)).toEqual(plain);
  });

  it('changing the copy in place leaves the original as it was', () => {
    const s = rich();
    const before = structuredClone(s);
    const c = cloneState(s);
    const p = c.players[0];
    p.res.gold = 99;
    p.points.city = 99;
    p.hand.push('X');
    p.tiles.push('X');
    p.slots[0].push({ monument: 9 });
    p.spells.push('X');
    p.relics.push(9);
    p.prisoners[0].leader = true;
    p.prisoners.push({ seat: 2, leader: true });
    if (p.haunt) p.haunt.round = 99;
    p.goblin[0].slot = 9;
    p.goblin.push({ owner: 2, slot: 2, leader: false });
    p.trades.push(9);
    c.options.sets.push('promo');
    c.rng.s = 0;
    c.deck.push('X');
    c.market.push('X');
    c.tileStack.push('X');
    c.singleStack.push('X');
    c.monuments.push(9);
    c.relics.push(9);
    c.figures.H7.main.leader = true;
    if (c.figures.H7.spirit) c.figures.H7.spirit.leader = false;
    c.figures.H6.main.seat = 0;
    c.artifactsOn.H6 = 9;
    c.turn.placed.cells.push('X');
    c.turn.closing[0].cells.push('X');
    if (c.turn.rage) c.turn.rage.factor = 9;
    if (c.turn.effect && 'left' in c.turn.effect) c.turn.effect.left = 9;
    c.pending[0].seat = 2;
    c.picking.push(0);
    c.startTiles.push('X');
    c.events.push({ key: 'X' });
    c.lastPlaced.push('X');
    expect(s).toEqual(before);
  });
});
