import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord.js';
import { createRng, nextInt } from '../../src/engine/rng';
import type { Prompt } from '../../src/engine/types';
import { parseCustomId } from '../../src/bot/base/custom-id';
import { panelLayout } from '../../src/bot/play/panel';
import { engines } from '../../src/games';

/** Builds the panel of every decision met in a seeded playout of each registered game, and checks Discord's limits. */
function checkLayouts(prompt: Prompt): void {
  const layout = panelLayout('ab12cd34', 1, { path: ['x'] }, prompt, 'de');
  expect(layout).not.toBeNull();
  if (!layout) return;
  expect(layout.rows.length).toBeLessThanOrEqual(5);
  const reachable = new Set<string>();
  for (const row of layout.rows) {
    expect(row.components.length).toBeLessThanOrEqual(5);
    for (const c of row.components) {
      if (c.type === ComponentType.StringSelect) {
        expect(c.options.length).toBeLessThanOrEqual(25);
        c.options.forEach((o) => reachable.add(o.value));
      }
      if (c.type === ComponentType.Button && 'custom_id' in c) {
        expect(c.custom_id.length).toBeLessThanOrEqual(100);
        const parsed = parseCustomId(c.custom_id);
        if (parsed.ok && 'id' in parsed && parsed.id.kind === 'panel' && parsed.id.path.length === 2) reachable.add(parsed.id.path[1]);
      }
    }
  }
  // Unless the panel folds options into groups or pages, every option is on it.
  const first = layout.rows[0].components[0];
  const groupSelect = first.type === ComponentType.StringSelect && first.custom_id.startsWith('G:');
  if (layout.note === null && !groupSelect) expect(reachable.size).toBe(prompt.options.length);
}

describe.each(Object.keys(engines))('panels for every decision of %s', (id) => {
  it('fit Discord limits through a seeded playout', () => {
    const engine = engines[id];
    const seats = Math.min(engine.maxSeats, 3);
    let state = engine.setup(Object.fromEntries(engine.options.map((o) => [o.id, o.default])), seats, 'panels');
    const rng = createRng('panels/choices');
    for (let move = 0; move < 400 && !engine.finished(state); move++) {
      const [seat] = engine.awaiting(state);
      const path: string[] = [];
      for (;;) {
        const result = engine.prompt(state, seat, path);
        if ('move' in result) {
          state = engine.apply(state, seat, result.move);
          break;
        }
        checkLayouts(result.prompt);
        path.push(result.prompt.options[nextInt(rng, result.prompt.options.length)].id);
      }
    }
  });
});
