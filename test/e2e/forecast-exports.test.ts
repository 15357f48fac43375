import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readCsvCells } from '../../src/core/reports/csv-cells';
import { hasXmllint, validateRtz } from '../../src/core/reports/rtz-schema.fixture';
import { formatUtcShort } from '../../src/shared/time/time-format';
import { findExceedances } from '../../src/shared/voyage/exceedances';
import { defaultVesselProfile, type VesselProfile } from '../../src/shared/voyage/vessel-profile';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { e2eNowMs } from './fixed-clock';
import { meteogramDrawn } from './forecast-steps';

/**
 * Route files with the forecast through the real UI (issue 10, points 2 to 5): a route imported, its
 * forecast fetched in the Forecast tab, the three files downloaded from the Report tab; the RTZ
 * checked with xmllint, and the files' figures checked against what the Forecast tab shows.
 */

let host: StartedHost;
let browser: Browser;

useHostAndBrowser((started) => ({ host, browser } = started));

async function download(page: Page, trigger: () => Promise<void>): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { fileName: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

/** Exceedance rows of the Forecast tab as shown: which limit, the window and the peak text. */
async function shownExceedances(page: Page) {
  return page.locator('[data-testid="exceedances"] tbody tr[data-kind="forecast"]').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
      return { limit: row.getAttribute('data-limit') ?? '', window: cells[1] ?? '', peak: cells[2] ?? '' };
    }),
  );
}

