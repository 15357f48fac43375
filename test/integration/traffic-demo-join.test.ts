import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { startDemoService, type DemoService } from '../../src/demo-service';
import type { ServiceAnswer } from '../../src/shared/service/answer-provenance';
import type { TrafficFeature, TrafficGeo, TrafficOverview } from '../../src/shared/service/traffic';
import { trafficDelayBand } from '../../src/shared/traffic/traffic-delay';
import { joinTraffic, type JoinedTrafficEvent } from '../../src/shared/traffic/traffic-join';
import { keptLandIndexFolder } from '../kept-land-index';

/**
 * The traffic join on the demo service's own answers, fetched as the Shore tab fetches them (the
 * contract's calls, the real client over HTTP, cache.db): every overview event must be paired with
 * the geo feature the demo made for it. The demo writes the two feeds from one list of events in
 * the same order, so the feature at an event's index is its own. The join is handed the features
 * in another order and told only road, description and start time; it must pair as the demo did,
 * on windows where two events share a road (a join by road or by order would not). Also: each answer says until when it is fresh by the freshness
 * rule, with the settings' override, which the Shore tab's refresh follows.
 */

const minuteMs = 60_000;
// A weekday morning rush hour (UTC+1: 08:00 local): many events, several on one road.
const rushMs = Date.UTC(2026, 10, 25, 7, 0);

let folder = '';
let demo: DemoService;
let app: PassageApp;
let nowMs = rushMs;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-traffic-join-'));
  demo = await startDemoService({ port: 0, seed: 1, clock: () => nowMs });
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs, landIndexFolder: keptLandIndexFolder });
});
afterAll(async () => {
  app.close();
  await demo.close().catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

async function answers(): Promise<{ overview: ServiceAnswer<TrafficOverview>; geo: ServiceAnswer<TrafficGeo> }> {
  const overview = await app.router.call('getTrafficOverview', { query: {} });
  const geo = await app.router.call('getTrafficGeo', { query: {} });
  if (!overview.ok || !geo.ok) throw new Error(`traffic not read: ${JSON.stringify([overview, geo])}`);
  return { overview: overview.value, geo: geo.value };
}

function pointsOf(feature: TrafficFeature): Array<[number, number]> {
  return feature.geometry.type === 'Point' ? [[feature.geometry.coordinates[1], feature.geometry.coordinates[0]]] : feature.geometry.coordinates.map(([lon, lat]) => [lat, lon]);
}

/** Odd places from the end, then even ones: no two features keep their order or their neighbours. */
function reordered<T>(items: readonly T[]): T[] {
  const backwards = [...items].reverse();
  return [...backwards.filter((_, index) => index % 2 === 1), ...backwards.filter((_, index) => index % 2 === 0)];
}

function expectPairedAsTheDemoMadeThem(joined: readonly JoinedTrafficEvent[], features: readonly TrafficFeature[]): void {
  joined.forEach((event, index) => {
    const own = features[index];
    expect(own, `feature ${index}`).toBeDefined();
    if (own === undefined) return;
    expect(event.source, `event ${index}`).toBe('both');
    expect(event.points, `event ${index} (${event.description}) has its own feature's shape`).toEqual(pointsOf(own));
    expect(event.presentationType).toBe(own.properties?.presentationType ?? null);
    expect(event.towards).toBe(own.properties?.toLocation ?? null);
    // The demo banded each jam's own delay into its feature: the pair must agree.
    const band = event.delayBandMinutes;
    if (band !== null && event.delayMinutes !== null) {
      expect(event.delayMinutes, `event ${index}`).toBeGreaterThanOrEqual(band.fromMinutes);
      if (band.toMinutes !== null) expect(event.delayMinutes, `event ${index}`).toBeLessThan(band.toMinutes);
    }
  });
}

describe('the traffic join on the demo service\'s answers', () => {
  it('pairs every event with the feature the demo made for it, on windows where two events share a road', async () => {
    let windowsWithSharedRoad = 0;
    let events = 0;
    let delaysNotGiven = 0;
    // Six five-minute windows of the rush hour: the demo draws a new set of events for each.
    for (let window = 0; window < 6; window += 1) {
      nowMs = rushMs + window * 5 * minuteMs;
      const { overview, geo } = await answers();
      const { events: overviewEvents } = overview.value;
      const { features } = geo.value;
      expect(features).toHaveLength(overviewEvents.length);
      // The feeds promise no order: the join is handed the features reversed and interleaved.
      const joined = joinTraffic(overviewEvents, reordered(features));
      // Nothing left over on either side: every event found its feature.
      expect(joined).toHaveLength(overviewEvents.length);
      expectPairedAsTheDemoMadeThem(joined, features);
      const roads = overviewEvents.map((event) => event.roadNumber);
      if (new Set(roads).size < roads.length) windowsWithSharedRoad += 1;
      events += joined.length;
      // Roadworks come without a delay: unknown, not none.
      for (const event of joined.filter((each) => each.delayMinutes === null)) {
        expect(trafficDelayBand(event)).toBe('unknown');
        delaysNotGiven += 1;
      }
    }
    expect(delaysNotGiven).toBeGreaterThan(0);
    // Else the test could not tell a join by road alone (or by order) from the real one.
    expect(windowsWithSharedRoad).toBeGreaterThan(0);
    expect(events).toBeGreaterThan(30);
  });

  it('says until when each answer is fresh by the freshness rule, and follows the settings\' override', async () => {
    nowMs = rushMs + 60 * minuteMs;
    const { overview, geo } = await answers();
    expect(overview.provenance).toMatchObject({ source: 'live', fetchedAtMs: nowMs, freshUntilMs: nowMs + 5 * minuteMs });
    expect(geo.provenance.freshUntilMs).toBe(nowMs + 5 * minuteMs);
    // From the cache a minute later: the same moment, a minute nearer.
    nowMs += minuteMs;
    const cached = await answers();
    expect(cached.overview.provenance).toMatchObject({ source: 'cache', ageMs: minuteMs, freshUntilMs: nowMs + 4 * minuteMs });

    expect(await app.router.call('setSettings', { freshnessOverridesMinutes: { trafficOverview: 2 } })).toMatchObject({ ok: true });
    nowMs += 5 * minuteMs;
    const overridden = await answers();
    expect(overridden.overview.provenance).toMatchObject({ source: 'live', freshUntilMs: nowMs + 2 * minuteMs });
    expect(overridden.geo.provenance.freshUntilMs).toBe(nowMs + 5 * minuteMs);
  });
});
