/**
 * The faction a Terra Mystica computer player takes. At the faction choice its search sees only the starting
 * resources and incomes (nothing is built yet), so it took the factions that start richest — the Nomads, Swarmlings,
 * Auren and Cultists in almost every game — and its points know nothing of what a faction's abilities bring later.
 * The factions are far from equal for it (COMPUTER_FACTION_VP), so it takes the faction it plays best among those
 * still open, as a player picks the faction they know.
 */
import type { FactionId } from '../../../data/terra-mystica/factions';
import type { PromptOption } from '../../engine/types';
import { FACTION_STEP } from './prompt';

/**
 * Mean final VP of each faction in the computer players' own 4-seat self-play (DESIGNED, measured by
 * `scripts/tm-factions/run.ts`; how, in docs/computer-players.md). A judgement of this search, not of the factions:
 * good players score alike with every faction.
 */
export const COMPUTER_FACTION_VP: Readonly<Record<FactionId, number>> = {
  alchemists: 72.6,
  auren: 78.9,
  chaosmagicians: 94,
  cultists: 85.5,
  darklings: 103.4,
  dwarves: 94.1,
  engineers: 82.3,
  fakirs: 88.5,
  giants: 68.8,
  halflings: 91.9,
  mermaids: 81.6,
  nomads: 75.1,
  swarmlings: 90.4,
  witches: 82.3,
};

const FACTION_OF_STEP = new Map<string, FactionId>(Object.entries(FACTION_STEP).map(([faction, step]) => [step, faction as FactionId]));

/** Of the factions offered, the one the computer plays best (all of them when none of the options is a faction). */
export function bestFactions(options: readonly PromptOption[]): readonly PromptOption[] {
  let best: PromptOption[] = [];
  let bestVp = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    const faction = FACTION_OF_STEP.get(option.id);
    if (faction === undefined) return options;
    const vp = COMPUTER_FACTION_VP[faction];
    if (vp > bestVp) [best, bestVp] = [[option], vp];
    else if (vp === bestVp) best.push(option);
  }
  return best;
}
