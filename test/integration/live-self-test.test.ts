import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestLimiter } from '../../src/core/service-client/limiter';
import type { FetchFunction } from '../../src/core/service-client/http-transport';
import { runLiveSelfTest, selfTestCredits } from '../../src/core/service-client/live-self-test';
import { createServiceClient } from '../../src/core/service-client/service-client';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { operationNames } from '../../src/shared/service/endpoints';

/**
 * The live self-test, never against a real network: against the demo service on loopback, bare
 * and in the envelope, and with odd answers put in its way to show the field paths it reports.
 */

const services: DemoService[] = [];
afterAll(async () => {
  await Promise.all(services.map((service) => service.close()));
});

function clientOf(baseUrl: string, fetch?: FetchFunction) {
  return createServiceClient({ baseUrl, getKey: () => 'demo', limiter: createRequestLimiter({ rate: { requests: 1000, windowMs: 60_000 } }), timeoutMs: 10_000, ...(fetch === undefined ? {} : { fetch }) });
}

describe.each([false, true])('against the demo service (envelope %s)', (envelope) => {
  let url: string;
  beforeAll(async () => {
    const service = await startDemoService({ port: 0, seed: 1, keys: ['demo'], envelope, mixerPauseMs: 10 });
    services.push(service);
    url = service.url;
  });

  it('reads every operation whole, the transit mixer\'s plan last, and says its cost before', async () => {
    const client = clientOf(url);
    // One credit or more a REST operation, and the mixer's plan.
    expect(selfTestCredits(client)).toBeGreaterThanOrEqual(operationNames.length + 1);
    const seen: string[] = [];
    const results = await runLiveSelfTest(client, (result) => seen.push(result.operation));
    expect(results.map((result) => result.operation)).toEqual([...operationNames, 'transitMixer']);
    expect(new Set(seen)).toEqual(new Set([...operationNames, 'transitMixer']));
    expect(results.filter((result) => result.verdict !== 'read')).toEqual([]);
    expect(results.at(-1)?.detail).toBe('4 options read, 0 skipped');
  });
});

describe('odd answers', () => {
  it('names the field paths of what could not be read, and what was not tried for want of a model', async () => {
    // The mixer's second message garbled on its way.
    const service = await startDemoService({ port: 0, seed: 1, keys: ['demo'], envelope: true, mixerPauseMs: 10, faults: { mixerStream: 'garbage' } });
    services.push(service);
    // The service's answers, changed on their way for three operations.
    const odd: FetchFunction = async (input, init) => {
      const answer = await fetch(input, init);
      const path = new URL(input).pathname;
      const change: Record<string, (body: { data: Record<string, unknown> }) => void> = {
        '/v1/storms': (body) => void (body.data = { tempests: [] }),
        '/v1/port/list': (body) => void ((body.data['ports'] as Record<string, unknown>[])[0]!['id'] = 'Rotterdam'),
        '/v1/marine/ensemble/models': (body) => void (body.data = { models: [] }),
      };
      if (change[path] === undefined) return answer;
      const body = (await answer.json()) as { data: Record<string, unknown> };
      change[path](body);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const results = await runLiveSelfTest(clientOf(service.url, odd));
    const byOperation = new Map(results.map((result) => [result.operation, result]));
    expect(byOperation.get('storms')).toMatchObject({ verdict: 'not-read', fieldPaths: ['storms'] });
    expect(byOperation.get('portList')).toMatchObject({ verdict: 'read-with-parts-left-out', fieldPaths: ['ports'] });
    expect(byOperation.get('portList')!.detail).toContain('ports[0].id');
    expect(byOperation.get('marineEnsembleModels')!.verdict).toBe('read');
    expect(byOperation.get('marineEnsemblePoint')).toMatchObject({ verdict: 'not-tried' });
    expect(byOperation.get('marineEnsemblePoint')!.detail).toContain('marineEnsembleModels');
    expect(byOperation.get('transitMixer')).toMatchObject({ verdict: 'read-with-parts-left-out', detail: '3 options read, 1 skipped' });
    expect(results.filter((result) => result.verdict !== 'read').map((result) => result.operation).sort()).toEqual(['marineEnsemblePoint', 'portList', 'storms', 'transitMixer']);
  });
});
