import { describe, expect, it } from 'vitest';
import { BUILDINGS, BUILDING_IDS } from '../../../data/helios/buildings';
import type { HeliosState, PlacedTile } from '../../../src/games/helios/types';
import { t } from '../../../src/i18n';
import { apply, at, completePath, expectRuleError, landTile, onTurn, optionIds, play, promptAt, startedGame, updatePlayer, withBoard } from './helpers';

const SEAT = 0;
const base = startedGame(3, 'build-tests');

function buildTurn(tiles: Record<string, PlacedTile>, change: (p: HeliosState['players'][number]) => void = () => {}): HeliosState {
  return onTurn(updatePlayer(withBoard(base, SEAT, tiles, at(0, -1)), SEAT, change), SEAT, 'act', 'build');
}

/** A board whose tiles hold the given cubes, one tile per entry (two cubes allowed per tile). */
function cubes(...res: PlacedTile['res'][]): Record<string, PlacedTile> {
  const cells = [at(0, 0), at(1, 0), at(0, 1), at(-1, 1), at(-1, 0), at(1, -1), at(2, -1)];
  return Object.fromEntries(res.map((r, i) => [cells[i], landTile('brown', r)]));
}

describe('temples', () => {
  it('the n-th temple costs n resources of any colour and gives n mana', () => {
    let state = buildTurn(cubes(['black'], ['blue', 'grey'], ['green']));
    state = play(state, SEAT, ['B', 'T', at(0, 1), `${at(0, 0)}bk`]);
    expect(state.players[SEAT].temples).toBe(1);
    expect(state.players[SEAT].mana).toBe(base.players[SEAT].mana + 1);
    state = onTurn(state, SEAT, 'act', 'build');
    // The second temple needs 2 cubes.
    expect(optionIds(state, SEAT, ['B', 'T', at(1, 0)])).toContain(`${at(1, 0)}bl`);
    state = play(state, SEAT, ['B', 'T', at(0, 0), `${at(1, 0)}bl`, `${at(1, 0)}gy`]);
    expect(state.players[SEAT].temples).toBe(2);
    expect(state.players[SEAT].mana).toBe(base.players[SEAT].mana + 3);
  });

  it('the temple option says what it costs and what it brings, in words', () => {
    const label = (temples: number, locale: 'en' | 'de') => {
      const state = buildTurn(cubes(['black', 'grey'], ['blue', 'green']), (p) => (p.temples = temples));
      const option = promptAt(state, SEAT, ['B']).options.find((o) => o.id === 'T');
      return option ? t(locale, option.label) : '';
    };
    expect(label(0, 'en')).toBe('Temple (costs 1 resource of any kind, gives 1 mana)');
    expect(label(1, 'en')).toBe('Temple (costs 2 resources of any kind, gives 2 mana)');
    expect(label(0, 'de')).toBe('Tempel (kostet 1 beliebigen Rohstoff, bringt 1 Mana)');
    expect(label(2, 'de')).toBe('Tempel (kostet 3 beliebige Rohstoffe, bringt 3 Mana)');
  });

  it('cannot be built without enough resources', () => {
    const state = buildTurn(cubes(['black']), (p) => (p.temples = 1));
    expect(optionIds(state, SEAT, ['B'])).not.toContain('T');
    expectRuleError(() => apply(state, SEAT, { t: 'temple', cell: at(0, 0), pay: [{ cell: at(0, 0), color: 'black' }] }), 'hel.error.cannotPay');
  });

  it('a resource still on the tile is discarded, and may pay for the temple itself', () => {
    const state = buildTurn(cubes(['black', 'grey'], ['blue']));
    const after = play(state, SEAT, ['B', 'T', at(0, 0), `${at(1, 0)}bl`]);
    expect(after.players[SEAT].tiles[at(0, 0)]).toEqual({ kind: 'land', color: 'brown', res: [], temple: true });
    const selfPaid = play(state, SEAT, ['B', 'T', at(0, 0), `${at(0, 0)}gy`]);
    expect(selfPaid.players[SEAT].tiles[at(1, 0)].res).toEqual(['blue']);
  });

  it('only one temple per tile', () => {
    const state = buildTurn({ ...cubes(['black'], ['blue']), [at(0, 1)]: landTile('grey', [], true) }, (p) => (p.temples = 1));
    expect(optionIds(state, SEAT, ['B', 'T'])).not.toContain(at(0, 1));
    expectRuleError(() => apply(state, SEAT, { t: 'temple', cell: at(0, 1), pay: [] }), 'hel.error.badCell');
  });

  it('with the Zitadelle every temple costs 1, and the mana still rises', () => {
    const state = buildTurn(cubes(['black'], ['blue']), (p) => {
      p.temples = 3;
      p.buildings.push('citadel');
    });
    const after = play(state, SEAT, ['B', 'T', at(1, 0), `${at(0, 0)}bk`]);
    expect(after.players[SEAT].temples).toBe(4);
    expect(after.players[SEAT].mana - state.players[SEAT].mana).toBe(4);
  });
});

