import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComponentType } from 'discord.js';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { interactiveComponents } from '../../src/emulator';
import type { Prompt, PromptOption } from '../../src/engine/types';
import { MAX_HINTED_BUTTONS, panelLayout, showsAsButtons, type Row } from '../../src/bot/play/panel';
import { FEW_HINTS, MANY_HINTS, paths } from './fixtures/path-engine';
import { Harness, refusalOf, stubRenderer } from './harness';

const prompt = (options: PromptOption[]): Prompt => ({ kind: 'card', title: { key: 'test.hinted' }, options });
const hinted = (n: number, plain = 0) => [
  ...Array.from({ length: n }, (_, i) => ({ id: `h${i}`, label: { key: `test.h${i}` }, hint: { key: 'test.cost', params: { n: i } } })),
  ...Array.from({ length: plain }, (_, i) => ({ id: `p${i}`, label: { key: `test.p${i}` } })),
];
const components = (rows: Row[]) => rows.flatMap((row) => row.components);

describe('buttons or a select menu for options with hints', () => {
  it('keeps buttons up to five options with hints, however many options without', () => {
    expect(MAX_HINTED_BUTTONS).toBe(5);
    expect(showsAsButtons(hinted(5, 15))).toBe(true);
    expect(showsAsButtons(hinted(6))).toBe(false);
    expect(showsAsButtons(hinted(0, 21))).toBe(false);
    const layout = panelLayout('ab12cd34', 3, { path: [] }, prompt(hinted(5, 5)), 'en')!;
    expect(components(layout.rows).filter((c) => c.type === ComponentType.Button)).toHaveLength(11);
  });

  it('shows more than five options with hints as one select, each hint under its option', () => {
    const layout = panelLayout('ab12cd34', 3, { path: ['c'] }, prompt(hinted(12)), 'en')!;
    const [select, ...rest] = components(layout.rows);
    expect(select.type).toBe(ComponentType.StringSelect);
    if (select.type !== ComponentType.StringSelect) return;
    expect(select.options.map((o) => [o.value, o.label, o.description])).toEqual(hinted(12).map((o, i) => [o.id, `test.h${i}`, 'test.cost']));
    expect(rest.map((c) => ('label' in c ? c.label : ''))).toEqual(['Back', 'Cancel']);
  });

  it('puts the warning of a risky option into its description, as a select has no colours', () => {
    const options: PromptOption[] = [...hinted(6), { id: 'r', label: { key: 'test.r' }, tone: 'danger' }];
    options[1] = { ...options[1], tone: 'danger' };
    for (const [locale, bare] of [['en', '⚠ Risky choice'], ['de', '⚠ Riskante Wahl']] as const) {
      const select = components(panelLayout('ab12cd34', 3, { path: [] }, prompt(options), locale)!.rows)[0];
      if (select.type !== ComponentType.StringSelect) throw new Error('no select');
      expect(select.options.map((o) => o.description)).toEqual(['test.cost', '⚠ test.cost', 'test.cost', 'test.cost', 'test.cost', 'test.cost', bare]);
    }
  });

  it('keeps the tone as the button colour when the options stay buttons', () => {
    const layout = panelLayout('ab12cd34', 3, { path: [] }, prompt([...hinted(2), { id: 'r', label: { key: 'test.r' }, tone: 'danger' }]), 'en')!;
    const styles = components(layout.rows).map((c) => (c.type === ComponentType.Button && 'style' in c ? c.style : null));
    expect(styles).toEqual([2, 2, 4, 4]);
  });
});

describe('hints in the panel through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { paths }, renderers: { paths: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  async function open(branch: string): Promise<ControlMessage> {
    const game = await h.startGame(ann, [ben], { game: 'paths', seating: 'joined' });
    const root = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    const button = interactiveComponents(root).find((c) => c.label === `test.${branch}`);
    const result = await h.click(ann, root, button?.custom_id ?? '');
    expect(refusalOf(result)).toBe('');
    return result.message as ControlMessage;
  }

  it('a list of eight options with hints opens as a select with the hints beside the options, none listed in the text', async () => {
    const panel = await open('hints');
    const [select] = interactiveComponents(panel);
    expect(select.type).toBe(3);
    expect(select.options?.map((o) => o.description)).toEqual(MANY_HINTS.map((o) => (o.tone === 'danger' ? '⚠ test.cost' : 'test.cost')));
    expect(panel.content).not.toContain('• ');
    expect(panel.content.trimEnd().endsWith('**test.hinted**')).toBe(true);
  });

  it('a list with five hints stays buttons and lists the hints in the text', async () => {
    const panel = await open('few');
    expect(interactiveComponents(panel).filter((c) => c.type === 2).map((c) => c.label)).toEqual([...FEW_HINTS.map((o) => o.label.key), 'Back', 'Cancel']);
    expect(panel.content.split('\n').filter((line) => line.startsWith('• '))).toEqual(['• test.f0: test.cost', '• test.f1: test.cost', '• test.f2: test.cost', '• test.f3: test.cost', '• test.f4: test.cost']);
  });
});
