import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../scripts/canonical-json';

describe('canonicalJson', () => {
  it('writes objects with their keys sorted, at every depth, and leaves arrays in order', () => {
    expect(canonicalJson({ t: 'send', cult: 'AIR', at: { z: 1, a: [3, 1] } })).toBe('{"at":{"a":[3,1],"z":1},"cult":"AIR","t":"send"}');
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
