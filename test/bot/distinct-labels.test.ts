import { describe, expect, it } from 'vitest';
import { namedPrompt } from '../../src/bot/show/messages';
import { optionLabels } from '../../src/bot/play/panel';
import type { GameRecord } from '../../src/bot/store/records';
import { chooseMove } from '../../src/engine/driver';
import { createRng, nextInt } from '../../src/engine/rng';
import type { AnyEngine, Prompt, Seat } from '../../src/engine/types';
import { engines } from '../../src/games';
import { t } from '../../src/i18n';

const NAMES = ['Lancelot', 'Morgana', 'Parzival', 'Isolde', 'Tristan'];

/** Every prompt whose rendered option labels repeat, as "game: title → label ×n" (empty when all are distinct). */
function repeatedLabels(engine: AnyEngine, seats: number, seed: string, maxMoves: number): string[] {
  const record = { seats: NAMES.slice(0, seats).map((name, index) => ({ userId: String(index), name })) } as unknown as GameRecord;
  const rng = createRng(`${seed}/choices`);
  const found = new Set<string>();
  const look = (prompt: Prompt) => {
    const named = namedPrompt(record, prompt);
    for (const locale of ['en', 'de'] as const) {
      // As the panel shows them: buttons fit 80 characters (select options 100; the tighter limit is checked).
      const shown = optionLabels(named.options, locale, 80);
      const labels = named.options.map((option) => shown.get(option.id) ?? '');
      const counts = new Map<string, number>();
      for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
      for (const [label, n] of counts) if (n > 1) found.add(`${engine.id} (${locale}): ${t(locale, named.title)} → ${label} ×${n}`);
    }
  };
  let state = engine.setup({}, seats, seed);
  for (let moves = 0; moves < maxMoves && !engine.finished(state); moves++) {
    const awaited = engine.awaiting(state);
    const seat: Seat = awaited[nextInt(rng, awaited.length)];
    const { move } = chooseMove(engine, state, seat, (prompt) => {
      look(prompt);
      return nextInt(rng, prompt.options.length);
    });
    state = engine.apply(state, seat, move);
  }
  return [...found];
}

describe('no two identical options in any panel (random playouts, both languages)', () => {
  it('equal texts are numbered, others left alone', () => {
    const option = (id: string, name: string) => ({ id, label: { key: 'common.name', params: { name } } });
    const shown = optionLabels([option('a', 'House (3)'), option('b', 'Arena'), option('c', 'House (3)')], 'en', 80);
    expect([...shown.values()]).toEqual(['House (3) · #1', 'Arena', 'House (3) · #2']);
  });

  for (const [id, engine] of Object.entries(engines)) {
    it(`${id}`, () => {
      const found = [...repeatedLabels(engine, engine.minSeats + 1, `labels-${id}-a`, 400), ...repeatedLabels(engine, engine.maxSeats, `labels-${id}-b`, 400)];
      expect([...new Set(found)]).toEqual([]);
    }, 120_000);
  }
});
