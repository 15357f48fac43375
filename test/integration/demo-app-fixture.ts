import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createApp, type AppOptions, type PassageApp } from '../../src/core/app';
import { createMemoryKeyStore } from '../../src/core/secrets/memory-key-store';
import { demoServiceKey, startDemoService, type DemoService, type StormScenario } from '../../src/demo-service';
import { keptLandIndexFolder } from '../kept-land-index';

/**
 * A Passage app in a fresh temp folder talking to a demo service over HTTP, both on a fixed clock,
 * made before and closed after each test of the file that calls this; `storms` places the demo's
 * scenario storm across a route.
 */
/** `nowMs`: a fixed time, or a clock the test moves. */
export function useDemoApp(folderPrefix: string, nowMs: number | (() => number), options: { storms?: StormScenario } = {}): { app: () => PassageApp; demo: () => DemoService } {
  const clock = typeof nowMs === 'number' ? () => nowMs : nowMs;
  let folder = '';
  let demo: DemoService | undefined;
  let app: PassageApp | undefined;
  beforeEach(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
    demo = await startDemoService({ port: 0, seed: 3, clock, storms: options.storms });
    app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: clock, releaseIdleHeap: false, landIndexFolder: keptLandIndexFolder });
  });
  afterEach(async () => {
    app?.close();
    await demo?.close().catch(() => {});
    fs.rmSync(folder, { recursive: true, force: true });
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is made in beforeEach: use it inside a test`);
    return value;
  };
  return { app: () => ready(app, 'app'), demo: () => ready(demo, 'demo service') };
}

/** An app on the demo service that the settings can switch to a live one, made as the hosts make it. */
export function createSwitchableApp(folder: string, demo: DemoService, options: Partial<AppOptions> = {}): PassageApp {
  return createApp({
    dataFolder: folder,
    host: 'web',
    version: '0.0.0-test',
    dataSource: 'demo',
    serviceUrl: demo.url,
    getServiceKey: () => demoServiceKey,
    demoService: { url: demo.url, key: demoServiceKey },
    keyStores: { keychain: createMemoryKeyStore() },
    releaseIdleHeap: false,
    landIndexFolder: keptLandIndexFolder,
    ...options,
  });
}
