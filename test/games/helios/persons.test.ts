import { describe, expect, it } from 'vitest';
import { PERSONS, PERSON_IDS } from '../../../data/helios/persons';
import { helios } from '../../../src/games/helios/engine';
import type { HeliosState } from '../../../src/games/helios/types';
import { apply, at, completePath, expectRuleError, landTile, optionIds, passAll, play, startedGame, toPersonPhase } from './helpers';

const base = startedGame(3, 'person-tests');
const start = base.startPlayer;
const seatAt = (k: number) => (start + k) % 3;

/** Resources enough for any activation: two of every colour over five tiles. */
const rich = {
  [at(0, 0)]: landTile('brown', ['brown', 'grey']),
  [at(1, 0)]: landTile('grey', ['green', 'blue']),
  [at(0, 1)]: landTile('green', ['black', 'brown']),
  [at(-1, 1)]: landTile('blue', ['grey', 'green']),
  [at(-1, 0)]: landTile('black', ['blue', 'black']),
};

function personPhaseWith(mana: number[], change: (s: HeliosState) => void = () => {}): HeliosState {
  return toPersonPhase(base, (s) => {
    mana.forEach((m, k) => (s.players[seatAt(k)].mana = m));
    s.players.forEach((p) => (p.tiles = structuredClone(rich)));
    change(s);
  });
}

describe('order of the person phase', () => {
  it('the player with the most mana begins, then clockwise', () => {
    const state = personPhaseWith([2, 3, 5]);
    expect(state.phase).toBe('persons');
    expect(state.personPhase?.order).toEqual([seatAt(2), seatAt(0), seatAt(1)]);
    expect(helios.awaiting(state)).toEqual([seatAt(2)]);
  });

  it('on a tie the player nearer the start player (the start player first) begins', () => {
    expect(personPhaseWith([4, 4, 1]).personPhase?.order[0]).toBe(seatAt(0));
    expect(personPhaseWith([1, 4, 4]).personPhase?.order[0]).toBe(seatAt(1));
  });
});

describe('buying persons', () => {
  it('costs the printed mana and lays the person night side up; it leaves the display', () => {
    const state = personPhaseWith([9, 0, 0]);
    const after = play(state, seatAt(0), ['bpro']);
    expect(after.players[seatAt(0)].mana).toBe(9 - PERSONS.prophetess.buy);
    expect(after.players[seatAt(0)].persons).toEqual([{ id: 'prophetess', active: false }]);
    expect(after.persons).not.toContain('prophetess');
  });

  it('only one person per turn', () => {
    const state = play(personPhaseWith([9, 0, 0]), seatAt(0), ['barc']);
    expect(optionIds(state, seatAt(0), []).filter((id) => id.startsWith('b'))).toEqual([]);
    expectRuleError(() => apply(state, seatAt(0), { t: 'buy', person: 'inventor' }), 'hel.error.oneBuy');
  });

  it('persons costing more mana than the player has are not offered', () => {
    const state = personPhaseWith([3, 0, 0], (s) => (s.players.forEach((p) => (p.tiles = {}))));
    const offered = optionIds(state, seatAt(0), []);
    expect(offered).toContain('bpro');
    expect(offered).not.toContain('btre');
    expectRuleError(() => apply(state, seatAt(0), { t: 'buy', person: 'treasurer' }), 'hel.error.cannotBuy');
  });

  it('a bought person is gone for everyone else', () => {
    let state = play(personPhaseWith([9, 9, 0]), seatAt(0), ['btre']);
    state = play(state, seatAt(0), ['done']);
    expect(optionIds(state, seatAt(1), [])).not.toContain('btre');
  });
});

