/**
 * Rules that only raw moves or rare turns reach: refused gift and bonus colours, the tile a Landverwaltung tile
 * becomes, the Palast's log line, lost Landverwaltung tiles with a bonus action owed, the circuit of a turn the
 * engine opened, the "always" exchange, and the end scoring of several special tiles.
 */
import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import { checkPayment, paymentProgress } from '../../../src/games/helios/payment';
import { endScoring } from '../../../src/games/helios/scoring';
import { tx } from '../../../src/i18n';
import type { HeliosMove, HeliosState, PlacedTile } from '../../../src/games/helios/types';
import { apply, at, expectRuleError, landTile, onTurn, play, specialTile, startedGame, updatePlayer, withBoard } from './helpers';

const SEAT = 0;
const base = startedGame(3, 'apply-rules');

/** A three-player game in the gift step of the set-up (start tiles chosen, bonus resources not yet placed). */
function inGifts(): HeliosState {
  let state = helios.setup({}, 3, 'apply-rules-gifts');
  while (state.phase === 'startTiles') state = helios.apply(state, state.startQueue[0], { t: 'startTile', color: 'brown' });
  return state;
}

describe('the bonus resource of the set-up', () => {
  it('only a gift move of a real colour is accepted', () => {
    const state = inGifts();
    expect(state.phase).toBe('gifts');
    const seat = state.gifts[0];
    const cell = Object.keys(state.players[seat].tiles)[0];
    expectRuleError(() => helios.apply(state, seat, { t: 'gift', color: 'pink', cell } as unknown as HeliosMove), 'error.unknownMove');
    expectRuleError(() => helios.apply(state, seat, { t: 'done' }), 'error.unknownMove');
    // Another move carrying a real colour and an own cell is no gift either.
    expectRuleError(() => helios.apply(state, seat, { t: 'startTile', color: 'blue', cell } as unknown as HeliosMove), 'error.unknownMove');
    const before = state.players[seat].tiles[cell].res;
    expect(helios.apply(state, seat, { t: 'gift', color: 'blue', cell }).players[seat].tiles[cell].res).toEqual([...before, 'blue']);
  });
});

describe('creating land', () => {
  const tiles = { [at(0, 0)]: landTile('brown'), [at(1, -1)]: landTile('brown') };

  it('a bonus-resource field refuses a colour that is no resource', () => {
    // (2,-2) is a bonus-resource field next to (1,-1).
    const state = structuredClone(onTurn(withBoard(base, SEAT, tiles, at(0, -1)), SEAT, 'act', 'land'));
    state.specials.goods = 1;
    const move = { t: 'land', src: { special: 'goods' }, cell: at(2, -2), bonus: 'pink' } as unknown as HeliosMove;
    expectRuleError(() => apply(state, SEAT, move), 'hel.error.bonusColor');
    const ok = apply(state, SEAT, { t: 'land', src: { special: 'goods' }, cell: at(2, -2), bonus: 'green' });
    expect(ok.players[SEAT].tiles[at(2, -2)]).toEqual({ kind: 'special', special: 'goods', res: ['green'], temple: false });
  });

  it('a Landverwaltung tile becomes a land tile of its colour with its resource', () => {
    const state = structuredClone(onTurn(withBoard(base, SEAT, tiles, at(0, -1)), SEAT, 'act', 'land'));
    state.turn = { ...(state.turn as NonNullable<HeliosState['turn']>), stage: 'extra', pendingLand: [{ color: 'blue', res: ['blue'] }] };
    const after = apply(state, SEAT, { t: 'land', src: { pending: 0 }, cell: at(1, 0) });
    expect(after.players[SEAT].tiles[at(1, 0)]).toEqual({ kind: 'land', color: 'blue', res: ['blue'], temple: false });
  });
});

