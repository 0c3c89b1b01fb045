import type { Resource } from './tiles';

/**
 * One unit of a printed cost: a resource colour, 'any' (a white cube on the card), or a list of colours of
 * which one must be paid (the Zitadelle's "black or blue").
 */
export type CostUnit = Resource | 'any' | readonly Resource[];
