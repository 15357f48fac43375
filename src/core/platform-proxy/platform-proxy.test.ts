import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformProxy, type PlatformProxyOptions } from './platform-proxy';
import { proxyCanaryKey, renderAnswer, showsKey, startProxyTestUpstream, type ProxyTestUpstream } from './proxy-test-upstream';
import { proxyRouteNames } from './proxy-routes';

let upstream: ProxyTestUpstream;
beforeAll(async () => {
  upstream = await startProxyTestUpstream();
});
afterAll(() => upstream.close());

function proxy(options: Partial<PlatformProxyOptions> = {}) {
  return createPlatformProxy({ apiKey: proxyCanaryKey, baseUrl: upstream.url, ...options });
}

const get = (path: string, init?: RequestInit) => new Request(`http://127.0.0.1:9/${path.replace(/^\//, '')}`, init);

/** Each public path with the smallest query the spec allows, and where it must arrive. */
const cases = [
  { path: 'models', query: '', upstreamPath: '/v1/weather/maps/models', keyStyle: 'maps' },
  { path: 'timeseries-models', query: 'lat=52.5&lon=4.2', upstreamPath: '/v1/weather/timeseries/models', keyStyle: 'api_key' },
  { path: 'timeseries-point-forecast', query: 'lat=52.5&lon=4.2&model=gfs&elements=wind,pressure&levels=surface', upstreamPath: '/v1/weather/timeseries/point', keyStyle: 'api_key' },
  { path: 'ensemble-models', query: '', upstreamPath: '/v1/weather/ensemble/models', keyStyle: 'api_key' },
  { path: 'ensemble-point-forecast', query: 'lat=52.5&lon=4.2&model=gefs&elements=wind', upstreamPath: '/v1/weather/ensemble/point', keyStyle: 'api_key' },
  { path: 'marine-timeseries-models', query: 'lat=52.5&lon=4.2', upstreamPath: '/v1/marine/timeseries/models', keyStyle: 'api_key' },
  { path: 'marine-timeseries-point-forecast', query: 'lat=52.5&lon=4.2&model=mfwam&elements=waves', upstreamPath: '/v1/marine/timeseries/point', keyStyle: 'api_key' },
] as const;

describe('the platform proxy: forwarding', () => {
  it('covers exactly the seven public paths of the spec', () => {
    expect([...proxyRouteNames].sort()).toEqual(cases.map((c) => c.path).sort());
  });

  for (const c of cases) {
    it(`forwards /api/platform/${c.path} to ${c.upstreamPath} with the key, and hides the key in the answer`, async () => {
      const before = upstream.seen.length;
      const answer = await proxy()(get(`/api/platform/${c.path}?${c.query}`));
      const seen = upstream.seen.slice(before);
      expect(seen).toHaveLength(1);
      const [request] = seen;
      expect(request?.path).toBe(c.upstreamPath);
      if (c.keyStyle === 'maps') {
        expect(request?.params.get('token')).toBe(proxyCanaryKey);
        expect(request?.params.has('api_key')).toBe(false);
      } else {
        expect(request?.params.get('api_key')).toBe(proxyCanaryKey);
        expect(request?.params.has('token')).toBe(false);
      }
      for (const [name, value] of new URLSearchParams(c.query)) expect(request?.params.get(name)).toBe(value);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      const rendered = await renderAnswer(answer);
      expect(showsKey(rendered), rendered).toBe(false);
      expect(rendered).not.toMatch(/set-cookie|www-authenticate|x-request-echo/i);
    });
  }

  it('sends the maps catalogue key as a header with a custom scheme when apiKeyQueryParam is empty', async () => {
    const handler = proxy({ apiKeyQueryParam: '', apiKeyHeader: 'X-Platform-Key', apiKeyScheme: (key) => `Key ${key}` });
    const before = upstream.seen.length;
    const answer = await handler(get('/api/platform/models'));
    const [request] = upstream.seen.slice(before);
    expect(request?.headers['x-platform-key']).toBe(`Key ${proxyCanaryKey}`);
    expect([...(request?.params.keys() ?? [])]).toEqual([]);
    expect(showsKey(await renderAnswer(answer))).toBe(false);

    // The other routes still send api_key, whatever apiKeyQueryParam says.
    await handler(get('/api/platform/ensemble-models'));
    expect(upstream.seen.at(-1)?.params.get('api_key')).toBe(proxyCanaryKey);
    expect(upstream.seen.at(-1)?.headers['x-platform-key']).toBeUndefined();
  });

  it('defaults the header to Authorization: Bearer <key>', async () => {
    const answer = await proxy({ apiKeyQueryParam: '' })(get('/api/platform/models'));
    expect(upstream.seen.at(-1)?.headers.authorization).toBe(`Bearer ${proxyCanaryKey}`);
    // The upstream echoes the Authorization header in its body: it comes back blanked.
    const body = (await answer.json()) as { authorization: string };
    expect(body.authorization).toBe('Bearer [redacted]');
  });

  it('uses another query parameter name for the maps catalogue when told', async () => {
    await proxy({ apiKeyQueryParam: 'key' })(get('/api/platform/models'));
    expect(upstream.seen.at(-1)?.params.get('key')).toBe(proxyCanaryKey);
  });

  it('answers at a different base path, and nowhere else', async () => {
    const handler = proxy({ basePath: '/weather-proxy/' });
    expect((await handler(get('/weather-proxy/ensemble-models'))).status).toBe(200);
    expect(upstream.seen.at(-1)?.path).toBe('/v1/weather/ensemble/models');
    expect((await handler(get('/api/platform/ensemble-models'))).status).toBe(404);
  });

  it('drops any key or token the client sends, and parameters the endpoint does not have', async () => {
    await proxy()(get('/api/platform/ensemble-models?api_key=STOLEN&token=STOLEN&access_token=T&callback=x'));
    const params = upstream.seen.at(-1)?.params;
    expect(params?.getAll('api_key')).toEqual([proxyCanaryKey]);
    expect(params?.has('token')).toBe(false);
    expect(params?.has('access_token')).toBe(false);
    expect(params?.has('callback')).toBe(false);
  });

  it('goes through the limiter before every upstream request', async () => {
    let grants = 0;
    const handler = proxy({ limiter: { acquire: async () => void grants++ } });
    await handler(get('/api/platform/models'));
    await handler(get('/api/platform/nothing-here'));
    await handler(get('/api/platform/timeseries-models'));
    expect(grants).toBe(1);
  });

  it('passes the upstream status on (a 401 body without the key)', async () => {
    const refusing = await startProxyTestUpstream(() => ({ status: 401 }));
    try {
      const answer = await createPlatformProxy({ apiKey: proxyCanaryKey, baseUrl: refusing.url })(get('/api/platform/models'));
      expect(answer.status).toBe(401);
      expect(showsKey(await renderAnswer(answer))).toBe(false);
    } finally {
      await refusing.close();
    }
  });

  it('never follows a redirect (it would carry the key away)', async () => {
    const redirecting = await startProxyTestUpstream(() => ({ status: 302, headers: { location: 'http://elsewhere.invalid/' } }));
    try {
      const answer = await createPlatformProxy({ apiKey: proxyCanaryKey, baseUrl: redirecting.url })(get('/api/platform/models'));
      expect(answer.status).toBe(502);
      expect(answer.headers.get('location')).toBeNull();
      expect(redirecting.seen).toHaveLength(1);
    } finally {
      await redirecting.close();
    }
  });

  it('says 502 when the service cannot be reached, without the key in the answer or the log', async () => {
    const lines: string[] = [];
    const answer = await proxy({ baseUrl: 'http://127.0.0.1:9', log: (line) => lines.push(line) })(get('/api/platform/models'));
    expect(answer.status).toBe(502);
    expect(showsKey(await renderAnswer(answer))).toBe(false);
    expect(lines.some((line) => showsKey(line))).toBe(false);
  });
});

