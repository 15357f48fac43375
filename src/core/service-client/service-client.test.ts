import { afterEach, describe, expect, it } from 'vitest';
import { responseExamples } from '../../shared/service/response-examples';
import { canaryKey, containsCanary } from './canary-key';
import { ServiceError } from './errors';
import { startFakeHttpService, type FakeHttpService, type FakeReply } from './fake-http-service';
import { createRequestLimiter } from './limiter';
import { createServiceClient, type LedgerEntry, type ServiceClientOptions, type ServiceLogLine } from './service-client';

// Everything any test saw: searched for the key after each test.
let seen: unknown[] = [];
let service: FakeHttpService | undefined;

afterEach(async () => {
  await service?.close();
  service = undefined;
  expect(containsCanary(seen)).toEqual([]);
  seen = [];
});

async function setUp(script: (request: { url: URL; index: number }) => FakeReply, key = () => canaryKey as string | null, extra: Partial<ServiceClientOptions> = {}) {
  service = await startFakeHttpService(script);
  const ledger: LedgerEntry[] = [];
  const logLines: ServiceLogLine[] = [];
  const client = createServiceClient({
    baseUrl: service.url,
    getKey: key,
    limiter: createRequestLimiter(),
    timeoutMs: 300,
    backoff: { baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 },
    ledger: (entry) => ledger.push(entry),
    log: (line) => {
      logLines.push(line);
      seen.push(line, line.message);
    },
    ...extra,
  });
  return { client, ledger, logLines, requests: service.requests };
}

async function failureOf(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (thrown) {
    seen.push(thrown);
    if (thrown instanceof ServiceError) return thrown;
    throw new Error(`expected a ServiceError, got ${String(thrown)}`, { cause: thrown });
  }
  throw new Error('expected the call to fail');
}

const stormsOk: FakeReply = { kind: 'json', status: 200, body: responseExamples.storms };
const unauthorized: FakeReply = {
  kind: 'json',
  status: 401,
  body: { success: false, meta: { credits_used: 0 }, error: { message: 'Invalid API key' } },
};

