import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoService } from '../../src/demo-service';
import { ServiceError } from '../../src/core/service-client/errors';
import { createRequestLimiter } from '../../src/core/service-client/limiter';
import {
  createServiceClient,
  type QueryArgs,
  type ServiceClient,
} from '../../src/core/service-client/service-client';
import type { CatalogueEntry } from '../../src/shared/service/catalogue';
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

interface PickedModel {
  model: string;
  element: string;
  level: string | undefined;
}

/** A model of a catalogue with an element, preferring one whose element has a level. */
function pick(models: readonly CatalogueEntry[]): PickedModel {
  for (const entry of models) {
    for (const element of entry.elements) {
      if (element.levels.length > 0) return { model: entry.id, element: element.id, level: element.levels[0] };
    }
  }
  const first = models[0];
  const element = first?.elements[0];
  if (first === undefined || element === undefined) throw new Error('the catalogue lists no model with an element');
  return { model: first.id, element: element.id, level: undefined };
}

interface Catalogues {
  weatherTimeseries: PickedModel;
  weatherMaps: PickedModel;
  marineTimeseries: PickedModel;
  marineEnsemble: PickedModel;
  weatherEnsemble: PickedModel;
}

const lats = [51.9, 52.5, 53.4];
const lons = [3.9, 3.2, 2.4];

/** One valid query per operation; the mapped type makes a new operation fail to compile here. */
const queries: { [N in OperationName]: (catalogues: Catalogues) => OperationQuery<N> } = {
  geoSearch: () => ({ query: 'Rotterdam' }),
  geoNearby: () => ({ lat: 51.9, lon: 4.5 }),
  weatherForecast: () => ({ lat: 51.9, lon: 4.5 }),
  weatherRadar: () => ({ lat: 51.9, lon: 4.5 }),
  weatherClimate: () => ({ lat: 51.9, lon: 4.5 }),
  weatherTimeseriesPoint: ({ weatherTimeseries: m }) => ({
    lat: 51.9,
    lon: 4.5,
    model: m.model,
    elements: [m.element],
    levels: [m.level ?? '10m'],
  }),
  weatherTimeseriesRoute: ({ weatherTimeseries: m }) => ({
    lats,
    lons,
    model: m.model,
    elements: [m.element],
    levels: [m.level ?? '10m'],
  }),
  weatherTimeseriesModels: () => ({ lat: 51.9, lon: 4.5 }),
  weatherEnsembleModels: () => ({}),
  weatherEnsemblePoint: ({ weatherEnsemble: m }) => ({
    lat: 51.9,
    lon: 4.5,
    model: m.model,
    elements: [m.element],
    ...(m.level === undefined ? {} : { levels: [m.level] }),
  }),
  weatherMapsModels: () => ({}),
  weatherMapsLayers: ({ weatherMaps: m }) => ({
    model: m.model,
    run: 'latest',
    element: m.element,
    zoom: 4,
    north: 60,
    east: 10,
    south: 45,
    west: -5,
    ...(m.level === undefined ? {} : { level: m.level }),
  }),
  marineTimeseriesModels: () => ({ lat: 51.9, lon: 3.9 }),
  marineTimeseriesPoint: ({ marineTimeseries: m }) => ({
    lat: 51.9,
    lon: 3.9,
    model: m.model,
    elements: [m.element],
    ...(m.level === undefined ? {} : { levels: [m.level] }),
  }),
  marineTimeseriesRoute: ({ marineTimeseries: m }) => ({
    lats,
    lons,
    model: m.model,
    elements: [m.element],
    ...(m.level === undefined ? {} : { levels: [m.level] }),
  }),
  marineEnsembleModels: () => ({}),
  marineEnsemblePoint: ({ marineEnsemble: m }) => ({
    lat: 51.9,
    lon: 3.9,
    model: m.model,
    elements: [m.element],
    ...(m.level === undefined ? {} : { levels: [m.level] }),
  }),
  shippingPoint: () => ({ lat: 51.9, lon: 3.9 }),
  shippingRoute: () => ({ lats, lons, speeds: [12] }),
  portList: () => ({ size: ['large'] }),
  storms: () => ({}),
  trafficOverview: () => ({}),
  trafficGeo: () => ({}),
  transitPlannerSearch: () => ({ query: 'Amsterdam' }),
  legacyForecast: () => ({ latitude: 51.9, longitude: 4.5 }),
};

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
    expect(shipping.points.filter((point) => point.type === 'waypoint')).toHaveLength(lats.length);
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
        {
          from: { latitude: 52.379, longitude: 4.9, name: 'Amsterdam Centraal' },
          to: { latitude: 52.09, longitude: 5.11, name: 'Utrecht Centraal' },
        },
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
