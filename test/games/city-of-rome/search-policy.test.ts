/**
 * The playouts of City of Rome's computer player (search-policy.ts): a card goes to the cell where the city scores the
 * most three times in four, a turn with building open ends early about one time in seven, the rest at random.
 */
import { describe, expect, it } from 'vitest';
import { search } from '../../../src/ai/search';
import { createRng, type RngState } from '../../../src/engine/rng';
import type { AnyEngine } from '../../../src/engine/types';
import { cityOfRomeModule } from '../../../src/games/city-of-rome/module';
import { playoutChoice } from '../../../src/games/city-of-rome/search-policy';
import { cell, optionIds, startCity, turnState } from './helpers';

/** Two 4-houses at r3c1 and r4c1 beside the start city (house r3c2, farm r3c3), a market in hand. */
function marketTurn() {
  return turnState({ city: [...startCity(), cell(3, 1, 'III-10'), cell(4, 1, 'III-10')], hand: ['III-11'], coins: 10, freeBricks: 3 });
}

/** How often each option id is picked over `draws` seeded draws. */
function picks(choose: (rng: RngState) => number, ids: readonly string[], draws: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let draw = 0; draw < draws; draw++) {
    const id = ids[choose(createRng(`policy/${draw}`))];
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

describe('City of Rome: how the computer player builds in the moves it imagines', () => {
  it('puts a card on the cell where the city then scores the most about three times in four, elsewhere at random', () => {
    const { state, seat } = marketTurn();
    const cells = optionIds(state, seat, ['build', 'III-11']);
    expect(cells).toEqual(['r2c1', 'r2c2', 'r2c3', 'r3c0', 'r3c4', 'r4c0', 'r4c2', 'r4c3', 'r5c1']);
    // Only r4c2 touches both districts: the two 4-houses and the start house.
    const counts = picks((rng) => playoutChoice(state, seat, cells, rng, ['build', 'III-11']), cells, 400);
    expect(counts.r4c2).toBeGreaterThan(0.72 * 400);
    expect(counts.r4c2).toBeLessThan(0.84 * 400);
    expect(Object.keys(counts).length).toBeGreaterThan(5);
  });

  it('breaks a tie for the best cell at random', () => {
    const { state, seat } = marketTurn();
    // Without r4c2, four cells touch the 4-houses alone and score alike.
    const cells = ['r2c1', 'r2c2', 'r3c0', 'r4c0', 'r5c1'];
    const counts = picks((rng) => playoutChoice(state, seat, cells, rng, ['build', 'III-11']), cells, 400);
    for (const id of ['r2c1', 'r3c0', 'r4c0', 'r5c1']) expect(counts[id]).toBeGreaterThan(50);
    expect(counts.r2c2 ?? 0).toBeLessThan(40);
  });

  it('asks for the best cell only where the path asks for a card\'s cell', () => {
    const { state, seat } = marketTurn();
    const cells = optionIds(state, seat, ['build', 'III-11']);
    // The same ids under another path are chosen uniformly.
    for (const path of [[], ['take', 'III-11'], ['build', 'III-11', 'I']]) {
      const counts = picks((rng) => playoutChoice(state, seat, cells, rng, path), cells, 900);
      for (const id of cells) expect(counts[id]).toBeGreaterThan(60);
      expect(counts.r4c2).toBeLessThan(150);
    }
    // Where no option is a cell, the pick is still one of the options.
    const decks = ['I', 'II', 'III'];
    const counts = picks((rng) => playoutChoice(state, seat, decks, rng, ['build', 'III-11']), decks, 300);
    for (const deck of decks) expect(counts[deck]).toBeGreaterThan(60);
    expect(counts.II).toBeLessThan(150);
  });

  it('counts a card put on a taken cell (an aqueduct built over a card) in place of what stood there', () => {
    const { state, seat } = marketTurn();
    // On r3c1 the market would replace a 4-house (16 points, not the 20 of both); r4c2 scores 20.
    const counts = picks((rng) => playoutChoice(state, seat, ['r3c1', 'r4c2'], rng, ['build', 'III-11']), ['r3c1', 'r4c2'], 400);
    expect(counts.r4c2).toBeGreaterThan(300);
  });

  it('ends a turn with building still open about one time in seven', () => {
    const { state, seat } = marketTurn();
    expect(optionIds(state, seat)).toEqual(['build', 'end']);
    // With producing offered as well (the policy reads the ids alone here).
    const ids = ['build', 'prod', 'end'];
    const counts = picks((rng) => playoutChoice(state, seat, ids, rng, []), ids, 1000);
    expect(counts.end).toBeGreaterThan(110);
    expect(counts.end).toBeLessThan(190);
    // The rest goes to the other options alike.
    expect(counts.build + counts.prod).toBe(1000 - counts.end);
    expect(Math.abs(counts.build - counts.prod)).toBeLessThan(120);
    // Wherever the end is listed.
    const endFirst = ['end', 'build', 'prod'];
    const first = picks((rng) => playoutChoice(state, seat, endFirst, rng, []), endFirst, 1000);
    expect(first.end).toBeGreaterThan(110);
    expect(first.end).toBeLessThan(190);
    expect(first.build + first.prod).toBe(1000 - first.end);
    // A turn that can only end does.
    expect(playoutChoice(state, seat, ['end'], createRng('only'), [])).toBe(0);
  });

  it('is the module\'s playout policy and is told the path of the move being chosen', () => {
    const { state, seat } = marketTurn();
    const policy = cityOfRomeModule.search?.policy;
    expect(policy).toBeDefined();
    const paths: string[][] = [];
    const watching = { ...cityOfRomeModule.search, policy: (...args: Parameters<NonNullable<typeof policy>>) => {
      paths.push([...args[5]]);
      return (policy as NonNullable<typeof policy>)(...args);
    } };
    search({ engine: cityOfRomeModule.engine as unknown as AnyEngine, state, seat, budget: { iterations: 60, ms: 60_000 }, seed: 'wired', tuning: watching });
    expect(paths.some((path) => path.length === 2 && path[0] === 'build')).toBe(true);
    expect(paths.some((path) => path.length === 0)).toBe(true);
  });
});
