import { describe, expect, it } from 'vitest';
import { sql } from '../../src/core/store/database';
import { pinnedCacheKeys } from '../../src/core/store/cache-pins-table';
import type { PackStatus } from '../../src/shared/voyage/voyage-pack';
import { startDemoService } from '../../src/demo-service';
import { useDemoApp } from './demo-app-fixture';
import { createPackVoyage, packChoices, requestsDone, unwrap } from './voyage-pack-fixtures';

// "Prepare for sea" (issue 21) through the contract against the demo service over HTTP: the
// estimate before anything is asked, the pack, what the tabs then read, cancel and resume, and a
// connection lost midway and back.

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const etdUtcMs = nowMs + 6 * 3_600_000;
const fixture = useDemoApp('passage-voyage-pack-', nowMs);

function upstreamRequests(): readonly string[] {
  return fixture.demo().requestsReceived();
}

/** Credits spent as Settings reads them from the ledger: only answered requests (a cut-off one is said apart, as unknown). */
async function ledgerCredits(): Promise<number> {
  return (await unwrap(fixture.app().router.call('getCreditTotals', {}))).monthCredits;
}

function duplicates(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((entry) => (seen.has(entry) ? true : (seen.add(entry), false)));
}

async function prepared() {
  // About 170 nm, 14 hours: the ensemble asks a few positions, the layer a day of steps.
  const voyage = await createPackVoyage(fixture.app(), { etdUtcMs, share: 0.13 });
  const plan = await unwrap(fixture.app().router.call('estimateVoyagePack', packChoices(voyage.id, etdUtcMs, etdUtcMs)));
  // The arrival time for the arrival port's weather is the plan's; the estimate knows the span.
  return { voyage, plan };
}

function progressEvents(): PackStatus[] {
  const seen: PackStatus[] = [];
  fixture.app().events.subscribe((event, payload) => {
    if (event === 'voyagePackProgress') seen.push(payload as PackStatus);
  });
  return seen;
}

