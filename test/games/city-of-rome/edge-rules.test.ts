/**
 * Rules at the edges of City of Rome's engine: which brick tokens pay, a school's kept card and the cards put
 * back, automatic steps that chain, the order of build targets, an aqueduct row-and-column block, the district's
 * cells, the game-over line, and the empty emissary homes of the set-up.
 */
import { describe, expect, it } from 'vitest';
import { seatText, tx } from '../../../src/i18n';
import { card } from '../../../src/games/city-of-rome/cards';
import { settle } from '../../../src/games/city-of-rome/automation';
import { buildTargets } from '../../../src/games/city-of-rome/city';
import { endRound } from '../../../src/games/city-of-rome/flow';
import { buildableCards, canBuildAny } from '../../../src/games/city-of-rome/legal';
import { scoreDistricts } from '../../../src/games/city-of-rome/scoring';
import type { CorMove } from '../../../src/games/city-of-rome/moves';
import { cell, engine, play, startCity, turnState } from './helpers';

const keys = (events: readonly { key: string }[]) => events.map((e) => e.key);

describe('paying with brick tokens', () => {
  it('the token of the first card in board order that holds one is spent; cards without a token are skipped', () => {
    // A house (2) costs 1 brick; no free bricks and no coins, so one token pays.
    const { state, seat } = turnState({
      city: [...startCity(), cell(2, 2, 'II-04'), cell(2, 3, 'II-02', { brickToken: true }), cell(4, 3, 'II-02', { brickToken: true })],
      hand: ['II-05'],
      freeBricks: 0,
      coins: 0,
    });
    const after = play(state, seat, { type: 'build', card: 'II-05', row: 1, col: 2 });
    const tokens = after.players[seat].city.filter((c) => c.brickToken).map((c) => `${c.row},${c.col}`);
    expect(tokens).toEqual(['4,3']);
  });
});

describe('a school draw', () => {
  function schoolPending() {
    const { state, seat } = turnState();
    state.school = { seat, deck: 'II', drawn: ['II-05', 'II-06'] };
    return { state, seat };
  }

  it('keeps only a card that was drawn', () => {
    const { state, seat } = schoolPending();
    const move: CorMove = { type: 'school', keep: 'II-07', under: ['II-05', 'II-06'] };
    expect(() => play(state, seat, move)).toThrow(expect.objectContaining({ name: 'RuleError', key: 'cor.error.notDrawn' }));
  });

  it('puts back exactly the other drawn cards', () => {
    const { state, seat } = schoolPending();
    const wrong: CorMove = { type: 'school', keep: 'II-05', under: ['II-07'] };
    expect(() => play(state, seat, wrong)).toThrow(expect.objectContaining({ name: 'RuleError', key: 'cor.error.notDrawn' }));
    const missing: CorMove = { type: 'school', keep: 'II-05', under: [] };
    expect(() => play(state, seat, missing)).toThrow(expect.objectContaining({ name: 'RuleError', key: 'cor.error.notDrawn' }));
    const after = play(state, seat, { type: 'school', keep: 'II-05', under: ['II-06'] });
    expect(after.players[seat].hand).toContain('II-05');
    expect(after.decks.II?.at(-1)).toBe('II-06');
  });
});

describe('automatic steps chain until someone must decide', () => {
  it('a lone school card is kept (logged with the player), and a turn with nothing left then ends', () => {
    const { state, seat } = turnState({ coins: 0, freeBricks: 0, freeCogs: 0, hand: [] });
    const turn = state.turn as NonNullable<typeof state.turn>;
    turn.built = true;
    state.school = { seat, deck: 'II', drawn: ['II-05'] };
    state.events = [];
    settle(state);
    expect(state.players[seat].hand).toEqual(['II-05']);
    expect(state.events[0]).toEqual(tx('cor.event.schoolAuto', { player: seatText(seat) }));
    expect(state.events[1]).toEqual(tx('cor.event.endAuto', { player: seatText(seat) }));
    expect(state.turn?.seat).not.toBe(seat);
  });

  it('the last offer card is taken, and a player who can neither build nor produce then ends the turn', () => {
    const { state, seat } = turnState({ coins: 0, freeBricks: 0, freeCogs: 0, hand: [], tookCard: false });
    state.offer = ['II-05'];
    state.events = [];
    settle(state);
    expect(keys(state.events).slice(0, 2)).toEqual(['cor.event.takeAuto', 'cor.event.endAuto']);
    expect(state.players[seat].hand).toEqual(['II-05']);
  });
});

