import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import type { HeliosState } from '../../../src/games/helios/types';
import { apply, at, expectRuleError, landTile, optionIds, passAll, play, startedGame, toPersonPhase } from './helpers';

const symbols = ['land', 'build', 'sun'] as const;

describe('setup', () => {
  const fresh = helios.setup({}, 4, 'setup');

  it('18 action tiles in 3 columns of 6 by symbol, the rest face down; 8 persons; 8 special tiles', () => {
    for (const sym of symbols) {
      expect(fresh.columns[sym]).toHaveLength(6);
      expect(fresh.draw[sym]).toHaveLength(10);
      expect(fresh.columns[sym].every((t) => t.sym === sym)).toBe(true);
    }
    expect(fresh.persons).toHaveLength(8);
    expect(fresh.specials).toEqual({ free: 2, land: 2, goods: 2, temples: 2 });
  });

  it('every player: sun on the sun field, range 2, 1 mana, no points', () => {
    for (const p of fresh.players) {
      expect([p.sun, p.range, p.mana, p.vp, p.unlimited]).toEqual([at(0, -1), 2, 1, 0, false]);
    }
  });

  it('the start player is drawn with the seeded PRNG', () => {
    const starts = new Set(Array.from({ length: 12 }, (_, i) => helios.setup({}, 4, `draw-${i}`).startPlayer));
    expect(starts.size).toBeGreaterThan(1);
    expect(helios.setup({}, 4, 'draw-3').startPlayer).toBe(helios.setup({}, 4, 'draw-3').startPlayer);
  });

  it('start tiles are chosen in order from the start player: brown, grey or green, duplicates allowed', () => {
    const first = fresh.startPlayer;
    expect(helios.awaiting(fresh)).toEqual([first]);
    expect(optionIds(fresh, first, [])).toEqual(['br', 'gy', 'gn']);
    expectRuleError(() => apply(fresh, first, { t: 'startTile', color: 'blue' }), 'hel.error.startColor');
    expectRuleError(() => apply(fresh, (first + 1) % 4, { t: 'startTile', color: 'grey' }), 'error.notYourTurn');
    let state = play(fresh, first, ['gy']);
    expect(state.players[first].tiles[at(0, 0)]).toEqual(landTile('grey', ['grey']));
    expect(helios.awaiting(state)).toEqual([(first + 1) % 4]);
    state = play(state, (first + 1) % 4, ['gy']);
    expect(state.players[(first + 1) % 4].tiles[at(0, 0)].kind).toBe('land');
  });

  it('after the choices: 5 colour stacks of 4, the rest in the extra stack, 6 tiles face up with a resource', () => {
    const state = startedGame(4, 'stacks', {}, ['grey', 'grey', 'green', 'brown']);
    // 36 tiles − 4 start tiles − 6 revealed = 26 face down: 5 × 3 left in the colour stacks + 11 in the extra stack.
    expect(state.stacks).toEqual({ brown: 3, grey: 3, green: 3, blue: 3, black: 3 });
    expect(state.extraStack).toHaveLength(16 - 4 - 1);
    expect(state.offer.slice(0, 5).map((t) => t?.color)).toEqual(['brown', 'grey', 'green', 'blue', 'black']);
    for (const tile of state.offer) expect(tile?.res).toEqual([tile?.color]);
    const extraColors = [...state.extraStack, state.offer[5]?.color];
    // Left for the extra stack: brown 8−1−4, grey 8−2−4, green 8−1−4, blue 6−4, black 6−4.
    expect(extraColors.filter((c) => c === 'grey')).toHaveLength(2);
    expect(extraColors.filter((c) => c === 'blue')).toHaveLength(2);
  });

  it('the players in seats 3 and 4 from the start player take a bonus resource of their choice on the start tile', () => {
    let state = helios.setup({}, 4, 'bonus');
    while (state.phase === 'startTiles') state = play(state, state.startQueue[0], ['br']);
    const third = (state.startPlayer + 2) % 4;
    const fourth = (state.startPlayer + 3) % 4;
    expect(state.phase).toBe('gifts');
    expect(helios.awaiting(state).sort()).toEqual([third, fourth].sort());
    // One tile only: the colour is the whole choice.
    state = play(state, fourth, ['bl']);
    state = play(state, third, ['bk']);
    expect(state.players[third].tiles[at(0, 0)].res).toEqual(['brown', 'black']);
    expect(state.players[fourth].tiles[at(0, 0)].res).toEqual(['brown', 'blue']);
    expect(state.players[state.startPlayer].tiles[at(0, 0)].res).toEqual(['brown']);
    expect(state.phase).toBe('actions');
  });

  it('with 3 players only the third seat gets the bonus, with 2 players nobody', () => {
    let three = helios.setup({}, 3, 'three');
    while (three.phase === 'startTiles') three = play(three, three.startQueue[0], ['gn']);
    expect(three.gifts).toEqual([(three.startPlayer + 2) % 3]);
    let two = helios.setup({}, 2, 'two');
    while (two.phase === 'startTiles') two = play(two, two.startQueue[0], ['gn']);
    expect(two.phase).toBe('actions');
  });
});

