import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/bot/store/records';
import { addToHistory, displayRating, emptyBoard, favouriteIdentity, rateResult, standings } from '../../src/ratings/rating';
import { rateAll } from '../../src/ratings/ratings-store';
import type { GameResult } from '../../src/ratings/records';
import { finishRanks, gameResult, isRated } from '../../src/ratings/standing';
import { race, type RaceState } from '../bot/fixtures/race-engine';
import { framePlan } from '../../src/bot/history/timelapse';
import { displayName } from '../../src/ratings/leaderboard';

function result(ranks: number[], won: boolean[], { id = 'g1', at = '2026-01-01T00:00:00.000Z', keys = ranks.map((_, i) => `u${i}`) } = {}): GameResult {
  return {
    recordId: id,
    gameId: 'race',
    guildId: 'G',
    finishedAt: at,
    messageUrl: null,
    seats: ranks.map((rank, i) => ({ key: keys[i], name: `P${i}`, rank, points: 0, won: won[i], dropped: false, identity: null })),
  };
}

const outcome = (points: number, won = false, dropped = false) => ({ points, won, dropped });

describe('finish ranks from the game ranking', () => {
  it('puts the winner after tie-breaks first and shares ranks on equal points behind it', () => {
    // Seat 1 has the winner's points but lost the tie-break: second, not first.
    expect(finishRanks([outcome(10, true), outcome(10), outcome(7), outcome(7)])).toEqual([1, 2, 3, 3]);
  });
  it('gives every winner of a shared win rank 1', () => {
    expect(finishRanks([outcome(10, true), outcome(10, true), outcome(3)])).toEqual([1, 1, 3]);
  });
  it('ranks dropped seats last, whatever their points', () => {
    expect(finishRanks([outcome(20, false, true), outcome(5, true), outcome(4), outcome(30, false, true)])).toEqual([3, 1, 2, 3]);
  });
});

describe('openskill rating update', () => {
  it('rates a plain 3-player game: the winner gains most, the last loses', () => {
    const { board, changes } = rateResult(emptyBoard('G', 'race'), result([1, 2, 3], [true, false, false]));
    expect(changes).toEqual([
      { key: 'u0', before: 1000, after: 1130 },
      { key: 'u1', before: 1000, after: 1062 },
      { key: 'u2', before: 1000, after: 890 },
    ]);
    expect(board.games).toBe(1);
    expect(board.players.u0.mu).toBeCloseTo(27.869, 3);
    expect(board.players.u0.sigma).toBeCloseTo(8.2052, 3);
    expect([board.players.u0.wins, board.players.u1.wins, board.players.u0.games]).toEqual([1, 0, 1]);
  });
  it('treats a shared win as a tie: both winners move alike', () => {
    const { changes } = rateResult(emptyBoard('G', 'race'), result([1, 1, 3], [true, true, false]));
    expect(changes.map((c) => c.after)).toEqual([1044, 1044, 958]);
  });
  it('treats equal places behind the winner as a tie', () => {
    const { changes } = rateResult(emptyBoard('G', 'race'), result([1, 2, 2], [true, false, false]));
    expect(changes.map((c) => c.after)).toEqual([1130, 976, 976]);
  });
  it('shows a new player as 1000 = 1000 + 40·(μ − 3σ) with μ 25, σ 25/3', () => {
    expect(displayRating({ mu: 25, sigma: 25 / 3 })).toBe(1000);
    expect(displayRating({ mu: 30, sigma: 5 })).toBe(1600);
  });
  it('continues from the stored ratings and sorts the standings', () => {
    const first = rateResult(emptyBoard('G', 'race'), result([1, 2], [true, false]));
    expect(first.changes.map((c) => c.after)).toEqual([1138, 927]);
    const second = rateResult(first.board, result([1, 2], [true, false], { id: 'g2' }));
    expect(second.changes[0].before).toBe(1138);
    expect(standings(second.board).map((s) => [s.key, s.games, s.wins])).toEqual([
      ['u0', 2, 2],
      ['u1', 2, 0],
    ]);
  });
  it('folds results in the order they were played, not the order given', () => {
    const early = result([1, 2], [true, false], { id: 'a', at: '2026-01-01T00:00:00.000Z' });
    const late = result([2, 1], [false, true], { id: 'b', at: '2026-01-02T00:00:00.000Z' });
    const one = rateAll([early, late]);
    const other = rateAll([late, early]);
    expect(other.boards.get('ratings:G:race')).toEqual(one.boards.get('ratings:G:race'));
    expect(one.histories.get('history:G:u0')?.recent.map((e) => e.recordId)).toEqual(['b', 'a']);
  });
});

describe('which games are rated', () => {
  it('needs two different human players on a server; a computer seat is an entry of its own', () => {
    expect(isRated(result([1, 2], [true, false]))).toBe(true);
    expect(isRated(result([1, 2], [true, false], { keys: ['u0', 'computer:2'] }))).toBe(false);
    expect(isRated(result([1, 2, 3], [true, false, false], { keys: ['u0', 'u1', 'computer:2'] }))).toBe(true);
    expect(isRated(result([1, 2], [true, false], { keys: ['u0', 'u0'] }))).toBe(false);
    expect(isRated({ ...result([1, 2], [true, false]), guildId: '' })).toBe(false);
  });
});

