/** The public log of Helios: what each automatic step reports, with its numbers and the seat it concerns. */
import { describe, expect, it } from 'vitest';
import { seatText, tx } from '../../../src/i18n';
import type { HeliosState, PlacedTile } from '../../../src/games/helios/types';
import { apply, at, landTile, onTurn, optionIds, passAll, play, startedGame, toPersonPhase, withBoard } from './helpers';

const base = startedGame(3, 'log-events');
const first = base.startPlayer;

/** Seat `first` about to take the only land tile of the display (red, onto the red row). */
function takingLand(change: (s: HeliosState) => void): HeliosState {
  const state = structuredClone(onTurn(base, first));
  state.columns.land = [{ sym: 'land', color: 'red' }];
  change(state);
  return state;
}
const take = (state: HeliosState) => apply(state, first, { t: 'take', sym: 'land', row: 'red' });
const noSpecials = (s: HeliosState) => (s.specials = { free: 0, land: 0, goods: 0, temples: 0 });

describe('an action nobody can carry out is forfeited at once', () => {
  it('create land with no face-up land tile and no special tile left: forfeited, logged with seat and symbol', () => {
    const after = take(takingLand((s) => {
      s.offer = s.offer.map(() => null);
      noSpecials(s);
    }));
    expect(after.events).toContainEqual(tx('hel.ev.forfeit', { seat: seatText(first), sym: tx('hel.sym.land') }));
    expect(after.turn?.seat).not.toBe(first);
  });

  it('a special tile alone, or a land tile alone, is enough to create land', () => {
    const specialsOnly = take(takingLand((s) => {
      s.offer = s.offer.map(() => null);
      noSpecials(s);
      s.specials.goods = 1;
    }));
    expect(specialsOnly.turn).toMatchObject({ seat: first, stage: 'act', sym: 'land' });
    const landOnly = take(takingLand((s) => {
      noSpecials(s);
      s.offer[0] = null;
    }));
    expect(landOnly.turn).toMatchObject({ seat: first, stage: 'act', sym: 'land' });
  });
});

describe('create land without a free field', () => {
  it('is forfeited even with tiles on offer', () => {
    // Every light field but the sun's (0,-3) holds a tile.
    const full: Record<string, PlacedTile> = {};
    for (let q = -3; q <= 3; q++) {
      for (let r = -3; r <= 3; r++) if (Math.abs(q + r) <= 3 && !(q === 0 && r === -3)) full[at(q, r)] = landTile('grey');
    }
    const state = withBoard(takingLand(() => {}), first, full, at(0, -3));
    const after = take(state);
    expect(after.events).toContainEqual(tx('hel.ev.forfeit', { seat: seatText(first), sym: tx('hel.sym.land') }));
  });
});

