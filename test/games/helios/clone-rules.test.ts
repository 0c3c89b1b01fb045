/**
 * The state copy apply works on (accessors.ts cloneState) and the key of the memos over land and sun (landSunKey):
 * a copy equals its original, changing what a rule changes in place on the copy leaves the original as it was, and
 * boards with land on different cells never share a key (else a memo would answer for another board).
 */
import { describe, expect, it } from 'vitest';
import { cloneState, landSunKey } from '../../../src/games/helios/accessors';
import { CELLS } from '../../../src/games/helios/hex';
import type { HeliosState } from '../../../src/games/helios/types';
import { landTile, startedGame } from './helpers';

/** A started game with a turn holding Landverwaltung tiles, a person phase and a log line, all at once. */
function busyState(): HeliosState {
  const state = structuredClone(startedGame(3, 'clone-rules'));
  state.turn = { seat: 1, stage: 'extra', sym: 'build', bonus: 1, fullRow: 'red', pendingLand: [{ color: 'grey', res: [] }], circuitScored: true };
  state.personPhase = { order: [2, 0, 1], current: 1, passed: [false, true, false], bought: true, acted: true };
  state.events = [{ key: 'hel.ev.x' }];
  return state;
}

describe('cloneState', () => {
  it('the copy equals the original, with no dropped seats named when there were none', () => {
    const state = busyState();
    expect(state.dropped).toBeUndefined();
    expect(cloneState(state)).toStrictEqual(state);
    const dropped = { ...state, dropped: [2] };
    expect(cloneState(dropped)).toStrictEqual(dropped);
  });

  it('changing the copy in place leaves the original as it was', () => {
    const state = busyState();
    const before = structuredClone(state);
    const copy = cloneState(state);
    copy.rng.s = 42;
    copy.offer.push(null);
    copy.turn?.pendingLand.push({ color: 'black', res: [] });
    copy.personPhase?.order.push(1);
    copy.personPhase?.passed.push(true);
    copy.events.push({ key: 'hel.ev.y' });
    expect(state).toStrictEqual(before);
  });
});

describe('landSunKey', () => {
  it('a tile on any one of the 61 fields gives a key of its own', () => {
    const player = startedGame(3, 'clone-rules').players[0];
    const keys = CELLS.map((cell) => landSunKey({ ...player, tiles: { [cell.id]: landTile('brown') } }));
    expect(CELLS).toHaveLength(61);
    expect(new Set(keys).size).toBe(61);
  });
});
