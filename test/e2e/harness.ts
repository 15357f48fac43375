import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { StormScenario } from '../../src/demo-service';
import { launchWebHost } from '../../src/web-host/launch';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const resultsDir = path.join(repoRoot, 'test-results');

/** Flags from NOTES.md: without the networking ones Chromium keeps dialling hosts it cannot reach. */
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

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags.slice(1), headless: true });
}

export interface StartedHost {
  url: string;
  origin: string;
  dataDir: string;
  serviceUrl: string;
  close(): Promise<void>;
}

/**
 * The real web host (app, SQLite on disk, demo service over HTTP) on a free loopback port;
 * `demoStorms` places the demo's scenario storm across a route.
 */
export async function startWebHost(options: { dataDir?: string; demoStorms?: StormScenario } = {}): Promise<StartedHost> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'passage-e2e-'));
  const host = await launchWebHost({ dataFolder: dataDir, port: 0, demoStorms: options.demoStorms });
  return { url: host.url, origin: host.origin, dataDir, serviceUrl: host.serviceUrl, close: () => host.close() };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Opens the app as a user would, and fails the test on any error the page logs. */
export async function openApp(browser: Browser, url: string, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url);
  return { page, errors };
}
