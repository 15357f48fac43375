import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformProxy, type PlatformProxyOptions } from '../../src/core/platform-proxy/platform-proxy';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { authErrorBodySchema } from '../../src/shared/service/errors';
import { weatherMapsModelsResponseSchema } from '../../src/shared/service/maps';

/**
 * The spec's proxy route in front of the demo service, with the proxy's own defaults: the maps
 * catalogue gets the key as `token` (or as an Authorization header when apiKeyQueryParam is ''),
 * every other route as `api_key`. Proves the demo service reads the key where the proxy puts it.
 */

let demo: DemoService;
beforeAll(async () => {
  demo = await startDemoService({ port: 0, seed: 1, keys: ['demo'], clock: () => Date.UTC(2025, 0, 15, 12) });
});
afterAll(() => demo.close());

function proxy(options: Partial<PlatformProxyOptions> = {}) {
  return createPlatformProxy({ apiKey: 'demo', baseUrl: demo.url, ...options });
}

const get = (path: string) => new Request(`http://127.0.0.1:9/api/platform/${path}`);

describe('platform proxy -> demo service', () => {
  it('the default maps catalogue call (key as token) is answered with the catalogue', async () => {
    const answer = await proxy()(get('models?lat=52&lon=4'));
    expect(answer.status).toBe(200);
    expect(weatherMapsModelsResponseSchema.parse(await answer.json()).models.length).toBeGreaterThan(0);
  });

  it('header authentication (apiKeyQueryParam "") is answered too', async () => {
    const answer = await proxy({ apiKeyQueryParam: '' })(get('models'));
    expect(answer.status).toBe(200);
    weatherMapsModelsResponseSchema.parse(await answer.json());
  });

  it('the api_key routes still work beside it', async () => {
    const answer = await proxy()(get('marine-timeseries-models?lat=52&lon=4'));
    expect(answer.status).toBe(200);
  });

  it('a wrong key, as token or as a header, gets 401 with the spec body', async () => {
    for (const options of [{}, { apiKeyQueryParam: '' }]) {
      const answer = await proxy({ ...options, apiKey: 'not-the-key' })(get('models'));
      expect(answer.status).toBe(401);
      expect(authErrorBodySchema.parse(await answer.json())).toMatchObject({ success: false, meta: { credits_used: 0 } });
    }
  });
});
