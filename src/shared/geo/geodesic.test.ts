import { describe, expect, it } from 'vitest';
import { greatCircleDirect, greatCircleInverse, greatCircleLeg } from './geodesic';
import { metresBetween, oceanLegs, referenceWgs84 as wgs84 } from './ocean-legs.fixture';

describe('great-circle legs', () => {
  it.each(oceanLegs)('$name: distance within 1 m of GeographicLib Inverse, courses match', ({ from, to }) => {
    const reference = wgs84.Inverse(from.lat, from.lon, to.lat, to.lon);
    const inverse = greatCircleInverse(from, to);
    const leg = greatCircleLeg(from, to);
    expect(Math.abs(inverse.distanceNm * 1852 - (reference.s12 ?? NaN))).toBeLessThan(1);
    expect(Math.abs(leg.distanceNm * 1852 - (reference.s12 ?? NaN))).toBeLessThan(1);
    const referenceInitial = ((reference.azi1 ?? NaN) + 360) % 360;
    expect(inverse.initialCourseDeg).toBeCloseTo(referenceInitial, 9);
    expect(leg.initialCourseDeg).toBeCloseTo(referenceInitial, 9);
    expect(leg.finalCourseDeg).toBeCloseTo(((reference.azi2 ?? NaN) + 360) % 360, 6);
    expect(leg.initialCourseDeg).toBeGreaterThanOrEqual(0);
    expect(leg.initialCourseDeg).toBeLessThan(360);
  });

  it.each(oceanLegs)('$name: positions along the leg lie on it within 1 m', ({ from, to }) => {
    const leg = greatCircleLeg(from, to);
    for (const fraction of [0, 0.1, 0.37, 0.5, 0.81, 1]) {
      const alongNm = leg.distanceNm * fraction;
      const position = leg.positionAtNm(alongNm);
      expect(Math.abs(metresBetween(from, position) - alongNm * 1852)).toBeLessThan(1);
      expect(Math.abs(metresBetween(position, to) - (leg.distanceNm - alongNm) * 1852)).toBeLessThan(1);
      expect(position.lon).toBeGreaterThanOrEqual(-180);
      expect(position.lon).toBeLessThanOrEqual(180);
    }
    expect(metresBetween(leg.positionAtNm(leg.distanceNm), to)).toBeLessThan(0.001);
  });

  it('positions beyond the ends are clamped to the waypoints', () => {
    const leg = greatCircleLeg({ lat: 51.95, lon: 4.05 }, { lat: 40.5, lon: -73.9 });
    expect(metresBetween(leg.positionAtNm(-5), leg.from)).toBeLessThan(0.001);
    expect(metresBetween(leg.positionAtNm(leg.distanceNm + 50), leg.to)).toBeLessThan(0.001);
  });

  it('Rotterdam to New York: about 3,158 nm, within 0.5 % of a spherical haversine, bulging north', () => {
    const from = { lat: 51.95, lon: 4.05 };
    const to = { lat: 40.5, lon: -73.9 };
    const leg = greatCircleLeg(from, to);
    const rad = Math.PI / 180;
    const h =
      Math.sin(((to.lat - from.lat) * rad) / 2) ** 2 +
      Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(((to.lon - from.lon) * rad) / 2) ** 2;
    const sphericalNm = (2 * 6371008.8 * Math.asin(Math.sqrt(h))) / 1852;
    expect(Math.abs(leg.distanceNm / sphericalNm - 1)).toBeLessThan(0.005);
    expect(leg.distanceNm).toBeCloseTo(3158.4, 0);
    expect(leg.positionAtNm(leg.distanceNm * 0.3).lat).toBeGreaterThan(53);
  });

  it('direct lands on the far waypoint given the initial course and distance', () => {
    for (const { from, to } of oceanLegs) {
      const inverse = greatCircleInverse(from, to);
      const end = greatCircleDirect(from, inverse.initialCourseDeg, inverse.distanceNm);
      expect(metresBetween(end, to)).toBeLessThan(0.001);
      expect(end.courseDeg).toBeCloseTo(inverse.finalCourseDeg, 6);
    }
  });

  it('track points across 180° keep longitude continuous and end on the waypoint', () => {
    const leg = greatCircleLeg({ lat: 35.4, lon: 139.7 }, { lat: 48.4, lon: -124.8 });
    const points = leg.trackPoints(20);
    expect(points.length).toBeGreaterThan(leg.distanceNm / 20);
    for (let i = 1; i < points.length; i += 1) {
      expect(Math.abs((points[i]?.lon ?? NaN) - (points[i - 1]?.lon ?? NaN))).toBeLessThan(5);
    }
    const last = points.at(-1);
    expect(last?.lon).toBeCloseTo(-124.8 + 360, 9);
    expect(last?.lat).toBeCloseTo(48.4, 9);
    expect(Math.max(...points.map((point) => point.lat))).toBeGreaterThan(48.4);
  });
});
