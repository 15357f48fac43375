import { describe, expect, it } from 'vitest';
import { QUARTER_MERIDIAN_M, WGS84_A_M, WGS84_F, latitudeFromMeridianArc, meridianArcM } from './ellipsoid';
import type { LatLon } from './lat-lon';
import { greatCircleInverse } from './geodesic';
import { metresBetween, oceanLegs, referenceWgs84 } from './ocean-legs.fixture';
import { rhumbDirect, rhumbInverse, rhumbLeg } from './rhumb';

const RAD = Math.PI / 180;
const e2 = WGS84_F * (2 - WGS84_F);

/**
 * An independent rhumb line: integrate dLat/ds = cos(c)/rho, dLon/ds = sin(c)/(nu cos(lat)) with
 * classical Runge-Kutta, using only the ellipsoid's radii of curvature (no series, no isometric
 * latitude). Returns the positions after each of `steps` equal steps (index 0 is the start).
 */
function integrateRhumb(from: LatLon, courseDeg: number, distanceNm: number, steps: number): LatLon[] {
  const sinC = Math.sin(courseDeg * RAD);
  const cosC = Math.cos(courseDeg * RAD);
  const h = (distanceNm * 1852) / steps;
  const slope = (latRad: number): { dLat: number; dLon: number } => {
    const w = 1 - e2 * Math.sin(latRad) ** 2;
    const rho = (WGS84_A_M * (1 - e2)) / w ** 1.5;
    const nu = WGS84_A_M / Math.sqrt(w);
    return { dLat: cosC / rho, dLon: sinC / (nu * Math.cos(latRad)) };
  };
  let lat = from.lat * RAD;
  let lon = from.lon * RAD;
  const out: LatLon[] = [{ lat: from.lat, lon: from.lon }];
  for (let i = 0; i < steps; i += 1) {
    const k1 = slope(lat);
    const k2 = slope(lat + (h / 2) * k1.dLat);
    const k3 = slope(lat + (h / 2) * k2.dLat);
    const k4 = slope(lat + h * k3.dLat);
    lat += (h / 6) * (k1.dLat + 2 * k2.dLat + 2 * k3.dLat + k4.dLat);
    lon += (h / 6) * (k1.dLon + 2 * k2.dLon + 2 * k3.dLon + k4.dLon);
    out.push({ lat: lat / RAD, lon: lon / RAD });
  }
  return out;
}

/** 1 m per 1,000 nm, and never tighter than a centimetre. */
const toleranceM = (distanceNm: number): number => Math.max(0.01, distanceNm / 1000);

describe('ellipsoid meridian arc', () => {
  it('equator to pole is the WGS84 quarter meridian, 10,001,965.729 m', () => {
    expect(QUARTER_MERIDIAN_M).toBeCloseTo(10_001_965.729, 3);
    expect(meridianArcM(Math.PI / 2)).toBeCloseTo(10_001_965.729, 3);
  });

  it('matches GeographicLib along meridians, and Newton inversion gives the latitude back', () => {
    for (const latDeg of [-89.9, -75, -45, -12.5, 0, 1e-7, 10, 33.3, 51.95, 75, 89.99]) {
      const geodesicM = referenceWgs84.Inverse(0, 0, latDeg, 0).s12 ?? NaN;
      expect(Math.abs(Math.abs(meridianArcM(latDeg * RAD)) - geodesicM)).toBeLessThan(1e-6);
      expect(latitudeFromMeridianArc(meridianArcM(latDeg * RAD)) / RAD).toBeCloseTo(latDeg, 12);
    }
  });
});

