import { describe, expect, it } from 'vitest';
import { greatCircleDirect, greatCircleInverse } from '../../shared/geo/geodesic';
import type { LatLon } from '../../shared/geo/lat-lon';
import { MS_PER_HOUR } from '../../shared/geo/units';
import { analyseStorm, stormStateAt } from '../../shared/risk';
import { scenarioStorm, T0_UTC_MS } from '../../shared/risk/storm-scenarios.fixture';
import { defaultRoutingPenaltyWeights } from '../../shared/voyage/routing-penalties';
import type { StormDistance } from '../../shared/voyage/vessel-profile';
import { routeByIsochrones } from './isochrone-router';
import type { ConditionsField, SeaState } from './routing-problem';
import { stormHazard } from './storm-hazard';

/**
 * A hurricane whose forecast track crosses the geodesic (from 19°N 48°W south-west to 13°N 51°W
 * over three days), met by a ship crossing from 60°W to 40°W along 15°N at 12 kn in calm water:
 * the router passes outside its 1-2-3 danger area, and with the profile's distance hard, never
 * nearer the storm than that distance at any moment.
 */

const calm: SeaState = { windKn: null, windFromDeg: null, significantWaveHeightM: null, waveFromDeg: null, currentKn: null, currentToDeg: null };
const field: ConditionsField = { at: () => calm };
const ship = { answer: () => ({ speedKn: 12, hardBreak: false, softExcess: 0 }) };
const open = { blocked: () => false };
const from = { lat: 15, lon: -60 };
const to = { lat: 15, lon: -40 };
const hurricane = analyseStorm(
  scenarioStorm('cross', [
    { hours: 0, lat: 19, lon: -48, category: 'H2' },
    { hours: 24, lat: 17, lon: -49, category: 'H2' },
    { hours: 48, lat: 15, lon: -50, category: 'H2' },
    { hours: 72, lat: 13, lon: -51, category: 'H2' },
  ]),
  T0_UTC_MS,
);

/** Every nautical mile of the route, with the moment the ship is there. */
function everyMile(track: ReadonlyArray<LatLon & { timeUtcMs: number }>, visit: (point: LatLon, timeUtcMs: number) => void): void {
  for (let leg = 1; leg < track.length; leg += 1) {
    const start = track[leg - 1]!;
    const end = track[leg]!;
    const line = greatCircleInverse(start, end);
    for (let nm = 0; nm <= line.distanceNm; nm += 1) visit(greatCircleDirect(start, line.initialCourseDeg, nm), start.timeUtcMs + (end.timeUtcMs - start.timeUtcMs) * (nm / line.distanceNm));
  }
}

describe('storms as the router weighs them', () => {
  it('would sail straight through the danger area if told nothing of the storm', () => {
    const plain = routeByIsochrones({ from, to, departureUtcMs: T0_UTC_MS }, field, ship, open);
    let inside = 0;
    everyMile(plain.track, (point) => (inside += hurricane.dangerArea.contains(point) ? 1 : 0));
    expect(inside).toBeGreaterThan(100);
    expect(plain.hazardHours).toBe(0);
  });

  it('passes a storm across the geodesic outside its danger area, saying what it cost in hours', () => {
    const soft: StormDistance = { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'soft' };
    const hazard = stormHazard([hurricane], soft, defaultRoutingPenaltyWeights);
    const result = routeByIsochrones({ from, to, departureUtcMs: T0_UTC_MS, hazards: [hazard] }, field, ship, open);
    expect(result.status).toBe('arrived');
    everyMile(result.track, (point) => expect(hurricane.dangerArea.contains(point), `${point.lat}, ${point.lon}`).toBe(false));
    // Round the north of the track, where the area is narrowest: some 11 hours longer than the
    // geodesic's 97, against 0.5 h a mile for well over a hundred miles inside; clear of the soft
    // 300 nm as well, so the penalties added nothing.
    const hours = (result.arrivalUtcMs! - T0_UTC_MS) / MS_PER_HOUR;
    const geodesicHours = greatCircleInverse(from, to).distanceNm / 12;
    expect(hours).toBeGreaterThan(geodesicHours);
    expect(hours).toBeLessThan(geodesicHours + 15);
    expect(Math.max(...result.track.map((point) => point.lat))).toBeGreaterThan(19);
    expect(result.hazardHours).toBe(0);
  });

  it('never comes nearer than a hard storm distance, at the moment the storm is there', () => {
    const hard: StormDistance = { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'hard' };
    const hazard = stormHazard([hurricane], hard, defaultRoutingPenaltyWeights);
    const result = routeByIsochrones({ from, to, departureUtcMs: T0_UTC_MS, hazards: [hazard] }, field, ship, open);
    expect(result.status).toBe('arrived');
    let nearestNm = Infinity;
    everyMile(result.track, (point, timeUtcMs) => {
      const storm = stormStateAt(hurricane.track, timeUtcMs);
      if (storm !== undefined) nearestNm = Math.min(nearestNm, greatCircleInverse(storm, point).distanceNm);
    });
    // The weather and storms are read every 6 nm along a step: between two reads a leg can cut
    // a 300 nm circle by well under a mile.
    expect(nearestNm).toBeGreaterThan(299);
    expect(nearestNm).toBeLessThan(400);
  });

  it('says nothing far from any storm, and a hard distance is hard whatever the weights', () => {
    const hazard = stormHazard([hurricane], { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'hard' }, { dangerAreaHoursPerNm: 0, stormDistanceHoursPerNm: 0 });
    expect(hazard.at(50, 0, T0_UTC_MS)).toEqual({ hard: false, hoursPerNm: 0 });
    expect(hazard.at(15, -50, T0_UTC_MS + 48 * MS_PER_HOUR).hard).toBe(true);
    const soft = stormHazard([hurricane], { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'soft' }, defaultRoutingPenaltyWeights);
    // At the storm itself at 48 h: inside the danger area and within the soft distance.
    expect(soft.at(15, -50, T0_UTC_MS + 48 * MS_PER_HOUR)).toEqual({ hard: false, hoursPerNm: 0.75 });
  });
});