describe('player counts', () => {
  it('2 and 4 players: 4 rounds of 4 turns each; 3 players: 3 rounds of 6', () => {
    expect([2, 3, 4].map((n) => [helios.setup({}, n, 'c').rounds, helios.setup({}, n, 'c').turnsPerRound])).toEqual([
      [4, 4],
      [3, 6],
      [4, 4],
    ]);
  });

  it('with 4 players the 2 tiles left after 16 turns go to the discards', () => {
    const state = startedGame(4, 'leftovers');
    const persons = toPersonPhase(state, (s) => {
      s.columns = { land: [{ sym: 'land', color: 'red' }], build: [], sun: [{ sym: 'sun', color: 'grey' }] };
      s.players[0].mana = 5; // someone can buy, so the person phase (before any refill) is running
    });
    expect(persons.phase).toBe('persons');
    expect(persons.columns).toEqual({ land: [], build: [], sun: [] });
    expect(persons.discard.land.length - state.discard.land.length).toBe(1);
    expect(persons.discard.sun.length - state.discard.sun.length).toBe(1);
  });
});

describe('phase 3: refill', () => {
  const game = startedGame(3, 'refill');
  const ended = passAll(toPersonPhase(game, (s) => (s.offer[2] = null)));

  it('untaken land tiles leave the game and the top tile of all 6 stacks is revealed with a resource', () => {
    expect(ended.landOut - game.landOut).toBe(5);
    expect(ended.offer.every((t) => t !== null && t.res.length === 1 && t.res[0] === t.color)).toBe(true);
    expect(ended.stacks.brown).toBe(game.stacks.brown - 1);
    expect(ended.extraStack).toEqual(game.extraStack.slice(1));
  });

  it('special tiles stay as they are', () => {
    const fewer = passAll(toPersonPhase(game, (s) => (s.specials.free = 1)));
    expect(fewer.specials).toEqual({ free: 1, land: 2, goods: 2, temples: 2 });
  });

  it('the action display is discarded and 6 tiles per symbol are revealed again', () => {
    for (const sym of symbols) expect(ended.columns[sym]).toHaveLength(6);
    for (const sym of symbols) expect(ended.draw[sym]).toHaveLength(game.draw[sym].length - 6);
  });

  it('the start player dragon passes to the left and the round advances', () => {
    expect(ended.startPlayer).toBe((game.startPlayer + 1) % 3);
    expect(ended.round).toBe(2);
    expect(ended.events.map((e) => e.key)).toContain('hel.ev.newRound');
  });

  it('the 3rd seat from the new start player places a bonus resource on a tile with room and no temple', () => {
    const third = (ended.startPlayer + 2) % 3;
    expect(helios.awaiting(ended)).toEqual([third]);
    const board = passAll(
      toPersonPhase(game, (s) => {
        s.players[third].tiles = {
          [at(0, 0)]: landTile('brown', ['brown', 'grey']),
          [at(1, 0)]: landTile('grey', [], true),
          [at(0, 1)]: landTile('green', ['green']),
          [at(-1, 1)]: landTile('blue'),
        };
      }),
    );
    expect(optionIds(board, third, ['gy'])).toEqual([at(0, 1), at(-1, 1)].sort());
    expectRuleError(() => apply(board, third, { t: 'gift', color: 'grey', cell: at(0, 0) }), 'hel.error.badCell');
    const after = play(board, third, ['gy', at(0, 1)]);
    expect(after.players[third].tiles[at(0, 1)].res).toEqual(['green', 'grey']);
    expect(after.phase).toBe('actions');
    expect(helios.awaiting(after)).toEqual([after.startPlayer]);
  });

  it('a player with no tile that can take the bonus resource loses it', () => {
    const third = (game.startPlayer + 3) % 3;
    const full = passAll(
      toPersonPhase(game, (s) => (s.players[third].tiles = { [at(0, 0)]: landTile('brown', ['brown', 'grey']) })),
    );
    expect(full.events.map((e) => e.key)).toContain('hel.ev.giftLost');
    expect(full.phase).toBe('actions');
  });

  it('tiles in the players’ rows stay from round to round', () => {
    const rows = passAll(toPersonPhase(game, (s) => (s.players[0].rows.red = [{ sym: 'sun', color: 'red' }])));
    expect(rows.players[0].rows.red).toEqual([{ sym: 'sun', color: 'red' }]);
  });

  it('a short draw pile is refilled by shuffling the discards', () => {
    const short = passAll(
      toPersonPhase(game, (s) => {
        s.discard.sun = s.draw.sun.splice(0, s.draw.sun.length - 2);
      }),
    );
    expect(short.columns.sun).toHaveLength(6);
    expect(short.events.map((e) => e.key)).toContain('hel.ev.reshuffle');
  });

  it('when too many tiles sit in rows, a temporary complete set is added, and it leaves when discarded', () => {
    const starved = passAll(
      toPersonPhase(game, (s) => {
        const held = [...s.draw.sun.splice(0), ...s.columns.sun.splice(0)];
        s.discard.sun = held.splice(0, 3);
        // The other sun tiles sit in the players' rows (at most 3 per row).
        let k = 0;
        for (const p of s.players) {
          for (const row of ['red', 'blue', 'yellow'] as const) {
            while (p.rows[row].length < 3 && k < held.length) p.rows[row].push(held[k++]);
          }
        }
        expect(k).toBe(held.length);
      }),
    );
    expect(starved.columns.sun).toHaveLength(6);
    expect(starved.events.map((e) => e.key)).toContain('hel.ev.emergencySet');
    const extras = [...starved.columns.sun, ...starved.draw.sun].filter((t) => t.extra);
    expect(extras).toHaveLength(4);
    expect(new Set(extras.map((t) => t.color))).toEqual(new Set(['red', 'blue', 'yellow', 'grey']));
    // Discarding an emergency tile removes it from the game instead of putting it on the discard pile.
    const discarded = toPersonPhase(starved);
    expect(discarded.discard.sun.filter((t) => t.extra)).toEqual([]);
  });
});

