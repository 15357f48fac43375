import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { costWords, creditWords } from '../../src/shared/format/credit-words';
import { limitSeverityWords } from '../../src/shared/format/limit-words';
import { formatQuantity } from '../../src/shared/format/quantity-format';
import { formatUtcShort } from '../../src/shared/time/time-format';
import { findExceedances } from '../../src/shared/voyage/exceedances';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { defaultVesselProfile } from '../../src/shared/voyage/vessel-profile';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { limitsBelowDemoPeaks, routeCheckShown } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { whenChartReady } from './route-chart-page';
import { demoDepartureUtcMs, demoVoyage } from './route-report-pdf';

/**
 * Issue 28: each thing said one way on every screen and in the printed plan. For one voyage, the
 * Route tab, the weather at its ports, the Risk tab and the printed plan give the same ETD and the
 * same local time beside it; the port weather's tables, the voyage pack's list, the exceedance list,
 * the meteogram's readout, Settings and the plan write numbers, limit words, operation names and
 * credits as the shared format module does. And the state of one voyage never
 * shows on another. Runs on the suite's fixed clock and seed (fixed-clock.ts).
 */
const viewport = { width: 1280, height: 800 };

async function openFromList(page: Page, name: string) {
  await page.getByRole('tab', { name: /Route/ }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => page.locator('.route-panel h2').first().textContent()).toContain(name);
}

async function dataset(page: Page): Promise<Record<string, string | undefined>> {
  return page.locator('.leaflet-container').evaluate((element) => ({ ...(element as HTMLElement).dataset }));
}

