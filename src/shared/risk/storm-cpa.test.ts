import { describe, expect, it } from 'vitest';
import { computeRoute } from '../geo';
import { referenceWgs84 } from '../geo/ocean-legs.fixture';
import { defaultVesselProfile, type StormDistance } from '../voyage/vessel-profile';
import { analyseStorm, stormEncounters, voyageStormClearance } from './storm-risk';
import { stormEncounter } from './storm-cpa';
import {
  equatorVoyage,
  HOUR_MS,
  NM_PER_DEG_LAT_AT_EQUATOR,
  NM_PER_DEG_LON_AT_EQUATOR,
  scenarioStorm,
  straightStorm,
  T0_UTC_MS,
} from './storm-scenarios.fixture';
import { voyageTimeline } from './voyage-timeline';

// Hand-worked in the flat frame of the fixture: the ship at (10 t, 0) nm, t hours after T0; a
// storm at (X + u t, Y + v t). Squared distance (X + (u - 10) t)^2 + (Y + v t)^2 is least where
// its derivative is 0, t* = -(X (u - 10) + Y v) / ((u - 10)^2 + v^2).
const distance: StormDistance = defaultVesselProfile.stormDistanceNm; // 300 / 200 / 150 nm, hard
const soft: StormDistance = { ...distance, severity: 'soft' };
const hours = (timeUtcMs: number): number => (timeUtcMs - T0_UTC_MS) / HOUR_MS;
/** Degrees between two bearings the short way round (359.9° and 000.1° are 0.2° apart). */
const bearingGapDeg = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
const timeline = voyageTimeline(equatorVoyage(0, 10), T0_UTC_MS);

