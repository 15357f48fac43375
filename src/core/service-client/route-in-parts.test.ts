import { describe, expect, it, vi } from 'vitest';
import { endpoints, type ParsedOperationQuery } from '../../shared/service/endpoints';
import { estimateRouteCredits } from './route-in-parts';
import * as routeParts from './route-parts';

vi.mock('./route-parts', async (original) => {
  const actual = await original<typeof import('./route-parts')>();
  return { ...actual, planRouteParts: vi.fn(actual.planRouteParts) };
});

const base = 'http://127.0.0.1:40000/v1/marine/shipping/route';

function route(count: number, firstLat = -40): ParsedOperationQuery<'shippingRoute'> {
  const lats = Array.from({ length: count }, (_, index) => firstLat + (index * 80) / count);
  const lons = Array.from({ length: count }, (_, index) => -179.99 + (index * 359) / count);
  return endpoints.shippingRoute.query.parse({ lats, lons, elements: ['significantWaveHeight', 'windSpeed10m'] });
}

describe('a long route estimated again and again (issue 17)', () => {
  it('is planned into parts once, and again only when the route changes', () => {
    const planned = vi.mocked(routeParts.planRouteParts);
    planned.mockClear();
    // The same route, as a new query object each time (as every estimate builds it).
    const first = estimateRouteCredits('shippingRoute', route(1_000), base);
    for (let again = 0; again < 8; again += 1) expect(estimateRouteCredits('shippingRoute', route(1_000), base)).toBe(first);
    expect(planned).toHaveBeenCalledTimes(1);
    // A route that needs several requests, each of them counted.
    expect((planned.mock.results[0]?.value as unknown[]).length).toBeGreaterThan(1);
    expect(first).toBeGreaterThan(0);

    estimateRouteCredits('shippingRoute', route(1_000, -39), base);
    expect(planned).toHaveBeenCalledTimes(2);
  });
});
