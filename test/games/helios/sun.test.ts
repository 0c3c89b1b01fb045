import { describe, expect, it } from 'vitest';
import { sunTargets } from '../../../src/games/helios/sun';
import { cellId } from '../../../src/games/helios/hex';
import type { HeliosState, PlacedTile } from '../../../src/games/helios/types';
import { at, expectRuleError, landTile, onTurn, optionIds, play, specialTile, startedGame, updatePlayer, withBoard } from './helpers';

const SEAT = 0;
const base = startedGame(3, 'sun-tests');

/** A state with seat 0 about to move the sun on the given board. */
function sunTurn(tiles: Record<string, PlacedTile>, sun: string, change: (p: HeliosState['players'][number]) => void = () => {}): HeliosState {
  const state = withBoard(base, SEAT, tiles, sun);
  return onTurn(updatePlayer(state, SEAT, change), SEAT, 'act', 'sun');
}

/** The legal destinations with their step counts, as offered by the choice tree. */
function destinations(state: HeliosState): Record<string, number> {
  const offered = optionIds(state, SEAT, ['S']);
  const steps = Object.fromEntries(sunTargets(state.players[SEAT]).map((t) => [cellId(t.cell), t.steps]));
  expect(offered.sort()).toEqual(Object.keys(steps).sort());
  return steps;
}

const centre = { [at(0, 0)]: landTile('brown') };

describe('sun movement along the land', () => {
  it('moves clockwise round the start tile, at least 1 and at most the range', () => {
    const state = sunTurn(centre, at(0, -1));
    // Clockwise from north: NE, then SE. The cell behind (NW) is not reachable: that would be anticlockwise.
    expect(destinations(state)).toEqual({ [at(1, -1)]: 1, [at(1, 0)]: 2 });
  });

  it('a larger range reaches further but never the start field again (no full lap)', () => {
    const state = sunTurn(centre, at(0, -1), (p) => (p.range = 9));
    expect(destinations(state)).toEqual({ [at(1, -1)]: 1, [at(1, 0)]: 2, [at(0, 1)]: 3, [at(-1, 1)]: 4, [at(-1, 0)]: 5 });
  });

  it('with the Kraftwerk the range is unlimited, still stopping short of the start field', () => {
    const tiles = { ...centre, [at(0, 1)]: landTile('grey'), [at(0, 2)]: landTile('grey'), [at(0, 3)]: landTile('grey') };
    const state = sunTurn(tiles, at(0, -1), (p) => {
      p.unlimited = true;
      p.buildings.push('powerPlant');
    });
    const steps = destinations(state);
    // The coast of a 4-tile column has 12 fields: every one but the start is reachable in one move.
    expect(Object.keys(steps)).toHaveLength(11);
    expect(steps[at(0, -1)]).toBeUndefined();
    expect(steps[at(-1, 0)]).toBe(11);
  });

  it('the sun travels over dark rim fields when the land reaches the edge', () => {
    const tiles = { ...centre, [at(0, -1)]: landTile('grey'), [at(0, -2)]: landTile('grey'), [at(0, -3)]: landTile('grey') };
    const state = sunTurn(tiles, at(-1, -2), (p) => (p.range = 4));
    // From the west side of the column round its northern tip on the dark rim.
    expect(destinations(state)).toEqual({ [at(-1, -3)]: 1, [at(0, -4)]: 2, [at(1, -4)]: 3, [at(1, -3)]: 4 });
  });

  it('moving to a field not offered is refused', () => {
    const state = sunTurn(centre, at(0, -1));
    expectRuleError(() => play(state, SEAT, ['S', at(-1, 0)]), 'error.invalidPath');
    expectRuleError(() => base && play(state, SEAT, ['S', at(0, -1)]), 'error.invalidPath');
  });
});

