/**
 * The tiles as facts.md §3.2–3.5 compose them (DESIGNED there from the seed's counts), pinned as literals: every
 * double tile of the draw stack by id, the start tiles, the single tiles of the base game and of Artifacts, and the
 * artifact tiles. Looked up the way the engine lays tiles; never read from the tile table itself.
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { doubleTile, singleTile } from '../../../src/games/pandoria/placement';

const half = (code: string) => ({ terrain: { F: 'forest', M: 'mountain', H: 'hills', C: 'city' }[code[0]], symbols: Number(code[1]) });
const double = (a: string, b: string, artifacts = 0) => ({ halves: [half(a), half(b)], artifacts });

/** §3.2: per terrain pair (forest–mountain, forest–hills, forest–city, mountain–hills, mountain–city, hills–city) D01–D48, symbols 1|1, 1|1, 1|2, 1|2, 2|1, 2|1, 2|2, 2|2. */
const PAIRS = ['FM', 'FH', 'FC', 'MH', 'MC', 'HC'];
const SYMBOLS = ['11', '11', '12', '12', '21', '21', '22', '22'];

describe('the tiles (facts §3)', () => {
  it('the 48 double tiles of the draw stack, D01–D48', () => {
    PAIRS.forEach((pair, p) =>
      SYMBOLS.forEach((sym, i) => {
        const id = `D${String(p * 8 + i + 1).padStart(2, '0')}`;
        expect(doubleTile(id), id).toMatchObject(double(pair[0] + sym[0], pair[1] + sym[1]));
      }),
    );
  });

  it('the start tiles S1 forest 1 | mountain 1 and S2 hills 1 | city 1', () => {
    expect(doubleTile('S1')).toMatchObject(double('F1', 'M1'));
    expect(doubleTile('S2')).toMatchObject(double('H1', 'C1'));
  });

  it('the artifact tiles A01–A12: per terrain two with 1 artifact and one with 2, every half 1 symbol', () => {
    'FMHC'.split('').forEach((t, i) => {
      expect(doubleTile(`A${String(i * 3 + 1).padStart(2, '0')}`)).toMatchObject(double(`${t}1`, `${t}1`, 1));
      expect(doubleTile(`A${String(i * 3 + 2).padStart(2, '0')}`)).toMatchObject(double(`${t}1`, `${t}1`, 1));
      expect(doubleTile(`A${String(i * 3 + 3).padStart(2, '0')}`)).toMatchObject(double(`${t}1`, `${t}1`, 2));
    });
  });

  it('the single tiles E1–E8 (per terrain 1 and 2 symbols) and Artifacts’ E9–E14', () => {
    const singles = ['F1', 'F2', 'M1', 'M2', 'H1', 'H2', 'C1', 'C2', 'F1', 'M1', 'H1', 'C1', 'F2', 'H2'];
    singles.forEach((code, i) => expect(singleTile(`E${i + 1}`), `E${i + 1}`).toMatchObject(half(code)));
  });

  it('the game stacks exactly these tiles: 8 singles in the base game, 14 with Artifacts; D01–D48 and the artifact tiles', () => {
    const base = pandoria.setup({ variant: 'b' }, 4, 'tiles');
    expect([...base.singleStack].sort()).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8']);
    const ids = (s: typeof base) => [...s.tileStack, ...s.players.flatMap((p) => p.tiles)];
    for (const id of ids(base)) expect(id).toMatch(/^D(0[1-9]|[1-3]\d|4[0-8])$/);
    const artifacts = pandoria.setup({ variant: 'b', artifacts: true }, 4, 'tiles');
    expect(artifacts.singleStack.length).toBe(14);
    expect(new Set(artifacts.singleStack).size).toBe(14);
    expect(ids(artifacts).filter((id) => id.startsWith('A')).sort()).toEqual(['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08', 'A09', 'A10', 'A11', 'A12']);
  });
});
