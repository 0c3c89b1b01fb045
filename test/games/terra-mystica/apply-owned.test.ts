/**
 * applyOwnedMove (apply.ts), the in-place apply of random playouts and the log importer, against applyMove: the same
 * games move for move, the same final states, and no shared data changed on the way.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { FACTIONS } from '../../../data/terra-mystica/factions';
import { BONUS_TILES, FAVOR_TILES, SCORING_TILES, TOWN_TILES } from '../../../data/terra-mystica/tiles';
import { applyMove, applyOwnedMove } from '../../../src/games/terra-mystica/apply';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { setupState } from '../../../src/games/terra-mystica/setup';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { witches } from './helpers';

/** The Witches with 6 power in bowl II: burning is offered (up to 3). */
const burnable = () => witches((s) => (s.players[0].bowls = [0, 6, 6]));

const data = () => JSON.stringify([FACTIONS, BONUS_TILES, FAVOR_TILES, SCORING_TILES, TOWN_TILES]);

describe('applyOwnedMove', () => {
  it('changes the state it is given and returns it, with only the move’s events', () => {
    const s = burnable();
    const before = JSON.stringify(s);
    const after = applyOwnedMove(s, 0, { t: 'burn', n: 1 });
    expect(after).toBe(s);
    expect(JSON.stringify(after)).not.toBe(before);
    expect(after).toEqual(applyMove(JSON.parse(before) as TmState, 0, { t: 'burn', n: 1 }));
  });

  it('forgets the choice tree of the state before the move', () => {
    const s = burnable();
    const root = terraMystica.prompt(s, 0, []);
    expect('prompt' in root && root.prompt.options.map((o) => o.id)).toContain('n');
    applyOwnedMove(s, 0, { t: 'burn', n: 3 });
    const next = terraMystica.prompt(s, 0, []);
    expect('prompt' in next && next.prompt.options.map((o) => o.id)).not.toContain('n');
  });

  it('plays 40 seeded random games (2–5 seats) exactly as applyMove does', () => {
    const before = data();
    for (let i = 0; i < 40; i++) {
      const seats = 2 + (i % 4);
      const owned = playout(terraMystica, {}, seats, `owned-${i}`);
      const copied = playout(terraMystica, {}, seats, `owned-${i}`, undefined, () => {});
      expect(owned.moves).toEqual(copied.moves);
      expect(JSON.stringify(owned.final)).toBe(JSON.stringify(copied.final));
    }
    expect(data()).toBe(before);
  });

  it('imports a league log to the state its moves give through applyMove', () => {
    const game = importSnellman(readFileSync(new URL('./logs/game-04.txt', import.meta.url), 'utf8'));
    let state = setupState(game.options, game.seats, game.seed);
    for (const { seat, move } of game.moves) state = applyMove(state, seat, move);
    expect(JSON.stringify(state)).toBe(JSON.stringify(game.state));
    expect(game.moves.length).toBeGreaterThan(400);
  });
});