describe('dead ends and tubes', () => {
  // (1,-1) has land on 5 sides; its only free side is north.
  const deadEndBoard = {
    ...centre,
    [at(0, -1)]: landTile('grey'),
    [at(2, -2)]: landTile('grey'),
    [at(2, -1)]: landTile('grey'),
    [at(1, 0)]: landTile('green'),
  };

  it('the sun never enters a field with only one free side, but passes by it', () => {
    const state = sunTurn(deadEndBoard, at(0, -2), (p) => (p.range = 3));
    const steps = destinations(state);
    expect(steps[at(1, -1)]).toBeUndefined();
    expect(steps).toEqual({ [at(1, -2)]: 1, [at(2, -3)]: 2, [at(3, -3)]: 3 });
  });

  // A tube: (1,-2) has one free side leading to (1,-1), which opens south to (1,0).
  const tubeBoard = {
    ...centre,
    [at(0, -1)]: landTile('grey'),
    [at(0, -2)]: landTile('grey'),
    [at(1, -3)]: landTile('grey'),
    [at(2, -3)]: landTile('grey'),
    [at(2, -2)]: landTile('grey'),
    [at(2, -1)]: landTile('grey'),
  };

  it('a tube leading into a dead end is part of the dead end', () => {
    const state = sunTurn(tubeBoard, at(2, 0), (p) => (p.unlimited = true));
    const steps = destinations(state);
    expect(steps[at(1, -1)]).toBeUndefined();
    expect(steps[at(1, -2)]).toBeUndefined();
    expect(steps[at(1, 0)]).toBe(1);
  });

  it('a sun inside a dead end must move outward and then clockwise on, never back', () => {
    expect(destinations(sunTurn(tubeBoard, at(1, -2), (p) => (p.range = 1)))).toEqual({ [at(1, -1)]: 1 });
    const steps = destinations(sunTurn(tubeBoard, at(1, -2), (p) => (p.range = 3)));
    // Out through the tube to its mouth, then on westwards (clockwise along the south coast).
    expect(steps).toEqual({ [at(1, -1)]: 1, [at(1, 0)]: 2, [at(0, 1)]: 3 });
  });

  it('once out, the sun does not turn back into the dead end', () => {
    let state = sunTurn(tubeBoard, at(1, -2), (p) => (p.range = 2));
    state = play(state, SEAT, ['S', at(1, 0)]);
    state = onTurn(state, SEAT, 'act', 'sun');
    const steps = destinations(state);
    expect(steps[at(1, -1)]).toBeUndefined();
    expect(steps[at(1, -2)]).toBeUndefined();
  });
});

describe('shortcuts', () => {
  // (1,-1) is a bay with land on 4 sides; its free sides north and north-east are neighbours of each other.
  const bayBoard = { ...centre, [at(0, -1)]: landTile('grey'), [at(1, 0)]: landTile('grey'), [at(2, -1)]: landTile('grey') };

  it('the sun may cut across a bay mouth, or go into the bay', () => {
    const steps = destinations(sunTurn(bayBoard, at(0, -2)));
    expect(steps).toEqual({ [at(1, -2)]: 1, [at(1, -1)]: 2, [at(2, -2)]: 2 });
  });

  it('the sun never cuts behind land (that would be anticlockwise)', () => {
    // From north of the start tile, the north-west neighbour is adjacent but lies behind the land.
    const steps = destinations(sunTurn(centre, at(0, -1), (p) => (p.range = 1)));
    expect(steps).toEqual({ [at(1, -1)]: 1 });
  });
});

