import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import type { HeliosState } from '../../../src/games/helios/types';
import { buildChartModel } from '../../../renderers/score/model';
import { at, landTile, specialTile, startedGame } from './helpers';

/** A finished 3-player game whose players reached different numbers of corners, buildings and mana. */
function unevenFinish(): HeliosState {
  const state = structuredClone(startedGame(3, 'score-categories'));
  state.phase = 'finished';
  state.turn = null;
  state.players[0].tiles = { [at(0, 0)]: landTile('brown'), [at(1, -1)]: landTile('brown'), [at(2, -2)]: landTile('brown'), [at(3, -3)]: landTile('brown') };
  state.players[0].mana = 3;
  state.players[1].tiles = { [at(0, 0)]: landTile('brown'), [at(1, 0)]: specialTile('temples') };
  state.players[1].mana = 7;
  state.players[1].buildings = ['powerPlant'];
  state.players[2].tiles = { [at(0, 0)]: landTile('brown') };
  state.players[2].mana = 0;
  return state;
}

describe('Helios score categories', () => {
  it('one category per scoring rule, whatever each player counted', () => {
    const scores = helios.scores(unevenFinish());
    const labels = (seat: number) => scores[seat].breakdown.map((item) => item.label.key);
    for (const seat of [0, 1, 2]) expect(labels(seat)).toEqual(expect.arrayContaining(['hel.score.play', 'hel.score.corners', 'hel.score.buildings', 'hel.score.mana']));
    // The labels carry no counts, so equal rules give equal texts across players.
    for (const line of scores) for (const item of line.breakdown) if (item.label.key !== 'hel.score.special') expect(item.label.params).toBeUndefined();
    const model = buildChartModel({ players: scores.map((_, seat) => ({ name: `P${seat}`, colourIndex: seat })), history: [], final: scores.map((line) => ({ breakdown: line.breakdown })) }, 'en');
    expect(model.categories).toEqual(['Scored during play', 'Corner fields', 'Buildings', 'Mana left', 'Temples (special tile)']);
    expect(model.points.map((row) => row[3])).toEqual([3, 7, 0]);
  });
});
