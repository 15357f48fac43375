import { describe, expect, it } from 'vitest';
import { sql } from '../../src/core/store/database';
import { useDemoApp } from './demo-app-fixture';

// Forecast along the route through the contract, against the demo service over HTTP.

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const fixture = useDemoApp('passage-route-forecast-', nowMs);

function requestsMade(): number {
  return fixture.app().passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger WHERE cached = 0`)?.n ?? 0;
}

async function createVoyage(waypoints: { name: string; lat: number; lon: number }[], geometry: 'rhumb' | 'greatCircle') {
  const created = await fixture.app().router.call('createVoyage', {
    name: 'Test passage',
    waypoints: waypoints.map((waypoint, index) => ({ id: `w${index}`, ...waypoint })),
    legs: waypoints.slice(1).map((_, index) => ({ geometry: index % 2 === 0 ? geometry : 'rhumb', speedKn: 12 + index })),
    departure: { mode: 'departAt', etdUtcMs: nowMs + 3_600_000 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('forecastRoute', () => {
  it('answers the weather along a mixed route in knots, with provenance, and the second time from the cache', async () => {
    const voyage = await createVoyage(
      [
        { name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
        { name: 'Mid Atlantic', lat: 45.0, lon: -35.0 },
        { name: 'Nantucket', lat: 40.5, lon: -69.5 },
      ],
      'greatCircle',
    );
    const estimate = await fixture.app().router.call('estimateRouteForecast', { voyageId: voyage.id });
    expect(estimate).toEqual({ ok: true, value: { credits: 1, creditsToSpend: 1 } });
    // Asked beside its cost as the voyage opens: nothing fresh in the cache, so nothing, and the service not asked.
    const before = requestsMade();
    const notFresh = await fixture.app().router.call('forecastRoute', { voyageId: voyage.id, freshOnly: true });
    expect(notFresh.ok ? null : notFresh.error.code).toBe('nothing_cached');
    expect(requestsMade()).toBe(before);

    const first = await fixture.app().router.call('forecastRoute', { voyageId: voyage.id });
    if (!first.ok) throw new Error(first.error.message);
    const { value: series, provenance } = first.value;
    expect(provenance).toMatchObject({ operation: 'shippingRoute', source: 'live', dataSource: 'demo', credits: 1 });
    expect(series.positionsSent).toBeGreaterThan(3);
    expect(series.points.filter((point) => point.waypointIndex !== null).map((point) => point.waypointIndex)).toEqual([0, 1, 2]);
    const wind = series.elements.find((element) => element.key === 'windSpeed10m')!;
    expect(wind.unit).toBe('kn');
    expect(wind.values).toHaveLength(series.points.length);
    expect(Math.max(...wind.values.map((value) => value ?? 0))).toBeGreaterThan(1);
    expect(series.elements.find((element) => element.key === 'visibility')!.unit).toBe('nm');
    expect(series.elements.find((element) => element.key === 'tidalCurrentSpeedSurface')!.error).toMatch(/not available/);
    // Distance run rises to the voyage's own length.
    const run = series.points.map((point) => point.distanceRunNm);
    run.forEach((distance, index) => expect(distance).toBeGreaterThanOrEqual(run[index - 1] ?? 0));
    expect(series.models.map((model) => model.key)).toContain('ecmwfwamglobal');

    const made = requestsMade();
    expect(await fixture.app().router.call('estimateRouteForecast', { voyageId: voyage.id })).toEqual({ ok: true, value: { credits: 1, creditsToSpend: 0 } });
    const again = await fixture.app().router.call('forecastRoute', { voyageId: voyage.id });
    expect(again.ok && again.value.provenance.source).toBe('cache');
    const fresh = await fixture.app().router.call('forecastRoute', { voyageId: voyage.id, freshOnly: true });
    expect(fresh.ok && fresh.value.provenance.source).toBe('cache');
    expect(fresh.ok && fresh.value.value.points.length).toBe(series.points.length);
    expect(requestsMade()).toBe(made);
  });

  it('follows a route across 180°', async () => {
    const voyage = await createVoyage(
      [
        { name: 'Tsugaru', lat: 41.5, lon: 141.0 },
        { name: 'Off Attu', lat: 50.0, lon: 175.0 },
        { name: 'Unimak Pass', lat: 54.3, lon: -164.8 },
      ],
      'greatCircle',
    );
    const answer = await fixture.app().router.call('forecastRoute', { voyageId: voyage.id });
    if (!answer.ok) throw new Error(answer.error.message);
    const { points } = answer.value.value;
    // No jump: consecutive positions stay close once longitudes are taken the short way round.
    for (let index = 1; index < points.length; index++) {
      const change = Math.abs(((points[index]!.lon - points[index - 1]!.lon + 540) % 360) - 180);
      expect(change).toBeLessThan(5);
    }
    expect(points.some((point) => point.lon > 170) && points.some((point) => point.lon < -170)).toBe(true);
  });

  it('says why a voyage without a route or a missing voyage cannot be forecast', async () => {
    const empty = await fixture.app().router.call('createVoyage', { name: 'Empty' });
    if (!empty.ok) throw new Error(empty.error.message);
    const noRoute = await fixture.app().router.call('forecastRoute', { voyageId: empty.value.id });
    expect(noRoute.ok || noRoute.error).toMatchObject({ code: 'no_route', message: expect.stringMatching(/at least two waypoints/) });
    const missing = await fixture.app().router.call('estimateRouteForecast', { voyageId: 'nope' });
    expect(missing.ok || missing.error).toMatchObject({ code: 'not_found' });
  });

  it('compares departures: the estimate first, then each against the limits, the recommendation per the rule', async () => {
    const voyage = await createVoyage(
      [
        { name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
        { name: 'Finisterre offing', lat: 43.5, lon: -10.5 },
      ],
      'greatCircle',
    );
    const window = { voyageId: voyage.id, everyHours: 6, windowHours: 24 };
    // Five route forecasts and the storms they are held against: one credit each.
    expect(await fixture.app().router.call('estimateDepartureComparison', window)).toEqual({ ok: true, value: { credits: 6, creditsToSpend: 6 } });
    const compared = await fixture.app().router.call('compareDepartures', window);
    if (!compared.ok) throw new Error(compared.error.message);
    const { departures, recommendedIndex, creditsSpent } = compared.value;
    expect(departures.map((each) => (each.etdUtcMs - departures[0]!.etdUtcMs) / 3_600_000)).toEqual([0, 6, 12, 18, 24]);
    expect(creditsSpent).toBe(6);
    departures.forEach((each) => expect(each.peakWaveM).not.toBeNull());
    const eligible = departures.filter((each) => each.hardCount === 0 && (each.stormClearance?.hardCount ?? 0) === 0);
    const fewestSoftStorms = Math.min(...eligible.map((each) => each.stormClearance?.softCount ?? 0));
    const best = eligible.filter((each) => (each.stormClearance?.softCount ?? 0) === fewestSoftStorms);
    if (eligible.length === 0) expect(recommendedIndex).toBeNull();
    else expect(departures[recommendedIndex!]!.softHours).toBeCloseTo(Math.min(...best.map((each) => each.softHours)), 1);
    // Asked again, all five come from the cache.
    expect(await fixture.app().router.call('estimateDepartureComparison', window)).toEqual({ ok: true, value: { credits: 6, creditsToSpend: 0 } });
    const tooMany = await fixture.app().router.call('compareDepartures', { ...window, everyHours: 1, windowHours: 48 });
    expect(tooMany.ok || tooMany.error.message).toMatch(/at most 25 departures/);
  });
});
