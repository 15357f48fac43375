import { describe, expect, it } from 'vitest';
import { describeZodError } from '../result';
import { endpoints, operationNames, type OperationName } from './endpoints';
import { ensembleMembers } from './ensemble';
import { authErrorBodySchema, embeddedErrorSchema, isEmbeddedError, legacyErrorBodySchema } from './errors';
import { responseExamples } from './response-examples';
import { transitOptionExample } from './transit-examples';
import { transitMixerConnectionQuerySchema, transitMixerRequestSchema, transitOptionSchema } from './transit';

type Path = readonly (string | number)[];

function withValueAt(body: unknown, path: Path, value: unknown): unknown {
  const copy: unknown = structuredClone(body);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
  return copy;
}

/** One wrong type per operation in what the reading policy requires (a time, a position, a value, an id). */
const wrongTypes: { [N in OperationName]: { path: Path; value: unknown } } = {
  geoSearch: { path: [0, 'latitude'], value: 'north' },
  geoNearby: { path: [0, 'latitude'], value: 'north' },
  weatherForecast: { path: ['hourly', 0, 'time'], value: '12:00' },
  weatherRadar: { path: ['layers', 1, 'time'], value: '1750000300' },
  weatherClimate: { path: ['periods', 0, 'month'], value: 13 },
  weatherTimeseriesPoint: { path: ['elements', 0, 'pallete', 'labels', 1], value: '5' },
  weatherTimeseriesRoute: { path: ['elements', 0, 'data', 1, 'time'], value: 'noon' },
  weatherTimeseriesModels: { path: ['models', 0, 'beta'], value: 'false' },
  weatherEnsembleModels: { path: ['models', 0, 'members'], value: '51' },
  weatherEnsemblePoint: { path: ['elements', 0, 'data', 0, 'value', 'member1'], value: 'high' },
  weatherMapsModels: { path: ['models', 0, 'runtimes'], value: 1_750_000_000 },
  weatherMapsLayers: { path: ['layers', 0, 'datetime'], value: '2025-06-15T06:00:00Z' },
  marineTimeseriesModels: { path: ['models', 0, 'id'], value: 7 },
  marineTimeseriesPoint: { path: ['elements', 0, 'element'], value: 5 },
  marineTimeseriesRoute: { path: ['elements', 0, 'data', 0, 'value'], value: 'high' },
  marineEnsembleModels: { path: ['models', 0, 'elements', 0, 'units'], value: 'm' },
  marineEnsemblePoint: { path: ['elements', 0, 'data', 0, 'time'], value: 'soon' },
  shippingPoint: { path: ['times', 1], value: null },
  shippingRoute: { path: ['elements', 0, 'data', 1, 'time'], value: 'later' },
  portList: { path: ['ports', 1, 'size'], value: 'tiny' },
  storms: { path: ['storms', 0, 'path', 0, 'windSpeed', 'kts'], value: '54' },
  trafficOverview: { path: ['events', 0, 'description'], value: 5 },
  trafficGeo: { path: ['features', 1, 'geometry', 'coordinates'], value: [[5.1, 52.1]] },
  transitPlannerSearch: { path: ['items', 0, 'location', 'latitude'], value: 'north' },
  legacyForecast: { path: ['daily', 0, 'precipType'], value: 'sleet' },
};

describe.each(operationNames)('%s response', (name) => {
  const schema = endpoints[name].response;

  it('accepts a spec-shaped example', () => {
    const result = schema.safeParse(responseExamples[name]);
    expect(result.error?.issues).toBeUndefined();
  });

  it('rejects a wrong type and names the field path', () => {
    const { path, value } = wrongTypes[name];
    const result = schema.safeParse(withValueAt(responseExamples[name], path, value));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path)).toContainEqual(path);
    expect(describeZodError(result.error!)).toContain(`${path.join('.')}:`);
  });
});

describe('response details from the spec', () => {
  it('accepts fields the spec does not list (a newer service adds some)', () => {
    const body = withValueAt(responseExamples.portList, ['ports', 0, 'unlocode'], 'NLRTM');
    expect(endpoints.portList.response.safeParse(body).success).toBe(true);
  });

  it('keeps every ensemble member, in order', () => {
    const parsed = endpoints.marineEnsemblePoint.response.parse(responseExamples.marineEnsemblePoint);
    const value = parsed.elements[0]!.data![0]!.value;
    expect(ensembleMembers(value)).toEqual([1.5, 1.9]);
  });

  it('refuses an ensemble element with neither data nor an error', () => {
    const body = withValueAt(responseExamples.weatherEnsemblePoint, ['elements', 1, 'error'], undefined);
    expect(endpoints.weatherEnsemblePoint.response.safeParse(body).success).toBe(false);
  });

  it('accepts a shipping route model reported under mercator and an element served with an error', () => {
    const parsed = endpoints.shippingRoute.response.parse(responseExamples.shippingRoute);
    expect(parsed.models!.map((model) => model.key)).toContain('mercator');
    expect(parsed.elements[1]).toMatchObject({ data: [], error: 'a level is required' });
  });

  it('accepts an unavailable shipping model with only a key and an error', () => {
    const parsed = endpoints.shippingPoint.response.parse(responseExamples.shippingPoint);
    expect(parsed.models![1]).toEqual({ key: 'ncep-rtofs', error: 'model unavailable' });
  });

  it('accepts legacy blocks with any key missing, and a precipitation word the spec does not list', () => {
    const legacy = endpoints.legacyForecast.response;
    expect(legacy.safeParse(withValueAt(responseExamples.legacyForecast, ['currently'], {})).success).toBe(true);
    expect(legacy.safeParse(withValueAt(responseExamples.legacyForecast, ['hourly', 1], { precipType: 'mix' })).success).toBe(true);
    // Reading policy: an unknown word in a field the app can do without is passed on, not fatal.
    expect(endpoints.weatherForecast.response.safeParse(
      withValueAt(responseExamples.weatherForecast, ['minutely', 0, 'precipType'], 'mix'),
    ).success).toBe(true);
  });

  it('accepts null in every leaf number of a storm', () => {
    const body = withValueAt(responseExamples.storms, ['storms', 0, 'current', 'pressure'], { in: null, mb: null });
    expect(endpoints.storms.response.safeParse(body).success).toBe(true);
  });
});