describe('two players', () => {
  const game = startedGame(2, 'duo');
  const columnsAfter = (state: HeliosState) => state.columns;

  it('after rounds 1 and 3 the action tiles are neither discarded nor refilled', () => {
    const trimmed = toPersonPhase(game, (s) => {
      s.columns.land = s.columns.land.slice(0, 3);
      s.columns.build = s.columns.build.slice(0, 4);
      s.columns.sun = s.columns.sun.slice(0, 3);
    });
    const round2 = passAll(trimmed);
    expect(round2.round).toBe(2);
    expect(columnsAfter(round2)).toEqual(columnsAfter(trimmed));
    expect(round2.discard).toEqual(trimmed.discard);
  });

  it('after round 2 the display is discarded and refilled as usual', () => {
    const round2 = passAll(toPersonPhase(game));
    const round3 = passAll(toPersonPhase(round2, (s) => (s.columns.land = s.columns.land.slice(0, 1))));
    expect(round3.round).toBe(3);
    for (const sym of symbols) expect(round3.columns[sym]).toHaveLength(6);
    const round4 = passAll(toPersonPhase(round3, (s) => (s.columns.sun = [])));
    expect(round4.round).toBe(4);
    expect(round4.columns.sun).toEqual([]);
  });

  it('land tiles are refilled every round', () => {
    const round2 = passAll(toPersonPhase(game, (s) => (s.offer = s.offer.map(() => null))));
    expect(round2.offer.filter((t) => t !== null)).toHaveLength(6);
  });
});

describe('end of the game', () => {
  it('after the person phase of the last round the game ends without a refill', () => {
    let state = startedGame(3, 'end');
    for (let round = 1; round <= 3; round++) {
      state = passAll(toPersonPhase(state));
      while (state.phase === 'gifts') {
        const seat = state.gifts[0];
        state = play(state, seat, ['bk', ...(Object.keys(state.players[seat].tiles).length > 1 ? [Object.keys(state.players[seat].tiles)[0]] : [])]);
      }
    }
    expect(helios.finished(state)).toBe(true);
    expect(state.round).toBe(3);
    expect(helios.awaiting(state)).toEqual([]);
    expect(helios.progress(state)).toEqual({ round: 3, rounds: 3 });
    expectRuleError(() => apply(state, 0, { t: 'done' }), 'error.unknownMove');
  });
});
