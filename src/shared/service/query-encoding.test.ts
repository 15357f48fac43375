import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpoints, type OperationName } from './endpoints';
import { decodeQuery, describeQueryError, encodeQuery, queryInputFromParams } from './query-encoding';
import { portSizes } from './ports';
import { shippingElementKeys, shippingRoutings } from './shipping';
import { forecastLanguages } from './weather';
import { geoLanguages } from './geo';

/** A double the URL carries exactly (-0 prints as 0, so it is left out). */
const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true }).filter((value) => !Object.is(value, -0));
const word = fc.stringMatching(/^[A-Za-z0-9_.:-]{1,12}$/);
const epoch = fc.integer({ min: 0, max: 4_000_000_000 });

function route(min: number, max: number) {
  return fc.integer({ min, max }).chain((count) =>
    fc.record({
      lats: fc.array(coordinate(90), { minLength: count, maxLength: count }),
      lons: fc.array(coordinate(180), { minLength: count, maxLength: count }),
      times: fc.option(fc.array(epoch, { minLength: count, maxLength: count }), { nil: undefined }),
    }),
  );
}

/** Through the wire: encode, print, parse as a server would, decode. */
function roundTrip(operation: OperationName, input: Record<string, unknown>) {
  const parsed = endpoints[operation].query.parse(input);
  const wire = new URLSearchParams(encodeQuery(parsed).toString());
  const decoded = decodeQuery(operation, wire);
  return { parsed, decoded };
}

describe('encodeQuery then decodeQuery gives back the parsed query', () => {
  it('for forecasts (numbers, defaults, enums)', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            lat: coordinate(90),
            lon: coordinate(180),
            max_hourly: fc.integer({ min: 0, max: 168 }),
            max_daily: fc.integer({ min: 0, max: 15 }),
            language: fc.constantFrom(...forecastLanguages),
          },
          { requiredKeys: ['lat', 'lon'] },
        ),
        (input) => {
          const { parsed, decoded } = roundTrip('weatherForecast', input);
          expect(decoded.error?.issues).toBeUndefined();
          expect(decoded.data).toEqual(parsed);
        },
      ),
    );
  });

  it('for shipping routes (number lists, enum lists, optional lists)', () => {
    fc.assert(
      fc.property(
        route(2, 30),
        fc.option(fc.array(fc.double({ min: 0.5, max: 100, noNaN: true }), { minLength: 1, maxLength: 1 }), {
          nil: undefined,
        }),
        fc.option(fc.uniqueArray(fc.constantFrom(...shippingElementKeys), { minLength: 1 }), { nil: undefined }),
        fc.option(fc.constantFrom(...shippingRoutings), { nil: undefined }),
        fc.option(epoch, { nil: undefined }),
        (waypoints, oneSpeed, elements, routing, start) => {
          // Speeds and times never travel together (times carry the schedule).
          const speeds = waypoints.times === undefined ? oneSpeed : undefined;
          const { parsed, decoded } = roundTrip('shippingRoute', { ...waypoints, speeds, elements, routing, start });
          expect(decoded.error?.issues).toBeUndefined();
          expect(decoded.data).toEqual(parsed);
        },
      ),
    );
  });

  it('for marine timeseries routes and points (text lists)', () => {
    fc.assert(
      fc.property(
        route(2, 10),
        word,
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.option(fc.array(word, { minLength: 1, maxLength: 4 }), { nil: undefined }),
        (waypoints, model, elements, levels) => {
          const trip = roundTrip('marineTimeseriesRoute', { ...waypoints, model, elements, levels });
          expect(trip.decoded.data).toEqual(trip.parsed);
          const point = roundTrip('marineTimeseriesPoint', {
            lat: waypoints.lats[0],
            lon: waypoints.lons[0],
            model,
            elements,
            levels,
          });
          expect(point.decoded.data).toEqual(point.parsed);
        },
      ),
    );
  });

  it('for free text holding commas, ampersands and any script (a scalar is never split)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }),
        fc.constantFrom(...geoLanguages),
        (query, language) => {
          const { parsed, decoded } = roundTrip('geoSearch', { query, language });
          expect(decoded.data).toEqual(parsed);
        },
      ),
    );
  });

  it('for port lists and map layers', () => {
    fc.assert(
      fc.property(
        fc.option(fc.uniqueArray(fc.constantFrom(...portSizes), { minLength: 1 }), { nil: undefined }),
        fc.integer({ min: 0, max: 22 }),
        (size, zoom) => {
          const ports = roundTrip('portList', { size });
          expect(ports.decoded.data).toEqual(ports.parsed);
          const layers = roundTrip('weatherMapsLayers', {
            model: 'ecmwf',
            run: 'latest',
            element: 'wind',
            zoom,
            north: 55,
            east: 8,
            south: 50,
            west: 2,
          });
          expect(layers.decoded.data).toEqual(layers.parsed);
        },
      ),
    );
  });
});

