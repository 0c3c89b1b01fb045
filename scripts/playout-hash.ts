/**
 * `npx tsx scripts/playout-hash.ts [game…] [--games N]`: one hash per engine over N seeded random playouts — every
 * prompt offered, every move, every state after a move, with its events and scores. A speed change of an engine must
 * leave its hash as it was (the same seed gives the same game); run it before and after and compare.
 */
import { createHash, type Hash } from 'node:crypto';
import { playout, randomChooser } from '../src/engine/driver';
import type { AnyEngine, GameOptions } from '../src/engine/types';
import { engines } from '../src/games';
import { canonicalJson } from './canonical-json';

/** The variants each game's playouts cycle through (the bench's, plus the other settings). */
const VARIANTS: Record<string, GameOptions[]> = {
  'terra-mystica': [{}],
  pandoria: [
    { variant: 'b', sets: 'all' },
    { variant: 'a' },
    { variant: 'famspell', artifacts: true, start: 'chosen', realms: 'pick' },
    { sets: 'both', realms: 'same', apart: true, start: 'random' },
  ],
  'city-of-rome': [{ shrine: true }, { shrine: false }],
  helios: [{}, { exchange: 'always', freeFieldsDark: false }],
};

function hashGame(engine: AnyEngine, options: GameOptions, seats: number, seed: string, hash: Hash): void {
  const pick = randomChooser(`${seed}/chooser`);
  playout(
    engine,
    options,
    seats,
    seed,
    (prompt, seat) => {
      hash.update(canonicalJson(prompt));
      return pick(prompt, seat);
    },
    ({ after, seat, move, path }) => {
      hash.update(canonicalJson({ seat, move, path, after, events: engine.events(after), scores: engine.scores(after) }));
    },
  );
}

const args = process.argv.slice(2);
const gamesAt = args.indexOf('--games');
const games = gamesAt >= 0 ? Number(args[gamesAt + 1]) : 40;
const wanted = args.filter((arg, i) => !arg.startsWith('--') && (gamesAt < 0 || i !== gamesAt + 1));
for (const [id, engine] of Object.entries(engines)) {
  if (wanted.length > 0 && !wanted.includes(id)) continue;
  const hash = createHash('sha256');
  const variants = VARIANTS[id] ?? [{}];
  const seatCounts = engine.maxSeats - engine.minSeats + 1;
  for (let i = 0; i < games; i++) {
    hashGame(engine, variants[i % variants.length], engine.minSeats + (i % seatCounts), `hash-${i}`, hash);
  }
  console.log(`${id} ${games} games ${hash.digest('hex').slice(0, 16)}`);
}
