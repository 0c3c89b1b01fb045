/**
 * Automatic power offers ([seed] Automatisches Nehmen von Macht durch Mitspielerbauten), the corners
 * offer-rules.test.ts leaves open: a declined offer as the move the bot sends, the last round with a dear
 * Cultists' offer, two Cultists' builds open at once, the settings while nobody has a turn, malformed
 * settings, and the editor pulling a take threshold below a new decline threshold.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_RULES, type OfferRules } from '../../../data/terra-mystica/offer-rules';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { offerDecision } from '../../../src/games/terra-mystica/offer-rules';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, game, refusal, TWO, withPlayer } from './helpers';

/** Witches (seat 0) upgrade F4 next to the Nomads' F3: the Nomads (seat 1) are offered 1 power (a dwelling). */
function nomadsOffered(): TmState {
  return act(withPlayer(TWO(), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
}

/** Cultists (seat 0) upgrade E6 next to the Witches' F4: the Witches (seat 1) are offered power. */
function witchesOfferedByCultists(): TmState {
  const s = game({ factions: ['cultists', 'witches'], dwellings: { cultists: ['E6', 'E2'], witches: ['F4', 'E9'] } });
  return act(withPlayer(s, 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'E6', to: 'TP' });
}

/** The only offer of `base` set to `amount` power, with the offered seat's rules and situation changed. */
function offered(base: TmState, amount: number, rules: Partial<OfferRules>, extra: (x: TmState) => void = () => {}): TmState {
  return edited(base, (x) => {
    const offer = x.leech[0];
    offer.amount = offer.actual = amount;
    x.players[offer.seat].offerRules = { ...DEFAULT_OFFER_RULES, ...rules };
    extra(x);
  });
}

const moveAt = (state: TmState, seat: number, path: string[]): TmMove => {
  const result = terraMystica.prompt(state, seat, path);
  if (!('move' in result)) throw new Error(`no move at ${path.join(' ')}`);
  return result.move;
};

describe('an automatic decline', () => {
  it('is sent as a leech move that declines the offer, and the engine takes it', () => {
    const state = offered(nomadsOffered(), 4, { take: 2, decline: 4 });
    const id = state.leech[0].id;
    const auto = terraMystica.automatic?.(state);
    expect(auto).toEqual({ seat: 1, move: { t: 'leech', offer: id, accept: false } });
    const after = act(state, 1, auto!.move);
    expect(after.leech).toEqual([]);
    // Declining leaves VP and bowls as they were.
    expect(after.players[1].vp).toBe(state.players[1].vp);
    expect(after.players[1].bowls).toEqual(state.players[1].bowls);
  });
});

describe('round 6 after passing', () => {
  it('declines a Cultists’ offer worth more than 1 power for its VP, whatever the last-round Cultists choice says', () => {
    const last = (x: TmState) => {
      x.round = 6;
      x.players[1].passed = true;
    };
    const state = offered(witchesOfferedByCultists(), 3, { lastCult: 'accept', cultTake: 6 }, last);
    expect(offerDecision(state, state.leech[0])).toEqual({ accept: false, rule: 'lastRoundVp' });
    // Worth exactly 1 power, the same offer follows the player's last-round choice.
    const single = offered(witchesOfferedByCultists(), 1, { lastCult: 'accept', cultTake: 6 }, last);
    expect(offerDecision(single, single.leech[0])).toEqual({ accept: true, rule: 'lastCult' });
  });
});

describe('two Cultists’ builds with open offers', () => {
  it('each offer looks at its own build: one taken from already does not end the Cultists’ case of another', () => {
    // An earlier Cultists' build still has an open offer (to a third player, say) and someone has taken from it.
    const state = offered(witchesOfferedByCultists(), 3, { take: 6, cultTake: 0, cultDecline: 3 }, (x) => {
      x.cultistEvents.unshift({ event: 9000, open: 1, declined: 0, gained: true });
    });
    expect(state.cultistEvents.map((e) => e.gained)).toEqual([true, false]);
    // This build: nobody took yet, so the Cultists' thresholds apply (decline from 3) — not the normal take up to 6.
    expect(offerDecision(state, state.leech[0])).toEqual({ accept: false, rule: 'decline' });
  });
});

describe('the settings while nobody has a turn', () => {
  /**
   * Round 1: the Witches pass, the Nomads upgrade F3 next to the Witches' F4 and pass too. Every seat has passed but
   * the Witches' offer is open: the action phase waits for it without a turn.
   */
  function decisionsOnly(): TmState {
    let s = TWO();
    s = act(s, 0, { t: 'pass', bonus: 'BON5' });
    s = act(withPlayer(s, 1, { c: 20, w: 10 }), 1, { t: 'upgrade', hex: 'F3', to: 'TP' });
    s = act(s, 1, { t: 'done' });
    s = act(s, 1, { t: 'pass', bonus: 'BON3' });
    return s;
  }

  it('the game waits for the offer in the action phase without a turn', () => {
    const s = decisionsOnly();
    expect(s.phase).toBe('actions');
    expect(s.turn).toBeNull();
    expect(s.leech.map((o) => o.seat)).toEqual([0]);
    expect(terraMystica.awaiting(s)).toEqual([0]);
  });

  it('nobody may change the settings: /settings shows the lines without the editor, and the move is refused', () => {
    const s = decisionsOnly();
    for (const seat of [0, 1]) {
      const settings = terraMystica.settings?.(s, seat);
      expect(settings?.path).toBeNull();
      expect(settings?.why?.key).toBe('tm.set.why.turn');
      expect(refusal(s, seat, { t: 'offerRules', rules: DEFAULT_OFFER_RULES })).toBe('tm.err.offerRulesTurn');
    }
  });
});

describe('malformed settings', () => {
  it('refuses settings that are no object at all with the settings reason, changing nothing', () => {
    const state = TWO();
    for (const rules of [null, undefined]) {
      expect(refusal(state, 0, { t: 'offerRules', rules: rules as unknown as OfferRules })).toBe('tm.err.offerRules');
    }
    expect(state.players[0].offerRules).toBeUndefined();
  });
});

describe('a new decline threshold at or below the take threshold', () => {
  it('pulls the take threshold to the highest value below it (not to the lowest)', () => {
    const state = act(TWO(), 0, { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 5, decline: 0 } });
    expect(moveAt(state, 0, ['set', 'dc', '4'])).toEqual({ t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 3, decline: 4 } });
    expect(moveAt(state, 0, ['set', 'dc', '5'])).toEqual({ t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 4, decline: 5 } });
  });

  it('does the same for the Cultists’ thresholds', () => {
    const against = game({ factions: ['witches', 'cultists'], dwellings: { witches: ['E9', 'F4'], cultists: ['E6', 'E2'] } });
    const state = act(against, 0, { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, cultTake: 4, cultDecline: 0 } });
    expect(moveAt(state, 0, ['set', 'cdc', '3'])).toEqual({ t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, cultTake: 2, cultDecline: 3 } });
    // Declining from 1 leaves only "never" below it.
    expect(moveAt(state, 0, ['set', 'cdc', '1'])).toEqual({ t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, cultTake: 0, cultDecline: 1 } });
  });
});
