/**
 * /rules gives every game its summary of how a round goes and scores — in as many private messages as the summary,
 * the variants and the time limit need, none of it dropped — and the time-out texts name the choices the vote's
 * buttons offer.
 */
import { describe, expect, it } from 'vitest';
import { rulesMessages, rulesText } from '../../commands/rules';
import type { AnyEngine, Locale } from '../../src/engine/types';
import { engines } from '../../src/games';
import { t, tx } from '../../src/i18n';
import { race } from './fixtures/race-engine';

const GAMES = Object.keys(engines);
const LOCALES: Locale[] = ['en', 'de'];

describe('/rules', () => {
  it.each(GAMES)('%s: the whole summary, every variant and the time limit, in messages of at most 2000 characters', (id) => {
    const engine = engines[id as keyof typeof engines] as AnyEngine;
    for (const locale of LOCALES) {
      const messages = rulesMessages(engine, locale);
      for (const message of messages) expect(message.length).toBeLessThanOrEqual(2000);
      // The summary comes whole in the first message, right under the title.
      expect(messages[0]).toContain(t(locale, engine.rulesSummary));
      const all = messages.join('\n');
      for (const spec of engine.options) expect(all).toContain(t(locale, spec.label));
      expect(all).toContain(t(locale, tx('bot.rules.timeLimit')));
      expect(messages.join('\n\n')).toBe(rulesText(engine, locale));
    }
  });

  it('sends Terra Mystica’s summary in a message of its own, then its variants and the time limit; Helios’s German summary is no longer cut', () => {
    const tm = rulesMessages(engines['terra-mystica'] as AnyEngine, 'en');
    expect(tm.length).toBe(2);
    expect(tm[0].startsWith('**Terra Mystica** (2–5 players)\n\n**Terra Mystica** — 6 rounds; most VP wins (ties share).')).toBe(true);
    expect(tm[0]).toContain('**Scoring in the round:** the round’s scoring tile pays VP for what it shows while you act');
    expect(tm[0]).toContain('**End:** largest network 18/12/6, each cult 8/4/2 (ties share), 1 VP per 3 coins');
    expect(tm[0]).not.toContain('Variants:');
    expect(tm[1].startsWith('Variants:\n• Map: Base map, Fjords, Lakes (default: Base map)')).toBe(true);
    expect(tm[1]).toContain('\n\nTime limit:');
    const tmDe = rulesMessages(engines['terra-mystica'] as AnyEngine, 'de');
    expect(tmDe[0]).toContain('**Wertung in der Runde:** das Wertungsplättchen der Runde bringt Siegpunkte');
    const helios = rulesMessages(engines.helios as AnyEngine, 'de');
    expect(helios.length).toBe(2);
    expect(helios[0]).toContain('**Phase 2 – Personen**');
    expect(helios[0]).toContain('**Ende**: Eck-Felder je 4');
  });

  it('cuts a part longer than a message between its lines', () => {
    const messages = rulesMessages(race, 'en', 120);
    expect(messages.length).toBeGreaterThan(2);
    for (const message of messages) expect(message.length).toBeLessThanOrEqual(120);
    expect(messages.join('\n')).toContain(t('en', tx('bot.rules.variants')));
  });
});

describe('time-out texts', () => {
  it.each(LOCALES)('%s: the vote names every choice its buttons offer', (locale) => {
    const period = t(locale, tx('bot.time.limit.1d'));
    const ask = t(locale, tx('bot.timeout.ask', { game: 'Helios', id: '7', name: 'Ben', mention: '@Ben', period })).toLowerCase();
    const buttons = [
      t(locale, tx('bot.timeout.wait', { period })),
      t(locale, tx('bot.timeout.seat')),
      t(locale, tx('bot.timeout.drop', { name: 'Ben' })),
      t(locale, tx('bot.timeout.computer')),
    ];
    for (const label of buttons) expect(ask, label).toContain(label.toLowerCase());
  });

  it('/rules names the four choices of a time-out vote', () => {
    expect(t('en', tx('bot.rules.timeLimit'))).toContain('then the other players vote to wait longer, let someone take the seat, let the computer play it, or drop the player where the game can go on without the seat.');
    expect(t('de', tx('bot.rules.timeLimit'))).toContain('dann stimmen die anderen ab: länger warten, den Platz übergeben, den Computer den Platz spielen lassen oder den Spieler ausscheiden lassen');
  });
});
