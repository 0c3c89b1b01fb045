/**
 * The choice tree's contract (src/games/helios/prompt.ts: "only legal branches"), checked over every node of the tree
 * in states from the first rounds of two fixed games: every finished move the tree yields is accepted by `apply`, a
 * step the tree did not offer at a node is refused with `error.invalidPath` (whether it is nonsense or an id the tree
 * offers elsewhere: another cell, colour, person), and nothing may follow a finished move.
 */
import { describe, expect, it } from 'vitest';
import { randomChooser, chooseMove } from '../../../src/engine/driver';
import type { Seat } from '../../../src/engine/types';
import { helios } from '../../../src/games/helios/engine';
import { SYMBOL_STEP } from '../../../src/games/helios/steps';
import type { HeliosState, Resource } from '../../../src/games/helios/types';
import { hasKey, t } from '../../../src/i18n';
import type { Text } from '../../../src/engine/types';
import { at, landTile, onTurn, startedGame, toPersonPhase, withBoard } from './helpers';

interface Node {
  path: string[];
  offered: string[];
  texts: Text[];
}

/** Every node and finished move of the tree below the root (depth-first, at most `budget` nodes). */
function walk(state: HeliosState, seat: Seat, budget = 400): { nodes: Node[]; moves: { path: string[]; move: unknown }[] } {
  const nodes: Node[] = [];
  const moves: { path: string[]; move: unknown }[] = [];
  const stack: string[][] = [[]];
  while (stack.length > 0 && nodes.length + moves.length < budget) {
    const path = stack.pop() as string[];
    const result = helios.prompt(state, seat, path);
    if ('move' in result) {
      moves.push({ path, move: result.move });
      continue;
    }
    const offered = result.prompt.options.map((o) => o.id);
    const texts = [result.prompt.title, ...result.prompt.options.flatMap((o) => (o.hint ? [o.label, o.hint] : [o.label]))];
    nodes.push({ path, offered, texts });
    for (const id of [...offered].reverse()) stack.push([...path, id]);
  }
  return { nodes, moves };
}

/** States met by a fixed game: `count` states, one every `every` moves, from setup on. */
function statesOf(seats: number, seed: string, count: number, every: number): HeliosState[] {
  let state = helios.setup({}, seats, seed);
  const choose = randomChooser(seed);
  const out: HeliosState[] = [];
  for (let i = 0; out.length < count && helios.awaiting(state).length > 0; i++) {
    if (i < 6 || i % every === 0) out.push(state);
    const [seat] = helios.awaiting(state);
    state = helios.apply(state, seat, chooseMove(helios, state, seat, choose).move);
  }
  return out;
}

const base = startedGame(3, 'tree-c');
const FIELDS = [at(0, 0), at(1, 0), at(0, 1), at(-1, 1), at(-1, 0), at(1, -1)];
/** Six land tiles round the start field holding one cube each of these colours. */
const cubes = (colors: Resource[]) => Object.fromEntries(colors.map((color, i) => [FIELDS[i], landTile('brown', [color])]));

/** Turns the fixed games do not meet (or meet too rarely to sample). */
const MADE: HeliosState[] = [
  // Landverwaltung tiles of two colours (which one first?) and of one colour (no such question).
  ...[['grey', 'blue'], ['grey', 'grey']].map((colors) => {
    const state = onTurn(withBoard(base, 0, cubes(['black', 'blue'])), 0, 'act', 'build');
    state.turn = { ...(state.turn as NonNullable<HeliosState['turn']>), stage: 'extra', pendingLand: colors.map((color) => ({ color: color as Resource, res: [] })) };
    return state;
  }),
  // Create land with the first offer slot empty and no Freie Felder tile left: neither may be chosen.
  (() => {
    const state = onTurn(base, 0, 'act', 'land');
    state.offer = [null, ...state.offer.slice(1)];
    state.specials = { ...state.specials, free: 0 };
    return state;
  })(),
  // A build action with nothing to build: the tree asks to do it or forfeit.
  onTurn(withBoard(base, 0, { [at(0, 0)]: landTile('brown') }), 0, 'act', 'build'),
  // The person phase with owned persons to activate: the Architekt's bonus resource, the Erfinder without one.
  toPersonPhase(base, (s) => {
    s.players.forEach((p) => {
      p.mana = 9;
      p.tiles = cubes(['blue', 'grey', 'black', 'black', 'grey', 'green']);
      p.persons = [{ id: 'architect', active: false }, { id: 'inventor', active: false }];
    });
  }),
];