describe('paying building costs', () => {
  it('a coloured cost must be paid in that colour when the player has it', () => {
    const state = buildTurn(cubes(['grey'], ['black', 'green']));
    // Sonnenloge costs 1 grey: only the grey cube is offered.
    expect(optionIds(state, SEAT, ['B', 'lod'])).toEqual([`${at(0, 0)}gy`]);
    expectRuleError(
      () => apply(state, SEAT, { t: 'building', id: 'sunLodge', pay: [{ cell: at(1, 0), color: 'black' }, { cell: at(1, 0), color: 'green' }] }),
      'hel.error.cannotPay',
    );
  });

  it('a missing colour is replaced by 2 resources of any colour', () => {
    const state = buildTurn(cubes(['black', 'green']));
    expect(optionIds(state, SEAT, ['B'])).toContain('lod');
    const after = play(state, SEAT, ['B', 'lod', `${at(0, 0)}bk`, `${at(0, 0)}gn`]);
    expect(after.players[SEAT].buildings).toContain('sunLodge');
    expect(after.players[SEAT].tiles[at(0, 0)].res).toEqual([]);
  });

  it('white cost units take any colour; coloured units are chosen first', () => {
    const state = buildTurn(cubes(['brown'], ['blue']));
    // Landverwaltung: brown + any. The brown is asked for first, then any remaining cube.
    expect(optionIds(state, SEAT, ['B', 'off'])).toEqual([`${at(0, 0)}br`]);
    expect(optionIds(state, SEAT, ['B', 'off', `${at(0, 0)}br`])).toEqual([`${at(1, 0)}bl`]);
  });

  it('under the "always" option the 2-for-1 exchange may be chosen even when the colour is there', () => {
    const always = { ...base, options: { ...base.options, exchange: 'always' as const } };
    const state = onTurn(withBoard(always, SEAT, cubes(['grey'], ['black', 'green']), at(0, -1)), SEAT, 'act', 'build');
    expect(optionIds(state, SEAT, ['B', 'lod'])).toEqual([`${at(0, 0)}gy`, 'x2']);
    const after = play(state, SEAT, ['B', 'lod', 'x2', `${at(1, 0)}bk`, `${at(1, 0)}gn`]);
    expect(after.players[SEAT].tiles[at(0, 0)].res).toEqual(['grey']);
    // The default rule refuses the same payment.
    const strict = buildTurn(cubes(['grey'], ['black', 'green']));
    expectRuleError(
      () => apply(strict, SEAT, { t: 'building', id: 'sunLodge', pay: [{ cell: at(1, 0), color: 'black' }, { cell: at(1, 0), color: 'green' }] }),
      'hel.error.cannotPay',
    );
  });

  it('unaffordable buildings are not offered', () => {
    const state = buildTurn(cubes(['grey']));
    const offered = optionIds(state, SEAT, ['B']);
    expect(offered).toContain('lod');
    expect(offered).not.toContain('pal');
    expectRuleError(() => apply(state, SEAT, { t: 'building', id: 'palace', pay: [{ cell: at(0, 0), color: 'grey' }] }), 'hel.error.cannotBuild');
  });

  it('every building can be built once per player, and two players may build the same one', () => {
    const state = buildTurn(cubes(['grey'], ['grey']), (p) => p.buildings.push('sunLodge'));
    expect(optionIds(state, SEAT, ['B'])).not.toContain('lod');
    const other = onTurn(withBoard(state, 1, cubes(['grey']), at(0, -1)), 1, 'act', 'build');
    const built = play(other, 1, ['B', 'lod', `${at(0, 0)}gy`]);
    expect(built.players[1].buildings).toEqual(['sunLodge']);
  });
});

