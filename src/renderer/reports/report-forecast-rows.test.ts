import { describe, expect, it } from 'vitest';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { reportForecastTable } from './report-forecast-rows';

const hour = 3_600_000;
const t0 = Date.UTC(2026, 11, 1, 6, 0);

/** Two waypoints 12 h apart with the model's 3-hourly positions between them. */
const series: RouteForecastSeries = {
  voyageId: 'v',
  voyageRevision: 1,
  etdUtcMs: t0,
  etaUtcMs: t0 + 12 * hour,
  positionsSent: 2,
  waypoints: [
    { name: 'Maas Center', timeUtcMs: t0, distanceRunNm: 0 },
    { name: 'Dover Strait', timeUtcMs: t0 + 12 * hour, distanceRunNm: 140 },
  ],
  points: [0, 3, 6, 9, 12].map((hours) => ({
    timeUtcMs: t0 + hours * hour,
    lat: 52 - hours * 0.08,
    lon: 4 - hours * 0.2,
    distanceRunNm: hours * 11.7,
    legIndex: 0,
    waypointIndex: hours === 0 ? 0 : hours === 12 ? 1 : null,
  })),
  elements: [
    { key: 'windSpeed10m', label: 'Wind', model: 'gfs', unit: 'kn', serviceUnit: 'km/h', values: [18.24, 20, 22, null, 25.06], error: null },
    { key: 'windDirection10m', label: 'Wind direction', model: 'gfs', unit: '°T', serviceUnit: 'degrees', values: [5.4, 355, 360, 10, 270], error: null },
    { key: 'pressure', label: 'Pressure', model: 'gfs', unit: 'hPa', serviceUnit: 'hPa', values: [1012.4, 1010, 1008, 1006, 1004.6], error: null },
    { key: 'currentSpeed', label: 'Current', model: 'mercator', unit: 'kn', serviceUnit: 'm/s', values: [], error: 'outside the model area' },
  ],
  models: [],
};

describe('forecast table of the report', () => {
  it('prints every waypoint and, between them, a position at the chosen interval', () => {
    const table = reportForecastTable(series, 6);
    expect(table.rows.map((row) => row.timeUtc)).toEqual(['01 Dec 06:00Z', '01 Dec 12:00Z', '01 Dec 18:00Z']);
    expect(table.rows.map((row) => row.waypoint)).toEqual(['Maas Center', '', 'Dover Strait']);
    expect(table.rows[0]?.position).toBe("52°00.000'N 004°00.000'E");
    expect(reportForecastTable(series, 3).rows).toHaveLength(5);
    expect(reportForecastTable(series, 24).rows).toHaveLength(2);
  });

  it('prints waypoints minutes apart (a track from an ECDIS) at most once an hour, and the arrival always', () => {
    const count = 601;
    // Waypoints every 3 minutes for 30 hours, and nothing between them.
    const dense = {
      ...series,
      points: Array.from({ length: count }, (_, index) => ({ timeUtcMs: t0 + index * 180_000, lat: 46, lon: -6 - index / 100, distanceRunNm: index * 0.6, waypointIndex: index, legIndex: Math.max(0, index - 1) })),
      waypoints: Array.from({ length: count }, (_, index) => ({ name: `WP ${index + 1}`, timeUtcMs: t0 + index * 180_000, distanceRunNm: index * 0.6 })),
      elements: series.elements.map((element) => ({ ...element, values: element.values.length === 0 ? [] : Array.from({ length: count }, () => 1) })),
    };
    const table = reportForecastTable(dense, 6);
    expect(table.rows.map((row) => row.waypoint)).toEqual(Array.from({ length: 31 }, (_, hour) => `WP ${hour * 20 + 1}`));
    expect(table.rows[1]?.timeUtc).toBe('01 Dec 07:00Z');
    expect(table.waypointsLeftOut).toBe(count - 31);
    expect(reportForecastTable(series, 6).waypointsLeftOut).toBe(0);
  });

  it('writes values as every view does (formatNumber): whole knots from 10, whole hPa, directions in three digits, "not given" where the model has none', () => {
    const table = reportForecastTable(series, 3);
    expect(table.columns.map((column) => column.heading)).toEqual(['Wind kn', 'Wind direction °T', 'Pressure hPa']);
    expect(table.rows[0]?.values).toEqual(['18', '005', '1012']);
    expect(table.rows[2]?.values).toEqual(['22', '000', '1008']);
    expect(table.rows[3]?.values[0]).toBe('not given');
  });

  it('names the elements the service could not serve instead of printing empty columns', () => {
    expect(reportForecastTable(series, 6).missing).toEqual(['Current: outside the model area']);
  });

  it('refuses an interval that is not above 0 h', () => {
    expect(() => reportForecastTable(series, 0)).toThrow(/above 0 h/);
  });
});
