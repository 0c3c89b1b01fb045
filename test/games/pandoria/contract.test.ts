/** The engine contract: hidden information, the choice tree, illegal input, log and status texts. */
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { RuleError } from '../../../src/engine/rule-error';
import type { GameOptions } from '../../../src/engine/types';
import { engineById } from '../../../src/games';
import { pandoria } from '../../../src/games/pandoria/engine';
import { act, bareGame, lay } from './helpers';

/** Every string in a view except board coordinates (card ids like C10 are also cell names). */
function publicStrings(value: unknown, out = new Set<string>(), key = ''): Set<string> {
  if (['cell', 'cells', 'ships', 'keepsOpen', 'lastPlaced'].includes(key)) return out;
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) publicStrings(v, out, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) publicStrings(v, out, k);
  return out;
}

describe('hidden information', () => {
  const s = pandoria.setup({ variant: 'b', artifacts: true }, 3, 'hidden');
  const pub = publicStrings(pandoria.view(s, null));

  it('the public view shows hand sizes only, never hands, held tiles or stack order', () => {
    const shown = new Set([...s.market, ...s.players.flatMap((p) => p.spells)]);
    for (const p of s.players) {
      for (const card of p.hand) if (!shown.has(card)) expect(pub.has(card)).toBe(false);
      for (const tile of p.tiles) expect(pub.has(tile)).toBe(false);
    }
    for (const tile of s.tileStack.slice(-5)) expect(pub.has(tile)).toBe(false);
    for (const card of s.deck.slice(-5)) expect(pub.has(card)).toBe(false);
    const view = pandoria.view(s, null);
    expect(view.players.map((p) => p.handSize)).toEqual([4, 4, 4]);
    expect(view.players.every((p) => p.hand === undefined && p.tiles === undefined)).toBe(true);
  });

  it('stays hidden through whole games: no private card or held tile ever shows in the public view', () => {
    const variants: GameOptions[] = [{ variant: 'b', sets: 'all', artifacts: true }, { variant: 'famspell' }];
    for (const [i, options] of variants.entries()) {
      playout(pandoria, options, 3, `hide-${i}`, undefined, ({ after }) => {
        const pub = publicStrings(pandoria.view(after, null));
        const shown = new Set([...after.market, ...after.players.flatMap((p) => [...p.spells, ...p.slots.flat().map((it) => ('card' in it ? it.card : ''))])]);
        for (const p of after.players) {
          for (const card of p.hand) if (!shown.has(card)) expect(pub.has(card), card).toBe(false);
          for (const tile of p.tiles) expect(pub.has(tile), tile).toBe(false);
        }
      });
    }
  });

  it('a player’s view adds his own hand and tiles, nobody else’s', () => {
    const view = pandoria.view(s, 1);
    expect(view.players[1].hand).toEqual(s.players[1].hand);
    expect(view.players[1].tiles).toEqual(s.players[1].tiles);
    expect(view.players[0].hand).toBeUndefined();
    expect(view.players[2].tiles).toBeUndefined();
  });

  it('drawing a tile at the end of a turn reveals hidden information; a castle turn does not', () => {
    const g = bareGame();
    lay(g, { H6: 'F1', H7: 'M1' });
    g.players[0].tiles = ['D01'];
    const tiled = act(g, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(pandoria.revealsHidden(tiled, 0, { t: 'pass' })).toBe(true);
    const castled = act(g, { t: 'castle', cell: 'H8' });
    expect(pandoria.revealsHidden(castled, 0, { t: 'pass' })).toBe(false);
  });
});

describe('the choice tree', () => {
  const s = pandoria.setup({ variant: 'b' }, 2, 'tree');

  it('is registered under its id', () => {
    expect(engineById('pandoria')).toBe(pandoria);
  });

  it('offers the next decision with short step ids, and cells folded by column', () => {
    const root = pandoria.prompt(s, s.active, []);
    if (!('prompt' in root)) throw new Error('expected a prompt');
    expect(root.prompt.options.map((o) => o.id)).toContain('T0');
    const cells = pandoria.prompt(s, s.active, ['T0']);
    if (!('prompt' in cells)) throw new Error('expected cells');
    expect(cells.prompt.kind).toBe('cell');
    expect(cells.prompt.options.every((o) => o.id.length <= 12 && o.group === o.id[0])).toBe(true);
    expect(cells.prompt.highlight?.length).toBe(cells.prompt.options.length);
  });

  it('walks to a complete move that apply accepts', () => {
    const a = pandoria.prompt(s, s.active, ['T0']);
    if (!('prompt' in a)) throw new Error('expected cells');
    const first = a.prompt.options[0].id;
    const b = pandoria.prompt(s, s.active, ['T0', first]);
    if (!('prompt' in b)) throw new Error('expected cells');
    const done = pandoria.prompt(s, s.active, ['T0', first, b.prompt.options[0].id]);
    expect('move' in done).toBe(true);
    if ('move' in done) expect(() => pandoria.apply(s, s.active, done.move)).not.toThrow();
  });

  it('refuses other seats, unknown paths and illegal moves with rule errors', () => {
    const other = (s.active + 1) % 2;
    expect(() => pandoria.prompt(s, other, [])).toThrow(RuleError);
    expect(() => pandoria.prompt(s, s.active, ['nope'])).toThrow(RuleError);
    expect(() => pandoria.apply(s, other, { t: 'pass' })).toThrow(RuleError);
    expect(() => pandoria.apply(s, s.active, { t: 'castle', cell: 'A0' })).toThrow(RuleError);
  });

  it('describes moves, events and status as texts', () => {
    expect(pandoria.describe(s, s.active, { t: 'castle', cell: 'H8' })).toEqual({ key: 'pan.log.castle', params: { seat: { seat: s.active }, cell: 'H8' } });
    expect(pandoria.status(s).key).toBe('pan.status');
    expect(pandoria.events(s)).toEqual([]);
  });
});
