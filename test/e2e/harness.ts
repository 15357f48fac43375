import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { KeyStore } from '../../src/core/secrets/key-store';
import { createPlainFileKeyStore } from '../../src/core/secrets/plain-file-key-store';
import { createUnavailableKeyStore } from '../../src/core/secrets/unavailable-key-store';
import { canaryKey } from '../../src/core/service-client/canary-key';
import { webPaths, type CallInput, type CallName, type CallOutput } from '../../src/shared/contract';
import type { Result } from '../../src/shared/result';
import type { NewVoyage, Voyage } from '../../src/shared/voyage/voyage';
import { palettes, type Palette } from '../../src/shared/settings/settings';
import { nodeChildLauncher, type DemoChildLauncher, type StormScenario } from '../../src/demo-service/host-entry';
import { decideBuild, scanBuildState } from '../../scripts/build-freshness';
import { defaultRendererDir, launchWebHost, unprotectedKeyFileName } from '../../src/web-host/launch';
import { keptLandIndexFolder } from '../kept-land-index';
import { canaryHitsIn, canaryHitsInFolder } from './canary-search';
import { e2eDemoSeed, e2eNowMs } from './fixed-clock';
import { whenChartReady } from './route-chart-page';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const resultsDir = path.join(repoRoot, 'test-results');

/** Flags from docs/platform-facts.md: without the networking ones Chromium keeps dialling hosts it cannot reach. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium, or a Chromium Playwright installed on a PC with internet. */
export function chromiumPath(): string {
  const candidates = [process.env.PASSAGE_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', chromium.executablePath()];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('No Chromium found: install Debian\'s "chromium" package (apt-get install chromium) or set PASSAGE_CHROMIUM.');
}

/** `extraFlags`: switches the app's Electron main gives its renderers too (the memory benchmark's). */
export async function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags.slice(1), ...extraFlags], headless: true });
}

export interface StartedHost {
  url: string;
  origin: string;
  dataDir: string;
  serviceUrl: string;
  /** The demo service goes away, as a lost connection would; the app answers from its cache. */
  stopDemoService(): Promise<void>;
  /**
   * Stops the host and searches what it left for the canary. A data folder the harness made is
   * then removed (each run of the suite left about a hundred in the system's temporary folder)
   * unless `keepDataDir`: for a test that reads it afterwards or starts a host on it again, and
   * removes it itself.
   */
  close(options?: { keepDataDir?: boolean }): Promise<void>;
}

/**
 * The test machine's keychain is never touched: by default the host sees no keychain (the same on
 * every machine), so "this run only" and "store anyway" are what a test can choose.
 */
export function noKeychainStores(dataDir: string): { keychain: KeyStore; unprotected: KeyStore } {
  return {
    keychain: createUnavailableKeyStore('No system keychain (Secret Service) is running in this session.'),
    unprotected: createPlainFileKeyStore(path.join(dataDir, unprotectedKeyFileName)),
  };
}

/**
 * What pages received (HTTP answers, socket messages, console lines) since a host last closed,
 * for the canary search each host runs when it closes. Emptied by that search: the worker runs
 * file after file in one process (vitest.config.ts), and every entry is searched once.
 */
const receivedByPages: Received[] = [];

let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, launched by the first file that asks and used by the files the
 * worker runs after it (one process, vitest.config.ts); Playwright ends it with the process. Each
 * file's pages are in contexts of their own, closed after the file. Launched per file, Chromium
 * took about 2 s of a core to start and stop (five in a row, 7 December 2026), 36 files a suite.
 */
export function chromiumOfThisWorker(): Promise<Browser> {
  workerBrowser ??= launchChromium().then(
    (browser) => {
      browser.once('disconnected', () => {
        workerBrowser = undefined;
      });
      return browser;
    },
    (error: unknown) => {
      workerBrowser = undefined;
      throw error;
    },
  );
  return workerBrowser;
}

/**
 * A web host and the worker's Chromium for the tests of a file or describe block: the host started
 * before them and closed after them with every browser context they opened (the host's close also
 * searches what the pages received, its log and its data folder for the canary key). `use` hands
 * them over, so each file keeps its own names.
 */
export function useHostAndBrowser(use: (started: { host: StartedHost; browser: Browser }) => void, options?: Parameters<typeof startWebHost>[0]): void {
  let host: StartedHost | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    host = await startWebHost(options);
    browser = await chromiumOfThisWorker();
    use({ host, browser });
  }, 60_000);
  afterAll(async () => {
    if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()));
    await host?.close();
  });
}

