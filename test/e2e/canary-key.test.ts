import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canaryKey } from '../../src/core/service-client/canary-key';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { canaryHitsIn as hitsIn, filesUnder } from './canary-search';
import { launchChromium, openApp, recordWhatPageReceives, resultsDir, startWebHost, type Received, type StartedHost } from './harness';
import { e2eDemoSeed, e2eNowMs } from './fixed-clock';

/**
 * The canary run: the known canary key is set as the live key in the real UI, against a demo
 * service that accepts only that key, and used for everything a renderer can reach (contract
 * calls, the platform proxy's seven paths, a refused request, the key test). Then every output is
 * searched for it: each HTTP answer and socket message the page received, the page's console, the
 * host's log, every file the app wrote (passage.db, cache.db with their -wal and -shm, backups)
 * and the route files it exported (RTZ, GPX, CSV).
 * Zero hits. The same search run on a file that holds the key finds it, so zero means something.
 */
interface PageWindow {
  fetch(url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; text(): Promise<string> }>;
}
declare const window: PageWindow;

let browser: Browser;
let host: StartedHost;
let live: DemoService;
const hostLog: string[] = [];
const seenByPage: Received[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  live = await startDemoService({ port: 0, seed: e2eDemoSeed, clock: e2eNowMs, keys: [canaryKey] });
  host = await startWebHost({ log: (line) => hostLog.push(line) });
});
afterAll(async () => {
  await browser?.close();
  await live?.close();
  // Kept by its close for the search that follows it.
  if (host !== undefined) fs.rmSync(host.dataDir, { recursive: true, force: true });
});

