/**
 * Pandoria's applyOwned (engine.ts applyOwnedOne), the in-place apply of random playouts, against apply: the same
 * games move for move, the same final states, and no shared data changed on the way.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, playout } from '../../../src/engine/driver';
import type { GameOptions } from '../../../src/engine/types';
import * as board from '../../../data/pandoria/board';
import * as cards from '../../../data/pandoria/cards';
import * as components from '../../../data/pandoria/components';
import * as realms from '../../../data/pandoria/realms';
import * as tiles from '../../../data/pandoria/tiles';
import { pandoria } from '../../../src/games/pandoria/engine';

const data = () => JSON.stringify([board, cards, components, realms, tiles]);
/** The variants of scripts/playout-hash.ts. */
const VARIANTS: GameOptions[] = [
  { variant: 'b', sets: 'all' },
  { variant: 'a' },
  { variant: 'famspell', artifacts: true, start: 'chosen', realms: 'pick' },
  { sets: 'both', realms: 'same', apart: true, start: 'random' },
];

describe('Pandoria applyOwned', () => {
  it('changes the state it is given and returns it, as apply would', () => {
    const start = pandoria.setup({ variant: 'b', sets: 'all' }, 2, 'owned');
    const seat = pandoria.awaiting(start)[0];
    const { move } = chooseMove(pandoria, start, seat, () => 0);
    const copied = pandoria.apply(start, seat, move);
    const owned = pandoria.applyOwned!(start, seat, move);
    expect(owned).toBe(start);
    expect(JSON.stringify(owned)).toBe(JSON.stringify(copied));
    expect(pandoria.awaiting(owned)).toEqual(pandoria.awaiting(copied));
  });

  it('plays 24 seeded random games (2–4 seats, every variant) exactly as apply does', () => {
    const before = data();
    for (let i = 0; i < 24; i++) {
      const options = VARIANTS[i % VARIANTS.length];
      const seats = 2 + (i % 3);
      const owned = playout(pandoria, options, seats, `owned-${i}`);
      const copied = playout(pandoria, options, seats, `owned-${i}`, undefined, () => {});
      expect(owned.moves).toEqual(copied.moves);
      expect(JSON.stringify(owned.final)).toBe(JSON.stringify(copied.final));
    }
    expect(data()).toBe(before);
  });
});