/**
 * The demo service's process as the app starts it: its built entry (out/main, which the suite's
 * build makes with the renderer it serves) on plain Node. Started from the sources, tsx compiled
 * its modules in every host's child: about 250 ms more a start, 80-odd starts a suite. Without a
 * build, or with one older than a source (a test run by hand after an edit, no build since), the
 * sources: a stale demo service would answer as the code no longer does. Judged once per worker,
 * by the rule `npm run web` builds by (scripts/build-freshness.ts).
 */
const builtDemoEntry = path.join(repoRoot, 'out', 'main', 'demo-service-process.js');
let builtDemoIsCurrent: boolean | undefined;
const demoLauncher: DemoChildLauncher = (entry, args) => {
  builtDemoIsCurrent ??= fs.existsSync(builtDemoEntry) && !decideBuild(scanBuildState(repoRoot)).build;
  return nodeChildLauncher(builtDemoIsCurrent ? builtDemoEntry : entry, args);
};

/**
 * The real web host (app, SQLite on disk, demo service over HTTP) on a free loopback port. Every
 * end-to-end test runs with the canary key as the service key (the demo service accepts only it),
 * and closing the host fails if the key shows up in anything a page received, in the host's log
 * or in any file of its data folder. `demoStorms` places the demo's scenario storm across a route;
 * `demoEnvelope` has the demo answer in the vendor's envelope;
 * `sampleVoyageOnFirstStart` gives a new data folder the first start a navigator gets.
 * Host, demo service and pages run on the suite's fixed clock and seed (fixed-clock.ts). The host
 * shares this test worker's process, so it gives no idle heap back (AppOptions.releaseIdleHeap).
 * The route check's land index is kept for every host of the suite (test/kept-land-index.ts).
 */
export async function startWebHost(
  options: {
    dataDir?: string;
    log?: (line: string) => void;
    demoStorms?: StormScenario;
    demoEnvelope?: boolean;
    /** The demo charges this many credits per answer beyond the estimate, and says so. */
    demoChargeExtraCredits?: number;
    /**
     * Off (the default): the suite starts from an empty store ("No voyage saved yet"), as its tests
     * expect. On: a new data folder opens as a navigator's does, with the sample voyage and the guide.
     */
    sampleVoyageOnFirstStart?: boolean;
  } = {},
): Promise<StartedHost> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'passage-e2e-'));
  const logLines: string[] = [];
  const log = (line: string) => {
    logLines.push(line);
    options.log?.(line);
  };
  const host = await launchWebHost({ dataFolder: dataDir, port: 0, keyStores: noKeychainStores(dataDir), demoKey: canaryKey, log, demoStorms: options.demoStorms, demoEnvelope: options.demoEnvelope, demoChargeExtraCredits: options.demoChargeExtraCredits, demoSeed: e2eDemoSeed, clock: e2eNowMs, sampleVoyageOnFirstStart: options.sampleVoyageOnFirstStart ?? false, demoLauncher, releaseIdleHeap: false, landIndexFolder: keptLandIndexFolder });
  return {
    url: host.url,
    origin: host.origin,
    dataDir,
    serviceUrl: host.serviceUrl,
    stopDemoService: host.stopDemoService,
    async close({ keepDataDir = false } = {}) {
      await host.close();
      const searched = receivedByPages.splice(0);
      const hits = [
        ...searched.flatMap((received) => canaryHitsIn(received.label, received.body)),
        ...logLines.flatMap((line, index) => canaryHitsIn(`host log line ${index + 1}`, line)),
        ...canaryHitsInFolder(dataDir).map((file) => `${file} in the data folder`),
        ...canaryHitsInFolder(defaultRendererDir).map((file) => `${file} in the renderer the host serves`),
      ];
      if (options.dataDir === undefined && !keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (hits.length > 0) throw new Error(`The service key (the canary) was found in: ${hits.join(', ')}.`);
    },
  };
}

/**
 * An element's box once it shows: Playwright's boundingBox() answers null for an element not yet
 * visible (a chart drawn by the frame, on a loaded machine), and a test then failed on reading it.
 */