describe('activating persons', () => {
  it('pays 3 resources, flips the person and applies its range and mana at once (also when bought this turn)', () => {
    for (const id of PERSON_IDS) {
      let state = play(personPhaseWith([9, 0, 0]), seatAt(0), [`b${PERSONS[id].step}`]);
      const before = state.players[seatAt(0)];
      const cubesBefore = Object.values(before.tiles).reduce((n, t) => n + t.res.length, 0);
      state = play(state, seatAt(0), completePath(state, seatAt(0), [`a${PERSONS[id].step}`]));
      const after = state.players[seatAt(0)];
      const cubesAfter = Object.values(after.tiles).reduce((n, t) => n + t.res.length, 0);
      expect({ id, paid: cubesBefore - cubesAfter + PERSONS[id].bonusResources }).toEqual({ id, paid: 3 });
      expect({ id, active: after.persons.find((p) => p.id === id)?.active }).toEqual({ id, active: true });
      expect({ id, range: after.range - before.range, mana: after.mana - before.mana }).toEqual({
        id,
        range: PERSONS[id].range,
        mana: PERSONS[id].mana,
      });
    }
  });

  it('printed activation bonuses: Erfinder +2/1 mana, Priesterin +2/2 mana, Fürstin +1', () => {
    expect([PERSONS.inventor.range, PERSONS.inventor.mana]).toEqual([2, 1]);
    expect([PERSONS.priestess.range, PERSONS.priestess.mana]).toEqual([2, 2]);
    expect([PERSONS.princess.range, PERSONS.princess.mana]).toEqual([1, 0]);
  });

  it('Architekt and Kartograph place a bonus resource on an own tile without temple and with room', () => {
    const state = personPhaseWith([9, 0, 0], (s) => {
      const p = s.players[seatAt(0)];
      p.persons = [{ id: 'architect', active: false }];
      p.tiles = {
        [at(0, 0)]: landTile('brown', ['blue', 'grey']),
        [at(1, 0)]: landTile('grey', ['green', 'black']),
        [at(0, 1)]: landTile('green', [], true),
        [at(-1, 1)]: landTile('blue', ['brown', 'black']),
      };
    });
    const path = ['aarc', `${at(0, 0)}bl`, `${at(0, 0)}gy`, `${at(1, 0)}gn`];
    expect(optionIds(state, seatAt(0), path)).toEqual(['br', 'gy', 'gn', 'bl', 'bk']);
    // Only tiles with room and without temple: (0,0) was emptied, (1,0) holds one; (0,1) has a temple, (-1,1) is full.
    expect(optionIds(state, seatAt(0), [...path, 'bk'])).toEqual([at(0, 0), at(1, 0)].sort());
    const after = play(state, seatAt(0), [...path, 'bk', at(1, 0)]);
    expect(after.players[seatAt(0)].tiles[at(1, 0)].res).toEqual(['black', 'black']);
  });

  it('after paying, the tile a cube came from always has room for the bonus resource', () => {
    const state = personPhaseWith([9, 0, 0], (s) => {
      const p = s.players[seatAt(0)];
      p.persons = [{ id: 'cartographer', active: false }];
      p.tiles = {
        [at(0, 0)]: landTile('brown', [], true),
        [at(1, 0)]: landTile('grey', ['grey', 'brown']),
        [at(0, 1)]: landTile('green', ['green', 'green']),
      };
    });
    const path = ['acar', `${at(1, 0)}gy`, `${at(1, 0)}br`, `${at(0, 1)}gn`, 'bl'];
    expect(optionIds(state, seatAt(0), path)).toEqual([at(1, 0), at(0, 1)].sort());
  });

  it('a person that cannot be paid is not offered', () => {
    const state = personPhaseWith([9, 0, 0], (s) => {
      const p = s.players[seatAt(0)];
      p.persons = [{ id: 'cartographer', active: false }];
      p.tiles = { [at(0, 0)]: landTile('brown', ['grey', 'brown']) };
    });
    expect(optionIds(state, seatAt(0), [])).not.toContain('acar');
    expectRuleError(
      () => apply(state, seatAt(0), { t: 'activate', person: 'cartographer', pay: [{ cell: at(0, 0), color: 'grey' }, { cell: at(0, 0), color: 'brown' }] }),
      'hel.error.cannotActivate',
    );
  });

  it('any number of own persons may be activated in one turn', () => {
    let state = personPhaseWith([0, 0, 0], (s) => {
      s.players[seatAt(0)].persons = [
        { id: 'priestess', active: false },
        { id: 'explorer', active: false },
      ];
      s.players[seatAt(0)].mana = 5;
    });
    for (const step of ['apri', 'aexp']) state = play(state, seatAt(0), completePath(state, seatAt(0), [step]));
    expect(state.players[seatAt(0)].persons.every((p) => p.active)).toBe(true);
  });
});

