import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { responseExamples } from '../../shared/service/response-examples';
import { canaryKey, containsCanary } from './canary-key';
import { ServiceError } from './errors';
import type { FetchFunction } from './http-transport';
import { createRequestLimiter } from './limiter';
import { createServiceClient } from './service-client';

let seen: unknown[] = [];
afterEach(() => {
  expect(containsCanary(seen)).toEqual([]);
  seen = [];
});

/** A fetch that records what would have gone out and answers after a short delay. */
function recordingFetch(body: unknown): { fetch: FetchFunction; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    fetch: async (input) => {
      sent.push(input);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(JSON.stringify(body), { status: 200 });
    },
  };
}

function clientWith(fetch: FetchFunction) {
  return createServiceClient({
    baseUrl: 'http://service.invalid',
    getKey: () => canaryKey,
    limiter: createRequestLimiter(),
    fetch,
    log: (line) => seen.push(line),
  });
}

describe('service client properties', () => {
  it('merges N identical calls in flight into one request, and all get the answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        async (callers, lat, lon) => {
          const { fetch, sent } = recordingFetch(responseExamples.shippingPoint);
          const client = clientWith(fetch);
          // Same query written with its keys in different orders: still one request.
          const answers = await Promise.all(
            Array.from({ length: callers }, (_, index) =>
              index % 2 === 0 ? client.shippingPoint({ lat, lon }) : client.call('shippingPoint', { lon, lat }),
            ),
          );
          expect(sent).toHaveLength(1);
          for (const answer of answers) expect(answer).toEqual(responseExamples.shippingPoint);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('sends again once the first request has settled (merging is for requests in flight only)', async () => {
    const { fetch, sent } = recordingFetch(responseExamples.storms);
    const client = clientWith(fetch);
    await client.storms();
    await client.storms();
    expect(sent).toHaveLength(2);
  });

  /** Bad forecast queries, each with the parameter the refusal must name. */
  const badForecastQueries: fc.Arbitrary<{ query: Record<string, unknown>; parameter: string }> = fc.oneof(
    fc.double({ min: 90.0001, max: 1e6, noNaN: true }).map((lat) => ({ query: { lat, lon: 0 }, parameter: 'lat' })),
    fc.double({ min: -1e6, max: -180.0001, noNaN: true }).map((lon) => ({ query: { lat: 0, lon }, parameter: 'lon' })),
    fc.integer({ min: 169, max: 10_000 }).map((max_hourly) => ({ query: { lat: 0, lon: 0, max_hourly }, parameter: 'max_hourly' })),
    fc.integer({ max: -1 }).map((max_daily) => ({ query: { lat: 0, lon: 0, max_daily }, parameter: 'max_daily' })),
    fc
      .double({ min: 0.01, max: 119.99, noNaN: true })
      .filter((value) => !Number.isInteger(value))
      .map((max_minutely) => ({ query: { lat: 0, lon: 0, max_minutely }, parameter: 'max_minutely' })),
    fc
      .string()
      .filter((language) => !['nl', 'en', 'de', 'fr', 'es', 'it'].includes(language))
      .map((language) => ({ query: { lat: 0, lon: 0, language }, parameter: 'language' })),
    fc.constant({ query: { lat: Number.NaN, lon: 0 }, parameter: 'lat' }),
    fc.constant({ query: { lat: 0 }, parameter: 'lon' }),
    fc
      .stringMatching(/^[a-z_]{1,12}$/)
      .filter((name) => !['lat', 'lon', 'units', 'language', 'api_key', 'token'].includes(name) && !name.startsWith('max_'))
      .map((name) => ({ query: { lat: 0, lon: 0, [name]: 1 }, parameter: name })),
    fc.constantFrom('api_key', 'token').map((name) => ({ query: { lat: 0, lon: 0, [name]: canaryKey }, parameter: name })),
  );

  it('refuses every bad parameter before sending, naming the parameter', async () => {
    await fc.assert(
      fc.asyncProperty(badForecastQueries, async ({ query, parameter }) => {
        const { fetch, sent } = recordingFetch(responseExamples.weatherForecast);
        const client = clientWith(fetch);
        let refused: unknown;
        try {
          // The query is deliberately outside the declared type.
          await client.call('weatherForecast', query as unknown as { lat: number; lon: number });
        } catch (thrown) {
          refused = thrown;
        }
        seen.push(refused);
        expect(refused).toBeInstanceOf(ServiceError);
        const error = refused as ServiceError;
        expect(error.code).toBe('invalid_parameter');
        expect(error.message).toContain(parameter);
        expect(sent).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses bad route lists of every operation before sending', async () => {
    const { fetch, sent } = recordingFetch({});
    const client = clientWith(fetch);
    const attempts = [
      client.call('weatherTimeseriesRoute', { lats: [1, 2], lons: [1], model: 'm', elements: ['e'], levels: ['l'] }),
      client.call('shippingRoute', { lats: [], lons: [] }),
      client.call('geoSearch', { query: '' }),
      client.call('portList', { size: ['huge' as 'large'] }),
      client.call('marineTimeseriesPoint', { lat: 0, lon: 0, model: 'm', elements: ['a,b'] }),
    ];
    for (const attempt of attempts) {
      const error = await attempt.catch((thrown: unknown) => thrown);
      seen.push(error);
      expect(error).toMatchObject({ code: 'invalid_parameter' });
    }
    expect(sent).toEqual([]);
  });

  it('estimates credits from the spec rules without sending', () => {
    const { fetch, sent } = recordingFetch({});
    const client = clientWith(fetch);
    expect(client.estimateCredits('weatherForecast', { lat: 1, lon: 2 })).toBe(1);
    expect(client.estimateCredits('weatherForecast', { lat: 1, lon: 2, max_hourly: 168 })).toBe(3);
    expect(
      client.estimateCredits('marineTimeseriesRoute', {
        lats: [1, 2, 3],
        lons: [1, 2, 3],
        model: 'm',
        elements: ['a', 'b'],
      }),
    ).toBe(6);
    expect(sent).toEqual([]);
  });
});
