import { describe, expect, it } from 'vitest';
import { spacedMarkIndexes } from './waypoint-marks';

describe('waypoint marks a chart can show', () => {
  it('keeps every mark with room, the first and the last always', () => {
    expect(spacedMarkIndexes([0, 10, 20, 30], 5)).toEqual([0, 1, 2, 3]);
    expect(spacedMarkIndexes([], 5)).toEqual([]);
    expect(spacedMarkIndexes([7], 5)).toEqual([0]);
  });

  it('thins 5,000 waypoints on 800 pixels to marks at least the gap apart, ending at the arrival', () => {
    const xs = Array.from({ length: 5_000 }, (_, index) => (800 * index) / 4_999);
    const kept = spacedMarkIndexes(xs, 4);
    expect(kept.length).toBeLessThanOrEqual(201);
    expect(kept.length).toBeGreaterThan(150);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(4_999);
    for (let i = 1; i < kept.length; i += 1) expect((xs[kept[i]!] ?? 0) - (xs[kept[i - 1]!] ?? 0)).toBeGreaterThanOrEqual(4);
  });

  it('keeps waypoints bunched in a strait apart from those spread over the ocean', () => {
    const xs = [0, 1, 2, 3, 100, 101, 200];
    expect(spacedMarkIndexes(xs, 4)).toEqual([0, 4, 6]);
  });
});