describe('buildings', () => {
  it('the Palast logs its bonus action', () => {
    const tiles = { [at(0, 0)]: landTile('brown', ['green', 'grey']), [at(1, 0)]: landTile('grey', ['black']) };
    const state = onTurn(withBoard(base, SEAT, tiles, at(0, -1)), SEAT, 'act', 'build');
    const pay = [{ cell: at(0, 0), color: 'green' as const }, { cell: at(0, 0), color: 'grey' as const }, { cell: at(1, 0), color: 'black' as const }];
    const after = apply(state, SEAT, { t: 'building', id: 'palace', pay });
    expect(after.events).toContainEqual(tx('hel.ev.palaceBonus'));
    expect(after.turn).toMatchObject({ stage: 'bonus', bonus: 1 });
  });

  it('Landverwaltung tiles without a field are lost once, even when a bonus action follows', () => {
    // Every light field but the sun's (0,-3) holds a tile, so nothing more can be created.
    const full: Record<string, PlacedTile> = {};
    for (let q = -3; q <= 3; q++) {
      for (let r = -3; r <= 3; r++) if (Math.abs(q + r) <= 3 && !(q === 0 && r === -3)) full[at(q, r)] = landTile('grey');
    }
    full[at(0, 0)] = landTile('brown', ['brown', 'green']);
    const state = onTurn(withBoard(base, SEAT, full, at(0, -3)), SEAT, 'act', 'build');
    state.turn = { ...(state.turn as NonNullable<HeliosState['turn']>), bonus: 1 };
    const pay = [{ cell: at(0, 0), color: 'brown' as const }, { cell: at(0, 0), color: 'green' as const }];
    const built = apply(state, SEAT, { t: 'building', id: 'landOffice', pay });
    expect(built.landOut - state.landOut).toBe(2);
    expect(built.turn).toMatchObject({ stage: 'bonus', pendingLand: [] });
    const skipped = apply(built, SEAT, { t: 'skip' });
    expect(skipped.landOut).toBe(built.landOut);
    expect(skipped.events.map((e) => e.key)).not.toContain('hel.ev.landLost');
  });
});

describe('a circuit in a turn the engine opened', () => {
  it('scores 5 (the turn starts with no circuit scored)', () => {
    const first = base.startPlayer;
    let state = updatePlayer(withBoard(base, first, { [at(0, 0)]: landTile('brown') }, at(-1, 0)), first, (p) => (p.range = 1));
    state.columns.sun = [{ sym: 'sun', color: 'red' }];
    expect(state.turn).toMatchObject({ seat: first, stage: 'take' });
    state = apply(state, first, { t: 'take', sym: 'sun', row: 'red' });
    state = play(state, first, ['S', at(0, -1)]);
    expect(state.players[first].vp).toBe(5);
  });
});

describe('paying under the "always" rule', () => {
  const player = structuredClone(base.players[SEAT]);
  player.tiles = { [at(0, 0)]: landTile('brown', ['black', 'grey']), [at(1, 0)]: landTile('grey', ['green']) };

  it('a white cost unit offers no exchange (it takes any colour already)', () => {
    expect(paymentProgress(player, ['any'], 'always', [])).toEqual({ next: { colors: null, canExchange: false } });
  });

  it('the 2 of any colour for a held colour may include that colour', () => {
    const pay = [{ cell: at(0, 0), color: 'black' as const }, { cell: at(0, 0), color: 'grey' as const }];
    expect(() => checkPayment(player, ['black'], 'always', pay)).not.toThrow();
    expectRuleError(() => checkPayment(player, ['black'], 'missing', pay), 'hel.error.cannotPay');
  });
});

describe('end scoring of special tiles', () => {
  it('each kind present gets one line; land tiles are never counted as special tiles; the Erfinder scores 5 each', () => {
    const player = structuredClone(base.players[SEAT]);
    player.tiles = {
      [at(0, 0)]: landTile('brown', ['brown']),
      [at(1, 0)]: specialTile('land'),
      [at(-1, 0)]: specialTile('goods'),
      [at(2, 0)]: landTile('blue', ['blue', 'green']),
    };
    player.buildings = [];
    player.persons = [{ id: 'inventor', active: true }];
    player.mana = 0;
    const items = endScoring(player, base.options).filter((i) => i.points !== 0 || i.label.key !== 'hel.score.corners');
    // Erschaffenes Land on (1,0): 2 + 2 × its 2 neighbours (0,0), (2,0). Rohstoffe on (-1,0): 2 × the 1 cube on (0,0).
    expect(items).toEqual([
      { label: tx('hel.score.special', { kind: tx('hel.special.land') }), points: 6 },
      { label: tx('hel.score.special', { kind: tx('hel.special.goods') }), points: 2 },
      { label: tx('hel.score.buildings'), points: 0 },
      { label: tx('hel.person.inventor'), points: 10 },
      { label: tx('hel.score.mana'), points: 0 },
    ]);
  });
});
