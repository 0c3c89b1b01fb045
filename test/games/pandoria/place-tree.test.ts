/**
 * Step 1's lazily walked choice tree (moves/place-tree.ts) against the list it stands for: at every placement of
 * seeded playouts (with and without Artifacts), every path gives what walk() over placeMoves gives — the same
 * prompts and the same move objects — and a tile move passes the quick legality check exactly when it is listed.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import type { GameOptions } from '../../../src/engine/types';
import { sameMove, walk, type LegalMove } from '../../../src/games/pandoria/choice';
import { pandoria } from '../../../src/games/pandoria/engine';
import { ALL_CELLS } from '../../../src/games/pandoria/geometry';
import { TILE_SPOTS } from '../../../src/games/pandoria/layout';
import { placeMoves } from '../../../src/games/pandoria/moves/place';
import { listedPlaceMove, placePrompt } from '../../../src/games/pandoria/moves/place-tree';
import type { Move, PandoriaState } from '../../../src/games/pandoria/types';
import { at, bareGame, castle, copy, lay, options } from './helpers';

/** The states at step 1 with no decision pending, from a few seeded games. */
function placeStates(options: GameOptions, games: number): PandoriaState[] {
  const out: PandoriaState[] = [];
  for (let i = 0; i < games; i++) {
    playout(pandoria, options, 2 + (i % 3), `place-tree/${i}`, undefined, ({ after }) => {
      if (!after.over && after.pending.length === 0 && after.turn.step === 'place') out.push(after);
    });
  }
  return out;
}

/** Every path of the list and its prefixes, plus paths off the list. */
function pathsOf(moves: readonly LegalMove[]): string[][] {
  const paths = new Map<string, string[]>();
  const add = (path: string[]) => paths.set(path.join('/'), path);
  add([]);
  for (const m of moves) {
    const ids = m.levels.map((l) => l.option.id);
    for (let d = 1; d <= ids.length; d++) add(ids.slice(0, d));
    add([...ids, 'X']);
    if (ids.length === 3) {
      add([ids[0], ids[2]]);
      add([ids[0], ids[1], ids[1]]);
      add([ids[0], ids[1], 'P99']);
    }
  }
  for (const odd of [['T9'], ['T01'], ['T-1'], ['T0.5'], ['T1e0'], ['T'], ['Tx'], ['T0', 'Z9'], ['K', 'Z9'], ['S', 'A1'], ['F'], ['Q']]) add(odd);
  return [...paths.values()];
}

function expectSameTree(s: PandoriaState): void {
  const moves = placeMoves(s);
  for (const path of pathsOf(moves)) {
    const lazy = placePrompt(s, path);
    const listed = walk(moves, path);
    expect(lazy, path.join('/')).toEqual(listed);
    // A tile move is the listed object itself (apply finds it without comparing fields).
    if (listed && 'move' in listed && listed.move.t === 'tile' && lazy && 'move' in lazy) expect(lazy.move).toBe(listed.move);
  }
}

function expectSameLegality(s: PandoriaState): void {
  const moves = placeMoves(s);
  const tiles = s.players[s.active].tiles.length;
  for (let index = -1; index <= tiles; index++) {
    for (const [a, b] of TILE_SPOTS) {
      const move: Move = { t: 'tile', index, a, b };
      expect(listedPlaceMove(s, move), `${index} ${a} ${b}`).toBe(moves.some((m) => sameMove(m.move, move)));
    }
  }
  for (const cell of ALL_CELLS) {
    const move: Move = { t: 'castle', cell };
    expect(listedPlaceMove(s, move), cell).toBe(moves.some((m) => sameMove(m.move, move)));
  }
}

/**
 * The seeded placements, played on first use inside a test rather than while the file loads: code run at load time
 * counts as static in mutation runs (every such mutant then runs every rule test).
 */
let played: { base: PandoriaState[]; artifacts: PandoriaState[]; family: PandoriaState[] } | undefined;
function games() {
  played ??= {
    base: placeStates({ variant: 'b', sets: 'all' }, 3),
    artifacts: placeStates({ variant: 'b', sets: 'all', artifacts: true }, 3),
    family: placeStates({ variant: 'famspell', artifacts: true }, 2),
  };
  return played;
}

