import { describe, expect, it } from 'vitest';
import { creditsFor, endpoints, operationForPath, operationNames, type OperationName, type OperationQuery } from './endpoints';
import { describeQueryError } from './query-encoding';
import { queryFieldKind } from './query-fields';

type QueryCase<N extends OperationName> = {
  valid: OperationQuery<N>;
  /** A value the spec does not allow, and the parameter it belongs to. */
  bad?: { param: string; value: unknown; named?: string };
};

const route = { lats: [51.9, 52.4, 53.1], lons: [4.1, 3.2, 2.9] };

const cases: { [N in OperationName]: QueryCase<N> } = {
  geoSearch: { valid: { query: 'Rotterdam', language: 'pl' }, bad: { param: 'language', value: 'ja' } },
  geoNearby: { valid: { lat: 51.9, lon: 4.5, limit: 5 }, bad: { param: 'lat', value: 91 } },
  weatherForecast: {
    valid: { lat: 51.9, lon: 4.5, max_hourly: 168, language: 'it' },
    bad: { param: 'max_hourly', value: 169 },
  },
  weatherRadar: { valid: { lat: 51.9, lon: 4.5, radius: 25 }, bad: { param: 'radius', value: -1 } },
  weatherClimate: { valid: { lat: 51.9, lon: 4.5, period: 'ten_days' }, bad: { param: 'period', value: 'week' } },
  weatherTimeseriesPoint: {
    valid: { lat: 51.9, lon: 4.5, model: 'ecmwf', elements: ['windSpeed'], levels: ['10m'], members: ['1'] },
    bad: { param: 'levels', value: [] },
  },
  weatherTimeseriesRoute: {
    valid: { ...route, model: 'ecmwf', elements: ['windSpeed'], levels: ['10m'], speed: 30 },
    bad: { param: 'lons', value: [4.1, 3.2] },
  },
  weatherTimeseriesModels: { valid: { lat: 51.9, lon: 4.5 }, bad: { param: 'lon', value: undefined } },
  weatherEnsembleModels: { valid: { lat: 1, lon: 2 }, bad: { param: 'lat', value: undefined } },
  weatherEnsemblePoint: {
    valid: { lat: 51.9, lon: 4.5, model: 'ecmwf-ens', elements: ['windSpeed'] },
    bad: { param: 'elements', value: [] },
  },
  weatherMapsModels: { valid: { lat: 51.9, lon: 4.5 }, bad: { param: 'lon', value: 181 } },
  weatherMapsLayers: {
    valid: { model: 'ecmwf', run: 'latest', element: 'wind', zoom: 5, north: 55, east: 8, south: 50, west: 2 },
    bad: { param: 'zoom', value: 'near' },
  },
  marineTimeseriesModels: { valid: {}, bad: { param: 'lat', value: -100 } },
  marineTimeseriesPoint: {
    valid: { lat: 51.9, lon: 4.5, model: 'wam', elements: ['waveHeight'] },
    bad: { param: 'elements', value: undefined },
  },
  marineTimeseriesRoute: {
    valid: { ...route, model: 'wam', elements: ['waveHeight'], times: [1, 2, 3] },
    bad: { param: 'times', value: [1, 2] },
  },
  marineEnsembleModels: { valid: { lat: 1, lon: 2 }, bad: { param: 'lon', value: 'east' } },
  marineEnsemblePoint: {
    valid: { lat: 51.9, lon: 4.5, model: 'wam-ens', elements: ['waveHeight'], levels: ['0'] },
    bad: { param: 'model', value: '' },
  },
  shippingPoint: { valid: { lat: 51.9, lon: 4.5 }, bad: { param: 'lat', value: undefined } },
  shippingRoute: {
    valid: { ...route, speeds: [12, 14], routing: 'greatcircle', elements: ['significantWaveHeight'] },
    bad: { param: 'routing', value: 'orthodrome' },
  },
  portList: { valid: { size: ['large', 'very_small'] }, bad: { param: 'size', value: ['huge'], named: 'size[0]' } },
  storms: { valid: {} },
  trafficOverview: { valid: {} },
  trafficGeo: { valid: {} },
  transitPlannerSearch: { valid: { query: 'Amsterdam' }, bad: { param: 'limit', value: 0 } },
  legacyForecast: { valid: { latitude: 51.9, longitude: 4.5 }, bad: { param: 'longitude', value: 200 } },
};

