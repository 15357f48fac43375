import { describe, expect, it } from 'vitest';
import { thinByX } from './thin-by-x';

describe('marks thinned along a time axis', () => {
  it('keeps marks at least the gap apart, and every mark of a sparse chart', () => {
    const dense = Array.from({ length: 5_000 }, (_, index) => ({ x: 50 + (index * 700) / 5_000 }));
    const kept = thinByX(dense, 1);
    expect(kept.length).toBeGreaterThan(600);
    for (let at = 1; at < kept.length; at += 1) expect((kept[at]?.x ?? 0) - (kept[at - 1]?.x ?? 0)).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThanOrEqual(701);
    expect(kept[0]).toBe(dense[0]);
    const sparse = [{ x: 0 }, { x: 10 }, { x: 20 }];
    expect(thinByX(sparse, 1)).toEqual(sparse);
  });

  it('keeps the marks it is told to whatever their spacing (a labelled waypoint)', () => {
    const marks = [{ x: 0, label: 'A' }, { x: 0.2, label: null }, { x: 0.4, label: 'B' }, { x: 0.6, label: null }];
    expect(thinByX(marks, 1, (mark) => mark.label !== null).map((mark) => mark.x)).toEqual([0, 0.4]);
  });
});