describe('the twelve buildings', () => {
  /** Builds `id` with plenty of cubes and returns the state before and after. */
  function build(id: (typeof BUILDING_IDS)[number], change: (p: HeliosState['players'][number]) => void = () => {}) {
    const state = buildTurn(
      cubes(['black', 'blue'], ['green', 'grey'], ['brown', 'black'], ['blue', 'green'], ['grey', 'brown']),
      change,
    );
    return { before: state, after: play(state, SEAT, completePath(state, SEAT, ['B', BUILDINGS[id].step], 'last')) };
  }

  it('each costs its printed resources and adds its range and mana once', () => {
    for (const id of BUILDING_IDS) {
      if (id === 'bazaar') continue;
      const { before, after } = build(id);
      const spent = Object.values(before.players[SEAT].tiles).reduce((n, t) => n + t.res.length, 0)
        - Object.values(after.players[SEAT].tiles).reduce((n, t) => n + t.res.length, 0);
      expect({ id, spent }).toEqual({ id, spent: BUILDINGS[id].cost.length });
      expect({ id, range: after.players[SEAT].range - before.players[SEAT].range }).toEqual({ id, range: BUILDINGS[id].range });
      expect({ id, mana: after.players[SEAT].mana - before.players[SEAT].mana }).toEqual({ id, mana: BUILDINGS[id].mana });
      expect(after.players[SEAT].buildings).toContain(id);
    }
  });

  it('printed values: Observatorium +3, Sonnenloge +2, Heiligtum 4 mana, Hain 2 mana, Palast +1/1', () => {
    expect(build('observatory').after.players[SEAT].range).toBe(5);
    expect(build('sunLodge').after.players[SEAT].range).toBe(4);
    expect(build('sanctuary').after.players[SEAT].mana - base.players[SEAT].mana).toBe(4);
    expect(build('grove').after.players[SEAT].mana - base.players[SEAT].mana).toBe(2);
    const palace = build('palace').after.players[SEAT];
    expect([palace.range, palace.mana - base.players[SEAT].mana]).toEqual([3, 1]);
  });

  it('Kraftwerk: unlimited range from now on', () => {
    const { after } = build('powerPlant');
    expect(after.players[SEAT].unlimited).toBe(true);
    expect(after.players[SEAT].mana - base.players[SEAT].mana).toBe(1);
  });

  it('Tauschbasar: trades up to 3 mana (no more than the player has) for 4 VP each, once', () => {
    const state = buildTurn(cubes(['black', 'blue']), (p) => (p.mana = 5));
    expect(optionIds(state, SEAT, ['B', 'baz', `${at(0, 0)}bk`, `${at(0, 0)}bl`])).toEqual(['0', '1', '2', '3']);
    const after = play(state, SEAT, ['B', 'baz', `${at(0, 0)}bk`, `${at(0, 0)}bl`, '3']);
    expect(after.players[SEAT].mana).toBe(2);
    expect(after.players[SEAT].vp - state.players[SEAT].vp).toBe(12);
    const poor = buildTurn(cubes(['black', 'blue']), (p) => (p.mana = 1));
    expect(optionIds(poor, SEAT, ['B', 'baz', `${at(0, 0)}bk`, `${at(0, 0)}bl`])).toEqual(['0', '1']);
    expectRuleError(
      () => apply(poor, SEAT, { t: 'building', id: 'bazaar', pay: [{ cell: at(0, 0), color: 'black' }, { cell: at(0, 0), color: 'blue' }], trade: 2 }),
      'hel.error.trade',
    );
  });

  it('Zitadelle takes black or blue', () => {
    const black = buildTurn(cubes(['black'], ['green']));
    expect(optionIds(black, SEAT, ['B', 'cit'])).toEqual([`${at(0, 0)}bk`]);
    const blue = buildTurn(cubes(['blue', 'black'], ['green']));
    expect(optionIds(blue, SEAT, ['B', 'cit']).sort()).toEqual([`${at(0, 0)}bk`, `${at(0, 0)}bl`].sort());
  });

  it('Landverwaltung: the bottom 2 tiles of the extra stack, each with its resource, are created at once', () => {
    const { before, after } = build('landOffice');
    const bottom = before.extraStack.slice(-2).reverse();
    expect(after.extraStack).toEqual(before.extraStack.slice(0, -2));
    expect(after.turn?.stage).toBe('extra');
    expect(after.turn?.pendingLand).toEqual(bottom.map((color) => ({ color, res: [color] })));
    // Both must be created (no forfeit option), each on a legal field with its field bonus.
    expect(optionIds(after, SEAT, [])).not.toContain('x');
    let state = after;
    while (state.turn?.stage === 'extra') state = play(state, SEAT, completePath(state, SEAT, []));
    const created = Object.keys(state.players[SEAT].tiles).length - Object.keys(before.players[SEAT].tiles).length;
    expect(created).toBe(2);
    expect(state.landOut).toBe(before.landOut);
  });

  it('Landverwaltung tiles that find no field leave the game', () => {
    // Every light field but the sun's (0,-3) holds a tile, so nothing more can be created.
    const full: Record<string, PlacedTile> = {};
    for (let q = -3; q <= 3; q++) {
      for (let r = -3; r <= 3; r++) {
        if (Math.abs(q + r) > 3 || (q === 0 && r === -3)) continue;
        full[at(q, r)] = landTile('grey');
      }
    }
    full[at(0, 0)] = landTile('brown', ['brown', 'black']);
    const state = onTurn(withBoard(base, SEAT, full, at(0, -3)), SEAT, 'act', 'build');
    const after = play(state, SEAT, ['B', 'off', `${at(0, 0)}br`, `${at(0, 0)}bk`]);
    expect(after.landOut - state.landOut).toBe(2);
    expect(after.events).toContainEqual({ key: 'hel.ev.landLost', params: { n: 2 } });
    expect(after.extraStack).toHaveLength(state.extraStack.length - 2);
    expect(after.turn?.seat).not.toBe(SEAT);
  });

  it('Palast built as a bonus action gives another bonus action at once', () => {
    const state = onTurn(
      withBoard(base, SEAT, cubes(['green', 'grey'], ['black']), at(0, -1)),
      SEAT,
      'bonus',
    );
    const after = play(state, SEAT, completePath(state, SEAT, ['B', 'pal']));
    expect(after.players[SEAT].buildings).toContain('palace');
    expect(after.turn).toMatchObject({ seat: SEAT, stage: 'bonus', bonus: 1 });
    const done = play(after, SEAT, ['x']);
    expect(done.turn?.seat).not.toBe(SEAT);
  });

  it('Palast: a bonus action right away; with a 4th row tile the turn owes two', () => {
    const { after } = build('palace');
    expect(after.turn?.stage).toBe('bonus');
    expect(after.turn?.bonus).toBe(1);
    const state = structuredClone(build('palace').before);
    // The tile taken this turn was a row's 4th: that bonus is owed as well.
    (state.turn as NonNullable<HeliosState['turn']>).bonus = 1;
    const both = play(state, SEAT, completePath(state, SEAT, ['B', 'pal'], 'last'));
    expect(both.turn?.bonus).toBe(2);
  });
});
