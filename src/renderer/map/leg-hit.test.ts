import { describe, expect, it } from 'vitest';
import { hoveredPointIndex, nearestLegIndex, pixelsToSegment } from './leg-hit';

describe('which leg a click meant', () => {
  it('measures the distance to a segment, its ends included', () => {
    expect(pixelsToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(pixelsToSegment({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(pixelsToSegment({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });

  const legs = [
    [
      { x: 0, y: 0 },
      { x: 50, y: 0 },
      { x: 100, y: 10 },
    ],
    [
      { x: 100, y: 10 },
      { x: 100, y: 100 },
    ],
  ];

  it('finds the leg under the pointer, the nearer of two, and none on open water', () => {
    expect(nearestLegIndex(legs, { x: 25, y: 4 }, 7)).toBe(0);
    expect(nearestLegIndex(legs, { x: 103, y: 60 }, 7)).toBe(1);
    // Near the shared waypoint: the nearer leg wins.
    expect(nearestLegIndex(legs, { x: 98, y: 20 }, 7)).toBe(1);
    expect(nearestLegIndex(legs, { x: 25, y: 8 }, 7)).toBeNull();
    expect(nearestLegIndex([], { x: 0, y: 0 }, 7)).toBeNull();
  });
});

describe('which forecast position a pointer over the route means', () => {
  // A route that doubles back: the stretch under the pointer decides, not the nearest position.
  const route = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 12 },
    { x: 0, y: 12 },
  ];

  it('is the nearer end of the stretch under the pointer', () => {
    expect(hoveredPointIndex(route, { x: 30, y: 1 })).toBe(0);
    expect(hoveredPointIndex(route, { x: 70, y: 1 })).toBe(1);
    expect(hoveredPointIndex(route, { x: 30, y: 11 })).toBe(3);
    expect(hoveredPointIndex(route, { x: 100, y: 12 })).toBe(2);
  });

  it('is none for a route of fewer than two positions', () => {
    expect(hoveredPointIndex([{ x: 0, y: 0 }], { x: 0, y: 0 })).toBeNull();
  });
});
