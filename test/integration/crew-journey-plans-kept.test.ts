import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { startDemoService, type DemoService } from '../../src/demo-service';
import type { CrewJourneyEndedEvent, CrewJourneyOptionEvent } from '../../src/shared/shore/crew-journey';
import type { CrewPlan } from '../../src/shared/shore/crew-plan';
import { keptLandIndexFolder } from '../kept-land-index';

/**
 * Issue 20 point 5: crew journey plans are kept in passage.db, so a plan streamed from the demo
 * mixer, saved as the renderer saves it, comes back whole after the app is closed and reopened on
 * the same data folder (the web host's new address each launch lost the page's storage).
 */
const nowMs = Date.UTC(2026, 10, 25, 9, 0);
const schiphol = { name: 'Schiphol Airport', lat: 52.3092, lon: 4.7617 };
const rotterdamPort = { name: 'Rotterdam', lat: 51.9, lon: 4.483333 };

let folder = '';
let demo: DemoService;
const open = (): PassageApp =>
  createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs, landIndexFolder: keptLandIndexFolder });

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-crew-kept-'));
  demo = await startDemoService({ port: 0, seed: 1, clock: () => nowMs, mixerPauseMs: 20 });
});
afterEach(async () => {
  await demo.close().catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

async function streamedPlan(app: PassageApp, planId: string, etdMs: number): Promise<CrewPlan> {
  const options: CrewPlan['options'] = [];
  let resolveEnd: (event: CrewJourneyEndedEvent) => void = () => {};
  const ended = new Promise<CrewJourneyEndedEvent>((resolve) => (resolveEnd = resolve));
  const unsubscribe = app.events.subscribe((event, payload) => {
    if (event === 'crewJourneyOption' && (payload as CrewJourneyOptionEvent).planId === planId) {
      const { option, receivedAtMs } = payload as CrewJourneyOptionEvent;
      options.push({ option, receivedAtMs });
    }
    if (event === 'crewJourneyEnded' && (payload as CrewJourneyEndedEvent).planId === planId) resolveEnd(payload as CrewJourneyEndedEvent);
  });
  const started = await app.router.call('planCrewJourney', { planId, from: schiphol, to: rotterdamPort, atUtcMs: etdMs - 3 * 3_600_000, arriveBy: true });
  if (!started.ok) throw new Error(started.error.message);
  const end = await ended;
  unsubscribe();
  return {
    planId,
    direction: 'relief',
    place: schiphol,
    port: { ...rotterdamPort, key: 'NLRTM' },
    shipTimeUtcMs: etdMs,
    marginMinutes: 180,
    plannedAtMs: nowMs,
    mode: started.value.mode,
    status: end.end,
    message: end.message,
    options,
  };
}

describe('crew journey plans kept in passage.db', () => {
  it('come back whole after the app is closed and reopened on the same data folder, and go when forgotten or with their voyage', async () => {
    const first = open();
    const created = await first.router.call('createVoyage', { name: 'Rotterdam call', waypoints: [], legs: [] });
    if (!created.ok) throw new Error(created.error.message);
    const voyageId = created.value.id;
    const etdMs = nowMs + 10 * 3_600_000;
    const relief = await streamedPlan(first, 'relief-1', etdMs);
    expect(relief.options.length).toBe(4);
    expect(await first.router.call('saveCrewJourneyPlan', { voyageId, plan: relief })).toEqual({ ok: true, value: { saved: true } });
    const later = { ...relief, planId: 'relief-2', plannedAtMs: nowMs + 60_000, status: 'streaming' as const, options: relief.options.slice(0, 1) };
    await first.router.call('saveCrewJourneyPlan', { voyageId, plan: later });
    // Saved again as more options arrive: the newer copy replaces the older.
    await first.router.call('saveCrewJourneyPlan', { voyageId, plan: { ...later, options: relief.options.slice(0, 2) } });
    first.close();

    const second = open();
    const kept = await second.router.call('listCrewJourneyPlans', { voyageId });
    if (!kept.ok) throw new Error(kept.error.message);
    expect(kept.value.map((plan) => plan.planId)).toEqual(['relief-2', 'relief-1']);
    expect(kept.value[1]).toEqual(relief);
    expect(kept.value[0]?.options.length).toBe(2);
    // A plan for a voyage the store does not have is refused, not kept loose.
    const orphan = await second.router.call('saveCrewJourneyPlan', { voyageId: 'no-such-voyage', plan: relief });
    expect(orphan.ok ? 'saved' : orphan.error.code).toBe('not_found');

    expect(await second.router.call('deleteCrewJourneyPlan', { voyageId, planId: 'relief-2' })).toEqual({ ok: true, value: { deleted: true } });
    second.close();

    const third = open();
    const afterForget = await third.router.call('listCrewJourneyPlans', { voyageId });
    expect(afterForget.ok && afterForget.value.map((plan) => plan.planId)).toEqual(['relief-1']);
    await third.router.call('deleteVoyage', { id: voyageId });
    expect(await third.router.call('listCrewJourneyPlans', { voyageId })).toEqual({ ok: true, value: [] });
    third.close();
  }, 60_000);
});
