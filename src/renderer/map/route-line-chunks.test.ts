import { describe, expect, it } from 'vitest';
import { chunkCount, chunkOfLeg, chunksToRedraw, joinedLegs, legsOfChunk } from './route-line-chunks';

const legs = (count: number) => Array.from({ length: count }, () => ({}));

describe('the route drawn as runs of legs', () => {
  it('puts a 5,000-leg route in 50 polylines of 100 legs', () => {
    expect(chunkCount(5_000)).toBe(50);
    expect(chunkCount(4_999)).toBe(50);
    expect(chunkCount(0)).toBe(0);
    expect(chunkOfLeg(0)).toBe(0);
    expect(chunkOfLeg(99)).toBe(0);
    expect(chunkOfLeg(100)).toBe(1);
    expect(legsOfChunk([0, 1, 2, 3, 4], 1, 2)).toEqual([2, 3]);
    expect(legsOfChunk([0, 1, 2, 3, 4], 2, 2)).toEqual([4]);
  });

  it('draws every chunk of a route seen for the first time', () => {
    expect(chunksToRedraw([], legs(250))).toEqual([0, 1, 2]);
  });

  it('redraws only the chunk of a moved waypoint, or both chunks at a boundary', () => {
    const before = legs(300);
    const moved = [...before];
    moved[150] = {};
    moved[151] = {};
    expect(chunksToRedraw(before, moved)).toEqual([1]);
    const atBoundary = [...before];
    atBoundary[99] = {};
    atBoundary[100] = {};
    expect(chunksToRedraw(before, atBoundary)).toEqual([0, 1]);
    expect(chunksToRedraw(before, before)).toEqual([]);
  });

  it('redraws a chunk a drag changed by hand (null), even when the plan gives the same legs back', () => {
    const before = legs(300);
    const dragged: (object | null)[] = [...before];
    dragged[42] = null;
    expect(chunksToRedraw(dragged, before)).toEqual([0]);
  });

  it('redraws the last chunk when the route grows or shrinks within it, and the shifted chunks after an insert', () => {
    const before = legs(250);
    expect(chunksToRedraw(before, [...before, {}])).toEqual([2]);
    expect(chunksToRedraw(before, before.slice(0, 249))).toEqual([2]);
    expect(chunksToRedraw(before, before.slice(0, 200))).toEqual([]);
    const inserted = [...before.slice(0, 120), {}, {}, ...before.slice(121)];
    expect(chunksToRedraw(before, inserted)).toEqual([1, 2]);
  });

  it("joins a chunk's legs into one line, each joint once, and links legs that do not meet", () => {
    const a = { lat: 50, lon: -5 };
    const b = { lat: 49, lon: -10 };
    const c = { lat: 47, lon: -20 };
    const d = { lat: 45, lon: -30 };
    expect(joinedLegs([[a, b], [b, c], [c, d]])).toEqual([[50, -5], [49, -10], [47, -20], [45, -30]]);
    // A great circle drawn with points between its ends keeps them all.
    expect(joinedLegs([[a, { lat: 49.6, lon: -7.4 }, b], [b, c]])).toEqual([[50, -5], [49.6, -7.4], [49, -10], [47, -20]]);
    // A leg drawn by hand from a point beside the last end (a drag in progress) is joined to it by a line.
    expect(joinedLegs([[a, b], [{ lat: 49, lon: -10.5 }, c]])).toEqual([[50, -5], [49, -10], [49, -10.5], [47, -20]]);
    expect(joinedLegs([[a, b], [], [b, c]])).toEqual([[50, -5], [49, -10], [47, -20]]);
    expect(joinedLegs([])).toEqual([]);
  });
});
