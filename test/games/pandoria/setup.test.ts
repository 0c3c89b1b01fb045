/** Setup [seed]: components by player count, cards, realms and their assignment options, start tiles. */
import { describe, expect, it } from 'vitest';
import { START_SPACES } from '../../../data/pandoria/board';
import { CARDS, FAMILY_SPELLS, SPELLS } from '../../../data/pandoria/cards';
import { REALMS } from '../../../data/pandoria/realms';
import { pandoria } from '../../../src/games/pandoria/engine';
import { neighbours } from '../../../src/games/pandoria/geometry';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { legal } from './helpers';

const setup = (options: Record<string, string | boolean>, seats: number, seed = 'setup') => pandoria.setup(options, seats, seed);
const laidCells = (s: PandoriaState) => Object.keys(s.land).filter((c) => !s.land[c].printed);

describe('components by player count', () => {
  it.each([
    [2, 6, 48 - 12 - 2, [6, 5, 4, 3, 3, 3, 3]],
    [3, 5, 48 - 8 - 3, [6, 6, 5, 5, 4, 4, 3, 3, 3, 3]],
    [4, 4, 48 - 4 - 4, [6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3]],
  ])('%i players: %i workers + leader, 2 castles, %i tiles in the stack, monuments %j (top first)', (seats, workers, stack, monuments) => {
    const s = setup({ variant: 'a' }, seats);
    for (const p of s.players) {
      expect(p.workers).toBe(workers);
      expect(p.leader).toBe(true);
      expect(p.castles).toBe(2);
      expect(p.tiles.length).toBe(1);
      expect(p.score).toBe(0);
    }
    expect(s.tileStack.length).toBe(stack);
    expect([...s.monuments].reverse()).toEqual(monuments);
  });

  it('the start player is drawn at random', () => {
    const starts = new Set(Array.from({ length: 20 }, (_, i) => setup({}, 4, `start${i}`).startSeat));
    expect(starts.size).toBeGreaterThan(2);
    const s = setup({}, 3, 'x');
    expect(s.active).toBe(s.startSeat);
  });

  it('rejects player counts outside 2–4', () => {
    expect(() => setup({}, 1)).toThrow();
    expect(() => setup({}, 5)).toThrow();
  });

  it('8 single tiles are stacked face down for the Terrain spell', () => {
    expect(setup({}, 2).singleStack.length).toBe(8);
  });
});

describe('start tiles', () => {
  it('cover exactly the four start spaces by default', () => {
    for (let i = 0; i < 6; i++) expect(laidCells(setup({}, 2, `st${i}`)).sort()).toEqual([...START_SPACES].sort());
  });

  it('may lie at random places, and then not touching each other when asked', () => {
    for (let i = 0; i < 6; i++) {
      const s = setup({ start: 'random', apart: true }, 2, `apart${i}`);
      const cells = laidCells(s);
      expect(cells.length).toBe(4);
      const [s1, s2] = ['S1', 'S2'].map((id) => cells.filter((c) => s.land[c].tile === id));
      expect(s1.some((c) => neighbours(c).some((n) => s2.includes(n)))).toBe(false);
    }
  });

  it('may be placed by the start player, one tile after the other', () => {
    let s = setup({ start: 'chosen', apart: true }, 3);
    expect(pandoria.awaiting(s)).toEqual([s.startSeat]);
    expect(s.turn.step).toBe('startTile');
    s = pandoria.apply(s, s.startSeat, { t: 'start', a: 'H6', b: 'H7' });
    expect(legal(s).some((m) => m.t === 'start' && ['G6', 'G7', 'I6', 'I7', 'H5', 'H8'].includes(m.a))).toBe(false);
    s = pandoria.apply(s, s.startSeat, { t: 'start', a: 'K7', b: 'K8' });
    expect(s.turn.step).toBe('place');
    expect(laidCells(s).sort()).toEqual(['H6', 'H7', 'K7', 'K8']);
  });
});

