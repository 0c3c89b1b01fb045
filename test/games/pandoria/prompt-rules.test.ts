/**
 * The choice trees of step 4, the spells' effects and the end of the turn, as the mutation run of `moves/` found
 * them unpinned (`npm run mutate -- pandoria 'src/games/pandoria/moves/*.ts'`): every legal move is reached by its
 * own path of options (no two moves share one, no option id is empty), every title, label and hint is a catalog
 * text with its placeholders, and the rule choices behind the trees (who may copy which spell, which Goblin posts are
 * free, Master Builder's order, the Enchanted Castle's pieces, how a spell ends) give exactly the moves listed.
 */
import { describe, expect, it } from 'vitest';
import type { Seat, Text } from '../../../src/engine/types';
import { pandoriaCatalog } from '../../../src/games/pandoria/catalog';
import { sameMove, walk } from '../../../src/games/pandoria/choice';
import { pandoria } from '../../../src/games/pandoria/engine';
import { isLand, neighbours } from '../../../src/games/pandoria/geometry';
import { legalMoves } from '../../../src/games/pandoria/moves';
import { startSpots } from '../../../src/games/pandoria/moves/setup';
import { settle } from '../../../src/games/pandoria/turn';
import type { Effect, Move, PandoriaState } from '../../../src/games/pandoria/types';
import { act, at, bareGame, caster, lay, legal, put } from './helpers';

function textProblems(text: Text, out: string[]): void {
  const template = pandoriaCatalog.en[text.key] ?? (text.key.startsWith('common.') ? '{}' : undefined);
  if (template === undefined) {
    out.push(`missing ${text.key}`);
    return;
  }
  for (const [, name] of template.matchAll(/\{(\w+)[,}]/g)) if (!(name in (text.params ?? {}))) out.push(`${text.key} lacks {${name}}`);
  for (const value of Object.values(text.params ?? {})) if (typeof value === 'object' && value !== null && 'key' in value) textProblems(value as Text, out);
}

/** What is wrong with the tree of a seat's legal moves (empty when nothing is). */
function treeProblems(s: PandoriaState, seat: Seat = pandoria.awaiting(s)[0]): string[] {
  const out: string[] = [];
  const moves = legalMoves(s, seat);
  for (const m of moves) {
    const path = m.levels.map((l) => l.option.id);
    if (path.length === 0 || path.some((id) => id === '')) out.push(`path ${JSON.stringify(path)} of ${JSON.stringify(m.move)}`);
    const found = walk(moves, path);
    if (!found || !('move' in found) || !sameMove(found.move, m.move)) out.push(`${JSON.stringify(m.move)} not reached by ${path.join('/')}`);
    for (const l of m.levels) {
      if (!['card', 'cell', 'choice'].includes(l.kind)) out.push(`kind "${l.kind}" at ${path.join('/')}`);
      textProblems(l.title, out);
      textProblems(l.option.label, out);
      if (l.option.hint) textProblems(l.option.hint, out);
    }
  }
  return [...new Set(out)];
}

/** The prompt after `path`: its title key and option ids, or the move it completes. */
function at_(s: PandoriaState, path: string[], seat: Seat = s.active) {
  const result = pandoria.prompt(s, seat, path);
  if ('move' in result) return { move: result.move };
  if ('prompt' in result) return { title: result.prompt.title, ids: result.prompt.options.map((o) => o.id), labels: result.prompt.options.map((o) => o.label) };
  return { none: true };
}

const withEffect = (s: PandoriaState, effect: Effect): PandoriaState => {
  s.turn.step = 'effect';
  s.turn.effect = effect;
  return s;
};

/** Seat 0 (Humans, side B) in step 4: a Bank in slot 0, a Market (1:1) in slot 2, 1 crystal, 5 gold, 5 wood. */
function actionScene(hand = ['C05', 'C34']): PandoriaState {
  const s = bareGame({ variant: 'b', artifacts: true }, 2, ['humans', 'elves']);
  s.players[0].slots[0] = [{ card: 'C07' }]; // Bank, 2 wood
  s.players[0].slots[2] = [{ card: 'C34' }]; // Market 1:1, 3 wood
  s.players[0].res = { crystal: 1, gold: 5, wood: 5 };
  s.players[0].hand = hand;
  s.players[0].artifacts = 3;
  lay(s, { H6: 'F1', H7: 'M1', H8: 'H1' });
  put(s, 'H7', 0);
  return at(s, 0, 'action');
}

