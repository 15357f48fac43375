import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { computeRoute, greatCircleInverse, type ComputedRoute, type Route } from '../../src/shared/geo';
import {
  analyseStorm,
  ensembleRisk,
  shipPositionAt,
  stormEncounters,
  stormStateAt,
  voyageStormClearance,
  voyageTimeline,
  type EnsembleRouteSample,
} from '../../src/shared/risk';
import { ensembleMembers, marineEnsemblePointResponseSchema } from '../../src/shared/service/ensemble';
import { stormsResponseSchema } from '../../src/shared/service/storms';
import { defaultVesselProfile, type VesselLimits } from '../../src/shared/voyage/vessel-profile';

/**
 * The risk functions on real answers: the demo service over HTTP (a storm placed to cross the
 * route's middle 48 h after departure), parsed with the shared schemas, then compared with
 * figures worked out here independently (brute-force CPA, member counts from the raw answer).
 */

const HOUR_MS = 3_600_000;
const clockMs = Date.UTC(2026, 8, 1, 12, 0, 0);
const crossingUtcMs = clockMs + 48 * HOUR_MS;
const waypoints = [
  { lat: 20, lon: -70, name: 'A' },
  { lat: 21, lon: -57, name: 'B' },
  { lat: 20, lon: -44, name: 'C' },
];

/** Great-circle legs at the one speed that puts the ship at the route's middle at the crossing. */
function plannedRoute(): ComputedRoute {
  const draft: Route = { waypoints, legs: [{ geometry: 'greatCircle', speedKn: 1 }, { geometry: 'greatCircle', speedKn: 1 }] };
  const speedKn = computeRoute(draft).totalDistanceNm / 2 / 48;
  return computeRoute({ waypoints, legs: draft.legs.map((leg) => ({ ...leg, speedKn })) });
}

let demo: DemoService;

beforeAll(async () => {
  demo = await startDemoService({ port: 0, seed: 3, keys: ['demo'], clock: () => clockMs, storms: { crossRoute: waypoints, at: crossingUtcMs } });
});