describe('the canary key', () => {
  it('is used for live data, the proxy and the key test, and is found nowhere afterwards', async () => {
    const { page } = await openApp(browser, host.url);
    recordWhatPageReceives(page, seenByPage);
    await page.reload();
    await page.getByTestId('data-source').waitFor();
    await page.keyboard.press('Control+Comma');
    const settings = page.getByTestId('service-settings');
    await settings.waitFor();
    await settings.getByLabel('Live service', { exact: true }).check();
    await page.getByTestId('live-address').fill(live.url);
    await page.getByTestId('apply-source').click();
    await expect.poll(() => page.getByTestId('data-source').textContent()).toContain('Live:');
    await page.getByTestId('key-input').fill(canaryKey);
    await page.getByTestId('save-key').click();
    await page.getByTestId('keep-this-run').click();
    await expect.poll(() => page.getByTestId('key-state').textContent()).toContain('A key is set');
    await page.getByTestId('test-key').click();
    await expect.poll(() => page.getByTestId('service-notice').textContent()).toMatch(/^Works/);

    // What a renderer (or a web component in it) can ask, with the page's own cookie.
    const answers = await page.evaluate(async (key) => {
      const rpc = (name: string, input: unknown) =>
        window.fetch(`/rpc/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }).then(async (r) => `${r.status} ${await r.text()}`);
      const proxy = (pathAndQuery: string) => window.fetch(`/api/platform/${pathAndQuery}`).then(async (r) => `${r.status} ${await r.text()}`);
      return [
        await rpc('getServiceSource', {}),
        await rpc('getAppInfo', {}),
        await rpc('getWeatherMapsModels', { query: {} }),
        await rpc('getStorms', { query: {} }),
        await rpc('getPorts', { query: {} }),
        await rpc('getMarineTimeseriesModels', { query: { lat: 52.5, lon: 4.2 } }),
        await rpc('getWeatherTimeseriesModels', { query: { lat: 52.5, lon: 4.2 } }),
        await rpc('getCreditTotals', {}),
        await rpc('getShippingRoute', { query: { start: 'nowhere' } }),
        await rpc('saveServiceKey', { key: `${key} with spaces` }),
        await proxy('models'),
        await proxy('timeseries-models?lat=52.5&lon=4.2'),
        await proxy('timeseries-point-forecast?lat=52.5&lon=4.2&model=gfs&elements=temperature&levels=2m'),
        await proxy('ensemble-models'),
        await proxy('ensemble-point-forecast?lat=52.5&lon=4.2&model=ecmwf-ens&elements=windSpeed&levels=10m'),
        await proxy('marine-timeseries-models?lat=52.5&lon=4.2'),
        await proxy('marine-timeseries-point-forecast?lat=52.5&lon=4.2&model=ecmwf-wam&elements=significantWaveHeight'),
        await proxy('ensemble-models?api_key=x&token=y'),
      ];
    }, canaryKey);
    // Exported files: a voyage written out in every route format, saved where a user would keep them.
    const exported = await page.evaluate(async () => {
      const rpc = (name: string, input: unknown) =>
        window.fetch(`/rpc/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }).then((r) => r.text());
      const voyage = JSON.parse(
        await rpc('createVoyage', {
          name: 'Leith / Bergen',
          waypoints: [
            { id: 'a', name: 'Leith', lat: 55.99, lon: -3.17 },
            { id: 'b', name: 'Bergen', lat: 60.39, lon: 5.3 },
          ],
          legs: [{ geometry: 'rhumb', speedKn: 12 }],
        }),
      ) as { value: { id: string } };
      return Promise.all(['rtz', 'gpx', 'csv'].map(async (format) => JSON.parse(await rpc('exportRoute', { voyageId: voyage.value.id, format })) as { value: { fileName: string; text: string } }));
    });
    const exportFolder = path.join(host.dataDir, 'exports');
    fs.mkdirSync(exportFolder, { recursive: true });
    for (const file of exported) fs.writeFileSync(path.join(exportFolder, file.value.fileName), file.value.text);
    // The key really was in use: live answers came back through both paths.
    expect(answers[2]).toMatch(/^200 .*"dataSource":"live"/);
    expect(answers.slice(10, 17).every((answer) => answer.startsWith('200 '))).toBe(true);

    // A refused key: the service's 401 must reach the renderer without the key either.
    await page.getByRole('button', { name: 'Replace key' }).click();
    await page.getByTestId('key-input').fill(`${canaryKey}-old`);
    await page.getByTestId('save-key').click();
    await page.getByTestId('keep-this-run').click();
    await page.getByTestId('test-key').click();
    await expect.poll(() => page.getByTestId('service-notice').textContent()).toMatch(/^Does not work/);
    const pageText = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { outerHTML: string } } }).document.documentElement.outerHTML);
    await page.close();
    await host.close({ keepDataDir: true });

    const hits = [
      ...answers.flatMap((answer, index) => hitsIn(`answer ${index}`, answer)),
      ...seenByPage.flatMap((seen) => hitsIn(seen.label, seen.body)),
      ...hitsIn('the final page', pageText),
      ...hostLog.flatMap((line, index) => hitsIn(`host log line ${index}`, line)),
      ...filesUnder(host.dataDir).flatMap((file) => hitsIn(path.relative(host.dataDir, file), fs.readFileSync(file))),
    ];
    expect(seenByPage.length).toBeGreaterThan(20);
    expect(filesUnder(host.dataDir).map((file) => path.basename(file))).toEqual(expect.arrayContaining(['passage.db', 'cache.db', ...exported.map((file) => file.value.fileName)]));
    expect(hits).toEqual([]);
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'canary-key-search.txt'), `${seenByPage.length} page answers, ${hostLog.length} log lines, ${filesUnder(host.dataDir).length} files searched: ${hits.length} hits\n`);
  });

  it('the search finds the key wherever it is written in any of its forms', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-canary-'));
    try {
      fs.writeFileSync(path.join(folder, 'plain.txt'), `x${canaryKey}x`);
      fs.writeFileSync(path.join(folder, 'query.txt'), `api_key=${encodeURIComponent(canaryKey)}`);
      fs.writeFileSync(path.join(folder, 'utf16.bin'), Buffer.from(`..${canaryKey}..`, 'utf16le'));
      fs.writeFileSync(path.join(folder, 'base64.txt'), Buffer.from(canaryKey).toString('base64'));
      fs.writeFileSync(path.join(folder, 'clean.txt'), 'CANARY-KEY- but not the key');
      const hits = filesUnder(folder).flatMap((file) => hitsIn(path.basename(file), fs.readFileSync(file)));
      expect(hits.sort()).toEqual(['base64.txt', 'plain.txt', 'query.txt', 'utf16.bin']);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
