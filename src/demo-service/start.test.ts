import { afterEach, describe, expect, it } from 'vitest';
import { authErrorBodySchema, legacyErrorBodySchema } from '../shared/service/errors';
import { weatherMapsModelsResponseSchema } from '../shared/service/maps';
import { startDemoService, type DemoService } from './index';

const clockMs = Date.UTC(2025, 0, 15, 12, 0, 0);
const started: DemoService[] = [];

async function start(options: Parameters<typeof startDemoService>[0] = {}): Promise<DemoService> {
  const service = await startDemoService({ clock: () => clockMs, ...options });
  started.push(service);
  return service;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()));
});

describe('demo service HTTP', () => {
  it('listens on loopback and refuses a missing or wrong key with the spec 401 body', async () => {
    const service = await start();
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const query of ['', '&api_key=wrong']) {
      const response = await fetch(`${service.url}/v1/storms?x=1${query}`);
      expect(response.status).toBe(401);
      const body: unknown = await response.json();
      expect(authErrorBodySchema.parse(body)).toMatchObject({ success: false, meta: { credits_used: 0 } });
    }
    const legacy = await fetch(`${service.url}/weather/v1/forecast?latitude=52&longitude=4.5&api_key=demo`);
    expect(legacy.status).toBe(401);
  });

  it('reads the maps catalogue key where the spec proxy sends it: token by default, or Authorization: Bearer', async () => {
    const service = await start();
    const models = `${service.url}/v1/weather/maps/models?lat=52&lon=4`;
    for (const [label, init, query] of [
      ['token', {}, '&token=demo'],
      ['api_key', {}, '&api_key=demo'],
      ['bearer header', { headers: { authorization: 'Bearer demo' } }, ''],
    ] as const) {
      const response = await fetch(`${models}${query}`, init);
      expect(response.status, label).toBe(200);
      expect(weatherMapsModelsResponseSchema.parse(await response.json()).models.length, label).toBeGreaterThan(0);
    }
    for (const [label, init, query] of [
      ['wrong token', {}, '&token=wrong'],
      ['right api_key beside a wrong token', {}, '&api_key=demo&token=wrong'],
      ['wrong bearer', { headers: { authorization: 'Bearer wrong' } }, ''],
      ['no key', {}, ''],
    ] as const) {
      const response = await fetch(`${models}${query}`, init);
      expect(response.status, label).toBe(401);
      const body = authErrorBodySchema.parse(await response.json());
      expect(body, label).toMatchObject({ success: false, meta: { credits_used: 0 } });
      expect(body.error.message, label).toContain('token');
    }
    // Only the maps catalogue reads token on v1: the others take api_key alone, as the spec says.
    expect((await fetch(`${service.url}/v1/storms?token=demo`)).status).toBe(401);
    expect((await fetch(`${service.url}/v1/storms`, { headers: { authorization: 'Bearer demo' } })).status).toBe(401);
  });

  it('answers 400 naming the parameter, the value and what is allowed', async () => {
    const service = await start();
    const response = await fetch(`${service.url}/v1/weather/forecast?lat=52&lon=4&max_hourly=200&api_key=demo`);
    expect(response.status).toBe(400);
    const body = authErrorBodySchema.parse(await response.json());
    expect(body.error.message).toContain('max_hourly');
    expect(body.error.message).toContain('200');
    expect(body.error.message).toContain('0 to 168');
    const unknownModel = await fetch(`${service.url}/v1/marine/timeseries/point?lat=52&lon=3&model=nope&elements=significantWaveHeight&api_key=demo`);
    expect(unknownModel.status).toBe(400);
    expect(authErrorBodySchema.parse(await unknownModel.json()).error.message).toMatch(/model: "nope".*ecmwf-wam/);
  });

  it('gives the same bytes for the same request, seed and clock, and other bytes for another seed', async () => {
    const one = await start({ seed: 3 });
    const two = await start({ seed: 3 });
    const other = await start({ seed: 4 });
    const path = '/v1/marine/shipping/route?lats=51.9,52.5,56&lons=3.9,3.2,2&speeds=12&api_key=demo';
    const [a, b, c] = await Promise.all([one, two, other].map(async (service) => (await fetch(`${service.url}${path}`)).text()));
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('the legacy endpoint: m/s wind, 24/168/15 items, 400 and 404 bodies, 429 with Retry-After above 100 a minute', async () => {
    let nowMs = clockMs;
    const service = await start({ clock: () => nowMs });
    const ok = await fetch(`${service.url}/weather/v1/forecast?latitude=52.37&longitude=4.9&token=demo`);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { minutely: unknown[]; hourly: Array<{ windSpeed: number; precipType: string }>; daily: unknown[] };
    expect([body.minutely.length, body.hourly.length, body.daily.length]).toEqual([24, 168, 15]);
    expect(body.hourly.every((hour) => ['rain', 'snow', 'ice', 'mix'].includes(hour.precipType))).toBe(true);
    expect(Math.max(...body.hourly.map((hour) => hour.windSpeed))).toBeLessThan(60);

    const bad = await fetch(`${service.url}/weather/v1/forecast?latitude=abc&longitude=4.9&token=demo`);
    expect(bad.status).toBe(400);
    expect(legacyErrorBodySchema.parse(await bad.json()).message).toContain('latitude');
    const sea = await fetch(`${service.url}/weather/v1/forecast?latitude=-45&longitude=-120&token=demo`);
    expect(sea.status).toBe(404);
    legacyErrorBodySchema.parse(await sea.json());

    for (let index = 3; index < 100; index += 1) {
      const response = await fetch(`${service.url}/weather/v1/forecast?latitude=abc&longitude=1&token=demo`);
      expect(response.status).toBe(400);
    }
    const limited = await fetch(`${service.url}/weather/v1/forecast?latitude=52&longitude=4.9&token=demo`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    legacyErrorBodySchema.parse(await limited.json());
    nowMs += 61_000;
    expect((await fetch(`${service.url}/weather/v1/forecast?latitude=abc&longitude=1&token=demo`)).status).toBe(400);
  });

  it('serves faults deterministically and switches them at run time', async () => {
    const service = await start({ faults: { serverErrorShare: 1 } });
    const storms = `/v1/storms?api_key=demo`;
    expect((await fetch(`${service.url}${storms}`)).status).toBe(503);
    service.setFaults({ rateLimitShare: 1, retryAfterSeconds: 7 });
    const limited = await fetch(`${service.url}${storms}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    service.setFaults({ malformedShare: 1 });
    await expect((await fetch(`${service.url}${storms}`)).json()).rejects.toThrow();
    service.setFaults({ truncateShare: 1 });
    await expect(fetch(`${service.url}${storms}`).then((response) => response.text())).rejects.toThrow();
    service.setFaults({ latencyMs: 150 });
    const before = performance.now();
    expect((await fetch(`${service.url}${storms}`)).status).toBe(200);
    expect(performance.now() - before).toBeGreaterThanOrEqual(140);

    const statuses = async (seed: number): Promise<number[]> => {
      const faulty = await start({ seed, faults: { serverErrorShare: 0.5 } });
      const result: number[] = [];
      for (let index = 0; index < 12; index += 1) result.push((await fetch(`${faulty.url}${storms}`)).status);
      return result;
    };
    const first = await statuses(9);
    expect(await statuses(9)).toEqual(first);
    expect(new Set(first)).toEqual(new Set([200, 503]));
  });

  it('serves radar frames and map layers as PNG from its own origin', async () => {
    const service = await start();
    const radar = (await (await fetch(`${service.url}/v1/weather/radar?lat=52&lon=4&api_key=demo`)).json()) as { layers: Array<{ image: { url: string } }> };
    const frameUrl = radar.layers[0]?.image.url ?? '';
    expect(frameUrl.startsWith(`${service.url}/`)).toBe(true);
    // Mid-Atlantic, over 250 km from any city: beyond radar coverage, the box with no frames.
    const offshore = (await (await fetch(`${service.url}/v1/weather/radar?lat=40&lon=-40&api_key=demo`)).json()) as { bbox: unknown; layers: unknown[] };
    expect(offshore.layers).toEqual([]);
    expect(offshore.bbox).toBeTruthy();
    const frame = await fetch(frameUrl);
    expect(frame.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await frame.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    const layers = (await (await fetch(`${service.url}/v1/weather/maps/layers?model=ecmwf-wam&run=latest&element=significantWaveHeight&zoom=4&north=60&east=10&south=45&west=-5&api_key=demo`)).json()) as { layers: Array<{ imageUrl: string }> };
    const layer = await fetch(layers.layers[3]?.imageUrl ?? '');
    expect(layer.status).toBe(200);
    expect(layer.headers.get('content-type')).toBe('image/png');
  });
});
