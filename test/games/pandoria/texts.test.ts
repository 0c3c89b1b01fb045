/** Every text the engine emits (prompts, log, events, status, scores, options) exists in the catalog with all placeholders filled. */
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import type { GameOptions, Text } from '../../../src/engine/types';
import { pandoriaCatalog } from '../../../src/games/pandoria/i18n';
import { pandoria } from '../../../src/games/pandoria/engine';

function problems(text: Text, out: Set<string>): void {
  const template = pandoriaCatalog.en[text.key] ?? (text.key.startsWith('common.') ? '{}' : undefined);
  if (template === undefined) {
    out.add(`missing ${text.key}`);
    return;
  }
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) if (!(name in (text.params ?? {}))) out.add(`${text.key} lacks {${name}}`);
  for (const value of Object.values(text.params ?? {})) if (typeof value === 'object') problems(value, out);
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
});
