import { describe, expect, it } from 'vitest';
import { waypointsToMark, type MarkView } from './waypoint-marks';

function view(points: readonly [number, number][], options: Partial<MarkView> = {}): MarkView {
  return { xPx: points.map((each) => each[0]), yPx: points.map((each) => each[1]), widthPx: 800, heightPx: 600, spacingPx: 8, maxMarks: 400, keep: [], ...options };
}

describe('which waypoints get a symbol', () => {
  it('marks every waypoint in view when they are apart, none outside it', () => {
    expect(waypointsToMark(view([[10, 10], [100, 100], [900, 100], [400, -50], [805, 300]]))).toEqual([0, 1, 4]);
  });

  it('thins a dense route seen whole to symbols at least the spacing apart', () => {
    // 5,000 waypoints along a 700 px line: a symbol every 8 px at most, about 88.
    const points = Array.from({ length: 5_000 }, (_, index): [number, number] => [50 + (index * 700) / 5_000, 300]);
    const marked = waypointsToMark(view(points));
    expect(marked.length).toBeGreaterThan(80);
    expect(marked.length).toBeLessThanOrEqual(89);
    for (let at = 1; at < marked.length; at += 1) {
      const gap = (points[marked[at] ?? 0]?.[0] ?? 0) - (points[marked[at - 1] ?? 0]?.[0] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(8);
    }
  });

  it('always marks the kept waypoints in view (selected, dragged, ends), even among close ones', () => {
    const points = Array.from({ length: 100 }, (_, index): [number, number] => [100 + index, 100]);
    const marked = waypointsToMark(view(points, { keep: [37, null, 99, 500] }));
    expect(marked).toContain(37);
    expect(marked).toContain(99);
    expect(marked).toContain(0);
    expect(marked).not.toContain(1);
  });

  it('stops at the most symbols allowed', () => {
    const points = Array.from({ length: 2_000 }, (_, index): [number, number] => [(index % 40) * 20, Math.floor(index / 40) * 20]);
    expect(waypointsToMark(view(points, { maxMarks: 300, heightPx: 2_000 }))).toHaveLength(300);
  });
});
