import { describe, expect, it } from 'vitest';
import { sql } from '../../src/core/store/database';
import { legTrack } from '../../src/shared/geo/leg';
import type { WeatherRoutingProgress } from '../../src/shared/voyage/weather-routing';
import { useDemoApp } from './demo-app-fixture';

// Weather routing (issue 24) through the contract against the demo service over HTTP, with the
// demo's scenario storm across the planned route: the fields' cost first, the routing spending
// exactly that, the proposal keeping outside the profile's hard storm distance where the plan
// sails inside it, a saved no-go area across the direct route never entered, and a cancel that
// stops the spending.

const HOUR_MS = 3_600_000;
const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const etdUtcMs = nowMs + 2 * HOUR_MS;
// 15°N from 60°W to 40°W: about 1,160 nm, 97 h at 12 kn; the storm crosses its middle 48 h out.
const route = [
  { lat: 15, lon: -60 },
  { lat: 15, lon: -40 },
];
const fixture = useDemoApp('passage-weather-routing-', nowMs, { storms: { crossRoute: route, at: etdUtcMs + 48 * HOUR_MS } });

async function unwrap<T>(result: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

/** Credits the service answered for (the ledger of passage.db). */
function ledgerCredits(): number {
  return fixture.app().passageDb.get<{ credits: number }>(sql`SELECT total(credits) AS credits FROM credit_ledger WHERE cached = 0 AND status IS NOT NULL`)?.credits ?? 0;
}

async function stormVoyage(name: string) {
  const router = fixture.app().router;
  // Layer images go through the app's one limiter: at the default 100 a minute this routing waits
  // a minute for its 130 images. The account's rate is a setting (higher rates are sold).
  await unwrap(router.call('setSettings', { rateLimitPerMinute: 1000 }));
  // A ship that must not sail into a storm's core: wind and sea hard limits.
  const profile = await unwrap(
    router.call('saveVesselProfile', {
      name: 'Hard-limited coaster',
      serviceSpeedKn: 12,
      limits: { significantWaveHeightM: { value: 5, severity: 'hard' }, windKn: { value: 34, severity: 'hard' }, gustKn: null, swellM: null, visibilityNm: null },
      stormDistanceNm: { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'hard' },
    }),
  );
  return unwrap(
    router.call('createVoyage', {
      name,
      waypoints: route.map((point, index) => ({ id: `wp${index + 1}`, name: index === 0 ? 'Off Barbados' : 'Mid-Atlantic', ...point })),
      legs: [{ geometry: 'rhumb', speedKn: 12 }],
      departure: { mode: 'departAt', etdUtcMs },
      vesselProfileId: profile.id,
    }),
  );
}

describe('weather routing against the demo service', () => {
  it('spends what it estimated, and proposes a route that keeps further from the storm than the plan', { timeout: 300_000 }, async () => {
    const app = fixture.app();
    const voyage = await stormVoyage('Barbados to the Cape Verdes');
    const estimate = await unwrap(app.router.call('estimateWeatherRouting', { voyageId: voyage.id }));
    expect(estimate.fields.map((field) => field.quantity)).toEqual(['windSpeed', 'windDirection', 'waveHeight', 'waveDirection', 'currentSpeed', 'currentDirection']);
    expect(estimate.fields.every((field) => field.resolutionDeg === 0.5 && field.stepHours === 6 && !field.cached)).toBe(true);
    expect(estimate.creditsToSpend).toBe(estimate.fields.length + 1);

    const progress: WeatherRoutingProgress[] = [];
    app.events.subscribe((event, payload) => {
      if (event === 'weatherRoutingProgress') progress.push(payload as WeatherRoutingProgress);
    });
    const before = ledgerCredits();
    const result = await unwrap(app.router.call('routeVoyage', { voyageId: voyage.id }));
    expect(ledgerCredits() - before).toBe(estimate.creditsToSpend);
    expect(result.creditsSpent).toBe(estimate.creditsToSpend);
    expect(result.status).toBe('arrived');
    expect(progress.some((each) => each.phase === 'fields' && each.fieldsDone === each.fieldsTotal && each.fieldsTotal > 6)).toBe(true);
    expect(progress.filter((each) => each.phase === 'routing').at(-1)?.isochrone).toBe(result.routing.isochroneCount);

    const planned = result.planned.stormClearance;
    const proposed = result.proposed?.stormClearance;
    expect(planned?.stormName).toMatch(/Scenario/);
    expect(proposed?.distanceNm).toBeGreaterThan(planned!.distanceNm + 50);
    // The storm weighed as the Risk tab sees it: the profile's 300 nm from a hurricane is hard, so
    // the proposal never comes nearer, at any moment of the voyage (the plan passes well inside).
    expect(result.inputs?.stormNames.some((name) => /Scenario/.test(name))).toBe(true);
    expect(planned!.marginNm).toBeLessThan(-100);
    expect(proposed!.requiredNm).toBe(300);
    expect(proposed!.marginNm).toBeGreaterThanOrEqual(0);
    // Kept off by sailing where the router knows the weather: the region made room for the detour
    // (the storms not yet known at the estimate: every side out by the 300 nm), and not an hour is
    // sailed outside the fields.
    expect(estimate.box).toEqual({ north: 25, south: 5, west: -70, east: -30 });
    expect(result.proposed?.unreadHours).toBe(0);
    // Where the plan sails a day and more in the storm's winds, the proposal hardly meets them in
    // the same fields (an hour at most, where a simplified leg cuts a corner of the routed track).
    expect(result.planned.hardHours).toBeGreaterThan(24);
    expect(result.proposed?.hardHours).toBeLessThanOrEqual(1);
    // A sensible route: a handful of waypoints within the tolerance, named ends kept.
    const waypoints = result.proposal!.waypoints;
    expect(waypoints.length).toBeGreaterThan(2);
    expect(waypoints.length).toBeLessThan(result.proposal!.trackPositions);
    expect([waypoints[0]!.name, waypoints.at(-1)!.name]).toEqual(['Off Barbados', 'Mid-Atlantic']);

    // Checked with the service's own shipping route forecast (the Forecast tab's question for each
    // route), then with the marine ensemble along each (the Risk tab's): each for what it estimated.
    const proposal = { waypoints: result.proposal!.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon })), legs: result.proposal!.legs };
    const verifyEstimate = await unwrap(app.router.call('estimateRoutingVerification', { voyageId: voyage.id, proposal }));
    const beforeVerify = ledgerCredits();
    const verification = await unwrap(app.router.call('verifyRouting', { voyageId: voyage.id, proposal }));
    expect(ledgerCredits() - beforeVerify).toBe(verifyEstimate.creditsToSpend);
    expect(verification.creditsSpent).toBe(verifyEstimate.creditsToSpend);
    expect(verification.planned.hardHours).toBeGreaterThan(12);
    expect(verification.proposed.hardHours).toBeLessThan(verification.planned.hardHours / 4);
    const ensembleEstimate = await unwrap(app.router.call('estimateRoutingEnsembleCheck', { voyageId: voyage.id, proposal }));
    const beforeEnsemble = ledgerCredits();
    const ensemble = await unwrap(app.router.call('checkRoutingWithEnsemble', { voyageId: voyage.id, proposal }));
    expect(ledgerCredits() - beforeEnsemble).toBe(ensembleEstimate.creditsToSpend);
    const windChance = (chances: typeof ensemble.planned) => chances.find((chance) => chance.limit === 'windKn')?.probability ?? Number.NaN;
    expect(windChance(ensemble.planned)).toBeGreaterThan(0.5);
    expect(windChance(ensemble.proposed)).toBeLessThan(windChance(ensemble.planned));

    // Asked again, everything comes from the cache: the fields are pinned and cost nothing.
    const again = await unwrap(app.router.call('estimateWeatherRouting', { voyageId: voyage.id }));
    expect(again.creditsToSpend).toBe(0);
    expect(again.fields.every((field) => field.cached)).toBe(true);

    // Offline, the voyage routes from the cached fields alone, and says where they came from and when.
    await unwrap(app.router.call('setOfflineMode', { offline: true }));
    const asked = fixture.demo().requestsReceived().length;
    // Isochrones every 3 h as before: kept 300 nm off the hurricane, the detour takes some 133 h, the
    // fields' whole span (a quarter past the planned 97 h, and 12 h), which 6-h isochrones do not reach in.
    const offline = await unwrap(app.router.call('routeVoyage', { voyageId: voyage.id }));
    expect(fixture.demo().requestsReceived().length).toBe(asked);
    expect(offline.status).toBe('arrived');
    // Fresh answers are simply cached ones; stale ones would say offline-cache.
    expect(offline.fields.every((field) => field.source === 'cache' || field.source === 'offline-cache')).toBe(true);
    expect(offline.fields.every((field) => field.fetchedAtMs === nowMs)).toBe(true);
    expect(offline.proposed!.stormClearance!.distanceNm).toBeGreaterThan(planned!.distanceNm + 50);
    expect(offline.proposed!.stormClearance!.marginNm).toBeGreaterThanOrEqual(0);
    expect(offline.proposed!.unreadHours).toBe(0);
  });

  it('from point timeseries within a credit budget: the grid as fine as the budget allows, the credits as estimated', { timeout: 180_000 }, async () => {
    const app = fixture.app();
    const voyage = await stormVoyage('Precise crossing');
    const input = { voyageId: voyage.id, fieldSource: 'points' as const, creditBudget: 150 };
    const estimate = await unwrap(app.router.call('estimateWeatherRouting', input));
    // 3 models (wind, waves, current) on a 5° grid over 5°N-25°N, 70°W-30°W (the region widened by
    // the profile's 300 nm for the scenario storm): 5 × 9 nodes each.
    expect(estimate.fields.map((field) => [field.quantity, field.resolutionDeg, field.sharedWith])).toEqual([
      ['windSpeed', 5, null],
      ['windDirection', 5, 'windSpeed'],
      ['waveHeight', 5, null],
      ['waveDirection', 5, 'waveHeight'],
      ['currentSpeed', 5, null],
      ['currentDirection', 5, 'currentSpeed'],
    ]);
    expect(estimate.creditsToSpend - estimate.stormCredits).toBe(135);
    expect(estimate.creditsToSpend - estimate.stormCredits).toBeLessThanOrEqual(input.creditBudget);
    const before = ledgerCredits();
    const result = await unwrap(app.router.call('routeVoyage', input));
    expect(ledgerCredits() - before).toBe(estimate.creditsToSpend);
    expect(result.fieldSource).toBe('points');
    expect(result.status).toBe('arrived');
    expect(result.planned.hardHours).not.toBeNull();

    const tooSmall = await app.router.call('estimateWeatherRouting', { ...input, creditBudget: 5 });
    expect(tooSmall).toMatchObject({ ok: false, error: { code: 'budget_too_small' } });
    expect(!tooSmall.ok && tooSmall.error.message).toMatch(/^A budget of 5 credits cannot cover this region: even a 20° grid needs \d+ point requests \(3 models\)\./);
  });

  it('keeps out of a no-go area saved with the voyage across the direct route', { timeout: 180_000 }, async () => {
    const app = fixture.app();
    await unwrap(app.router.call('setSettings', { rateLimitPerMinute: 1000 }));
    // 33°N from 40°W to 30°W, far north of the scenario storm; the area straddles the rhumb line.
    const voyage = await unwrap(
      app.router.call('createVoyage', {
        name: 'Round the exercise area',
        waypoints: [
          { id: 'w', name: 'West', lat: 33, lon: -40 },
          { id: 'e', name: 'East', lat: 33, lon: -30 },
        ],
        legs: [{ geometry: 'rhumb', speedKn: 12 }],
        departure: { mode: 'departAt', etdUtcMs },
      }),
    );
    const area = { south: 32, north: 34.5, west: -36, east: -34 };
    await unwrap(
      app.router.call('saveNoGoArea', {
        voyageId: voyage.id,
        area: { id: 'exercise', name: 'Firing exercise', corners: [{ lat: area.south, lon: area.west }, { lat: area.south, lon: area.east }, { lat: area.north, lon: area.east }, { lat: area.north, lon: area.west }] },
      }),
    );
    const result = await unwrap(app.router.call('routeVoyage', { voyageId: voyage.id, crossTrackToleranceNm: 20 }));
    expect(result.status).toBe('arrived');
    expect(result.inputs?.noGoAreas).toEqual([{ id: 'exercise', name: 'Firing exercise' }]);
    // Every mile of every proposed leg, as she would sail it, lies outside the area; the detour costs distance.
    const proposal = result.proposal!;
    const inside = proposal.legs.flatMap((leg, index) =>
      legTrack(proposal.waypoints[index]!, proposal.waypoints[index + 1]!, leg.geometry)
        .trackPoints(1)
        .filter((point) => point.lat > area.south && point.lat < area.north && point.lon > area.west && point.lon < area.east),
    );
    expect(inside).toEqual([]);
    expect(result.proposed!.distanceNm).toBeGreaterThan(result.planned.distanceNm + 5);
  });

  it('a cancel while the fields are fetched stops the spending', { timeout: 120_000 }, async () => {
    const app = fixture.app();
    const voyage = await stormVoyage('Cancelled crossing');
    const estimate = await unwrap(app.router.call('estimateWeatherRouting', { voyageId: voyage.id }));
    let cancelled = false;
    app.events.subscribe((event, payload) => {
      const progress = payload as WeatherRoutingProgress;
      if (event === 'weatherRoutingProgress' && progress.phase === 'fields' && progress.fieldsDone === 2 && !cancelled) {
        cancelled = true;
        void app.router.call('cancelWeatherRouting', { voyageId: voyage.id });
      }
    });
    const before = ledgerCredits();
    const result = await unwrap(app.router.call('routeVoyage', { voyageId: voyage.id }));
    expect(result.status).toBe('cancelled');
    expect(result.reason).toMatch(/nothing more was asked/);
    expect(ledgerCredits() - before).toBeLessThanOrEqual(3);
    expect(ledgerCredits() - before).toBeLessThan(estimate.creditsToSpend);
  });
});
