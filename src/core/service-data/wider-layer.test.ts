import { describe, expect, it } from 'vitest';
import type { CachedLayerAnswer } from './service-data';
import { chooseWiderLayer, coverageOf } from './wider-layer';

const own = { model: 'ecmwf-hres', run: 'latest', element: 'windSpeed', zoom: 6, north: 50, south: 40, west: -20, east: -5 };
const view = { north: 48, south: 42, west: -18, east: -8 };
const answer = (box: Partial<typeof own>, fresh = true, fetchedAtMs = 0): CachedLayerAnswer => ({ query: { ...own, ...box }, fresh, fetchedAtMs });

describe('a wider cached layer in place of the view’s own', () => {
  it('measures the share of the view a box covers, across 180° as well', () => {
    expect(coverageOf({ north: 60, south: 30, west: -40, east: 10 }, view)).toBe(1);
    expect(coverageOf({ north: 48, south: 45, west: -18, east: -13 }, view)).toBeCloseTo(0.25, 6);
    // A view across 180° (170°E to 170°W) and a box from 160°E to 175°W.
    expect(coverageOf({ north: 10, south: -10, west: 160, east: -175 }, { north: 5, south: -5, west: 170, east: -170 })).toBeCloseTo(0.75, 6);
    expect(coverageOf({ north: 85, south: -85, west: -180, east: 180 }, { north: 5, south: -5, west: 170, east: -170 })).toBe(1);
    expect(coverageOf({ north: 10, south: 0, west: 0, east: 10 }, view)).toBe(0);
  });

  it('online: only a fresh one covering the whole view at the view’s zoom or finer, the nearest zoom first', () => {
    const coarse = answer({ zoom: 5, north: 70, south: 20, west: -60, east: 20 });
    const stale = answer({ zoom: 5, north: 60, south: 30, west: -40, east: 10 }, false);
    const part = answer({ zoom: 6, north: 48, south: 45, west: -18, east: -13 });
    expect(chooseWiderLayer([coarse, stale, part, answer({})], own, view, true)).toBeNull();
    const seven = answer({ zoom: 7, north: 60, south: 30, west: -40, east: 10 });
    const six = answer({ zoom: 6, north: 55, south: 35, west: -30, east: 0 });
    expect(chooseWiderLayer([coarse, seven, six], own, view, true)).toEqual({ query: six.query, coverage: 1 });
  });

  it('offline: any age and zoom, the most of the view first, then the nearest zoom, then the newest', () => {
    const part = answer({ zoom: 6, north: 48, south: 45, west: -18, east: -13 }, false);
    const coarseWhole = answer({ zoom: 2, north: 70, south: 20, west: -60, east: 20 }, false, 5);
    const coarseWholeOlder = answer({ zoom: 2, north: 71, south: 20, west: -60, east: 20 }, false, 1);
    expect(chooseWiderLayer([part, coarseWholeOlder, coarseWhole], own, view, false)?.query).toEqual(coarseWhole.query);
    expect(chooseWiderLayer([part], own, view, false)).toEqual({ query: part.query, coverage: 0.25 });
    expect(chooseWiderLayer([answer({ north: 10, south: 0, west: 0, east: 10 })], own, view, false)).toBeNull();
  });
});
