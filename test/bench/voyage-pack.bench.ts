// "Prepare for sea" (issue 21) for a 10-day, 200-waypoint voyage against the demo service: from
// the start call to the last item done, through the router as the Route tab calls it, with the
// credits spent against the estimate; then the resume overhead after a stop: a new app on the same
// data folder (as after a kill: the job found running is marked paused) until the resumed pack
// reports its first progress.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type PassageApp } from '../../src/core/app';
import { startDemoService } from '../../src/demo-service';
import type { PackChoicesInput, PackStatus } from '../../src/shared/voyage/voyage-pack';
import { rotterdamToNewYork, waypointsAlong } from './passages';
import type { Figure } from './run';

export const title = 'Prepare for sea: a 10-day, 200-waypoint voyage (issue 21)';

export const notes = `One pack: the shipping route forecast (200 waypoints), a compared model (ECMWF WAM), the marine
ensemble every 12 h of ETA, the storms, one weather layer (ECMWF HRES wind at 10 m) over the route's
box for the voyage's span with every step's image, the end ports' forecast and climate, the ports list
and the ports' time zones. Requests go one after another through the app's one limiter (100 a minute):
the layer's hourly step images, which cost no credits, are most of the requests and hold the pack to
the limiter's pace; the ensemble points are the demo service's computation (51 members each). The
resume figure is the app reopened on the same data folder and the pack resumed until its first
progress: what a navigator waits for after a crash before the pack goes on. The bytes estimate
comes from what the ledger has measured (bytes a credit brought, per operation, and per layer
image: pack-plan.ts); what it has not measured yet, as in this run's fresh data folder, follows the
rules of src/shared/format/expected-size.ts.`;

const hourMs = 3_600_000;

function appOn(dataFolder: string, url: string): PassageApp {
  return createApp({ dataFolder, host: 'web', version: '0', dataSource: 'demo', serviceUrl: url, getServiceKey: () => 'demo' });
}

export async function run(): Promise<Figure[]> {
  const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-pack-'));
  const demo = await startDemoService({ port: 0, seed: 5 });
  let app = appOn(dataFolder, demo.url);
  try {
    const { waypoints, distanceNm } = waypointsAlong(rotterdamToNewYork, 200);
    const speedKn = distanceNm / (10 * 24);
    const etdUtcMs = Math.floor(Date.now() / hourMs) * hourMs + hourMs;
    const profiles = await app.router.call('listVesselProfiles', {});
    if (!profiles.ok) throw new Error(profiles.error.message);
    const created = await app.router.call('createVoyage', {
      name: 'Pack bench',
      vesselProfileId: profiles.value[0]!.id,
      waypoints: waypoints.map((point, at) => ({ id: `w${at}`, ...point })),
      legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn })),
      departure: { mode: 'departAt', etdUtcMs },
    });
    if (!created.ok) throw new Error(created.error.message);
    const voyageId = created.value.id;
    const first = waypoints[0]!;
    const last = waypoints.at(-1)!;
    const choices: PackChoicesInput = {
      voyageId,
      comparedModels: [{ area: 'marine', model: 'ecmwf-wam', compare: ['significantWaveHeight'] }],
      layers: [{ model: 'ecmwf-hres', element: 'windSpeed', level: '10m', zoom: 4 }],
      places: [
        { role: 'departure port', name: 'Rotterdam', lat: first.lat, lon: first.lon, markUtcMs: etdUtcMs },
        { role: 'arrival port', name: 'New York', lat: last.lat, lon: last.lon, markUtcMs: etdUtcMs + 10 * 24 * hourMs },
      ],
      portsNamed: [{ lat: first.lat, lon: first.lon }, { lat: last.lat, lon: last.lon }],
    };
    const estimateStart = performance.now();
    const estimate = await app.router.call('estimateVoyagePack', choices);
    const estimateMs = performance.now() - estimateStart;
    if (!estimate.ok) throw new Error(estimate.error.message);

    const started = performance.now();
    const start = await app.router.call('startVoyagePack', choices);
    if (!start.ok) throw new Error(start.error.message);
    // Stopped midway once, to measure the resume: the app closes under the running pack, as a kill would leave it.
    let stopped = false;
    await new Promise<void>((resolve) =>
      app.events.subscribe((event, payload) => {
        const status = payload as PackStatus;
        if (event === 'voyagePackProgress' && !stopped && status.itemsDone >= 4) {
          stopped = true;
          resolve();
        }
      }),
    );
    const beforeStopMs = performance.now() - started;
    app.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reopen = performance.now();
    app = appOn(dataFolder, demo.url);
    const reopened = app;
    const firstProgress = new Promise<number>((resolve) =>
      reopened.events.subscribe((event) => {
        if (event === 'voyagePackProgress') resolve(performance.now() - reopen);
      }),
    );
    const resumed = await app.router.call('resumeVoyagePack', { voyageId });
    if (!resumed.ok) throw new Error(resumed.error.message);
    const resumeMs = await firstProgress;
    const resumedAt = performance.now();
    await app.voyagePacks.settled(voyageId);
    const afterResumeMs = performance.now() - resumedAt;
    const done = app.voyagePacks.status(voyageId)!;
    if (done.state !== 'done') throw new Error(`the pack ended ${done.state}: ${done.reason ?? ''}`);
    const requests = done.items.reduce((sum, item) => sum + item.requestsTotal, 0);
    const load = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores at the end`;
    console.log(`  pack ${Math.round(beforeStopMs + afterResumeMs)} ms, ${requests} requests, ${done.creditsSpent} credits of ${estimate.value.creditsEstimated} estimated`);
    return [
      { name: 'estimate (plan and cost before anything is asked)', value: Math.round(estimateMs), unit: 'ms', note: `${estimate.value.items.length} items; the catalogues it read cost ${estimate.value.planningCredits} credits` },
      { name: 'pack time, start to done (excluding the stop)', value: Math.round((beforeStopMs + afterResumeMs) / 100) / 10, unit: 's', note: `${requests} requests (${done.items.find((item) => item.kind === 'mapLayer')?.requestsTotal ?? 0} of them the layer's listing and step images); ${load}` },
      { name: 'credits spent', value: done.creditsSpent, unit: 'credits', target: `= the estimate (${estimate.value.creditsEstimated})`, meets: done.creditsSpent === estimate.value.creditsEstimated },
      { name: 'bytes received', value: Math.round(done.bytes / 1000), unit: 'kB', note: `estimated about ${Math.round(estimate.value.bytesEstimated / 1000)} kB` },
      { name: 'resume overhead: reopen the app and resume to the first progress', value: Math.round(resumeMs), unit: 'ms' },
    ];
  } finally {
    app.close();
    await demo.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
}
