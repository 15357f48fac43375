import { formatUtcShort } from '../../shared/time/time-format';
import { describe, expect, it } from 'vitest';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { routeReportModel, waypointRows } from './route-report-model';
import { formatRouteDistance, formatRouteDistanceNm } from '../../shared/format/quantity-format';

const departureMs = Date.UTC(2026, 10, 24, 6, 0);

const voyage: Voyage = {
  id: 'v1',
  name: 'Rotterdam to Lisbon',
  waypoints: [
    { id: 'a', name: 'Maas Approach', lat: 51.98, lon: 3.9 },
    { id: 'b', name: '', lat: 50.0, lon: -2.0 },
    { id: 'c', name: 'Lisbon Approach', lat: 38.65, lon: -9.35 },
  ],
  legs: [
    { geometry: 'rhumb', speedKn: 12 },
    { geometry: 'greatCircle', speedKn: 14 },
  ],
  departure: { mode: 'departAt', etdUtcMs: departureMs },
  vesselProfileId: 'default',
  revision: 1,
  createdAtMs: 0,
  updatedAtMs: 0,
};

function planOf(subject: Voyage): VoyagePlan {
  const result = planVoyage(subject);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
}

const rotterdam = { id: 1, name: 'Rotterdam', size: 'large' as const, country: 'NL', latitude: 51.95, longitude: 4.05 };
const farAway = { id: 2, name: 'Antwerp', size: 'large' as const, country: 'BE', latitude: 51.27, longitude: 4.4 };

describe('route report model', () => {
  const plan = planOf(voyage);
  const model = routeReportModel({
    voyage,
    plan,
    profile: defaultVesselProfile,
    appInfo: { dataSource: 'demo', serviceUrl: 'http://127.0.0.1:1234' },
    ports: [farAway, rotterdam],
    preparedBy: '  2/O J. Smith ',
    printedAtMs: Date.UTC(2026, 10, 23, 12, 30),
  });

  it('writes the cover from the voyage, its plan and the vessel', () => {
    expect(model.voyageName).toBe('Rotterdam to Lisbon');
    expect(model.vesselName).toBe('Default vessel');
    expect(model.preparedBy).toBe('2/O J. Smith');
    expect(model.printedAtUtc).toBe('2026-11-23 12:30Z');
    expect(model.departure).toMatchObject({ waypointName: 'Maas Approach', position: "51°58.800'N 003°54.000'E", timeUtc: '24 Nov 06:00Z' });
    expect(model.departure.timeLocal).toBe('24 Nov 06:00 (UTC+0, nautical zone)');
    expect(model.arrival.waypointName).toBe('Lisbon Approach');
    expect(model.arrival.timeUtc).toBe(model.rows[2]?.etaUtc);
    expect(model.distanceNm).toBe(formatRouteDistanceNm(plan.route.totalDistanceNm));
    expect(model.dataSource).toEqual({ text: 'Demo data', isDemo: true });
  });

  it('names the nearest port within reach of the departure, and none where there is none', () => {
    expect(model.departure.port).toMatch(/^Rotterdam \(NL\), \d\.\d nm$/);
    expect(model.arrival.port).toBeNull();
  });

  it('says how long the ship is at sea', () => {
    const hours = (plan.etaUtcMs - plan.etdUtcMs) / 3_600_000;
    expect(hours).toBeGreaterThan(24);
    expect(model.timeAtSea).toBe(`${Math.floor(Math.round(hours) / 24)} d ${Math.round(hours) % 24} h`);
  });

  it('gives each waypoint a row with the leg that arrives there', () => {
    const rows = waypointRows(plan);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ number: 1, legType: '', courseDeg: '', legDistanceNm: '', totalDistanceNm: '0.0', etaUtc: '24 Nov 06:00Z' });
    expect(rows[1]).toMatchObject({ number: 2, name: 'WP 2', legType: 'Rhumb line', speedKn: '12.0', longitude: "002°00.000'W" });
    expect(rows[1]?.courseDeg).toMatch(/^2\d\d\.\d$/);
    expect(rows[2]?.legType).toBe('Great circle');
    expect(rows[2]?.courseDeg).toMatch(/^\d{3}\.\d → \d{3}\.\d$/);
    const firstLeg = plan.route.legs[0];
    expect(rows[1]?.legDistanceNm).toBe(formatRouteDistance(firstLeg?.distanceNm ?? Number.NaN));
    const secondEtaMs = departureMs + Math.round(((firstLeg?.distanceNm ?? 0) / 12) * 3_600_000);
    expect(rows[1]?.etaUtc).toBe(formatUtcShort(secondEtaMs));
  });

  it('gives local time by the one rule: the nautical zone at sea, the port\'s own zone in its approaches', () => {
    const rows = waypointRows(plan);
    expect(rows[2]?.etaLocal).toMatch(/\(UTC−1, nautical zone\)$/);
    const inPort = routeReportModel({ voyage, plan, profile: defaultVesselProfile, appInfo: { dataSource: 'demo', serviceUrl: 'x' }, ports: [], preparedBy: '', printedAtMs: 0, clocks: [{ name: 'Rotterdam', timeZone: 'Europe/Amsterdam' }] });
    expect(inPort.departure.timeLocal).toBe('24 Nov 07:00 (UTC+1, Rotterdam)');
    expect(inPort.rows[0]?.etaLocal).toBe(inPort.departure.timeLocal);
  });

  it('says so when the vessel profile is missing, rather than printing a blank', () => {
    const without = routeReportModel({
      voyage,
      plan,
      profile: null,
      appInfo: { dataSource: 'live', serviceUrl: 'https://api.example.com/v1?api_key=secret' },
      ports: [],
      preparedBy: '',
      printedAtMs: 0,
    });
    expect(without.vesselName).toBe('vessel profile "default" (not found)');
    expect(without.dataSource).toEqual({ text: 'Live: api.example.com', isDemo: false });
  });
});
