/**
 * snellman's `randomize v1|v2 seed <text>` (facts.md §9.7): a Mersenne Twister (MT19937) seeded with the
 * SHA-1 of the text, used to shuffle the scoring tiles (until the spade tile is not on rounds 5/6) and
 * the bonus tiles (surplus removed from the front). Only the log importer uses it; the engine's own
 * games draw with the project PRNG.
 */
import { createHash } from 'node:crypto';
import { BONUS_IDS, SCORING_IDS, type BonusId, type ScoringId } from '../../../../data/terra-mystica/tiles';

/** MT19937 with init_by_array, as in the reference implementation. */
class MersenneTwister {
  private readonly mt = new Uint32Array(624);
  private index = 625;

  constructor(key: readonly number[]) {
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(624, key.length); k > 0; k--) {
      const prev = this.mt[i - 1] ^ (this.mt[i - 1] >>> 30);
      this.mt[i] = ((this.mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j) >>> 0;
      i++;
      j++;
      if (i >= 624) {
        this.mt[0] = this.mt[623];
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = 623; k > 0; k--) {
      const prev = this.mt[i - 1] ^ (this.mt[i - 1] >>> 30);
      this.mt[i] = ((this.mt[i] ^ Math.imul(prev, 1566083941)) - i) >>> 0;
      i++;
      if (i >= 624) {
        this.mt[0] = this.mt[623];
        i = 1;
      }
    }
    this.mt[0] = 0x80000000;
    this.index = 624;
  }

  private initGenrand(seed: number): void {
    this.mt[0] = seed >>> 0;
    for (let i = 1; i < 624; i++) {
      const prev = this.mt[i - 1] ^ (this.mt[i - 1] >>> 30);
      this.mt[i] = (Math.imul(prev, 1812433253) + i) >>> 0;
    }
  }

  private twist(): void {
    for (let k = 0; k < 624; k++) {
      const y = (this.mt[k] & 0x80000000) | (this.mt[(k + 1) % 624] & 0x7fffffff);
      this.mt[k] = this.mt[(k + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.index = 0;
  }

  nextUint32(): number {
    if (this.index >= 624) this.twist();
    let y = this.mt[this.index++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** A float in [0, 1): the next 32-bit output divided by 2^32. */
  next(): number {
    return this.nextUint32() / 4294967296;
  }
}

/** One random number per element in list order (from `draw`), then sorted by it (ties by name). */
export function shuffle<T extends string>(draw: () => number, items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, r: draw() }))
    .sort((a, b) => a.r - b.r || (a.item < b.item ? -1 : a.item > b.item ? 1 : 0))
    .map((x) => x.item);
}

export interface Randomized {
  scoring: ScoringId[];
  /** Bonus tiles removed from the game. */
  removed: BonusId[];
}

/** The tiles snellman draws for `seed` with `players` players and the given tile options. */
export function snellmanRandomize(seed: string, players: number, opts: { templeScoring: boolean; shippingBonus: boolean }): Randomized {
  const digest = createHash('sha1').update(seed, 'utf8').digest();
  const key = [0, 1, 2, 3, 4].map((i) => digest.readUInt32LE(i * 4));
  const rng = new MersenneTwister(key);
  const tiles = SCORING_IDS.filter((id) => id !== 'SCORE9' || opts.templeScoring);
  let scoring: ScoringId[];
  do scoring = shuffle(() => rng.next(), tiles);
  while (scoring[4] === 'SCORE1' || scoring[5] === 'SCORE1');
  const bonus = BONUS_IDS.filter((id) => id !== 'BON10' || opts.shippingBonus).sort();
  const shuffled = shuffle(() => rng.next(), bonus);
  return { scoring: scoring.slice(0, 6), removed: shuffled.slice(0, Math.max(0, shuffled.length - (players + 3))) };
}
