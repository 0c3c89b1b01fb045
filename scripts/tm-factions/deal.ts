/**
 * Which four factions `scripts/tm-factions/run.ts` deals to game k: four colours a game (a game cannot hold two
 * factions of one colour), each colour's two factions in turn, so that every 14 games deal every faction 4 times.
 */
import { FACTIONS, type FactionId } from '../../data/terra-mystica/factions';

/** The factions by colour (home terrain), each pair in alphabetical order, the pairs by their first faction. */
export function colourPairs(): FactionId[][] {
  const byHome = new Map<string, FactionId[]>();
  for (const faction of (Object.keys(FACTIONS) as FactionId[]).sort()) {
    const home = FACTIONS[faction].home;
    byHome.set(home, [...(byHome.get(home) ?? []), faction]);
  }
  return [...byHome.values()];
}

/** The factions dealt in game `game`: colours game … game+3 (of 7, cyclic); which of a colour's two alternates. */
export function dealtFactions(game: number, seats = 4): FactionId[] {
  const pairs = colourPairs();
  return Array.from({ length: seats }, (_, j) => pairs[(game + j) % pairs.length][(j + Math.floor(game / pairs.length)) % 2]);
}
