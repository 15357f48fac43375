import { describe, expect, it } from 'vitest';
import { endpoints, type ParsedOperationQuery } from '../../shared/service/endpoints';
import { encodeQueryText } from '../../shared/service/query-encoding';
import { maxRequestUrlBytes, partQuery, planRouteParts, urlBytes } from './route-parts';

const base = 'http://127.0.0.1:40000/v1/marine/shipping/route';

function route(count: number, extra: Record<string, unknown> = {}): ParsedOperationQuery<'shippingRoute'> {
  const lats = Array.from({ length: count }, (_, index) => -40 + (index * 80) / count);
  const lons = Array.from({ length: count }, (_, index) => -179.99 + (index * 359) / count);
  return endpoints.shippingRoute.query.parse({ lats, lons, ...extra });
}

describe('planRouteParts', () => {
  it('keeps a route that fits whole', () => {
    expect(planRouteParts(route(100), base)).toEqual([{ firstIndex: 0, lastIndex: 99 }]);
  });

  it('cuts a long route into consecutive parts sharing their joints, each as long as fits under 8 KB', () => {
    const query = route(3000, { times: Array.from({ length: 3000 }, (_, index) => 1_800_000_000 + index * 300) });
    const parts = planRouteParts(query, base);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]!.firstIndex).toBe(0);
    expect(parts.at(-1)!.lastIndex).toBe(2999);
    parts.forEach((part, index) => {
      if (index > 0) expect(part.firstIndex).toBe(parts[index - 1]!.lastIndex);
      const size = (lastIndex: number) => urlBytes(base, encodeQueryText(partQuery(query, { ...part, lastIndex }, undefined)));
      expect(size(part.lastIndex)).toBeLessThanOrEqual(maxRequestUrlBytes);
      // Longest that fits: one more waypoint would not.
      if (part.lastIndex < 2999) expect(size(part.lastIndex + 1)).toBeGreaterThan(maxRequestUrlBytes);
    });
  });

  it('gives each part the speeds of its own legs and, without times, the departure it is given', () => {
    const query = route(10, { speeds: [10, 11, 12, 13, 14, 14, 14, 14, 14] });
    const part = partQuery<'shippingRoute'>(query, { firstIndex: 3, lastIndex: 8 }, 1_800_000_123);
    expect(part.lats).toEqual(query.lats.slice(3, 9));
    // Legs 3..7: one speed per leg, as the service takes them; one alone where every leg shares it.
    expect(part.speeds).toEqual([13, 14, 14, 14, 14]);
    expect(partQuery<'shippingRoute'>(query, { firstIndex: 5, lastIndex: 9 }, 1).speeds).toEqual([14]);
    expect(part.start).toBe(1_800_000_123);
    expect(partQuery<'shippingRoute'>(route(10, { speeds: [9] }), { firstIndex: 3, lastIndex: 8 }, 5).speeds).toEqual([9]);
  });

  it('with times, slices them and sends no start', () => {
    const times = Array.from({ length: 10 }, (_, index) => 1_800_000_000 + index * 60);
    const part = partQuery(route(10, { times }), { firstIndex: 4, lastIndex: 9 }, 1);
    expect(part.times).toEqual(times.slice(4));
    expect(part.start).toBeUndefined();
  });

  it('refuses a query whose other parameters leave no room for even one leg', () => {
    expect(() => planRouteParts(route(4000), `${base}?${'x'.repeat(maxRequestUrlBytes)}`)).toThrow(/even one leg/);
  });
});