describe('step 4: playing a card, building a monument, a relic', () => {
  it('the tree is whole: every move has its own path, every text is in the catalog', () => {
    expect(treeProblems(actionScene())).toEqual([]);
  });

  it('a spell that needs the Market asks how to pay; one paid directly does not', () => {
    const s = actionScene();
    expect(at_(s, ['S'])).toMatchObject({ ids: ['C05', 'C34'] });
    expect(at_(s, ['S', 'C05'])).toMatchObject({ title: { key: 'pan.p.alt' }, ids: ['g', 'w'] }); // 3 crystals, 1 held: 2 more from gold or wood
    expect(at_(s, ['S', 'C05', 'w'])).toEqual({ move: { t: 'spell', card: 'C05', alt: 'wood' } });
    const rich = actionScene();
    rich.players[0].res.crystal = 5;
    expect(at_(rich, ['S', 'C05'])).toEqual({ move: { t: 'spell', card: 'C05', alt: null } });
  });

  it('slots are numbered from 1 and show the building they would cover and the wood they cost', () => {
    const s = actionScene();
    const slots = at_(s, ['B', 'C05']);
    expect(slots).toMatchObject({ title: { key: 'pan.p.slot' }, ids: ['s0', 's1', 's2'] }); // over the Bank, the first empty slot, over the Market
    expect((slots as { labels: Text[] }).labels[0]).toEqual({ key: 'pan.o.slotOver', params: { n: 1, building: expect.anything() } });
    expect((slots as { labels: Text[] }).labels[1]).toEqual({ key: 'pan.o.slotEmpty', params: { n: 2 } });
    const hint = legalMoves(s, 0).find((m) => sameMove(m.move, { t: 'build', card: 'C05', slot: 0, alt: null }))?.levels[2].option.hint;
    expect(hint).toEqual({ key: 'pan.o.cost', params: { n: 1, res: { key: 'pan.res.wood' } } }); // 3 − 2, at least 1
  });

  it('the monument option names the top monument’s points', () => {
    const s = actionScene();
    s.monuments = [3, 4, 6];
    const root = at_(s, []);
    const monument = (root as { ids: string[]; labels: Text[] }).labels[(root as { ids: string[] }).ids.indexOf('M')];
    expect(monument).toEqual({ key: 'pan.o.monument', params: { n: 6 } });
    expect(at_(s, ['M'])).toMatchObject({ title: { key: 'pan.p.monumentSlot' }, ids: ['s0', 's2'] });
  });

  it('relics are offered by the artifacts they need, with their points', () => {
    const s = actionScene();
    expect(at_(s, ['R'])).toMatchObject({ title: { key: 'pan.p.relic' }, ids: ['r3'] });
    expect(at_(s, ['R', 'r3'])).toEqual({ move: { t: 'relic', artifacts: 3 } });
    expect((at_(s, ['R']) as { labels: Text[] }).labels).toEqual([{ key: 'pan.o.relicTile', params: { n: 3, points: 4 } }]);
  });

  it('hand cards come with their hint, spells as spells and buildings as buildings', () => {
    const s = actionScene();
    const spell = legalMoves(s, 0).find((m) => m.move.t === 'spell')?.levels[1];
    expect(spell).toMatchObject({ kind: 'card', title: { key: 'pan.p.spellCard' }, option: { id: 'C05', hint: expect.anything() } });
    const build = legalMoves(s, 0).find((m) => m.move.t === 'build')?.levels[1];
    expect(build).toMatchObject({ kind: 'card', title: { key: 'pan.p.buildCard' }, option: { id: 'C05', hint: expect.anything() } });
  });

  it('the root offers spell, building, monument, relic and skip, in that order', () => {
    expect(at_(actionScene(), [])).toMatchObject({ title: { key: 'pan.p.action' }, ids: ['S', 'B', 'M', 'R', 'P'] });
  });
});

describe('step 4 for Goblins', () => {
  function goblins(): PandoriaState {
    const s = bareGame({ variant: 'b' }, 3, ['goblins', 'humans', 'goblins']);
    s.players[0].res = { crystal: 5, gold: 0, wood: 5 };
    s.players[0].spells = ['C34']; // its own top spell is not offered
    s.players[1].spells = ['C18']; // Conjure 10
    s.players[1].slots[0] = [{ card: 'C11' }]; // Great Tower
    s.players[1].slots[1] = [{ card: 'C14' }]; // small Sawmill, taken by the other Goblin
    s.players[1].slots[2] = [{ card: 'C01' }]; // Bank, own post already there
    s.players[2].goblin = [{ owner: 1, slot: 1, leader: false }];
    s.players[0].goblin = [{ owner: 1, slot: 2, leader: false }];
    s.players[0].workers -= 1;
    s.players[2].workers -= 1;
    lay(s, { H6: 'F1', H7: 'M1' });
    return at(s, 0, 'action');
  }

  it('copy only other players’ top spells; occupy only buildings nobody occupies; one figure kind, no kind question', () => {
    const s = goblins();
    expect(treeProblems(s)).toEqual([]);
    expect(at_(s, ['GS'])).toMatchObject({ title: { key: 'pan.p.goblinSpell' }, ids: ['p1'] });
    expect(at_(s, ['GS', 'p1'])).toEqual({ move: { t: 'gSpell', owner: 1, alt: null } });
    const hints = legalMoves(s, 0).filter((m) => m.move.t === 'gSpell' || m.move.t === 'gBuild').map((m) => m.levels[1].option.hint);
    expect(hints).toEqual([
      { key: 'pan.o.cost', params: { n: 4, res: { key: 'pan.res.crystal' } } }, // Conjure 10: 5 − 1
      { key: 'pan.o.cost', params: { n: 4, res: { key: 'pan.res.wood' } } }, // Great Tower: 5 − 1
    ]);
    expect(at_(s, ['GB'])).toMatchObject({ title: { key: 'pan.p.goblinBuild' }, ids: ['b10'] });
    expect(at_(s, ['GB', 'b10'])).toEqual({ move: { t: 'gBuild', owner: 1, slot: 0, leader: false, alt: null } });
  });

  it('other realms have no Goblin actions', () => {
    const s = goblins();
    s.players[0].realm = 'humans';
    expect(legal(s).filter((m) => m.t === 'gSpell' || m.t === 'gBuild')).toEqual([]);
  });
});

