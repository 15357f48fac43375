import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type AppOptions, type PassageApp, type RouteReportPrintRequest } from '../../src/core/app';
import { keptLandIndexFolder } from '../kept-land-index';

const opened: { app: PassageApp; folder: string }[] = [];
function openApp(extra: Partial<AppOptions> = {}): PassageApp {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-print-'));
  const app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: null, now: () => 1_000, landIndexFolder: keptLandIndexFolder, ...extra });
  opened.push({ app, folder });
  return app;
}
afterEach(() => {
  for (const { app, folder } of opened.splice(0)) {
    app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

describe('printRouteReport through the contract', () => {
  it('tells the web host to print from the browser, since only the app can print to a file', async () => {
    const answer = await openApp().router.call('printRouteReport', { voyageId: 'v1', preparedBy: '2/O Smith' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'not_available' } });
    if (!answer.ok) expect(answer.error.message).toMatch(/print it from the browser \(Ctrl\+P\)/);
  });

  it("hands the request to the host's printer and its answer back", async () => {
    const requests: RouteReportPrintRequest[] = [];
    const app = openApp({
      printRouteReport: (request) => {
        requests.push(request);
        return Promise.resolve({ savedTo: '/home/officer/Leith to Bergen passage plan.pdf' });
      },
    });
    const answer = await app.router.call('printRouteReport', { voyageId: 'v1', preparedBy: '2/O Smith' });
    expect(answer).toEqual({ ok: true, value: { savedTo: '/home/officer/Leith to Bergen passage plan.pdf' } });
    expect(requests).toEqual([{ voyageId: 'v1', preparedBy: '2/O Smith' }]);
  });

  it('refuses a request without a voyage before the host is asked', async () => {
    let asked = false;
    const app = openApp({
      printRouteReport: () => {
        asked = true;
        return Promise.resolve({ savedTo: null });
      },
    });
    const answer = await app.router.handle('printRouteReport', { voyageId: '', preparedBy: '' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    if (!answer.ok) expect(answer.error.message).toMatch(/voyageId/);
    expect(asked).toBe(false);
  });
});
