import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeReportAddress } from '../../src/shared/voyage/route-report-address';
import { canaryHitsIn } from './canary-search';
import { screenshot, startWebHost, type StartedHost } from './harness';
import { createVoyage, demoVoyage, manyWaypointVoyage, pdfPageImages, pdfPageTexts, printPdf, useReportContext, waitForReport } from './route-report-pdf';
import { e2eNowMs } from './fixed-clock';
import { meteogramDrawn } from './forecast-steps';

/**
 * The passage plan through the real web host in Chromium: the Report tab's action, the report
 * page it opens, that page printed with page.pdf (as Electron's printToPDF prints it), and the PDF
 * read back with poppler-utils as the master's printer would see it.
 */

let host: StartedHost;
let context: BrowserContext;
let pageErrors: string[];

useReportContext(async (started) => {
  ({ host, context, pageErrors } = started);
  // The browser's print dialog cannot be driven headless: note that the page asked for it.
  await context.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printRequested = 'true';
    };
  });
});

async function openWorkstation(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(host.url);
  await page.locator('#tab-report').waitFor();
  return page;
}

/** Opens the Report tab with the key its button names, as a navigator would. */
async function openReportTab(page: Page) {
  const shortcut = (await page.locator('#tab-report kbd').textContent()) ?? '';
  expect(shortcut).toMatch(/^Alt\+\d$/);
  await page.keyboard.press(shortcut);
  await expect.poll(() => page.locator('#tab-report').getAttribute('aria-selected')).toBe('true');
}