describe('route files with the forecast, from the Report tab', () => {
  it('waits for the cached forecast, then downloads RTZ, CSV and GPX whose figures match the Forecast tab', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1280, height: 1000 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    // Lay the route by importing a table typed in a spreadsheet, in the Route tab, as a navigator would.
    const etdUtcMs = Math.floor(e2eNowMs() / 3_600_000) * 3_600_000 + 3_600_000;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-forecast-exports-'));
    const table = path.join(folder, 'Forth to Bergen.csv');
    fs.writeFileSync(
      table,
      [
        'name,latitude,longitude,legGeometry,legSpeedKn,timeUtc,fixedTime',
        `Isle of May,56°10.800'N,002°33.000'W,,,${new Date(etdUtcMs).toISOString()},ETD`,
        "Fair Isle,59°30.000'N,001°30.000'W,rhumb,12,,",
        "Marstein,60°07.800'N,005°00.000'E,great circle,13,,",
      ].join('\n'),
    );
    await page.getByRole('tab', { name: /Route/ }).click();
    await page.getByLabel(/Import route file/).setInputFiles(table);
    // The file is previewed first (issue 22); accepting makes it the voyage.
    await page.getByRole('button', { name: 'Accept as voyage' }).click({ timeout: 90_000 });
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(3);
    fs.rmSync(folder, { recursive: true, force: true });
    const voyage = (await callFromPage(page, 'listVoyages', {})).find((summary) => summary.name === 'Forth to Bergen')!;
    expect(voyage).toBeDefined();

    // The imported voyage is open in the Forecast tab; before any fetch the Report tab's buttons wait, saying why.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('forecast-panel').waitFor();
    await page.getByRole('tab', { name: /Report/ }).click();
    await expect.poll(() => page.getByTestId('forecast-exports-reason').textContent()).toMatch(/not cached \(1 simulated credit to fetch\): fetch it in the Forecast tab first/);
    for (const format of ['rtz', 'csv', 'gpx']) expect(await page.getByTestId(`export-forecast-${format}`).isDisabled()).toBe(true);
    await screenshot(page, 'forecast-exports-waiting');

    // Limits below the demo's peaks so that the Forecast tab lists exceedances with their peak values.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page);
    const series = (await callFromPage(page, 'forecastRoute', { voyageId: voyage.id })).value;
    const peak = (key: string) => Math.max(...(series.elements.find((element) => element.key === key)?.values ?? []).map((value) => value ?? 0));
    const limits: VesselProfile['limits'] = {
      ...defaultVesselProfile.limits,
      significantWaveHeightM: { value: Math.floor(peak('significantWaveHeight') * 0.7 * 10) / 10, severity: 'soft' },
      windKn: { value: Math.floor(peak('windSpeed10m') * 0.7), severity: 'hard' },
    };
    // Saved through the contract, as another window would: the open voyage's list follows it.
    await callFromPage(page, 'saveVesselProfile', { ...defaultVesselProfile, limits });
    await expect.poll(async () => (await shownExceedances(page)).length).toBeGreaterThan(1);
    const shown = await shownExceedances(page);
    const requestsBefore = (await callFromPage(page, 'getCreditTotals', {})).byOperation.find((row) => row.operation === 'shippingRoute')?.requests;

    await page.getByRole('tab', { name: /Report/ }).click();
    await expect.poll(() => page.getByTestId('export-forecast-rtz').isEnabled()).toBe(true);
    expect(await page.getByTestId('forecast-exports-reason').count()).toBe(0);
    const rtz = await download(page, () => page.getByTestId('export-forecast-rtz').click());
    const csv = await download(page, () => page.getByTestId('export-forecast-csv').click());
    // The GPX by its key, as the `?` list says.
    const gpx = await download(page, () => page.keyboard.press('Alt+Shift+KeyG'));
    await expect.poll(() => page.getByTestId('forecast-exports').getByRole('status').textContent()).toBe('Exported Forth to Bergen with forecast.gpx.');
    expect([rtz.fileName, csv.fileName, gpx.fileName]).toEqual(['Forth to Bergen with forecast.rtz', 'Forth to Bergen forecast.csv', 'Forth to Bergen with forecast.gpx']);
    // Exporting spent nothing.
    expect((await callFromPage(page, 'getCreditTotals', {})).byOperation.find((row) => row.operation === 'shippingRoute')?.requests).toBe(requestsBefore);

    if (hasXmllint()) {
      const check = validateRtz(rtz.text);
      expect(check.output).toContain('validates');
      expect(check.status).toBe(0);
    }
    for (const file of [rtz, csv, gpx]) expect(file.text, file.fileName).toContain('DEMO DATA');

    // The CSV's figures: each exceedance the Forecast tab shows peaks, within its window, at the value it shows.
    const read = readCsvCells(csv.text);
    if (!read.ok) throw new Error(read.message);
    const [header, ...rows] = read.rows.map((row) => row.cells);
    expect(rows).toHaveLength(series.points.length);
    const columnOf: Record<string, string> = { windKn: 'wind kn', significantWaveHeightM: 'Hs m' };
    // The shown rows are the exceedances of this series (their windows in ms come from the same function).
    const expected = findExceedances(series, limits).exceedances;
    expect(shown).toHaveLength(expected.length);
    let checked = 0;
    shown.forEach((row, index) => {
      const exceedance = expected[index]!;
      expect(row.window).toBe(`${formatUtcShort(exceedance.fromUtcMs)} – ${formatUtcShort(exceedance.toUtcMs)}`);
      const columnName = columnOf[row.limit];
      if (columnName === undefined) return;
      const column = header!.indexOf(columnName);
      const inWindow = rows.filter((cells) => {
        const atUtcMs = Date.parse(cells[0]!);
        return atUtcMs >= exceedance.fromUtcMs && atUtcMs <= exceedance.toUtcMs;
      });
      expect(inWindow.length, `${row.limit} ${row.window}`).toBeGreaterThan(0);
      const csvPeak = Math.max(...inWindow.map((cells) => Number(cells[column])));
      expect(Math.abs(csvPeak - Number.parseFloat(row.peak)), `${row.limit} peak shown ${row.peak}, CSV ${csvPeak}`).toBeLessThanOrEqual(0.051);
      checked += 1;
    });
    expect(checked).toBeGreaterThan(0);

    // The RTZ's wind at each waypoint ETA is the CSV's at the same time, and the GPX carries the same.
    const windColumn = header!.indexOf('wind kn');
    const rtzWinds = [...rtz.text.matchAll(/<scheduleElement [^>]*windSpeed="([\d.]+)"/g)].map((match) => Number(match[1]));
    const csvWaypointWinds = rows.filter((cells) => cells[header!.indexOf('waypoint')] !== '').map((cells) => Number(cells[windColumn]));
    expect(rtzWinds).toHaveLength(3);
    rtzWinds.forEach((wind, index) => expect(wind).toBeCloseTo(csvWaypointWinds[index]!, 1));
    expect(gpx.text).toMatch(/<passage:element key="windSpeed10m" unit="kn" /);
    const gpxWinds = [...gpx.text.matchAll(/<passage:forecast [^>]*windSpeed10m="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(gpxWinds).toEqual(csvWaypointWinds);

    await screenshot(page, 'forecast-exports-day');
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await page.waitForFunction(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string> } } }).document.documentElement.dataset.palette === 'night');
    await screenshot(page, 'forecast-exports-night');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
