/** A short snellman set-up shared by the importer and exporter rule tests: Giants (D4, E3) against Mermaids (D5, E4). */
export const SETUP = [
  'score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6',
  'setup giants',
  'setup mermaids',
  'giants: build D4',
  'mermaids: build D5',
  'mermaids: build E4',
  'giants: build E3',
  'mermaids: pass BON3',
  'giants: pass BON1',
];
/** Moves the set-up lines make: two factions, four dwellings, two bonus tiles. */
export const SETUP_MOVES = 8;
