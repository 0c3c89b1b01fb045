/** The end of the game [seed]: trigger, the round is finished, final scoring, tie-break; facts §7.1 example 13. */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { finishGame, winnersOf } from '../../../src/games/pandoria/final';
import { settle } from '../../../src/games/pandoria/turn';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, at, bareGame, keysOf, lay } from './helpers';

/** Two players with empty hands and a layout; seat 0 starts the round. */
function late(): PandoriaState {
  const s = bareGame();
  lay(s, { H6: 'F1', H7: 'M1' });
  s.players[0].tiles = ['D01'];
  s.players[1].tiles = ['D02'];
  return s;
}

/** Plays one turn: lay the held tile somewhere legal and pass everything else. */
function playTurn(s: PandoriaState): PandoriaState {
  const seat = s.active;
  const tile = pandoria.prompt(s, seat, ['T0']);
  if (!('prompt' in tile)) throw new Error('expected a cell prompt');
  const a = tile.prompt.options[0].id;
  const b = pandoria.prompt(s, seat, ['T0', a]);
  if (!('prompt' in b)) throw new Error('expected a second cell');
  let after = act(s, { t: 'tile', index: 0, a, b: b.prompt.options[0].id });
  while (!after.over && after.active === seat) after = act(after, { t: after.turn.step === 'figure' ? 'pass' : 'skip' });
  return after;
}

describe('the end of the game', () => {
  it('laying a tile with the stack empty ends the game with the round (the start player’s right neighbour plays last)', () => {
    const s = late();
    s.tileStack = [];
    let after = playTurn(s);
    expect(after.endTriggered).toBe(true);
    expect(keysOf(after)).toContain('pan.ev.lastRound');
    expect(after.over).toBe(false);
    expect(after.active).toBe(1);
    after = playTurn(after);
    expect(after.over).toBe(true);
    expect(pandoria.awaiting(after)).toEqual([]);
  });

  it('drawing the last tile does not end it yet', () => {
    const s = late();
    s.tileStack = ['D03'];
    const after = playTurn(s);
    expect(after.endTriggered).toBe(false);
    expect(after.players[0].tiles).toEqual(['D03']);
  });

  it('when the last player of the round triggers it, the game ends at once', () => {
    const s = late();
    at(s, 1, 'place');
    s.tileStack = [];
    expect(playTurn(s).over).toBe(true);
  });

  it('Yucata also ends it after a round in which nobody could lay anything [seed]', () => {
    const s = bareGame();
    s.players[0].tiles = [];
    s.players[1].tiles = [];
    s.players[0].castles = 0;
    s.players[1].castles = 0;
    s.couldPlace = false;
    at(s, 0, 'place');
    settle(s);
    expect(s.over).toBe(true);
    expect(keysOf(s)).toContain('pan.ev.stuck');
  });
});

describe('final scoring', () => {
  it('example 13: 2 cards, 7 crystals, 5 gold, 2 wood → 2 + 2 + 1 + 0 = 5; a Lumberyard makes 7 wood worth 3', () => {
    const s = bareGame();
    s.players[0].hand = ['C01', 'C02'];
    s.players[0].res = { crystal: 7, gold: 5, wood: 2 };
    const preview = pandoria.scores(s)[0];
    expect(preview.current).toBe(0);
    expect(preview.preview).toBe(5);
    finishGame(s);
    expect(s.players[0].score).toBe(5);
    expect(s.players[0].points).toMatchObject({ endCards: 2, endResources: 3 });
    const lumber = bareGame();
    lumber.players[0].res = { crystal: 0, gold: 0, wood: 7 };
    lumber.players[0].slots[0] = [{ card: 'I04' }];
    finishGame(lumber);
    expect(lumber.players[0].points.endResources).toBe(3);
    const covered = bareGame();
    covered.players[0].res = { crystal: 0, gold: 0, wood: 7 };
    covered.players[0].slots[0] = [{ card: 'I04' }, { monument: 6 }];
    finishGame(covered);
    expect(covered.players[0].points.endResources).toBe(2);
  });

  it('the score breakdown sums to the preview, which adds the end scoring to the current points', () => {
    const s = bareGame();
    s.players[1].score = 7;
    s.players[1].points = { city: 4, monument: 3 };
    s.players[1].res = { crystal: 3, gold: 3, wood: 3 };
    const line = pandoria.scores(s)[1];
    expect(line.current).toBe(7);
    expect(line.preview).toBe(10);
    expect(line.breakdown.reduce((sum, i) => sum + i.points, 0)).toBe(10);
  });

  it('ties go to the player with more resources left; still equal is a shared win', () => {
    const s = bareGame({}, 3);
    s.players.forEach((p) => {
      p.score = 10;
      p.points = { city: 10 };
      p.res = { crystal: 1, gold: 1, wood: 1 };
    });
    s.players[2].score = 9;
    s.players[2].points = { city: 9 };
    s.players[1].res.gold = 2;
    s.over = true;
    expect(winnersOf(s)).toEqual([1]);
    s.players[0].res.wood = 2;
    expect(winnersOf(s)).toEqual([0, 1]);
  });

  it('progress counts rounds and estimates the rest from the stack', () => {
    const s = late();
    s.tileStack = ['D03', 'D04', 'D05', 'D06'];
    expect(pandoria.progress(s)).toEqual({ round: 2, rounds: 4 });
  });
});
