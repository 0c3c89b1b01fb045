import { expect } from 'vitest';
import type { Box } from '../../renderers/kit/text';

/** Every box lies inside the image, and no two boxes overlap. */
export function expectInsideAndApart(boxes: readonly Box[], width: number, height: number, label: unknown): void {
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.w).toBeLessThanOrEqual(width);
    expect(box.y + box.h).toBeLessThanOrEqual(height);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      expect({ label, i, j, overlap }).toEqual({ label, i, j, overlap: false });
    }
  }
}
