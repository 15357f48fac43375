import { describe, expect, it } from 'vitest';
import { readCsvCells } from '../../src/core/reports/csv-cells';
import { hasXmllint, validateRtz } from '../../src/core/reports/rtz-schema.fixture';
import { sql } from '../../src/core/store/database';
import { formatLatitude, formatLongitude } from '../../src/shared/geo';
import type { ExportedRouteFile, RouteFileFormat } from '../../src/shared/voyage/route-file';
import type { RouteForecastSeries } from '../../src/shared/voyage/route-forecast-series';
import { useDemoApp } from './demo-app-fixture';
import { leithToBergen } from './voyage-fixtures';

// Route files with the forecast (issue 10, points 2 to 4), through the contract against the demo service over HTTP.

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const fixture = useDemoApp('passage-forecast-exports-', nowMs);

function requestsMade(): number {
  return fixture.app().passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger WHERE cached = 0`)?.n ?? 0;
}

async function savedVoyage() {
  const created = await fixture.app().router.call('createVoyage', { ...leithToBergen, departure: { mode: 'departAt', etdUtcMs: nowMs + 3 * 3_600_000 } });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

async function fetchedForecast(voyageId: string): Promise<RouteForecastSeries> {
  const answer = await fixture.app().router.call('forecastRoute', { voyageId });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value.value;
}

async function exported(voyageId: string, format: RouteFileFormat): Promise<ExportedRouteFile> {
  const answer = await fixture.app().router.call('exportForecastRoute', { voyageId, format });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

/** The route check of the saved voyage as the app answers it now: what every export must carry. */
async function routeCheckOf(voyageId: string) {
  const answer = await fixture.app().router.call('checkRoute', { voyageId });
  if (!answer.ok) throw new Error(answer.error.message);
  return { warnings: answer.value.findings.filter((finding) => finding.severity === 'warning'), findings: answer.value.findings };
}

function element(series: RouteForecastSeries, key: string) {
  const found = series.elements.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`the series has no ${key}`);
  return found;
}

/** The index of the series point that is waypoint `index`. */
function pointOfWaypoint(series: RouteForecastSeries, index: number): number {
  return series.points.findIndex((point) => point.waypointIndex === index);
}

/** The attributes of every `<tag .../>` or `<tag ...>` in an XML text, in order. */
function tagsOf(text: string, tag: string): Array<Record<string, string>> {
  return [...text.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]])),
  );
}

/**
 * Each waypoint's `<passage:forecast>` in file order: its time and figures, each figure with the
 * unit the provenance's `<passage:element>` gives for its key.
 */
function forecastBlocks(text: string): Array<{ timeUtc: string; values: Map<string, { unit: string; value: number }> }> {
  const units = new Map(tagsOf(text, 'passage:element').map((element) => [element.key ?? '', element.unit ?? '']));
  return tagsOf(text, 'passage:forecast').map(({ timeUtc, 'xmlns:passage': _namespace, ...figures }) => ({
    timeUtc: timeUtc ?? '',
    values: new Map(Object.entries(figures).map(([key, value]) => [key, { unit: units.get(key) ?? 'no unit given', value: Number(value) }])),
  }));
}

describe('exports with the forecast', () => {
  it('refuses before the forecast is cached, naming the Forecast tab, and spends nothing', async () => {
    const voyage = await savedVoyage();
    for (const format of ['rtz', 'gpx', 'csv'] as const) {
      const answer = await fixture.app().router.call('exportForecastRoute', { voyageId: voyage.id, format });
      expect(answer).toMatchObject({ ok: false, error: { code: 'forecast_not_cached' } });
      expect(!answer.ok && answer.error.message).toMatch(/Fetch the forecast in the Forecast tab first, or export the route without forecast/);
      // The cost in the app's one form: the demo service's credits are simulated (shared/format/credit-words).
      expect(!answer.ok && answer.error.message).toMatch(/fetching it would cost \d+ simulated credits?\)/);
    }
    expect(requestsMade()).toBe(0);
  });

  it('RTZ: valid RTZ 1.2, wind and current at each ETA in the calculated schedule, the rest in the extension, read back the same', async () => {
    const voyage = await savedVoyage();
    const series = await fetchedForecast(voyage.id);
    const before = requestsMade();
    const file = await exported(voyage.id, 'rtz');
    if (process.env.PASSAGE_SHOW_EXPORT) console.log(file.text);
    expect(requestsMade()).toBe(before);
    expect(file).toMatchObject({ fileName: 'Leith _ Bergen with forecast.rtz', mediaType: 'application/xml' });
    if (hasXmllint()) {
      const check = validateRtz(file.text);
      expect(check.output).toContain('validates');
      expect(check.status).toBe(0);
    }
    expect(file.text).toMatch(/vesselMaxWave="4" vesselMaxWind="30"/);
    expect(file.text).toContain('<passage:provenance xmlns:passage="urn:passage:route:1" dataSource="demo" note="DEMO DATA');
    // The route check inside the file (issue 29), schema-valid above: its state and one element per finding.
    const check = await routeCheckOf(voyage.id);
    const [routeCheck] = tagsOf(file.text, 'passage:routeCheck');
    expect(routeCheck).toMatchObject({ checkedUtc: new Date(nowMs).toISOString(), warnings: String(check.warnings.length), legsChecked: '2', safetyDistanceNm: '2' });
    expect(routeCheck!.state).toBe(check.warnings.length === 0 ? 'clear' : 'warnings');
    expect(tagsOf(file.text, 'passage:finding').map((finding) => finding.kind)).toEqual(check.findings.map((finding) => finding.kind));

    const calculated = tagsOf(file.text.slice(file.text.indexOf('<calculated>')), 'scheduleElement');
    expect(calculated).toHaveLength(3);
    const blocks = forecastBlocks(file.text);
    expect(blocks).toHaveLength(3);
    series.waypoints.forEach((waypoint, index) => {
      const at = pointOfWaypoint(series, index);
      const attributes = calculated[index]!;
      expect(Number(attributes.windSpeed)).toBeCloseTo(element(series, 'windSpeed10m').values[at]!, 5);
      expect(Number(attributes.windDirection)).toBeCloseTo(element(series, 'windDirection10m').values[at]! % 360, 1);
      expect(Number(attributes.currentSpeed)).toBeCloseTo(element(series, 'currentSpeedSurface').values[at]!, 5);
      expect(Number(attributes.currentDirection)).toBeCloseTo(element(series, 'currentDirectionSurface').values[at]! % 360, 1);
      expect(Date.parse(blocks[index]!.timeUtc)).toBe(series.points[at]!.timeUtcMs);
      expect(Math.abs(series.points[at]!.timeUtcMs - waypoint.timeUtcMs)).toBeLessThan(1000);
      for (const key of ['significantWaveHeight', 'significantHeightSwell', 'meanWavePeriod', 'visibility', 'meanSeaLevelPressure']) {
        const value = blocks[index]!.values.get(key);
        expect(value?.unit).toBe(element(series, key).unit);
        expect(value?.value).toBeCloseTo(element(series, key).values[at]!, 2);
      }
      // Not served by the service, so not written as if it were.
      expect(blocks[index]!.values.has('tidalCurrentSpeedSurface')).toBe(false);
    });

    const imported = await fixture.app().router.call('importRoute', { fileName: file.fileName, text: file.text });
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon }))).toEqual(voyage.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon })));
    expect(imported.value.legs).toEqual(voyage.legs);
    expect(imported.value.departure).toEqual(voyage.departure);
    const schedule = imported.value.calculatedSchedule ?? [];
    expect(schedule.map((entry) => entry.waypointIndex)).toEqual([0, 1, 2]);
    expect(schedule.map((entry) => entry.etdUtcMs ?? entry.etaUtcMs)).toEqual(series.waypoints.map((waypoint) => waypoint.timeUtcMs));
    expect(schedule[2]?.etdUtcMs).toBeUndefined();
    expect(schedule[1]?.windSpeedKn).toBeCloseTo(element(series, 'windSpeed10m').values[pointOfWaypoint(series, 1)]!, 5);
  });

  it('CSV: one row per position and time, both position forms, every served element with its unit, values as in the series', async () => {
    const voyage = await savedVoyage();
    const series = await fetchedForecast(voyage.id);
    const file = await exported(voyage.id, 'csv');
    expect(file).toMatchObject({ fileName: 'Leith _ Bergen forecast.csv', mediaType: 'text/csv' });
    const read = readCsvCells(file.text);
    if (!read.ok) throw new Error(read.message);
    const [header, ...rows] = read.rows.map((row) => row.cells);
    expect(header).toEqual(expect.arrayContaining(['timeUtc', 'latDeg', 'lonDeg', 'latitude', 'longitude', 'leg', 'distanceRunNm', 'data']));
    for (const unitHeader of ['wind kn', 'gust kn', 'wind dir °T', 'Hs m', 'swell m', 'period s', 'current kn', 'current dir °T', 'visibility nm', 'pressure hPa', 'air temperature °C', 'sea temperature °C']) {
      expect(header).toContain(unitHeader);
    }
    expect(header).not.toContain('tidal current kn');
    expect(rows).toHaveLength(series.points.length);
    const column = (name: string) => header!.indexOf(name);
    const columns: Record<string, string> = { 'wind kn': 'windSpeed10m', 'Hs m': 'significantWaveHeight', 'current dir °T': 'currentDirectionSurface', 'pressure hPa': 'meanSeaLevelPressure', 'visibility nm': 'visibility' };
    series.points.forEach((point, index) => {
      const row = rows[index]!;
      expect(Date.parse(row[column('timeUtc')]!)).toBe(point.timeUtcMs);
      expect(Number(row[column('latDeg')])).toBeCloseTo(point.lat, 7);
      expect(Number(row[column('lonDeg')])).toBeCloseTo(point.lon, 7);
      expect(row[column('latitude')]).toBe(formatLatitude(point.lat));
      expect(row[column('longitude')]).toBe(formatLongitude(point.lon));
      expect(Number(row[column('leg')])).toBe(point.legIndex + 1);
      expect(Number(row[column('distanceRunNm')])).toBeCloseTo(point.distanceRunNm, 2);
      for (const [name, key] of Object.entries(columns)) {
        const value = element(series, key).values[index];
        if (value === null || value === undefined) expect(row[column(name)]).toBe('');
        else expect(Number(row[column(name)])).toBeCloseTo(value, 2);
      }
      expect(row[column('data')]).toMatch(/^DEMO DATA/);
    });
    // The route check after the data: the whole check on the first row, each row's leg after it.
    const check = await routeCheckOf(voyage.id);
    expect(header!.at(-1)).toBe('routeCheck');
    expect(rows[0]!.at(-1)).toMatch(check.warnings.length === 0 ? /^Route check: checked clear on 2026-11-23 12:00Z: no leg crosses land/ : new RegExp(`^Route check on 2026-11-23 12:00Z: ${check.warnings.length} warning`));
    series.points.forEach((point, index) => {
      if (index === 0) return;
      const legWarnings = check.warnings.filter((finding) => finding.legIndex === point.legIndex);
      expect(rows[index]!.at(-1)).toBe(legWarnings.length === 0 ? `Leg ${point.legIndex + 1} checked clear on 2026-11-23 12:00Z.` : legWarnings.map((finding) => finding.text).join(' '));
    });
    // The waypoint named like a formula is text in a spreadsheet.
    expect(rows.at(-1)?.[column('waypoint')]).toBe("'=Bergen");
    expect(file.text).not.toMatch(/(^|,)=/m);
  });

  it('GPX: the forecast at each route point ETA in Passage extensions; it still reads back as the same route', async () => {
    const voyage = await savedVoyage();
    const series = await fetchedForecast(voyage.id);
    const file = await exported(voyage.id, 'gpx');
    expect(file.fileName).toBe('Leith _ Bergen with forecast.gpx');
    expect(file.text).toMatch(/<metadata>\s*<desc>DEMO DATA: simulated/);
    expect(file.text).toMatch(/<rte>\s*<name>Leith \/ Bergen<\/name>\s*<desc>Route check(: checked clear)? on 2026-11-23 12:00Z/);
    expect(tagsOf(file.text, 'passage:routeCheck')[0]?.checkedUtc).toBe('2026-11-23T12:00:00.000Z');
    const blocks = forecastBlocks(file.text);
    expect(blocks).toHaveLength(3);
    blocks.forEach((block, index) => {
      const at = pointOfWaypoint(series, index);
      expect(Date.parse(block.timeUtc)).toBe(series.points[at]!.timeUtcMs);
      for (const key of ['windSpeed10m', 'windGust10m', 'significantWaveHeight', 'currentSpeedSurface', 'airTemperature2m']) {
        expect(block.values.get(key)?.value).toBeCloseTo(element(series, key).values[at]!, 2);
      }
    });
    const imported = await fixture.app().router.call('importRoute', { fileName: file.fileName, text: file.text });
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon }))).toEqual(voyage.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon })));
    expect(imported.value.legs).toEqual(voyage.legs);
    expect(imported.value.departure).toEqual(voyage.departure);
  });

  it.each(['rtz', 'gpx', 'csv'] as const)('the plain %s route export says it was made on demo data', async (format) => {
    const voyage = await savedVoyage();
    const answer = await fixture.app().router.call('exportRoute', { voyageId: voyage.id, format });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value.text).toContain('DEMO DATA');
    if (format === 'rtz' && hasXmllint()) expect(validateRtz(answer.value.text).status).toBe(0);
  });
});

describe('exports with the forecast of the saved route only', () => {
  it('a route edited and saved after the fetch is refused until its own forecast is fetched', async () => {
    const voyage = await savedVoyage();
    await fetchedForecast(voyage.id);
    const moved = voyage.waypoints.map((waypoint, index) => (index === 1 ? { ...waypoint, lat: waypoint.lat + 0.5 } : waypoint));
    const saved = await fixture.app().router.call('saveVoyage', { ...voyage, waypoints: moved });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(await fixture.app().router.call('exportForecastRoute', { voyageId: voyage.id, format: 'rtz' })).toMatchObject({ ok: false, error: { code: 'forecast_not_cached' } });
    const series = await fetchedForecast(voyage.id);
    const file = await exported(voyage.id, 'rtz');
    expect(file.text).toContain(`lat="${moved[1]!.lat}"`);
    expect(forecastBlocks(file.text).map((block) => Date.parse(block.timeUtc))).toEqual(series.waypoints.map((_, index) => series.points[pointOfWaypoint(series, index)]!.timeUtcMs));
  });
});

describe('exports with the forecast, offline', () => {
  it('offline, the cached forecast is exported without asking the service', async () => {
    const voyage = await savedVoyage();
    await fetchedForecast(voyage.id);
    const before = requestsMade();
    expect(await fixture.app().router.call('setOfflineMode', { offline: true })).toMatchObject({ ok: true });
    const file = await exported(voyage.id, 'gpx');
    expect(forecastBlocks(file.text)).toHaveLength(3);
    expect(requestsMade()).toBe(before);
  });
});

// Last in the file: it stops the demo service under the app.
describe('exports with the forecast, the service out of reach', () => {
  it('a stale cached forecast is refused while the service is in reach, and exported with its fetch time once it is not', async () => {
    const voyage = await savedVoyage();
    await fetchedForecast(voyage.id);
    // Every shipping route answer counts as stale from now on: a newer run is there to fetch.
    expect(await fixture.app().router.call('setSettings', { freshnessOverridesMinutes: { shippingRoute: 0 } })).toMatchObject({ ok: true });
    expect(await fixture.app().router.call('exportForecastRoute', { voyageId: voyage.id, format: 'rtz' })).toMatchObject({ ok: false, error: { code: 'forecast_not_cached' } });

    await fixture.demo().close();
    expect(await fixture.app().router.call('getConnectionStatus', {})).toMatchObject({ ok: true, value: { reachable: false, offlineMode: false } });
    const before = requestsMade();
    const file = await exported(voyage.id, 'rtz');
    expect(file.text).toContain('DEMO DATA');
    expect(file.text).toContain(`forecastFetchedUtc="${new Date(nowMs).toISOString().slice(0, 16)}`);
    expect(forecastBlocks(file.text)).toHaveLength(3);
    expect(requestsMade()).toBe(before);

    // A voyage whose forecast was never fetched: refused, saying the service cannot be asked now.
    const created = await savedVoyage();
    const other = await fixture.app().router.call('saveVoyage', { ...created, departure: { mode: 'departAt', etdUtcMs: nowMs + 9 * 3_600_000 } });
    if (!other.ok) throw new Error(other.error.message);
    const refused = await fixture.app().router.call('exportForecastRoute', { voyageId: other.value.id, format: 'rtz' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'forecast_not_cached' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/cannot be asked now/);
  });
});