describe('route report', () => {
  it('prints the open voyage from the Report tab: the PDF holds what the tab shows, and says it is demo data', async () => {
    const page = await openWorkstation();
    const voyage = await createVoyage(page, demoVoyage());
    await openReportTab(page);
    await page.locator('.report-picker select').selectOption(voyage.id);
    await page.locator('.report-picker button').click();
    await page.locator('.report-prepared-by input').fill('2/O Anna Berg');
    const shown = await page.locator('.report-preview tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({ name: row.children[1]?.textContent ?? '', etaUtc: row.children[2]?.textContent ?? '' })),
    );
    expect(shown.map((row) => row.name)).toEqual(voyage.waypoints.map((waypoint) => waypoint.name));
    expect(shown[0]?.etaUtc).toBe('01 Dec 06:00Z');
    await screenshot(page, 'route-report-tab');
    // Palette keys do not fire while typing in a field: leave the field first.
    await page.locator('.report-tab h2').click();
    await page.keyboard.press('Control+Shift+3');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.palette)).toBe('night');
    await screenshot(page, 'route-report-tab-night');

    const opening = context.waitForEvent('page');
    await page.keyboard.press('Control+p');
    const report = await opening;
    await report.waitForLoadState();
    expect(new URL(report.url()).pathname).toBe('/report.html');
    await waitForReport(report);
    expect(await report.evaluate(() => document.documentElement.dataset.printRequested)).toBe('true');
    // On screen the navigator's palette (night here: no white page on a dark bridge); on paper
    // always the print colours.
    const background = () => report.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(5, 4, 3)');
    await screenshot(report, 'route-report-page-night');
    await report.emulateMedia({ media: 'print' });
    expect(await background()).toBe('rgb(255, 255, 255)');
    // Back to the page's own media: page.pdf prints with print media unless screen is emulated.
    await report.emulateMedia({ media: null });

    // The route check is in the plan with its data, scale and disclaimer (issue 29).
    expect(await report.getByTestId('report-route-check').textContent()).toMatch(/^Route check.*1:10,000,000.*no substitute for official charts/);
    const file = await printPdf(report, 'route-report-demo');
    const pages = pdfPageTexts(file);
    const text = pages.join('\n');
    for (const row of shown) {
      expect(text).toContain(row.name);
      expect(text).toContain(row.etaUtc);
    }
    expect(text).toContain('DEMO DATA');
    expect(text).toContain('2/O Anna Berg');
    expect(text).toContain("51°59.700'N 003°58.200'E");
    expect(text).toMatch(/Prepared by \(officer\)[\s\S]*Master/);
    expect(text).toMatch(/Ports \(port list\)/);
    expect(text).toMatch(/Tropical cyclones\s+\(storms\)/);
    // Every storm the service reports is in the plan: a near one with a verdict, the others listed apart.
    const storms = await report.evaluate(async () => {
      const response = await fetch('/rpc/getStorms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":{}}' });
      return ((await response.json()) as { value: { value: { storms: { name: string }[] } } }).value.value.storms.map((storm) => storm.name);
    });
    for (const name of storms) expect(text).toContain(name);
    expect(text).toMatch(storms.length === 0 ? /reports no tropical cyclone/ : /clear|closer than the profile allows|not compared|Not near this voyage \(farther than/);
    pages.forEach((pageText, index) => {
      expect(pageText).toContain('Rotterdam to Lisbon, winter');
      expect(pageText).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(pageText).toContain('DEMO DATA - not for navigation');
    });
    expect(pdfPageImages(file).length).toBe(pages.length);
    // The host runs with the canary as its service key: the printed plan never carries it.
    expect(canaryHitsIn('the text of the PDF', text)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
    await report.close();
  });

  it('prints 200 waypoints with the table header on every page and no row split between pages', async () => {
    const page = await openWorkstation();
    const voyage = await createVoyage(page, manyWaypointVoyage(200));
    await page.goto(new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: 'C/O Lee' }), host.url).href);
    await waitForReport(page);
    const rows = await page.locator('.report-waypoints tbody tr').evaluateAll((each) =>
      each.map((row) => ({ name: row.children[1]?.textContent ?? '', latitude: row.children[2]?.textContent ?? '', etaUtc: row.children[9]?.textContent ?? '', etaLocal: row.children[10]?.textContent ?? '' })),
    );
    expect(rows).toHaveLength(200);
    // The names wrap onto a second line in print, so a split row would leave its tail on the next page.
    const nameHeightsPx = await page.locator('.report-waypoints tbody tr').evaluateAll((each) => each.map((row) => row.getBoundingClientRect().height));
    expect(Math.min(...nameHeightsPx)).toBeGreaterThan(0);

    const file = await printPdf(page, 'route-report-200');
    const pages = pdfPageTexts(file);
    expect(pages.length).toBeGreaterThan(4);
    // Page 1 is the cover and chart (whose labels name the first and last waypoint); the table follows.
    // It ends with the last row; the route check that follows names waypoints too, without the table.
    const lastTablePage = pages.findIndex((text, index) => index > 0 && text.includes('end200')) + 1;
    const tablePages = pages.map((text, index) => ({ text, number: index + 1 })).filter(({ text, number }) => number > 1 && number <= lastTablePage && /end\d{3}/.test(text));
    expect(tablePages.length).toBeGreaterThan(3);
    for (const { text, number } of tablePages) {
      expect(text, `page ${number} repeats the header`).toMatch(/No\.\s+Waypoint\s+Latitude\s+Longitude\s+Leg\s+Course °T/);
      expect(text, `page ${number} repeats the header`).toMatch(/ETA UTC\s+ETA local/);
    }
    pages.forEach((text, index) => {
      expect(text).toContain('Atlantic crossing, 200 waypoints');
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    rows.forEach((row, index) => {
      const number = String(index + 1).padStart(3, '0');
      const head = pages.findIndex((text, page) => page > 0 && text.includes(`WP ${number} `));
      const tail = pages.findIndex((text, page) => page > 0 && text.includes(`end${number}`));
      expect(head, `row ${number} is printed`).toBeGreaterThanOrEqual(0);
      expect(tail, `row ${number} ends on the page it starts`).toBe(head);
      const pageText = pages[head] ?? '';
      expect(pageText).toContain(row.etaUtc);
      expect(pageText).toContain(row.etaLocal);
      expect(pageText).toContain(row.latitude);
      // Printed once: a row is never repeated on the next page either (the route check after the
      // table names legs by their waypoints, so only the table's pages count).
      expect(pages.filter((text, page) => page > 0 && page < lastTablePage && text.includes(`end${number}`))).toHaveLength(1);
    });
    const images = pdfPageImages(file);
    expect(images.length).toBe(pages.length);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('draws a storm the voyage passes near, with its danger area, and prints the closest approach and the broken limit', async () => {
    const page = await openWorkstation();
    interface PathPoint {
      latitude: number;
      longitude: number;
      timestamp: number;
    }
    const storms = await page.evaluate(async () => {
      const response = await fetch('/rpc/getStorms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":{}}' });
      return ((await response.json()) as { value: { value: { storms: { name: string; path: PathPoint[] }[] } } }).value.value.storms;
    });
    // A storm with a forecast: a fix at or before now (the analysis) and one after it.
    const analysisIndex = (path: PathPoint[]) => path.findLastIndex((point) => point.timestamp * 1000 <= e2eNowMs());
    const storm = storms.find((each) => {
      const index = analysisIndex(each.path);
      return index >= 0 && index + 1 < each.path.length;
    });
    if (!storm) throw new Error('the demo service reports no storm with a forecast track');
    const index = analysisIndex(storm.path);
    const here = storm.path[index] as PathPoint;
    const next = storm.path[index + 1] as PathPoint;
    // Across the storm's forecast path, from 3° west of its analysed centre to 3° east of its next fix, leaving at the analysis.
    const voyage = await createVoyage(page, {
      name: `Across ${storm.name}`,
      waypoints: [
        { id: 'a', name: 'West of the storm', lat: here.latitude, lon: here.longitude - 3 },
        { id: 'b', name: 'East of the storm', lat: next.latitude, lon: next.longitude + 3 },
      ],
      legs: [{ geometry: 'rhumb', speedKn: 12 }],
      departure: { mode: 'departAt', etdUtcMs: here.timestamp * 1000 },
    });
    await page.goto(new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: '' }), host.url).href);
    await waitForReport(page);
    expect(await page.locator('.report-chart-storm').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.report-chart-storm text').allTextContents()).toContain(storm.name);
    const file = await printPdf(page, 'route-report-storm');
    const text = pdfPageTexts(file).join('\n');
    const row = text.split('\n').find((line) => line.includes(storm.name) && /nm, bearing/.test(line));
    expect(row, 'the storm table gives the closest approach').toMatch(/\d+ nm, bearing \d{3}°T/);
    // The verdict wraps in its cell: its words are checked apart.
    expect(row).toMatch(/closer than/);
    expect(text).toMatch(/\((avoid|warn) limit\)/);
    pdfPageImages(file);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('still prints offline with nothing cached, and says what is missing instead of leaving it out silently', async () => {
    const offlineHost = await startWebHost();
    const page = await context.newPage();
    // The workstation asks for storms and ports as it opens: keep those from the cache, so the
    // report really has nothing cached when it is printed offline.
    const serviceCalls = /\/rpc\/(getStorms|getPorts)$/;
    await page.route(serviceCalls, (route) => route.abort());
    try {
      await page.goto(offlineHost.url);
      await page.locator('#tab-report').waitFor();
      const switched = await page.evaluate(async () => {
        const response = await fetch('/rpc/setOfflineMode', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"offline":true}' });
        return ((await response.json()) as { ok: boolean }).ok;
      });
      expect(switched).toBe(true);
      await page.unroute(serviceCalls);
      const voyage = await createVoyage(page, demoVoyage());
      await page.goto(new URL(routeReportAddress({ voyageId: voyage.id, preparedBy: '' }), offlineHost.url).href);
      await waitForReport(page);
      const file = await printPdf(page, 'route-report-offline');
      pdfPageImages(file);
      const text = pdfPageTexts(file).join('\n');
      expect(text).toContain('Ports are not shown:');
      // The workstation's chart may have fetched the storms before the switch: then they come from the cache.
      if (text.includes('Tropical cyclones could not be checked:')) expect(text).toContain('Not checked: the list of tropical cyclones could not be had');
      else expect(text).toMatch(/Tropical cyclones \(storms\)\s+DEMO\s+from the/);
      expect(text).toContain('No forecast in this plan: none is cached for the saved route.');
      // The route and its schedule need no service: they are all there.
      for (const waypoint of voyage.waypoints) expect(text).toContain(waypoint.name);
      expect(text).toContain('01 Dec 06:00Z');
    } finally {
      await page.close();
      await offlineHost.close();
    }
  });

  it('says why when the voyage in the address does not exist, and tells the printer it failed', async () => {
    const page = await context.newPage();
    await page.goto(host.url);
    await page.goto(new URL(routeReportAddress({ voyageId: 'no-such-voyage', preparedBy: '' }), host.url).href);
    await page.waitForFunction(() => document.documentElement.dataset.reportReady !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.reportReady)).toBe('failed');
    expect(await page.locator('.report-failure').textContent()).toMatch(/^The voyage could not be read: .*no-such-voyage/);
    await page.close();
  });

  it('carries the forecast the Forecast tab fetched: at every waypoint and interval, the same exceedances, the models and their runs', async () => {
    const page = await openWorkstation();
    const etdUtcMs = Math.floor(e2eNowMs() / 3_600_000) * 3_600_000 + 3_600_000;
    // The test before left a workstation for the report's address while it loaded: its calls,
    // cancelled, were logged in the context ("Failed to load resource"). Not this test's pages.
    pageErrors.length = 0;
    const voyage = await createVoyage(page, { ...demoVoyage(), name: 'Rotterdam to Lisbon, forecast', departure: { mode: 'departAt', etdUtcMs } });
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('voyage-choice').selectOption(voyage.id);
    await page.getByTestId('open-voyage').click();
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page);
    const summary = (await page.getByTestId('exceedance-summary').textContent()) ?? '';
    expect(summary).not.toBe('');

    await openReportTab(page);
    await page.locator('.report-forecast-interval select').selectOption('12');
    const opening = context.waitForEvent('page');
    await page.keyboard.press('Control+p');
    const report = await opening;
    await waitForReport(report);
    expect(new URL(report.url()).searchParams.get('forecastEveryH')).toBe('12');
    const file = await printPdf(report, 'route-report-forecast');
    pdfPageImages(file);
    const text = pdfPageTexts(file).join('\n');
    expect(text).toMatch(/Forecast at the ship.s position and time \(every waypoint, and every 12 h between\)/);
    expect(text).toContain(summary);
    expect(text).toMatch(/Forecast model\s+Run \(UTC\)/);
    expect(text).toMatch(/Forecast along the route/);
    expect(text).not.toContain('No forecast in this plan');
    // Every waypoint has its forecast row, at its ETA.
    const rows = await report.locator('.report-forecast tbody tr').evaluateAll((each) => each.map((row) => ({ time: row.children[0]?.textContent ?? '', waypoint: row.children[2]?.textContent ?? '' })));
    const etas = await report.locator('.report-waypoints tbody tr').evaluateAll((each) => each.map((row) => ({ name: row.children[1]?.textContent ?? '', eta: row.children[9]?.textContent ?? '' })));
    for (const { name, eta } of etas) expect(rows).toContainEqual({ time: eta, waypoint: name });
    expect(rows.length).toBeGreaterThan(etas.length);
    for (const row of rows) expect(text).toContain(row.time);
    expect(pageErrors).toEqual([]);
    await page.close();
    await report.close();
  });
});
