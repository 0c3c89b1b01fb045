import type { GameEngine, Seat } from '../../src/engine/types';
import { RuleError } from '../../src/engine/rule-error';
import { createRng, nextInt, type RngState } from '../../src/engine/rng';

/** A tiny game to exercise the contract: take 1–3 stones; whoever takes the last one wins. */
export interface NimState {
  stones: number;
  turn: Seat;
  seats: number;
  rng: RngState;
  winner: Seat | null;
}
export type NimMove = { take: number };

export const nim: GameEngine<NimState, NimMove, { stones: number }> = {
  id: 'nim',
  name: { key: 'toy.name' },
  rulesSummary: { key: 'toy.rules' },
  minSeats: 2,
  maxSeats: 4,
  options: [],
  setup: (_o, seats, seed) => {
    const rng = createRng(seed);
    return { stones: 10 + nextInt(rng, 10), turn: 0, seats, rng, winner: null };
  },
  awaiting: (s) => (s.winner === null ? [s.turn] : []),
  prompt: (s, _seat, path) => {
    if (path.length === 0) {
      const options = [1, 2, 3].filter((n) => n <= s.stones).map((n) => ({ id: String(n), label: { key: 'toy.take', params: { n } } }));
      return { prompt: { kind: 'amount', title: { key: 'toy.how' }, options } };
    }
    return { move: { take: Number(path[0]) } };
  },
  apply: (s, seat, move) => {
    if (seat !== s.turn) throw new RuleError('error.notYourTurn');
    if (!(move.take >= 1 && move.take <= 3 && move.take <= s.stones)) throw new RuleError('error.unknownMove');
    const stones = s.stones - move.take;
    return { ...s, rng: { ...s.rng }, stones, turn: (s.turn + 1) % s.seats, winner: stones === 0 ? seat : null };
  },
  view: (s) => ({ stones: s.stones }),
  privateSummary: () => [],
  scores: (s) => Array.from({ length: s.seats }, (_, seat) => {
    const points = s.winner === seat ? 1 : 0;
    return { seat, current: points, preview: points, breakdown: [{ label: { key: 'common.total' }, points }] };
  }),
  finished: (s) => s.winner !== null,
  winners: (s) => (s.winner === null ? [] : [s.winner]),
  describe: (_s, seat, move) => ({ key: 'toy.took', params: { seat, n: move.take } }),
  events: () => [],
  status: (s) => ({ key: 'toy.status', params: { n: s.stones } }),
  revealsHidden: () => false,
  progress: (s) => ({ round: 1, rounds: 1 + Math.floor(s.stones / 3) }),
};
