import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agreementOf, decisionVisits, disagreementsOf, isForced, playerChain, predictLog, topDecisions, type PredictDecision } from '../../src/ai/predict';
import type { RankedMove } from '../../src/ai/search';
import { terraMystica } from '../../src/games/terra-mystica/engine';
import { terraMysticaModule } from '../../src/games/terra-mystica/module';
import { tmPredictor } from '../../src/games/terra-mystica/predict-moves';
import { applyMove } from '../../src/games/terra-mystica/apply';
import { setupState } from '../../src/games/terra-mystica/setup';
import { importSnellman } from '../../src/games/terra-mystica/snellman/import';
import type { TmMove } from '../../src/games/terra-mystica/types';

const LOG = readFileSync(new URL('../games/terra-mystica/logs/game-01.txt', import.meta.url), 'utf8');

const ranked = (move: TmMove, visits: number, then: RankedMove[] = []): RankedMove => ({ path: [], move, visits, value: 0.5, then });

describe('the computer’s ranking read as decisions', () => {
  // 10 conversions (6 went on to build A1, 3 to upgrade B2), 5 direct builds on A1, a transform of C3 (6 of its 8
  // built there), one pass.
  const ranking = [
    ranked({ t: 'convert', from: 'P', to: 'W', n: 1 }, 10, [ranked({ t: 'build', hex: 'A1' }, 6), ranked({ t: 'upgrade', hex: 'B2', to: 'TP' }, 3)]),
    ranked({ t: 'transform', hex: 'C3', to: 'Y' }, 8, [ranked({ t: 'build', hex: 'C3' }, 6), ranked({ t: 'build', hex: 'D4' }, 1)]),
    ranked({ t: 'build', hex: 'A1' }, 5),
    ranked({ t: 'pass', bonus: 'BON4' }, 1),
  ];

  it('counts a conversion for the move it paid for and a transform with its dwelling as that build', () => {
    expect(Object.fromEntries(decisionVisits(tmPredictor, ranking))).toEqual({
      'build A1': 11,
      'upgrade B2 TP': 3,
      'build C3': 6,
      // 8 - 6: the build on D4 was another turn's action, the transform was the decision.
      'transform C3 Y': 2,
      'pass BON4': 1,
    });
  });

  it('puts the answer first, then the most visited others', () => {
    expect(topDecisions(tmPredictor, 'pass BON4', ranking)).toEqual(['pass BON4', 'build A1', 'build C3']);
    expect(topDecisions(tmPredictor, 'build A1', ranking)).toEqual(['build A1', 'build C3', 'upgrade B2 TP']);
    expect(topDecisions(tmPredictor, 'build A1', ranking, 1)).toEqual(['build A1']);
  });
});

describe('the player’s decision in the log', () => {
  const { moves } = importSnellman(LOG);

  it('runs from a dig or transform to the dwelling built after it, and no further', () => {
    // Move 75: the darklings dig with a priest (dig 1), build G6 (76), then end the turn (77).
    expect(playerChain(tmPredictor, moves, 75)).toBe(77);
    // Move 51: the spade action is a decision of its own, the dwelling after it (52) another.
    expect(playerChain(tmPredictor, moves, 51)).toBe(52);
    expect(playerChain(tmPredictor, moves, 52)).toBe(53);
  });

  it('is no choice where the seat has a single move', () => {
    const game = importSnellman(LOG);
    let state = setupState(game.options, game.seats, game.seed);
    const forced: number[] = [];
    game.moves.forEach(({ seat, move }, index) => {
      if (move.t !== 'done' && move.t !== 'convert' && move.t !== 'burn' && isForced(terraMystica, state, seat)) forced.push(index);
      state = applyMove(state, seat, move);
    });
    // A power offer with declining as the only answer, and a last pass in round 6 with nothing else to do.
    expect(forced).toEqual([358, 436]);
    expect(game.moves[358].move).toEqual({ t: 'leech', offer: 122, accept: false });
    expect(game.moves[436].move).toEqual({ t: 'pass' });
  });
});