describe('endpoint table', () => {
  it('names every row by its key and serves each path once', () => {
    for (const name of operationNames) expect(endpoints[name].operation).toBe(name);
    const paths = operationNames.map((name) => endpoints[name].path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(operationForPath('/v1/marine/shipping/route')).toBe('shippingRoute');
    expect(operationForPath('/v1/unknown')).toBeUndefined();
  });

  it('sends the key as token only on the legacy forecast', () => {
    const tokenOperations = operationNames.filter((name) => endpoints[name].key === 'token');
    expect(tokenOperations).toEqual(['legacyForecast']);
    expect(endpoints.legacyForecast.path).toBe('/weather/v1/forecast');
    for (const name of operationNames) {
      if (name !== 'legacyForecast') expect(endpoints[name].path.startsWith('/v1/')).toBe(true);
    }
  });

  it('has only query fields a URL can carry (text, number, or a list of them)', () => {
    for (const name of operationNames) {
      for (const [field, schema] of Object.entries(endpoints[name].query.shape)) {
        expect(queryFieldKind(schema), `${name}.${field}`).toBeDefined();
      }
    }
  });
});

describe.each(operationNames)('%s query', (name) => {
  it('accepts a spec-valid example', () => {
    const result = endpoints[name].query.safeParse(cases[name].valid);
    expect(result.error?.issues).toBeUndefined();
  });
});

// storms and the traffic feeds take no parameters, so nothing can be refused there.
const refusable = operationNames.filter((name) => cases[name].bad !== undefined);

describe.each(refusable)('%s query', (name) => {
  it('refuses a bad value and names the parameter', () => {
    const queryCase: QueryCase<OperationName> = cases[name];
    const bad = queryCase.bad!;
    const input: Record<string, unknown> = { ...queryCase.valid, [bad.param]: bad.value };
    if (bad.value === undefined) delete input[bad.param];
    const result = endpoints[name].query.safeParse(input);
    expect(result.success).toBe(false);
    const message = describeQueryError(result.error!, input);
    expect(message).toContain(`${bad.named ?? bad.param}:`);
  });
});

describe('query defaults and ranges from the spec', () => {
  it('fills the forecast defaults: 60 minutes, 48 hours, 5 days, 8 dayparts, metric, en', () => {
    expect(endpoints.weatherForecast.query.parse({ lat: 0, lon: 0 })).toEqual({
      lat: 0,
      lon: 0,
      units: 'metric',
      max_minutely: 60,
      max_hourly: 48,
      max_daily: 5,
      max_daypartly: 8,
      language: 'en',
    });
  });

  it.each([
    ['max_minutely', 120, 121],
    ['max_hourly', 168, 169],
    ['max_daily', 15, 16],
    ['max_daypartly', 30, 31],
  ])('accepts %s up to %i and refuses %i', (param, highest, tooHigh) => {
    const schema = endpoints.weatherForecast.query;
    expect(schema.safeParse({ lat: 0, lon: 0, [param]: highest }).success).toBe(true);
    expect(schema.safeParse({ lat: 0, lon: 0, [param]: 0 }).success).toBe(true);
    expect(schema.safeParse({ lat: 0, lon: 0, [param]: tooHigh }).success).toBe(false);
    expect(schema.safeParse({ lat: 0, lon: 0, [param]: -1 }).success).toBe(false);
  });

  it('refuses a forecast language only the geocoder knows', () => {
    expect(endpoints.weatherForecast.query.safeParse({ lat: 0, lon: 0, language: 'pt' }).success).toBe(false);
    expect(endpoints.geoSearch.query.safeParse({ query: 'Porto', language: 'pt' }).success).toBe(true);
  });

  it('uses 10 km radar radius, month climate period, 8 planner items; no runtime means the latest run', () => {
    expect(endpoints.weatherRadar.query.parse({ lat: 0, lon: 0 }).radius).toBe(10);
    expect(endpoints.weatherClimate.query.parse({ lat: 0, lon: 0 }).period).toBe('month');
    expect(endpoints.transitPlannerSearch.query.parse({ query: 'x' }).limit).toBe(8);
    // Left out, as the vendor's components leave it out for the latest run: nothing to send.
    const point = endpoints.marineEnsemblePoint.query.parse({ lat: 0, lon: 0, model: 'm', elements: ['e'] });
    expect(point.runtime).toBeUndefined();
  });

  it('defaults route speed to 25 km/h (weather) and 16 knots (marine); shipping speeds are the service\'s', () => {
    const base = { ...route, model: 'm', elements: ['e'] };
    expect(endpoints.weatherTimeseriesRoute.query.parse({ ...base, levels: ['10m'] }).speed).toBe(25);
    expect(endpoints.marineTimeseriesRoute.query.parse(base).speed).toBe(16);
    const shipping = endpoints.shippingRoute.query.parse(route);
    expect(shipping.speeds).toBeUndefined();
    expect(shipping.routing).toBeUndefined();
    expect(shipping.start).toBeUndefined();
  });

  it('requires levels for the weather route and point but not for the marine ones', () => {
    const base = { ...route, model: 'm', elements: ['e'] };
    expect(endpoints.weatherTimeseriesRoute.query.safeParse(base).success).toBe(false);
    expect(endpoints.marineTimeseriesRoute.query.safeParse(base).success).toBe(true);
  });

  it('refuses a route of one waypoint, speeds neither one, one per leg nor one per waypoint, and speeds beside times', () => {
    const one = endpoints.shippingRoute.query.safeParse({ lats: [50], lons: [4] });
    expect(one.success).toBe(false);
    const four = { lats: [50, 51, 52, 53], lons: [4, 4, 4, 4] };
    for (const speeds of [[12], [10, 11, 12], [10, 11, 12, 13]]) {
      expect(endpoints.shippingRoute.query.safeParse({ ...four, speeds }).success, String(speeds)).toBe(true);
    }
    const two = endpoints.shippingRoute.query.safeParse({ ...four, speeds: [10, 11] });
    expect(describeQueryError(two.error!, { ...four, speeds: [10, 11] })).toBe(
      'speeds: expected one speed in knots for the whole route, one per leg (3) or one per waypoint (4), got 2',
    );
    const withTimes = { ...four, times: [1, 2, 3, 4], speeds: [12] };
    expect(describeQueryError(endpoints.shippingRoute.query.safeParse(withTimes).error!, withTimes)).toBe(
      'speeds: not taken beside times: the times carry the schedule, leave speeds out',
    );
  });

  it('accepts the unavailable tidal elements in a shipping route request (they answer with an error)', () => {
    const result = endpoints.shippingRoute.query.safeParse({ ...route, elements: ['tidalSeaSurfaceHeight'] });
    expect(result.success).toBe(true);
  });

  it('refuses a list item holding a comma, which would split in the URL', () => {
    const result = endpoints.marineTimeseriesPoint.query.safeParse({
      lat: 0,
      lon: 0,
      model: 'm',
      elements: ['a,b'],
    });
    expect(result.success).toBe(false);
  });
});

describe('credits', () => {
  it('charges 1 for a forecast at the defaults or fewer, 3 for anything longer', () => {
    const forecast = (input: OperationQuery<'weatherForecast'>) =>
      creditsFor('weatherForecast', endpoints.weatherForecast.query.parse(input));
    expect(forecast({ lat: 0, lon: 0 })).toBe(1);
    expect(forecast({ lat: 0, lon: 0, max_hourly: 0, max_daily: 2 })).toBe(1);
    expect(forecast({ lat: 0, lon: 0, max_hourly: 49 })).toBe(3);
    expect(forecast({ lat: 0, lon: 0, max_minutely: 120 })).toBe(3);
    expect(forecast({ lat: 0, lon: 0, max_daily: 6 })).toBe(3);
    expect(forecast({ lat: 0, lon: 0, max_daypartly: 9 })).toBe(3);
  });

  it('charges waypoints x elements for the weather and marine routes', () => {
    const weather = endpoints.weatherTimeseriesRoute.query.parse({
      ...route,
      model: 'm',
      elements: ['windSpeed', 'windDirection'],
      levels: ['10m'],
    });
    expect(creditsFor('weatherTimeseriesRoute', weather)).toBe(3 * 2);
    const marine = endpoints.marineTimeseriesRoute.query.parse({ ...route, model: 'm', elements: ['a', 'b', 'c', 'd'] });
    expect(creditsFor('marineTimeseriesRoute', marine)).toBe(3 * 4);
  });

  it('charges levels sent one slot per element (2m,,10m) nothing more, and multiplies by a set of levels of another length', () => {
    const slots = endpoints.weatherTimeseriesRoute.query.parse({
      ...route,
      model: 'm',
      elements: ['windSpeed', 'temperature', 'cloudCover'],
      levels: ['10m', '2m', ''],
    });
    expect(creditsFor('weatherTimeseriesRoute', slots)).toBe(3 * 3);
    const set = endpoints.weatherTimeseriesRoute.query.parse({
      ...route,
      model: 'm',
      elements: ['windSpeed', 'temperature', 'cloudCover'],
      levels: ['10m', '100m'],
    });
    expect(creditsFor('weatherTimeseriesRoute', set)).toBe(3 * 3 * 2);
  });

  it('charges 1 for every other operation', () => {
    for (const name of operationNames) {
      if (name === 'weatherForecast' || name === 'weatherTimeseriesRoute' || name === 'marineTimeseriesRoute') continue;
      const query = endpoints[name].query.parse(cases[name].valid);
      expect(creditsFor(name, query as never), name).toBe(1);
    }
  });
});
