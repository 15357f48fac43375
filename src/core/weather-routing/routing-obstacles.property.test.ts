import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { greatCircleDirect, greatCircleInverse } from '../../shared/geo/geodesic';
import { buildCoastIndex, isOnLand, type CoastIndex } from '../route-check/coast-index';
import { readNaturalEarthLandRings } from '../route-check/natural-earth-land';
import { createCoastQuery, type CoastQuery } from '../route-check/track-coast-query';
import { routeByIsochrones } from './isochrone-router';
import { allObstacles, landObstacles, noGoObstacles, pointInArea, type NoGoArea } from './routing-obstacles';
import { defaultRoutingOptions, type ConditionsField, type SeaState } from './routing-problem';

/**
 * Among the Cyclades (Natural Earth 1:10m land, the route check's own index), routes between
 * random positions at sea never touch land, checked every 0.1 nm by the index's point test (not
 * the coast query the router itself asks), and never enter a no-go area drawn across the way.
 */

const calm: SeaState = { windKn: null, windFromDeg: null, significantWaveHeightM: null, waveFromDeg: null, currentKn: null, currentToDeg: null };
const field: ConditionsField = { at: () => calm };
const ship = { answer: () => ({ speedKn: 12, hardBreak: false, softExcess: 0 }) };
const options = { ...defaultRoutingOptions, stepHours: 0.5, fanHalfWidthDeg: 120, headingStepDeg: 10, sectorDeg: 2, maxSteps: 60 };
const marginNm = 1;
const departureUtcMs = Date.UTC(2026, 10, 25);

let index: CoastIndex;
let coast: CoastQuery;
beforeAll(() => {
  index = buildCoastIndex(readNaturalEarthLandRings());
  coast = createCoastQuery(index);
}, 60_000);

/** A position in the Cyclades at least the margin from any coast. */
const atSea = fc
  .record({ lat: fc.double({ min: 36.4, max: 37.9, noNaN: true }), lon: fc.double({ min: 24.2, max: 26.4, noNaN: true }) })
  .filter((point) => !isOnLand(index, point.lat, point.lon) && coast.piece(point.lat, point.lon, point.lat, point.lon + 1e-6, 2).nearestNm >= 1.5);

function everyTenthOfAMile(track: ReadonlyArray<{ lat: number; lon: number }>, check: (point: { lat: number; lon: number }) => void): void {
  for (let leg = 1; leg < track.length; leg += 1) {
    const from = track[leg - 1]!;
    const line = greatCircleInverse(from, track[leg]!);
    for (let nm = 0; nm <= line.distanceNm; nm += 0.1) check(greatCircleDirect(from, line.initialCourseDeg, nm));
  }
}

describe('routing among islands', () => {
  it('never crosses land, and finds a way between most pairs of positions at sea', { timeout: 120_000 }, () => {
    let arrivedCount = 0;
    let tried = 0;
    fc.assert(
      fc.property(atSea, atSea, (from, to) => {
        tried += 1;
        const result = routeByIsochrones({ from, to, departureUtcMs }, field, ship, landObstacles(index, marginNm), options);
        if (result.status !== 'arrived') return;
        arrivedCount += 1;
        everyTenthOfAMile(result.track, (point) => expect(isOnLand(index, point.lat, point.lon), `${point.lat},${point.lon}`).toBe(false));
      }),
      { numRuns: 12 },
    );
    expect(arrivedCount).toBeGreaterThanOrEqual(Math.ceil(tried * 0.75));
  });

  it('goes round a no-go area drawn across the direct way', () => {
    // Open water south of Crete's west end is not in the box: a box across 35.0°N–35.6°N, 21.4°E–21.8°E, west of the Peloponnese.
    const from = { lat: 35.3, lon: 21.0 };
    const to = { lat: 35.3, lon: 22.2 };
    const box: NoGoArea = [
      { lat: 35.0, lon: 21.4 },
      { lat: 35.0, lon: 21.8 },
      { lat: 35.6, lon: 21.8 },
      { lat: 35.6, lon: 21.4 },
    ];
    const result = routeByIsochrones({ from, to, departureUtcMs }, field, ship, allObstacles(landObstacles(index, marginNm), noGoObstacles([box])), options);
    expect(result.status).toBe('arrived');
    everyTenthOfAMile(result.track, (point) => expect(pointInArea(point, box)).toBe(false));
  });
});
