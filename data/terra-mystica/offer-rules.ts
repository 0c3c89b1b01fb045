/**
 * Automatic power offers ([seed] Automatisches Nehmen von Macht durch Mitspielerbauten): the values a
 * player may choose for each setting and the defaults. DESIGNED: the seed names the settings, not their
 * ranges or defaults. Thresholds compare with the power the offer would really give; 0 as a decline
 * threshold means "never".
 */

export type LastCultChoice = 'accept' | 'decline' | 'ask';

export interface OfferRules {
  /** Take automatically up to this much power (a free single power is always taken). */
  take: number;
  /** Decline automatically from this much power on (0 = never). */
  decline: number;
  /** The same two when the builder is the Cultists and nobody has taken power from this build yet. */
  cultTake: number;
  cultDecline: number;
  /** Round 6, already passed, a Cultists' build nobody took from yet, a free single power. */
  lastCult: LastCultChoice;
}

export type OfferThreshold = Exclude<keyof OfferRules, 'lastCult'>;

/** Choosable values per threshold (a free single power is taken anyway, outside the Cultists' case). */
export const OFFER_THRESHOLD_VALUES: Record<OfferThreshold, readonly number[]> = {
  take: [1, 2, 3, 4, 5, 6],
  decline: [0, 2, 3, 4, 5, 6],
  cultTake: [0, 1, 2, 3, 4, 5, 6],
  cultDecline: [0, 1, 2, 3, 4, 5, 6],
};

export const LAST_CULT_CHOICES: readonly LastCultChoice[] = ['accept', 'decline', 'ask'];

/** Take up to 2 (1 VP) without asking; ask about anything dearer and about Cultists' builds beyond a free power. */
export const DEFAULT_OFFER_RULES: OfferRules = { take: 2, decline: 0, cultTake: 1, cultDecline: 0, lastCult: 'ask' };
