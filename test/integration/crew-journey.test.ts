import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { startDemoService, type DemoService } from '../../src/demo-service';
import type { Faults } from '../../src/demo-service/faults';
import type { CrewJourneyEndedEvent, CrewJourneyOptionEvent } from '../../src/shared/shore/crew-journey';
import { keptLandIndexFolder } from '../kept-land-index';

/**
 * Crew journeys through the app's contract against the demo service's mixer over a real
 * WebSocket, in both encodings, with the stream going wrong in each way the mixer can: every
 * option that arrived is kept, and the end says in words what happened.
 */
const nowMs = Date.UTC(2026, 10, 25, 9, 0);
const schiphol = { name: 'Schiphol Airport', lat: 52.3092, lon: 4.7617 };
const rotterdamPort = { name: 'Rotterdam', lat: 51.9, lon: 4.483333 };

let folder = '';
let demo: DemoService;
let app: PassageApp;

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-crew-'));
  demo = await startDemoService({ port: 0, seed: 1, clock: () => nowMs, mixerPauseMs: 40 });
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs, landIndexFolder: keptLandIndexFolder });
});
afterEach(async () => {
  app.close();
  await demo.close().catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

async function plan(planId: string): Promise<{ options: CrewJourneyOptionEvent[]; ended: CrewJourneyEndedEvent; mode: string }> {
  const options: CrewJourneyOptionEvent[] = [];
  let resolveEnd: (event: CrewJourneyEndedEvent) => void = () => {};
  const ended = new Promise<CrewJourneyEndedEvent>((resolve) => (resolveEnd = resolve));
  const unsubscribe = app.events.subscribe((event, payload) => {
    if (event === 'crewJourneyOption' && (payload as CrewJourneyOptionEvent).planId === planId) options.push(payload as CrewJourneyOptionEvent);
    if (event === 'crewJourneyEnded' && (payload as CrewJourneyEndedEvent).planId === planId) resolveEnd(payload as CrewJourneyEndedEvent);
  });
  const etdMs = nowMs + 10 * 3_600_000;
  const started = await app.router.call('planCrewJourney', { planId, from: schiphol, to: rotterdamPort, atUtcMs: etdMs - 3 * 3_600_000, arriveBy: true });
  if (!started.ok) throw new Error(started.error.message);
  const end = await ended;
  unsubscribe();
  return { options, ended: end, mode: started.value.mode };
}

async function withFault(faults: Faults, mode: 'proto' | 'json' = 'proto'): Promise<void> {
  demo.setFaults(faults);
  await app.router.call('setSettings', { transitMixerMode: mode, transitMixerTimeLimitSeconds: 5 });
}

describe.each(['proto', 'json'] as const)('crew journeys over the mixer in mode=%s', (mode) => {
  it('streams every option one by one, arriving by the time asked, and ends complete', async () => {
    await withFault({}, mode);
    const { options, ended, mode: used } = await plan(`plan-${mode}`);
    expect(used).toBe(mode);
    expect(options.length).toBe(4);
    expect(ended).toMatchObject({ end: 'complete', received: 4, badFrames: 0, message: null });
    const arrivals = options.map((event) => Date.parse(event.option.trips[0]?.aimedEndTime ?? ''));
    // The default plan arrives by the time asked (3 h before a departure 10 h from now).
    expect(Math.min(...arrivals)).toBeLessThanOrEqual(nowMs + 7 * 3_600_000);
    const rail = options[0]?.option.trips[0]?.legs.find((leg) => leg.transitLeg !== undefined);
    expect(rail?.transitLeg?.fromEstimatedCall?.quay?.name).toBe('Schiphol Airport');
    // The same reading either way it came: modes as the vendor's enum names, the line's colours.
    expect(rail?.transitLeg).toMatchObject({ mode: 'RAIL', line: { publicCode: 'IC', presentation: { colour: 'FFC917', textColour: '003082' }, transportMode: 'RAIL' }, serviceJourney: { directionType: 'Outbound' } });
  });

  it('a garbage frame: the options around it are kept, the plan is marked incomplete and says so', async () => {
    await withFault({ mixerStream: 'garbage' }, mode);
    const { options, ended } = await plan(`garbage-${mode}`);
    expect(options).toHaveLength(3);
    expect(ended.end).toBe('incomplete');
    expect(ended.message).toMatch(/1 message from the planner could not be read/);
  });

  it('a truncated frame: the same, the cut message left out', async () => {
    await withFault({ mixerStream: 'truncated' }, mode);
    const { options, ended } = await plan(`truncated-${mode}`);
    expect(options).toHaveLength(3);
    expect(ended).toMatchObject({ end: 'incomplete', badFrames: 1 });
  });
});

describe('crew journeys when the mixer connection goes wrong', () => {
  it('a connection dropped mid-stream keeps the option that arrived and says the stream broke', async () => {
    await withFault({ mixerStream: 'drop' });
    const { options, ended } = await plan('drop');
    expect(options).toHaveLength(1);
    expect(ended.end).toBe('incomplete');
    expect(ended.message).toMatch(/closed the stream abnormally.*1 option arrived and is kept; more may exist/);
  });

  it('a mixer that never closes is given up after the time limit, the option kept', async () => {
    await withFault({ mixerStream: 'silent' });
    const { options, ended } = await plan('silent');
    expect(options).toHaveLength(1);
    expect(ended.end).toBe('incomplete');
    expect(ended.message).toMatch(/sent nothing for 5 s; the plan was given up\. 1 option arrived and is kept/);
  }, 15_000);

  it('a plan stopped by the navigator keeps what came and says it was stopped', async () => {
    await withFault({ mixerStream: 'silent' });
    const events: CrewJourneyEndedEvent[] = [];
    app.events.subscribe((event, payload) => {
      if (event === 'crewJourneyEnded') events.push(payload as CrewJourneyEndedEvent);
    });
    await app.router.call('planCrewJourney', { planId: 'stop', from: schiphol, to: rotterdamPort, atUtcMs: nowMs, arriveBy: false });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await app.router.call('stopCrewJourney', { planId: 'stop' })).toEqual({ ok: true, value: { stopped: true } });
    await expect.poll(() => events[0]?.end).toBe('stopped');
    expect(events[0]?.message).toMatch(/^Stopped: 1 option arrived and is kept/);
  });

  it('estimates a plan at what the mixer charged for the last one, in its close reason; before any, at the examples\' price', async () => {
    expect(await app.router.call('estimateCrewJourney', {})).toEqual({ ok: true, value: { credits: 1, creditsToSpend: 1, basis: 'before any charge' } });
    await withFault({});
    await plan('priced');
    // The demo's mixer closes with {"credits":1}: the ledger has it as the stream's charge.
    expect(await app.router.call('estimateCrewJourney', {})).toEqual({ ok: true, value: { credits: 1, creditsToSpend: 1, basis: 'last charge' } });
  });

  it('offline, nothing is asked and the refusal says the kept journeys stay', async () => {
    await app.router.call('setOfflineMode', { offline: true });
    const refused = await app.router.call('planCrewJourney', { planId: 'offline', from: schiphol, to: rotterdamPort, atUtcMs: nowMs, arriveBy: false });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/offline.*kept with their age/);
  });
});
