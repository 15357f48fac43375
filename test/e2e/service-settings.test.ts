import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { launchChromium, openApp, screenshot, startWebHost, type StartedHost } from './harness';
import { e2eDemoSeed, e2eNowMs } from './fixed-clock';

/**
 * Demo to live and back in the settings, without a restart, on a host with no keychain: the key
 * goes in once, the user chooses how to keep it, and the page never shows it again. A second demo
 * service that accepts only one key stands in for the live service.
 */
const liveKey = 'LIVE-E2E-KEY-5c1d8e42';

interface PageWindow {
  document: { body: { innerText: string }; querySelectorAll(selector: string): ArrayLike<{ value: string }> };
}
declare const window: PageWindow;

let browser: Browser;
let host: StartedHost;
let live: DemoService;

beforeAll(async () => {
  browser = await launchChromium();
  host = await startWebHost();
  live = await startDemoService({ port: 0, seed: e2eDemoSeed, clock: e2eNowMs, keys: [liveKey] });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await live?.close();
});

/** Everything the page holds as text or in its fields. */
function pageText(page: Page) {
  return page.evaluate(() => [window.document.body.innerText, ...Array.from(window.document.querySelectorAll('input'), (input) => input.value)].join('\n'));
}

describe('service settings (web host, Chromium)', () => {
  it('switches to live with a key kept for this run only, tests it, removes it, and goes back to demo', async () => {
    const { page, errors } = await openApp(browser, host.url);
    const source = page.getByTestId('data-source');
    await expect.poll(() => source.textContent()).toBe('Demo data');
    await source.click();
    await page.keyboard.press('Control+Comma');
    const settings = page.getByTestId('service-settings');
    await settings.waitFor();

    await settings.getByLabel('Live service', { exact: true }).check();
    await page.getByTestId('live-address').fill(live.url);
    await page.getByTestId('apply-source').click();
    await expect.poll(() => source.textContent()).toBe(`Live: ${new URL(live.url).host}`);
    await expect.poll(() => page.getByTestId('key-state').textContent()).toBe('No key is set.');

    await page.getByTestId('key-input').fill(liveKey);
    await page.getByTestId('save-key').click();
    const choice = page.getByTestId('no-keychain-choice');
    await choice.waitFor();
    expect(await choice.textContent()).toContain('No system keychain');
    expect(await choice.textContent()).toContain('anyone who can read your files can read it');
    await screenshot(page, 'settings-no-keychain-choice');
    await page.getByTestId('keep-this-run').click();
    await expect.poll(() => page.getByTestId('key-state').textContent()).toContain('A key is set, kept for this run only');
    expect(await pageText(page)).not.toContain(liveKey);

    // Other views (storms on the chart) may have asked the service already: count from here.
    const creditsToday = async () => {
      const match = /^([\d,]+) (?:simulated )?credits?, ([\d,]+) requests?$/.exec((await page.getByTestId('credits-today').textContent()) ?? '');
      return match ? { credits: Number(match[1]?.replace(/,/g, '')), requests: Number(match[2]?.replace(/,/g, '')) } : null;
    };
    await expect.poll(creditsToday).not.toBeNull();
    const before = (await creditsToday())!;
    await page.getByTestId('test-key').click();
    await expect.poll(() => page.getByTestId('service-notice').textContent()).toMatch(/^Works \(checked \d\d [A-Z][a-z]{2} \d\d:\d\dZ\): The service accepted the key/);
    // The test request is on the credit ledger, and the totals say so at once.
    await expect.poll(creditsToday).toEqual({ credits: before.credits + 1, requests: before.requests + 1 });
    await screenshot(page, 'settings-live-key-works');

    await page.getByRole('button', { name: 'Remove key' }).click();
    await expect.poll(() => page.getByTestId('key-state').textContent()).toBe('No key is set.');

    await settings.getByLabel('Demo data', { exact: false }).check();
    await page.getByTestId('apply-source').click();
    await expect.poll(() => source.textContent()).toBe('Demo data');
    await screenshot(page, 'settings-back-to-demo');
    expect(await pageText(page)).not.toContain(liveKey);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says what is wrong with an address that would send the key unencrypted', async () => {
    const { page } = await openApp(browser, host.url);
    await page.getByTestId('data-source').waitFor();
    await page.keyboard.press('Control+Comma');
    const settings = page.getByTestId('service-settings');
    await settings.waitFor();
    await settings.getByLabel('Live service', { exact: true }).check();
    await page.getByTestId('live-address').fill('http://api.example.com');
    await page.getByTestId('apply-source').click();
    await expect.poll(() => page.getByTestId('service-notice').textContent()).toContain('must start with https://');
    await page.close();
  });
});