describe('agreement figures', () => {
  const decision = (player: string, computer: string, top3: string[], kinds: [string, string]): PredictDecision => ({
    move: 0,
    round: 1,
    faction: 'witches',
    phase: 'actions',
    player,
    computer,
    top3,
    top1Hit: player === computer,
    top3Hit: top3.includes(player),
    playerKind: kinds[0],
    computerKind: kinds[1],
    iterations: 100,
  });
  const decisions = [
    decision('build A1', 'build A1', ['build A1'], ['build', 'build']),
    decision('build A1', 'upgrade B2 TP', ['upgrade B2 TP', 'build A1'], ['build', 'upgrade to TP']),
    decision('build C3', 'upgrade B2 TP', ['upgrade B2 TP'], ['build', 'upgrade to TP']),
    decision('action ACT6', 'build C3', ['build C3', 'pass BON4', 'build A1'], ['action ACT6', 'build']),
  ];

  it('gives the shares of top-1 and top-3 hits', () => {
    expect(agreementOf(decisions)).toEqual({ decisions: 4, top1: 0.25, top3: 0.5 });
    expect(agreementOf([])).toEqual({ decisions: 0, top1: 0, top3: 0 });
  });

  it('lists the misses by kind, most frequent first, with examples', () => {
    expect(disagreementsOf(decisions)).toEqual([
      {
        player: 'build',
        computer: 'upgrade to TP',
        count: 2,
        examples: [
          { round: 1, faction: 'witches', player: 'build A1', computer: 'upgrade B2 TP' },
          { round: 1, faction: 'witches', player: 'build C3', computer: 'upgrade B2 TP' },
        ],
      },
      { player: 'action ACT6', computer: 'build', count: 1, examples: [{ round: 1, faction: 'witches', player: 'action ACT6', computer: 'build C3' }] },
    ]);
  });
});

describe('comparing a league log with a computer level', () => {
  it('asks the level at the log’s first decisions and counts the agreement', () => {
    const seen: PredictDecision[] = [];
    const result = predictLog(terraMysticaModule, LOG, { level: 'easy', every: 1, limit: 6, budget: { iterations: 30, ms: 60_000 }, seed: 't', onDecision: (d) => seen.push(d) });
    expect(result.decisions).toBe(6);
    expect(result.skipped).toEqual({ forced: 0, sampledOut: 0 });
    expect(seen.map((d) => d.player)).toEqual(['faction mermaids', 'faction dwarves', 'faction darklings', 'faction fakirs', 'build D5', 'build E7']);
    // The faction choice: the one the computer plays best among those open (its prune leaves it that one alone).
    expect(seen.slice(0, 4).map((d) => d.top3)).toEqual([['faction darklings'], ['faction darklings'], ['faction darklings'], ['faction chaosmagicians']]);
    expect(seen.slice(4).every((d) => d.phase === 'setup' && d.top3[0] === d.computer && d.top3.length === 3)).toBe(true);
    expect(result.phases.setup).toEqual(agreementOf(seen));
    expect(result.phases.setup.top1).toBe(0.167);
    expect(result.phases.actions).toEqual({ decisions: 0, top1: 0, top3: 0 });
    expect(result.overall.decisions).toBe(6);
    expect(result.meanIterations).toBe(10);
    // Seeded and bounded by iterations: the same answers each run.
    const again = predictLog(terraMysticaModule, LOG, { level: 'easy', every: 1, limit: 6, budget: { iterations: 30, ms: 60_000 }, seed: 't' });
    expect(again.overall).toEqual(result.overall);
  });

  it('compares every k-th decision only', () => {
    const seen: number[] = [];
    const result = predictLog(terraMysticaModule, LOG, { level: 'easy', every: 3, limit: 2, budget: { iterations: 10, ms: 60_000 }, seed: 't', onDecision: (d) => seen.push(d.move) });
    expect(seen).toEqual([0, 3]);
    expect(result.decisions).toBe(2);
    expect(result.skipped).toEqual({ forced: 0, sampledOut: 2 });
  });
});
