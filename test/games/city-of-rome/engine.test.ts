import { describe, expect, it } from 'vitest';
import { engineById } from '../../../src/games';
import { hasKey, t } from '../../../src/i18n';
import { ALL_CARDS } from '../../../data/city-of-rome/cards';
import { advance, engine, turnState } from './helpers';

describe('City of Rome engine contract', () => {
  it("is registered as 'city-of-rome' for 2 to 4 seats", () => {
    expect(engineById('city-of-rome')).toBe(engine);
    expect([engine.minSeats, engine.maxSeats]).toEqual([2, 4]);
  });

  it('has a name and a rules summary under 1800 characters in both languages', () => {
    for (const locale of ['en', 'de'] as const) {
      expect(t(locale, engine.name)).toBe('City of Rome');
      const rules = t(locale, engine.rulesSummary);
      expect(rules.length).toBeGreaterThan(500);
      expect(rules.length).toBeLessThan(1800);
    }
  });

  it('every card has an English and a German name', () => {
    for (const c of ALL_CARDS) {
      expect(hasKey(`cor.card.${c.id}`)).toBe(true);
      expect(t('de', { key: `cor.card.${c.id}` })).not.toBe(`cor.card.${c.id}`);
    }
  });

  it('prompt refuses a seat that is not awaited and a path that is not offered', () => {
    const { state, seat } = turnState();
    expect(() => engine.prompt(state, (seat + 1) % 3, [])).toThrow('error.notYourTurn');
    expect(() => engine.prompt(state, seat, ['nonsense'])).toThrow('error.invalidPath');
    expect(() => engine.prompt(state, seat, ['build', 'II-04', 'r0c0'])).toThrow('error.invalidPath');
  });

  it('apply refuses a move from a seat that is not awaited and does not touch its input', () => {
    const { state, seat } = turnState({ hand: ['II-04'], freeBricks: 1 });
    const json = JSON.stringify(state);
    expect(() => engine.apply(state, (seat + 1) % 3, { type: 'end' })).toThrow('error.notYourTurn');
    engine.apply(state, seat, { type: 'build', card: 'II-04', row: 2, col: 2 });
    expect(JSON.stringify(state)).toBe(json);
  });

  it('status and progress follow the game', () => {
    const draft = engine.setup({}, 3, 'status');
    expect(engine.status(draft).key).toBe('cor.status.draft');
    expect(engine.progress(draft)).toEqual({ round: 0, rounds: 14 });
    const placing = advance(draft, (s) => s.phase === 'place');
    expect(engine.status(placing)).toMatchObject({ key: 'cor.status.place', params: { round: 1, rounds: 14 } });
  });

  it('describe names public cards but never a drafted or school-kept one', () => {
    const s = engine.setup({}, 3, 'describe');
    const holder = s.draft?.holder ?? 0;
    const line = engine.describe(s, holder, { type: 'draft', card: s.draft?.packet[0] ?? '' });
    expect(JSON.stringify(line)).not.toContain(s.draft?.packet[0] ?? 'x');
    expect(engine.describe(s, 0, { type: 'take', card: 'II-04' })).toMatchObject({ key: 'cor.log.take', params: { card: { key: 'cor.card.II-04' } } });
    const school = engine.describe(s, 0, { type: 'school', keep: 'II-05', under: ['II-06'] });
    expect(JSON.stringify(school)).not.toContain('II-05');
  });

  it('scores: preview and current are the full end scoring with 8 breakdown lines', () => {
    const s = engine.setup({}, 2, 'scores');
    for (const line of engine.scores(s)) {
      expect(line.breakdown.map((b) => b.label.key)).toEqual([
        'cor.score.houses2',
        'cor.score.houses3',
        'cor.score.houses4',
        'cor.score.aqueducts',
        'cor.score.temples',
        'cor.score.coins',
        'cor.score.influence',
        'cor.score.influenceCards',
      ]);
      // 5 coins, nothing else: the starting house has no public neighbour.
      expect(line.preview).toBe(5);
      expect(line.current).toBe(5);
    }
  });
});
