/**
 * Who must decide, and the public status line ([seed] Spielvorbereitung, Spielverlauf): the set-up steps go
 * one seat at a time from the start player, the action phase waits for the player on the move and for every
 * player with a decision of their own (a power offer, free cult steps, a favor or town tile to take).
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, TWO, withPlayer } from './helpers';

/** A seat as the status names it before factions are chosen (the bot puts the player's name there). */
const seat = (n: number) => ({ key: 'common.name', params: { name: { seat: n } } });
const faction = (id: string) => ({ key: `tm.faction.${id}` });

/** Four seats, seat 2 starts: factions are chosen from seat 2 on. */
const FACTIONS = () => terraMystica.setup({ start: '2' }, 4, 'status');

/** The Witches (seat 0) upgrade F4 next to the Nomads' F3: the Nomads are offered power while the Witches act on. */
const OFFERED = (): TmState => act(withPlayer(TWO(), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });

describe('the set-up steps', () => {
  it('faction choice: the start player decides first, named as a seat', () => {
    const s = FACTIONS();
    expect(terraMystica.awaiting(s)).toEqual([2]);
    expect(terraMystica.status(s)).toEqual({ key: 'tm.st.factions', params: { who: seat(2) } });
    const next = act(s, 2, { t: 'faction', faction: 'witches' });
    expect(terraMystica.awaiting(next)).toEqual([3]);
    expect(terraMystica.status(next)).toEqual({ key: 'tm.st.factions', params: { who: seat(3) } });
  });

  it('dwellings and the first bonus tile: the seat whose step it is, named by its faction', () => {
    let s = terraMystica.setup({ start: '1', bonus: 'BON1,BON2,BON3,BON4,BON5' }, 2, 'status-2');
    s = act(s, 1, { t: 'faction', faction: 'nomads' });
    s = act(s, 0, { t: 'faction', faction: 'witches' });
    expect(s.phase).toBe('dwellings');
    expect(terraMystica.awaiting(s)).toEqual([1]);
    expect(terraMystica.status(s)).toEqual({ key: 'tm.st.dwellings', params: { who: faction('nomads') } });
    expect(t('en', terraMystica.status(s))).toBe('Set-up: Nomads place a dwelling');
    for (const [who, hex] of [[1, 'A5'], [0, 'E9'], [0, 'F4'], [1, 'F3'], [1, 'G4']] as const) s = act(s, who, { t: 'build', hex });
    expect(s.phase).toBe('bonus');
    // Bonus tiles are taken against the turn order: the last seat (the Witches) first.
    expect(terraMystica.awaiting(s)).toEqual([0]);
    expect(terraMystica.status(s)).toEqual({ key: 'tm.st.bonus', params: { who: faction('witches') } });
  });

  it('cult-reward spades after a round: the next seat with spades, with the round', () => {
    const s = edited(TWO(), (x) => {
      x.phase = 'cultSpades';
      x.turn = null;
      x.setupQueue = [1, 0];
    });
    expect(terraMystica.awaiting(s)).toEqual([1]);
    expect(terraMystica.status(s)).toEqual({ key: 'tm.st.cultSpades', params: { round: 1, who: faction('nomads') } });
    expect(t('de', terraMystica.status(s))).toBe('Ende von Runde 1: Nomaden setzen Kultspaten ein');
  });

  it('the end: nobody decides', () => {
    const s = edited(TWO(), (x) => {
      x.phase = 'end';
      x.turn = null;
    });
    expect(terraMystica.awaiting(s)).toEqual([]);
    expect(terraMystica.status(s)).toEqual({ key: 'tm.st.end' });
  });
});

describe('the action phase', () => {
  it('the player on the move, named by faction, with the round', () => {
    const s = edited(TWO(), (x) => (x.round = 3));
    expect(terraMystica.awaiting(s)).toEqual([0]);
    expect(terraMystica.status(s)).toEqual({ key: 'tm.st.actions', params: { round: 3, who: faction('witches') } });
  });

  it('a seat with an open power offer decides too, after the player on the move', () => {
    const s = OFFERED();
    expect(s.turn?.seat).toBe(0);
    expect(terraMystica.awaiting(s)).toEqual([0, 1]);
    // The turn passed to the Nomads, the Witches' build still waits for their answer: the player on the move first.
    const later = act(s, 0, { t: 'done' });
    expect(terraMystica.awaiting(later)).toEqual([1]);
  });

  it('the player on the move is listed once, even with decisions of their own', () => {
    const s = edited(TWO(), (x) => {
      x.players[0].pendingFavors = 1;
      x.players[0].pendingCult = 1;
    });
    expect(terraMystica.awaiting(s)).toEqual([0]);
  });

  it.each([
    ['free cult steps', { pendingCult: 1 }],
    ['a favor tile to take', { pendingFavors: 1 }],
    ['a town tile to take', { pendingTowns: 1 }],
  ] as const)('a seat not on the move with %s decides too', (_, pending) => {
    const s = withPlayer(TWO(), 1, pending);
    expect(terraMystica.awaiting(s)).toEqual([0, 1]);
    // With nothing pending the seat is not asked.
    expect(terraMystica.awaiting(TWO())).toEqual([0]);
  });

  it('the seat on the move comes first, then the others in seat order', () => {
    const s = edited(TWO(), (x) => {
      x.turn = { ...x.turn!, seat: 1 };
      x.active = 1;
      x.players[0].pendingCult = 1;
    });
    expect(terraMystica.awaiting(s)).toEqual([1, 0]);
  });

  it('nobody on the move, an offer open: the status waits for power decisions', () => {
    let s = TWO();
    s = act(s, 0, { t: 'pass', bonus: 'BON5' });
    s = act(withPlayer(s, 1, { c: 20, w: 10 }), 1, { t: 'upgrade', hex: 'F3', to: 'TP' });
    s = act(s, 1, { t: 'done' });
    s = act(s, 1, { t: 'pass', bonus: 'BON3' });
    expect(s.turn).toBeNull();
    expect(terraMystica.awaiting(s)).toEqual([0]);
    expect(terraMystica.status(s)).toEqual({ key: 'tm.st.decisions', params: { round: 1 } });
    expect(t('en', terraMystica.status(s))).toBe('Round 1: waiting for power decisions');
  });
});
