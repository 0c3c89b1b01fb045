import { describe, expect, it } from 'vitest';
import { encodeComponentId, isComponentId, parseCustomId, type ComponentId } from '../../src/bot/base/custom-id';

const game = 'ab12cd34';
const roundTrips: ComponentId[] = [
  { kind: 'lobby', game, action: 'join' },
  { kind: 'game', game, version: 7, action: 'play' },
  { kind: 'panel', game, version: 0, path: [] },
  { kind: 'panel', game, version: 12, path: ['build', 'r1c2'], group: 3 },
  { kind: 'panel', game, version: 12, path: ['take'], page: 2 },
  { kind: 'panel', game, version: 12, path: ['take'], group: 1, page: 2 },
  { kind: 'pick', game, version: 3, path: ['a'], slot: 2 },
  { kind: 'pick', game, version: 3, path: [], group: 4, slot: 0 },
  { kind: 'pickGroup', game, version: 3, path: ['x', 'y'] },
  { kind: 'cancel', game, version: 99 },
  { kind: 'vote', game, version: 5, topic: 'undo', agree: false },
  { kind: 'vote', game, version: 5, topic: 'abandon', agree: true },
];

describe('custom_id codec', () => {
  it.each(roundTrips)('round-trips %j inline', (id) => {
    const { customId, stash } = encodeComponentId(id);
    expect(stash).toBeUndefined();
    expect(customId.length).toBeLessThanOrEqual(100);
    expect(parseCustomId(customId)).toEqual({ ok: true, id });
  });

  it('keeps an id that would exceed 100 characters server-side under a stable token', () => {
    const id: ComponentId = { kind: 'panel', game, version: 1, path: Array.from({ length: 12 }, (_, i) => `step${i}xyz`) };
    const first = encodeComponentId(id);
    expect(first.customId).toMatch(/^t:[A-Za-z0-9_-]{16}$/);
    expect(first.stash?.id).toEqual(id);
    expect(encodeComponentId(id).customId).toBe(first.customId);
    expect(parseCustomId(first.customId)).toEqual({ ok: true, token: first.stash?.token });
    expect(isComponentId(JSON.parse(JSON.stringify(id)))).toBe(true);
  });

  it('keeps a path whose steps carry separator characters server-side', () => {
    const id: ComponentId = { kind: 'pick', game, version: 1, path: ['a:b', 'c.d'], slot: 0 };
    const { customId, stash } = encodeComponentId(id);
    expect(customId.startsWith('t:')).toBe(true);
    expect(isComponentId(stash?.id)).toBe(true);
  });

  it.each([
    '',
    'p',
    'p:ab12cd34',
    'p:AB12CD34:1:',
    'p:ab12cd3:1:',
    'p:ab12cd34:01:',
    'p:ab12cd34:-1:',
    'p:ab12cd34:1.5:',
    'p:ab12cd34:1:a..b',
    'p:ab12cd34:1:a~q1',
    'p:ab12cd34:1:a~g1~g2',
    'p:ab12cd34:1:a~p1~g2',
    'p:ab12cd34:1:a:extra',
    'g:ab12cd34:1:dance',
    'l:ab12cd34:explode',
    'l:ab12cd34:join:1',
    's:ab12cd34:1:a',
    's:ab12cd34:1:a~p1:0',
    'G:ab12cd34:1:a~g1',
    'x:ab12cd34',
    'v:ab12cd34:1:undo:maybe',
    'v:ab12cd34:1:coup:y',
    'q:ab12cd34:1:a',
    't:short',
    't:AAAAAAAAAAAAAAAA:1',
    `p:ab12cd34:1:${'a'.repeat(100)}`,
  ])('rejects the tampered or garbled custom_id %j', (customId) => {
    expect(parseCustomId(customId)).toEqual({ ok: false });
  });

  it('rejects stored values that are not component ids', () => {
    expect(isComponentId(null)).toBe(false);
    expect(isComponentId({ kind: 'panel', game: 'nope', version: 1, path: [] })).toBe(false);
    expect(isComponentId({ kind: 'panel', game, version: 1, path: [3] })).toBe(false);
    expect(isComponentId({ kind: 'lobby', game, action: 'join' })).toBe(true);
  });
});