describe('build targets', () => {
  it('are listed in board order: by row, then by column', () => {
    // The start city (house r3c2, farm r3c3) has six free neighbours.
    const order = ['2,2', '2,3', '3,1', '3,4', '4,2', '4,3'];
    expect(buildTargets(startCity(), card('II-04')).map((t) => `${t.row},${t.col}`)).toEqual(order);
    // The same city listed farm first finds (2,3) before (2,2), and still lists them by column.
    expect(buildTargets([...startCity()].reverse(), card('II-04')).map((t) => `${t.row},${t.col}`)).toEqual(order);
  });

  it('an aqueduct blocked in every row and column of a 4×4 city may still replace another aqueduct', () => {
    // Aqueducts on a diagonal of rows 3–6 and columns 0–3: every free cell shares a row or column with one.
    const city = [...startCity(), cell(3, 0, 'II-18'), cell(4, 1, 'II-19'), cell(5, 2, 'II-20'), cell(6, 3, 'II-21')];
    const all = buildTargets(city, card('I-09'));
    expect(all).toEqual([
      { row: 3, col: 0, overbuild: true },
      { row: 4, col: 1, overbuild: true },
      { row: 5, col: 2, overbuild: true },
      { row: 6, col: 3, overbuild: true },
    ]);
    expect(buildTargets(city, card('I-09'), true)).toEqual([{ row: 3, col: 0, overbuild: true }]);
  });

  it('in a full 4×4 city a house has no cell, but an aqueduct after it in the hand can still be built', () => {
    const city = [...startCity()];
    for (let row = 3; row <= 6; row++) {
      for (let col = 0; col <= 3; col++) if (!(row === 3 && (col === 2 || col === 3))) city.push(cell(row, col, 'II-04'));
    }
    const { state, seat } = turnState({ city, hand: ['II-05', 'II-18'], freeBricks: 2 });
    expect(buildableCards(state, state.players[seat])).toEqual(['II-18']);
    expect(canBuildAny(state, state.players[seat])).toBe(true);
  });

  it('every affordable hand card with a cell is buildable, not just the first', () => {
    const { state, seat } = turnState({ hand: ['II-04', 'II-05'], freeBricks: 2 });
    expect(buildableCards(state, state.players[seat])).toEqual(['II-04', 'II-05']);
  });
});

describe('end scoring and the end of the game', () => {
  it('a district names its houses in board order', () => {
    const city = [...startCity(), cell(2, 2, 'II-04'), cell(3, 1, 'II-05')];
    expect(scoreDistricts(city).find((d) => d.value === 2)?.cells).toEqual(['2,2', '3,1', '3,2']);
  });

  it('after the last round the game-over line is logged', () => {
    const { state } = turnState();
    state.turn = null;
    state.round = state.rounds;
    state.influenceDisplay = [];
    state.events = [];
    endRound(state);
    expect(state.phase).toBe('end');
    expect(state.events).toEqual([tx('cor.event.gameOver')]);
  });
});

describe('set-up', () => {
  it('no emissary stands on a card yet: one empty home per emissary (2 players: 2 each, else 1)', () => {
    expect(engine.setup({}, 2, 'homes').players.map((p) => p.emissaryHomes)).toEqual([[null, null], [null, null]]);
    expect(engine.setup({}, 3, 'homes').players.map((p) => p.emissaryHomes)).toEqual([[null], [null], [null]]);
  });
});
