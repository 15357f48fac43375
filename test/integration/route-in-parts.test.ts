import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/core/service-client/errors';
import type { FetchFunction } from '../../src/core/service-client/http-transport';
import { createRequestLimiter } from '../../src/core/service-client/limiter';
import { maxRequestUrlBytes } from '../../src/core/service-client/route-parts';
import { createServiceClient, type LedgerEntry, type ServiceClient } from '../../src/core/service-client/service-client';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { creditsFor, endpoints, type OperationQuery, type OperationResponse, type ParsedOperationQuery } from '../../src/shared/service/endpoints';
import { encodeQueryText } from '../../src/shared/service/query-encoding';

/**
 * Long routes against the demo service with Node's own header limit (16 KiB), which refuses them
 * whole with 431: the client sends them in parts under the URL limit and joins the answers. The
 * reference is the same route sent whole, by plain fetch, to a second demo service (same seed and
 * clock) configured to accept any head.
 */

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const departSec = Math.round(nowMs / 1000) + 3600;
const voyageSec = 10 * 24 * 3600;

let limited: DemoService;
let unlimited: DemoService;

beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    startDemoService({ seed: 5, clock: () => nowMs }),
    startDemoService({ seed: 5, clock: () => nowMs, maxHeaderSize: 8 * 1024 * 1024 }),
  ]);
});

afterAll(async () => {
  await Promise.all([limited?.close(), unlimited?.close()]);
});

/** A 10-day North Pacific crossing, Tokyo Bay to the Golden Gate, across 180°, in `count` waypoints. */
function pacificCrossing(count: number): { lats: number[]; lons: number[]; times: number[] } {
  const lats: number[] = [];
  const lons: number[] = [];
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const fraction = index / (count - 1);
    const unwrappedLon = 139.9 + fraction * (360 - 122.6 - 139.9);
    lats.push(Math.round((35.2 + Math.sin(fraction * Math.PI) * 12 + fraction * 2.6) * 1e4) / 1e4);
    lons.push(Math.round((unwrappedLon > 180 ? unwrappedLon - 360 : unwrappedLon) * 1e4) / 1e4);
    times.push(departSec + Math.round(fraction * voyageSec));
  }
  return { lats, lons, times };
}

interface Sent {
  url: string;
}

function clientOf(service: DemoService, options: { sent?: Sent[]; ledger?: LedgerEntry[]; fetch?: FetchFunction } = {}): ServiceClient {
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  return createServiceClient({
    baseUrl: service.url,
    getKey: () => 'demo',
    limiter: createRequestLimiter({ rate: { requests: 10_000, windowMs: 60_000 } }),
    timeoutMs: 60_000,
    backoff: { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 60_000 },
    random: () => 0.5,
    fetch: (input, init) => {
      options.sent?.push({ url: input });
      return fetchFunction(input, init);
    },
    ledger: (entry) => options.ledger?.push(entry),
  });
}

type RouteOperation = 'shippingRoute' | 'weatherTimeseriesRoute' | 'marineTimeseriesRoute';

async function sentWhole<N extends RouteOperation>(service: DemoService, operation: N, query: OperationQuery<N>): Promise<{ status: number; answer?: OperationResponse<N> }> {
  const parsed = endpoints[operation].query.parse(query) as Record<string, unknown>;
  const response = await fetch(`${service.url}${endpoints[operation].path}?${encodeQueryText(parsed)}&api_key=demo`);
  if (response.status !== 200) return { status: response.status };
  return { status: 200, answer: endpoints[operation].response.parse(await response.json()) as OperationResponse<N> };
}

/**
 * Distances: the service rounds each figure (0.1 m, marine 1 m); a sum of rounded parts may differ
 * by that per joint. Times are compared exactly unless a tolerance is given.
 */
function expectSameRoute(joined: unknown, whole: unknown, distanceStepM: number, joints: number, timeToleranceSec = 0): void {
  const apart: Record<'distance' | 'time', [number, number][]> = { distance: [], time: [] };
  const strip = (value: unknown, other: unknown): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => strip(item, (other as unknown[] | undefined)?.[index]));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => {
        const compareApart = name === 'distance' || (name === 'time' && timeToleranceSec > 0);
        if (!compareApart) return [name, strip(field, (other as Record<string, unknown> | undefined)?.[name])];
        apart[name as 'distance' | 'time'].push([field as number, (other as Record<string, number>)[name]!]);
        return [name, 'compared apart'];
      }),
    );
  };
  expect(strip(joined, whole)).toEqual(strip(whole, joined));
  const worst = (pairs: [number, number][]) => Math.max(0, ...pairs.map(([a, b]) => Math.abs(a - b)));
  expect(worst(apart.distance)).toBeLessThanOrEqual(distanceStepM * joints + 1e-6);
  expect(worst(apart.time)).toBeLessThanOrEqual(timeToleranceSec);
}

