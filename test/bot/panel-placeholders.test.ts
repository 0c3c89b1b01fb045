import { describe, expect, it } from 'vitest';
import { panelLayout } from '../../src/bot/play/panel';
import type { Prompt } from '../../src/engine/types';

const option = (i: number, group?: string) => ({ id: `o${i}`, label: { key: 'common.name', params: { name: `Hex ${i}` } }, hint: { key: 'common.name', params: { name: `hint ${i}` } }, ...(group ? { group } : {}) });
const prompt = (count: number, grouped = false): Prompt => ({
  kind: 'choice',
  title: { key: 'common.name', params: { name: '**Where do you build?**' } },
  options: Array.from({ length: count }, (_, i) => option(i + 1, grouped ? `G${Math.floor(i / 10)}` : undefined)),
});
const placeholders = (p: Prompt, locale: 'en' | 'de' = 'en') =>
  (panelLayout('abcd1234', 1, { path: [] }, p, locale)?.rows ?? []).flatMap((row) => row.components.flatMap((c) => ('placeholder' in c && c.placeholder ? [c.placeholder] : [])));

describe('select placeholders say what to choose', () => {
  it('one menu: the decision’s title, without Markdown', () => {
    expect(placeholders(prompt(12))).toEqual(['Where do you build?']);
  });

  it('several menus: the title and each menu’s range', () => {
    expect(placeholders(prompt(40))).toEqual(['Where do you build? (1–25)', 'Where do you build? (26–40)']);
  });

  it('a group menu (too many options for four menus): the title, then which groups', () => {
    expect(placeholders(prompt(120, true))).toEqual(['Where do you build? — choose a group (120 options)']);
    expect(placeholders(prompt(120, true), 'de')).toEqual(['Where do you build? — Gruppe wählen (120 Möglichkeiten)']);
  });

  it('groups that fit into four menus are shown directly, each menu named by its groups', () => {
    expect(placeholders(prompt(60, true))).toEqual(['Where do you build? (G0–G1)', 'Where do you build? (G2–G3)', 'Where do you build? (G4–G5)']);
  });

  it('a long title gives way to the range and stays within Discord’s 150 characters', () => {
    const long = { ...prompt(40), title: { key: 'common.name', params: { name: 'x'.repeat(300) } } };
    const [first] = placeholders(long);
    expect(first.length).toBe(150);
    expect(first.endsWith('… (1–25)')).toBe(true);
  });
});