describe('rhumb legs', () => {
  it.each(oceanLegs)('$name: Runge-Kutta along the course for the distance lands on the waypoint', ({ from, to }) => {
    const leg = rhumbLeg(from, to);
    const integrated = integrateRhumb(from, leg.initialCourseDeg, leg.distanceNm, 10_000);
    const end = integrated.at(-1) ?? from;
    expect(metresBetween(end, to)).toBeLessThan(toleranceM(leg.distanceNm));
    // positions along the leg agree with the integration at intermediate distances too
    for (const step of [1000, 2500, 5000, 9000]) {
      const reference = integrated[step] ?? from;
      const position = leg.positionAtNm((leg.distanceNm * step) / 10_000);
      expect(metresBetween(position, reference)).toBeLessThan(1);
    }
  });

  it.each(oceanLegs)('$name: 10,000 geodesic chords along the track sum to the distance, at the one course', ({ from, to }) => {
    const leg = rhumbLeg(from, to);
    const steps = 10_000;
    let sumM = 0;
    let previous = leg.positionAtNm(0);
    for (let i = 1; i <= steps; i += 1) {
      const next = leg.positionAtNm((leg.distanceNm * i) / steps);
      const chord = referenceWgs84.Inverse(previous.lat, previous.lon, next.lat, next.lon);
      sumM += chord.s12 ?? NaN;
      if (i % 997 === 0) {
        // A loxodrome crosses every meridian at the same angle: each chord's mean azimuth is the course.
        const meanAzimuth = ((((chord.azi1 ?? NaN) + (chord.azi2 ?? NaN)) / 2) % 360 + 360) % 360;
        const offDeg = Math.abs(((meanAzimuth - leg.initialCourseDeg + 540) % 360) - 180);
        expect(offDeg).toBeLessThan(1e-6);
      }
      previous = next;
    }
    expect(Math.abs(sumM - leg.distanceNm * 1852)).toBeLessThan(toleranceM(leg.distanceNm));
  });

  it.each(oceanLegs)('$name: position at d is d from the start on the same course, and direct agrees', ({ from, to }) => {
    const leg = rhumbLeg(from, to);
    for (const fraction of [0.05, 0.25, 0.5, 0.9]) {
      const alongNm = leg.distanceNm * fraction;
      const position = leg.positionAtNm(alongNm);
      const back = rhumbInverse(from, position);
      expect(Math.abs(back.distanceNm - alongNm) * 1852).toBeLessThan(1);
      expect(position.courseDeg).toBe(leg.initialCourseDeg);
      expect(metresBetween(rhumbDirect(from, leg.initialCourseDeg, alongNm), position)).toBeLessThan(1);
    }
    expect(metresBetween(rhumbDirect(from, leg.initialCourseDeg, leg.distanceNm), to)).toBeLessThan(1);
    expect(leg.finalCourseDeg).toBe(leg.initialCourseDeg);
  });

  it.each(oceanLegs)('$name: never shorter than the great circle', ({ from, to }) => {
    const rhumbNm = rhumbInverse(from, to).distanceNm;
    const geodesicNm = greatCircleInverse(from, to).distanceNm;
    expect(rhumbNm).toBeGreaterThanOrEqual(geodesicNm - 1e-9);
  });

  it('a meridian leg is the great circle: same distance to the millimetre, course 000 or 180', () => {
    const north = rhumbLeg({ lat: 10, lon: -30 }, { lat: 50, lon: -30 });
    expect(north.initialCourseDeg).toBe(0);
    expect(Math.abs(north.distanceNm - greatCircleInverse(north.from, north.to).distanceNm) * 1852).toBeLessThan(0.001);
    expect(north.positionAtNm(1000).lon).toBe(-30);
    const south = rhumbLeg({ lat: 20, lon: 180 }, { lat: -20, lon: 180 });
    expect(south.initialCourseDeg).toBe(180);
  });

  it('an equator leg is a·dLon, course 270 westbound', () => {
    const leg = rhumbLeg({ lat: 0, lon: -10 }, { lat: 0, lon: -40 });
    expect(leg.initialCourseDeg).toBe(270);
    expect(leg.distanceNm * 1852).toBeCloseTo(WGS84_A_M * 30 * RAD, 6);
    expect(leg.positionAtNm(600).lat).toBe(0);
  });

  it('an east-west leg stays on its parallel, course 090 or 270, the short way across 180°', () => {
    const leg = rhumbLeg({ lat: 75, lon: 170 }, { lat: 75, lon: -170 });
    expect(leg.initialCourseDeg).toBe(90);
    // 20° of longitude on the 75N parallel: nu cos(lat) * dLon
    const parallelM = (WGS84_A_M * Math.cos(75 * RAD)) / Math.sqrt(1 - e2 * Math.sin(75 * RAD) ** 2);
    expect(leg.distanceNm * 1852).toBeCloseTo(parallelM * 20 * RAD, 6);
    const middle = leg.positionAtNm(leg.distanceNm / 2);
    expect(middle.lat).toBe(75);
    expect(Math.abs(middle.lon)).toBeCloseTo(180, 9);
    const points = leg.trackPoints(10);
    expect(points.at(-1)).toEqual({ lat: 75, lon: 190 });
    points.forEach((point, index) => {
      if (index > 0) expect(point.lon).toBeGreaterThan(points[index - 1]?.lon ?? Infinity);
    });
  });

  it('a trans-Pacific leg goes east across 180°, not 320° west', () => {
    const leg = rhumbLeg({ lat: 35.4, lon: 139.7 }, { lat: 37.8, lon: -122.5 });
    expect(leg.initialCourseDeg).toBeGreaterThan(80);
    expect(leg.initialCourseDeg).toBeLessThan(90);
    // the great circle is about 4,482 nm; the long way round would be some 12,000 nm more
    expect(leg.distanceNm).toBeGreaterThan(4700);
    expect(leg.distanceNm).toBeLessThan(4750);
    expect(leg.trackPoints(50).at(-1)?.lon).toBeCloseTo(237.5, 9);
  });

  it('track points are evenly spaced, at most the asked spacing apart, ending on the waypoints', () => {
    const leg = rhumbLeg({ lat: 51.95, lon: 4.05 }, { lat: 40.5, lon: -73.9 });
    const points = leg.trackPoints(25);
    expect(points[0]).toEqual({ lat: 51.95, lon: 4.05 });
    expect(points.at(-1)).toEqual({ lat: 40.5, lon: -73.9 });
    for (let i = 1; i < points.length; i += 1) {
      const stepM = metresBetween(points[i - 1] ?? leg.from, points[i] ?? leg.to);
      expect(stepM / 1852).toBeLessThanOrEqual(25);
      expect(stepM / 1852).toBeGreaterThan(24);
    }
    expect(() => leg.trackPoints(0)).toThrow(RangeError);
  });

  it('a zero-length leg has zero distance and stays put', () => {
    const leg = rhumbLeg({ lat: 12, lon: 34 }, { lat: 12, lon: 34 });
    expect(leg.distanceNm).toBe(0);
    expect(leg.positionAtNm(5)).toMatchObject({ lat: 12, lon: 34 });
    expect(leg.trackPoints(1)).toHaveLength(2);
  });

  it('direct refuses to sail past the pole', () => {
    expect(() => rhumbDirect({ lat: 80, lon: 0 }, 0, 700)).toThrow(/pole/);
    expect(rhumbDirect({ lat: 80, lon: 0 }, 0, 500).lat).toBeCloseTo(88.33, 1);
  });
});