describe('yield of an irradiated neighbourhood', () => {
  it('empty land tiles get a resource of their colour; tiles with one, temples and special tiles get none', () => {
    const tiles = {
      [at(0, 0)]: landTile('brown'),
      [at(1, -1)]: landTile('blue', ['green']),
      [at(1, 0)]: landTile('black'),
      [at(0, 1)]: specialTile('free'),
    };
    // The sun stops on (0,-1): next to (0,0) and (1,-1), not to (1,0).
    const state = sunTurn(tiles, at(-1, 0), (p) => (p.range = 1));
    const after = play(state, SEAT, ['S', at(0, -1)]);
    expect(after.players[SEAT].tiles[at(0, 0)].res).toEqual(['brown']);
    expect(after.players[SEAT].tiles[at(1, -1)].res).toEqual(['green']);
    expect(after.players[SEAT].tiles[at(1, 0)].res).toEqual([]);
    // On (2,0) the black tile (1,0) is irradiated and gets its resource.
    const onward = play(sunTurn(tiles, at(2, -1), (p) => (p.range = 1)), SEAT, ['S', at(2, 0)]);
    expect(onward.players[SEAT].tiles[at(1, 0)].res).toEqual(['black']);
  });

  it('special tiles yield nothing and land tiles not next to the sun get nothing', () => {
    const tiles = { [at(0, 0)]: landTile('brown'), [at(0, 1)]: landTile('green'), [at(-1, 0)]: specialTile('goods') };
    const state = sunTurn(tiles, at(1, -1), (p) => (p.range = 1));
    const after = play(state, SEAT, ['S', at(1, 0)]);
    expect(after.players[SEAT].tiles[at(0, 0)].res).toEqual(['brown']);
    expect(after.players[SEAT].tiles[at(0, 1)].res).toEqual(['green']);
    expect(after.players[SEAT].tiles[at(-1, 0)].res).toEqual([]);
    const far = play(sunTurn(tiles, at(-1, -1), (p) => (p.range = 1)), SEAT, ['S', at(0, -1)]);
    expect(far.players[SEAT].tiles[at(0, 1)].res).toEqual([]);
    expect(far.players[SEAT].tiles[at(-1, 0)].res).toEqual([]);
  });

  it('with the Lager a land tile holding one resource gets a second of its colour, never a third', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['black']), [at(1, -1)]: landTile('grey', ['grey', 'blue']) };
    const state = sunTurn(tiles, at(0, -1), (p) => {
      p.range = 1;
      p.buildings.push('storehouse');
    });
    const moved = play(state, SEAT, ['S', at(1, -2)]);
    expect(moved.players[SEAT].tiles[at(1, -1)].res).toEqual(['grey', 'blue']);
    const again = play(onTurn(withBoard(moved, SEAT, tiles, at(-1, 0)), SEAT, 'act', 'sun'), SEAT, ['S', at(0, -1)]);
    expect(again.players[SEAT].tiles[at(0, 0)].res).toEqual(['black', 'brown']);
  });

  it('without the Lager a tile with one resource gets nothing more', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['black']) };
    const after = play(sunTurn(tiles, at(-1, 0), (p) => (p.range = 1)), SEAT, ['S', at(0, -1)]);
    expect(after.players[SEAT].tiles[at(0, 0)].res).toEqual(['black']);
  });

  it('an irradiated temple scores 1 for its tile and 1 per adjacent land or special tile', () => {
    const tiles = {
      [at(0, 0)]: landTile('brown', [], true),
      [at(1, 0)]: landTile('grey', ['grey']),
      [at(0, 1)]: specialTile('temples'),
      [at(-1, 1)]: landTile('green', ['green']),
    };
    // (1,-1) touches the temple on (0,0), whose neighbours (1,0), (0,1), (-1,1) hold tiles.
    const state = sunTurn(tiles, at(0, -1), (p) => (p.range = 1));
    const after = play(state, SEAT, ['S', at(1, -1)]);
    expect(after.players[SEAT].vp - state.players[SEAT].vp).toBe(4);
  });

  it('temples on special tiles score too, and each temple next to the sun counts', () => {
    const tiles = { [at(0, 0)]: landTile('brown', [], true), [at(1, -1)]: specialTile('free', [], true) };
    const state = sunTurn(tiles, at(1, -2), (p) => (p.range = 1));
    const after = play(state, SEAT, ['S', at(2, -2)]);
    // Only the special-tile temple touches (2,-2): 1 for its tile + 1 for its neighbour (0,0).
    expect(after.players[SEAT].vp - state.players[SEAT].vp).toBe(2);
    // (1,0) touches both temples: 2 + 2.
    const both = play(sunTurn(tiles, at(2, -1), (p) => (p.range = 1)), SEAT, ['S', at(1, 0)]);
    expect(both.players[SEAT].vp - state.players[SEAT].vp).toBe(4);
  });

  it('with the Rat every irradiated temple scores 3 more', () => {
    const tiles = { [at(0, 0)]: landTile('brown', [], true) };
    const state = sunTurn(tiles, at(-1, 0), (p) => {
      p.range = 1;
      p.buildings.push('council');
    });
    const after = play(state, SEAT, ['S', at(0, -1)]);
    // 1 (temple) + 0 neighbours + 3 (Rat); the step onto the yellow field also completes a circuit (+5).
    expect(after.players[SEAT].vp - state.players[SEAT].vp).toBe(4 + 5);
  });
});