describe('the platform proxy: refusals', () => {
  it('answers 404 for an unknown first segment, or a path below a known one, forwarding nothing', async () => {
    const before = upstream.seen.length;
    for (const path of ['/api/platform/forecast', '/api/platform/', '/api/platform/models/extra', '/api/platform/..%2Fv1%2Fstorms']) {
      expect((await proxy()(get(path))).status, path).toBe(404);
    }
    expect(upstream.seen.length).toBe(before);
  });

  it('answers 400 naming each missing required parameter', async () => {
    const answer = await proxy()(get('/api/platform/timeseries-point-forecast?lat=10&lon=20&model=gfs'));
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid_parameter');
    expect(error.message).toMatch(/elements: missing/);
    expect(error.message).toMatch(/levels: missing/);
    expect(error.message).not.toMatch(/lat:|lon:|model:/);
  });

  it('requires lat and lon together on the catalogues that take them optionally', async () => {
    for (const path of ['ensemble-models', 'marine-timeseries-models']) {
      const answer = await proxy()(get(`/api/platform/${path}?lat=10`));
      expect(answer.status, path).toBe(400);
      expect(await answer.text()).toMatch(/lon: expected lat and lon together/);
    }
    expect((await proxy()(get('/api/platform/timeseries-models?lon=3'))).status).toBe(400);
  });

  it('answers GET only', async () => {
    const answer = await proxy()(get('/api/platform/models', { method: 'POST', body: '{}' }));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
  });

  it('refuses to be created without a key', () => {
    expect(() => createPlatformProxy({ apiKey: '', baseUrl: upstream.url })).toThrow(/API key/);
    expect(() => createPlatformProxy({ apiKey: '   ', baseUrl: upstream.url })).toThrow(/PLATFORM_API_KEY/);
    // A caller in plain JavaScript can leave it out altogether.
    expect(() => createPlatformProxy(JSON.parse(`{"baseUrl":"${upstream.url}"}`) as PlatformProxyOptions)).toThrow(/API key/);
  });
});

describe('the platform proxy: answer size', () => {
  it('passes on no upstream answer past its byte cap, and says so', async () => {
    const capped = await proxy({ maxBodyBytes: 60 })(get('api/platform/ensemble-models'));
    expect(capped.status).toBe(502);
    expect(await capped.json()).toEqual({
      error: { code: 'upstream_too_large', message: "ensemble-models: the service's answer is larger than 60 bytes, the most the proxy passes on; none of it was sent." },
    });
    expect((await proxy({ maxBodyBytes: 10_000 })(get('api/platform/ensemble-models'))).status).toBe(200);
  });
});