afterAll(async () => {
  await demo?.close();
});

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${demo.url}${path}${path.includes('?') ? '&' : '?'}api_key=demo`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('storm and ensemble risk on the demo service', () => {
  it('finds the storm placed across the route: CPA near the crossing, hard verdict, danger area and cone entered first', async () => {
    const { storms } = stormsResponseSchema.parse(await getJson('/v1/storms'));
    const timeline = voyageTimeline(plannedRoute(), clockMs);
    const analysed = storms.map((storm) => analyseStorm(storm, clockMs));
    const encounters = stormEncounters(timeline, analysed, defaultVesselProfile.stormDistanceNm);
    const index = storms.findIndex((storm) => storm.nameShort === 'Scenario');
    const scenario = encounters[index];
    const track = analysed[index]?.track;
    expect(scenario).toBeDefined();
    expect(track?.points.some((point) => point.isForecast)).toBe(true);

    const cpa = scenario?.closestApproach;
    // The storm crosses the ship's position within a fix's rounding and the linear track between fixes.
    expect(cpa?.distanceNm).toBeLessThan(30);
    expect(Math.abs((cpa?.timeUtcMs ?? 0) - crossingUtcMs)).toBeLessThan(3 * HOUR_MS);
    expect(cpa?.storm.stormClass).toBe('hurricane');
    expect(scenario?.verdict).toBe('hard');
    expect(scenario?.dangerAreaEntry?.timeUtcMs ?? Infinity).toBeLessThan(cpa?.timeUtcMs ?? 0);
    expect(scenario?.coneEntry?.timeUtcMs ?? Infinity).toBeLessThan(cpa?.timeUtcMs ?? 0);

    // Brute force, every 5 minutes of the voyage: nothing closer than the CPA, and the CPA is real.
    let bruteNm = Infinity;
    for (let t = timeline.etdUtcMs; t <= timeline.etaUtcMs; t += 5 * 60_000) {
      const ship = shipPositionAt(timeline, t);
      const storm = track === undefined ? undefined : stormStateAt(track, t);
      if (ship !== undefined && storm !== undefined) bruteNm = Math.min(bruteNm, greatCircleInverse(ship, storm).distanceNm);
    }
    expect(cpa?.distanceNm ?? Infinity).toBeLessThanOrEqual(bruteNm + 1e-6);
    expect(bruteNm - (cpa?.distanceNm ?? 0)).toBeLessThan(1);

    const clearance = voyageStormClearance(encounters);
    expect(clearance?.marginNm).toBeLessThan(-250);
    expect(clearance?.entersDangerArea).toBe(true);
  });

  it('per-position probabilities equal the share of members beyond each limit, and each leg takes its highest', async () => {
    const timeline = voyageTimeline(plannedRoute(), clockMs, 180);
    const samples: EnsembleRouteSample[] = [];
    // Every answer simulates 51 members at every step (about 2 s each here): four positions, two a
    // leg, two of them either side of the storm's crossing at 48 h (sample 16, where leg 1 starts).
    for (const position of [4, 14, 16, 26].map((i) => timeline.samples[i]).filter((sample) => sample !== undefined)) {
      const query = `lat=${position.lat.toFixed(3)}&lon=${position.lon.toFixed(3)}&model=ecmwf-wam-ens&elements=significantWaveHeight,windSpeed,swellHeight,visibility`;
      const forecast = marineEnsemblePointResponseSchema.parse(await getJson(`/v1/marine/ensemble/point?${query}`));
      samples.push({ legIndex: position.legIndex, timeUtcMs: position.timeUtcMs, lat: position.lat, lon: position.lon, forecast });
    }
    expect(samples).toHaveLength(4);
    const limits: VesselLimits = {
      ...defaultVesselProfile.limits,
      // Limits inside the members' spread here (seen on seed 3), so that shares are not all 0 or 1.
      significantWaveHeightM: { value: 10, severity: 'hard' },
      swellM: { value: 3.1, severity: 'soft' },
      visibilityNm: { value: 1, severity: 'hard' },
    };
    const risk = ensembleRisk(samples, limits);

    const independent = (sample: EnsembleRouteSample, element: string, limit: number, toLimitUnit: (value: number, unit: string) => number): number => {
      const entry = sample.forecast.elements.find((candidate) => candidate.element === element);
      const step = entry?.data?.find((candidate) => candidate.time * 1000 === sample.timeUtcMs);
      if (entry === undefined || step === undefined) throw new Error(`no ${element} step at the ship's time`);
      const members = ensembleMembers(step.value).flatMap((value) => (value === null ? [] : [toLimitUnit(value, entry.unit ?? '')]));
      expect(members).toHaveLength(51);
      return members.filter((value) => value > limit).length / members.length;
    };
    const kmhToKn = (value: number, unit: string): number => (unit === 'km/h' ? value / 1.852 : Number.NaN);
    const metres = (value: number, unit: string): number => (unit === 'm' ? value : Number.NaN);
    const shares: number[] = [];
    risk.samples.forEach((result, index) => {
      const sample = samples[index];
      if (sample === undefined) throw new Error('sample missing');
      const hs = independent(sample, 'significantWaveHeight', 10, metres);
      expect(result.byLimit.significantWaveHeightM).toMatchObject({ status: 'ok', probability: hs, memberCount: 51 });
      expect(result.byLimit.windKn).toMatchObject({ status: 'ok', probability: independent(sample, 'windSpeed', 30, kmhToKn) });
      expect(result.byLimit.swellM).toMatchObject({ status: 'ok', probability: independent(sample, 'swellHeight', 3.1, metres) });
      // The wave ensemble has no visibility: the answer carries an error for it, and it is said so.
      expect(result.byLimit.visibilityNm).toMatchObject({ status: 'missing', reason: expect.stringMatching(/visibility with an error: element visibility is not available/) });
      shares.push(hs);
    });
    // The hurricane crossing the route raises seas beyond 10 m for some members, not all, near it.
    expect(shares.some((share) => share > 0 && share < 1)).toBe(true);
    expect(shares.some((share) => share === 0)).toBe(true);

    for (const leg of risk.legs) {
      const onLeg = risk.samples.filter((sample) => sample.legIndex === leg.legIndex);
      const highest = Math.max(...onLeg.map((sample) => (sample.byLimit.significantWaveHeightM?.status === 'ok' ? sample.byLimit.significantWaveHeightM.probability : -1)));
      expect(leg.byLimit.significantWaveHeightM?.probability).toBe(highest);
      expect(highest).toBeGreaterThan(0);
      expect(leg.byLimit.visibilityNm).toMatchObject({ probability: null, missingCount: onLeg.length });
    }
    expect(risk.legs.map((leg) => leg.legIndex)).toEqual([0, 1]);
  }, 60_000);
});