describe('a long route in parts under the URL limit', () => {
  it.each([1000, 5000])('shipping route of %i waypoints with times: one answer, as the route sent whole', async (count) => {
    const query = { ...pacificCrossing(count), routing: 'rhumb' as const };
    expect((await sentWhole(limited, 'shippingRoute', query)).status).toBe(431);
    const whole = await sentWhole(unlimited, 'shippingRoute', query);

    const sent: Sent[] = [];
    const ledger: LedgerEntry[] = [];
    const client = clientOf(limited, { sent, ledger });
    const estimate = client.estimateCredits('shippingRoute', query);
    const joined = await client.shippingRoute(query);

    expect(sent.length).toBeGreaterThan(1);
    for (const { url } of sent) expect(url.length).toBeLessThanOrEqual(maxRequestUrlBytes);
    // A shipping route costs 1 credit a request: every part counted, as estimated.
    expect(estimate).toBe(sent.length);
    expect(ledger.reduce((sum, entry) => sum + entry.credits, 0)).toBe(estimate);
    expect((joined.points ?? []).filter((point) => point.type === 'waypoint')).toHaveLength(count);
    expect(joined.elements[0]!.data.filter((entry) => entry.kind === 'waypoint').map((entry) => entry.waypointIndex)).toEqual([...Array(count).keys()]);
    expectSameRoute(joined, whole.answer, 0.1, sent.length - 1);
  }, 180_000);

  it('shipping route by start and speeds per leg: each part departs at the previous part\'s arrival', async () => {
    const { lats, lons } = pacificCrossing(1000);
    const speeds = lats.slice(1).map((_, leg) => 12 + (leg % 7));
    const query = { lats, lons, start: departSec, speeds, routing: 'greatcircle' as const, elements: ['windSpeed10m' as const, 'significantWaveHeight' as const] };
    const whole = await sentWhole(unlimited, 'shippingRoute', query);
    const sent: Sent[] = [];
    const joined = await clientOf(limited, { sent }).shippingRoute(query);
    expect(sent.length).toBeGreaterThan(1);
    expectSameRoute(joined, whole.answer, 0.1, sent.length - 1);
  }, 60_000);

  it.each([
    ['weatherTimeseriesRoute', 1000, 0.1],
    ['weatherTimeseriesRoute', 5000, 0.1],
    ['marineTimeseriesRoute', 1000, 1],
    ['marineTimeseriesRoute', 5000, 1],
  ] as const)('%s of %i waypoints with times: one answer, credits as estimated', async (operation, count, distanceStepM) => {
    const query =
      operation === 'weatherTimeseriesRoute'
        ? { ...pacificCrossing(count), model: 'ecmwf-hres', elements: ['windSpeed', 'temperature'], levels: ['10m', '2m'] }
        : { ...pacificCrossing(count), model: 'ecmwf-wam', elements: ['significantWaveHeight'] };
    const whole = await sentWhole(unlimited, operation, query);
    expect(whole.status).toBe(200);
    const sent: Sent[] = [];
    const ledger: LedgerEntry[] = [];
    const client = clientOf(limited, { sent, ledger });
    const estimate = client.estimateCredits(operation, query);
    const joined = await client.call(operation, query);
    expect(sent.length).toBeGreaterThan(1);
    for (const { url } of sent) expect(url.length).toBeLessThanOrEqual(maxRequestUrlBytes);
    // waypoints x elements (x levels), each joint counted in both of its parts.
    const perWaypoint = creditsFor(operation, endpoints[operation].query.parse(query) as ParsedOperationQuery<typeof operation>) / count;
    expect(estimate).toBe((count + sent.length - 1) * perWaypoint);
    expect(ledger.reduce((sum, entry) => sum + entry.credits, 0)).toBe(estimate);
    expect(joined.elements[0]!.data).toHaveLength(count);
    expectSameRoute(joined, whole.answer, distanceStepM, sent.length - 1);
  }, 120_000);

  it('weather route by start and speed: each part departs at the previous part\'s arrival, to the second', async () => {
    const { lats, lons } = pacificCrossing(1000);
    const query = { lats, lons, start: departSec, speed: 37, model: 'gfs', elements: ['windSpeed'], levels: ['10m'] };
    const whole = await sentWhole(unlimited, 'weatherTimeseriesRoute', query);
    const sent: Sent[] = [];
    const joined = await clientOf(limited, { sent }).weatherTimeseriesRoute(query);
    expect(sent.length).toBeGreaterThan(1);
    // The service times a waypoint as start + distance / speed rounded to the second, and a part
    // can only depart at its joint's rounded time: 1 s either way (the app always sends times).
    expectSameRoute(joined, whole.answer, 0.1, sent.length - 1, 1);
  }, 60_000);

  it('a part failing midway fails the whole, asks no further part, and the next call sends the whole route again', async () => {
    const query = { ...pacificCrossing(1000), routing: 'rhumb' as const };
    const whole = await sentWhole(unlimited, 'shippingRoute', query);
    let broken = true;
    let requests = 0;
    const sent: Sent[] = [];
    const ledger: LedgerEntry[] = [];
    const client = clientOf(limited, {
      sent,
      ledger,
      fetch: (input, init) => {
        requests += 1;
        // The third request onward fails while broken: part 3 fails with its retries.
        if (broken && requests >= 3) return Promise.resolve(new Response(JSON.stringify({ success: false, error: { message: 'simulated outage' } }), { status: 503 }));
        return fetch(input, init);
      },
    });
    const parts = client.estimateCredits('shippingRoute', query);
    expect(parts).toBeGreaterThan(3);
    const failure = await client.shippingRoute(query).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).code).toBe('http_status');
    expect((failure as ServiceError).message).toMatch(new RegExp(`asked in ${parts} parts .* part 3 \\(waypoints .*\\) failed, so the route has no answer; the ${parts - 3} parts after it were not asked`));
    // Parts 1 and 2 once, part 3 with its 2 retries, nothing after.
    expect(sent).toHaveLength(5);

    broken = false;
    sent.length = 0;
    const joined = await client.shippingRoute(query);
    expect(sent).toHaveLength(parts);
    expectSameRoute(joined, whole.answer, 0.1, parts - 1);
  }, 60_000);

  it('a route that fits goes as one request, commas written as commas', async () => {
    const query = { ...pacificCrossing(50), routing: 'rhumb' as const };
    const sent: Sent[] = [];
    await clientOf(limited, { sent }).shippingRoute(query);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain(`lats=${query.lats.slice(0, 3).join(',')},`);
    expect(sent[0]!.url).not.toContain('%2C');
  });
});