describe('passing and the end of the phase', () => {
  it('a turn without buying or activating is a final pass; the others play on', () => {
    let state = personPhaseWith([9, 8, 7]);
    state = play(state, seatAt(0), ['done']);
    expect(state.personPhase?.passed[seatAt(0)]).toBe(true);
    state = play(state, seatAt(1), ['bpri']);
    state = play(state, seatAt(1), ['done']);
    state = play(state, seatAt(2), ['bexp']);
    state = play(state, seatAt(2), ['done']);
    // Seat 0 passed for good: seat 1 is next again.
    expect(helios.awaiting(state)).toEqual([seatAt(1)]);
  });

  it('a player who can do nothing passes automatically, and after the last pass the round ends', () => {
    const state = personPhaseWith([0, 0, 1], (s) => s.players.forEach((p) => (p.tiles = { [at(0, 0)]: landTile('brown') })));
    expect(state.phase).not.toBe('persons');
    expect(state.round).toBe(2);
    expect(state.events.map((e) => e.key).filter((k) => k === 'hel.ev.autoPass')).toHaveLength(3);
  });

  it('after buying with nothing else possible, the turn ends by itself', () => {
    const state = personPhaseWith([2, 9, 0], (s) => s.players.forEach((p) => (p.tiles = {})));
    // Seat 1 (most mana) buys; without resources it cannot activate, so its turn ends; seat 2 (no mana) passes
    // automatically and seat 0 is on.
    const after = play(state, seatAt(1), ['barc']);
    expect(after.personPhase?.passed[seatAt(1)]).toBe(false);
    expect(helios.awaiting(after)).toEqual([seatAt(0)]);
  });

  it('everyone passing ends the phase', () => {
    const after = passAll(personPhaseWith([3, 3, 3]));
    expect(after.personPhase).toBeNull();
    expect(after.round).toBe(2);
  });
});

describe('the bonus resource of Architekt and Kartograph', () => {
  const owning = (tiles: Record<string, ReturnType<typeof landTile>>) =>
    personPhaseWith([9, 0, 0], (s) => {
      s.players[seatAt(0)].persons = [{ id: 'architect', active: false }];
      s.players[seatAt(0)].tiles = tiles;
    });
  const pay = [
    { cell: at(0, 0), color: 'blue' as const },
    { cell: at(0, 0), color: 'grey' as const },
    { cell: at(1, 0), color: 'black' as const },
  ];

  it('must be placed when a tile can take it, and only on such a tile', () => {
    const state = owning({ [at(0, 0)]: landTile('brown', ['blue', 'grey']), [at(1, 0)]: landTile('grey', ['black']), [at(0, 1)]: landTile('green', [], true) });
    expectRuleError(() => apply(state, seatAt(0), { t: 'activate', person: 'architect', pay }), 'hel.error.bonusColor');
    expectRuleError(
      () => apply(state, seatAt(0), { t: 'activate', person: 'architect', pay, gift: { color: 'green', cell: at(0, 1) } }),
      'hel.error.badCell',
    );
  });

  it('is lost without asking when no tile can take it', () => {
    // Every tile has a temple, so none can take a bonus resource.
    const noRoom = owning({ [at(0, 0)]: landTile('brown', ['blue', 'grey'], true), [at(1, 0)]: landTile('grey', ['black'], true) });
    const after = apply(noRoom, seatAt(0), { t: 'activate', person: 'architect', pay });
    expect(after.players[seatAt(0)].persons).toEqual([{ id: 'architect', active: true }]);
  });
});
