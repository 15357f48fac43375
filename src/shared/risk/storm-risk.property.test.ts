import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleDirect, greatCircleInverse } from '../geo';
import { defaultVesselProfile } from '../voyage/vessel-profile';
import { dangerArea, type DangerCircle } from './danger-area';
import { stormEncounter } from './storm-cpa';
import { analyseStorm } from './storm-risk';
import { equatorVoyage, HOUR_MS, scenarioStorm, T0_UTC_MS } from './storm-scenarios.fixture';
import { stormStateAt, stormTrack } from './storm-track';
import { shipPositionAt, voyageTimeline } from './voyage-timeline';

// The fast paths (spherical screening, bounds per piece, golden-section searches) against plain
// brute force on the ellipsoid: fine steps along the track, GeographicLib at every one.

/** A recurving storm: west-north-west, then north, then north-east, crossing 180° on the way. */
const recurving = scenarioStorm('RECURVE', [
  { hours: 0, lat: 12, lon: 176, category: 'TS' },
  { hours: 12, lat: 13, lon: 174.2, category: 'TS' },
  { hours: 24, lat: 14.5, lon: 173, category: 'TY' },
  { hours: 36, lat: 16.5, lon: 172.8, category: 'TY' },
  { hours: 48, lat: 19, lon: 173.6, category: 'TY' },
  { hours: 72, lat: 23, lon: 177.5, category: 'TY' },
  { hours: 96, lat: 27, lon: -176, category: 'TY' },
  { hours: 120, lat: 31, lon: -168, category: 'TS' },
]);

/** Distance minus radius at the deepest of 0.1-hour steps along the track, on the ellipsoid. */
function bruteExcessNm(circles: readonly DangerCircle[], point: { lat: number; lon: number }): number {
  let least = Infinity;
  circles.slice(1).forEach((to, index) => {
    const from = circles[index] ?? to;
    const steps = Math.max(1, Math.ceil((to.leadHours - from.leadHours) * 10));
    for (let step = 0; step <= steps; step += 1) {
      const f = step / steps;
      const centre = { lat: from.lat + (to.lat - from.lat) * f, lon: from.lon + (to.lon - from.lon) * f };
      const radiusNm = from.radiusNm + (to.radiusNm - from.radiusNm) * f;
      least = Math.min(least, greatCircleInverse(centre, point).distanceNm - radiusNm);
    }
  });
  return least;
}

describe('fast paths agree with brute force', () => {
  it('danger area: contains() decides as a fine brute-force sweep does, away from the very edge', () => {
    const area = dangerArea(stormTrack(recurving, T0_UTC_MS));
    const centre = { lat: 20, lon: 176 };
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0, max: 900, noNaN: true }), (bearingDeg, distanceNm) => {
        const point = greatCircleDirect(centre, bearingDeg, distanceNm);
        const excess = bruteExcessNm(area.circles, point);
        // A 0.1-hour step leaves the sweep at most ~0.1 nm short of the true edge.
        if (Math.abs(excess) < 0.5) return;
        expect(area.contains(point)).toBe(excess < 0);
      }),
      { numRuns: 60, seed: 9 },
    );
  });

  it('CPA: never more than 2 m further than a 5-minute brute-force search finds, and within 0.2 nm of it', () => {
    const timeline = voyageTimeline(equatorVoyage(165, 25), T0_UTC_MS);
    fc.assert(
      fc.property(
        fc.double({ min: -8, max: 8, noNaN: true }),
        fc.double({ min: 168, max: 188, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 3, max: 25, noNaN: true }),
        (lat, lon, headingDeg, speedKn) => {
          const points = [0, 12, 24, 36, 48, 72, 96, 120].map((hours) => {
            const position = greatCircleDirect({ lat, lon }, headingDeg, speedKn * hours);
            return { hours, lat: position.lat, lon: position.lon, category: 'TS' };
          });
          const storm = analyseStorm(scenarioStorm('RANDOM', points), T0_UTC_MS);
          const cpa = stormEncounter(timeline, storm, defaultVesselProfile.stormDistanceNm).closestApproach;
          let bruteNm = Infinity;
          for (let t = timeline.etdUtcMs; t <= Math.min(timeline.etaUtcMs, T0_UTC_MS + 120 * HOUR_MS); t += 5 * 60_000) {
            const ship = shipPositionAt(timeline, t);
            const state = stormStateAt(storm.track, t);
            if (ship !== undefined && state !== undefined) bruteNm = Math.min(bruteNm, greatCircleInverse(ship, state).distanceNm);
          }
          expect(cpa).not.toBeNull();
          // The search stops within seconds of the minimum, where the distance is flat to millimetres.
          expect(cpa?.distanceNm ?? Infinity).toBeLessThanOrEqual(bruteNm + 0.001);
          expect(bruteNm - (cpa?.distanceNm ?? 0)).toBeLessThan(0.2);
        },
      ),
      { numRuns: 15, seed: 4 },
    );
  });
});
