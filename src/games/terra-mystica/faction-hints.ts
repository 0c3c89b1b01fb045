/**
 * Each faction's ability in one line (facts.md §3.6), as the hint of its option in the faction pick: a player new to
 * the game sees what they choose. Short enough for a select option's description (100 characters).
 */
import type { FactionId } from '../../../data/terra-mystica/factions';
import type { Text } from '../../engine/types';
import { tmText } from './text-helpers';

export function factionHint(faction: FactionId): Text {
  return tmText(`factionHint.${faction}`);
}
