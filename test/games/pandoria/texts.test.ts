/** Every text the engine emits (prompts, log, events, status, scores, options) exists in the catalog with all placeholders filled. */
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import type { GameOptions, Text } from '../../../src/engine/types';
import { pandoriaCatalog } from '../../../src/games/pandoria/catalog';
import { pandoria } from '../../../src/games/pandoria/engine';
import { t, withSeatNames } from '../../../src/i18n';
import { act, bareGame, put, walled } from './helpers';

function problems(text: Text, out: Set<string>): void {
  const template = pandoriaCatalog.en[text.key] ?? (text.key.startsWith('common.') ? '{}' : undefined);
  if (template === undefined) {
    out.add(`missing ${text.key}`);
    return;
  }
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) if (!(name in (text.params ?? {}))) out.add(`${text.key} lacks {${name}}`);
  for (const value of Object.values(text.params ?? {})) if (typeof value === 'object' && 'key' in value) problems(value, out);
}

describe('texts', () => {
  it('the rules summary stays under 1800 characters in both languages', () => {
    expect(pandoriaCatalog.en['pan.rules'].length).toBeLessThan(1800);
    expect(pandoriaCatalog.de['pan.rules'].length).toBeLessThan(1800);
  });

  it('every emitted text has a catalog entry and its placeholders', () => {
    const out = new Set<string>();
    problems(pandoria.name, out);
    for (const spec of pandoria.options) {
      problems(spec.label, out);
      for (const c of spec.choices ?? []) problems(c.label, out);
    }
    const variants: GameOptions[] = [{ variant: 'b', sets: 'all', artifacts: true }, { variant: 'a' }, { variant: 'famspell', artifacts: true }, { variant: 'b', realms: 'pick', start: 'chosen' }];
    variants.forEach((options, i) => {
      playout(pandoria, options, 2 + (i % 3), `texts-${i}`, undefined, ({ before, after, seat, move, path }) => {
        problems(pandoria.describe(before, seat, move), out);
        for (let depth = 0; depth < path.length; depth++) {
          const result = pandoria.prompt(before, seat, path.slice(0, depth));
          if ('prompt' in result) {
            problems(result.prompt.title, out);
            for (const o of result.prompt.options) {
              problems(o.label, out);
              if (o.hint) problems(o.hint, out);
            }
          }
        }
        for (const e of pandoria.events(after)) problems(e, out);
        problems(pandoria.status(after), out);
        for (const line of pandoria.scores(after)) for (const item of line.breakdown) problems(item.label, out);
      });
    });
    expect([...out]).toEqual([]);
  });

  it('names seats by the players’ display names in log lines and prompt titles, in English and German', () => {
    const names = ['Tester1', 'Lancelot'];
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'spirits']);
    s.players[0].tiles = ['D01'];
    const line = pandoria.describe(s, 0, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(t('en', withSeatNames(line, names))).toMatch(/^Tester1 lays .+ on H8–H9\.$/);
    expect(t('de', withSeatNames(line, names))).toMatch(/^Tester1 legt .+ auf H8–H9\.$/);
    // Lancelot (seat 0) closes a pocket holding the worker and the leader of the Spirits (seat 1)
    const haunted = bareGame({ variant: 'b' }, 2, ['humans', 'spirits']);
    walled(haunted, { H9: 'H1', H10: 'H1' }, 'F1', 'H8');
    put(haunted, 'H9', 1);
    put(haunted, 'H10', 1, true);
    const after = act(haunted, { t: 'castle', cell: 'H8' });
    const result = pandoria.prompt(after, 1, []);
    if (!('prompt' in result)) throw new Error('the Spirits player decides which figure haunts');
    const players = ['Lancelot', 'Guinevere'];
    expect(t('en', withSeatNames(result.prompt.title, players))).toBe('Spirits: which figure haunts Lancelot?');
    expect(t('de', withSeatNames(result.prompt.title, players))).toBe('Geister: welche Figur sucht Lancelot heim?');
    const events = pandoria.events(after).map((e) => t('de', withSeatNames(e, players)));
    expect(events).toContain('Guinevere: 2 Figuren zurück in den Vorrat.');
  });
});
