/**
 * What a turn must settle before it ends or before the next action starts ([seed] Phase II; facts §4.1): the bridge,
 * free dwelling or free trading house an action gave, spades held, the sandstorm once started, favor and town tiles
 * earned. Free cult steps hold up only the end of the round, never the turn.
 */
import { describe, expect, it } from 'vitest';
import { spadeContext, unfinishedAction } from '../../../src/games/terra-mystica/turn';
import type { ActionContext, PlayerState, TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, TWO } from './helpers';

/** Seat 0 after its action, with `ctx` still open and the player as `patch` says. */
function after(ctx: ActionContext | null, patch: Partial<PlayerState> = {}, actions = 0): TmState {
  return edited(TWO(), (s) => {
    s.turn = { seat: 0, actions, acted: true, ctx, teleportTo: null };
    Object.assign(s.players[0], { c: 30, w: 20, p: 3, bowls: [0, 0, 12] }, patch);
  });
}
/** The refusal's key and what it names first. */
function refused(state: TmState, move: TmMove): string {
  try {
    act(state, 0, move);
  } catch (error) {
    const e = error as { key?: string; params?: { what?: { key: string } } };
    return e.params?.what ? `${e.key} ${e.params.what.key}` : String(e.key);
  }
  return 'accepted';
}

describe('the end of the turn waits for', () => {
  it.each([
    [{ k: 'bridge' }, 'tm.what.bridge'],
    [{ k: 'freeD' }, 'tm.what.freeD'],
    [{ k: 'freeTP' }, 'tm.what.freeTP'],
    [spadeContext(1, false, { sandstorm: true }), 'tm.what.sandstorm'],
  ] as [ActionContext, string][])('an open %j', (ctx, what) => {
    expect(refused(after(ctx), { t: 'done' })).toBe(`tm.err.unfinished ${what}`);
    expect(refused(after(ctx), { t: 'pass', bonus: 'BON4' })).toBe(`tm.err.unfinished ${what}`);
  });

  it('spades held, then a favor tile, then a town tile, in that order', () => {
    expect(refused(after(null, { spades: 1, pendingFavors: 1, pendingTowns: 1 }), { t: 'done' })).toBe('tm.err.unfinished tm.what.spades');
    expect(refused(after(null, { pendingFavors: 1, pendingTowns: 1 }), { t: 'done' })).toBe('tm.err.unfinished tm.what.favor');
    expect(refused(after(null, { pendingTowns: 1 }), { t: 'done' })).toBe('tm.err.unfinished tm.what.town');
  });

  it('but not for free cult steps, nor for a spade action whose spades are used or a sandstorm already blown', () => {
    expect(refused(after(null, { pendingCult: 1 }), { t: 'done' })).toBe('accepted');
    expect(refused(after(spadeContext(1, true)), { t: 'done' })).toBe('accepted');
    expect(refused(after(spadeContext(0, false, { sandstorm: true })), { t: 'done' })).toBe('accepted');
  });
});

describe('a second action (Chaos Magicians’ double action) waits for the first to be finished', () => {
  it('refuses to start it with a bridge or spades still open, names what is open', () => {
    expect(refused(after({ k: 'bridge' }, {}, 1), { t: 'action', id: 'ACT4' })).toBe('tm.err.unfinished tm.what.bridge');
    expect(refused(after(null, { spades: 2 }, 1), { t: 'action', id: 'ACT4' })).toBe('tm.err.unfinished tm.what.spades');
    expect(refused(after(null, {}, 1), { t: 'action', id: 'ACT4' })).toBe('accepted');
  });
});

describe('whose action is open', () => {
  it('only the seat whose turn it is has an unfinished action; with no turn open nobody has', () => {
    const s = after({ k: 'bridge' });
    expect(unfinishedAction(s, 0)).toBe('bridge');
    expect(unfinishedAction(s, 1)).toBeNull();
    expect(unfinishedAction(edited(s, (x) => (x.turn = null)), 0)).toBeNull();
    expect(unfinishedAction(edited(s, (x) => (x.turn = null)), 1)).toBeNull();
  });

  it('with no turn open (everyone passed, offers still open) a turn move is not anybody’s', () => {
    const s = edited(after(null), (x) => (x.turn = null));
    expect(refused(s, { t: 'done' })).toBe('error.notYourTurn');
    expect(refused(s, { t: 'action', id: 'ACT4' })).toBe('error.notYourTurn');
  });
});
