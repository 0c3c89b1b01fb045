/**
 * Pandoria under the engine contract (`npm run mutate -- pandoria … engine.ts`): the score lines in their fixed order
 * with the end scoring previewed, which error a wrong seat, move or path gets, what the seat's identity and the
 * progress say, and which moves reveal hidden information.
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { RuleError } from '../../../src/engine/rule-error';
import { act, at, bareGame, cast, caster, lay } from './helpers';

const ruleKey = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.key;
    throw e;
  }
  return 'no error';
};

describe('the engine', () => {
  it('is Pandoria for 2 to 4 players, version 1', () => {
    expect([pandoria.id, pandoria.minSeats, pandoria.maxSeats, pandoria.engineVersion]).toEqual(['pandoria', 2, 4, 1]);
    expect([pandoria.name, pandoria.rulesSummary]).toEqual([{ key: 'pan.name' }, { key: 'pan.rules' }]);
  });

  it('score lines: the sources in a fixed order, none with 0, the end scoring previewed until the game is over', () => {
    const s = bareGame();
    const p = s.players[0];
    p.points = { prisoners: 0, storehouse: 1, realm: 1, shrine: 1, relic: 5, monument: 3, overflow: 2, city: 4, family: 0 };
    p.score = 17;
    p.hand = ['C01', 'C02'];
    p.res = { crystal: 3, gold: 3, wood: 4 };
    p.prisoners = [{ seat: 1, leader: false }];
    const line = pandoria.scores(s)[0];
    expect(line.breakdown.map((item) => [item.label.key, item.points])).toEqual([
      ['pan.pts.city', 4],
      ['pan.pts.overflow', 2],
      ['pan.pts.monument', 3],
      ['pan.pts.relic', 5],
      ['pan.pts.shrine', 1],
      ['pan.pts.storehouse', 1],
      ['pan.pts.realm', 1],
      ['pan.pts.endCards', 2],
      ['pan.pts.endResources', 3],
      ['pan.pts.prisoners', 1],
    ]);
    expect([line.seat, line.current, line.preview]).toEqual([0, 17, 23]);
    s.over = true;
    expect(pandoria.scores(s)[0].preview).toBe(17);
  });

  it('the family version books its points as family points; nothing else is previewed there but the hand cards', () => {
    const s = bareGame({ variant: 'family' });
    s.players[0].points = { family: 8 };
    s.players[0].score = 8;
    expect(pandoria.scores(s)[0].breakdown.map((item) => [item.label.key, item.points])).toEqual([['pan.pts.family', 8]]);
  });

  it('a seat that is not asked, a move not on the list, a path that leads nowhere: each its own error', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'place');
    expect(ruleKey(() => pandoria.apply(s, 1, { t: 'castle', cell: 'H8' }))).toBe('error.notYourTurn');
    expect(ruleKey(() => pandoria.apply(s, 0, { t: 'castle', cell: 'A0' }))).toBe('pan.err.illegal');
    expect(ruleKey(() => pandoria.prompt(s, 1, []))).toBe('error.notYourTurn');
    expect(ruleKey(() => pandoria.prompt(s, 0, ['nope']))).toBe('error.invalidPath');
    const after = pandoria.apply(s, 0, { t: 'castle', cell: 'H8' });
    expect(after.pieces.H8).toEqual({ kind: 'castle', seat: 0 });
  });

  it('dropped seats: none in a fresh game, else the ones recorded', () => {
    const s = bareGame();
    expect(pandoria.droppedSeats?.(s)).toEqual([]);
    s.dropped = [1];
    expect(pandoria.droppedSeats?.(s)).toEqual([1]);
  });

  it('a seat is known by its realm; the family versions have none', () => {
    const s = bareGame({ variant: 'b' }, 2, ['dwarves', 'elves']);
    expect(pandoria.seatIdentity?.(s, 1)).toEqual({ key: 'pan.realm.elves' });
    expect(pandoria.seatIdentity?.(bareGame({ variant: 'family' }), 0)).toBeNull();
  });

  it('progress: 9 tiles for 2 players → 5 more rounds; none once the end is triggered; over → the round reached', () => {
    const s = bareGame();
    s.round = 3;
    s.tileStack = Array.from({ length: 9 }, (_, i) => `D${10 + i}`);
    expect(pandoria.progress?.(s)).toEqual({ round: 3, rounds: 8 });
    s.endTriggered = true;
    expect(pandoria.progress?.(s)).toEqual({ round: 3, rounds: 3 });
    s.endTriggered = false;
    s.over = true;
    expect(pandoria.progress?.(s)).toEqual({ round: 3, rounds: 3 });
  });

  it('drawing a single tile for the Terrain spell reveals hidden information; casting Conjure does not', () => {
    expect(pandoria.revealsHidden?.(caster(['C41']), 0, { t: 'spell', card: 'C41', alt: null })).toBe(true);
    expect(pandoria.revealsHidden?.(caster(['C18']), 0, { t: 'spell', card: 'C18', alt: null })).toBe(false);
    expect(cast(caster(['C18']), 'C18').turn.effect).toEqual({ name: 'conjure', value: 10 });
  });

  it('a card bought from the market is replaced from the deck: that reveals hidden information', () => {
    const s = bareGame();
    s.players[0].res = { crystal: 0, gold: 9, wood: 0 };
    s.market = ['C01', 'C02', 'C03', 'C04'];
    s.deck = ['C05', 'C06'];
    at(s, 0, 'buy', { scored: true }); // buying needs a scoring this turn [seed]
    expect(pandoria.revealsHidden?.(s, 0, { t: 'buy', card: 'C01', alt: null })).toBe(true);
    expect(act(s, { t: 'buy', card: 'C01', alt: null }).deck).toEqual(['C05']);
  });
});
