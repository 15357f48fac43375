import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { callFromPage, screenshot, type StartedHost } from './harness';
import { createVoyage, demoVoyage, pdfPageImages, pdfPageTexts, printPdf, useReportContext, waitForReport } from './route-report-pdf';
import { e2eNowMs } from './fixed-clock';

/**
 * The printed plan with what the navigator fetched before printing: the forecast along the route
 * drawn as the meteogram, and the ensemble risk per leg as the Risk tab shows it. Printing itself
 * spends nothing: both come from the cache.
 */

let host: StartedHost;
let context: BrowserContext;
let pageErrors: string[];

useReportContext((started) => {
  ({ host, context, pageErrors } = started);
});

/** The Forecast tab's charts (src/renderer/forecast/meteogram-charts.ts), top to bottom, with their units. */
const meteogramCharts = [
  { id: 'wind', title: 'Wind and gust', unit: 'kn' },
  { id: 'waves', title: 'Waves: Hs, swell, wind sea', unit: 'm' },
  { id: 'periods', title: 'Wave periods', unit: 's' },
  { id: 'current', title: 'Current', unit: 'kn' },
  { id: 'visibility', title: 'Visibility', unit: 'nm' },
  { id: 'pressure', title: 'Pressure', unit: 'hPa' },
  { id: 'temperature', title: 'Air and sea temperature', unit: '°C' },
];

/** "23 % 01 Dec 18:00Z": a leg's highest chance and its time, as both the tab and the paper write them. */
const chanceAndTime = /(\d{1,3} %)(?: at)?\s+(\d\d [A-Z][a-z]{2} \d\d:\d\dZ)/g;

function chancesIn(text: string): string[] {
  return [...text.matchAll(chanceAndTime)].map((match) => `${match[1]} ${match[2]}`);
}

/** Fetches the ensemble in the Risk tab, as the navigator does, and reads the per-leg table it shows. */
async function ensembleFromRiskTab(page: Page, voyageName: string): Promise<string[]> {
  await page.keyboard.press('Alt+Digit3');
  await page.getByRole('button', { name: voyageName }).click();
  const button = page.locator('.ensemble-fetch');
  await expect.poll(async () => (await button.textContent()) ?? '', { timeout: 15_000 }).toMatch(/Ensemble risk \([\d,]+ simulated credits, \d+ positions\)/);
  // Above the confirmation threshold the one credit gate asks first: the navigator agrees.
  page.once('dialog', (dialog) => void dialog.accept());
  await button.click();
  const rows = page.locator('.ensemble-legs tbody tr');
  await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBe(6);
  // Cached now: a second look costs nothing, which is what lets the plan print it.
  await expect.poll(async () => (await button.textContent()) ?? '').toMatch(/Ensemble risk \(cached, no credits, \d+ positions\)/);
  await screenshot(page, 'route-report-forecast-risk-tab');
  return rows.evaluateAll((each) => each.map((row) => row.textContent ?? ''));
}

