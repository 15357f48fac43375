import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium, repoRoot } from '../e2e/harness';
import { launchWebHost } from '../../src/web-host/launch';
import { percentile } from './percentiles';
import type { Figure } from './run';

export const title = 'Workstation start (issue 2)';

/**
 * From launching the web host (app, databases, demo service) to the chart's first paint of land
 * in Chromium. The browser is started beforehand: on the bridge it is already open.
 */
export async function run(): Promise<Figure[]> {
  const browser = await launchChromium();
  const timings: number[] = [];
  try {
    for (let i = 0; i < 6; i += 1) {
      const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-paint-'));
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const started = performance.now();
      const host = await launchWebHost({ dataFolder, port: 0 });
      await page.goto(host.url);
      await page.waitForFunction(() => document.documentElement.dataset.chartReady === 'true', undefined, { timeout: 30_000 });
      const elapsed = performance.now() - started;
      if (i > 0) timings.push(elapsed); // the first run warms the module cache
      await page.close();
      await host.close();
      fs.rmSync(dataFolder, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
  const p50 = percentile(timings, 50);
  return [
    { name: 'web host start to first chart paint, p50 of 5', value: p50, unit: 'ms', target: '< 1500 ms', meets: p50 < 1500 },
    { name: 'same, slowest of 5', value: Math.max(...timings), unit: 'ms' },
    ...bundleSizes(),
  ];
}

function bundleSizes(): Figure[] {
  const assets = path.join(repoRoot, 'out', 'renderer', 'assets');
  const files = fs.readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
  const size = (pattern: RegExp) =>
    files.filter((file) => pattern.test(file)).reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length, 0);
  const land = fs.readdirSync(assets).filter((file) => file.endsWith('.json'));
  const landGzip = land.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length, 0);
  return [
    { name: 'renderer JavaScript, gzip', value: Math.round(size(/\.js$/) / 1024), unit: 'KiB' },
    { name: 'renderer CSS, gzip', value: Math.round(size(/\.css$/) / 1024), unit: 'KiB' },
    ...(land.length > 0 ? [{ name: 'separate JSON assets (basemap), gzip', value: Math.round(landGzip / 1024), unit: 'KiB' }] : []),
  ];
}