export async function visibleBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.waitFor({ state: 'visible' });
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${String(locator)} showed, then had no box`);
  return box;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

export interface Received {
  label: string;
  body: string;
}

/**
 * The build's own files, named by their content's hash (/assets/index-CjGxo1Yi.js, the land rings):
 * the same bytes for every page of the suite, read from the folder the host serves them from.
 */
const buildAssetPath = /^\/assets\/[^/]+-[\w-]{8,}\.\w+$/;

/**
 * Keeps every HTTP answer, socket message and console line the page receives. With
 * `buildAssetsFromFolder` the build's hashed files are not read back through the browser (about
 * 2.3 MB a page load, a quarter of a core-second of the host's and the browser's): the host's
 * close searches the renderer folder they are served from instead, the same bytes.
 */
export function recordWhatPageReceives(page: Page, into: Received[], { buildAssetsFromFolder = false } = {}): void {
  page.on('console', (message) => into.push({ label: `console ${message.type()}`, body: message.text() }));
  page.on('response', (response) => {
    if (buildAssetsFromFolder && buildAssetPath.test(new URL(response.url()).pathname)) return;
    void response.text().then(
      (body) => into.push({ label: `HTTP ${response.status()} ${response.url()}`, body }),
      () => {},
    );
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => into.push({ label: `socket ${socket.url()}`, body: String(frame.payload) }));
  });
}

/** Opens the app as a user would, and fails the test on any error the page logs. */
const cancelledByReload = /^Failed to load resource: net::ERR_(FAILED|ABORTED)$/;

/** The page's Date (and timers) on the suite's clock, as the host's: a page or a whole context. */
export async function pinPageClock(target: Pick<Page, 'clock'> | Pick<BrowserContext, 'clock'>): Promise<void> {
  await target.clock.install({ time: e2eNowMs() });
}

/** A new page on the workstation; `beforeLoad` watches it from its first request (a listener added after would miss the load's). */
export async function openApp(browser: Browser, url: string, viewport = { width: 1280, height: 800 }, { beforeLoad }: { beforeLoad?: (page: Page) => void | Promise<void> } = {}) {
  const page = await browser.newPage({ viewport });
  await beforeLoad?.(page);
  await pinPageClock(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A call still under way when a test reloads the page is cancelled by Chromium and logged as
    // this; the browser talks only to the web host, so it is never a failure of the app itself
    // (a failing call answers with an HTTP status or an error result, which are still counted).
    if (message.type() === 'error' && !cancelledByReload.test(message.text())) errors.push(message.text());
  });
  recordWhatPageReceives(page, receivedByPages, { buildAssetsFromFolder: true });
  await page.goto(url);
  return { page, errors };
}

/**
 * A contract call made from inside the page, over the web host's own /rpc route with the page's
 * cookie, as the renderer makes it: for setting up a test (a voyage, a setting) without clicking.
 * A refused call throws with the app's message.
 */
export async function callFromPage<N extends CallName>(page: Page, name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const result = (await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return (await response.json()) as unknown;
    },
    { path: webPaths.call(name), body: JSON.stringify(input) },
  )) as Result<CallOutput<N>>;
  if (!result.ok) throw new Error(`${name} failed: ${result.error.message}`);
  return result.value;
}

/**
 * A voyage saved through the contract and opened from the Route tab's list as a navigator opens
 * it: the chart drawn, its button clicked once the list shows it (the list follows voyages made
 * elsewhere). Answers the saved voyage; what the test waits for next (rows, the drawn route, a
 * tab) is its own.
 */
export async function openSavedVoyage(page: Page, voyage: NewVoyage, options: { timeoutMs?: number } = {}): Promise<Voyage> {
  await whenChartReady(page);
  const saved = await callFromPage(page, 'createVoyage', voyage);
  await page.getByRole('button', { name: voyage.name, exact: true }).click({ timeout: options.timeoutMs });
  return saved;
}

/** The accessible name of what has the keyboard focus (test/ compiles without the DOM library). */
export async function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } }).document.activeElement?.getAttribute('aria-label') ?? null);
}

/** The palette chosen by its key, as a navigator does (Ctrl+Shift+1 day, 2 dusk, 3 night), once the page shows it. */
export async function choosePalette(page: Page, palette: Palette): Promise<void> {
  await page.keyboard.press(`Control+Shift+Digit${palettes.indexOf(palette) + 1}`);
  await page.locator(`html[data-palette="${palette}"]`).waitFor({ state: 'attached' });
}
