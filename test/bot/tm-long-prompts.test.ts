/**
 * Discord's limits are the bot's business (issue 16): the Terra Mystica engine offers every hex and every amount, and
 * the bot's panels page and group them. Each decision here is followed the way a player clicks through the panels
 * (select menus, a group select), and the picked option makes the move.
 */
import { ComponentType, type APIStringSelectComponent } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { optionGroups, walkPath } from '../../src/bot/game/choice-path';
import { parseCustomId, type PanelView } from '../../src/bot/base/custom-id';
import { panelLayout } from '../../src/bot/play/panel';
import type { Prompt } from '../../src/engine/types';
import { terraMystica } from '../../src/games/terra-mystica/engine';
import type { TmState } from '../../src/games/terra-mystica/types';
import { edited, TWO } from '../games/terra-mystica/helpers';

function promptAt(state: TmState, path: string[]): Prompt {
  const walk = walkPath(terraMystica, state, 0, path);
  if (!walk.ok || !('prompt' in walk)) throw new Error(`no decision at ${path.join('.')}`);
  return walk.prompt;
}

/** The path after picking `target` on the panel at `path`, clicking through a group select when the panel shows one. */
function pickThroughPanels(state: TmState, path: string[], target: string): string[] {
  let view: PanelView = { path };
  for (let clicks = 0; clicks < 3; clicks++) {
    const prompt = promptAt(state, view.path);
    const layout = panelLayout('ab12cd34', 1, view, prompt, 'en');
    if (!layout) throw new Error('no panel');
    expect(layout.rows.length).toBeLessThanOrEqual(5);
    const menus = layout.rows.flatMap((row) => row.components).filter((c): c is APIStringSelectComponent => c.type === ComponentType.StringSelect);
    for (const menu of menus) {
      expect(menu.options.length).toBeLessThanOrEqual(25);
      const parsed = parseCustomId(menu.custom_id);
      if (!parsed.ok || !('id' in parsed)) throw new Error(`unreadable custom_id ${menu.custom_id}`);
      const { id } = parsed;
      if (id.kind === 'pick' && menu.options.some((option) => option.value === target)) return [...id.path, target];
      if (id.kind === 'pickGroup') {
        const group = prompt.options.find((option) => option.id === target)?.group;
        const index = (optionGroups(prompt.options) ?? []).indexOf(group ?? '');
        expect(menu.options.map((option) => option.value)).toContain(String(index));
        view = { path: id.path, group: index };
      }
    }
  }
  throw new Error(`${target} not offered on the panels at ${path.join('.')}`);
}

describe('Terra Mystica prompts longer than a select menu, through the bot’s panels', () => {
  it('an amount above 24: all 30 workers turned into coins', () => {
    const state = edited(TWO(), (x) => Object.assign(x.players[0], { w: 30, c: 0 }));
    const amounts = promptAt(state, ['c', 'W-C']);
    expect(amounts.options.map((option) => option.id)).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
    const path = pickThroughPanels(state, ['c', 'W-C'], '30');
    const walk = walkPath(terraMystica, state, 0, path);
    expect(walk.ok && 'move' in walk ? walk.move : null).toEqual({ t: 'convert', from: 'W', to: 'C', n: 30 });
    if (!walk.ok || !('move' in walk)) return;
    const after = terraMystica.apply(state, 0, walk.move as never);
    expect({ w: after.players[0].w, c: after.players[0].c }).toEqual({ w: 0, c: 30 });
  });

  it('more than 25 hexes: the last one is reached through the row groups', () => {
    const state = edited(TWO(), (x) => Object.assign(x.players[0], { c: 20, w: 10, shipping: 6 }));
    const hexes = promptAt(state, ['t']);
    expect(hexes.options.length).toBeGreaterThan(25);
    const last = hexes.options[hexes.options.length - 1].id;
    const path = pickThroughPanels(state, ['t'], last);
    expect(path).toEqual(['t', last]);
    expect(walkPath(terraMystica, state, 0, path).ok).toBe(true);
  });
});