describe('encodeQuery', () => {
  it('sorts keys, joins lists with commas and drops what is not set', () => {
    const params = encodeQuery({ lons: [4, 3.5], lats: [52, 53.25], start: undefined, model: 'wam' });
    expect([...new URLSearchParams(params.toString()).entries()]).toEqual([
      ['lats', '52,53.25'],
      ['lons', '4,3.5'],
      ['model', 'wam'],
    ]);
  });

  it('gives the same text for the same query written in another key order (a cache key)', () => {
    const a = encodeQuery({ lat: 1, lon: 2, model: 'm', elements: ['a', 'b'] }).toString();
    const b = encodeQuery({ elements: ['a', 'b'], model: 'm', lon: 2, lat: 1 }).toString();
    expect(a).toBe(b);
  });
});

describe('decodeQuery', () => {
  it('ignores the key and other parameters the operation does not know', () => {
    const result = decodeQuery('shippingPoint', new URLSearchParams('lat=52&lon=4&api_key=secret&x=1'));
    expect(result.data).toEqual({ lat: 52, lon: 4 });
  });

  it('reads a literal comma list as the spec writes it', () => {
    const result = decodeQuery('shippingRoute', new URLSearchParams('lats=52,53&lons=4,5&speeds=12'));
    expect(result.data).toMatchObject({ lats: [52, 53], lons: [4, 5], speeds: [12] });
  });

  it('refuses an empty required list', () => {
    const params = new URLSearchParams('lat=52&lon=4&model=m&elements=');
    const result = decodeQuery('marineTimeseriesPoint', params);
    expect(result.success).toBe(false);
    expect(describeQueryError(result.error!, queryInputFromParams('marineTimeseriesPoint', params))).toBe(
      'elements: an empty list is not allowed; expected at least one element',
    );
  });

  it('refuses lats and lons of different lengths', () => {
    const params = new URLSearchParams('lats=52,53,54&lons=4,5&model=m&elements=e');
    const result = decodeQuery('marineTimeseriesRoute', params);
    expect(describeQueryError(result.error!, queryInputFromParams('marineTimeseriesRoute', params))).toBe(
      'lons: expected as many longitudes as latitudes (3), got 2',
    );
  });
});

describe('describeQueryError', () => {
  function messageFor(operation: OperationName, search: string): string {
    const params = new URLSearchParams(search);
    const result = decodeQuery(operation, params);
    expect(result.success).toBe(false);
    return describeQueryError(result.error!, queryInputFromParams(operation, params));
  }

  it('names the parameter, the value and what is allowed', () => {
    expect(messageFor('weatherForecast', 'lat=52&lon=4&max_hourly=200')).toBe(
      'max_hourly: 200 is not allowed; expected a whole number from 0 to 168',
    );
  });

  it('shows a value that is not a number as the text sent', () => {
    expect(messageFor('weatherRadar', 'lat=north&lon=4')).toBe(
      'lat: "north" is not allowed; expected a latitude in degrees from -90 to 90',
    );
  });

  it('says which parameter is missing', () => {
    expect(messageFor('weatherClimate', 'lon=4')).toBe(
      'lat: missing; expected a latitude in degrees from -90 to 90',
    );
  });

  it('points into a list at the item that is wrong', () => {
    expect(messageFor('shippingRoute', 'lats=52,95&lons=4,5')).toBe(
      'lats[1]: 95 is not allowed; expected a latitude in degrees from -90 to 90',
    );
  });

  it('lists the allowed words of an enum', () => {
    expect(messageFor('weatherClimate', 'lat=1&lon=2&period=week')).toBe(
      'period: "week" is not allowed; expected one of month, half_month, ten_days',
    );
  });
});

describe('numbers in the URL', () => {
  it.each(['0x10', ' 5', 'Infinity', '1,5'])('refuses %j as a number rather than guessing', (text) => {
    const result = decodeQuery('weatherRadar', new URLSearchParams({ lat: '1', lon: '2', radius: text }));
    expect(result.success).toBe(false);
  });

  it.each([['1e-7', 1e-7], ['-0.5', -0.5], ['.25', 0.25], ['12', 12]])('reads %j as %d', (text, value) => {
    const result = decodeQuery('weatherRadar', new URLSearchParams({ lat: text, lon: '2' }));
    expect(result.data?.lat).toBe(value);
  });
});
