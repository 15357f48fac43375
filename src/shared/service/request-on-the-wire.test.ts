import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { decodeQuery, encodeQuery } from './query-encoding';
import { requestOnTheWire } from './request-on-the-wire';

const route = { lats: [51.9, 52.4, 53.1], lons: [4.1, 3.2, 2.9], model: 'gfs' };

function sent(operation: 'weatherTimeseriesRoute' | 'marineTimeseriesPoint' | 'shippingRoute' | 'weatherForecast', input: Record<string, unknown>): string {
  const parsed = endpoints[operation].query.parse(input) as never;
  return decodeURIComponent(encodeQuery(requestOnTheWire(operation, parsed)).toString());
}

describe('requestOnTheWire', () => {
  it('sends levels as the vendor does: one slot per element, empty for one without a level, - when none has one', () => {
    expect(sent('weatherTimeseriesRoute', { ...route, elements: ['temperature', 'weatherCode', 'windSpeed'], levels: ['2m', '', '10m'] })).toContain('levels=2m,,10m');
    expect(sent('marineTimeseriesPoint', { lat: 1, lon: 2, model: 'wam', elements: ['waveHeight', 'wavePeriod'], levels: ['', ''] })).toContain('levels=-,-');
    // The slots survive the URL: the server reads back one per element.
    const params = new URLSearchParams(encodeQuery({ ...route, elements: ['a', 'b', 'c'], levels: ['2m', '', '10m'] }).toString());
    expect(decodeQuery('weatherTimeseriesRoute', params).data?.levels).toEqual(['2m', '', '10m']);
  });

  it('leaves out what holds the spec default and what the caller left out', () => {
    expect(sent('weatherForecast', { lat: 51.9, lon: 4.1, max_hourly: 48, language: 'en' })).toBe('lat=51.9&lon=4.1');
    expect(sent('weatherForecast', { lat: 51.9, lon: 4.1, max_hourly: 72 })).toBe('lat=51.9&lon=4.1&max_hourly=72');
  });

  it('repeats one shipping speed once per leg, and keeps one per leg or per waypoint as given', () => {
    const ship = { lats: [50, 51, 52, 53], lons: [4, 4, 4, 4] };
    expect(sent('shippingRoute', { ...ship, speeds: [12] })).toContain('speeds=12,12,12');
    expect(sent('shippingRoute', { ...ship, speeds: [12, 13, 14, 15] })).toContain('speeds=12,13,14,15');
    expect(sent('shippingRoute', { lats: [50, 51], lons: [4, 4], speeds: [12] })).toContain('speeds=12');
    expect(sent('shippingRoute', { ...ship, times: [1, 2, 3, 4] })).not.toContain('speeds');
  });
});