describe('transit mixer messages', () => {
  it('accepts a spec-shaped option with modifiers', () => {
    expect(transitOptionSchema.safeParse(transitOptionExample).error?.issues).toBeUndefined();
  });

  it("reads what it can of a leg: one of the vendor's four kinds, or none it knows; a journey without its times is refused", () => {
    const waiting = withValueAt(transitOptionExample, ['trips', 0, 'legs', 0], { waitingLeg: { startTime: '2025-06-15T09:50:00+02:00', endTime: '2025-06-15T09:55:00+02:00' } });
    expect(transitOptionSchema.parse(waiting).trips[0]?.legs[0]?.waitingLeg?.endTime).toBe('2025-06-15T09:55:00+02:00');
    const unknownKind = withValueAt(transitOptionExample, ['trips', 0, 'legs', 0], { duration: 4, scooterLeg: { range: 12 } });
    expect(transitOptionSchema.parse(unknownKind).trips[0]?.legs[0]).toEqual({ duration: 4 });
    // proto3 writes an unset text as "": read as not given, like a missing one.
    const emptyName = withValueAt(transitOptionExample, ['trips', 0, 'legs', 0, 'nonTransitLeg', 'fromPlace', 'name'], '');
    expect(transitOptionSchema.parse(emptyName).trips[0]?.legs[0]?.nonTransitLeg?.fromPlace?.name).toBeUndefined();
    const noTimes = withValueAt(withValueAt(transitOptionExample, ['trips', 0, 'aimedEndTime'], undefined), ['trips', 0, 'expectedEndTime'], '');
    expect(transitOptionSchema.safeParse(noTimes).error?.issues[0]?.path).toEqual(['trips', 0]);
  });

  it('takes a request as the vendor sends it: places as "lat,lon", an optional time and arriveBy', () => {
    // infoplaza-platform-examples, nextjs/src/app/mobility/transit-planner/api.ts
    const request = { fromPlace: '52.36,4.88', toPlace: '52.09,5.11', timestamp: '2025-06-15T09:45:00+02:00', arriveBy: false };
    expect(transitMixerRequestSchema.safeParse(request).success).toBe(true);
    expect(transitMixerRequestSchema.safeParse({ fromPlace: '52.36, 4.88', toPlace: '-33.9,-70.1' }).success).toBe(true);
    expect(transitMixerRequestSchema.safeParse({ ...request, timestamp: 'tomorrow' }).success).toBe(false);
    expect(transitMixerRequestSchema.safeParse({ ...request, toPlace: '95,5' }).success).toBe(false);
    expect(transitMixerRequestSchema.safeParse({ ...request, toPlace: 'Utrecht' }).success).toBe(false);
  });

  it('connects in proto mode unless json is asked', () => {
    expect(transitMixerConnectionQuerySchema.parse({})).toEqual({ mode: 'proto' });
    expect(transitMixerConnectionQuerySchema.parse({ mode: 'json' })).toEqual({ mode: 'json' });
    expect(transitMixerConnectionQuerySchema.safeParse({ mode: 'xml' }).success).toBe(false);
  });
});

describe('error bodies', () => {
  it('reads the 401 body of the v1 endpoints', () => {
    const body = { success: false, meta: { credits_used: 0 }, error: { message: 'Invalid API key' } };
    expect(authErrorBodySchema.parse(body).error.message).toBe('Invalid API key');
    expect(authErrorBodySchema.safeParse({ ...body, success: true }).success).toBe(false);
  });

  it('reads the legacy 400/404 body', () => {
    expect(legacyErrorBodySchema.parse({ status: 'error', message: 'location not found' }).message).toBe(
      'location not found',
    );
  });

  it('recognises a 200 that carries only an error, but not a good answer', () => {
    expect(embeddedErrorSchema.safeParse({ error: 'invalid model' }).success).toBe(true);
    expect(isEmbeddedError({ error: 'invalid model' })).toBe(true);
    expect(isEmbeddedError(responseExamples.shippingRoute)).toBe(false);
    expect(isEmbeddedError(responseExamples.geoSearch)).toBe(false);
    expect(isEmbeddedError(null)).toBe(false);
  });
});