describe('route report with the forecast and the ensemble', () => {
  it('prints the meteogram with the waypoints on its time axis, and the ensemble risk the Risk tab shows', async () => {
    const page = await context.newPage();
    await page.goto(host.url);
    await page.locator('#tab-report').waitFor();
    const etdUtcMs = Math.floor(e2eNowMs() / 3_600_000) * 3_600_000 + 3_600_000;
    const name = 'Rotterdam to Lisbon, meteogram';
    // A small ship's limits, low enough that the demo weather passes some of them, soft and hard.
    const profile = await callFromPage(page, 'saveVesselProfile', {
      name: 'Coaster, meteogram test',
      serviceSpeedKn: 12,
      limits: {
        significantWaveHeightM: { value: 2.5, severity: 'hard' },
        windKn: { value: 18, severity: 'soft' },
        gustKn: { value: 28, severity: 'hard' },
        swellM: null,
        visibilityNm: { value: 14, severity: 'soft' },
      },
      stormDistanceNm: { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'hard' },
    });
    const voyage = await createVoyage(page, { ...demoVoyage(), name, vesselProfileId: profile.id, departure: { mode: 'departAt', etdUtcMs } });
    const forecast = await callFromPage(page, 'forecastRoute', { voyageId: voyage.id });
    expect(forecast.value.points.length).toBeGreaterThan(voyage.waypoints.length);
    await page.reload();
    await page.locator('#tab-report').waitFor();
    pageErrors.length = 0;
    const riskRows = await ensembleFromRiskTab(page, name);
    const riskChances = riskRows.flatMap(chancesIn);
    expect(riskChances.length).toBeGreaterThanOrEqual(6);

    // The navigator works at night: the plan on screen follows the palette, on paper it does not.
    await page.locator('.ensemble-risk h2').click();
    await page.keyboard.press('Control+Shift+Digit3');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.palette)).toBe('night');

    const report = await context.newPage();
    await report.goto(new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: '2/O Anna Berg' }), host.url).href);
    await waitForReport(report);
    // Every chart of the Forecast tab is on paper, as vector SVG, and each keeps to one page.
    expect(await report.locator('.report-meteogram-chart').evaluateAll((each) => each.map((chart) => chart.getAttribute('data-chart')))).toEqual(meteogramCharts.map((chart) => chart.id));
    expect(await report.locator('.report-meteogram-chart').evaluateAll((each) => each.map((chart) => getComputedStyle(chart).breakInside))).toEqual(meteogramCharts.map(() => 'avoid'));
    expect(await report.locator('.report-meteogram-svg g.report-meteogram-line-0 path.report-meteogram-line').count()).toBeGreaterThanOrEqual(5);
    expect(await report.locator('canvas').count()).toBe(0);
    // Every stretch of the exceedance list is shaded on its chart, in its severity.
    const listed = await report.locator('.report-forecast tr[data-severity]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-severity')));
    expect(listed).toContain('hard');
    expect(listed).toContain('soft');
    const shaded = await report.locator('.report-meteogram-svg rect[class^="report-meteogram-shade-"]').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('class')?.replace('report-meteogram-shade-', '')));
    expect(shaded.sort()).toEqual([...listed].sort());
    expect(await report.locator('.report-meteogram-svg line.report-meteogram-limit-hard').count()).toBe(2);
    await report.setViewportSize({ width: 900, height: 1400 });
    await report.locator('.report-meteogram').scrollIntoViewIfNeeded();
    const firstLineColour = () => report.locator('.report-meteogram-svg g.report-meteogram-line-0 path.report-meteogram-line').first().evaluate((path) => getComputedStyle(path).stroke);
    // The night palette's dim first line (plot-colours.ts), then the print one: dark blue on white.
    await expect.poll(firstLineColour).toBe('rgb(176, 80, 28)');
    await screenshot(report, 'route-report-forecast-meteogram-night');
    await report.emulateMedia({ media: 'print' });
    expect(await firstLineColour()).toBe('rgb(11, 79, 138)');
    await report.emulateMedia({ media: null });

    const file = await printPdf(report, 'route-report-forecast-ensemble');
    pdfPageImages(file, 100);
    const pages = pdfPageTexts(file);
    const text = pages.join('\n');
    expect(text).toContain('Meteogram: the forecast where the ship will be');
    for (const chart of meteogramCharts) expect(text, `the ${chart.title} chart`).toContain(chart.title);
    // The waypoints are named on the time axis of the charts (numbered as in the waypoint table),
    // on every page of the meteogram.
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A chart's caption: its title, then the legend naming its first element with the unit.
    const captions = meteogramCharts.map((chart) => new RegExp(`^${escaped(chart.title)}\\s{2,}.*\\(${escaped(chart.unit)}\\)`, 'm'));
    const meteogramPages = pages.filter((pageText) => captions.some((caption) => caption.test(pageText)));
    for (const caption of captions) expect(meteogramPages.some((pageText) => caption.test(pageText)), String(caption)).toBe(true);
    expect(meteogramPages.length).toBeGreaterThanOrEqual(1);
    const axisNames = await report.locator('.report-meteogram-chart[data-chart="wind"] .report-meteogram-waypoint text').allTextContents();
    // Three rows have room for every name of this voyage, Noord Hinder and Dover close behind Maas Center.
    expect(axisNames).toEqual(voyage.waypoints.map((waypoint, index) => `${index + 1} ${waypoint.name}`));
    for (const pageText of meteogramPages) {
      for (const axisName of axisNames) expect(pageText).toContain(axisName);
    }

    // The ensemble table: the same percentages at the same times as the Risk tab, with model and run.
    const ensembleText = text.slice(text.indexOf('Ensemble risk: the highest chance'), text.indexOf('Tropical cyclones', text.indexOf('Ensemble risk: the highest chance')));
    expect(ensembleText).not.toBe('');
    expect(chancesIn(ensembleText).sort()).toEqual([...riskChances].sort());
    expect(ensembleText).toMatch(/\d+ members, run \d\d [A-Z][a-z]{2} \d\d:\d\dZ; every \d+ h, at departure, arrival and turns/);
    expect(ensembleText).toMatch(/\d\d°\d\d\.\d{3}'[NS] \d{3}°\d\d\.\d{3}'[EW]/);
    expect(text).not.toContain('No ensemble risk in this plan');
    expect(text).toMatch(/Ensemble risk \(.+, \d+ members\)\s+DEMO/);
    expect(pageErrors).toEqual([]);
    await page.close();
    await report.close();
  }, 180_000);

  it('says the ensemble risk was not fetched, and what it would cost, when it is not cached', async () => {
    const page = await context.newPage();
    await page.goto(host.url);
    await page.locator('#tab-report').waitFor();
    const etdUtcMs = Math.floor(e2eNowMs() / 3_600_000) * 3_600_000 + 7_200_000;
    // Other positions than the first test's, whose ensemble is cached by now.
    const route = demoVoyage();
    const waypoints = (route.waypoints ?? []).map((waypoint) => ({ ...waypoint, lat: waypoint.lat - 0.4, lon: waypoint.lon - 0.4 }));
    const voyage = await createVoyage(page, { ...route, waypoints, name: 'Rotterdam to Lisbon, no ensemble', departure: { mode: 'departAt', etdUtcMs } });
    const estimate = await callFromPage(page, 'estimateEnsembleAlongRoute', { voyageId: voyage.id });
    expect(estimate.creditsToSpend).toBeGreaterThan(0);
    await page.goto(new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: '' }), host.url).href);
    await waitForReport(page);
    const text = pdfPageTexts(await printPdf(page, 'route-report-no-ensemble')).join('\n');
    // Words may wrap anywhere on paper: any run of white space between them will do.
    const sentence = `No ensemble risk in this plan: it was not fetched for the saved route. Fetch it in the Risk tab (${estimate.creditsToSpend.toLocaleString('en-GB')} simulated credits), then print again.`;
    expect(text).toMatch(new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')));
    // Printing spent nothing: it is still not cached.
    expect((await callFromPage(page, 'estimateEnsembleAlongRoute', { voyageId: voyage.id })).creditsToSpend).toBe(estimate.creditsToSpend);
    expect(text).not.toContain('Meteogram: the forecast');
    await page.close();
  }, 120_000);
});
