/** Discord's epoch (2015-01-01T00:00:00Z) in milliseconds; snowflakes count from it. */
export const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * Hands out unique, increasing snowflakes. The timestamp part never repeats, so every id lands in a different
 * millisecond — that keeps ids strictly ordered and spreads guilds over shards (shard = (id >> 22) % count).
 */
export class SnowflakeGenerator {
  private lastTimestamp = 0n;
  private increment = 0n;

  next(nowMs: number = Date.now()): string {
    const wanted = BigInt(Math.floor(nowMs)) - DISCORD_EPOCH;
    const timestamp = wanted > this.lastTimestamp ? wanted : this.lastTimestamp + 1n;
    this.lastTimestamp = timestamp;
    this.increment = (this.increment + 1n) & 0xfffn;
    return ((timestamp << 22n) | (1n << 17n) | this.increment).toString();
  }
}

/** The shard a guild belongs to, as Discord computes it. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}
