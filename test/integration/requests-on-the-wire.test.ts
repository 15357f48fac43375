import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from '../../src/core/store/database';
import { useDemoApp } from './demo-app-fixture';

// What Passage really sends, read from the query strings the demo service received, and what
// crosses the link: compressed answers and the bytes the ledger keeps.

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const fixture = useDemoApp('passage-wire-', nowMs);

async function call<T>(promise: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** The parameters of the requests received at a path (the key left out). */
function received(path: string): URLSearchParams[] {
  return fixture
    .demo()
    .requestsReceived()
    .map((each) => new URL(each, 'http://demo'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

async function voyage(legCount: number) {
  const waypoints = Array.from({ length: legCount + 1 }, (_, index) => ({ id: `w${index}`, name: `WP${index}`, lat: 49.9 - index * 1.5, lon: -6.4 - index * 4 }));
  return call(
    fixture.app().router.call('createVoyage', {
      name: 'Wire',
      waypoints,
      legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 12 })),
      departure: { mode: 'departAt', etdUtcMs: nowMs + 3_600_000 },
    }),
  );
}

describe('requests as the service takes them', () => {
  it('the route forecast sends times and no speeds, no start, no runtime', async () => {
    const saved = await voyage(3);
    await call(fixture.app().router.call('forecastRoute', { voyageId: saved.id }));
    const [query] = received('/v1/marine/shipping/route');
    expect(query).toBeDefined();
    expect(query!.get('times')!.split(',')).toHaveLength(query!.get('lats')!.split(',').length);
    expect([...query!.keys()].sort()).toEqual(['api_key', 'elements', 'lats', 'lons', 'routing', 'times']);
  });

  it('one speed for a route of several legs goes once per leg; no default is sent for what the caller left out', async () => {
    const route = { lats: [51.9, 50.2, 48.5, 47.0], lons: [4.1, -1.5, -5.5, -8.0], speeds: [14] };
    await call(fixture.app().router.call('getShippingRoute', { query: route }));
    const [query] = received('/v1/marine/shipping/route');
    expect(query!.get('speeds')).toBe('14,14,14');
    expect(query!.has('routing')).toBe(false);
    // The router applies the schema's defaults (language en); the spec's defaults are the service's to apply.
    await call(fixture.app().router.call('searchPlaces', { query: { query: 'Rotterdam' } }));
    const [search] = received('/v1/geo/search');
    expect([...search!.keys()].sort()).toEqual(['api_key', 'query']);
  });

  it('another model along the route: one level slot per element, no runtime for the latest run', async () => {
    const saved = await voyage(2);
    const compare = ['windSpeed10m', 'visibility', 'meanSeaLevelPressure', 'significantWaveHeight'];
    await call(fixture.app().router.call('modelAlongRoute', { voyageId: saved.id, area: 'weather', model: 'gfs', compare: compare.filter((key) => key !== 'significantWaveHeight') }));
    const [weather] = received('/v1/weather/timeseries/route');
    const elements = weather!.get('elements')!.split(',');
    const levels = weather!.get('levels')!.split(',');
    expect(levels).toHaveLength(elements.length);
    expect(Object.fromEntries(elements.map((element, index) => [element, levels[index]]))).toEqual({ windSpeed: '10m', visibility: 'surface', pressure: 'msl' });
    expect(weather!.has('runtime')).toBe(false);

    await call(fixture.app().router.call('modelAlongRoute', { voyageId: saved.id, area: 'marine', model: 'ecmwf-wam', compare: ['significantWaveHeight'] }));
    const [marine] = received('/v1/marine/timeseries/route');
    expect(marine!.has('levels')).toBe(false);
    expect(marine!.has('runtime')).toBe(false);
  });

  it('the ensemble at a point goes without a runtime and is answered with the latest run', async () => {
    const models = await call(fixture.app().router.call('getMarineEnsembleModels', { query: {} }));
    const model = models.value.models[0]!;
    const answer = await call(fixture.app().router.call('getMarineEnsemblePoint', { query: { lat: 47.5, lon: -8.2, model: model.id, elements: [model.elements[0]!.id] } }));
    expect(answer.value.runtime).toBe(model.runtimeLast);
    expect(received('/v1/marine/ensemble/point')[0]!.has('runtime')).toBe(false);
  });
});

describe('the transit mixer as the vendor reaches it', () => {
  /** The mixer's connection parameters of the plan just started (the key left out), once it has connected. */
  async function mixerParameters(planId: string, seen: number): Promise<string[]> {
    const journey = { planId, from: { name: 'Schiphol', lat: 52.309, lon: 4.762 }, to: { name: 'Rotterdam', lat: 51.925, lon: 4.469 }, atUtcMs: nowMs + 3_600_000, arriveBy: false };
    await call(fixture.app().router.call('planCrewJourney', journey));
    await expect.poll(() => received('/v1/transit/plannermixer').length).toBe(seen + 1);
    await call(fixture.app().router.call('stopCrewJourney', { planId }));
    return [...received('/v1/transit/plannermixer')[seen]!.keys()].filter((name) => name !== 'api_key');
  }

  it('names no mode for protobuf, the spec\'s default the vendor never sends; mode=json only when the navigator chose it', async () => {
    expect(await mixerParameters('wire-proto', 0)).toEqual([]);
    await call(fixture.app().router.call('setSettings', { transitMixerMode: 'json' }));
    expect(await mixerParameters('wire-json', 1)).toEqual(['mode']);
    expect(received('/v1/transit/plannermixer')[1]!.get('mode')).toBe('json');
  });
});

describe('bytes on the wire', () => {
  it('the demo service compresses as real servers do: brotli or gzip as asked, nothing for a client that asks neither', async () => {
    const url = `${fixture.demo().url}/v1/storms?api_key=demo`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<{ coding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ coding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const br = await raw('br, gzip');
    expect(br.coding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plainText);
    const gzip = await raw('gzip;q=1, br;q=0');
    expect(gzip.coding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plainText);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(plainText) / 3);
  });

  it('the client asks for brotli and gzip, and the ledger keeps the bytes received on the wire, compressed', async () => {
    const saved = await voyage(3);
    const { value } = await call(fixture.app().router.call('forecastRoute', { voyageId: saved.id }));
    const row = fixture.app().passageDb.get<{ bytes_received: number | null }>(sql`SELECT bytes_received FROM credit_ledger WHERE operation = 'shippingRoute' AND cached = 0`);
    // The same question asked without compression: what the answer weighs as JSON.
    const [query] = received('/v1/marine/shipping/route');
    const plain = await fetch(`${fixture.demo().url}/v1/marine/shipping/route?${query!.toString()}`, { headers: { 'accept-encoding': 'identity' } });
    const plainBytes = Buffer.byteLength(await plain.text());
    expect(value.points.length).toBeGreaterThan(10);
    expect(row?.bytes_received).toBeGreaterThan(500);
    expect(row!.bytes_received!).toBeLessThan(plainBytes / 4);
  });
});
