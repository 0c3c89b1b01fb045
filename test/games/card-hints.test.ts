import { describe, expect, it } from 'vitest';
import type { AnyEngine, Prompt } from '../../src/engine/types';
import { engines } from '../../src/games';
import { t } from '../../src/i18n';

/** Plays a seeded random game and collects every prompt it meets, by title key. */
function promptsMet(engine: AnyEngine, options: Record<string, string | boolean>, moves: number): Map<string, Prompt[]> {
  const met = new Map<string, Prompt[]>();
  let state = engine.setup(options, 3, 'hints');
  let seed = 7;
  for (let m = 0; m < moves && !engine.finished(state); m++) {
    const seat = engine.awaiting(state)[0];
    const path: string[] = [];
    for (;;) {
      const result = engine.prompt(state, seat, path);
      if ('move' in result) {
        state = engine.apply(state, seat, result.move);
        break;
      }
      met.set(result.prompt.title.key, [...(met.get(result.prompt.title.key) ?? []), result.prompt]);
      seed = (seed * 1103515245 + 12345) % 2147483648;
      path.push(result.prompt.options[seed % result.prompt.options.length].id);
    }
  }
  return met;
}

/** Cards as cards (issue 19): a card to choose names itself and says what it costs and does, never an id. */
describe('card options read as cards', () => {
  it('Pandoria: a spell from the hand shows its crystal cost and effect; a building its wood and effect; a market card both sides', () => {
    const met = promptsMet(engines.pandoria, { variant: 'b' }, 60);
    const spell = met.get('pan.p.spellCard')?.[0];
    const building = met.get('pan.p.buildCard')?.[0];
    const market = met.get('pan.p.buy')?.[0];
    for (const prompt of [spell, building, market]) expect(prompt).toBeDefined();
    for (const option of spell!.options) expect(t('en', option.hint!)).toMatch(/^\d+ crystals? · .{8,}/);
    for (const option of building!.options) expect(t('en', option.hint!)).toMatch(/^\d+ wood · .{8,}/);
    for (const option of market!.options.filter((o) => o.id !== 'P')) expect(t('de', option.hint!)).toMatch(/^\d+ Gold · Zauber: .+ · Gebäude: .+/);
    for (const prompt of [spell!, building!, market!]) for (const option of prompt.options) expect(t('en', option.label)).not.toMatch(/^[CID]\d\d$/);
  });

  it('City of Rome: the card to build says what it does and what it costs now', () => {
    const met = promptsMet(engines['city-of-rome'], {}, 60);
    const build = met.get('cor.prompt.buildCard')?.[0];
    expect(build).toBeDefined();
    for (const option of build!.options) expect(t('en', option.hint!)).toMatch(/^.{6,} · Pays \d+ coins and \d+ brick tokens$/);
    // A card of the offer names its cost with its unit (bricks, as printed on the card), then its effect.
    const take = met.get('cor.prompt.take')?.[0];
    for (const option of take!.options) {
      expect(t('en', option.hint!)).toMatch(/^\d+ bricks? · .{6,}$/);
      expect(t('de', option.hint!)).toMatch(/^\d+ Baupunkte? · .{6,}$/);
    }
  });

  it('Terra Mystica: the faction pick gives every faction its ability in one line, in both languages, within 100 characters', () => {
    const tm = engines['terra-mystica'];
    const state = tm.setup({}, 3, 'hints');
    const result = tm.prompt(state, tm.awaiting(state)[0], []);
    if (!('prompt' in result)) throw new Error('no faction pick');
    expect(result.prompt.options).toHaveLength(14);
    const witches = result.prompt.options.find((o) => t('en', o.label) === 'Witches');
    expect(t('en', witches!.hint!)).toBe('+5 VP per town; stronghold: free dwelling on any forest space once per round');
    expect(t('de', witches!.hint!)).toBe('+5 SP je Stadt; Festung: einmal pro Runde gratis Wohnhaus auf beliebigem Waldfeld');
    for (const option of result.prompt.options) {
      for (const locale of ['en', 'de'] as const) {
        const hint = t(locale, option.hint!);
        expect(hint).not.toContain('factionHint');
        expect(hint.length).toBeLessThanOrEqual(100);
      }
    }
  });
});
