import { describe, expect, it } from 'vitest';
import { greatCircleDirect, greatCircleInverse } from '../../shared/geo/geodesic';
import type { LatLon } from '../../shared/geo/lat-lon';
import { MS_PER_HOUR } from '../../shared/geo/units';
import { routeByIsochrones } from './isochrone-router';
import { defaultRoutingOptions, type ConditionsField, type RoutingObstacles, type SeaState, type VesselResponse } from './routing-problem';

/**
 * The router against cases whose answer is known without it: the geodesic in a uniform field,
 * Zermelo's time-optimal crossing of a linear current shear (closed form), and an area of seas
 * beyond a hard limit lying across the geodesic, passed on its shorter side.
 */

const departureUtcMs = Date.UTC(2026, 10, 25, 0);
const calm: SeaState = { windKn: null, windFromDeg: null, significantWaveHeightM: null, waveFromDeg: null, currentKn: null, currentToDeg: null };
const open: RoutingObstacles = { blocked: () => false };

function steadyShip(speedKn: number, hardWaveM = Infinity): VesselResponse {
  return { answer: (state) => ({ speedKn, hardBreak: (state.significantWaveHeightM ?? 0) > hardWaveM, softExcess: 0 }) };
}

function sphericalNm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 3440.065 * Math.asin(Math.sqrt(h));
}

function sailedNm(track: readonly LatLon[]): number {
  let total = 0;
  for (let index = 1; index < track.length; index += 1) total += greatCircleInverse(track[index - 1]!, track[index]!).distanceNm;
  return total;
}

