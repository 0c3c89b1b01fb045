import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import type { Text } from '../../../src/engine/types';
import { advance, engine } from './helpers';

const render = (lines: Text[]) => lines.map((line) => t('en', line));

describe('private summary for the panel', () => {
  it('lists exactly the seat’s own hand cards, by name', () => {
    const s = advance(engine.setup({}, 3, 'summary'), (x) => x.phase === 'place');
    for (const player of s.players) {
      const lines = render(engine.privateSummary!(s, player.seat));
      expect(lines[0]).toBe(`Your hand (${player.hand.length}):`);
      expect(lines.slice(1)).toHaveLength(player.hand.length);
      player.hand.forEach((id, i) => expect(lines[1 + i]).toContain(t('en', { key: `cor.card.${id}` })));
    }
  });

  it('shows the draft packet only to the seat holding it', () => {
    const s = engine.setup({}, 3, 'packet');
    expect(s.draft).not.toBeNull();
    const holder = s.draft!.holder;
    const other = (holder + 1) % 3;
    expect(render(engine.privateSummary!(s, holder)).some((l) => l.startsWith('Draft packet'))).toBe(true);
    expect(render(engine.privateSummary!(s, other)).some((l) => l.startsWith('Draft packet'))).toBe(false);
    const packetName = t('en', { key: `cor.card.${s.draft!.packet[0]}` });
    expect(render(engine.privateSummary!(s, other)).join('\n')).not.toContain(packetName);
  });
});