describe('prepare for sea', () => {
  it('estimates every item with its credits and size before asking for anything but the catalogues', async () => {
    const { plan } = await prepared();
    const kinds = plan.items.map((item) => item.kind);
    expect(kinds).toEqual(['routeForecast', 'comparedModel', 'comparedModel', 'ensemble', 'storms', 'departures', 'mapLayer', 'portWeather', 'portWeather', 'ports', 'places', 'routingFields']);
    // Best departure: its storms and the departure now are asked by the items before it, and cost it nothing.
    const departures = plan.items.find((item) => item.kind === 'departures')!;
    const routeForecast = plan.items.find((item) => item.kind === 'routeForecast')!;
    expect(departures.requestsTotal).toBe(4);
    expect(departures.creditsEstimated).toBe(2 * routeForecast.creditsEstimated);
    // The weather routing's fields (hundreds of images on a long passage) are priced but packed only when ticked.
    expect(plan.items.filter((item) => item.ticked).every((item) => item.state === 'waiting' && item.message === null)).toBe(true);
    expect(plan.items.filter((item) => !item.ticked).map((item) => [item.kind, item.state])).toEqual([['routingFields', 'skipped']]);
    expect(plan.items.find((item) => item.kind === 'routeForecast')!.creditsEstimated).toBeGreaterThan(0);
    expect(plan.items.find((item) => item.kind === 'ensemble')!.requestsTotal).toBeGreaterThan(2);
    expect(plan.creditsEstimated).toBe(plan.items.filter((item) => item.ticked).reduce((sum, item) => sum + item.creditsEstimated, 0));
    expect(plan.bytesEstimated).toBeGreaterThan(0);
    // Only catalogues were asked to plan: no forecast, no ensemble point, no storms.
    expect(upstreamRequests().filter((line) => !/models/.test(line))).toEqual([]);
  });

  it('packs everything once, pinned to the voyage, and the tabs then read it from the cache without a request', async () => {
    const { voyage, plan } = await prepared();
    const events = progressEvents();
    const asked = upstreamRequests().length;
    const started = await unwrap(fixture.app().router.call('startVoyagePack', { ...packChoices(voyage.id, etdUtcMs, etdUtcMs) }));
    expect(started.jobId).not.toBe('');
    await fixture.app().voyagePacks.settled(voyage.id);
    const done = (await unwrap(fixture.app().router.call('getVoyagePack', { voyageId: voyage.id })))!;
    expect(done.state).toBe('done');
    expect(done.items.filter((item) => item.ticked).every((item) => item.state === 'done')).toBe(true);
    expect(done.itemsDone).toBe(done.itemsTotal);
    expect(done.creditsSpent).toBe(plan.creditsEstimated);
    expect(done.bytes).toBeGreaterThan(0);
    // The layer's steps over the voyage's span were added and fetched as images.
    const layer = done.items.find((item) => item.kind === 'mapLayer')!;
    expect(layer.requestsTotal).toBeGreaterThan(1);
    // Progress reached the renderer's event channel as it went.
    expect(events.length).toBeGreaterThan(done.items.length);
    expect(events.at(-1)!.state).toBe('done');
    // Every request asked once; the catalogues the estimate asked were not asked again.
    const packed = upstreamRequests().slice(asked);
    expect(duplicates(upstreamRequests())).toEqual([]);
    expect(packed.length).toBe(requestsDone(done) - done.items.reduce((sum, item) => sum + item.requestsFromCache, 0));
    expect(await ledgerCredits()).toBe(plan.creditsEstimated + plan.planningCredits);
    // Pinned: every cache entry the pack holds survives eviction while the voyage exists.
    // (A question two items share is one entry: the second got it from the cache.)
    expect(pinnedCacheKeys(fixture.app().store.cacheDb, voyage.id).length).toBeGreaterThanOrEqual(requestsDone(done) - done.items.reduce((sum, item) => sum + item.requestsFromCache, 0));

    // The tabs' own calls now cost nothing and send nothing.
    const before = upstreamRequests().length;
    const forecast = await unwrap(fixture.app().router.call('forecastRoute', { voyageId: voyage.id }));
    expect(forecast.provenance.source).toBe('cache');
    const ensemble = await unwrap(fixture.app().router.call('ensembleAlongRoute', { voyageId: voyage.id }));
    expect(ensemble.value.requests.fromCache).toBe(ensemble.value.requests.count);
    const compared = await unwrap(fixture.app().router.call('modelAlongRoute', { voyageId: voyage.id, area: 'marine', model: 'ecmwf-wam', compare: ['significantWaveHeight'] }));
    expect(compared.provenance.source).toBe('cache');
    expect((await unwrap(fixture.app().router.call('getStorms', { query: {} }))).provenance.source).toBe('cache');
    // Best departure: the departures the pack was given, compared from the cache at no cost.
    expect(await unwrap(fixture.app().router.call('estimateDepartureComparison', { voyageId: voyage.id, everyHours: 12, windowHours: 24 }))).toMatchObject({ creditsToSpend: 0 });
    const best = await unwrap(fixture.app().router.call('compareDepartures', { voyageId: voyage.id, everyHours: 12, windowHours: 24 }));
    expect(best.departures).toHaveLength(3);
    expect(best.creditsSpent).toBe(0);
    expect(best.storms).toMatchObject({ status: 'checked', fromCache: true });
    expect(upstreamRequests().length).toBe(before);

    // Packing again: everything is cached and fresh, costs nothing and says so.
    const again = await unwrap(fixture.app().router.call('estimateVoyagePack', packChoices(voyage.id, etdUtcMs, etdUtcMs)));
    expect(again.creditsEstimated).toBe(0);
    expect(again.items.filter((item) => item.ticked && item.kind !== 'mapLayer').every((item) => item.message === 'Cached and fresh: costs nothing.')).toBe(true);
  }, 120_000);

  it('skips unticked items and never asks for them', async () => {
    const { voyage } = await prepared();
    await unwrap(fixture.app().router.call('startVoyagePack', { ...packChoices(voyage.id, etdUtcMs, etdUtcMs), untickedItemIds: ['ensemble', 'layer-ecmwf-hres-windSpeed-10m'] }));
    await fixture.app().voyagePacks.settled(voyage.id);
    const done = (await unwrap(fixture.app().router.call('getVoyagePack', { voyageId: voyage.id })))!;
    expect(done.state).toBe('done');
    expect(done.items.filter((item) => item.state === 'skipped').map((item) => item.itemId)).toEqual(['ensemble', 'layer-ecmwf-hres-windSpeed-10m', 'routing-fields']);
    expect(upstreamRequests().filter((line) => line.includes('/ensemble/point') || line.includes('/maps/layers'))).toEqual([]);
  }, 120_000);

  it('cancels midway, keeps what it fetched, and resumes without asking anything twice', async () => {
    const { voyage, plan } = await prepared();
    fixture.demo().setFaults({ latencyMs: 40 });
    const events = progressEvents();
    await unwrap(fixture.app().router.call('startVoyagePack', packChoices(voyage.id, etdUtcMs, etdUtcMs)));
    await vi_waitFor(() => events.some((status) => requestsDone(status) >= 3));
    const cancelling = await unwrap(fixture.app().router.call('cancelVoyagePack', { voyageId: voyage.id }));
    expect(cancelling.voyageId).toBe(voyage.id);
    await fixture.app().voyagePacks.settled(voyage.id);
    const cancelled = (await unwrap(fixture.app().router.call('getVoyagePack', { voyageId: voyage.id })))!;
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.reason).toMatch(/Cancelled: \d+ of 11 items done/);
    expect(cancelled.itemsDone).toBeLessThan(cancelled.itemsTotal);
    const fetchedBefore = requestsDone(cancelled);
    expect(fetchedBefore).toBeGreaterThanOrEqual(3);

    await unwrap(fixture.app().router.call('resumeVoyagePack', { voyageId: voyage.id }));
    await fixture.app().voyagePacks.settled(voyage.id);
    const done = (await unwrap(fixture.app().router.call('getVoyagePack', { voyageId: voyage.id })))!;
    expect(done.state).toBe('done');
    expect(done.creditsSpent).toBe(plan.creditsEstimated);
    expect(duplicates(upstreamRequests())).toEqual([]);
    expect(await ledgerCredits()).toBe(plan.creditsEstimated + plan.planningCredits);
  }, 120_000);

  it('pauses when the connection is lost midway and resumes by itself when it is back, paying once', async () => {
    const { voyage, plan } = await prepared();
    const demo = fixture.demo();
    demo.setFaults({ latencyMs: 40 });
    const events = progressEvents();
    await unwrap(fixture.app().router.call('startVoyagePack', { ...packChoices(voyage.id, etdUtcMs, etdUtcMs), resumeOnReconnect: true }));
    await vi_waitFor(() => events.some((status) => requestsDone(status) >= 3));
    // The link drops: the service goes away (its port refuses connections).
    const port = Number(new URL(demo.url).port);
    await demo.close();
    await fixture.app().voyagePacks.settled(voyage.id);
    const paused = (await unwrap(fixture.app().router.call('getVoyagePack', { voyageId: voyage.id })))!;
    expect(paused.state).toBe('paused');
    expect(paused.reason).toMatch(/connection was lost/);
    expect(paused.reason).toMatch(/resumes when the service can be reached again/);
    expect(paused.items.some((item) => item.state === 'failed')).toBe(false);

    // Back on the same address: the reachability check notices, and the pack goes on by itself.
    const back = await startDemoService({ port, seed: 3, clock: () => nowMs });
    try {
      await fixture.app().serviceData.checkReachable();
      await vi_waitFor(() => fixture.app().voyagePacks.status(voyage.id)?.state === 'done');
      const done = fixture.app().voyagePacks.status(voyage.id)!;
      expect(done.creditsSpent).toBe(plan.creditsEstimated);
      expect(await ledgerCredits()).toBe(plan.creditsEstimated + plan.planningCredits);
      // Nothing the first service answered was asked of the second. The one request in flight when
      // it went (received, its answer cut off, never paid: the credits above hold) may be asked again.
      const firstReceived = demo.requestsReceived();
      const askedAgain = back.requestsReceived().filter((line) => firstReceived.includes(line));
      expect(askedAgain.length).toBeLessThanOrEqual(1);
      if (askedAgain.length === 1) expect(askedAgain[0]).toBe(firstReceived.at(-1));
    } finally {
      await back.close();
    }
  }, 120_000);

  it('estimates the map images from what the images received so far weighed, close to what then arrives', async () => {
    const { voyage, plan } = await prepared();
    const onlyLayer = plan.items.filter((item) => item.kind !== 'mapLayer').map((item) => item.itemId);
    await unwrap(fixture.app().router.call('startVoyagePack', { ...packChoices(voyage.id, etdUtcMs, etdUtcMs), untickedItemIds: onlyLayer }));
    await fixture.app().voyagePacks.settled(voyage.id);
    const packed = (await unwrap(fixture.app().router.call('getVoyagePack', { voyageId: voyage.id })))!.items.find((item) => item.kind === 'mapLayer')!;
    expect(packed.state).toBe('done');
    // The same layer in knots: not cached, the same span and steps, estimated from what arrived.
    const choices = packChoices(voyage.id, etdUtcMs, etdUtcMs);
    const again = await unwrap(fixture.app().router.call('estimateVoyagePack', { ...choices, layers: [{ ...choices.layers![0]!, unit: 'kn' }] }));
    const layer = again.items.find((item) => item.kind === 'mapLayer')!;
    expect(layer.creditsEstimated).toBeGreaterThan(0);
    expect(Math.abs(layer.bytesEstimated - packed.bytes) / packed.bytes).toBeLessThan(0.25);
    // What Settings and the credit gate read: the images' average as received.
    const totals = await unwrap(fixture.app().router.call('getCreditTotals', {}));
    expect(totals.bytesPerLayerImage).toBeGreaterThan(0);
    expect(totals.bytesPerLayerImage).toBeLessThan(packed.bytes);
  }, 120_000);

  it('through a link that cuts answers off, counts only what was answered as spent and the cut-off requests as unknown', async () => {
    const { voyage, plan } = await prepared();
    // Seed 3 at this share cuts off some answers once (the retry gets them) and one three times
    // running (the pack stops as for a lost link, and asks it again on resume once the link is sound).
    fixture.demo().setFaults({ truncateShare: 0.4 });
    await unwrap(fixture.app().router.call('startVoyagePack', packChoices(voyage.id, etdUtcMs, etdUtcMs)));
    await fixture.app().voyagePacks.settled(voyage.id);
    const stopped = (await unwrap(fixture.app().router.call('getVoyagePack', { voyageId: voyage.id })))!;
    expect(stopped.state).toBe('paused');
    expect(stopped.reason).toMatch(/connection was lost/);
    fixture.demo().setFaults({});
    await unwrap(fixture.app().router.call('resumeVoyagePack', { voyageId: voyage.id }));
    await fixture.app().voyagePacks.settled(voyage.id);
    const done = (await unwrap(fixture.app().router.call('getVoyagePack', { voyageId: voyage.id })))!;
    expect(done.state).toBe('done');
    const cutOff = fixture.app().passageDb.get<{ n: number; credits: number }>(sql`SELECT count(*) AS n, total(credits) AS credits FROM credit_ledger WHERE outcome = 'cut_off'`)!;
    expect(cutOff.n).toBeGreaterThan(0);
    // The pack: spent what the answered requests cost, once each; the cut-off attempts apart.
    expect(done.creditsSpent).toBe(plan.creditsEstimated);
    expect(done.creditsUnknown).toBe(cutOff.credits);
    // Settings: the same, and the cut-off requests said as unknown, not added.
    const totals = await unwrap(fixture.app().router.call('getCreditTotals', {}));
    expect(totals.monthCredits).toBe(plan.creditsEstimated + plan.planningCredits);
    expect(totals.monthUnknown).toEqual({ requests: cutOff.n, credits: cutOff.credits });
    expect(totals.byOperation.reduce((sum, row) => sum + row.cutOff.requests, 0)).toBe(cutOff.n);
  }, 120_000);
});

async function vi_waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}