describe('Halflings’ extra spell', () => {
  it('offers the hand’s spells and a skip', () => {
    const s = bareGame({ variant: 'b' }, 2, ['halflings', 'elves']);
    s.players[0].res = { crystal: 10, gold: 0, wood: 0 };
    s.players[0].hand = ['C15'];
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'extra');
    expect(treeProblems(s)).toEqual([]);
    expect(at_(s, [])).toMatchObject({ title: { key: 'pan.p.extra' }, ids: ['S', 'P'] });
    expect(at_(s, ['S', 'C15'])).toEqual({ move: { t: 'spell', card: 'C15', alt: null } });
  });
});

describe('spell effects', () => {
  const scenes: [string, () => PandoriaState][] = [
    ['acquire', () => withEffect(caster([]), { name: 'acquire', left: 1 })],
    [
      'appropriate',
      () => {
        const s = caster([]);
        s.players[1].spells = ['C18'];
        return withEffect(s, { name: 'appropriate' });
      },
    ],
    ['astral', () => withEffect(caster([]), { name: 'astral' })],
    ['clone', () => withEffect(caster([]), { name: 'clone', left: 1 })],
    ['muster', () => withEffect(caster([]), { name: 'muster', left: 2 })],
    [
      'castleFigure',
      () => {
        const s = caster([]);
        s.pieces.G6 = { kind: 'castle', seat: 0 };
        return withEffect(s, { name: 'castleFigure', cell: 'G6' });
      },
    ],
    [
      'conjure',
      () => {
        const s = caster([]);
        s.players[0].res = { crystal: 2, gold: 9, wood: 3 };
        return withEffect(s, { name: 'conjure', value: 8 });
      },
    ],
    [
      'construct',
      () => {
        const s = caster(['C05']);
        s.players[0].slots[0] = [{ card: 'C07' }];
        return withEffect(s, { name: 'construct' });
      },
    ],
    ['castle', () => withEffect(caster([]), { name: 'castle' })],
    [
      'flee',
      () => {
        const s = caster([]);
        put(s, 'I6', 0);
        return withEffect(s, { name: 'flee' });
      },
    ],
    [
      'master',
      () => {
        const s = caster(['C05']);
        s.players[0].slots[0] = [{ card: 'C07' }];
        return withEffect(s, { name: 'master', built: false, monument: false });
      },
    ],
    [
      'rage',
      () => {
        const s = caster([]);
        put(s, 'I6', 0);
        return withEffect(s, { name: 'rage', factor: 2 });
      },
    ],
    ['teleport', () => withEffect(caster([]), { name: 'teleport', left: 1 })],
    ['terrain', () => withEffect(caster([]), { name: 'terrain', size: 2, tile: 'D01' })],
    [
      'terrain1',
      () => {
        const s = caster([]);
        for (const n of neighbours('G9')) if (isLand(n) && !s.land[n]) lay(s, { [n]: 'C1' }); // G9: a one-space gap
        return withEffect(s, { name: 'terrain', size: 1, tile: 'E5' });
      },
    ],
  ];

  it.each(scenes)('%s: the tree is whole and ends with a way to stop', (name, scene) => {
    const s = scene();
    expect(treeProblems(s)).toEqual([]);
    const moves = legal(s);
    expect(moves.length).toBeGreaterThan(1);
    if (name === 'rage' || name === 'conjure') expect(moves).not.toContainEqual({ t: 'fxEnd' });
    else expect(moves[moves.length - 1]).toEqual({ t: 'fxEnd' });
  });

  it('the stop option has the title of the targets and says “done” for Flee, “no (further) effect” otherwise', () => {
    const flee = scenes.find(([n]) => n === 'flee')?.[1]() as PandoriaState;
    expect(legalMoves(flee, 0).find((m) => m.move.t === 'fxTake')?.levels[0].option).toMatchObject({ id: 'H7', group: 'H' });
    const stop = legalMoves(flee, 0).find((m) => m.move.t === 'fxEnd');
    expect(stop?.levels[0].title).toEqual({ key: 'pan.p.fx.flee' });
    expect(stop?.levels[0].option).toMatchObject({ id: 'X', label: { key: 'common.done' } });
    const muster = scenes.find(([n]) => n === 'muster')?.[1]() as PandoriaState;
    const end = legalMoves(muster, 0).find((m) => m.move.t === 'fxEnd');
    expect(end?.levels[0].title).toEqual({ key: 'pan.p.fx.muster' });
    expect(end?.levels[0].option).toMatchObject({ id: 'X', label: { key: 'pan.o.fxEnd' } });
    const none = withEffect(caster([]), { name: 'acquire', left: 1 });
    none.market = [];
    expect(legalMoves(none, 0).map((m) => m.levels[0].title)).toEqual([{ key: 'pan.p.fx.acquire' }]);
  });

  it('Rage with no worker on the board can still end (mandatory only while it has a target)', () => {
    const s = withEffect(caster([]), { name: 'rage', factor: 2 });
    s.figures = {};
    expect(legal(s)).toEqual([{ t: 'fxEnd' }]);
  });

  it('Clone: only spaces next to the caster’s own figures, also his spirit on another player’s space', () => {
    const s = caster([]);
    delete s.figures.H7;
    s.players[0].workers += 1;
    put(s, 'I6', 1);
    s.figures.I6.spirit = { seat: 0, leader: false };
    put(s, 'H9', 1);
    withEffect(s, { name: 'clone', left: 1 });
    const cells = legal(s).flatMap((m) => (m.t === 'fxFigure' ? [m.cell] : [])).sort();
    expect(cells).toEqual(['H6', 'I7']); // I6's open laid neighbours; H9 (seat 1 alone) gives none
  });

  it('Enchanted Castle: no castle spots without castles; the fortress only with Artifacts and while it is unplaced', () => {
    const s = bareGame({ variant: 'a', artifacts: true }, 2);
    lay(s, { B4: 'F1', B5: 'F1', C4: 'M1' });
    s.players[0].castles = 0;
    s.players[0].fortress = false;
    at(s, 0, 'action');
    withEffect(s, { name: 'castle' });
    expect(legal(s)).toEqual([{ t: 'fxEnd' }]);
    const fortress = bareGame({ variant: 'a', artifacts: true }, 2);
    lay(fortress, { B4: 'F1', B5: 'F1', C4: 'M1' });
    fortress.players[0].castles = 0;
    at(fortress, 0, 'action');
    withEffect(fortress, { name: 'castle' });
    expect(legal(fortress).filter((m) => m.t === 'fxCastle')).toEqual([{ t: 'fxCastle', cell: 'A5', fortress: true }]);
    expect(treeProblems(fortress)).toEqual([]);
  });

  it('Master Builder: either first; after the building only the monument, after the monument only the building; both paid in wood', () => {
    const base = () => {
      const s = caster(['C05']);
      s.players[0].res.wood = 10;
      s.players[0].slots[0] = [{ card: 'C07' }];
      s.players[0].slots[2] = [{ card: 'C34' }];
      s.monuments = [3, 5];
      return s;
    };
    const first = withEffect(base(), { name: 'master', built: false, monument: false });
    expect(at_(first, [])).toMatchObject({ title: { key: 'pan.p.fx.masterFirst' }, ids: ['B', 'M', 'X'] });
    expect(at_(first, ['M'])).toMatchObject({ title: { key: 'pan.p.monumentSlot' }, ids: ['s0', 's2'] });
    const labels = (at_(first, []) as { labels: Text[] }).labels;
    expect(labels[1]).toEqual({ key: 'pan.o.monument', params: { n: 5 } });
    const built = withEffect(base(), { name: 'master', built: true, monument: false });
    expect(at_(built, [])).toMatchObject({ title: { key: 'pan.p.fx.masterMonument' }, ids: ['s0', 's2', 'X'] });
    const monument = withEffect(base(), { name: 'master', built: false, monument: true });
    expect(at_(monument, [])).toMatchObject({ title: { key: 'pan.p.fx.master' }, ids: ['C05', 'X'] });
    expect(at_(monument, ['C05', 's1'])).toEqual({ move: { t: 'fxBuild', card: 'C05', slot: 1, alt: null } });
    expect(at_(built, ['s0'])).toEqual({ move: { t: 'fxMonument', slot: 0, alt: null } });
    expect(legalMoves(first, 0).find((m) => m.move.t === 'fxEnd')?.levels[0].title).toEqual({ key: 'pan.p.fx.masterFirst' });
    expect(legalMoves(monument, 0).find((m) => m.move.t === 'fxBuild')?.levels[0]).toMatchObject({ kind: 'card', option: { id: 'C05', hint: expect.anything() } });
    const hintOf = (st: PandoriaState, move: Move) => legalMoves(st, 0).find((m) => sameMove(m.move, move))?.levels.at(-1)?.option.hint;
    expect(hintOf(built, { t: 'fxMonument', slot: 2, alt: null })).toEqual({ key: 'pan.o.cost', params: { n: 8 - 3, res: { key: 'pan.res.wood' } } });
    expect(hintOf(monument, { t: 'fxBuild', card: 'C05', slot: 1, alt: null })).toEqual({ key: 'pan.o.cost', params: { n: 3, res: { key: 'pan.res.wood' } } });
    const after = act(first, { t: 'fxBuild', card: 'C05', slot: 1, alt: null });
    expect(after.players[0].res.wood).toBe(10 - 3);
    const afterMonument = act(built, { t: 'fxMonument', slot: 2, alt: null });
    expect(afterMonument.players[0].res.wood).toBe(10 - (8 - 3));
  });

  it('Master Builder with too little wood asks how to pay the rest through the Market', () => {
    const s = caster(['C05']);
    s.players[0].res = { crystal: 5, gold: 5, wood: 1 };
    s.players[0].slots[0] = [{ card: 'C07' }];
    s.players[0].slots[2] = [{ card: 'C34' }];
    withEffect(s, { name: 'master', built: false, monument: false });
    expect(treeProblems(s)).toEqual([]);
    expect(at_(s, ['B', 'C05', 's1'])).toMatchObject({ title: { key: 'pan.p.alt' }, ids: ['c', 'g'] });
    expect(at_(s, ['M', 's0'])).toMatchObject({ title: { key: 'pan.p.alt' }, ids: ['c', 'g'] });
  });

  it('Terrain: a single tile goes into a gap, a double tile onto two spaces; titles name the tile', () => {
    const s = withEffect(caster([]), { name: 'terrain', size: 2, tile: 'D01' });
    const first = at_(s, []);
    expect(first).toMatchObject({ title: { key: 'pan.p.halfA' } });
  });
});