describe('one voice', () => {
  let host: StartedHost;
  let browser: Browser;
  useHostAndBrowser((started) => ({ host, browser } = started));

  it('every view writes the ETD, its local time, numbers, limit words, operations and credits of one voyage the same way', async () => {
    const { page, errors } = await openApp(browser, host.url, viewport);
    await whenChartReady(page);
    const voyage = await callFromPage(page, 'createVoyage', demoVoyage());
    const series = (await callFromPage(page, 'forecastRoute', { voyageId: voyage.id })).value;
    const limits = limitsBelowDemoPeaks(series);
    await callFromPage(page, 'saveVesselProfile', { ...defaultVesselProfile, limits });
    const expected = findExceedances(series, limits);
    expect(expected.exceedances.length).toBeGreaterThan(0);
    await openFromList(page, voyage.name);

    // The Route tab: the ETD and, beside it, the departure port's own time, named.
    const etdUtc = formatUtcShort(demoDepartureUtcMs);
    expect(etdUtc).toBe('01 Dec 06:00Z');
    const routeLocal = page.locator('.departure-form .utc-field-local');
    // The ports' zones cost a credit: looked up once, through the credit gate (issue 19), then every view reads them.
    await page.getByTestId('look-up-port-zones').click();
    await expect.poll(() => routeLocal.textContent(), { timeout: 15_000 }).toMatch(/^ local 01 Dec 07:00 \(UTC\+1, [^)]+\)$/);
    const localWords = ((await routeLocal.textContent()) ?? '').trim();
    expect(await page.locator('.route-table .local-time').first().textContent()).toBe(localWords.replace(/^local /, ''));
    // The profile's limit words are the ones the results use.
    expect(await page.getByLabel('Max Hs m: warn or avoid').locator('option').allTextContents()).toEqual([limitSeverityWords.soft, limitSeverityWords.hard]);
    await screenshot(page, 'one-voice-route-tab');
    const portName = /\(UTC\+1, ([^)]+)\)$/.exec(localWords)?.[1] ?? '';

    // Weather at the departure port: the same ETD and local time, the cost in the one credit words, every row's local time by the one rule (its zone in the header).
    await page.getByTestId('weather-at-departure').click();
    expect(await page.getByTestId('weather-at-departure').textContent()).toBe(`Departure: ${portName}, ETD ${etdUtc}`);
    expect(await page.locator('.port-weather-place .port-weather-heading').textContent()).toContain(`ETD ${etdUtc} · ${localWords.replace(/^local /, '')}`);
    const fetchPortForecast = page.getByTestId('fetch-port-forecast');
    await expect.poll(() => fetchPortForecast.textContent(), { timeout: 15_000 }).toBe(`Forecast here (${creditWords(1, 'demo')})`);
    // The default forecast ends before the ETD: the longer one reaches it, its cost on the button.
    await page.getByTestId('forecast-length-long').check();
    await expect.poll(() => fetchPortForecast.textContent(), { timeout: 15_000 }).toBe(`Forecast here (${creditWords(3, 'demo')})`);
    await fetchPortForecast.click();
    const hourly = page.getByTestId('port-weather-hourly');
    await hourly.waitFor({ timeout: 20_000 });
    const hourRows = await hourly.locator('tbody tr').evaluateAll((rows) => rows.slice(0, 48).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')));
    // One zone for the whole table: said once, in the Local column's header.
    expect(await hourly.locator('thead th').nth(1).textContent()).toBe(`Local (UTC+1, ${portName})`);
    for (const [utc, local, wind, gusts, pressure] of hourRows) {
      expect(utc).toMatch(/^\d\d [A-Z][a-z]{2} \d\d:\d\dZ$/);
      expect(local).toMatch(/^\d\d [A-Z][a-z]{2} \d\d:\d\d$/);
      expect(wind).toMatch(/^(\d+(\.\d)? kn \(Bft \d+\) \d{3}°T|not given ?)$/);
      expect(gusts).toMatch(/^(\d+(\.\d)? kn \(Bft \d+\)|not given)$/);
      expect(pressure).toMatch(/^(\d{3,4}|not given)$/);
    }
    // The hour of the ETD is marked, and its local time is the one the Route tab gives.
    expect(await hourly.locator('tr[data-marked]').allTextContents()).toContainEqual(expect.stringContaining(`${etdUtc}${localWords.replace(/^local /, '').replace(` (UTC+1, ${portName})`, '')}`));
    await hourly.scrollIntoViewIfNeeded();
    await screenshot(page, 'one-voice-port-weather');

    // The voyage pack's list ("Prepare for sea", Alt+Shift+S): each cost in the one credit words, sizes and counts in one form, no raw names or times.
    await page.locator('body').press('Alt+Shift+KeyS');
    const pack = page.getByTestId('voyage-pack-estimate');
    await expect.poll(() => pack.getByTestId('voyage-pack-item').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    const packCosts = await pack.locator('.voyage-pack-cost').allTextContents();
    for (const cost of packCosts) expect(cost).toMatch(/^((cached, no credits|[\d,]+ simulated credits?)(, about ([\d.]+ (kB|MB)|under 1 kB))?|cannot be packed)$/);
    expect(packCosts).toContain(costWords(0, 'demo'));
    await expect.poll(() => page.getByTestId('voyage-pack-total').textContent()).toMatch(/^Total: \d+ of \d+ items, ([\d,]+ simulated credits?|cached, no credits), about ([\d.]+ (kB|MB)|under 1 kB) on the link/);
    for (const label of await pack.locator('[data-testid="voyage-pack-item"] label').allTextContents()) {
      expect(label).not.toMatch(/\b1 [a-z]+s\b/);
      expect(label).not.toMatch(/\d{4}-\d\d-\d\dT\d\d/);
    }
    await pack.scrollIntoViewIfNeeded();
    await screenshot(page, 'one-voice-voyage-pack');

    // The Risk tab says the same local time for the same ETD, and opens at its top.
    await page.getByRole('tab', { name: /Risk/ }).click();
    await expect.poll(() => page.locator('.departure-field .utc-field-local').textContent(), { timeout: 15_000 }).toBe(` ${localWords}`);
    expect(await page.locator('.side-panel-body').evaluate((element) => element.scrollTop)).toBe(0);
    await screenshot(page, 'one-voice-risk-tab');

    // The Forecast tab: peaks rounded as the shared format rounds them, limits in the one pair of words.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('exceedances').waitFor({ timeout: 20_000 });
    const listed = await page.locator('[data-testid="exceedances"] tbody tr[data-kind="forecast"]').evaluateAll((rows) =>
      rows.map((row) => ({ severity: row.querySelector('[class^="severity-"]')?.textContent ?? '', peak: row.lastElementChild?.textContent?.trim() ?? '' })),
    );
    expect(listed.map((row) => row.peak).sort()).toEqual(expected.exceedances.map((each) => formatQuantity(each.peakValue, each.unit)).sort());
    expect(new Set(listed.map((row) => row.severity))).toEqual(new Set(expected.exceedances.map((each) => limitSeverityWords[each.severity])));
    expect(await page.getByTestId('forecast-provenance').textContent()).toMatch(/ECMWF IFS HRES run \d\d [A-Z][a-z]{2} \d\d:\d\dZ/);
    // The meteogram's cursor readout: the app's time format, figures rounded for their unit.
    await routeCheckShown(page);
    const chart = page.locator('.meteogram .uplot').first();
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.locator('.u-over').boundingBox();
    if (box === null) throw new Error('the meteogram is not drawn');
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
    const readout = await chart.locator('.u-legend .u-series .u-value').allTextContents();
    expect(readout[0]).toMatch(/^\d\d [A-Z][a-z]{2} \d\d:\d\dZ$/);
    for (const value of readout.slice(1)) expect(value).toMatch(/^(\d+ (kn|m|s|hPa|nm|°C)|\d+\.\d (kn|m|nm|°C)|\d{3}°T|not given)$/);
    await screenshot(page, 'one-voice-meteogram-readout');

    // Settings: operations as people say them, credits simulated in demo mode.
    await page.getByRole('tab', { name: /Settings/ }).click();
    await expect.poll(() => page.getByTestId('credits-today').textContent()).toMatch(/^[\d,]+ simulated credits?, \d+ requests?$/);
    const operations = await page.locator('[data-testid="credits"] tbody th').allTextContents();
    expect(operations).toContain('Shipping forecast along a route');
    for (const operation of operations) expect(operation).not.toMatch(/^[a-z]+[A-Z]/);
    expect(await page.getByTestId('service-settings').textContent()).not.toContain('no credits');
    await screenshot(page, 'one-voice-settings');

    // The printed plan: the same ETD and local time, the name and rank as entered, no raw ISO time.
    // In the same page (its cookie is the host's), as the Report tab opens it in the web host.
    const report = page;
    await report.goto(new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: '2/O Anna Berg' }), host.url).href);
    await expect.poll(() => report.evaluate(() => document.documentElement.dataset.reportReady), { timeout: 30_000 }).toBe('true');
    const departure = report.locator('.report-endpoint').first();
    expect(await departure.locator('dd').nth(3).textContent()).toBe(etdUtc);
    expect(await departure.locator('dd').nth(4).textContent()).toBe(localWords.replace(/^local /, ''));
    expect(await report.locator('.report-waypoints tbody tr').first().textContent()).toContain(localWords.replace(/^local /, ''));
    expect(await report.getByTestId('approval-name-and-rank').locator('.report-signature-entry').textContent()).toBe('2/O Anna Berg');
    const text = (await report.locator('body').textContent()) ?? '';
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    expect(text).not.toMatch(/\b(soft|hard) limit\b/);
    expect(text).toContain('warn limit');
    await report.locator('.report-signatures').scrollIntoViewIfNeeded();
    await screenshot(report, 'one-voice-report-approval');
    expect(errors).toEqual([]);
  });

  it('switching voyages shows nothing of the first on the second, and the first keeps its own', async () => {
    const { page, errors } = await openApp(browser, host.url, viewport);
    await whenChartReady(page);
    const first = await callFromPage(page, 'createVoyage', { ...demoVoyage(), name: 'First, with a forecast' });
    const second: NewVoyage = { name: 'Second, empty' };
    await callFromPage(page, 'createVoyage', second);
    await openFromList(page, first.name);

    // "Arrive by" at the arrival the route already has is no change to save.
    await page.getByLabel('Arrive by').check();
    await expect.poll(() => page.locator('.departure-form').textContent()).toContain('Required ETA');
    expect(await page.getByTestId('unsaved-mark').count()).toBe(0);

    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('fetch-forecast').click();
    await expect.poll(async () => (await dataset(page)).forecastRoute ?? '', { timeout: 20_000 }).not.toBe('');
    await page.getByRole('tab', { name: /Risk/ }).click();
    await page.getByTestId('pick-on-chart').click();
    await page.locator('.leaflet-container').click({ position: { x: 300, y: 400 } });
    await expect.poll(async () => (await dataset(page)).pickedPoint ?? '').not.toBe('');
    await page.locator('body').press('Alt+Shift+KeyL');
    await page.getByTestId('leg-risk-legend').waitFor();
    // The route check's findings on the chart, their words placed clear of the names and the route.
    await expect.poll(async () => (await dataset(page)).routeCheck ?? '', { timeout: 20_000 }).not.toBe('');
    await expect.poll(() => page.locator('.route-check-placed-label').count()).toBeGreaterThan(0);
    // Every word kept on the chart (findings, storms, closest approaches) is placed clear of the pick, the names and each other.
    const chartBox = await page.locator('.leaflet-container').boundingBox();
    if (chartBox === null) throw new Error('the chart is not drawn');
    const pick = { x: chartBox.x + 300, y: chartBox.y + 400 };
    const placed = await page.locator('.chart-placed-label, .waypoint-name').evaluateAll((elements) =>
      elements.map((element) => ({ label: element.classList.contains('chart-placed-label'), text: element.textContent ?? '', ...JSON.parse(JSON.stringify(element.getBoundingClientRect())) as { left: number; top: number; right: number; bottom: number } })),
    );
    const labels = placed.filter((each) => each.label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label.left <= pick.x + 7 && pick.x - 7 <= label.right && label.top <= pick.y + 7 && pick.y - 7 <= label.bottom, label.text).toBe(false);
      for (const other of placed) if (other !== label) expect(label.left < other.right && other.left < label.right && label.top < other.bottom && other.top < label.bottom, `${label.text} / ${other.text}`).toBe(false);
    }
    const ofFirst = await dataset(page);
    await screenshot(page, 'one-voice-first-voyage');

    await openFromList(page, second.name);
    await expect.poll(async () => (await dataset(page)).pickedPoint).toBeUndefined();
    const onSecond = await dataset(page);
    expect(onSecond.forecastRoute).toBeUndefined();
    expect(onSecond.exceedances).toBeUndefined();
    expect(onSecond.routeCheck ?? '').toBe('');
    expect(await page.locator('.route-check-placed-label').count()).toBe(0);
    expect(await page.getByTestId('leg-risk-legend').count()).toBe(0);
    await page.getByRole('tab', { name: /Risk/ }).click();
    expect(await page.getByTestId('plume-target').count()).toBe(0);
    await screenshot(page, 'one-voice-second-voyage');

    // Back on the first: its pick and its forecast are still its own.
    await openFromList(page, first.name);
    await expect.poll(async () => (await dataset(page)).pickedPoint).toBe(ofFirst.pickedPoint);
    await expect.poll(async () => (await dataset(page)).forecastRoute).toBe(ofFirst.forecastRoute);
    await expect.poll(async () => (await dataset(page)).routeCheck).toBe(ofFirst.routeCheck);
    expect(errors).toEqual([]);
  });
});
