import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findExceedances } from '../../src/shared/voyage/exceedances';
import { describeDisagreement, largestDisagreement } from '../../src/shared/voyage/model-disagreement';
import { defaultVesselProfile } from '../../src/shared/voyage/vessel-profile';
import { createVoyage, limitsBelowDemoPeaks, meteogramDrawn, openVoyageInForecastTab, routeCheckShown, shippingRequests } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser, visibleBox } from './harness';

/**
 * The forecast tab's other models, the exceedances on the chart, and the two ways of fetching the
 * forecast nobody had driven: the credit confirmation and Alt+Shift+F. Real web host, demo service.
 */

interface PageMap {
  fitBounds(bounds: [[number, number], [number, number]], options: { animate: boolean }): void;
  getContainer(): { dataset: Record<string, string | undefined> };
}
type PageGlobal = { __passageMap?: PageMap; document: { documentElement: { dataset: Record<string, string> } } };

const azores = [
  { name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
  { name: 'Finisterre offing', lat: 43.5, lon: -10.5 },
  { name: 'Mid passage', lat: 40.0, lon: -20.0 },
  { name: 'Ponta Delgada', lat: 37.7, lon: -25.6 },
];

let host: StartedHost;
let browser: Browser;

useHostAndBrowser((started) => ({ host, browser } = started));

async function fetchForecast(page: Page) {
  const button = page.getByTestId('fetch-forecast');
  await expect.poll(() => button.textContent()).toMatch(/\(1 simulated credit\)/);
  await button.click();
  await meteogramDrawn(page);
}

async function chooseModel(page: Page, value: string) {
  await page.getByTestId('compare-model').selectOption(value);
  await expect.poll(() => page.getByTestId('add-model').textContent()).toMatch(/\(([\d,]+ simulated credits?|cached, no credits)\)/);
}

type Measured = { getBoundingClientRect(): { width: number }; querySelector(selector: string): Measured | null };

/** Each comparison chart's width as laid out in the panel, and as uPlot drew it. */
async function comparisonWidths(page: Page): Promise<{ placePx: number; drawnPx: number }[]> {
  return page.getByTestId('model-comparison-chart').evaluateAll((figures) =>
    figures.map((figure) => {
      const element = figure as unknown as Measured;
      return { placePx: Math.floor(element.getBoundingClientRect().width), drawnPx: Math.round(element.querySelector('.uplot')?.getBoundingClientRect().width ?? 0) };
    }),
  );
}

/** The horizontal position of a chart's cursor line, as a share of its plot width. */
async function cursorShare(page: Page, chart: string): Promise<number> {
  return page.locator(`${chart} .u-over`).first().evaluate((over) => {
    const cursor = over.querySelector('.u-cursor-x') as unknown as { style: { transform: string; left: string } } | null;
    const x = Number(/translate\(([-\d.]+)px/.exec(cursor?.style.transform ?? '')?.[1] ?? cursor?.style.left.replace('px', '') ?? NaN);
    return x / (over as unknown as { clientWidth: number }).clientWidth;
  });
}

describe('other models along the route', () => {
  it('adds models beside the shipping forecast, states the largest disagreement, follows the meteogram cursor, and marks the exceedances on the chart', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1280, height: 1900 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    const voyage = await createVoyage(page, 'Azores, two models', azores);
    await openVoyageInForecastTab(page, voyage.id);
    await fetchForecast(page);
    const { value: series } = await callFromPage(page, 'forecastRoute', { voyageId: voyage.id });

    // NOAA's wave model offers the wave heights the shipping forecast has; its cost shows before the click.
    await chooseModel(page, 'marine:noaa-ww3');
    const offered = await page.locator('[data-testid="compare-elements"] input[type="checkbox"]').evaluateAll((boxes) => boxes.map((box) => (box as unknown as { dataset: { element: string } }).dataset.element));
    expect(offered).toEqual(['significantWaveHeight', 'significantHeightSwell', 'significantHeightWindWaves']);
    const input = { voyageId: voyage.id, area: 'marine' as const, model: 'noaa-ww3', compare: offered };
    const estimate = await callFromPage(page, 'estimateModelAlongRoute', input);
    expect(estimate.credits).toBe(estimate.positions * 3);
    expect(await page.getByTestId('add-model').textContent()).toBe(`Add model (${estimate.creditsToSpend.toLocaleString('en-GB')} simulated credits)`);
    // Above the default threshold of 200 credits: confirmed first.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByTestId('add-model').click();
    await page.locator('[data-testid="model-comparison-chart"][data-model="noaa-ww3"], [data-testid="compare-error"]').first().waitFor();
    expect(asked).toEqual(estimate.creditsToSpend > 200 ? [`Adding this model costs ${estimate.creditsToSpend.toLocaleString('en-GB')} simulated credits (your confirmation threshold is 200). Go ahead?`] : []);
    expect(await page.getByTestId('compare-error').count(), (await page.getByTestId('model-comparison').textContent()) ?? '').toBe(0);

    // The same question again comes from the cache: what the charts drew must be all of it.
    const answer = await callFromPage(page, 'modelAlongRoute', input);
    expect(answer.provenance.source).toBe('cache');
    const charts = page.locator('[data-testid="model-comparison-chart"][data-model="noaa-ww3"]');
    expect(await charts.count()).toBe(3);
    for (const key of offered) {
      const chart = page.locator(`[data-testid="model-comparison-chart"][data-model="noaa-ww3"][data-element="${key}"]`);
      expect(await chart.locator('div[data-points]').getAttribute('data-points')).toBe(`shipping:${series.points.length},model:${answer.value.points.length}`);
      const expected = describeDisagreement(largestDisagreement(series, answer.value, key), 'NOAA WAVEWATCH III', key);
      expect(await chart.getByTestId('model-disagreement').textContent()).toBe(expected);
    }
    expect(await charts.first().getByTestId('model-disagreement').textContent()).toMatch(/^Hs: NOAA WAVEWATCH III \d+\.\d m (above|below) the shipping forecast at \d\d [A-Z][a-z]{2} \d\d:\d\dZ$/);
    await expect.poll(() => page.locator('[data-testid="compared-model"][data-model="noaa-ww3"] [data-testid="compared-provenance"]').textContent()).toMatch(
      new RegExp(`NOAA WAVEWATCH III \\(marine\\), run .*Fetched .* \\(age .*\\), ${estimate.credits.toLocaleString('en-GB')} simulated credits; ${answer.value.points.length} positions`),
    );
    await expect.poll(() => page.getByTestId('add-model').textContent()).toBe('Add model (cached, no credits)');

    // A second model, from the weather catalogue, beside the first.
    await chooseModel(page, 'weather:gfs');
    await page.locator('[data-testid="compare-elements"] input[data-element="visibility"]').uncheck();
    await page.getByTestId('add-model').click();
    await page.locator('[data-testid="model-comparison-chart"][data-model="gfs"]').first().waitFor();
    expect(await page.getByTestId('compared-model').count()).toBe(2);
    expect(await page.locator('[data-testid="model-comparison-chart"][data-model="gfs"]').count()).toBe(4);
    expect(await page.locator('[data-testid="model-comparison-chart"][data-model="gfs"][data-element="windSpeed10m"] [data-testid="model-disagreement"]').textContent()).toMatch(/^Wind: NOAA GFS \d+ kn (above|below) the shipping forecast at /);

    // The cursor on the meteogram moves the comparison charts' cursors to the same time.
    await routeCheckShown(page);
    const plotArea = page.locator('.meteogram-chart[data-chart="wind"] .u-over');
    // The panel scrolls: a pointer moved to a chart below its fold would point at nothing.
    await plotArea.scrollIntoViewIfNeeded();
    const box = await visibleBox(plotArea);
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    // The cursor reaches the other charts on their next frame: on a busy machine, not at once.
    const firstMs = series.points[0]!.timeUtcMs;
    await expect.poll(async () => Number(await page.getByTestId('forecast-panel').getAttribute('data-cursor-utc-ms'))).toBeGreaterThan(firstMs);
    const cursorMs = Number(await page.getByTestId('forecast-panel').getAttribute('data-cursor-utc-ms'));
    const shareOfVoyage = (cursorMs - firstMs) / (series.points.at(-1)!.timeUtcMs - firstMs);
    await expect.poll(() => cursorShare(page, '[data-testid="model-comparison-chart"][data-model="noaa-ww3"][data-element="significantWaveHeight"]')).toBeCloseTo(shareOfVoyage, 2);
    // Charts made again (here for the night palette) keep the cursor where it was, with no pointer
    // move: the meteogram's and the comparison's, and the voyage's cursor (the chart's ship) with them.
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await page.waitForFunction(() => (globalThis as unknown as PageGlobal).document.documentElement.dataset.palette === 'night');
    await expect.poll(() => cursorShare(page, '[data-testid="model-comparison-chart"][data-model="noaa-ww3"][data-element="significantWaveHeight"]')).toBeCloseTo(shareOfVoyage, 2);
    await expect.poll(() => cursorShare(page, '.meteogram-chart[data-chart="waves"]')).toBeCloseTo(shareOfVoyage, 2);
    expect(Number(await page.getByTestId('forecast-panel').getAttribute('data-cursor-utc-ms'))).toBe(cursorMs);
    await screenshot(page, 'model-comparison-night-cursor-kept');
    await callFromPage(page, 'setSettings', { palette: 'day' });
    await page.waitForFunction(() => (globalThis as unknown as PageGlobal).document.documentElement.dataset.palette === 'day');

    // Away to another tab and back: both models still shown, nothing asked again.
    const timeseriesCalls = async () => (await callFromPage(page, 'getCreditTotals', {})).byOperation.filter((row) => row.operation.endsWith('TimeseriesRoute')).reduce((sum, row) => sum + row.requests + row.servedFromCache, 0);
    const callsBefore = await timeseriesCalls();
    await page.getByRole('tab', { name: /Route/ }).click();
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.locator('[data-testid="model-comparison-chart"][data-model="gfs"] div[data-points]').first().waitFor();
    expect(await page.getByTestId('compared-model').count()).toBe(2);
    expect(await timeseriesCalls()).toBe(callsBefore);

    // Limits below the demo's peaks: the exceedances are marked on the chart, soft and hard apart.
    const limits = limitsBelowDemoPeaks(series);
    await callFromPage(page, 'saveVesselProfile', { ...defaultVesselProfile, limits });
    const expected = findExceedances(series, limits);
    expect(expected.softCount).toBeGreaterThan(0);
    expect(expected.hardCount).toBeGreaterThan(0);
    // The open voyage takes the limits saved elsewhere, and the chart marks them.
    const marks = () => page.evaluate(() => (globalThis as unknown as PageGlobal).__passageMap?.getContainer().dataset.exceedances ?? '');
    await expect.poll(marks).toBe(`soft:${expected.softCount},hard:${expected.hardCount}`);
    expect(await page.locator('path.exceedance-mark.exceedance-soft').count()).toBe(expected.softCount);
    expect(await page.locator('path.exceedance-mark.exceedance-hard').count()).toBe(expected.hardCount);

    // The tooltip of a hard mark: limit, peak and times.
    await page.evaluate(() => {
      (globalThis as unknown as PageGlobal).__passageMap?.fitBounds([[42, -12], [49, -5]], { animate: false });
    });
    const hard = expected.exceedances.find((each) => each.severity === 'hard')!;
    const hardMark = page.locator('path.exceedance-mark.exceedance-hard').first();
    const markBox = await visibleBox(hardMark);
    await hardMark.hover({ position: { x: markBox.width / 2, y: markBox.height / 2 }, force: true });
    await expect.poll(() => page.locator('.exceedance-tooltip').first().innerText()).toMatch(new RegExp(`^wind > ${hard.limitValue} kn \\(avoid\\)\\npeak (\\d+|\\d\\.\\d) kn at \\d\\d [A-Z][a-z]{2} \\d\\d:\\d\\dZ\\n\\d\\d [A-Z][a-z]{2} \\d\\d:\\d\\dZ – `));
    await screenshot(page, 'exceedances-on-chart-day');

    // Back to the models: the wave model again costs nothing, from the cache.
    await chooseModel(page, 'marine:noaa-ww3');
    expect(await page.getByTestId('add-model').textContent()).toBe('Add model (cached, no credits)');
    await page.getByTestId('add-model').click();
    await page.locator('[data-testid="model-comparison-chart"][data-model="noaa-ww3"]').first().waitFor();

    await screenshot(page, 'model-comparison-day');
    await page.locator('[data-testid="compared-model"]').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'model-comparison-charts-day');

    // The comparison charts are as wide as the panel leaves them, the meteogram in the tab or
    // docked under the chart, at the common bridge sizes and with the panel widened.
    const drawnAsLaidOut = async () => {
      const widths = await comparisonWidths(page);
      return widths.length > 0 && widths.every((each) => Math.abs(each.drawnPx - each.placePx) <= 1);
    };
    const place = page.getByTestId('meteogram-place');
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      if (size.width === 1920) {
        const separator = page.getByTestId('panel-separator');
        // The panel's widest is 40 % of the window: End means it once the page has seen the new size.
        await expect.poll(() => separator.getAttribute('aria-valuemax')).toBe('768');
        await separator.focus();
        await page.keyboard.press('End');
        await expect.poll(() => separator.getAttribute('aria-valuenow')).toBe('768');
      }
      for (const layout of ['panel', 'docked'] as const) {
        if (layout === 'docked') {
          await place.click();
          await page.getByTestId('meteogram-dock').waitFor();
        }
        await expect.poll(drawnAsLaidOut).toBe(true);
        await page.locator('[data-testid="compared-model"]').first().scrollIntoViewIfNeeded();
        await screenshot(page, `model-comparison-${layout}-${size.width}x${size.height}-day`);
      }
      const [first] = await comparisonWidths(page);
      // 440 px of panel at 1280, 768 px (its widest, 40 %) at 1920: never the old fixed 436.
      expect(first!.placePx).toBeGreaterThan(size.width === 1920 ? 700 : 380);
      expect(first!.placePx).toBeLessThan(size.width === 1920 ? 768 : 440);
      await place.click();
      await page.getByTestId('meteogram-dock').waitFor({ state: 'detached' });
    }
    await page.setViewportSize({ width: 1280, height: 1900 });
    await page.getByTestId('panel-separator').focus();
    // Back to the panel's default 440 px (280 + 2 × 64 + 2 × 16) for the night screenshots.
    for (const key of ['Home', 'Shift+ArrowLeft', 'Shift+ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
    await page.getByTestId('panel-separator').blur();
    await expect.poll(drawnAsLaidOut).toBe(true);
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await page.waitForFunction(() => (globalThis as unknown as PageGlobal).document.documentElement.dataset.palette === 'night');
    await page.locator('[data-testid="model-comparison-chart"] div[data-points]').first().waitFor();
    await page.locator('[data-testid="compared-model"]').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'model-comparison-charts-night');
    await hardMark.hover({ position: { x: markBox.width / 2, y: markBox.height / 2 }, force: true });
    await screenshot(page, 'exceedances-on-chart-night');
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await screenshot(page, 'model-comparison-night');
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

describe('fetching the forecast', () => {
  it('asks for confirmation above the threshold set in the settings: Cancel sends nothing, OK fetches; Alt+Shift+F fetches too', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1280, height: 1000 });
    await callFromPage(page, 'setSettings', { palette: 'day' });
    const first = await createVoyage(page, 'Confirm first', azores.slice(0, 2));
    const second = await createVoyage(page, 'By the keyboard', azores.slice(1, 3));

    // The threshold, set in the Settings tab below the forecast's 1 credit.
    await page.getByRole('tab', { name: /Settings/ }).click();
    const field = page.getByTestId('credit-confirm-threshold');
    await expect.poll(() => field.inputValue()).toBe('200');
    await field.fill('0');
    await field.press('Enter');
    await expect.poll(async () => (await callFromPage(page, 'getSettings', {})).creditConfirmThreshold).toBe(0);
    await field.fill('-3');
    await field.press('Enter');
    await expect.poll(() => page.locator('.settings-field [role="alert"]').textContent()).toBe('"-3" is not allowed: enter a whole number of credits from 0 to 1000000.');
    expect((await callFromPage(page, 'getSettings', {})).creditConfirmThreshold).toBe(0);

    await openVoyageInForecastTab(page, first.id);
    const before = await shippingRequests(page);
    const button = page.getByTestId('fetch-forecast');
    await expect.poll(() => button.textContent()).toMatch(/\(1 simulated credit\)/);
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await button.click();
    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toBe('This forecast along the route costs 1 simulated credit (your confirmation threshold is 0). Go ahead?');
    // Give a request that should not be made the time to be made.
    await page.waitForTimeout(500);
    expect(await shippingRequests(page)).toBe(before);
    expect(await page.getByTestId('meteogram').count()).toBe(0);
    expect(await button.textContent()).toMatch(/Fetch forecast \(1 simulated credit\)/);

    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await button.click();
    await meteogramDrawn(page);
    expect(messages).toHaveLength(2);
    expect(await shippingRequests(page)).toBe(before + 1);

    // The keyboard: Alt+Shift+F on the second voyage, confirmed as well.
    await page.reload();
    await openVoyageInForecastTab(page, second.id);
    await expect.poll(() => page.getByTestId('fetch-forecast').textContent()).toMatch(/Fetch forecast \(1 simulated credit\)/);
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Alt+Shift+KeyF');
    await meteogramDrawn(page);
    expect(messages).toHaveLength(3);
    expect(await shippingRequests(page)).toBe(before + 2);
    const answer = await callFromPage(page, 'forecastRoute', { voyageId: second.id });
    expect(answer.value.waypoints.map((waypoint) => waypoint.name)).toEqual(['Finisterre offing', 'Mid passage']);
    await screenshot(page, 'forecast-by-keyboard');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
