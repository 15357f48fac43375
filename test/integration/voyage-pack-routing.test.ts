import { describe, expect, it } from 'vitest';
import { sql } from '../../src/core/store/database';
import { routingFieldsItemId } from '../../src/shared/voyage/voyage-pack';
import { useDemoApp } from './demo-app-fixture';
import { createPackVoyage, packChoices, unwrap } from './voyage-pack-fixtures';

// "Prepare for sea" with the weather routing's fields ticked (issue 24 point 6): the pack asks the
// very questions the Routing tab's call asks with its default options, so offline the voyage is
// routed from the pack alone, spending nothing and asking the service nothing.

const HOUR_MS = 3_600_000;
const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const etdUtcMs = nowMs + 6 * HOUR_MS;
const fixture = useDemoApp('passage-voyage-pack-routing-', nowMs);

/** Credits the service answered for (the ledger of passage.db). */
function ledgerCredits(): number {
  return fixture.app().passageDb.get<{ credits: number }>(sql`SELECT total(credits) AS credits FROM credit_ledger WHERE cached = 0 AND status IS NOT NULL`)?.credits ?? 0;
}

/**
 * Packs the voyage with the routing's fields ticked (and the chart's layer, whose box the routing's
 * may equal), then routes it offline: nothing spent, nothing asked. Returns the item as estimated and as packed.
 */
async function packThenRouteOffline(stormsKnownFirst: boolean) {
  const app = fixture.app();
  // The step images go through the app's one limiter: a higher rate keeps the test short.
  await unwrap(app.router.call('setSettings', { rateLimitPerMinute: 1000 }));
  // The Risk tab or the chart open before: the storms are cached, the routing's region known.
  if (stormsKnownFirst) await unwrap(app.router.call('getStorms', { query: {} }));
  const voyage = await createPackVoyage(app, { etdUtcMs, share: 0.13 });
  const choices = packChoices(voyage.id, etdUtcMs, etdUtcMs);

  // Shown with its credits and size, but left out unless ticked: hundreds of images on a long passage.
  const byDefault = await unwrap(app.router.call('estimateVoyagePack', choices));
  const offered = byDefault.items.find((item) => item.itemId === routingFieldsItemId)!;
  expect(offered.kind).toBe('routingFields');
  expect(offered.ticked).toBe(false);
  expect(offered.state).toBe('skipped');
  expect(offered.creditsEstimated).toBeGreaterThan(0);
  expect(offered.bytesEstimated).toBeGreaterThan(0);

  const ticked = { ...choices, tickedItemIds: [routingFieldsItemId] };
  const plan = await unwrap(app.router.call('estimateVoyagePack', ticked));
  const estimated = plan.items.find((item) => item.itemId === routingFieldsItemId)!;
  expect(estimated.ticked).toBe(true);
  await unwrap(app.router.call('startVoyagePack', ticked));
  await app.voyagePacks.settled(voyage.id);
  const done = (await unwrap(app.router.call('getVoyagePack', { voyageId: voyage.id })))!;
  expect(done.state).toBe('done');
  const packed = done.items.find((item) => item.itemId === routingFieldsItemId)!;
  expect(packed.state).toBe('done');
  expect(packed.creditsUnknown).toBe(0);
  // The layers answers added their step images (no credits) to the item.
  expect(packed.requestsTotal).toBeGreaterThan(estimated.requestsTotal);

  // The Routing tab's estimate finds every field cached.
  const routingEstimate = await unwrap(app.router.call('estimateWeatherRouting', { voyageId: voyage.id }));
  expect(routingEstimate.fields.length).toBeGreaterThan(0);
  expect(routingEstimate.fields.every((field) => field.cached)).toBe(true);
  expect(routingEstimate.creditsToSpend).toBe(0);

  // Offline, the Routing tab's call routes from the pack: nothing spent, nothing asked.
  await unwrap(app.router.call('setOfflineMode', { offline: true }));
  const asked = fixture.demo().requestsReceived().length;
  const creditsBefore = ledgerCredits();
  const routed = await unwrap(app.router.call('routeVoyage', { voyageId: voyage.id }));
  expect(fixture.demo().requestsReceived().length).toBe(asked);
  expect(ledgerCredits()).toBe(creditsBefore);
  expect(routed.creditsSpent).toBe(0);
  expect(routed.status).toBe('arrived');
  expect(routed.storms.status).toBe('checked');
  expect(routed.fields.length).toBe(routingEstimate.fields.length);
  expect(routed.fields.every((field) => (field.source === 'cache' || field.source === 'offline-cache') && field.fetchedAtMs === nowMs)).toBe(true);
  return { plan, estimated, done, packed };
}

describe('prepare for sea with the weather routing fields', () => {
  it('is unticked by default, spends what it estimated when ticked, and the voyage then routes offline from the pack', { timeout: 240_000 }, async () => {
    const { plan, estimated, done, packed } = await packThenRouteOffline(true);
    expect(packed.creditsSpent).toBe(estimated.creditsEstimated);
    expect(packed.creditsEstimated).toBe(estimated.creditsEstimated);
    expect(done.creditsSpent).toBe(plan.creditsEstimated);
  });

  it('with the storms not known when estimated, asks for the region they leave once packed: never more than estimated, still routed offline', { timeout: 240_000 }, async () => {
    const { estimated, packed } = await packThenRouteOffline(false);
    // Planned over the widest region; packed over the one the storms leave, whose wind layer is the chart's, paid by the chart's item.
    expect(packed.creditsSpent).toBeLessThanOrEqual(estimated.creditsEstimated);
    expect(packed.creditsSpent).toBe(packed.creditsEstimated);
  });
});