describe('the trees of the other steps', () => {
  it('step 1: tiles by their two halves, castles, the fortress and a single tile', () => {
    const s = bareGame({ variant: 'a', artifacts: true }, 2);
    lay(s, { B4: 'F1', B5: 'F1', C4: 'M1', H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01', 'D02'];
    for (const n of ['G8', 'I8', 'H9', 'G9', 'I9']) lay(s, { [n]: 'C1' }); // H8 is a one-space gap
    at(s, 0, 'place');
    expect(treeProblems(s)).toEqual([]);
    expect(at_(s, [])).toMatchObject({ title: { key: 'pan.p.place' }, ids: ['T0', 'T1', 'K', 'F', 'S'] });
    expect(at_(s, ['T0'])).toMatchObject({ title: { key: 'pan.p.halfA' } });
    expect(at_(s, ['F'])).toMatchObject({ title: { key: 'pan.p.fortressCell' }, ids: ['A5'] });
    expect(at_(s, ['S'])).toEqual({ move: { t: 'single' } });
    const gap = act(s, { t: 'single' });
    expect(treeProblems(gap)).toEqual([]);
    expect(at_(gap, [])).toMatchObject({ title: { key: 'pan.p.gap' }, ids: ['H8'] });
  });

  it('step 3: a figure of either kind (Humans), taking one back, ransom (as many figures as resources), pass', () => {
    const s = bareGame({ variant: 'b' }, 3, ['humans', 'hanbok', 'goblins']);
    lay(s, { H6: 'F1', H7: 'M1' });
    put(s, 'H6', 0);
    s.players[1].prisoners = [{ seat: 0, leader: false }, { seat: 0, leader: true }];
    s.players[0].workers -= 1;
    s.players[0].leader = true;
    s.players[0].res = { crystal: 1, gold: 1, wood: 0 };
    s.players[0].tiles = ['D01'];
    at(s, 0, 'place');
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(treeProblems(after)).toEqual([]);
    expect(at_(after, [])).toMatchObject({ title: { key: 'pan.p.figure' }, ids: ['H8', 'H9', 'B', 'R', 'P'] });
    expect(at_(after, ['H8'])).toMatchObject({ title: { key: 'pan.p.kind' }, ids: ['W', 'L'] });
    expect(at_(after, ['R', 'h1'])).toMatchObject({ title: { key: 'pan.p.ransom' }, ids: ['r0L', 'r1', 'r1L'] }); // 2 resources: at most 2 figures
    expect(at_(after, ['R', 'h1', 'r0L'])).toEqual({ move: { t: 'ransom', hanbok: 1, workers: 0, leader: true } });
    expect(at_(after, ['B'])).toMatchObject({ title: { key: 'pan.p.takeBack' }, ids: ['H6'] });
    expect(legalMoves(after, 0).find((m) => m.move.t === 'takeBack')?.levels[1].option).toMatchObject({ id: 'H6', group: 'H' });
  });

  it('Golems: the second figure with the Market’s choice of payment', () => {
    const s = bareGame({ variant: 'b' }, 2, ['golems', 'humans']);
    s.players[0].res = { crystal: 1, gold: 5, wood: 5 };
    s.players[0].slots[0] = [{ card: 'C34' }]; // Market 1:1
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D05']; // forest 2 | mountain 1
    let after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    after = act(after, { t: 'figure', cell: 'H8', leader: false });
    expect(treeProblems(after)).toEqual([]);
    expect(at_(after, [])).toMatchObject({ title: { key: 'pan.p.golem' }, ids: ['H9', 'P'] });
    expect(at_(after, ['H9'])).toMatchObject({ title: { key: 'pan.p.alt' }, ids: ['g', 'w'] });
    after.players[0].res.crystal = 3;
    expect(at_({ ...after }, ['H9'])).toEqual({ move: { t: 'golem', cell: 'H9', leader: false, alt: null } }); // paid directly: no question
  });

  it('step 6, the Elves, the Poorhouse, a trade, a haunting and a seizure', () => {
    const buy = bareGame({ variant: 'b' }, 2, ['mages', 'humans']);
    buy.players[0].res = { crystal: 5, gold: 1, wood: 5 };
    buy.players[0].slots[0] = [{ card: 'C34' }];
    at(buy, 0, 'buy');
    expect(treeProblems(buy)).toEqual([]);
    expect(at_(buy, [])).toMatchObject({ title: { key: 'pan.p.buy' } });
    expect(legalMoves(buy, 0)[0].levels[0]).toMatchObject({ kind: 'card', option: { hint: expect.anything() } });
    expect(at_(buy, [buy.market[0]])).toMatchObject({ title: { key: 'pan.p.alt' }, ids: ['c', 'w'] });
    const elves = bareGame({ variant: 'b' }, 2, ['elves', 'humans']);
    lay(elves, { H6: 'F1', H7: 'M1', H8: 'H1' });
    put(elves, 'H7', 0);
    at(elves, 0, 'elves');
    expect(treeProblems(elves)).toEqual([]);
    expect(at_(elves, [])).toMatchObject({ title: { key: 'pan.p.elves' }, ids: ['H7', 'P'] });
    expect(at_(elves, ['H7'])).toMatchObject({ title: { key: 'pan.p.elvesTo' }, ids: ['H6', 'H8'] });
    const poor = bareGame({ variant: 'b' }, 2, ['humans', 'elves']);
    poor.players[0].slots[0] = [{ card: 'C03' }];
    poor.players[0].res = { crystal: 0, gold: 3, wood: 0 };
    at(poor, 0, 'poor');
    expect(treeProblems(poor)).toEqual([]);
    expect(at_(poor, [])).toMatchObject({ title: { key: 'pan.p.poor' }, ids: ['crystal', 'wood'] });
    const trade = bareGame({ variant: 'famspell' }, 2);
    trade.players[0].trades = [3];
    at(trade, 0, 'trade');
    expect(treeProblems(trade)).toEqual([]);
    expect(at_(trade, [])).toMatchObject({ title: { key: 'pan.p.trade', params: { n: 3 } }, ids: ['C', 'K'] });
    const haunt = bareGame({ variant: 'b' }, 2, ['humans', 'spirits']);
    haunt.pending = [{ kind: 'haunt', seat: 1, target: 0 }];
    expect(treeProblems(haunt, 1)).toEqual([]);
    expect(at_(haunt, [], 1)).toMatchObject({ title: { key: 'pan.p.haunt', params: { seat: { seat: 0 } } }, ids: ['W', 'L'] });
    const seize = bareGame({ variant: 'b' }, 2, ['humans', 'hanbok']);
    seize.players[0].res = { crystal: 0, gold: 2, wood: 1 };
    seize.pending = [{ kind: 'ransom', seat: 1, from: 0, left: 2 }];
    expect(treeProblems(seize, 1)).toEqual([]);
    expect(at_(seize, [], 1)).toMatchObject({ title: { key: 'pan.p.seize', params: { seat: { seat: 0 }, n: 2 } }, ids: ['gold', 'wood'] });
    expect(legalMoves(seize, 1)[0].levels[0].option.hint).toEqual({ key: 'pan.o.have', params: { n: 2 } });
  });

  it('set-up: realm picks and start tiles', () => {
    const pick = pandoria.setup({ realms: 'pick', variant: 'b' }, 2, 'tree');
    expect(treeProblems(pick, pick.picking[0])).toEqual([]);
    expect(at_(pick, [], pick.picking[0])).toMatchObject({ title: { key: 'pan.p.pick' } });
    expect(legalMoves(pick, pick.picking[0])[0].levels[0].option).toMatchObject({ hint: { key: expect.stringMatching(/^pan\.realm\.\w+\.ability$/) } });
    const same = pandoria.setup({ realms: 'samepick', variant: 'b' }, 2, 'tree');
    expect(at_(same, [], same.picking[0])).toMatchObject({ title: { key: 'pan.p.pickAll' } });
    const start = pandoria.setup({ start: 'chosen', variant: 'a' }, 2, 'tree');
    expect(treeProblems(start)).toEqual([]);
    expect(at_(start, [])).toMatchObject({ title: { key: 'pan.p.startA' } });
  });
});

describe('the rule choices behind steps 1, 3 and 6', () => {
  it('a purchase paid directly is one click; the skip comes last', () => {
    const s = bareGame({ variant: 'b' }, 2, ['mages', 'humans']);
    s.players[0].res = { crystal: 0, gold: 10, wood: 0 };
    s.market = ['C01', 'C03'];
    at(s, 0, 'buy');
    expect(at_(s, [])).toMatchObject({ title: { key: 'pan.p.buy' }, ids: ['C01', 'C03', 'P'] });
    expect(at_(s, ['C01'])).toEqual({ move: { t: 'buy', card: 'C01', alt: null } });
  });

  it('only Elves move a figure at the end of the turn', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'elves']);
    lay(s, { H6: 'F1', H7: 'M1', H8: 'H1' });
    put(s, 'H7', 0);
    at(s, 0, 'elves');
    expect(legal(s)).toEqual([]);
  });

  it('no trade is offered when the deck is empty', () => {
    const s = bareGame({ variant: 'famspell' }, 2);
    s.players[0].trades = [3];
    s.deck = [];
    at(s, 0, 'trade');
    expect(legal(s)).toEqual([]);
  });

  it('a Goblin post is taken back by the name of the building and its owner', () => {
    const s = bareGame({ variant: 'b' }, 2, ['goblins', 'humans']);
    s.players[1].slots[0] = [{ card: 'C11' }];
    s.players[0].goblin = [{ owner: 1, slot: 0, leader: false }];
    s.players[0].workers -= 1;
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    at(s, 0, 'place');
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    const back = legalMoves(after, 0).find((m) => m.move.t === 'takeBack');
    expect(back?.levels[1].option).toMatchObject({ id: 'g10', label: { key: 'pan.o.goblinSpot', params: { seat: { seat: 1 }, building: expect.anything() } } });
    expect(treeProblems(after)).toEqual([]);
  });

  it('ransom: only the ransomer’s own prisoners, at most one per resource he holds', () => {
    const s = bareGame({ variant: 'b' }, 3, ['humans', 'hanbok', 'elves']);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[1].prisoners = [{ seat: 2, leader: false }, { seat: 2, leader: true }, { seat: 0, leader: false }];
    s.players[0].workers -= 1;
    s.players[0].res = { crystal: 0, gold: 1, wood: 0 };
    s.players[0].tiles = ['D01'];
    at(s, 0, 'place');
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(at_(after, ['R', 'h1'])).toMatchObject({ ids: ['r1'] }); // seat 2's worker and leader are not his
    const poor = bareGame({ variant: 'b' }, 2, ['humans', 'hanbok']);
    lay(poor, { H6: 'F1', H7: 'M1' });
    poor.players[1].prisoners = [{ seat: 0, leader: false }, { seat: 0, leader: true }];
    poor.players[0].workers -= 1;
    poor.players[0].leader = false;
    poor.players[0].res = { crystal: 0, gold: 1, wood: 0 };
    poor.players[0].tiles = ['D01'];
    at(poor, 0, 'place');
    const poorAfter = act(poor, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(at_(poorAfter, ['R', 'h1'])).toMatchObject({ ids: ['r0L', 'r1'] }); // 1 resource: never 2 figures
  });

  it('a figure of the only kind there is needs no kind question', () => {
    const s = bareGame({ variant: 'b' }, 2, ['elves', 'humans']);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    at(s, 0, 'place');
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(at_(after, ['H8'])).toEqual({ move: { t: 'figure', cell: 'H8', leader: false } });
  });

  it('only Golems add a second figure, and only on a double tile from the hand', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'golems']);
    s.players[0].res = { crystal: 5, gold: 5, wood: 5 };
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D05'];
    at(s, 0, 'place');
    let after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    after = act(after, { t: 'figure', cell: 'H8', leader: false });
    expect(after.turn.step).not.toBe('golem');
    const single = bareGame({ variant: 'b', artifacts: true }, 2, ['golems', 'humans']);
    single.players[0].res = { crystal: 5, gold: 5, wood: 5 };
    lay(single, { H6: 'F1', H7: 'M1' });
    for (const n of ['G8', 'I8', 'H9', 'G9']) lay(single, { [n]: 'F1' });
    lay(single, { I9: 'H1' }); // H8: a gap; the hills there join the open hills of I9
    single.singleStack = [...single.singleStack.filter((t) => t !== 'E5'), 'E5']; // hills 1
    at(single, 0, 'place');
    let laid = act(act(single, { t: 'single' }), { t: 'gap', cell: 'H8' });
    laid = act(laid, { t: 'figure', cell: 'H8', leader: false });
    expect(laid.turn.step).not.toBe('golem');
  });

  it('moves are listed only for the seat that decides, whichever seat asks first', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    at(s, 0, 'place');
    expect(legalMoves(s, 1)).toEqual([]);
    expect(legalMoves(s, 0).length).toBeGreaterThan(0);
  });
});