describe('building', () => {
  it('a temple on a tile with cubes logs how many were discarded; on an empty tile nothing is logged', () => {
    const tiles: Record<string, PlacedTile> = { [at(0, 0)]: landTile('brown', ['black']), [at(1, 0)]: landTile('grey', ['green', 'blue']) };
    const state = onTurn(withBoard(base, first, tiles, at(0, -1)), first, 'act', 'build');
    const onFull = play(state, first, ['B', 'T', at(1, 0), `${at(0, 0)}bk`]);
    expect(onFull.events).toContainEqual(tx('hel.ev.templeDiscard', { n: 2 }));
    const onEmpty = play(state, first, ['B', 'T', at(0, 0), `${at(0, 0)}bk`]);
    expect(onEmpty.events.map((e) => e.key)).not.toContain('hel.ev.templeDiscard');
  });

  it('a temple is not offered when every tile already has one', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['black', 'grey'], true), [at(1, 0)]: landTile('grey', ['green'], true) };
    const state = onTurn(withBoard(base, first, tiles, at(0, -1)), first, 'act', 'build');
    expect(play(state, first, ['B', 'lod', `${at(0, 0)}gy`]).players[first].buildings).toEqual(['sunLodge']);
    expect(optionIds(state, first, ['B'])).not.toContain('T');
  });

  it('a player who can only build a temple may still take the build action (it is not forfeited)', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['brown']) };
    const state = structuredClone(onTurn(withBoard(base, first, tiles, at(0, -1)), first));
    state.columns.build = [{ sym: 'build', color: 'red' }];
    const after = apply(state, first, { t: 'take', sym: 'build', row: 'red' });
    expect(after.turn).toMatchObject({ seat: first, stage: 'act', sym: 'build' });
  });

  it('a player who can only build a building (every tile has a temple) may take the build action', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['grey'], true) };
    const state = structuredClone(onTurn(withBoard(base, first, tiles, at(0, -1)), first));
    state.columns.build = [{ sym: 'build', color: 'red' }];
    const after = apply(state, first, { t: 'take', sym: 'build', row: 'red' });
    expect(after.turn).toMatchObject({ seat: first, stage: 'act', sym: 'build' });
  });

  it('the Landverwaltung with an empty extra stack takes nothing and reveals nothing', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['brown', 'black']) };
    const state = onTurn(withBoard(base, first, tiles, at(0, -1)), first, 'act', 'build');
    state.extraStack = [];
    const after = play(state, first, ['B', 'off', `${at(0, 0)}br`, `${at(0, 0)}bk`]);
    expect(after.reveals).toBe(state.reveals);
    expect(after.events).toContainEqual(tx('hel.ev.landOffice', { n: 0 }));
  });

  it('a trade belongs to the Tauschbasar only, and must be a whole number from 0 up', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['black', 'grey']) };
    const state = onTurn(withBoard(base, first, tiles, at(0, -1)), first, 'act', 'build');
    const pay = [{ cell: at(0, 0), color: 'black' as const }, { cell: at(0, 0), color: 'grey' as const }];
    expect(() => apply(state, first, { t: 'building', id: 'bazaar', pay })).toThrow('error.unknownMove');
    expect(() => apply(state, first, { t: 'building', id: 'observatory', pay: [pay[0]], trade: 0 })).toThrow('error.unknownMove');
    expect(() => apply(state, first, { t: 'building', id: 'bazaar', pay, trade: -1 })).toThrow('hel.error.trade');
    expect(() => apply(state, first, { t: 'building', id: 'bazaar', pay, trade: 0.5 })).toThrow('hel.error.trade');
  });

  it('the Landverwaltung logs the 2 tiles it takes, and a reveal', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['brown', 'black']) };
    const state = onTurn(withBoard(base, first, tiles, at(0, -1)), first, 'act', 'build');
    const after = play(state, first, ['B', 'off', `${at(0, 0)}br`, `${at(0, 0)}bk`]);
    expect(after.events).toContainEqual(tx('hel.ev.landOffice', { n: 2 }));
    expect(after.reveals - state.reveals).toBe(1);
  });
});

describe('the person phase and the round end', () => {
  it('a player with nothing to do passes automatically and it is logged; then the next round is announced', () => {
    const state = toPersonPhase(base, (s) => s.players.forEach((p) => ((p.mana = 0), (p.tiles = {}))));
    expect(state.events).toContainEqual(tx('hel.ev.autoPass', { seat: seatText(first) }));
    expect(state.events).toContainEqual(tx('hel.ev.newRound', { round: 2, seat: seatText((first + 1) % 3) }));
  });

  it('ending a turn after buying is no pass: the player is asked again', () => {
    const state = toPersonPhase(base, (s) => {
      s.players.forEach((p) => ((p.mana = 0), (p.tiles = {})));
      // The first player can still activate an owned person later on.
      s.players[first].mana = 2;
      s.players[first].persons = [{ id: 'priestess', active: false }];
      s.players[first].tiles = { [at(0, 0)]: landTile('brown', ['black', 'grey']), [at(1, 0)]: landTile('grey', ['green']) };
    });
    const bought = play(state, first, ['barc']);
    const done = apply(bought, first, { t: 'done' });
    expect(done.personPhase?.passed[first]).toBe(false);
    expect(done.phase).toBe('persons');
  });

  it('ending a turn after activating is no pass either', () => {
    const state = toPersonPhase(base, (s) => {
      s.players.forEach((p) => ((p.mana = 0), (p.tiles = {})));
      s.players[first].persons = [{ id: 'priestess', active: false }, { id: 'explorer', active: false }];
      s.players[first].tiles = {
        [at(0, 0)]: landTile('brown', ['black', 'brown']),
        [at(1, 0)]: landTile('grey', ['green', 'grey']),
        [at(0, 1)]: landTile('green', ['blue', 'green']),
      };
    });
    const pay = [{ cell: at(1, 0), color: 'grey' as const }, { cell: at(0, 1), color: 'blue' as const }, { cell: at(0, 1), color: 'green' as const }];
    const activated = apply(state, first, { t: 'activate', person: 'priestess', pay });
    const done = apply(activated, first, { t: 'done' });
    expect(done.personPhase?.passed[first]).toBe(false);
  });

  it('a bonus resource that no tile can take is lost, and the log names the seat', () => {
    // Round 2 starts with the next seat, so the 3rd position from it is `first`, whose only tile is full.
    const full = passAll(toPersonPhase(base, (s) => (s.players[first].tiles = { [at(0, 0)]: landTile('brown', ['brown', 'grey']) })));
    expect(full.events.filter((e) => e.key === 'hel.ev.giftLost')).toEqual([tx('hel.ev.giftLost', { seat: seatText(first) })]);
  });
});
