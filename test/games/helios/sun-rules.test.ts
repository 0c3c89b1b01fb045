/** The sun's move as apply() checks and logs it: refusals of raw moves, the once-per-turn circuit, the yield lines. */
import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/i18n';
import type { HeliosState, PlacedTile } from '../../../src/games/helios/types';
import { apply, at, expectRuleError, landTile, onTurn, play, startedGame, updatePlayer, withBoard } from './helpers';

const SEAT = 0;
const base = startedGame(3, 'sun-rules');
const centre = { [at(0, 0)]: landTile('brown') };

function sunTurn(tiles: Record<string, PlacedTile>, sun: string, change: (p: HeliosState['players'][number]) => void = () => {}): HeliosState {
  return onTurn(updatePlayer(withBoard(base, SEAT, tiles, sun), SEAT, change), SEAT, 'act', 'sun');
}

describe('a raw sun move to a field out of reach', () => {
  it('is refused with the sun-target message and changes nothing', () => {
    const state = sunTurn(centre, at(0, -1), (p) => (p.range = 1));
    // Range 1 from (0,-1) reaches (1,-1) only; (1,0) is 2 steps away.
    expectRuleError(() => apply(state, SEAT, { t: 'sun', to: at(1, 0) }), 'hel.error.sunTarget');
    expect(state.players[SEAT].sun).toBe(at(0, -1));
  });
});

describe('the circuit bonus within one turn', () => {
  it('action and bonus action crossing the yellow fields twice score 5 once', () => {
    let state = sunTurn(centre, at(-1, 0), (p) => (p.range = 2));
    state.turn = { ...(state.turn as NonNullable<HeliosState['turn']>), bonus: 1 };
    // (-1,0) → (0,-1) → (1,-1): over the yellow field, a circuit.
    state = play(state, SEAT, ['S', at(1, -1)]);
    expect(state.players[SEAT].vp).toBe(5);
    expect(state.events).toContainEqual(tx('hel.ev.circuit', { vp: 5 }));
    expect(state.turn?.stage).toBe('bonus');
    // Five steps on, round the start tile, the bonus move reaches the yellow field (0,-1) again: a second lap, but
    // the same turn.
    state = updatePlayer(state, SEAT, (p) => (p.range = 5));
    state = play(state, SEAT, ['S', at(0, -1)]);
    expect(state.players[SEAT].vp).toBe(5);
    expect(state.events.map((e) => e.key)).not.toContain('hel.ev.circuit');
  });

  it('the Wachturm circuit is logged with its 10 VP', () => {
    const state = sunTurn(centre, at(-1, 0), (p) => {
      p.range = 1;
      p.buildings.push('watchtower');
    });
    const after = play(state, SEAT, ['S', at(0, -1)]);
    expect(after.events).toContainEqual(tx('hel.ev.circuit', { vp: 10 }));
  });
});

describe('the yield lines of the log', () => {
  it('counts the resources the irradiated land tiles received', () => {
    // (0,-1) touches (0,0) and (1,-1): two empty land tiles, one resource each.
    const tiles = { [at(0, 0)]: landTile('brown'), [at(1, -1)]: landTile('blue') };
    const after = play(sunTurn(tiles, at(-1, 0), (p) => (p.range = 1)), SEAT, ['S', at(0, -1)]);
    expect(after.events).toContainEqual(tx('hel.ev.yieldResources', { n: 2 }));
    expect(after.events.map((e) => e.key)).not.toContain('hel.ev.yieldTemples');
  });

  it('names the temple VP, and says nothing of resources when no tile received one', () => {
    const tiles = { [at(0, 0)]: landTile('brown', [], true), [at(1, 0)]: landTile('grey', ['grey']) };
    // (1,-1) touches the temple (0,0) (1 + 1 neighbour) and the full tile (1,0).
    const after = play(sunTurn(tiles, at(0, -1), (p) => (p.range = 1)), SEAT, ['S', at(1, -1)]);
    expect(after.events).toContainEqual(tx('hel.ev.yieldTemples', { vp: 2 }));
    expect(after.events.map((e) => e.key)).not.toContain('hel.ev.yieldResources');
  });
});
