import { describe, expect, it } from 'vitest';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { readCsvCells } from './csv-cells';
import { forecastProvenance } from './export-provenance';
import { writeForecastCsv } from './forecast-csv-write';
import { writeGpx } from './gpx-write';
import { channelCrossing, channelRoute, importText } from './route-file.fixture';
import { routeToWrite, type RouteToWrite } from './route-to-write';
import { forecastAtWaypoints } from './route-forecast-values';
import { rtzCalculatedSchedule } from './rtz-calculated-schedule';
import { hasXmllint, validateRtz, xmllintMissing } from './rtz-schema.fixture';
import { writeRtz } from './rtz-write';

/** A series over the channel route's 4 waypoints with one point between each pair; `drop` leaves a waypoint out. */
function seriesFor(options: { windUnit?: string; drop?: number; route?: RouteToWrite } = {}): RouteForecastSeries {
  const route = options.route ?? channelRoute();
  const points = route.waypoints.flatMap((waypoint, index) => {
    const at = route.waypointEtaUtcMs[index]!;
    const own = { timeUtcMs: at, lat: waypoint.lat, lon: waypoint.lon, distanceRunNm: index * 100, legIndex: Math.min(index, 2), waypointIndex: index };
    const next = route.waypointEtaUtcMs[index + 1];
    const between = next === undefined ? [] : [{ ...own, timeUtcMs: (at + next) / 2, distanceRunNm: index * 100 + 50, waypointIndex: null }];
    return index === options.drop ? between : [own, ...between];
  });
  const values = (make: (index: number) => number | null) => points.map((_, index) => make(index));
  return {
    voyageId: 'v1',
    voyageRevision: 1,
    etdUtcMs: route.waypointEtaUtcMs[0]!,
    etaUtcMs: route.waypointEtaUtcMs.at(-1)!,
    positionsSent: points.length,
    waypoints: route.waypoints.map((waypoint, index) => ({ name: waypoint.name, timeUtcMs: route.waypointEtaUtcMs[index]!, distanceRunNm: index * 100 })),
    points,
    elements: [
      { key: 'windSpeed10m', label: 'Wind', model: 'hres', unit: options.windUnit ?? 'kn', serviceUnit: 'km/h', values: values((index) => 10 + index), error: null },
      { key: 'windDirection10m', label: 'Wind direction', model: 'hres', unit: '°T', serviceUnit: 'degrees', values: values((index) => (index === 0 ? 360 : 90)), error: null },
      { key: 'currentSpeedSurface', label: 'Current', model: 'rtofs', unit: 'kn', serviceUnit: 'km/h', values: values((index) => (index === 0 ? -0.01 : 0.5)), error: null },
      { key: 'significantWaveHeight', label: 'Hs', model: 'wam', unit: 'm', serviceUnit: 'm', values: values((index) => (index === 1 ? null : 2 + index / 10)), error: null },
      { key: 'strangeIndex', label: '=Strange index', model: 'x', unit: 'zz', serviceUnit: 'zz', values: values(() => 1), error: null },
      { key: 'tidalCurrentSpeedSurface', label: 'Tidal current', model: 'rtofs', unit: 'kn', serviceUnit: 'km/h', values: [], error: 'not available' },
    ],
    models: [
      { key: 'hres', runUtcMs: Date.UTC(2026, 10, 30, 12), fromUtcMs: null, toUtcMs: null, error: null },
      { key: 'broken', runUtcMs: null, fromUtcMs: null, toUtcMs: null, error: 'down' },
    ],
  };
}

