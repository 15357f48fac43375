import { describe, expect, it } from 'vitest';
import type { CachedLayerAnswer } from '../service-data/service-data';
import { preferCachedWiderLayers, type PlannedLayer } from './layer-field-plan';

const own = { model: 'ecmwf-hres', run: 'latest', element: 'windSpeed', level: '10m', zoom: 4, north: 62, south: 30, west: -84, east: 4 };
const layer: PlannedLayer = { quantity: 'windSpeed', model: 'ecmwf-hres', modelName: 'ECMWF', element: 'windSpeed', level: '10m', query: own };
const wider: CachedLayerAnswer = { query: { ...own, north: 67, south: 25, west: -94, east: 14 }, fetchedAtMs: 0, fresh: true };

function data(ownFresh: boolean, answers: CachedLayerAnswer[]) {
  return { freshInCache: () => ownFresh, cachedLayerAnswers: () => answers };
}

describe('the layers a routing asks', () => {
  it('reads a fresh cached answer over a wider box when its own is not cached (the storms narrowed the region since)', () => {
    expect(preferCachedWiderLayers(data(false, [wider]), [layer])[0]!.query).toEqual(wider.query);
  });
  it('keeps its own box when that is cached, or when no fresh cached box covers it', () => {
    expect(preferCachedWiderLayers(data(true, [wider]), [layer])[0]!.query).toBe(own);
    expect(preferCachedWiderLayers(data(false, [{ ...wider, fresh: false }]), [layer])[0]!.query).toBe(own);
    expect(preferCachedWiderLayers(data(false, [{ ...wider, query: { ...wider.query, east: 0 } }]), [layer])[0]!.query).toBe(own);
  });
});