describe('service client against a fake service', () => {
  it('sends the key last as api_key and returns the parsed answer', async () => {
    const { client, ledger, requests } = await setUp(() => stormsOk);
    const answer = await client.storms();
    expect(answer).toEqual(responseExamples.storms);
    // Proves the canary check is meaningful: the key did travel, only where it must.
    expect(requests).toEqual([`/v1/storms?api_key=${canaryKey}`]);
    expect(ledger).toMatchObject([{ operation: 'storms', credits: 1, status: 200, cached: false }]);
  });

  it('sends the legacy forecast key as token, after the sorted parameters', async () => {
    const { client, requests } = await setUp(() => ({
      kind: 'json',
      status: 200,
      body: responseExamples.legacyForecast,
    }));
    await client.legacyForecast({ longitude: 4.5, latitude: 51.9 });
    expect(requests).toEqual([`/weather/v1/forecast?latitude=51.9&longitude=4.5&token=${canaryKey}`]);
  });

  it('turns a 401 into an auth error with the service message, then sends nothing until the key changes', async () => {
    let key = canaryKey;
    const { client, requests, ledger } = await setUp(
      ({ url }) => (url.searchParams.get('api_key') === canaryKey ? unauthorized : stormsOk),
      () => key,
    );
    const first = await failureOf(client.storms());
    expect(first.code).toBe('auth');
    expect(first.status).toBe(401);
    expect(first.message).toContain('Invalid API key');
    expect(ledger[0]).toMatchObject({ status: 401, credits: 0 });

    const second = await failureOf(client.trafficOverview());
    expect(second.code).toBe('auth');
    expect(requests).toHaveLength(1);

    key = 'a-new-key';
    await expect(client.storms()).resolves.toEqual(responseExamples.storms);
    expect(requests).toHaveLength(2);
  });

  it('refuses to send anything without a key', async () => {
    const { client, requests } = await setUp(() => stormsOk, () => null);
    const error = await failureOf(client.storms());
    expect(error.code).toBe('auth');
    expect(error.message).toMatch(/No API key/);
    expect(requests).toHaveLength(0);
  });

  it('reports a 200 whose body is only an error string, with the service words', async () => {
    const { client, requests } = await setUp(() => ({
      kind: 'json',
      status: 200,
      body: { error: 'Level is required for element windSpeed' },
    }));
    const error = await failureOf(client.storms());
    expect(error.code).toBe('embedded_error');
    expect(error.message).toContain('Level is required for element windSpeed');
    expect(requests).toHaveLength(1);
  });

  it('reports a body that is not JSON without retrying', async () => {
    const { client, requests } = await setUp(() => ({ kind: 'text', status: 200, body: '<html>oops' }));
    const error = await failureOf(client.storms());
    expect(error.code).toBe('malformed_body');
    expect(error.message).toMatch(/not valid JSON \(10 characters received\)/);
    // The parser's own message quotes the body; none of it may reach a message.
    expect(error.message).not.toMatch(/html|oops/);
    expect(requests).toHaveLength(1);
  });

  it('reads no answer past the byte cap, says so, and does not ask again', async () => {
    const big = JSON.stringify({ ...responseExamples.storms, padding: 'x'.repeat(4_000) });
    const { client, requests } = await setUp(() => ({ kind: 'text', status: 200, body: big }), undefined, { maxBodyBytes: 2_000 });
    const error = await failureOf(client.storms());
    expect(error.code).toBe('malformed_body');
    expect(error.message).toBe("The service's answer to storms is larger than 2,000 bytes, the most Passage reads of one answer, so none of it is used.");
    expect(requests).toHaveLength(1);
  });

  it('reports a JSON body that stops half-way as cut off', async () => {
    const full = JSON.stringify(responseExamples.storms);
    const { client } = await setUp(() => ({ kind: 'text', status: 200, body: full.slice(0, full.length / 2) }));
    const error = await failureOf(client.storms());
    expect(error.code).toBe('malformed_body');
    expect(error.message).toMatch(/cut off/);
  });

  it('treats a connection dropped mid-body as a network failure, retried twice', async () => {
    const { client, requests, ledger } = await setUp(() => ({ kind: 'truncated', body: '{"storms":[' }));
    const error = await failureOf(client.storms());
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/cut off/);
    expect(requests).toHaveLength(3);
    expect(ledger).toHaveLength(3);
  });

  it('names the operation and the field when the answer lacks what it cannot do without, and uses none of it', async () => {
    const { client } = await setUp(() => ({ kind: 'json', status: 200, body: { storms: 'none today' } }));
    const error = await failureOf(client.storms());
    expect(error.code).toBe('schema_mismatch');
    expect(error.operation).toBe('storms');
    expect(error.fieldPaths).toContain('storms');
    expect(error.message).toContain('storms');
  });

  it('leaves out a storm it cannot read, keeps the others, and names the one left out with its field path', async () => {
    const good = responseExamples.storms.storms[0]!;
    const { client } = await setUp(() => ({
      kind: 'json',
      status: 200,
      body: { storms: [{ ...good, path: 'not a list' }, good] },
    }));
    const read = await client.read('storms');
    expect(read.value.storms).toHaveLength(1);
    expect(read.value.storms[0]!.id).toBe(good.id);
    expect(read.warnings).toEqual([expect.stringMatching(/^storms: storms: 1 item left out \(\[0\]\) because storms\[0\]\.path: /)]);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    const { client, requests } = await setUp(({ index }) =>
      index === 0
        ? { kind: 'json', status: 429, body: { error: 'slow down' }, headers: { 'retry-after': '1' } }
        : stormsOk,
    );
    const startedMs = Date.now();
    await expect(client.storms()).resolves.toEqual(responseExamples.storms);
    expect(Date.now() - startedMs).toBeGreaterThanOrEqual(990);
    expect(requests).toHaveLength(2);
  });

  it('gives up at once with rate_limited when Retry-After is longer than it is willing to wait', async () => {
    const { client, requests } = await setUp(() => ({
      kind: 'json',
      status: 429,
      body: {},
      headers: { 'retry-after': '3600' },
    }));
    const error = await failureOf(client.storms());
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(requests).toHaveLength(1);
  });

  it('retries a 5xx and returns the good answer', async () => {
    const { client, requests } = await setUp(({ index }) =>
      index < 2 ? { kind: 'json', status: 503, body: { message: 'busy' } } : stormsOk,
    );
    await expect(client.storms()).resolves.toEqual(responseExamples.storms);
    expect(requests).toHaveLength(3);
  });

  it('stops after 2 retries of a 5xx', async () => {
    const { client, requests } = await setUp(() => ({ kind: 'json', status: 500, body: { message: 'outside coverage' } }));
    const error = await failureOf(client.storms());
    expect(error.code).toBe('http_status');
    expect(error.status).toBe(500);
    expect(error.message).toContain('outside coverage');
    expect(requests).toHaveLength(3);
  });

  it('never retries a 4xx other than 429', async () => {
    const { client, requests } = await setUp(() => ({
      kind: 'json',
      status: 404,
      body: { status: 'error', message: 'location not found' },
    }));
    const error = await failureOf(client.legacyForecast({ latitude: 0, longitude: 0 }));
    expect(error.code).toBe('http_status');
    expect(error.message).toContain('location not found');
    expect(requests).toHaveLength(1);
  });

  it('times out a stalled answer (each attempt bounded) and says so', async () => {
    const { client, requests, ledger } = await setUp(() => ({ kind: 'stall' }));
    const startedMs = Date.now();
    const error = await failureOf(client.storms());
    expect(error.code).toBe('timeout');
    expect(requests).toHaveLength(3);
    expect(ledger.map((entry) => entry.status)).toEqual([null, null, null]);
    expect(Date.now() - startedMs).toBeLessThan(5_000);
  });

  it('reports an unreachable service as offline', async () => {
    const { client } = await setUp(() => stormsOk);
    await service?.close();
    service = undefined;
    const error = await failureOf(client.storms());
    expect(error.code).toBe('offline');
  });

  it('keeps per-item errors of a good answer: they are data', async () => {
    const body = {
      ...responseExamples.shippingPoint,
      models: [{ key: 'mercator-bio', error: 'model unavailable' }],
    };
    const { client } = await setUp(() => ({ kind: 'json', status: 200, body }));
    const answer = await client.shippingPoint({ lat: 52, lon: 3 });
    expect(answer.models).toEqual([{ key: 'mercator-bio', error: 'model unavailable' }]);
  });

  it('keeps the key out of errors even when the service echoes it back', async () => {
    const { client } = await setUp(() => ({
      kind: 'json',
      status: 200,
      body: { error: `key ${canaryKey} has no credits left (api_key=${canaryKey})` },
    }));
    const error = await failureOf(client.storms());
    expect(error.message).toContain('has no credits left');
    // afterEach searches every rendering of the error for the key.
  });
});
