import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { operationNames } from '../../src/shared/service/endpoints';
import { callFromPage, openApp, screenshot, useHostAndBrowser, type StartedHost } from './harness';

/**
 * The self-test in Settings, in demo mode against the demo service: the button says the cost,
 * the credit gate asks with the total before anything is sent (always, whatever the navigator's
 * threshold), and each of the operations, the transit mixer's plan included, is listed as read.
 * The demo answers in the vendor's envelope and charges a credit an answer more than the spec's
 * rules estimate (a live price list that moved): afterwards Settings shows, per operation, what
 * the service said it charged beside the estimate, marked where they differ, and the bytes each
 * operation brought over the link.
 */
let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started), { demoEnvelope: true, demoChargeExtraCredits: 1 });

const operations = [...operationNames, 'transitMixer'];

describe('live self-test in Settings (web host, Chromium, demo mode)', () => {
  it('asks with the total cost, lists every operation as read, then shows what was charged against the estimate and the bytes received, day and night', async () => {
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
    expect(credits).toBeGreaterThanOrEqual(operations.length);
    // The gate says beside the cost what will come over the link.
    expect(await section.getByTestId('expected-size').textContent()).toMatch(/^(about [\d.]+ kB|under 1 kB) on the link$/);
    // What the workstation asks at start (the chart's ports and storms), before the self-test:
    // read once both are in the ledger, or a start-up answer landing during the self-test would
    // be counted as the self-test's.
    const startUpReads = ['portList', 'storms'];
    await expect
      .poll(async () => {
        const totals = await callFromPage(page, 'getCreditTotals', {});
        return startUpReads.filter((operation) => !totals.byOperation.some((row) => row.operation === operation && row.requests > 0));
      }, { timeout: 20_000 })
      .toEqual([]);
    const before = await callFromPage(page, 'getCreditTotals', {});

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await button.click();
    await expect.poll(() => page.getByTestId('self-test-summary').textContent(), { timeout: 90_000 }).toBe(
      `${operations.length} of ${operations.length} operations read whole, 0 read with parts left out, 0 not read, 0 not tried.`,
    );
    expect(asked).toEqual([`The self-test, one small request per operation, costs ${credits} simulated credits. Go ahead?`]);
    const rows = page.getByTestId('self-test-row');
    expect(await rows.count()).toBe(operations.length);
    expect(await section.locator('[data-verdict="read"]').count()).toBe(operations.length);
    expect(await section.textContent()).toContain('Place search');
    expect(await section.locator('[data-operation="transitMixer"]').textContent()).toBe('Transit journey planner');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-live-self-test');

    // What the service said it charged, beside the estimate, marked where they differ.
    const creditsSection = page.getByTestId('credits');
    const charged = (operation: string) => creditsSection.locator(`tr:has(th[data-operation="${operation}"]) [data-testid="credits-reported"]`);
    await expect.poll(() => charged('transitMixer').textContent()).toBe('2, estimated 1: 1 more than estimated (1 request)');
    expect(await charged('transitMixer').getAttribute('class')).toBe('credits-differ');
    expect(await charged('storms').textContent()).toMatch(/^(\d+), estimated (\d+): \d+ more than estimated \(\d+ requests?\)$/);
    // The legacy forecast's answer has no envelope and says nothing of its price: the estimate stands, and says so.
    expect(await charged('legacyForecast').textContent()).toBe('not reported by the service');
    expect(await creditsSection.locator('.credits-differ').count()).toBe(operations.length - 1);
    // The totals count what was charged: the self-test's estimate plus one an answer that said so.
    const after = await callFromPage(page, 'getCreditTotals', {});
    expect(after.monthCredits - before.monthCredits).toBe(credits + operations.length - 1);

    // Bytes received, per operation and in total, this month and all time (a new data folder: the same).
    const bytes = page.getByTestId('bytes-received');
    const received = await callFromPage(page, 'getBytesReceived', {});
    expect(received.byOperation.map((row) => row.operation)).toEqual(expect.arrayContaining(operations));
    await expect.poll(() => bytes.getByTestId('bytes-row').count()).toBe(received.byOperation.length);
    expect(received.allTimeBytes).toBeGreaterThan(0);
    expect(received.monthBytes).toBe(received.allTimeBytes);
    const answers = received.byOperation.reduce((sum, row) => sum + row.answers, 0);
    expect(answers).toBeGreaterThanOrEqual(operations.length);
    expect(await bytes.getByTestId('bytes-all-time').textContent()).toMatch(new RegExp(`^([\\d.]+ (kB|MB)), ${answers} answers$`));
    expect((await bytes.getByTestId('bytes-month').textContent()) ?? '').toBe((await bytes.getByTestId('bytes-all-time').textContent())?.split(',')[0]);
    const mixerBytes = bytes.locator('tr:has(th[data-operation="transitMixer"]) td');
    expect(await mixerBytes.nth(0).textContent()).toMatch(/^([\d.]+ kB|under 1 kB)$/);
    // Each section's heading at the top of the panel: its totals, then its table.
    const toTop = (heading: string) => page.locator(`#${heading}`).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await toTop('credits-heading');
    await screenshot(page, 'settings-credits-charged-day');
    await toTop('bytes-heading');
    await screenshot(page, 'settings-bytes-received-day');
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.palette)).toBe('night');
    await toTop('credits-heading');
    await screenshot(page, 'settings-credits-charged-night');
    await toTop('bytes-heading');
    await screenshot(page, 'settings-bytes-received-night');
    expect(errors).toEqual([]);
  }, 150_000);
});
