import { describe, expect, it } from 'vitest';
import { engineById } from '../../../src/games';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { IGNORED_OPTIONS } from '../../../src/games/terra-mystica/options';
import { TWO } from './helpers';

describe('the Terra Mystica engine under the contract', () => {
  it('is registered as terra-mystica for 2–5 players', () => {
    expect(engineById('terra-mystica')).toBe(terraMystica);
    expect([terraMystica.minSeats, terraMystica.maxSeats]).toEqual([2, 5]);
    expect(() => terraMystica.setup({}, 6, 'x')).toThrow('tm.err.seats');
  });

  it('has a rules summary under 1800 characters in English and German', () => {
    for (const locale of ['en', 'de'] as const) {
      const text = t(locale, terraMystica.rulesSummary);
      expect(text.length).toBeGreaterThan(300);
      expect(text.length).toBeLessThan(1800);
    }
  });

  it('offers the lobby variants and the league rule options with their defaults', () => {
    const byId = Object.fromEntries(terraMystica.options.map((o) => [o.id, o.default]));
    expect(byId).toMatchObject({
      map: 'base',
      starter: false,
      'variable-vp': false,
      'variable-turn-order': false,
      'mini-expansion-1': true,
      'town-limit': true,
      'shipping-bonus': false,
      'temple-scoring-tile': false,
      'errata-cultist-power': true,
      'strict-leech': true,
      'strict-darkling-sh': true,
    });
  });

  it('accepts options that change no rule here without effect', () => {
    const plain = terraMystica.setup({}, 3, 'same');
    const flagged = terraMystica.setup(Object.fromEntries(IGNORED_OPTIONS.map((id) => [id, true])), 3, 'same');
    expect(flagged).toEqual(plain);
  });

  it('shows everything public to everyone; the PRNG never leaves the engine', () => {
    const s = TWO();
    const pub = terraMystica.view(s, null);
    const own = terraMystica.view(s, 0);
    expect(pub.you).toBeNull();
    expect(own.you).toBe(0);
    expect({ ...pub, you: 0 }).toEqual(own);
    expect(JSON.stringify(pub)).not.toContain('"rng"');
    expect(pub.cells.find((c) => c.id === 'E9')?.building).toEqual({ seat: 0, faction: 'witches', kind: 'D' });
    expect(pub.players[0].income.w).toBeGreaterThan(0);
  });

  it('reports status, progress and events in texts', () => {
    const s = TWO();
    expect(terraMystica.status(s).key).toBe('tm.st.actions');
    expect(terraMystica.progress(s)).toEqual({ round: 1, rounds: 6 });
    expect(terraMystica.events(s).map((e) => e.key)).toContain('tm.ev.round');
    expect(terraMystica.revealsHidden(s, 0, { t: 'pass', bonus: 'BON4' })).toBe(false);
    expect(t('en', terraMystica.describe(s, 0, { t: 'build', hex: 'E7' }))).toBe('Witches build a dwelling on E7');
  });
});
