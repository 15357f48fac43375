import { describe, expect, it } from 'vitest';
import { sql } from '../../src/core/store/database';
import { useDemoApp } from './demo-app-fixture';

// Other models along a saved voyage through the contract, against the demo service over HTTP.

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const fixture = useDemoApp('passage-model-comparison-', nowMs);
const hourMs = 3_600_000;

function requestsMade(operation: string): number {
  return fixture.app().passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger WHERE cached = 0 AND operation = ${operation}`)?.n ?? 0;
}

async function call<T>(promise: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

async function voyage(name: string, waypoints: { name: string; lat: number; lon: number }[], speedKn: number, etdUtcMs = nowMs + hourMs) {
  return call(
    fixture.app().router.call('createVoyage', {
      name,
      waypoints: waypoints.map((waypoint, index) => ({ id: `w${index}`, ...waypoint })),
      legs: waypoints.slice(1).map((_, index) => ({ geometry: index === 0 ? ('greatCircle' as const) : ('rhumb' as const), speedKn })),
      departure: { mode: 'departAt', etdUtcMs },
    }),
  );
}

const azores = [
  { name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
  { name: 'Finisterre offing', lat: 43.5, lon: -10.5 },
  { name: 'Ponta Delgada', lat: 37.7, lon: -25.6 },
];

describe('modelAlongRoute', () => {
  it('asks the wave model at every waypoint and model step, estimates exactly what it spends, and costs nothing the second time', { timeout: 60_000 }, async () => {
    const saved = await voyage('Azores by WAM', azores, 12);
    const input = { voyageId: saved.id, area: 'marine' as const, model: 'ecmwf-wam', compare: ['significantWaveHeight', 'significantHeightSwell'] };
    const estimate = await call(fixture.app().router.call('estimateModelAlongRoute', input));
    expect(estimate.notCovered).toBeNull();
    expect(estimate.credits).toBe(estimate.positions * 2);
    expect(estimate.creditsToSpend).toBe(estimate.credits);

    const before = requestsMade('marineTimeseriesRoute');
    const { value, provenance } = await call(fixture.app().router.call('modelAlongRoute', input));
    expect(requestsMade('marineTimeseriesRoute')).toBe(before + 1);
    expect(provenance).toMatchObject({ source: 'live', credits: estimate.credits, operation: 'marineTimeseriesRoute' });
    expect(value.points.length).toBe(estimate.positions);
    expect(value.model).toMatchObject({ id: 'ecmwf-wam', name: 'ECMWF WAM' });
    expect(value.model.runUtcMs).toBeLessThanOrEqual(nowMs);

    // Every waypoint at its ETA, and between them the hourly steps of the model (deterministic: hourly to 90 h).
    const plan = value.points;
    expect(plan[0]).toMatchObject({ waypointIndex: 0, lat: 49.87, lon: -6.45, distanceRunNm: 0 });
    expect(plan.at(-1)).toMatchObject({ waypointIndex: 2, lat: 37.7, lon: -25.6 });
    expect(plan.filter((point) => point.waypointIndex !== null)).toHaveLength(3);
    for (let index = 1; index < plan.length; index += 1) {
      expect(plan[index]!.timeUtcMs).toBeGreaterThan(plan[index - 1]!.timeUtcMs);
      expect(plan[index]!.distanceRunNm).toBeGreaterThan(plan[index - 1]!.distanceRunNm);
      // 12 kn for at most 3 h between positions.
      expect(plan[index]!.distanceRunNm - plan[index - 1]!.distanceRunNm).toBeLessThanOrEqual(36.01);
    }
    const between = plan.filter((point) => point.waypointIndex === null);
    expect(between.every((point) => point.timeUtcMs % hourMs === 0)).toBe(true);

    for (const element of value.elements) {
      expect(element.unit).toBe('m');
      expect(element.values).toHaveLength(plan.length);
      expect(element.values.every((each) => each !== null && each >= 0 && each < 20)).toBe(true);
    }
    expect(value.elements.map((element) => [element.key, element.element])).toEqual([
      ['significantWaveHeight', 'significantWaveHeight'],
      ['significantHeightSwell', 'swellHeight'],
    ]);

    const made = requestsMade('marineTimeseriesRoute');
    expect(await call(fixture.app().router.call('estimateModelAlongRoute', input))).toEqual({ ...estimate, creditsToSpend: 0 });
    const again = await call(fixture.app().router.call('modelAlongRoute', input));
    expect(again.provenance.source).toBe('cache');
    expect(again.value).toEqual(value);
    expect(requestsMade('marineTimeseriesRoute')).toBe(made);
  });

  it('converts a weather model to knots, hPa and nautical miles: the same values as the raw answer, converted', { timeout: 60_000 }, async () => {
    const saved = await voyage('Azores by GFS', azores, 14);
    const compare = ['windSpeed10m', 'windGust10m', 'meanSeaLevelPressure', 'visibility', 'airTemperature2m'];
    const { value } = await call(fixture.app().router.call('modelAlongRoute', { voyageId: saved.id, area: 'weather', model: 'gfs', compare }));
    const byKey = Object.fromEntries(value.elements.map((element) => [element.key, element]));
    expect(Object.keys(byKey)).toEqual(compare);
    expect(byKey.windSpeed10m).toMatchObject({ element: 'windSpeed', level: '10m', unit: 'kn', serviceUnit: 'km/h' });
    expect(byKey.visibility).toMatchObject({ unit: 'nm', serviceUnit: 'm' });
    expect(byKey.meanSeaLevelPressure).toMatchObject({ unit: 'hPa' });
    expect(byKey.airTemperature2m).toMatchObject({ unit: '°C' });

    // The raw service answer in its own units, at the same positions and times (cached: the same question).
    const raw = await call(
      fixture.app().router.call('getWeatherTimeseriesRoute', {
        query: { lats: [value.points[0]!.lat, value.points[1]!.lat], lons: [value.points[0]!.lon, value.points[1]!.lon], times: [value.points[0]!.timeUtcMs / 1000, Math.round(value.points[1]!.timeUtcMs / 1000)], model: 'gfs', elements: ['windSpeed', 'visibility'], levels: ['10m', 'surface'] },
      }),
    );
    const rawWind = raw.value.elements.find((element) => element.element === 'windSpeed')!;
    const rawVisibility = raw.value.elements.find((element) => element.element === 'visibility')!;
    expect(rawWind.unit).toBe('km/h');
    expect(byKey.windSpeed10m!.values[0]).toBeCloseTo(rawWind.data[0]!.value! / 1.852, 9);
    expect(byKey.windSpeed10m!.values[1]).toBeCloseTo(rawWind.data[1]!.value! / 1.852, 9);
    expect(byKey.visibility!.values[0]).toBeCloseTo(rawVisibility.data[0]!.value! / 1852, 9);
  });

  it('says which part of a voyage the model does not reach, and asks only for the part it does', { timeout: 60_000 }, async () => {
    // New York at 8 kn: about 12 days, beyond the ocean model's 192 h.
    const saved = await voyage('Slow to New York', [azores[0]!, { name: 'Ambrose', lat: 40.45, lon: -73.8 }], 8);
    const input = { voyageId: saved.id, area: 'marine' as const, model: 'ncep-rtofs', compare: ['currentSpeedSurface', 'seaSurfaceTemperature'] };
    const estimate = await call(fixture.app().router.call('estimateModelAlongRoute', input));
    expect(estimate.notCovered).toMatch(/^NCEP RTOFS does not cover the voyage after .* \(its last step\) to the ETA /);
    const { value } = await call(fixture.app().router.call('modelAlongRoute', input));
    expect(value.notCovered).toBe(estimate.notCovered);
    const lastPointMs = value.points.at(-1)!.timeUtcMs;
    expect(lastPointMs).toBeLessThanOrEqual(value.model.runUtcMs! + 192 * hourMs + 1.5 * hourMs);
    expect(value.points.some((point) => point.waypointIndex === 1)).toBe(false);
    expect(value.elements.find((element) => element.key === 'currentSpeedSurface')).toMatchObject({ unit: 'kn', level: '0' });

    // A regional model only answers inside its region: Rotterdam to the Azores leaves the North Sea.
    const regional = await voyage('Out of the North Sea', [{ name: 'Maas', lat: 52.0, lon: 3.9 }, ...azores], 12);
    const harmonie = await call(fixture.app().router.call('estimateModelAlongRoute', { voyageId: regional.id, area: 'weather', model: 'harmonie-nl', compare: ['windSpeed10m'] }));
    expect(harmonie.notCovered).toMatch(/outside its region/);
  });

  it('refuses an element the model does not have, and a model the catalogue does not list, saying what is there', async () => {
    const saved = await voyage('Refusals', azores, 12);
    const wrongElement = await fixture.app().router.call('estimateModelAlongRoute', { voyageId: saved.id, area: 'marine', model: 'ecmwf-wam', compare: ['windGust10m'] });
    expect(wrongElement.ok).toBe(false);
    if (!wrongElement.ok) expect(wrongElement.error.message).toMatch(/ECMWF WAM has no element to compare with windGust10m; it can be compared on significantWaveHeight, significantHeightSwell/);
    const wrongModel = await fixture.app().router.call('modelAlongRoute', { voyageId: saved.id, area: 'marine', model: 'no-such-model', compare: ['significantWaveHeight'] });
    expect(wrongModel.ok).toBe(false);
    if (!wrongModel.ok) expect(wrongModel.error.message).toMatch(/no model "no-such-model"; it lists ecmwf-wam, noaa-ww3, ncep-rtofs/);
    const noElements = await fixture.app().router.call('modelAlongRoute', { voyageId: saved.id, area: 'marine', model: 'ecmwf-wam', compare: [] });
    expect(noElements.ok).toBe(false);
    if (!noElements.ok) expect(noElements.error.message).toMatch(/choose at least one element/);
  });
});
