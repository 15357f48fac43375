import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoService } from '../../src/demo-service';
import { ServiceError } from '../../src/core/service-client/errors';
import { createRequestLimiter } from '../../src/core/service-client/limiter';
import {
  createServiceClient,
  type QueryArgs,
  type ServiceClient,
} from '../../src/core/service-client/service-client';
import { pickModel, selfTestQueries, type Catalogues, type PickedModel } from '../../src/core/service-client/self-test-queries';
import {
  endpoints,
  operationNames,
  type OperationName,
  type OperationQuery,
} from '../../src/shared/service/endpoints';
import type { TransitOption } from '../../src/shared/service/transit';

/**
 * Every operation of the endpoint table, through the real client, against the demo service on a
 * free loopback port: proves the two sides agree on paths, parameter encoding, key placement and
 * response shapes (the client refuses any answer that does not match the shared schema).
 */

let demo: Awaited<ReturnType<typeof startDemoService>>;
let client: ServiceClient;

beforeAll(async () => {
  demo = await startDemoService({ port: 0, seed: 7, keys: ['demo'] });
  client = createServiceClient({
    baseUrl: demo.url,
    getKey: () => 'demo',
    limiter: createRequestLimiter({ rate: { requests: 1000, windowMs: 60_000 } }),
    timeoutMs: 10_000,
  });
});

afterAll(async () => {
  await demo?.close();
});

/** A model of a catalogue with an element (the self-test's own pick), so each model-bound operation has one to ask for. */
function pick(models: Parameters<typeof pickModel>[0]): PickedModel {
  const picked = pickModel(models);
  if (picked === null) throw new Error('the catalogue lists no model with an element');
  return picked;
}

const lats = [51.9, 52.5, 53.4];
const lons = [3.9, 3.2, 2.4];
// One valid query per operation: the live self-test's own (src/core/service-client/self-test-queries.ts).
const queries = selfTestQueries;

function callOperation<N extends OperationName>(name: N, query: OperationQuery<N>) {
  return client.call(name, ...([query] as QueryArgs<N>));
}

let catalogues: Catalogues;

describe('service client against the demo service', () => {
  beforeAll(async () => {
    catalogues = {
      weatherTimeseries: pick((await client.weatherTimeseriesModels({ lat: 51.9, lon: 4.5 })).models),
      weatherMaps: pick((await client.weatherMapsModels()).models),
      marineTimeseries: pick((await client.marineTimeseriesModels()).models),
      marineEnsemble: pick((await client.marineEnsembleModels()).models),
      weatherEnsemble: pick((await client.weatherEnsembleModels()).models),
    };
  });

  it.each(operationNames)('%s answers with the documented shape', async (name) => {
    const answer: unknown = await callOperation(name, queries[name](catalogues));
    // The client already refused any mismatch; checked again here so this test stands alone.
    expect(endpoints[name].response.safeParse(answer).success).toBe(true);
  });

  it('route forecasts have one value per waypoint', async () => {
    const route = await client.weatherTimeseriesRoute(queries.weatherTimeseriesRoute(catalogues));
    expect(route.elements[0]?.data).toHaveLength(lats.length);
    const shipping = await client.shippingRoute({ lats, lons, speeds: [12] });
    expect(shipping.points!.filter((point) => point.type === 'waypoint')).toHaveLength(lats.length);
  });

  it('the port list honours the size filter', async () => {
    const { ports } = await client.portList({ size: ['large'] });
    expect(ports.length).toBeGreaterThan(0);
    expect(new Set(ports.map((port) => port.size))).toEqual(new Set(['large']));
  });

  it('a key the service does not know gives an auth error with the service message', async () => {
    const stranger = createServiceClient({
      baseUrl: demo.url,
      getKey: () => 'not-a-demo-key',
      limiter: createRequestLimiter(),
    });
    const error = await stranger.storms().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ code: 'auth', status: 401 });
    expect(String(error)).not.toContain('not-a-demo-key');
  });

  for (const mode of ['proto', 'json'] as const) {
    it(`the transit mixer streams options in mode=${mode} until the server closes`, async () => {
      const stream = client.openTransitMixer(
        // Amsterdam Centraal to Utrecht Centraal.
        { fromPlace: '52.379,4.9', toPlace: '52.09,5.11' },
        { mode },
      );
      const options: TransitOption[] = [];
      for await (const option of stream) options.push(option);
      expect(options.length).toBeGreaterThan(0);
      expect(stream.stats().badFrames).toBe(0);
      expect(options.some((option) => option.trips.length > 0)).toBe(true);
    });
  }
});