describe('RTZ calculated schedule from the forecast', () => {
  it('puts wind and current in RTZ attributes only in kn and °T; other units stay in the extension', () => {
    const route = channelRoute();
    const inKn = rtzCalculatedSchedule(route, forecastAtWaypoints(seriesFor()));
    expect(inKn[1]).toMatchObject({ waypointIndex: 1, etaUtcMs: route.waypointEtaUtcMs[1], etdUtcMs: route.waypointEtaUtcMs[1], speedKn: 12, windSpeedKn: 12, windDirectionDeg: 90 });
    // A model's slightly negative current is calm: RTZ speeds cannot be negative.
    expect(inKn[0]?.currentSpeedKn).toBe(0);
    const inKmh = rtzCalculatedSchedule(route, forecastAtWaypoints(seriesFor({ windUnit: 'km/h' })));
    expect(inKmh[1]?.windSpeedKn).toBeUndefined();
    expect(inKmh[1]?.forecast?.values.find((value) => value.key === 'windSpeed10m')).toMatchObject({ unit: 'km/h', value: 12 });
  });

  it('a waypoint the answer left out gets its times and no weather', () => {
    const schedule = rtzCalculatedSchedule(channelRoute(), forecastAtWaypoints(seriesFor({ drop: 2 })));
    expect(schedule[2]).toEqual({ waypointIndex: 2, etdUtcMs: channelRoute().waypointEtaUtcMs[2], etaUtcMs: channelRoute().waypointEtaUtcMs[2], speedKn: 13.5 });
  });

  it.skipIf(!hasXmllint())('with the forecast extension and the provenance, still valid RTZ 1.2; the calculated schedule reads back', xmllintMissing, async () => {
    const route = channelRoute();
    const series = seriesFor();
    const text = writeRtz(route, { calculatedSchedule: rtzCalculatedSchedule(route, forecastAtWaypoints(series)), provenance: forecastProvenance('live', series, Date.UTC(2026, 10, 30, 13)) });
    const check = validateRtz(text);
    expect(check.output).toContain('validates');
    expect(text).toContain('dataSource="live" note="Live data from the weather service" forecastFetchedUtc="2026-11-30T13:00:00.000Z"');
    expect(text).toContain('<passage:model key="hres" runUtc="2026-11-30T12:00:00.000Z"/>');
    expect(text).not.toContain('key="broken"');
    expect(text).not.toContain('tidalCurrentSpeedSurface');
    const imported = await importText('forecast.rtz', text);
    expect(imported.calculatedSchedule?.map((entry) => entry.windDirectionDeg)).toEqual([0, 90, 90, 90]);
    expect(imported.calculatedSchedule?.[3]).toMatchObject({ waypointIndex: 3, etaUtcMs: route.waypointEtaUtcMs[3], windSpeedKn: 16, currentSpeedKn: 0.5 });
  });

  it('reads another system’s calculated schedule leniently: a direction of 360 is 0, a negative speed is left out, an unknown waypoint named and left out', async () => {
    const text = writeRtz(channelRoute(), { calculatedSchedule: [{ waypointIndex: 1, etaUtcMs: Date.UTC(2026, 11, 2) }] });
    const odd = text.replace('<scheduleElement waypointId="2" eta="2026-12-02T00:00:00.000Z"/>', '<scheduleElement waypointId="2" eta="2026-12-02T00:00:00Z" windDirection="360" windSpeed="-3"/>');
    const imported = await importText('other.rtz', odd);
    expect(imported.calculatedSchedule).toEqual([{ waypointIndex: 1, etaUtcMs: Date.UTC(2026, 11, 2), windDirectionDeg: 0 }]);
    const unknown = await importText('other.rtz', odd.replace('waypointId="2" eta="2026-12-02T00:00:00Z"', 'waypointId="9" eta="2026-12-02T00:00:00Z"'));
    expect(unknown.calculatedSchedule).toBeUndefined();
    expect(unknown.warnings).toContain('Deviation from RTZ: calculated schedule element 1 (waypointId 9) points at no waypoint; it was left out.');
  });
});

describe('RTZ size', () => {
  it('a 200-waypoint route with all 18 forecast elements stays under the 400 kB RTZ asks of a file', () => {
    const waypoints = Array.from({ length: 200 }, (_, index) => ({ name: `WP ${index + 1} Long Waypoint Name`, lat: 10 + index * 0.1, lon: -40 + index * 0.1 }));
    const route = routeToWrite({ ...channelCrossing, waypoints, legs: waypoints.slice(1).map(() => ({ geometry: 'greatCircle' as const, speedKn: 13.25 })) });
    const series = seriesFor({ route });
    const elements = Array.from({ length: 18 }, (_, index) => ({ ...series.elements[0]!, key: `element${index}WithALongName`, values: series.points.map(() => 1234.56) }));
    const full = { ...series, elements };
    const text = writeRtz(route, { calculatedSchedule: rtzCalculatedSchedule(route, forecastAtWaypoints(full)), provenance: forecastProvenance('demo', full, 0) });
    expect(text.match(/<passage:forecast /g)).toHaveLength(200);
    if (process.env.PASSAGE_SHOW_EXPORT) console.log(`200-waypoint RTZ with forecast: ${Buffer.byteLength(text)} bytes`);
    expect(Buffer.byteLength(text)).toBeLessThan(400 * 1024);
  });
});

describe('GPX with the forecast', () => {
  it('writes the forecast only where the waypoint has one, and reads back as the route', async () => {
    const route = channelRoute();
    const text = writeGpx(route, { forecastAtWaypoints: forecastAtWaypoints(seriesFor({ drop: 0 })), provenance: { dataSource: 'demo' } });
    expect(text.match(/<passage:forecast /g)).toHaveLength(3);
    expect(text).toMatch(/<rtept lat="52.0167" lon="3.8833">\s*<time>[^<]+<\/time>\s*<name>Maas Center<\/name>\s*<\/rtept>/);
    expect(text).toContain('<desc>DEMO DATA: simulated by Passage&apos;s demo service, not a real forecast; not for navigation</desc>');
    const imported = await importText('forecast.gpx', text);
    expect(imported.waypoints.map((waypoint) => waypoint.name)).toEqual(route.waypoints.map((waypoint) => waypoint.name));
    expect(imported.legs).toEqual(route.legs);
  });
});

describe('forecast CSV', () => {
  it('a column per served element with its unit, an unknown element under its own escaped label, gaps left empty', () => {
    const series = seriesFor();
    const read = readCsvCells(writeForecastCsv(series, { dataSource: 'demo' }));
    if (!read.ok) throw new Error(read.message);
    const [header, ...rows] = read.rows.map((row) => row.cells);
    expect(header).toEqual([
      'timeUtc', 'localTime', 'latDeg', 'lonDeg', 'latitude', 'longitude', 'leg', 'waypoint', 'distanceRunNm',
      'wind kn', 'wind dir °T', 'current kn', 'Hs m', "'=Strange index zz", 'data',
    ]);
    expect(rows).toHaveLength(series.points.length);
    expect(rows[1]?.[header!.indexOf('Hs m')]).toBe('');
    expect(rows[2]?.[header!.indexOf('Hs m')]).toBe('2.2');
    expect(rows[0]?.slice(6, 9)).toEqual(['1', 'Maas Center', '0']);
    expect(rows[1]?.[header!.indexOf('waypoint')]).toBe('');
  });
});
