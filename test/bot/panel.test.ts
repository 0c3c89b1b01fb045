import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord.js';
import type { Prompt, PromptOption } from '../../src/engine/types';
import { panelLayout, type Row } from '../../src/bot/play/panel';
import { parseCustomId } from '../../src/bot/base/custom-id';

const game = 'ab12cd34';
const option = (id: string, group?: string): PromptOption => ({ id, label: { key: 'common.seat', params: { n: id } }, ...(group ? { group } : {}) });
const prompt = (options: PromptOption[]): Prompt => ({ kind: 'choice', title: { key: 'common.confirm' }, options });
const many = (n: number, group?: (i: number) => string) => Array.from({ length: n }, (_, i) => option(`o${i}`, group?.(i)));

type AnyComponent = Row['components'][number];
const all = (rows: Row[]): AnyComponent[] => rows.flatMap((row) => row.components);
const customIds = (rows: Row[]) => all(rows).map((c) => ('custom_id' in c ? c.custom_id : ''));

function checkDiscordLimits(rows: Row[]) {
  expect(rows.length).toBeLessThanOrEqual(5);
  for (const row of rows) {
    const selects = row.components.filter((c) => c.type === ComponentType.StringSelect);
    if (selects.length > 0) expect(row.components).toHaveLength(1);
    else expect(row.components.length).toBeLessThanOrEqual(5);
    for (const c of row.components) {
      if (c.type === ComponentType.StringSelect) expect(c.options.length).toBeLessThanOrEqual(25);
      if (c.type === ComponentType.Button && 'label' in c) expect((c.label ?? '').length).toBeLessThanOrEqual(80);
    }
  }
  const ids = customIds(rows);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
}

describe('panel layout from a prompt', () => {
  it('shows a few options as buttons whose custom_ids extend the path, plus Cancel (no Back at the root)', () => {
    const layout = panelLayout(game, 4, { path: [] }, prompt(many(7)), 'en')!;
    checkDiscordLimits(layout.rows);
    expect(layout.rows).toHaveLength(3);
    expect(layout.rows[0].components).toHaveLength(5);
    const first = parseCustomId(customIds(layout.rows)[0]);
    expect(first).toEqual({ ok: true, id: { kind: 'panel', game, version: 4, path: ['o0'] } });
    const nav = layout.rows[2].components.map((c) => ('label' in c ? c.label : ''));
    expect(nav).toEqual(['Cancel']);
  });

  it('offers Back one step up once a step was taken', () => {
    const layout = panelLayout(game, 4, { path: ['a', 'b'] }, prompt(many(2)), 'de')!;
    const nav = layout.rows.at(-1)!.components;
    expect(nav.map((c) => ('label' in c ? c.label : ''))).toEqual(['Zurück', 'Abbrechen']);
    expect(parseCustomId((nav[0] as { custom_id: string }).custom_id)).toEqual({ ok: true, id: { kind: 'panel', game, version: 4, path: ['a'] } });
  });

  it('switches to select menus of at most 25 above 20 options', () => {
    const layout = panelLayout(game, 1, { path: [] }, prompt(many(60)), 'en')!;
    checkDiscordLimits(layout.rows);
    const selects = all(layout.rows).filter((c) => c.type === ComponentType.StringSelect);
    expect(selects.map((s) => ('options' in s ? s.options.length : 0))).toEqual([25, 25, 10]);
    expect(layout.note).toBeNull();
  });

  it('pages lists above 100 options, keeping every option reachable exactly once', () => {
    const options = many(230);
    const seen: string[] = [];
    for (let page = 0; page < 3; page++) {
      const layout = panelLayout(game, 1, { path: [], ...(page ? { page } : {}) }, prompt(options), 'en')!;
      checkDiscordLimits(layout.rows);
      expect(layout.note).toBe(`Page ${page + 1} of 3`);
      for (const c of all(layout.rows)) if (c.type === ComponentType.StringSelect) seen.push(...c.options.map((o) => o.value));
    }
    expect(seen).toEqual(options.map((o) => o.id));
    expect(panelLayout(game, 1, { path: [], page: 3 }, prompt(options), 'en')).toBeNull();
  });

  it('shows more than 25 grouped options as whole groups in up to 4 selects, without a group select first', () => {
    const options = many(40, (i) => `row ${Math.floor(i / 8)}`);
    const layout = panelLayout(game, 2, { path: ['b'] }, prompt(options), 'en')!;
    checkDiscordLimits(layout.rows);
    const menus = all(layout.rows).filter((c) => c.type === ComponentType.StringSelect) as { custom_id: string; placeholder?: string; options: { value: string }[] }[];
    // Rows 0–2 (24 options) in the first menu, rows 3–4 (16) in the second: no row is split.
    expect(menus.map((m) => m.options.length)).toEqual([24, 16]);
    expect(menus.map((m) => m.placeholder?.replace(/^.* \(/, '('))).toEqual(['(row 0–row 2)', '(row 3–row 4)']);
    expect(menus.flatMap((m) => m.options.map((o) => o.value))).toEqual(options.map((o) => o.id));
    expect(parseCustomId(menus[1].custom_id)).toEqual({ ok: true, id: { kind: 'pick', game, version: 2, path: ['b'], slot: 1 } });
  });

  it('folds grouped options that do not fit into 4 selects into a group select, then shows the group', () => {
    const options = many(40, (i) => `row ${Math.floor(i / 8)}`).concat(many(90, () => 'row 5').map((o, i) => ({ ...o, id: `z${i}` })));
    const top = panelLayout(game, 2, { path: ['b'] }, prompt(options), 'en')!;
    checkDiscordLimits(top.rows);
    const menu = top.rows[0].components[0];
    expect(menu.type).toBe(ComponentType.StringSelect);
    if (menu.type !== ComponentType.StringSelect) throw new Error('not a select');
    expect(menu.options.map((o) => o.label)).toEqual(['row 0', 'row 1', 'row 2', 'row 3', 'row 4', 'row 5']);
    expect(parseCustomId(menu.custom_id)).toEqual({ ok: true, id: { kind: 'pickGroup', game, version: 2, path: ['b'] } });

    const inGroup = panelLayout(game, 2, { path: ['b'], group: 1 }, prompt(options), 'en')!;
    checkDiscordLimits(inGroup.rows);
    const labels = all(inGroup.rows).map((c) => ('label' in c ? c.label : ''));
    expect(labels.slice(0, 8)).toEqual(options.slice(8, 16).map((o) => `Seat ${o.id}`));
    const back = all(inGroup.rows).find((c) => 'label' in c && c.label === 'Back') as { custom_id: string };
    expect(parseCustomId(back.custom_id)).toEqual({ ok: true, id: { kind: 'panel', game, version: 2, path: ['b'] } });
    expect(panelLayout(game, 2, { path: ['b'], group: 6 }, prompt(options), 'en')).toBeNull();
  });

  it('clips long labels to Discord limits and stashes custom_ids that would not fit', () => {
    const long: PromptOption = { id: 'x'.repeat(30), label: { key: 'y'.repeat(200) } };
    const deep = Array.from({ length: 3 }, (_, i) => `${'s'.repeat(29)}${i}`);
    const layout = panelLayout(game, 1, { path: deep }, prompt([long]), 'en')!;
    checkDiscordLimits(layout.rows);
    expect(layout.stash.length).toBeGreaterThan(0);
    for (const { id } of layout.stash) expect(id.game).toBe(game);
    expect((layout.rows[0].components[0] as { label: string }).label).toHaveLength(80);
  });
});
