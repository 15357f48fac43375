import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';

// Issue 29: the land data is read and indexed on a worker thread, not on the app's event loop,
// where it held up every other call for 0.4 s (quiet) to 3 s (loaded) on the first route check.

let folder: string | null = null;
let app: PassageApp | null = null;
afterEach(() => {
  app?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the route check land index on a worker thread', () => {
  it('answers other calls while the first check waits for the land index, then checks with it', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-route-check-worker-'));
    const started = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: null, now: () => 1_000 });
    app = started;
    const route = {
      waypoints: [{ name: 'Thames', lat: 51.5, lon: 1.5 }, { name: 'Bristol Channel', lat: 51.3, lon: -3.8 }],
      legs: [{ geometry: 'rhumb' as const }],
      vesselProfileId: 'default',
    };
    let checked = false;
    const check = started.router.call('checkRoute', { route }).then((answer) => {
      checked = true;
      return answer;
    });
    // Past the router's input checks: the check's handler is now waiting for the land index (on
    // the event loop it would have built it right here, and answered, before anything else ran).
    await new Promise((resolve) => setImmediate(resolve));
    expect(checked).toBe(false);
    // Calls made after the first check, answered while its land index is still being built.
    const answered: string[] = [];
    for (const call of [() => started.router.call('listVoyages', {}), () => started.router.call('getAppInfo', {}), () => started.router.call('listVesselProfiles', {})]) {
      const answer = await call();
      expect(answer.ok).toBe(true);
      if (!checked) answered.push('answered');
    }
    expect(answered).toEqual(['answered', 'answered', 'answered']);
    const result = await check;
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.findings.map((finding) => finding.kind)).toEqual(['land']);
    expect(result.value.findings[0]!.text).toMatch(/^Leg 1 \(Thames → Bristol Channel\) crosses land at 51°/);
  });
});
