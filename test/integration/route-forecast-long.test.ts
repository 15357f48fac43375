import { describe, expect, it } from 'vitest';
import { sql } from '../../src/core/store/database';
import { useDemoApp } from './demo-app-fixture';

// A 1,000-waypoint voyage's forecast through the contract, against the demo service with Node's
// own header limit (which answers a route of this size sent whole with 431).

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const fixture = useDemoApp('passage-route-forecast-long-', nowMs);

function requests(): { n: number; credits: number } {
  return fixture.app().passageDb.get<{ n: number; credits: number }>(sql`SELECT count(*) AS n, coalesce(sum(credits), 0) AS credits FROM credit_ledger WHERE cached = 0`) ?? { n: 0, credits: 0 };
}

describe('forecastRoute for a long voyage', () => {
  it('gets the forecast of a 1,000-waypoint Pacific crossing in parts, charged as estimated, then from the cache', async () => {
    const count = 1000;
    const waypoints = Array.from({ length: count }, (_, index) => {
      const fraction = index / (count - 1);
      const lon = 139.9 + fraction * (360 - 122.6 - 139.9);
      return { id: `w${index}`, name: `WP${index + 1}`, lat: 35.2 + Math.sin(fraction * Math.PI) * 12 + fraction * 2.6, lon: lon > 180 ? lon - 360 : lon };
    });
    const created = await fixture.app().router.call('createVoyage', {
      name: 'Tokyo Bay - Golden Gate',
      waypoints,
      legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 20 })),
      departure: { mode: 'departAt', etdUtcMs: nowMs + 3_600_000 },
    });
    if (!created.ok) throw new Error(created.error.message);
    const voyageId = created.value.id;

    const estimate = await fixture.app().router.call('estimateRouteForecast', { voyageId });
    if (!estimate.ok) throw new Error(estimate.error.message);
    // One credit a request, and this route takes several.
    expect(estimate.value.credits).toBeGreaterThan(1);

    const answer = await fixture.app().router.call('forecastRoute', { voyageId });
    if (!answer.ok) throw new Error(answer.error.message);
    const series = answer.value.value;
    expect(series.points.filter((point) => point.waypointIndex !== null).map((point) => point.waypointIndex)).toEqual([...Array(count).keys()]);
    const run = series.points.map((point) => point.distanceRunNm);
    run.forEach((distance, index) => expect(distance).toBeGreaterThanOrEqual(run[index - 1] ?? 0));
    expect(requests()).toEqual({ n: estimate.value.credits, credits: estimate.value.credits });
    expect(answer.value.provenance.credits).toBe(estimate.value.credits);

    const again = await fixture.app().router.call('forecastRoute', { voyageId });
    expect(again.ok && again.value.provenance.source).toBe('cache');
    expect(requests().n).toBe(estimate.value.credits);
  }, 120_000);
});
