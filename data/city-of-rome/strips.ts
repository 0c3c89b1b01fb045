/**
 * The six action strips, front side, read from the emperor (field 1) to field 5. B = brick, G = cog.
 * DESIGNED (facts.md 1.4): no source lists the printed sequences, so the set holds one strip per class of
 * "3 bricks + 2 cogs" orders under reversal. The back of every strip is its front reversed (facts.md 1.2).
 * Replace the strings here if someone reads the real strips off a physical copy.
 */
export interface StripData {
  id: string;
  front: string;
}

export const STRIPS: readonly StripData[] = [
  { id: 'S1', front: 'BBBGG' },
  { id: 'S2', front: 'BBGBG' },
  { id: 'S3', front: 'BGBBG' },
  { id: 'S4', front: 'BGGBB' },
  { id: 'S5', front: 'GBBBG' },
  { id: 'S6', front: 'BGBGB' },
];
