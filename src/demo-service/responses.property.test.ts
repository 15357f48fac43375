import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type OperationName } from '../shared/service/endpoints';
import { encodeQuery } from '../shared/service/query-encoding';
import { shippingElementKeys } from '../shared/service/shipping';
import { marineEnsembleModels, marineModels, weatherEnsembleModels, weatherModels } from './data/simulated-models';
import { startDemoService, type DemoService } from './index';

/**
 * Every operation, many random valid requests, every answer checked with the endpoint's shared
 * response schema (the contract the client enforces).
 */

let service: DemoService;
const clockMs = Date.UTC(2025, 8, 10, 6, 30, 0);

beforeAll(async () => {
  service = await startDemoService({ seed: 5, clock: () => clockMs });
});
afterAll(async () => {
  await service.close();
});

const lat = fc.double({ min: -70, max: 70, noNaN: true }).map((value) => Math.round(value * 1000) / 1000);
const lon = fc.double({ min: -180, max: 180, noNaN: true }).map((value) => Math.round(value * 1000) / 1000);
const nlLat = fc.double({ min: 48.5, max: 56.5, noNaN: true }).map((value) => Math.round(value * 100) / 100);
const nlLon = fc.double({ min: -1.5, max: 11.5, noNaN: true }).map((value) => Math.round(value * 100) / 100);
const route = fc.integer({ min: 2, max: 5 }).chain((count) =>
  fc.record({ lats: fc.array(lat, { minLength: count, maxLength: count }), lons: fc.array(lon, { minLength: count, maxLength: count }) }),
);

const modelElement = (models: typeof weatherModels) =>
  fc.constantFrom(...models).chain((model) =>
    fc.constantFrom(...model.elements).chain((element) =>
      fc.record({
        model: fc.constant(model.id),
        elements: fc.constant([element.id]),
        levels: element.levels.length > 0 ? fc.constantFrom(...element.levels).map((level) => [level]) : fc.constant(undefined),
      }),
    ),
  );

const weatherModelElement = modelElement(weatherModels.filter((model) => model.id !== 'harmonie-nl')).map((value) => ({ ...value, levels: value.levels ?? ['10m'] }));