describe('cards', () => {
  it('side B: all 54 shuffled, 4 to each hand, a market of 4', () => {
    const s = setup({ variant: 'b' }, 3);
    expect(s.players.map((p) => p.hand.length)).toEqual([4, 4, 4]);
    expect(s.market.length).toBe(4);
    expect(s.deck.length + s.market.length + 12).toBe(54);
  });

  it('side A: each realm’s two individual cards (the A card built at once, for free) + 2 random; 3 in hand', () => {
    const s = setup({ variant: 'a', realms: 'unique' }, 4);
    for (const p of s.players) {
      const realm = REALMS.find((r) => r.id === p.realm);
      expect(realm?.set).toBe('base');
      expect(p.slots[0]).toEqual([{ card: realm?.sideA?.startCard }]);
      expect(p.hand.length).toBe(3);
      expect(p.hand).toContain(realm?.sideA?.handCard);
      expect(p.res).toEqual(realm?.sideA?.start);
    }
    const inPlay = s.players.flatMap((p) => [...p.hand, ...p.slots.flat().map((i) => ('card' in i ? i.card : ''))]);
    expect(s.deck.length + s.market.length + inPlay.length).toBe(54);
  });

  it('family: no cards; with spells: a deck of only the seven spell types, no hands', () => {
    const family = setup({ variant: 'family' }, 2);
    expect(family.deck.length + family.market.length + family.players[0].hand.length).toBe(0);
    const spells = setup({ variant: 'famspell' }, 2);
    const expected = CARDS.filter((c) => FAMILY_SPELLS.includes(SPELLS[c.spell].name)).length;
    expect(spells.deck.length).toBe(expected);
    expect(spells.deck.every((id) => FAMILY_SPELLS.includes(SPELLS[CARDS.find((c) => c.id === id)?.spell ?? ''].name))).toBe(true);
    expect(spells.players[0].hand).toEqual([]);
    expect(spells.players[0].res).toEqual({ crystal: 0, gold: 0, wood: 0 });
  });
});

describe('realms', () => {
  it('side B: start resources of the realm', () => {
    const s = setup({ variant: 'b', sets: 'all' }, 4);
    for (const p of s.players) expect(p.res).toEqual(REALMS.find((r) => r.id === p.realm)?.start);
  });

  it('random unique: all different; same random: all equal; random: from the chosen sets', () => {
    for (let i = 0; i < 10; i++) {
      const unique = setup({ realms: 'unique', sets: 'base' }, 4, `u${i}`).players.map((p) => p.realm);
      expect(new Set(unique).size).toBe(4);
      const same = setup({ realms: 'same', sets: 'all' }, 4, `s${i}`).players.map((p) => p.realm);
      expect(new Set(same).size).toBe(1);
      const random = setup({ realms: 'random', sets: 'realmspromo' }, 4, `r${i}`).players.map((p) => p.realm);
      for (const realm of random) expect(REALMS.find((r) => r.id === realm)?.set).not.toBe('base');
    }
  });

  it('promo realms only come together with another set; side A only uses the base realms', () => {
    expect(pandoria.options.find((o) => o.id === 'sets')?.choices?.map((c) => c.value)).not.toContain('promo');
    const a = setup({ variant: 'a', sets: 'realms' }, 4);
    for (const p of a.players) expect(REALMS.find((r) => r.id === p.realm)?.set).toBe('base');
  });

  it('each picks: the players choose in turn from the start player on', () => {
    let s = setup({ realms: 'pick', sets: 'both' }, 3);
    const order = [s.startSeat, (s.startSeat + 1) % 3, (s.startSeat + 2) % 3];
    expect(legal(s, order[0]).length).toBe(10);
    for (const seat of order) {
      expect(pandoria.awaiting(s)).toEqual([seat]);
      s = pandoria.apply(s, seat, { t: 'pick', realm: 'golems' });
    }
    expect(s.players.map((p) => p.realm)).toEqual(['golems', 'golems', 'golems']);
    expect(s.players[0].res).toEqual({ crystal: 3, gold: 4, wood: 9 });
    expect(s.turn.step).toBe('place');
  });

  it('same chosen: the start player picks one realm for everyone', () => {
    let s = setup({ realms: 'samepick' }, 4);
    expect(pandoria.awaiting(s)).toEqual([s.startSeat]);
    s = pandoria.apply(s, s.startSeat, { t: 'pick', realm: 'mages' });
    expect(s.players.map((p) => p.realm)).toEqual(['mages', 'mages', 'mages', 'mages']);
  });

  it('the family versions play without realms', () => {
    expect(setup({ variant: 'family' }, 3).players.map((p) => p.realm)).toEqual([null, null, null]);
  });
});