describe('circuits', () => {
  const lapState = (change: (p: HeliosState['players'][number]) => void = () => {}) =>
    sunTurn(centre, at(0, -1), (p) => {
      p.range = 2;
      change(p);
    });

  /** Moves the sun on by its range, one action turn per move, and returns the VP after each move. */
  function runLaps(state: HeliosState, moves: string[]): number[] {
    const vps: number[] = [];
    let current = state;
    for (const to of moves) {
      current = play(onTurn(current, SEAT, 'act', 'sun'), SEAT, ['S', to]);
      vps.push(current.players[SEAT].vp);
    }
    return vps;
  }

  it('a complete lap, spread over several turns, scores 5 when the sun reaches the yellow fields', () => {
    const vps = runLaps(lapState(), [at(1, 0), at(-1, 1), at(0, -1), at(1, 0), at(-1, 1), at(0, -1)]);
    expect(vps).toEqual([0, 0, 5, 5, 5, 10]);
  });

  it('with the Wachturm a circuit scores 10', () => {
    const vps = runLaps(lapState((p) => p.buildings.push('watchtower')), [at(1, 0), at(-1, 1), at(0, -1)]);
    expect(vps).toEqual([0, 0, 10]);
  });

  it('after the Kraftwerk circuits score nothing; laps before it keep their points', () => {
    const before = runLaps(lapState(), [at(1, 0), at(-1, 1), at(0, -1)]);
    expect(before[2]).toBe(5);
    const powered = updatePlayer(lapState(), SEAT, (p) => {
      p.unlimited = true;
      p.vp = 5;
    });
    const vps = runLaps(powered, [at(-1, 0), at(0, -1)]);
    expect(vps).toEqual([5, 5]);
  });

  it('a circuit scores at most once per turn, and a lap blocked that way is not banked', () => {
    // Seat 0 scored a circuit earlier this turn (a bonus action follows the action in the same turn).
    let state = sunTurn(centre, at(-1, 0), (p) => (p.range = 1));
    state.turn = { ...(state.turn as NonNullable<HeliosState['turn']>), circuitScored: true };
    state = play(state, SEAT, ['S', at(0, -1)]);
    expect(state.players[SEAT].vp).toBe(0);
    // The next turns, going on does not pay out the blocked lap.
    state = updatePlayer(state, SEAT, (p) => (p.range = 2));
    const next = runLaps(state, [at(1, 0), at(-1, 1)]);
    expect(next).toEqual([0, 0]);
  });

  it('action and bonus action in one turn share the once-per-turn limit', () => {
    let state = sunTurn(centre, at(-1, 0), (p) => (p.range = 1));
    state.turn = { ...(state.turn as NonNullable<HeliosState['turn']>), bonus: 1 };
    state = play(state, SEAT, ['S', at(0, -1)]);
    expect(state.players[SEAT].vp).toBe(5);
    expect(state.turn?.stage).toBe('bonus');
    // Move 5 steps round (range raised) and cross again within the same turn: no second award.
    state = updatePlayer(state, SEAT, (p) => (p.range = 5));
    state = play(state, SEAT, ['S', at(-1, 0)]);
    expect(state.players[SEAT].vp).toBe(5);
  });

  it('the sun stepping back off the yellow fields and on again does not score twice', () => {
    // A bay on the yellow ray open to the west: the sun pokes onto (0,-2) (a circuit), backs out westwards, and
    // crosses the ray again on the dark rim (0,-4) without having gone round the land once more.
    const tiles = {
      ...centre,
      [at(0, -1)]: landTile('grey'),
      [at(1, -2)]: landTile('grey'),
      [at(1, -3)]: landTile('grey'),
      [at(0, -3)]: landTile('grey'),
    };
    const state = sunTurn(tiles, at(-1, -1), (p) => (p.range = 1));
    const poked = play(state, SEAT, ['S', at(0, -2)]);
    expect(poked.players[SEAT].vp).toBe(5);
    let current = poked;
    const visited: string[] = [];
    for (let i = 0; i < 4; i++) {
      const options = optionIds(onTurn(current, SEAT, 'act', 'sun'), SEAT, ['S']);
      current = play(onTurn(current, SEAT, 'act', 'sun'), SEAT, ['S', options[0]]);
      visited.push(current.players[SEAT].sun);
    }
    expect(visited).toContain(at(0, -4));
    expect(current.players[SEAT].vp).toBe(5);
  });
});