describe('step 1: what may be laid', () => {
  /** Seat 0 with Artifacts, no double tile; a one-space gap at H8 and the forest path A5 reachable. */
  function holder(): PandoriaState {
    const s = bareGame({ variant: 'a', artifacts: true }, 2);
    lay(s, { B4: 'F1', B5: 'F1', C4: 'M1', H6: 'F1', H7: 'M1' });
    for (const n of ['G8', 'I8', 'H9', 'G9', 'I9']) lay(s, { [n]: 'C1' });
    s.players[0].tiles = [];
    return s;
  }
  const waits = (s: PandoriaState) => {
    at(s, 0, 'place');
    settle(s);
    return s.active === 0 && s.turn.step === 'place';
  };

  it('castles alone keep the step, and are offered only while some are left', () => {
    const s = holder();
    s.players[0].fortress = false;
    s.singleStack = [];
    expect(waits(s)).toBe(true);
    const none = holder();
    none.players[0].castles = 0;
    none.players[0].fortress = false;
    none.singleStack = [];
    expect(waits(none)).toBe(false);
  });

  it('the fortress alone keeps the step, only with Artifacts and while unplaced', () => {
    const s = holder();
    s.players[0].castles = 0;
    s.singleStack = [];
    expect(waits(s)).toBe(true);
    expect(at_(s, [])).toMatchObject({ ids: ['F'] });
    const used = holder();
    used.players[0].castles = 0;
    used.players[0].fortress = false;
    used.singleStack = [];
    expect(waits(used)).toBe(false);
  });

  it('a single tile alone keeps the step while the stack has one and a gap exists', () => {
    const s = holder();
    s.players[0].castles = 0;
    s.players[0].fortress = false;
    expect(waits(s)).toBe(true);
    expect(at_(s, [])).toMatchObject({ ids: ['S'] });
    const empty = holder();
    empty.players[0].castles = 0;
    empty.players[0].fortress = false;
    empty.singleStack = [];
    expect(waits(empty)).toBe(false);
    const noGap = holder();
    delete noGap.land.I9;
    noGap.players[0].castles = 0;
    noGap.players[0].fortress = false;
    expect(waits(noGap)).toBe(false);
  });

  it('a double tile that fits keeps the step without castles', () => {
    const s = holder();
    s.players[0].tiles = ['D01'];
    s.players[0].castles = 0;
    s.players[0].fortress = false;
    s.singleStack = [];
    expect(waits(s)).toBe(true);
  });

  it('an unplaced fortress with no path to block does not keep the step', () => {
    const s = bareGame({ variant: 'a', artifacts: true }, 2);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = [];
    s.players[0].castles = 0;
    s.singleStack = [];
    expect(s.players[0].fortress).toBe(true);
    expect(waits(s)).toBe(false);
  });

  it('without Artifacts the single tiles kept for the spell do not keep the step', () => {
    const s = bareGame({ variant: 'a' }, 2);
    lay(s, { H6: 'F1', H7: 'M1' });
    for (const n of ['G8', 'I8', 'H9', 'G9', 'I9']) lay(s, { [n]: 'C1' }); // H8: a gap
    s.players[0].tiles = [];
    s.players[0].castles = 0;
    expect(s.singleStack.length).toBeGreaterThan(0);
    expect(waits(s)).toBe(false);
  });

  it('without Artifacts neither fortress nor single tile is offered, though the base game keeps single tiles for the spell', () => {
    const s = bareGame({ variant: 'a' }, 2);
    lay(s, { B4: 'F1', B5: 'F1', C4: 'M1', H6: 'F1', H7: 'M1' });
    for (const n of ['G8', 'I8', 'H9', 'G9', 'I9']) lay(s, { [n]: 'C1' });
    s.players[0].tiles = [];
    s.players[0].fortress = true;
    expect(s.singleStack.length).toBeGreaterThan(0);
    at(s, 0, 'place');
    expect(at_(s, [])).toMatchObject({ ids: ['K'] });
  });
});

