/**
 * The engine as the bot sees it (engine.ts): its name and seats ([seed]: 2 to 5 players), the six rounds of
 * progress, when it is over, what a seat is called, and snellman's drop-faction (RULINGS.md).
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { OPTIONS } from '../../../src/games/terra-mystica/options';
import { act, edited, TWO } from './helpers';

describe('the engine’s card', () => {
  it('is Terra Mystica for 2 to 5 players, with its option list', () => {
    expect(terraMystica.id).toBe('terra-mystica');
    expect(terraMystica.name).toEqual({ key: 'tm.name' });
    expect(terraMystica.rulesSummary).toEqual({ key: 'tm.rules' });
    expect(t('en', terraMystica.name)).toBe('Terra Mystica');
    expect([terraMystica.minSeats, terraMystica.maxSeats]).toEqual([2, 5]);
    expect(terraMystica.engineVersion).toBe(1);
    expect(terraMystica.options).toBe(OPTIONS);
  });

  it('sets up 2 to 5 seats and refuses 1 or 6', () => {
    for (const seats of [2, 3, 4, 5]) expect(terraMystica.setup({}, seats, 'seats').players).toHaveLength(seats);
    for (const seats of [1, 6]) expect(() => terraMystica.setup({}, seats, 'seats')).toThrow(expect.objectContaining({ key: 'tm.err.seats' }));
  });
});

describe('progress and the end', () => {
  it('counts the six rounds from 0 (the set-up) on', () => {
    expect(terraMystica.progress(terraMystica.setup({}, 2, 'progress'))).toEqual({ round: 0, rounds: 6 });
    expect(terraMystica.progress(edited(TWO(), (x) => (x.round = 4)))).toEqual({ round: 4, rounds: 6 });
  });

  it('is finished only at the end', () => {
    expect(terraMystica.finished(TWO())).toBe(false);
    expect(terraMystica.finished(edited(TWO(), (x) => (x.phase = 'cultSpades')))).toBe(false);
    expect(terraMystica.finished(edited(TWO(), (x) => (x.phase = 'end')))).toBe(true);
  });

  it('no move reveals anything hidden (tiles are drawn at set-up)', () => {
    const s = TWO();
    for (const move of [{ t: 'pass', bonus: 'BON4' }, { t: 'build', hex: 'E7' }, { t: 'done' }] as const) {
      expect(terraMystica.revealsHidden(s, 0, move)).toBe(false);
    }
  });

  it('hands out the events of the last move', () => {
    const s = edited(TWO(), (x) => (x.events = [{ key: 'tm.ev.gameEnd' }]));
    expect(terraMystica.events(s)).toEqual([{ key: 'tm.ev.gameEnd' }]);
  });
});

describe('seats', () => {
  it('a seat is known by its faction once chosen, before that by nothing the engine knows', () => {
    const s = TWO();
    expect(terraMystica.seatIdentity?.(s, 0)).toEqual({ key: 'tm.faction.witches' });
    expect(terraMystica.seatIdentity?.(s, 1)).toEqual({ key: 'tm.faction.nomads' });
    expect(terraMystica.seatIdentity?.(terraMystica.setup({}, 2, 'who'), 0)).toBeNull();
    // A seat not at the table has none either.
    expect(terraMystica.seatIdentity?.(s, 2)).toBeNull();
  });

  it('drop-faction: offered while the seat plays, not once it has dropped, nor after the end', () => {
    const s = TWO();
    expect(terraMystica.dropMove?.(s, 1)).toEqual({ t: 'drop' });
    const dropped = act(s, 1, { t: 'drop' });
    expect(terraMystica.droppedSeats?.(s)).toEqual([]);
    expect(terraMystica.droppedSeats?.(dropped)).toEqual([1]);
    expect(terraMystica.dropMove?.(dropped, 1)).toBeNull();
    expect(terraMystica.dropMove?.(dropped, 0)).toEqual({ t: 'drop' });
    expect(terraMystica.dropMove?.(edited(s, (x) => (x.phase = 'end')), 0)).toBeNull();
  });
});
