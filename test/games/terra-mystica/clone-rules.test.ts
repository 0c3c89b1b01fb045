/**
 * The working copy `apply` changes (clone.ts): equal to the state's JSON round trip, field for field, the parts typed
 * readonly shared with the input and no write to the rest of the copy reaching it — so a refused or replayed move
 * never changes the game it was tried on.
 */
import { describe, expect, it } from 'vitest';
import { cloneState } from '../../../src/games/terra-mystica/clone';
import type { ActionContext, TmState } from '../../../src/games/terra-mystica/types';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { addVp } from '../../../src/games/terra-mystica/economy';
import { act, edited, game, TWO, withPlayer } from './helpers';

const jsonCopy = (s: TmState): TmState => JSON.parse(JSON.stringify(s)) as TmState;

/** Every part of a state a game fills: offers, a Cultists' event, favors, towns, bridges, a dropped seat, settings. */
function busy(ctx: ActionContext | null): TmState {
  const s = game({ factions: ['cultists', 'witches', 'mermaids'], dwellings: { cultists: ['E6', 'E2'], witches: ['F4', 'E9'], mermaids: ['D5', 'H2'] } });
  const offered = act(withPlayer(s, 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'E6', to: 'TP' });
  return edited(offered, (x) => {
    const p = x.players[0];
    p.vpBy = { start: 20, leech: -1 };
    p.favors = ['FAV8'];
    p.towns = ['TW1'];
    p.usedActions = ['ACT1'];
    p.cultBlocked = ['FIRE'];
    p.offerRules = { take: 3, decline: 5, cultTake: 1, cultDecline: 0, lastCult: 'accept' };
    x.players[2].dropped = true;
    x.bridges = [{ a: 'E9', b: 'D6', seat: 1 }];
    x.mermaidRivers = ['E8'];
    x.powerActionsUsed = ['ACT1'];
    x.passOrder = [1];
    x.cultSpaces.FIRE[0] = 0;
    x.cultSpaces.WATER[1] = 1;
    x.cultSpaces.EARTH[2] = 2;
    x.cultSpaces.AIR[3] = 0;
    x.events = [{ key: 'tm.ev.round', params: { round: 1 } }];
    x.turn!.ctx = ctx;
    x.turn!.teleportTo = 'A1';
  });
}

const SPADE: ActionContext = { k: 'spade', transforms: 1, build: true, canDig: true, home: ['E7'], nonHome: false, transformed: true };

/** Writes to every part of the copy that must be its own (the readonly parts are replaced, never written into). */
function scribble(c: TmState): void {
  c.rng.s = 12345;
  for (const p of c.players) {
    p.bowls[0] = 99;
    p.cults[3] = 99;
    if (p.offerRules) p.offerRules.take = 6;
  }
  c.bonusPool.BON1 = 99;
  c.favorPool.FAV1 = 99;
  c.townPool.TW1 = 99;
  for (const cult of ['FIRE', 'WATER', 'EARTH', 'AIR'] as const) c.cultSpaces[cult][0] = 2;
  if (c.turn) {
    c.turn.actions = 9;
    if (c.turn.ctx?.k === 'spade') {
      c.turn.ctx.home.push('A3');
      c.turn.ctx.transforms = 9;
    } else if (c.turn.ctx) (c.turn.ctx as { k: string }).k = 'freeTP';
  }
  c.leech[0].amount = 99;
  c.leech.push({ ...c.leech[0], id: 999 });
  c.cultistEvents[0].gained = true;
  c.cultistEvents.push({ event: 999, open: 1, declined: 0, gained: false });
  c.events.push({ key: 'scribbled' });
}

describe('the working copy of a move', () => {
  it.each([
    ['no action under way', null],
    ['a spade action with a hex turned home', SPADE],
    ['a bridge to place', { k: 'bridge' } as ActionContext],
    ['a free dwelling to place', { k: 'freeD' } as ActionContext],
  ])('equals the state’s JSON round trip, and writing to it leaves the state as it was (%s)', (_, ctx) => {
    const state = busy(ctx);
    const before = jsonCopy(state);
    const copy = cloneState(state);
    expect(copy).toStrictEqual(before);
    scribble(copy);
    expect(state).toStrictEqual(before);
  });

  it('shares the lists typed readonly with the state instead of copying them; a change gives the copy a new one', () => {
    const state = busy(SPADE);
    const before = jsonCopy(state);
    const copy = cloneState(state);
    for (const [i, p] of copy.players.entries()) {
      const was = state.players[i];
      expect(p).not.toBe(was);
      for (const key of ['vpBy', 'favors', 'towns', 'usedActions', 'cultBlocked'] as const) expect(p[key]).toBe(was[key]);
      expect(p.bowls).not.toBe(was.bowls);
      expect(p.cults).not.toBe(was.cults);
    }
    for (const key of ['bridges', 'mermaidRivers', 'powerActionsUsed', 'setupQueue', 'order', 'passOrder', 'terrain', 'buildings', 'townOf'] as const) {
      expect(copy[key]).toBe(state[key]);
    }
    addVp(copy.players[0], 3, 'leech');
    expect(copy.players[0].vpBy).toEqual({ start: 20, leech: 2 });
    expect(state).toStrictEqual(before);
  });

  it('a move that adds to a shared list leaves the state’s list as it was', () => {
    const state = TWO();
    const seat = state.turn!.seat;
    const before = jsonCopy(state);
    const passed = act(state, seat, { t: 'pass', bonus: Object.keys(state.bonusPool)[0] as keyof TmState['bonusPool'] });
    expect(passed.passOrder).toEqual([seat]);
    expect(state.passOrder).toEqual([]);
    expect(state).toStrictEqual(before);
  });

  it('leaves the optional fields out when the state has none (no settings chosen, nobody dropped)', () => {
    const state = TWO();
    expect(state.players[0].offerRules).toBeUndefined();
    const copy = cloneState(state);
    expect(copy).toStrictEqual(jsonCopy(state));
    expect('offerRules' in copy.players[0]).toBe(false);
    expect('dropped' in copy.players[0]).toBe(false);
  });

  it('keeps the PRNG’s state, from the set-up on', () => {
    const fresh = terraMystica.setup({}, 3, 'prng');
    expect(typeof fresh.rng.s).toBe('number');
    expect(cloneState(fresh)).toStrictEqual(jsonCopy(fresh));
    const chosen = act(fresh, fresh.order[0], { t: 'faction', faction: 'witches' });
    expect(chosen.rng).toEqual(fresh.rng);
  });

  it('between turns: no turn to copy', () => {
    const state = edited(TWO(), (x) => {
      x.turn = null;
      x.active = null;
    });
    expect(cloneState(state)).toStrictEqual(jsonCopy(state));
  });

  it('a refused move leaves the state as it was; an accepted one returns a new state', () => {
    const state = busy(SPADE);
    const before = jsonCopy(state);
    expect(() => act(state, 1, { t: 'pass', bonus: 'BON1' })).toThrow();
    const after = act(state, 1, { t: 'leech', offer: state.leech[0].id, accept: true, n: state.leech[0].amount });
    expect(after.leech).toEqual([]);
    expect(state).toStrictEqual(before);
  });
});
