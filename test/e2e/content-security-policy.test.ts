import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openApp, screenshot, startWebHost, type StartedHost } from './harness';

/**
 * The renderer shows third-party data, so the CSP must stop any script but the app's own. Each
 * attempt is made from inside the real page served by the web host, in Chromium, and both the
 * effect (the script's marker never appears) and Chromium's own violation report are checked.
 *
 * page.evaluate itself is a debugger call that CSP does not govern; what it inserts or evaluates
 * in the page is governed, which is what these tests rely on.
 */
interface PageWindow {
  __passageCspProbe?: string;
  __passageViolations: Array<{ directive: string; blockedUri: string }>;
  document: {
    body: { append(node: unknown): void };
    createElement(tag: 'script'): { textContent: string; src: string; onerror: (() => void) | null; onload: (() => void) | null };
    addEventListener(name: 'securitypolicyviolation', fn: (event: { violatedDirective: string; blockedURI: string }) => void): void;
  };
  eval(code: string): unknown;
  setTimeout(fn: () => void, delayMs: number): number;
  Function: new (code: string) => () => unknown;
}
declare const window: PageWindow;

let browser: Browser;
let host: StartedHost;
let remote: http.Server;
let remoteUrl: string;
let remoteRequests = 0;

beforeAll(async () => {
  browser = await launchChromium();
  host = await startWebHost();
  // Another origin on loopback standing in for any remote host: reachable, so a blocked load is the CSP's doing.
  remote = http.createServer((_request, response) => {
    remoteRequests += 1;
    response.setHeader('Content-Type', 'text/javascript');
    response.end("window.__passageCspProbe = 'remote script ran';");
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/probe.js`;
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await new Promise<void>((resolve) => remote?.close(() => resolve()));
});

async function openWatchedApp(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openApp(browser, host.url);
  await opened.page.waitForSelector('.leaflet-container');
  expect(opened.errors).toEqual([]);
  await opened.page.evaluate(() => {
    window.__passageViolations = [];
    window.document.addEventListener('securitypolicyviolation', (event) => {
      window.__passageViolations.push({ directive: event.violatedDirective, blockedUri: event.blockedURI });
    });
  });
  return opened;
}

function violations(page: Page) {
  return page.evaluate(() => window.__passageViolations);
}

function probe(page: Page) {
  return page.evaluate(() => window.__passageCspProbe ?? null);
}

describe('Content-Security-Policy of the renderer (web host, Chromium)', () => {
  it('blocks an inline script', async () => {
    const { page } = await openWatchedApp();
    await page.evaluate(() => {
      const script = window.document.createElement('script');
      script.textContent = "window.__passageCspProbe = 'inline script ran';";
      window.document.body.append(script);
    });
    await page.waitForFunction(() => window.__passageViolations.length > 0);
    expect(await probe(page)).toBeNull();
    expect(await violations(page)).toContainEqual({ directive: 'script-src-elem', blockedUri: 'inline' });
    await screenshot(page, 'csp-inline-script-blocked');
    await page.close();
  });

  it('blocks eval and new Function', async () => {
    const { page } = await openWatchedApp();
    // The debugger lifts the eval ban while page.evaluate runs, so the attempts run from a timer
    // afterwards, as page code would: then the page's own CSP decides.
    const outcomes = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          window.setTimeout(() => {
            const attempts: Array<() => unknown> = [
              () => window.eval("window.__passageCspProbe = 'eval ran'"),
              () => new window.Function("window.__passageCspProbe = 'new Function ran'")(),
            ];
            resolve(
              attempts.map((attempt) => {
                try {
                  attempt();
                  return 'ran';
                } catch (error) {
                  return (error as { name: string }).name;
                }
              }),
            );
          }, 0);
        }),
    );
    expect(outcomes).toEqual(['EvalError', 'EvalError']);
    expect(await probe(page)).toBeNull();
    expect((await violations(page)).map((violation) => violation.blockedUri)).toContain('eval');
    await page.close();
  });

  it('blocks a script from another origin before it is even requested', async () => {
    const { page } = await openWatchedApp();
    const loaded = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const script = window.document.createElement('script');
          script.src = src;
          script.onerror = () => resolve('error');
          script.onload = () => resolve('loaded');
          window.document.body.append(script);
        }),
      remoteUrl,
    );
    expect(loaded).toBe('error');
    expect(await probe(page)).toBeNull();
    expect(await violations(page)).toContainEqual({ directive: 'script-src-elem', blockedUri: remoteUrl });
    expect(remoteRequests).toBe(0);
    await page.close();
  });

  it('the probe server itself works, so the previous test proves the CSP and not a dead host', async () => {
    const response = await fetch(remoteUrl);
    expect(await response.text()).toContain('remote script ran');
    expect(remoteRequests).toBe(1);
  });
});
