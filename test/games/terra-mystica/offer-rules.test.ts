/**
 * Automatic power offers ([seed] Automatisches Nehmen von Macht durch Mitspielerbauten): every rule of
 * the seed, the player's thresholds, and the settings move that changes them on the player's own turn.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_RULES, type OfferRules } from '../../../data/terra-mystica/offer-rules';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { offerDecision } from '../../../src/games/terra-mystica/offer-rules';
import { powerCapacity } from '../../../src/games/terra-mystica/power';
import { incomeOf, nextRoundPower } from '../../../src/games/terra-mystica/scoring';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { t } from '../../../src/i18n';
import { act, edited, game, refusal, TWO, withPlayer } from './helpers';

/**
 * Witches (seat 0) upgrade F4 next to the Nomads' F3: the Nomads (seat 1) are offered power. The Nomads
 * hold FAV8 (income +4 power) so that next round brings power.
 */
function nomadsOffered(): TmState {
  const offered = act(withPlayer(TWO(), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
  return edited(offered, (x) => (x.players[1].favors = [...x.players[1].favors, 'FAV8']));
}

/** Cultists (seat 0) upgrade E6 next to the Witches' F4: the Witches (seat 1) are offered power. */
function witchesOfferedByCultists(): TmState {
  const s = game({ factions: ['cultists', 'witches'], dwellings: { cultists: ['E6', 'E2'], witches: ['F4', 'E9'] } });
  return act(withPlayer(s, 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'E6', to: 'TP' });
}

/** Witches (seat 0, on the move) against the Cultists: offers from the Cultists can reach seat 0. */
const AGAINST_CULTISTS = (): TmState => game({ factions: ['witches', 'cultists'], dwellings: { witches: ['E9', 'F4'], cultists: ['E6', 'E2'] } });

interface Situation {
  /** Power the offer names (its value is capped by the bowls and VP as usual). */
  amount?: number;
  bowls?: [number, number, number];
  passed?: boolean;
  round?: number;
  rules?: Partial<OfferRules>;
}

/** The offered seat's situation changed by hand; returns the state and its (only) offer. */
function situation(base: TmState, s: Situation) {
  const state = edited(base, (x) => {
    const offer = x.leech[0];
    const p = x.players[offer.seat];
    if (s.amount !== undefined) offer.amount = offer.actual = s.amount;
    if (s.bowls) p.bowls = s.bowls;
    if (s.passed !== undefined) p.passed = s.passed;
    if (s.round !== undefined) x.round = s.round;
    p.offerRules = { ...DEFAULT_OFFER_RULES, ...s.rules };
  });
  return { state, offer: state.leech[0] };
}

const decide = (base: TmState, s: Situation) => {
  const { state, offer } = situation(base, s);
  return offerDecision(state, offer);
};

/** Bowls whose capacity (2 × I + II) is exactly `capacity`, with 12 tokens. */
function bowlsWithCapacity(capacity: number): [number, number, number] {
  const first = Math.floor(capacity / 2);
  const second = capacity - 2 * first;
  return [first, second, 12 - first - second];
}

describe('power offers taken automatically', () => {
  it('always takes a single free power when no Cultist profits — even when the income fills the bowls after passing', () => {
    const base = nomadsOffered();
    const income = nextRoundPower(situation(base, { passed: true }).state, 1);
    expect(income).toBe(4);
    expect(decide(base, { amount: 1, passed: true, bowls: bowlsWithCapacity(income) })).toEqual({ accept: true, rule: 'free' });
    // Bowls with room for one only: a bigger offer is worth 1 and free as well.
    expect(decide(base, { amount: 3, bowls: bowlsWithCapacity(1) })).toEqual({ accept: true, rule: 'free' });
  });

  it('does not take the free power on its own when the Cultists would gain a cult step', () => {
    const base = witchesOfferedByCultists();
    expect(decide(base, { amount: 1, rules: { cultTake: 0 } })).toBeNull();
    expect(decide(base, { amount: 1, rules: { cultTake: 1 } })).toEqual({ accept: true, rule: 'take' });
  });

  it('takes up to the take threshold before passing, and asks above it', () => {
    const base = nomadsOffered();
    expect(decide(base, { amount: 3, rules: { take: 3 } })).toEqual({ accept: true, rule: 'take' });
    expect(decide(base, { amount: 4, rules: { take: 3 } })).toBeNull();
  });

  it('after passing takes only when next round’s power (cult reward and income) still fits', () => {
    const base = nomadsOffered();
    const income = nextRoundPower(situation(base, { passed: true }).state, 1);
    expect(decide(base, { amount: 2, passed: true, bowls: bowlsWithCapacity(income + 2), rules: { take: 2 } })).toEqual({ accept: true, rule: 'take' });
    expect(decide(base, { amount: 2, passed: true, bowls: bowlsWithCapacity(income + 1), rules: { take: 2 } })).toBeNull();
    // Before passing the same power is taken: it can still be spent this round.
    expect(decide(base, { amount: 2, passed: false, bowls: bowlsWithCapacity(income + 1), rules: { take: 2 } })).toEqual({ accept: true, rule: 'take' });
  });

  it('counts the round tile’s cult reward in next round’s power (SCORE5: 4 Fire → 4 power)', () => {
    const state = edited(nomadsOffered(), (x) => {
      x.round = 3;
      x.players[1].cults[0] = 8;
    });
    expect(state.scoring[2]).toBe('SCORE5');
    expect(nextRoundPower(state, 1)).toBe(8 + incomeOf(state, 1).pw);
    expect(nextRoundPower(edited(state, (x) => (x.round = 6)), 1)).toBe(0);
  });
});

describe('power offers declined automatically', () => {
  it('declines in round 6 after passing when the power costs VP, whatever the take threshold', () => {
    const base = nomadsOffered();
    expect(decide(base, { amount: 2, round: 6, passed: true, rules: { take: 6 } })).toEqual({ accept: false, rule: 'lastRoundVp' });
    expect(decide(base, { amount: 2, round: 6, passed: false, rules: { take: 6 } })).toEqual({ accept: true, rule: 'take' });
  });

  it('declines after passing when next round’s income already fills the bowls, unless the builder is the Cultists', () => {
    const base = nomadsOffered();
    const income = nextRoundPower(situation(base, { passed: true }).state, 1);
    expect(decide(base, { amount: 3, passed: true, bowls: bowlsWithCapacity(income), rules: { take: 6 } })).toEqual({ accept: false, rule: 'incomeFull' });
    const cult = witchesOfferedByCultists();
    const cultIncome = nextRoundPower(situation(cult, { passed: true }).state, 1);
    expect(decide(cult, { amount: 3, passed: true, bowls: bowlsWithCapacity(cultIncome) })).toBeNull();
  });

  it('declines from the decline threshold on; the take threshold is checked first', () => {
    const base = nomadsOffered();
    expect(decide(base, { amount: 4, rules: { take: 2, decline: 4 } })).toEqual({ accept: false, rule: 'decline' });
    expect(decide(base, { amount: 3, rules: { take: 2, decline: 4 } })).toBeNull();
    expect(decide(base, { amount: 4, rules: { take: 4, decline: 4 } })).toEqual({ accept: true, rule: 'take' });
    expect(decide(base, { amount: 6, rules: { take: 2, decline: 0 } })).toBeNull();
  });

  it('declines what can only be declined: nothing fits any more, or strict-leech after converting', () => {
    const base = nomadsOffered();
    expect(decide(base, { amount: 3, bowls: [0, 0, 12] })).toEqual({ accept: false, rule: 'empty' });
    const tainted = edited(situation(base, { amount: 2 }).state, (x) => (x.leech[0].tainted = true));
    expect(tainted.rules.strictLeech).toBe(true);
    expect(offerDecision(tainted, tainted.leech[0])).toEqual({ accept: false, rule: 'tainted' });
    const lenient = edited(tainted, (x) => (x.rules.strictLeech = false));
    expect(offerDecision(lenient, lenient.leech[0])).toEqual({ accept: true, rule: 'take' });
    // The prompt no longer offers an acceptance the engine would refuse.
    const prompt = terraMystica.prompt(tainted, 1, []);
    expect('prompt' in prompt && prompt.prompt.options.map((o) => o.id)).toEqual(['n']);
  });
});

describe('the Cultists’ case', () => {
  it('uses the Cultists’ own thresholds while nobody has taken from the build, the normal ones after', () => {
    const base = witchesOfferedByCultists();
    expect(decide(base, { amount: 3, rules: { take: 1, cultTake: 3 } })).toEqual({ accept: true, rule: 'take' });
    expect(decide(base, { amount: 3, rules: { take: 3, cultTake: 0, cultDecline: 3 } })).toEqual({ accept: false, rule: 'decline' });
    const gained = edited(situation(base, { amount: 3, rules: { take: 3, cultTake: 0, cultDecline: 3 } }).state, (x) => (x.cultistEvents[0].gained = true));
    expect(offerDecision(gained, gained.leech[0])).toEqual({ accept: true, rule: 'take' });
  });

  it('round 6 after passing, a free power from the Cultists: the player’s choice (take, decline or ask)', () => {
    const base = witchesOfferedByCultists();
    const last = { amount: 1, round: 6, passed: true } as const;
    expect(decide(base, { ...last, rules: { lastCult: 'accept', cultDecline: 1 } })).toEqual({ accept: true, rule: 'lastCult' });
    expect(decide(base, { ...last, rules: { lastCult: 'decline', cultTake: 6 } })).toEqual({ accept: false, rule: 'lastCult' });
    expect(decide(base, { ...last, rules: { lastCult: 'ask', cultTake: 6 } })).toBeNull();
    // Before round 6 the thresholds decide as usual.
    expect(decide(base, { ...last, round: 5, rules: { lastCult: 'decline', cultTake: 1 } })).toEqual({ accept: true, rule: 'take' });
  });
});

describe('automatic(state)', () => {
  it('returns the leech move the rules decide, which the engine accepts', () => {
    const { state, offer } = situation(nomadsOffered(), { amount: 2 });
    const auto = terraMystica.automatic?.(state);
    expect(auto).toEqual({ seat: 1, move: { t: 'leech', offer: offer.id, accept: true, n: 2 } });
    const after = act(state, 1, auto!.move);
    expect(after.leech).toHaveLength(0);
    expect(after.players[1].vp).toBe(state.players[1].vp - 1);
    expect(terraMystica.automatic?.(after)).toBeNull();
  });

  it('returns null when the player must be asked', () => {
    const { state } = situation(nomadsOffered(), { amount: 4, rules: { take: 3, decline: 0 } });
    expect(terraMystica.automatic?.(state)).toBeNull();
    expect(terraMystica.awaiting(state)).toContain(1);
  });

  it('answers a seat’s offers in the order the engine asks; another seat’s offer may go first', () => {
    const two = situation(nomadsOffered(), { amount: 4, rules: { take: 3 } }).state;
    // A second offer to the same seat that alone would be taken, and an offer to the builder's side.
    const state = edited(two, (x) => {
      x.leech.push({ ...x.leech[0], id: 900, amount: 2, actual: 2, event: 901 });
    });
    expect(terraMystica.automatic?.(state)).toBeNull();
    const first = edited(state, (x) => (x.leech[0].amount = x.leech[0].actual = 2));
    expect(terraMystica.automatic?.(first)).toEqual({ seat: 1, move: { t: 'leech', offer: first.leech[0].id, accept: true, n: 2 } });
    const other = edited(state, (x) => x.leech.push({ ...x.leech[0], id: 902, seat: 0, from: 1, amount: 1, actual: 1, event: 903 }));
    expect(terraMystica.automatic?.(other)).toEqual({ seat: 0, move: { t: 'leech', offer: 902, accept: true, n: 1 } });
  });
});

describe('the settings move', () => {
  const RULES: OfferRules = { take: 4, decline: 6, cultTake: 0, cultDecline: 1, lastCult: 'decline' };

  it('is refused outside the player’s own turn', () => {
    const state = nomadsOffered();
    expect(state.turn?.seat).toBe(0);
    expect(refusal(state, 1, { t: 'offerRules', rules: RULES })).toBe('tm.err.offerRulesTurn');
    const next = act(act(state, 0, { t: 'done' }), 1, { t: 'leech', offer: state.leech[0].id, accept: false });
    expect(next.turn?.seat).toBe(1);
    expect(refusal(next, 0, { t: 'offerRules', rules: RULES })).toBe('tm.err.offerRulesTurn');
  });

  it('refuses values outside the offered choices', () => {
    const state = TWO();
    expect(refusal(state, 0, { t: 'offerRules', rules: { ...RULES, take: 9 } })).toBe('tm.err.offerRules');
    expect(refusal(state, 0, { t: 'offerRules', rules: { ...RULES, decline: 1 } })).toBe('tm.err.offerRules');
    expect(refusal(state, 0, { t: 'offerRules', rules: { ...RULES, lastCult: 'maybe' as OfferRules['lastCult'] } })).toBe('tm.err.offerRules');
  });

  it('changes the settings on one’s own turn without taking an action or ending the turn', () => {
    const state = TWO();
    const after = act(state, 0, { t: 'offerRules', rules: RULES });
    expect(after.players[0].offerRules).toEqual(RULES);
    expect(after.turn).toEqual(state.turn);
    expect(terraMystica.revealsHidden(state, 0, { t: 'offerRules', rules: RULES })).toBe(false);
    expect(terraMystica.describe(state, 0, { t: 'offerRules', rules: RULES }).key).toBe('tm.log.offerRules');
  });

  it('shows the Cultists’ settings only while offers from the Cultists can come', () => {
    const steps = (state: TmState) => {
      const editor = terraMystica.prompt(state, 0, ['set']);
      return 'prompt' in editor ? editor.prompt.options.map((o) => o.id) : [];
    };
    const lines = (state: TmState) => terraMystica.settings?.(state, 0)?.lines.map((l) => l.key);
    expect(steps(TWO())).toEqual(['tk', 'dc']);
    expect(lines(TWO())).toEqual(['tm.set.line.take', 'tm.set.line.always']);
    expect(steps(AGAINST_CULTISTS())).toEqual(['tk', 'dc', 'ctk', 'cdc', 'lc']);
    expect(lines(AGAINST_CULTISTS())).toEqual(['tm.set.line.take', 'tm.set.line.cult', 'tm.set.line.lastCult', 'tm.set.line.always']);
    // The Cultists themselves get no offers from their own builds.
    const cultistsOnTurn = game({ factions: ['cultists', 'witches'], dwellings: { cultists: ['E6', 'E2'], witches: ['E9', 'F4'] } });
    expect(steps(cultistsOnTurn)).toEqual(['tk', 'dc']);
    // While factions are still being chosen, another seat may yet pick the Cultists.
    expect(terraMystica.settings?.(terraMystica.setup({}, 2, 'picking'), 0)?.lines.map((l) => l.key)).toContain('tm.set.line.cult');
  });

  it('the editor in the turn menu leads to the move; /settings names its path on one’s own turn only', () => {
    const state = AGAINST_CULTISTS();
    const settings = terraMystica.settings?.(state, 0);
    expect(settings?.path).toEqual(['set']);
    expect(settings?.lines.map((l) => l.key)).toEqual(['tm.set.line.take', 'tm.set.line.cult', 'tm.set.line.lastCult', 'tm.set.line.always']);
    const turn = terraMystica.prompt(state, 0, []);
    expect('prompt' in turn && turn.prompt.options.some((o) => o.id === 'set')).toBe(true);
    const values = terraMystica.prompt(state, 0, ['set', 'tk']);
    expect('prompt' in values && values.prompt.options.map((o) => o.id)).not.toContain(String(DEFAULT_OFFER_RULES.take));
    expect(terraMystica.prompt(state, 0, ['set', 'tk', '5'])).toEqual({ move: { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 5 } } });
    expect(terraMystica.prompt(state, 0, ['set', 'lc', 'decline'])).toEqual({ move: { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, lastCult: 'decline' } } });
    const other = terraMystica.settings?.(state, 1);
    expect(other?.path).toBeNull();
    expect(other?.why?.key).toBe('tm.set.why.turn');
    expect(() => terraMystica.prompt(state, 1, ['set'])).toThrow();
  });

  it('refuses overlapping take and decline thresholds with a reason naming both', () => {
    const state = TWO();
    const overlap = { ...RULES, take: 4, decline: 3 };
    expect(refusal(state, 0, { t: 'offerRules', rules: overlap })).toBe('tm.err.offerOverlap');
    expect(refusal(state, 0, { t: 'offerRules', rules: { ...RULES, cultTake: 2, cultDecline: 2 } })).toBe('tm.err.offerOverlap');
    expect(refusal(state, 0, { t: 'offerRules', rules: { ...RULES, take: 6, decline: 0 } })).toBe('accepted');
    let reason: { key: string; params: Record<string, number> } = { key: 'none', params: {} };
    try {
      act(state, 0, { t: 'offerRules', rules: overlap });
    } catch (error) {
      reason = error as typeof reason;
    }
    expect(t('en', reason)).toBe('Taking up to 4 power and declining from 3 power on overlap: the decline threshold must lie above the take threshold (or be “never”).');
    expect(t('de', reason)).toContain('Nehmen bis 4 Macht und Ablehnen ab 3 Macht überschneiden sich');
  });

  it('the editor never makes thresholds overlap: a value that would moves the other one, and says so', () => {
    const state = act(AGAINST_CULTISTS(), 0, { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 2, decline: 3 } });
    const takes = terraMystica.prompt(state, 0, ['set', 'tk']);
    if (!('prompt' in takes)) throw new Error('expected the take values');
    const four = takes.prompt.options.find((o) => o.id === '4');
    expect(t('en', four?.hint ?? { key: '' })).toBe('also changes “Decline automatically” to “from 5 power on”');
    expect(t('de', four?.hint ?? { key: '' })).toBe('ändert auch „Automatisch ablehnen“ in „ab 5 Macht“');
    expect(takes.prompt.options.find((o) => o.id === '1')?.hint).toBeUndefined();
    expect(terraMystica.prompt(state, 0, ['set', 'tk', '4'])).toEqual({ move: { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 4, decline: 5 } } });
    // Taking up to 6 leaves no decline above it: declining becomes "never".
    expect(terraMystica.prompt(state, 0, ['set', 'tk', '6'])).toEqual({ move: { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 6, decline: 0 } } });
    // A lower decline pulls the take threshold just below it.
    expect(terraMystica.prompt(state, 0, ['set', 'dc', '2'])).toEqual({ move: { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 1, decline: 2 } } });
    expect(terraMystica.prompt(state, 0, ['set', 'cdc', '1'])).toEqual({ move: { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 2, decline: 3, cultTake: 0, cultDecline: 1 } } });
    // Every value of every threshold leads to settings the engine accepts.
    for (const [step, values] of [['tk', [1, 3, 4, 5, 6]], ['dc', [0, 2, 4, 5, 6]], ['ctk', [0, 2, 3, 4, 5, 6]], ['cdc', [1, 2, 3, 4, 5, 6]]] as const) {
      for (const n of values) {
        const result = terraMystica.prompt(state, 0, ['set', step, String(n)]);
        if (!('move' in result)) throw new Error(`no move for ${step} ${n}`);
        expect(refusal(state, 0, result.move), `${step} ${n}`).toBe('accepted');
      }
    }
  });

  it('the panel’s private block holds only the seat’s own thresholds, while offers can come', () => {
    const state = TWO();
    const summary = (s: TmState, seat: number) => (terraMystica.privateSummary?.(s, seat) ?? []).map((line) => [t('en', line), t('de', line)]);
    expect(summary(state, 1)).toEqual([['Your power offers: take up to 2 power, decline never (/settings)', 'Deine Machtangebote: nehmen bis 2 Macht, ablehnen nie (/einstellungen)']]);
    const changed = act(state, 0, { t: 'offerRules', rules: RULES });
    expect(summary(changed, 0)).toEqual([['Your power offers: take up to 4 power, decline from 6 power on (/settings)', 'Deine Machtangebote: nehmen bis 4 Macht, ablehnen ab 6 Macht (/einstellungen)']]);
    expect(summary(terraMystica.setup({}, 2, 'summary'), 0)).toEqual([]);
    expect(summary(edited(state, (x) => (x.phase = 'end')), 0)).toEqual([]);
  });

  it('/settings opens the editor even when the turn first asks something else (an open offer)', () => {
    const offered = nomadsOffered();
    const state = act(offered, 0, { t: 'done' });
    expect(state.turn?.seat).toBe(1);
    const root = terraMystica.prompt(state, 1, []);
    expect('prompt' in root && root.prompt.title.key).toBe('tm.q.leech');
    const editor = terraMystica.prompt(state, 1, ['set']);
    expect('prompt' in editor && editor.prompt.title.key).toBe('tm.q.offerSetting');
  });

  it('in round 5 the pass option reminds to check the settings for the last round', () => {
    const passHint = (round: number) => {
      const result = terraMystica.prompt(edited(TWO(), (x) => (x.round = round)), 0, []);
      return 'prompt' in result ? result.prompt.options.find((o) => o.id === 'ps')?.hint?.key : undefined;
    };
    expect(passHint(5)).toBe('tm.h.passRound5');
    expect(passHint(4)).toBeUndefined();
  });
});

describe('capacity helper used by the rules', () => {
  it('bowlsWithCapacity builds the capacity asked for', () => {
    for (const c of [0, 1, 5, 8, 13]) expect(powerCapacity({ bowls: bowlsWithCapacity(c) } as TmState['players'][number])).toBe(c);
  });
});
