import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/core/app';
import { startDemoService } from '../../src/demo-service';
import { createRequestLimiter } from '../../src/core/service-client/limiter';
import { createServiceClient, type LedgerEntry, type ServiceClient } from '../../src/core/service-client/service-client';
import { keptLandIndexFolder } from '../kept-land-index';

/**
 * The client against the demo service answering in the vendor's envelope
 * (`{ success: true, data, meta: { credits } }`) and bare, side by side: the same questions read
 * the same answers, and the credits each enveloped answer says it cost reach the ledger.
 */

const clock = () => Date.UTC(2026, 10, 25, 9, 0);
let bare: Awaited<ReturnType<typeof startDemoService>>;
let wrapped: Awaited<ReturnType<typeof startDemoService>>;
const ledger: LedgerEntry[] = [];

function clientOf(baseUrl: string, onLedger?: (entry: LedgerEntry) => void): ServiceClient {
  return createServiceClient({
    baseUrl,
    getKey: () => 'demo',
    limiter: createRequestLimiter({ rate: { requests: 1000, windowMs: 60_000 } }),
    ...(onLedger === undefined ? {} : { ledger: onLedger }),
  });
}

beforeAll(async () => {
  bare = await startDemoService({ port: 0, seed: 3, keys: ['demo'], clock });
  wrapped = await startDemoService({ port: 0, seed: 3, keys: ['demo'], clock, envelope: true });
});
afterAll(async () => {
  await bare.close();
  await wrapped.close();
});

const questions = [
  ['storms', {}],
  ['portList', { size: ['large'] }],
  ['weatherForecast', { lat: 52.02, lon: 5.16 }],
  ['shippingPoint', { lat: 54.1, lon: 3.3 }],
  ['shippingRoute', { lats: [51.816, 54.147], lons: [2.259, 3.283] }],
  ['marineEnsembleModels', {}],
  ['trafficOverview', {}],
  ['transitPlannerSearch', { query: 'Utrecht' }],
] as const;

describe('the demo service in the envelope, read by the client', () => {
  it.each(questions)('%s reads the same enveloped as bare, and the ledger keeps the credits the answer says it cost', async (operation, query) => {
    const enveloped = await clientOf(wrapped.url, (entry) => ledger.push(entry)).read(operation, query as never);
    const plain = await clientOf(bare.url).read(operation, query as never);
    // Links in the answers name each demo's own address; everything else is the same.
    const sameOrigin = (value: unknown, origin: string) => JSON.parse(JSON.stringify(value).replaceAll(origin, 'ORIGIN')) as unknown;
    expect(sameOrigin(enveloped.value, wrapped.url)).toEqual(sameOrigin(plain.value, bare.url));
    expect(enveloped.warnings).toEqual([]);
    const entry = ledger.findLast((each) => each.operation === operation);
    expect(entry?.creditsSpent).toBe(entry?.credits);
  });

  it('far out at sea, the forecast comes without gusts, precipitation and the minutely block, and is read all the same', async () => {
    const atSea = await clientOf(wrapped.url).read('weatherForecast', { lat: 35, lon: -40 });
    expect(atSea.value.minutely).toBeUndefined();
    expect(atSea.value.currently?.windGust).toBeUndefined();
    expect(atSea.value.currently?.precipIntensity).toBeUndefined();
    expect(atSea.value.currently?.windSpeed).toEqual(expect.any(Number));
    expect(atSea.value.hourly?.every((hour) => hour.windGust === undefined && typeof hour.time === 'number')).toBe(true);
    const ashore = await clientOf(wrapped.url).read('weatherForecast', { lat: 52.02, lon: 5.16 });
    expect(ashore.value.minutely?.length).toBeGreaterThan(0);
    expect(ashore.value.currently?.windGust).toEqual(expect.any(Number));
    // The demo's public key is not scrubbed out of its own links (it once read /[redacted]/about).
    expect(ashore.value.links?.passageDemo).toBe(`${wrapped.url}/demo/about?lat=52.02&lon=5.16`);
  });
});

describe('what the service says it charged, when it is not the estimate', () => {
  it('the ledger keeps both, and the totals count what was charged, the estimate beside it', async () => {
    // A price list that moved: two credits an answer more than the spec's rules (and the mixer's estimate).
    const charging = await startDemoService({ port: 0, seed: 3, keys: ['demo'], clock, envelope: true, chargeExtraCredits: 2, mixerPauseMs: 5 });
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-charged-'));
    const app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: charging.url, getServiceKey: () => 'demo', now: clock, landIndexFolder: keptLandIndexFolder });
    try {
      const entries: LedgerEntry[] = [];
      await clientOf(charging.url, (entry) => entries.push(entry)).read('storms', {});
      expect(entries).toMatchObject([{ operation: 'storms', credits: 1, creditsSpent: 3 }]);

      const storms = await app.router.call('getStorms', { query: {} });
      expect(storms.ok).toBe(true);
      const totals = await app.router.call('getCreditTotals', {});
      if (!totals.ok) throw new Error(totals.error.message);
      expect(totals.value.byOperation.find((row) => row.operation === 'storms')).toMatchObject({
        credits: 3,
        requests: 1,
        reported: { requests: 1, spentCredits: 3, estimatedCredits: 1 },
      });
      expect(totals.value.todayCredits).toBe(3);
    } finally {
      app.close();
      await charging.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