const requests: { [N in OperationName]: { arbitrary: fc.Arbitrary<Record<string, unknown>>; runs: number } } = {
  geoSearch: { arbitrary: fc.record({ query: fc.constantFrom('Rotterdam', 'ber', 'São Paulo', 'Cape', 'zzzz'), language: fc.constantFrom('en', 'nl', 'de', 'tr', 'el') }), runs: 8 },
  geoNearby: { arbitrary: fc.record({ lat, lon }), runs: 5 },
  weatherForecast: {
    arbitrary: fc.record({ lat, lon, max_minutely: fc.integer({ min: 0, max: 120 }), max_hourly: fc.integer({ min: 0, max: 168 }), max_daily: fc.integer({ min: 0, max: 15 }), max_daypartly: fc.integer({ min: 0, max: 30 }) }),
    runs: 6,
  },
  weatherRadar: { arbitrary: fc.record({ lat, lon, radius: fc.integer({ min: 1, max: 500 }) }), runs: 5 },
  // Within the climate's coverage (near land): far out at sea it answers 500, tested in climate-coverage.test.ts.
  weatherClimate: { arbitrary: fc.record({ lat: nlLat, lon: nlLon, period: fc.constantFrom('month', 'half_month', 'ten_days') }), runs: 6 },
  weatherTimeseriesPoint: { arbitrary: fc.record({ lat, lon }).chain((point) => weatherModelElement.map((value) => ({ ...point, ...value }))), runs: 8 },
  weatherTimeseriesRoute: { arbitrary: fc.record({ route, speed: fc.integer({ min: 5, max: 60 }) }).chain(({ route: r, speed }) => weatherModelElement.map((value) => ({ ...r, speed, ...value }))), runs: 8 },
  weatherTimeseriesModels: { arbitrary: fc.record({ lat: nlLat, lon: nlLon }), runs: 3 },
  weatherEnsembleModels: { arbitrary: fc.constant({}), runs: 1 },
  weatherEnsemblePoint: { arbitrary: fc.record({ lat, lon }).chain((point) => modelElement(weatherEnsembleModels).map((value) => ({ ...point, ...value }))), runs: 2 },
  weatherMapsModels: { arbitrary: fc.option(fc.record({ lat, lon }), { nil: undefined }).map((value) => value ?? {}), runs: 3 },
  weatherMapsLayers: {
    arbitrary: fc.constantFrom(...weatherModels, ...marineModels).chain((model) =>
      fc.record({ model: fc.constant(model.id), run: fc.constant('latest'), element: fc.constant(model.elements[0]?.id ?? ''), zoom: fc.integer({ min: 0, max: 10 }), north: fc.constant(60), east: fc.constant(10), south: fc.constant(45), west: fc.constant(-5) }),
    ),
    runs: 4,
  },
  marineTimeseriesModels: { arbitrary: fc.record({ lat, lon }), runs: 3 },
  marineTimeseriesPoint: { arbitrary: fc.record({ lat, lon }).chain((point) => modelElement(marineModels).map((value) => ({ ...point, ...value }))), runs: 8 },
  marineTimeseriesRoute: { arbitrary: fc.record({ route, speed: fc.integer({ min: 5, max: 30 }) }).chain(({ route: r, speed }) => modelElement(marineModels).map((value) => ({ ...r, speed, ...value }))), runs: 8 },
  marineEnsembleModels: { arbitrary: fc.constant({}), runs: 1 },
  marineEnsemblePoint: { arbitrary: fc.record({ lat, lon }).chain((point) => modelElement(marineEnsembleModels).map((value) => ({ ...point, ...value }))), runs: 2 },
  shippingPoint: { arbitrary: fc.record({ lat, lon }), runs: 3 },
  shippingRoute: {
    arbitrary: route.chain((r) =>
      fc.record({
        // One for the whole route, one per leg or one per waypoint: what the service takes.
        speeds: fc.constantFrom(1, r.lats.length - 1, r.lats.length).chain((count) => fc.array(fc.integer({ min: 4, max: 25 }), { minLength: count, maxLength: count })),
        routing: fc.constantFrom('rhumb', 'greatcircle'),
        elements: fc.option(fc.subarray([...shippingElementKeys], { minLength: 1 }), { nil: undefined }),
      }).map((extra) => ({ ...r, ...extra })),
    ),
    runs: 6,
  },
  portList: { arbitrary: fc.option(fc.subarray(['very_small', 'small', 'medium', 'large'], { minLength: 1 }), { nil: undefined }).map((size) => (size === undefined ? {} : { size })), runs: 4 },
  storms: { arbitrary: fc.constant({}), runs: 1 },
  trafficOverview: { arbitrary: fc.constant({}), runs: 1 },
  trafficGeo: { arbitrary: fc.constant({}), runs: 1 },
  transitPlannerSearch: { arbitrary: fc.record({ query: fc.constantFrom('Amsterdam', 'ut', 'Den', 'RTD'), limit: fc.integer({ min: 1, max: 10 }) }), runs: 4 },
  legacyForecast: { arbitrary: fc.record({ latitude: nlLat, longitude: nlLon }), runs: 3 },
};

async function call(operation: OperationName, query: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const endpoint = endpoints[operation];
  const params = encodeQuery(query);
  params.append(endpoint.key, 'demo');
  const response = await fetch(`${service.url}${endpoint.path}?${params.toString()}`);
  return { status: response.status, body: await response.json() };
}

describe('every operation answers with its documented shape', () => {
  for (const operation of Object.keys(requests) as OperationName[]) {
    it(operation, async () => {
      const { arbitrary, runs } = requests[operation];
      await fc.assert(
        fc.asyncProperty(arbitrary, async (query) => {
          const { status, body } = await call(operation, query);
          expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
          const parsed = endpoints[operation].response.safeParse(body);
          expect(parsed.success, parsed.error?.message).toBe(true);
        }),
        { numRuns: runs, seed: 42 },
      );
    });
  }
});