describe('the isochrone router', () => {
  it('in a uniform field sails the geodesic, arriving when the distance at the ship speed says', () => {
    const from = { lat: 50, lon: -30 };
    const to = { lat: 45, lon: -10 };
    const geodesicNm = greatCircleInverse(from, to).distanceNm;
    const field: ConditionsField = { at: () => calm };
    const result = routeByIsochrones({ from, to, departureUtcMs }, field, steadyShip(12), open);
    expect(result.status).toBe('arrived');
    const hours = (result.arrivalUtcMs! - departureUtcMs) / MS_PER_HOUR;
    // Within 0.2 % of the geodesic: the fan's 5° steps and 1° sectors, over 900 nm.
    expect(sailedNm(result.track)).toBeLessThan(geodesicNm * 1.002);
    expect(hours).toBeGreaterThanOrEqual(geodesicNm / 12 - 1e-9);
    expect(hours).toBeLessThan((geodesicNm * 1.002) / 12);
    // Every position of the way within 2 nm of the geodesic (its cross-track distance).
    for (const point of result.track) {
      const toPoint = greatCircleInverse(from, point);
      const onLine = greatCircleDirect(from, greatCircleInverse(from, to).initialCourseDeg, toPoint.distanceNm);
      expect(greatCircleInverse(onLine, point).distanceNm).toBeLessThan(2);
    }
  });

  it("crosses a linear current shear in Zermelo's closed-form time, within the step's resolution", () => {
    // Current setting east, growing northwards: u = w·y (y nm north of the equator), ship 10 kn.
    // Time-optimal headings satisfy sec θ = sec θ0 − (w/V)·y; to a point X nm east on y = 0:
    //   X = (V/w)·(ln(sec θ0 + tan θ0) + sec θ0·tan θ0),   T = 2·tan θ0 / w.
    const speedKn = 10;
    const shearPerHour = 0.3;
    const distanceEastNm = 100;
    const nmPerDegreeLatitude = 110_574 / 1852; // meridian arc at the equator, WGS84
    const field: ConditionsField = { at: (lat) => ({ ...calm, currentKn: shearPerHour * lat * nmPerDegreeLatitude, currentToDeg: 90 }) };
    const from = { lat: 0, lon: 0 };
    const to = greatCircleDirect(from, 90, distanceEastNm);
    const xOf = (theta: number) => (speedKn / shearPerHour) * (Math.log(1 / Math.cos(theta) + Math.tan(theta)) + Math.tan(theta) / Math.cos(theta));
    let low = 0;
    let high = Math.PI / 2 - 1e-6;
    for (let i = 0; i < 100; i += 1) {
      const middle = (low + high) / 2;
      if (xOf(middle) < distanceEastNm) low = middle;
      else high = middle;
    }
    const optimalHours = (2 * Math.tan(low)) / shearPerHour;
    expect(optimalHours).toBeCloseTo(8.2, 1);

    const result = routeByIsochrones({ from, to, departureUtcMs }, field, steadyShip(speedKn), open, {
      ...defaultRoutingOptions,
      stepHours: 0.25,
      headingStepDeg: 2,
      sectorDeg: 1,
    });
    expect(result.status).toBe('arrived');
    const hours = (result.arrivalUtcMs! - departureUtcMs) / MS_PER_HOUR;
    // Straight along the equator, where the current is nil, would take 10 h: the router finds the
    // optimum's 8.2 h within 2 % (the headings are held for a quarter hour).
    expect(Math.abs(hours - optimalHours) / optimalHours).toBeLessThan(0.02);
    // The way bends north to the fast water, as far as the closed form says: y_max = (sec θ0 − 1)·V/w.
    const highestNm = Math.max(...result.track.map((point) => point.lat * nmPerDegreeLatitude));
    const expectedHighestNm = (1 / Math.cos(low) - 1) * (speedKn / shearPerHour);
    expect(Math.abs(highestNm - expectedHighestNm)).toBeLessThan(2);
  });

  it('passes an area of seas beyond a hard limit on its shorter side, never inside it', () => {
    const from = { lat: 40, lon: -40 };
    const to = { lat: 40, lon: -20 };
    const line = greatCircleInverse(from, to);
    const middle = greatCircleDirect(from, line.initialCourseDeg, line.distanceNm / 2);
    // The area's centre 20 nm north of the geodesic: the south side is the shorter way round.
    const centre = greatCircleDirect(middle, 0, 20);
    const radiusNm = 60;
    // Inside by the sphere's distance: the field is read at every sample of every step, and the
    // check below asks the same question of the same field.
    const fromCentreNm = (point: LatLon) => sphericalNm(centre, point);
    const field: ConditionsField = { at: (lat, lon) => ({ ...calm, significantWaveHeightM: fromCentreNm({ lat, lon }) < radiusNm ? 8 : 2 }) };
    const result = routeByIsochrones({ from, to, departureUtcMs }, field, steadyShip(12, 5), open);
    expect(result.status).toBe('arrived');
    // Sampled every nautical mile along every leg: never inside the area (a 6 nm sampling of the
    // weather can cut a 60 nm circle by under 0.1 nm).
    let southOfCentre = false;
    for (let index = 1; index < result.track.length; index += 1) {
      const a = result.track[index - 1]!;
      const b = result.track[index]!;
      const leg = greatCircleInverse(a, b);
      for (let nm = 0; nm <= leg.distanceNm; nm += 1) {
        const point = greatCircleDirect(a, leg.initialCourseDeg, nm);
        expect(fromCentreNm(point)).toBeGreaterThan(radiusNm - 0.1);
        if (Math.abs(point.lon - centre.lon) < 0.2 && point.lat < centre.lat) southOfCentre = true;
      }
    }
    expect(southOfCentre).toBe(true);
    // Longer than the geodesic by the detour, and no more than the shorter side's.
    expect(sailedNm(result.track)).toBeGreaterThan(line.distanceNm);
    expect(sailedNm(result.track)).toBeLessThan(line.distanceNm + 30);
  });

  it('says why when no heading can be sailed, and stops when cancelled', () => {
    const from = { lat: 10, lon: 10 };
    const to = { lat: 10, lon: 20 };
    const stormy: ConditionsField = { at: () => ({ ...calm, significantWaveHeightM: 9 }) };
    const none = routeByIsochrones({ from, to, departureUtcMs }, stormy, steadyShip(12, 5), open);
    expect(none).toMatchObject({ status: 'no_route', reason: expect.stringMatching(/hard limit/) });
    const cancelled = routeByIsochrones({ from, to, departureUtcMs }, { at: () => calm }, steadyShip(12), open, defaultRoutingOptions, { cancelled: () => true });
    expect(cancelled).toMatchObject({ status: 'no_route', reason: 'The routing was cancelled.' });
  });
});