describe('closest approach, ship against storm at the same moment', () => {
  it('a storm crossing ahead: CPA 44.7 nm at 28 h, storm bearing 026.6°, hurricane inside 300 nm is hard', () => {
    // Crosses the ship's track at x = 300 nm at 20 h, 10 h before the ship gets there, moving north at 5 kn.
    // t* = -(300 * -10 + -100 * 5) / (100 + 25) = 28 h; ship at 280, storm at (300, 40): 20 east, 40 north.
    const storm = analyseStorm(straightStorm('AHEAD', { xNm: 300, yNm: -100, eastKn: 0, northKn: 5 }, () => 'H1'), T0_UTC_MS);
    const encounter = stormEncounter(timeline, storm, distance);
    const cpa = encounter.closestApproach;
    expect(cpa).not.toBeNull();
    expect(cpa?.distanceNm).toBeCloseTo(Math.hypot(20, 40), 0);
    expect(Math.abs(hours(cpa?.timeUtcMs ?? 0) - 28)).toBeLessThan(0.05);
    expect(cpa?.bearingFromShipDeg).toBeCloseTo((Math.atan2(20, 40) * 180) / Math.PI, 0);
    expect(cpa?.ship.lon).toBeCloseTo(280 / NM_PER_DEG_LON_AT_EQUATOR, 2);
    expect(cpa?.storm.lat).toBeCloseTo(40 / NM_PER_DEG_LAT_AT_EQUATOR, 2);
    expect(cpa?.storm.stormClass).toBe('hurricane');
    expect(encounter.clearance?.requiredNm).toBe(300);
    expect(encounter.clearance?.marginNm).toBeCloseTo(Math.hypot(20, 40) - 300, 0);
    expect(encounter.verdict).toBe('hard');
    expect(stormEncounter(timeline, storm, soft).verdict).toBe('soft');
  });

  it('a storm passing astern: CPA 44.7 nm at 32 h with the storm bearing 206.6°', () => {
    // Crosses x = 300 at 40 h, 10 h after the ship: t* = -(300 * -10 + -200 * 5) / 125 = 32 h;
    // ship at 320, storm at (300, -40): 20 west, 40 south.
    const storm = analyseStorm(straightStorm('ASTERN', { xNm: 300, yNm: -200, eastKn: 0, northKn: 5 }, () => 'TS'), T0_UTC_MS);
    const encounter = stormEncounter(timeline, storm, distance);
    expect(encounter.closestApproach?.distanceNm).toBeCloseTo(Math.hypot(20, 40), 0);
    expect(Math.abs(hours(encounter.closestApproach?.timeUtcMs ?? 0) - 32)).toBeLessThan(0.05);
    expect(encounter.closestApproach?.bearingFromShipDeg).toBeCloseTo(180 + (Math.atan2(20, 40) * 180) / Math.PI, 0);
    expect(encounter.clearance?.requiredNm).toBe(200);
    expect(encounter.verdict).toBe('hard');
  });

  it('a storm never closer than 500 nm: CPA due north when the ship is on its meridian, verdict ok, no entry', () => {
    // Stationary at 10°N 5°E: the nearest point of the equator is on the same meridian, reached at
    // x = 5 * 60.108 = 300.5 nm, 30.05 h; the distance is the meridian arc from 0° to 10°N.
    const points = [0, 24, 48, 72].map((h) => ({ hours: h, lat: 10, lon: 5, category: 'H3' }));
    const storm = analyseStorm(scenarioStorm('FAR', points), T0_UTC_MS);
    const encounter = stormEncounter(timeline, storm, distance);
    const meridianArcNm = (referenceWgs84.Inverse(0, 5, 10, 5).s12 ?? NaN) / 1852;
    expect(meridianArcNm).toBeGreaterThan(500);
    expect(encounter.closestApproach?.distanceNm).toBeCloseTo(meridianArcNm, 1);
    expect(Math.abs(hours(encounter.closestApproach?.timeUtcMs ?? 0) - (5 * NM_PER_DEG_LON_AT_EQUATOR) / 10)).toBeLessThan(0.05);
    expect(bearingGapDeg(encounter.closestApproach?.bearingFromShipDeg ?? NaN, 0)).toBeLessThan(0.1);
    expect(encounter.clearance?.marginNm).toBeCloseTo(meridianArcNm - 300, 1);
    expect(encounter.verdict).toBe('ok');
    // Its 1-2-3 area reaches 300 nm at 72 h: short of the ship's track.
    expect(encounter.dangerAreaEntry).toBeNull();
    expect(encounter.coneEntry).toBeNull();
  });

  it('a route and a storm both crossing 180°: CPA 126.5 nm at 44 h, bearing 018.4°', () => {
    // The ship from 170°E east at 10 kn; the storm from x = 700 nm (178.35°W), y = -100 nm, moving
    // 5 kn west and 5 kn north, so it crosses 180° at 19.8 h and the ship crosses it at 60.1 h.
    // t* = -(700 * -15 + -100 * 5) / (225 + 25) = 44 h; ship at 440, storm at (480, 120).
    const crossing = voyageTimeline(equatorVoyage(170, 20), T0_UTC_MS);
    const track = straightStorm('DATELINE', { xNm: 700, yNm: -100, eastKn: -5, northKn: 5, originLonDeg: 170 }, () => 'TS');
    expect(track.path[0]?.longitude).toBeLessThan(-178);
    expect(track.path.at(-1)?.longitude).toBeGreaterThan(170);
    const encounter = stormEncounter(crossing, analyseStorm(track, T0_UTC_MS), distance);
    const cpa = encounter.closestApproach;
    expect(cpa?.distanceNm).toBeCloseTo(Math.hypot(40, 120), 0);
    expect(Math.abs(hours(cpa?.timeUtcMs ?? 0) - 44)).toBeLessThan(0.05);
    expect(cpa?.bearingFromShipDeg).toBeCloseTo((Math.atan2(40, 120) * 180) / Math.PI, 0);
    expect(cpa?.ship.lon).toBeCloseTo(170 + 440 / NM_PER_DEG_LON_AT_EQUATOR, 2);
    expect(cpa?.storm.lon).toBeCloseTo(170 + 480 / NM_PER_DEG_LON_AT_EQUATOR, 1);
    expect(encounter.verdict).toBe('hard');
    // The danger area lies across 180°: the ship enters it (before the CPA) on one side or the other.
    expect(encounter.dangerAreaEntry).not.toBeNull();
    expect(encounter.dangerAreaEntry?.timeUtcMs ?? Infinity).toBeLessThan(cpa?.timeUtcMs ?? 0);
  });

  it('weighs each moment against the class at that moment: the worst margin need not be at the CPA', () => {
    // The crossing-ahead storm, a hurricane to 12 h, a tropical storm at 24 h, a depression from 36 h.
    // Between 12 and 24 h the stronger class (hurricane, 300 nm) holds; at 24 h the ship is 63.2 nm
    // off (60 east, 20 south): margin -236.8 nm, worse than at the CPA (28 h, 44.7 - 200).
    const category = (h: number): string => (h <= 12 ? 'H1' : h <= 24 ? 'TS' : 'TD');
    const storm = analyseStorm(straightStorm('WEAKENING', { xNm: 300, yNm: -100, eastKn: 0, northKn: 5 }, category), T0_UTC_MS);
    const encounter = stormEncounter(timeline, storm, distance);
    expect(encounter.closestApproach?.distanceNm).toBeCloseTo(Math.hypot(20, 40), 0);
    expect(encounter.clearance?.stormClass).toBe('hurricane');
    expect(Math.abs(hours(encounter.clearance?.timeUtcMs ?? 0) - 24)).toBeLessThan(0.05);
    expect(encounter.clearance?.marginNm).toBeCloseTo(Math.hypot(60, 20) - 300, 0);
  });

  it('says notCompared when the storm track and the voyage share no moment', () => {
    const late = analyseStorm(
      scenarioStorm('LATE', [200, 212].map((h) => ({ hours: h, lat: 1, lon: 5, category: 'TS' }))),
      T0_UTC_MS,
    );
    const encounter = stormEncounter(timeline, late, distance);
    expect(encounter.verdict).toBe('notCompared');
    expect(encounter.closestApproach).toBeNull();
    expect(encounter.compared).toBeNull();
    expect(() => voyageTimeline(computeRoute({ waypoints: [], legs: [] }), T0_UTC_MS)).toThrow(/at least one waypoint/);
  });

  it('the voyage clearance is the smallest margin over all storms, for ranking departures', () => {
    const storms = [
      analyseStorm(straightStorm('AHEAD', { xNm: 300, yNm: -100, eastKn: 0, northKn: 5 }, () => 'TS'), T0_UTC_MS),
      analyseStorm(scenarioStorm('FAR', [0, 72].map((h) => ({ hours: h, lat: 10, lon: 5, category: 'H3' }))), T0_UTC_MS),
    ];
    const clearance = voyageStormClearance(stormEncounters(timeline, storms, distance));
    expect(clearance?.stormId).toBe('AHEAD');
    expect(clearance?.marginNm).toBeCloseTo(Math.hypot(20, 40) - 200, 0);
    expect(clearance?.entersDangerArea).toBe(true);
    expect(voyageStormClearance([])).toBeNull();
  });
});
