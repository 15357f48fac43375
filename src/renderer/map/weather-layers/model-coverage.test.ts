import { describe, expect, it } from 'vitest';
import { catalogueEntrySchema } from '../../../shared/service/catalogue';
import { offeredModels, routeCoverage } from './model-coverage';

// Entries as the demo catalogue gives them: a global model, a regional one over the North Sea,
// and one across 180° (west east of east).
const world = catalogueEntrySchema.parse({ id: 'ecmwf-hres', name: 'ECMWF IFS HRES', elements: [], boundingbox: { north: 90, south: -90, east: 180, west: -180 } });
const northSea = catalogueEntrySchema.parse({ id: 'harmonie-nl', name: 'HARMONIE', elements: [], boundingbox: { north: 57, south: 48, east: 12, west: -2 } });
const pacific = catalogueEntrySchema.parse({ id: 'pacific', name: 'Pacific', elements: [], boundingbox: { north: 60, south: 0, east: -150, west: 150 } });

const biscay = { north: 47, south: 42, west: -12, east: -3 };
// Rotterdam out through the Channel to Bishop Rock: starts in the North Sea model's box.
const rotterdamOut = [
  { lat: 51.98, lon: 4.05, distanceNm: 0 },
  { lat: 51.0, lon: 1.5, distanceNm: 120 },
  { lat: 49.87, lon: -6.45, distanceNm: 420 },
];

describe('the models the picker offers', () => {
  it('offers a regional model along the route while the chart looks elsewhere, and says so', () => {
    const offered = offeredModels([world, northSea, pacific], biscay, rotterdamOut);
    expect(offered.map(({ model, covers }) => [model.id, covers])).toEqual([
      ['ecmwf-hres', 'view, whole route'],
      ['harmonie-nl', 'part of the route'],
    ]);
  });

  it('without a voyage open only the view counts', () => {
    expect(offeredModels([world, northSea], biscay, []).map(({ model, covers }) => [model.id, covers])).toEqual([['ecmwf-hres', 'view']]);
  });

  it('a box across 180° holds a route on both sides of it', () => {
    const crossing = [
      { lat: 40, lon: 170, distanceNm: 0 },
      { lat: 42, lon: 190, distanceNm: 900 },
      { lat: 42, lon: -140, distanceNm: 2300 },
    ];
    expect(routeCoverage(pacific, crossing.slice(0, 2))).toBe('whole');
    expect(routeCoverage(pacific, crossing)).toBe('part');
  });
});