describe('step 1 walked without its list', () => {
  it('the games reach placements of every kind (tiles, castles, fortress, single tile)', () => {
    const { base, artifacts, family } = games();
    const firsts = new Set([...base, ...artifacts, ...family].flatMap((s) => placeMoves(s).map((m) => m.levels[0].option.id[0])));
    expect([...firsts].sort()).toEqual(['F', 'K', 'S', 'T']);
  });

  it('every path gives the prompt or move the list gives', () => {
    const { base, artifacts, family } = games();
    for (const s of [...base, ...artifacts, ...family]) expectSameTree(s);
  });

  it('no tile fits but a castle does: only castles are offered', () => {
    // Cover every space a tile could use except one next to the layout, until no double tile fits.
    let s = bareGame();
    lay(s, { H6: 'F1' });
    s.players[0].tiles = ['D01'];
    s.players[0].castles = 1;
    s.players[1].castles = 99;
    for (let round = 0; round < 20; round++) {
      const moves = placeMoves(s);
      const keep = (moves.find((m) => m.move.t === 'castle')?.move as { cell: string }).cell;
      const cover = new Set(moves.flatMap((m) => (m.move.t === 'tile' ? [m.move.a, m.move.b] : [])));
      cover.delete(keep);
      if (cover.size === 0) break;
      s = copy(s);
      for (const cell of cover) castle(s, cell, 1);
    }
    const fresh = at(copy(s), 0, 'place');
    const kinds = placeMoves(fresh).map((m) => m.move.t);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['castle']));
    expectSameTree(fresh);
    expect(placePrompt(fresh, [])).toMatchObject({ prompt: { options: [{ id: 'K' }] } });
    expect(placePrompt(fresh, ['T0'])).toBeNull();
  });

  it('a tile or castle move is accepted by the quick check exactly when the list has it', () => {
    const { base, artifacts } = games();
    const sample = [...base, ...artifacts].filter((_, i) => i % 8 === 0);
    expect(sample.some((s) => s.players[s.active].castles > 0)).toBe(true);
    expect(sample.some((s) => s.players[s.active].castles === 0)).toBe(true);
    for (const s of sample) expectSameLegality(s);
  });

  it('the quick check answers only tile and castle moves, and refuses one with other fields', () => {
    const { base } = games();
    const s = base[0];
    const moves = placeMoves(s);
    const tile = moves.find((m) => m.move.t === 'tile')?.move as Move & { t: 'tile' };
    const castleMove = moves.find((m) => m.move.t === 'castle')?.move as Move & { t: 'castle' };
    expect(listedPlaceMove(s, tile)).toBe(true);
    expect(listedPlaceMove(s, { ...tile, extra: 1 } as Move)).toBe(false);
    expect(listedPlaceMove(s, { ...tile, index: 0.5 })).toBe(false);
    expect(listedPlaceMove(s, castleMove)).toBe(true);
    expect(listedPlaceMove(s, { ...castleMove, extra: 1 } as Move)).toBe(false);
    expect(listedPlaceMove(s, { t: 'single' })).toBeNull();
    expect(listedPlaceMove(s, { t: 'fortress', cell: castleMove.cell })).toBeNull();
  });

  it('nothing to place: no prompt', () => {
    const s = bareGame();
    s.players[0].tiles = [];
    s.players[0].castles = 0;
    const fresh = copy(s);
    expect(placeMoves(fresh)).toEqual([]);
    expect(placePrompt(fresh, [])).toBeNull();
  });

  it('a pending decision of another player is answered from its own list, never as a placement', () => {
    const { base } = games();
    const s = copy(base.find((b) => b.players[b.active].tiles.length > 0) as PandoriaState);
    const other = (s.active + 1) % s.seats;
    s.players[other].tiles = [...s.players[s.active].tiles];
    s.pending = [{ kind: 'haunt', seat: other, target: s.active }];
    const fresh = copy(s);
    const tile = placeMoves(base[0]).find((m) => m.move.t === 'tile')?.move as Move;
    expect(() => pandoria.apply(fresh, other, tile)).toThrow('pan.err.illegal');
    expect(options(fresh, [], other)).toEqual(['W', 'L']);
  });

  it('apply refuses an unlisted tile move and leaves the state as it was', () => {
    const { base } = games();
    const s = base[0];
    const before = JSON.stringify(s);
    const spot = TILE_SPOTS.find(([a, b]) => !placeMoves(s).some((m) => m.move.t === 'tile' && m.move.a === a && m.move.b === b)) as readonly [string, string];
    expect(() => pandoria.apply(s, s.active, { t: 'tile', index: 0, a: spot[0], b: spot[1] })).toThrow('pan.err.illegal');
    expect(JSON.stringify(s)).toBe(before);
  });
});
