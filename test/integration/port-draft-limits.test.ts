import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../../src/core/app';
import { keptLandIndexFolder } from '../kept-land-index';

// Issue 29 point 2: the port search shows a port's draft limits. The service's port answer has no
// depths, so getPortDraftLimits reads them from the World Port Index copy (resources/world-port-index).

let folder: string;
let app: PassageApp;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-port-draft-'));
  app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: null, now: () => 1_000, landIndexFolder: keptLandIndexFolder });
});
afterEach(() => {
  app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('getPortDraftLimits', () => {
  it('gives each position the index port there with its channel depth and maximum draft, in the order asked', async () => {
    const answer = await app.router.call('getPortDraftLimits', {
      positions: [
        // The index's positions, as the demo's port list gives them.
        { lat: 51.9, lon: 4.483333 },
        { lat: -29.866667, lon: 31.066667 },
        // Mid-Atlantic: no port.
        { lat: 35, lon: -40 },
        // Lawi Lawi Oil Terminal: in the index with no depth given.
        { lat: -1.45, lon: 116.766667 },
        // A port's position rounded by another source, a mile off, is still that port.
        { lat: 51.91, lon: 4.5 },
      ],
    });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value.limits).toEqual([
      { name: 'Rotterdam', wpiNumber: 31140, channelDepthM: 11, maxDraftM: null },
      { name: 'Durban', wpiNumber: expect.any(Number), channelDepthM: 11, maxDraftM: 14.5 },
      null,
      { name: 'Lawi Lawi Oil Terminal', wpiNumber: expect.any(Number), channelDepthM: null, maxDraftM: null },
      { name: 'Rotterdam', wpiNumber: 31140, channelDepthM: 11, maxDraftM: null },
    ]);
    expect(answer.value.source).toMatch(/^World Port Index/);
  });

  it('refuses a position out of range, saying which', async () => {
    const answer = await app.router.handle('getPortDraftLimits', { positions: [{ lat: 95, lon: 0 }] });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(!answer.ok && answer.error.message).toMatch(/positions.*lat/);
  });
});
