import { describe, expect, it } from 'vitest';
import { greatCircleDirect, greatCircleInverse } from '../geo';
import { dangerArea, dangerRadiusNm } from './danger-area';
import { dangerAreaOutline } from './danger-area-outline';
import { stormCone } from './storm-cone';
import { stormEncounter } from './storm-cpa';
import { analyseStorm } from './storm-risk';
import {
  equatorVoyage,
  HOUR_MS,
  NM_PER_DEG_LON_AT_EQUATOR,
  scenarioStorm,
  straightStorm,
  T0_UTC_MS,
} from './storm-scenarios.fixture';
import { stormTrack } from './storm-track';
import { voyageTimeline } from './voyage-timeline';

const hours = (timeUtcMs: number): number => (timeUtcMs - T0_UTC_MS) / HOUR_MS;
const aheadStorm = (cone?: Array<Array<[number, number]>>) =>
  straightStorm('AHEAD', { xNm: 300, yNm: -100, eastKn: 0, northKn: 5 }, () => 'H1', cone);

describe('the 1-2-3 danger area', () => {
  it('widens 100, 200 and 300 nm at 24, 48 and 72 h, linearly between, plus the wind radius', () => {
    expect(dangerRadiusNm(0, null)).toBe(0);
    expect(dangerRadiusNm(12, null)).toBeCloseTo(50, 9);
    expect(dangerRadiusNm(24, null)).toBeCloseTo(100, 9);
    expect(dangerRadiusNm(48, null)).toBeCloseTo(200, 9);
    expect(dangerRadiusNm(60, null)).toBeCloseTo(250, 9);
    expect(dangerRadiusNm(72, null)).toBeCloseTo(300, 9);
    expect(dangerRadiusNm(24, 80)).toBeCloseTo(180, 9);
    expect(dangerRadiusNm(-6, null)).toBe(0);
  });

  it('is swept by the growing circle: a ship on the equator enters it at 14.9 h (worked by hand)', () => {
    // Storm at (300, 5 (s - 20)) nm, radius 100 s / 24. The point (x, 0) is inside when for some s
    // (x - 300)^2 + 25 (s - 20)^2 <= (100 s / 24)^2. The right side minus 25 (s - 20)^2 is largest
    // at s = 1000 / (50 - 2 * 17.3611) = 65.45 h, where it is 22,727: |x - 300| <= 150.76 nm.
    // The ship (10 kn) reaches x = 149.24 nm at 14.92 h.
    const storm = analyseStorm(aheadStorm(), T0_UTC_MS);
    const encounter = stormEncounter(voyageTimeline(equatorVoyage(0, 10), T0_UTC_MS), storm, {
      hurricane: 300,
      tropicalStorm: 200,
      depression: 150,
      severity: 'hard',
    });
    expect(Math.abs(hours(encounter.dangerAreaEntry?.timeUtcMs ?? 0) - 14.924)).toBeLessThan(0.1);
    expect(encounter.dangerAreaEntry?.lon).toBeCloseTo(149.24 / NM_PER_DEG_LON_AT_EQUATOR, 1);
    expect(encounter.dangerAreaEntry?.legIndex).toBe(0);
    const { contains } = storm.dangerArea;
    expect(contains({ lat: 0, lon: 148 / NM_PER_DEG_LON_AT_EQUATOR })).toBe(false);
    expect(contains({ lat: 0, lon: 151 / NM_PER_DEG_LON_AT_EQUATOR })).toBe(true);
    expect(contains({ lat: 0, lon: 450 / NM_PER_DEG_LON_AT_EQUATOR })).toBe(true);
    expect(contains({ lat: 0, lon: 452 / NM_PER_DEG_LON_AT_EQUATOR })).toBe(false);
  });

  it('the cone is entered where the ship crosses its edge', () => {
    // A cone from 4.5°E to 5.5°E: the ship reaches 4.5°E after 4.5 * 60.108 / 10 = 27.05 h.
    const cone: Array<Array<[number, number]>> = [[[4.5, -3], [5.5, -3], [5.5, 6], [4.5, 6], [4.5, -3]]];
    const storm = analyseStorm(aheadStorm(cone), T0_UTC_MS);
    const timeline = voyageTimeline(equatorVoyage(0, 10), T0_UTC_MS);
    const encounter = stormEncounter(timeline, storm, { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'soft' });
    expect(Math.abs(hours(encounter.coneEntry?.timeUtcMs ?? 0) - 27.05)).toBeLessThan(0.05);
    expect(stormCone(aheadStorm()).contains({ lat: 0, lon: 5 })).toBe(false);
  });

  it('holds across 180° whichever way the longitude is written', () => {
    // Crosses 180° at 19.8 h about 1 nm south of the equator, radius 82.5 nm there.
    const storm = straightStorm('DATELINE', { xNm: 700, yNm: -100, eastKn: -5, northKn: 5, originLonDeg: 170 }, () => 'TS');
    const area = dangerArea(stormTrack(storm, T0_UTC_MS));
    for (const lon of [179.5, -179.5, 180.5, -180, 180]) expect(area.contains({ lat: 0, lon })).toBe(true);
    expect(area.contains({ lat: 0, lon: 170 })).toBe(false);
    expect(area.contains({ lat: 0, lon: -170 })).toBe(false);
    const outline = dangerAreaOutline(area);
    expect(outline.length).toBeGreaterThan(20);
    expect(outline[0]).toEqual(outline.at(-1));
    for (let i = 1; i < outline.length; i += 1) expect(Math.abs((outline[i]?.lon ?? 0) - (outline[i - 1]?.lon ?? 0))).toBeLessThan(10);
    // Continuous from the first point's longitude (178.35°W): the ring goes on past -180.
    expect(outline.some((point) => point.lon < -180)).toBe(true);
  });

  it('the outline runs along the edge that contains() decides', () => {
    const area = dangerArea(stormTrack(aheadStorm(), T0_UTC_MS));
    const outline = dangerAreaOutline(area);
    const centre = { lat: 1, lon: 5 };
    for (const vertex of outline) {
      const { initialCourseDeg } = greatCircleInverse(centre, vertex);
      // 3 nm beyond the drawn edge is outside; 3 nm within it is inside (unless at the track's start).
      const { distanceNm } = greatCircleInverse(centre, vertex);
      expect(area.contains(greatCircleDirect(centre, initialCourseDeg, distanceNm + 3))).toBe(false);
      if (distanceNm > 20) expect(area.contains(greatCircleDirect(centre, initialCourseDeg, distanceNm - 3))).toBe(true);
    }
  });

  it('a storm that barely moves: the area is its last circle, the outline a circle of 300 nm', () => {
    const points = [0, 24, 48, 72].map((h) => ({ hours: h, lat: 20, lon: -60 + h * 0.001, category: 'H2' }));
    const area = dangerArea(stormTrack(scenarioStorm('STILL', points), T0_UTC_MS));
    const outline = dangerAreaOutline(area);
    const last = area.circles.at(-1);
    expect(last?.radiusNm).toBeCloseTo(300, 6);
    for (const vertex of outline) expect(greatCircleInverse(last ?? vertex, vertex).distanceNm).toBeCloseTo(300, 0);
    expect(area.contains(greatCircleDirect({ lat: 20, lon: -60 }, 45, 298))).toBe(true);
    expect(area.contains(greatCircleDirect({ lat: 20, lon: -60 }, 45, 303))).toBe(false);
  });

  it('adds a wind radius where the track has one, and is the analysis circle alone without a forecast', () => {
    const track = stormTrack(scenarioStorm('PAST', [-12, 0].map((h) => ({ hours: h, lat: 15, lon: 140, category: 'TY' }))), T0_UTC_MS);
    expect(dangerArea(track).circles).toHaveLength(1);
    const withRadius = { ...track, points: track.points.map((point) => ({ ...point, windRadius34Nm: 80 })) };
    const area = dangerArea(withRadius);
    expect(area.circles[0]?.radiusNm).toBe(80);
    expect(area.contains(greatCircleDirect({ lat: 15, lon: 140 }, 200, 79))).toBe(true);
    expect(area.contains(greatCircleDirect({ lat: 15, lon: 140 }, 200, 81))).toBe(false);
    expect(dangerAreaOutline(area)).toHaveLength(38);
  });
});