describe('player history', () => {
  it('counts games, wins and identities per game, newest game first', () => {
    const witches = { key: 'tm.faction.witches' };
    const nomads = { key: 'tm.faction.nomads' };
    const played = (id: string, identity: { key: string }, won: boolean): GameResult => {
      const base = result([won ? 1 : 2, won ? 2 : 1], [won, !won], { id });
      base.seats[0].identity = identity;
      return base;
    };
    let history = addToHistory(undefined, played('a', witches, true), 0, { key: 'u0', before: 1000, after: 1138 });
    history = addToHistory(history, played('b', nomads, false), 0, { key: 'u0', before: 1138, after: 1040 });
    history = addToHistory(history, played('c', witches, false), 0, { key: 'u0', before: 1040, after: 990 });
    expect(history.byGame.race.played).toBe(3);
    expect(history.byGame.race.won).toBe(1);
    expect(favouriteIdentity(history.byGame.race)).toEqual({ text: witches, count: 2 });
    expect(history.recent.map((e) => [e.recordId, e.rank, e.rating, e.change])).toEqual([
      ['c', 2, 990, -50],
      ['b', 2, 1040, -98],
      ['a', 1, 1138, 138],
    ]);
  });
});

describe('the result of a finished record', () => {
  const record = (state: RaceState): GameRecord => ({
    id: 'abcd1234',
    gameId: 'race',
    options: {},
    seatOrder: 'joined',
    locale: 'en',
    hostId: 'u0',
    guildId: 'G',
    channelId: 'C',
    threadId: 'T',
    messageId: 'M',
    publishedVersion: 3,
    seats: [
      { userId: 'u0', name: 'Ann' },
      { userId: 'u1', name: 'Ben' },
      { userId: 'u2', name: 'Cid' },
    ],
    seed: 's',
    moves: [{ seat: 0, move: { kind: 'add', n: 3 }, at: '2026-02-03T04:05:06.000Z', log: [], revealed: false }],
    snapshot: state,
    version: 3,
    status: 'finished',
    scoreHistory: [],
    undo: null,
    abandon: null,
    createdAt: '2026-02-03T04:00:00.000Z',
    updatedAt: '2026-02-03T04:05:07.000Z',
  });
  const state = (points: number[]): RaceState => ({ ...race.setup({ target: '5' }, 3, 'x'), points });

  it('reads ranks, points and the link to the final message from the final state', () => {
    const got = gameResult(race, record(state([5, 2, 5])));
    expect(got.seats.map((s) => [s.key, s.rank, s.points, s.won, s.dropped])).toEqual([
      ['u0', 1, 5, true, false],
      ['u1', 3, 2, false, false],
      ['u2', 1, 5, true, false],
    ]);
    expect(got.finishedAt).toBe('2026-02-03T04:05:06.000Z');
    expect(got.messageUrl).toBe('https://discord.com/channels/G/T/M');
  });
  it('ranks a seat the engine names as dropped last, even with the most points', () => {
    const dropping = { ...race, droppedSeats: () => [0] };
    const got = gameResult(dropping, record(state([6, 2, 5])));
    expect(got.seats.map((s) => [s.rank, s.won])).toEqual([
      [3, false],
      [2, false],
      [1, false],
    ]);
  });
});

describe('timelapse frames', () => {
  it('takes the start, the position closing each round and the final one', () => {
    // Terra Mystica-like: set-up round 0, then rounds 1 and 2.
    expect(framePlan([0, 0, 0, 1, 1, 1, 2, 2])).toEqual({ moves: [0, 3, 6, 7], step: 'round' });
    expect(framePlan([1])).toEqual({ moves: [0], step: 'round' });
  });
  it('falls back to every N moves when there would be too many frames', () => {
    const rounds = Array.from({ length: 41 }, (_, i) => i);
    expect(framePlan(rounds, 5)).toEqual({ moves: [0, 10, 20, 30, 40], step: 10 });
    expect(framePlan(rounds.slice(0, 12), 5)).toEqual({ moves: [0, 3, 6, 9, 11], step: 3 });
  });
});

describe('computer entries on the leaderboard', () => {
  it('are named by their level in the reader\'s language, people by their name at the table', () => {
    expect(displayName('computer:strong', 'Merlin · computer, strong', 'en')).toBe('Computer (strong)');
    expect(displayName('computer:easy', 'Merlin · Computer, leicht', 'de')).toBe('Computer (leicht)');
    expect(displayName('computer:normal', 'Bot', 'de')).toBe('Computer (normal)');
    // A key written by a later version with a level this one does not know still shows as stored.
    expect(displayName('computer:expert', 'Bot', 'en')).toBe('Computer (expert)');
    expect(displayName('123456', 'Ann', 'en')).toBe('Ann');
  });
});