const STATES = [...statesOf(2, 'tree-a', 12, 6), ...statesOf(3, 'tree-b', 12, 9), ...MADE];

describe('the choice tree offers only legal branches and refuses everything else', () => {
  it('covers every phase and stage of a turn', () => {
    const stages = new Set(STATES.map((s) => (s.phase === 'actions' ? `actions/${s.turn?.stage}` : s.phase)));
    expect([...stages].sort()).toEqual(['actions/act', 'actions/bonus', 'actions/extra', 'actions/take', 'gifts', 'persons', 'startTiles']);
  });

  it('every finished move is accepted; an unoffered step, or a step after a finished move, is refused', () => {
    // Ids offered anywhere in these trees: realistic steps to try where they are not offered.
    const walks = STATES.map((state) => {
      const [seat] = helios.awaiting(state);
      return { state, seat, ...walk(state, seat) };
    });
    const everyId = new Set(walks.flatMap((w) => w.nodes.flatMap((n) => n.offered)));
    everyId.add('zz');
    // One id of each shape (a cell, a cube of one colour on a cell, a person, a colour…) is enough to try at a node.
    const shape = (id: string) => id.replace(/[A-Z]\d+/, '#');
    const probesFor = (offered: string[]) => {
      const byShape = new Map<string, string[]>();
      for (const id of everyId) {
        if (offered.includes(id)) continue;
        const list = byShape.get(shape(id)) ?? [];
        if (list.length < 1) byShape.set(shape(id), [...list, id]);
      }
      return [...byShape.values()].flat();
    };
    for (const { state, seat, nodes, moves } of walks) {
      const applied = new Set<string>();
      for (const { path, move } of moves) {
        // One finished move under each node is applied (payment trees end in many moves that differ only in cubes).
        const parent = path.slice(0, -1).join(',');
        if (!applied.has(parent)) {
          applied.add(parent);
          expect(() => helios.apply(state, seat, move as never), `move at [${path.join(',')}]`).not.toThrow();
        }
        expect(() => helios.prompt(state, seat, [...path, 'zz']), `[${path.join(',')},zz]`).toThrow('error.invalidPath');
      }
      // The older tree named the action first: at the root of an action the symbol's own step still leads on.
      const alias = state.turn?.stage === 'act' && state.turn.sym ? SYMBOL_STEP[state.turn.sym] : null;
      for (const { path, offered } of nodes) {
        for (const id of probesFor(offered)) {
          if (path.length === 0 && id === alias) continue;
          expect(() => helios.prompt(state, seat, [...path, id]), `[${path.join(',')}] + ${id}`).toThrow('error.invalidPath');
        }
      }
    }
  });
});

describe('what the tree says', () => {
  it('every title, label and hint is a text of the catalog with all its placeholders filled', () => {
    for (const state of STATES) {
      const [seat] = helios.awaiting(state);
      for (const { path, texts } of walk(state, seat, 150).nodes) {
        for (const text of texts) {
          expect(hasKey(text.key), `[${path.join(',')}] ${text.key}`).toBe(true);
          expect(t('en', text), `[${path.join(',')}] ${text.key}`).not.toMatch(/\{\w+/);
        }
      }
    }
  });

  it('a seat that is not asked gets no tree (a seat still owed a bonus resource may already choose it)', () => {
    for (const state of STATES) {
      const asked = helios.awaiting(state);
      for (let seat = 0; seat < state.seats; seat++) {
        if (asked.includes(seat) || (state.phase === 'gifts' && state.gifts.includes(seat))) continue;
        expect(() => helios.prompt(state, seat, []), `seat ${seat} in ${state.phase}`).toThrow('error.invalidPath');
      }
    }
  });

  it('a finished game offers nothing to anyone', () => {
    const finished: HeliosState = { ...base, phase: 'finished', turn: null, personPhase: null };
    for (let seat = 0; seat < finished.seats; seat++) expect(() => helios.prompt(finished, seat, [])).toThrow('error.invalidPath');
  });

  it('an offered id with anything before or after it is refused', () => {
    for (const state of STATES) {
      const [seat] = helios.awaiting(state);
      for (const { path, offered } of walk(state, seat, 150).nodes) {
        for (const id of offered) {
          for (const bent of [`x${id}`, `${id}x`]) {
            expect(() => helios.prompt(state, seat, [...path, bent]), `[${path.join(',')}] + ${bent}`).toThrow('error.invalidPath');
          }
        }
      }
    }
  });
});
