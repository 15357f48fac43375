import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { operationNames } from '../../src/shared/service/endpoints';
import { openApp, screenshot, useHostAndBrowser, type StartedHost } from './harness';

/**
 * The self-test in Settings, in demo mode against the demo service: the button says the cost,
 * the credit gate asks with the total before anything is sent (always, whatever the navigator's threshold), and each of the operations is
 * listed as read. The requests are on the credit ledger afterwards.
 */
let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

describe('live self-test in Settings (web host, Chromium, demo mode)', () => {
  it('asks with the total cost, then lists every operation as read', async () => {
    const { page, errors } = await openApp(browser, host.url);
    // The default threshold (200) is above the self-test's cost: the gate asks all the same.
    // The keys work once the app has drawn its tabs: on a loaded machine a key pressed before
    // that goes nowhere.
    await page.getByRole('tab', { name: /Settings/ }).waitFor();
    await page.keyboard.press('Control+Comma');
    const section = page.getByTestId('live-self-test');
    await section.waitFor();
    const button = page.getByTestId('run-self-test');
    await expect.poll(() => button.textContent(), { timeout: 20_000 }).toMatch(/^Run self-test \(\d+ simulated credits\)$/);
    const credits = Number(/\((\d+) simulated/.exec((await button.textContent()) ?? '')?.[1]);
    expect(credits).toBeGreaterThanOrEqual(operationNames.length);
    // The gate says beside the cost what will come over the link.
    expect(await section.getByTestId('expected-size').textContent()).toMatch(/^(about [\d.]+ kB|under 1 kB) on the link$/);

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await button.click();
    await expect.poll(() => page.getByTestId('self-test-summary').textContent(), { timeout: 90_000 }).toBe(
      `${operationNames.length} of ${operationNames.length} operations read whole, 0 read with parts left out, 0 not read, 0 not tried.`,
    );
    expect(asked).toEqual([`The self-test, one small request per operation, costs ${credits} simulated credits. Go ahead?`]);
    const rows = page.getByTestId('self-test-row');
    expect(await rows.count()).toBe(operationNames.length);
    expect(await section.locator('[data-verdict="read"]').count()).toBe(operationNames.length);
    expect(await section.textContent()).toContain('Place search');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-live-self-test');
    expect(errors).toEqual([]);
  }, 150_000);
});