describe('set-up: start tiles', () => {
  it('a random start lies inland: every neighbour of both halves is land and no printed space', () => {
    const s = bareGame();
    s.land = Object.fromEntries(Object.entries(s.land).filter(([, v]) => v.printed));
    const inland = startSpots(s, true);
    expect(inland.length).toBeGreaterThan(0);
    for (const [a, b] of inland) {
      for (const cell of [a, b]) expect(neighbours(cell).every((n) => isLand(n) && !s.land[n]?.printed)).toBe(true);
    }
    expect(inland.some(([a, b]) => a === 'B4' || b === 'B4')).toBe(false); // on the coast
    expect(startSpots(s, false).some(([a]) => a === 'B4')).toBe(true);
  });

  it('both halves of a chosen start are empty land next to each other', () => {
    const s = bareGame();
    s.land = Object.fromEntries(Object.entries(s.land).filter(([, v]) => v.printed));
    for (const [a, b] of startSpots(s, false)) {
      expect(isLand(a) && isLand(b) && !s.land[a] && !s.land[b]).toBe(true);
      expect(neighbours(a)).toContain(b);
    }
  });
});

describe('the list kept by settle()', () => {
  /** Seat 0 (Elves) has laid a tile: the engine settled at step 3 and kept that step's list. */
  function settled(): PandoriaState {
    const s = bareGame({ variant: 'b' }, 2, ['elves', 'humans']);
    lay(s, { H6: 'F1', H7: 'M1', H5: 'C1' });
    put(s, 'H7', 0);
    s.players[0].tiles = ['D01'];
    at(s, 0, 'place');
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(legal(after).some((m) => m.t === 'figure')).toBe(true);
    return after;
  }

  it('is not handed out for another turn object, another step or a pending decision', () => {
    const newTurn = settled();
    at(newTurn, 0, 'figure'); // the same step of a fresh turn: nothing laid, so no figure onto a tile
    expect(legal(newTurn).some((m) => m.t === 'figure')).toBe(false);
    const newStep = settled();
    newStep.turn.step = 'elves';
    expect(legal(newStep).some((m) => m.t === 'elf')).toBe(true);
    const pending = settled();
    pending.pending = [{ kind: 'haunt', seat: 0, target: 1 }];
    expect(legal(pending, 0)).toEqual([
      { t: 'haunt', leader: false },
      { t: 'haunt', leader: true },
    ]);
  });
});
