import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseColour, textContrastMinimum, type Rgba } from '../../src/shared/colour/contrast-ratio';
import { createBarbadosCrossing, meteogramDrawn, stormAcrossBarbadosCrossing } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';

/**
 * The bridge at night and by day, read as the navigator reads it: every series of every chart
 * (meteogram, model comparison, ensemble legend, plume) differs from the others of its chart in
 * dash, width or marker, as its legend row says it is drawn; every visible text of each tab meets
 * the palette's contrast (4.5:1 day, 3:1 night) computed from the colours the browser computed;
 * and the departure table, the exceedance list and the storm list fit the side panel at 1280x800
 * without a cell wrapping into more than two lines.
 */

const tabs = ['Route', 'Forecast', 'Risk', 'Report', 'Settings', 'Shore', 'Routing'] as const;

/** Test code compiles without the DOM library: the little of the page the callbacks read. */
type El = {
  dataset: Record<string, string | undefined>;
  children: ArrayLike<El>;
  childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
  parentElement: El | null;
  tagName: string;
  textContent: string | null;
  closest(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  getClientRects(): ArrayLike<{ width: number; height: number; top: number }>;
  getBoundingClientRect(): { width: number; height: number };
};
type PageGlobals = {
  document: El & { body: El; createRange(): { selectNodeContents(node: El): void; getClientRects(): ArrayLike<{ width: number; top: number }> } };
  getComputedStyle(element: El): Record<string, string>;
};

async function choosePalette(page: Page, palette: 'day' | 'night') {
  await callFromPage(page, 'setSettings', { palette });
  await page.locator(`html[data-palette="${palette}"]`).waitFor({ state: 'attached' });
}

async function openTab(page: Page, tab: (typeof tabs)[number]) {
  await page.getByRole('tab', { name: new RegExp(tab) }).click();
  await page.waitForTimeout(300);
}

interface ChartSeries {
  chart: string;
  rows: { label: string; style: string; dash: string; width: string; marker: string; kind: string }[];
}

/** Each chart's legend keys, as the legend rows say they are drawn. */
function chartSeries(page: Page): Promise<ChartSeries[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobals;
    const read = (row: El) => ({
      label: (row.textContent ?? '').trim().slice(0, 40),
      style: row.dataset.seriesStyle ?? '',
      dash: row.dataset.seriesDash ?? '',
      width: row.dataset.seriesWidth ?? '',
      marker: row.dataset.seriesMarker ?? '',
      kind: row.dataset.seriesKind ?? '',
    });
    const charts = Array.from(document.querySelectorAll('.uplot')).map((chart) => ({
      chart: (chart.closest('[data-chart], [data-testid]')?.dataset.chart ?? chart.closest('[data-testid]')?.dataset.testid ?? '?') + ': ' + (chart.querySelectorAll('.u-title')[0]?.textContent ?? ''),
      rows: Array.from(chart.querySelectorAll('.u-legend .u-series')).slice(1).map(read),
    }));
    const legend = document.querySelectorAll('[data-testid="meteogram-ensemble-legend"]')[0];
    if (legend !== undefined) {
      // One key per element: its band, median and control, drawn together, on its chart.
      const keys = Array.from(legend.querySelectorAll('.meteogram-ensemble-key')).map((key) => {
        const samples = Array.from(key.querySelectorAll('[data-series-style]')).map(read);
        const joined = (field: 'style' | 'dash' | 'width' | 'marker' | 'kind') => samples.map((each) => each[field]).join('+');
        return { onChart: key.dataset.chart ?? null, row: { label: (key.textContent ?? '').trim(), style: joined('style'), dash: joined('dash'), width: joined('width'), marker: joined('marker'), kind: joined('kind') } };
      });
      for (const chart of new Set(keys.flatMap((key) => (key.onChart === null ? [] : [key.onChart])))) {
        charts.push({ chart: `ensemble legend on ${chart}`, rows: keys.filter((key) => key.onChart === chart || key.onChart === null).map((key) => key.row) });
      }
    }
    return charts;
  });
}

function expectSeriesApart(charts: ChartSeries[], where: string) {
  expect(charts.length, where).toBeGreaterThan(0);
  for (const { chart, rows } of charts) {
    for (const row of rows) expect(row.style, `${where}, ${chart}: "${row.label}" has no drawn key`).not.toBe('');
    const looks = rows.map((row) => `${row.kind}|${row.dash}|${row.width}|${row.marker}`);
    expect(new Set(looks).size, `${where}, ${chart}: ${JSON.stringify(rows)}`).toBe(rows.length);
  }
}

interface TextSample {
  text: string;
  colour: string;
  opacity: number;
  /** Background colours from the text's element up to the root, innermost first. */
  backgrounds: string[];
}

/** Every element that shows text of its own, with its colour and the backgrounds behind it. */
function visibleTexts(page: Page): Promise<TextSample[]> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
    const samples: TextSample[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const own = Array.from(element.childNodes).filter((node) => node.nodeType === 3 && (node.textContent ?? '').trim() !== '');
      if (own.length === 0 || ['SCRIPT', 'STYLE', 'OPTION', 'TITLE'].includes(element.tagName)) continue;
      const style = getComputedStyle(element);
      if (element.getClientRects().length === 0 || style.visibility !== 'visible') continue;
      // Inactive controls are exempt (WCAG 1.4.3), as is what they hold.
      if (element.closest(':disabled, [aria-disabled="true"], [hidden]') !== null) continue;
      let opacity = 1;
      const backgrounds: string[] = [];
      for (let at: El | null = element; at !== null; at = at.parentElement) {
        const atStyle = getComputedStyle(at);
        opacity *= Number(atStyle.opacity);
        backgrounds.push(atStyle.backgroundColor ?? 'transparent');
      }
      if (opacity === 0) continue;
      samples.push({ text: own.map((node) => node.textContent ?? '').join(' ').trim().slice(0, 50), colour: style.color ?? '', opacity, backgrounds });
    }
    return samples;
  });
}

/** The texts below the palette's minimum, with their ratios. */
function lowContrast(samples: TextSample[], minimum: number): string[] {
  return samples.flatMap(({ text, colour, opacity, backgrounds }) => {
    // The backgrounds laid up from the root's: what is behind the text where it is drawn.
    const layers = backgrounds.map((each) => parseColour(each)).reverse();
    const back = layers.reduce<Rgba>((below, layer) => (layer === null ? below : over(layer, below)), { red: 0, green: 0, blue: 0, alpha: 1 });
    const front = parseColour(colour);
    if (front === null) return [`"${text}": colour ${colour} not read`];
    const ratio = contrastRatio(over({ ...front, alpha: front.alpha * opacity }, back), back);
    return ratio + 1e-9 < minimum ? [`"${text}" ${colour} on ${JSON.stringify(back)}: ${ratio.toFixed(2)}`] : [];
  });
}

/** Cells (and storm list lines) wrapped into more than `lines` lines, with their text. */
function wrappedCells(page: Page, selector: string, lines: number): Promise<string[]> {
  return page.evaluate(
    ({ selector, lines }) => {
      const { document } = globalThis as unknown as PageGlobals;
      return Array.from(document.querySelectorAll(selector)).flatMap((cell) => {
        // The lines the text itself takes (not the cell's height, which its row's tallest cell sets).
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)));
        return tops.size > lines ? [`${tops.size} lines: "${(cell.textContent ?? '').trim()}"`] : [];
      });
    },
    { selector, lines },
  );
}

describe('legibility: series apart without colour, text contrast, tables that fit', () => {
  let browser: Browser;
  let host: StartedHost;

  useHostAndBrowser((started) => ({ host, browser } = started), { demoStorms: stormAcrossBarbadosCrossing });

  it('tells every series apart in night and day, keeps text readable on every tab, and fits the tables', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1280, height: 800 });
    page.on('dialog', (dialog) => void dialog.accept());
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    await choosePalette(page, 'day');
    const voyage = await createBarbadosCrossing(page, 'Legibility passage');
    // Limits low enough that the demo's seas break them: the exceedance list has rows.
    const profiles = await callFromPage(page, 'listVesselProfiles', {});
    const profile = profiles[0]!;
    await callFromPage(page, 'saveVesselProfile', { ...profile, limits: { ...profile.limits, significantWaveHeightM: { value: 2, severity: 'soft' }, windKn: { value: 15, severity: 'hard' } } });

    // The forecast, the ensemble along the route (Risk tab), a second model, the best departure.
    await openTab(page, 'Forecast');
    await page.getByTestId('voyage-choice').selectOption(voyage.id);
    await page.getByTestId('open-voyage').click();
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page, { timeout: 60_000 });
    await openTab(page, 'Risk');
    const ensembleButton = page.locator('.ensemble-fetch');
    await expect.poll(async () => (await ensembleButton.textContent()) ?? '', { timeout: 30_000 }).toMatch(/Ensemble risk \(/);
    await ensembleButton.click();
    await expect.poll(() => page.locator('.ensemble-legs tbody tr').count(), { timeout: 90_000 }).toBe(2);
    await page.getByTestId('plume-waypoint').selectOption('1');
    const plumeButton = page.getByTestId('fetch-plume');
    await expect.poll(() => plumeButton.textContent(), { timeout: 30_000 }).toMatch(/^Ensemble plume here \(/);
    await plumeButton.click();
    await page.getByTestId('plume-windSpeed').waitFor({ timeout: 60_000 });
    await page.locator('.storm-item').first().waitFor({ timeout: 30_000 });

    await openTab(page, 'Forecast');
    await page.getByTestId('meteogram-ensemble-legend').waitFor({ timeout: 30_000 });
    await page.getByTestId('compare-model').selectOption('marine:noaa-ww3');
    await expect.poll(() => page.getByTestId('add-model').textContent(), { timeout: 30_000 }).toMatch(/\(([\d,]+ simulated credits?|cached, no credits)\)/);
    await page.getByTestId('add-model').click();
    await page.locator('[data-testid="model-comparison-chart"] div[data-points]').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('departure-every').fill('12');
    await page.getByTestId('departure-window').fill('48');
    const compare = page.getByTestId('compare-departures');
    await expect.poll(() => compare.textContent(), { timeout: 30_000 }).toMatch(/Compare \(/);
    await compare.click();
    await expect.poll(() => page.locator('.departure-table tbody tr.departure-row').count(), { timeout: 90_000 }).toBe(5);
    await expect.poll(() => page.locator('[data-testid="exceedances"] tbody tr[data-kind="forecast"]').count()).toBeGreaterThan(0);

    // Tables that fit: no cell of the departure table or the exceedance list, no line of the storm list, over two lines.
    const tableCells = '.departure-table th, .departure-table td, [data-testid="exceedances"] th, [data-testid="exceedances"] td';
    expect(await wrappedCells(page, tableCells, 2)).toEqual([]);
    // And none reaches past the window's edge, cut off, for want of wrapping.
    const overhang = await page.evaluate(() => {
      const { document } = globalThis as unknown as PageGlobals & { document: { documentElement: { clientWidth: number } } };
      return Array.from(document.querySelectorAll('.departure-table, [data-testid="exceedances"] table')).map((table) => ({
        table: (table as unknown as { className: string; textContent: string }).textContent.slice(0, 60),
        pixels: (table as unknown as { getBoundingClientRect(): { right: number } }).getBoundingClientRect().right - document.documentElement.clientWidth,
      }));
    });
    await page.locator('.departure-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'legibility-departure-table-day');
    for (const { table, pixels } of overhang) expect(pixels, table).toBeLessThanOrEqual(0);
    await page.locator('.departure-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'legibility-departure-table-day');
    await page.getByTestId('exceedances').scrollIntoViewIfNeeded();
    await screenshot(page, 'legibility-exceedances-day');
    await openTab(page, 'Risk');
    expect(await wrappedCells(page, '.storm-item .storm-figures, .storm-item .storm-cpa, .storm-item .storm-verdict, .ensemble-legs th, .ensemble-legs td', 2)).toEqual([]);
    await page.locator('.storm-list').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'legibility-storm-list-day');

    for (const palette of ['night', 'day'] as const) {
      await choosePalette(page, palette);
      const failures: string[] = [];
      for (const tab of tabs) {
        await openTab(page, tab);
        await page.mouse.move(5, 795);
        failures.push(...lowContrast(await visibleTexts(page), textContrastMinimum[palette]).map((each) => `${palette} ${tab}: ${each}`));
        await screenshot(page, `legibility-${tab.toLowerCase()}-${palette}`);
      }
      expect(failures).toEqual([]);

      await openTab(page, 'Forecast');
      await meteogramDrawn(page);
      const forecastCharts = await chartSeries(page);
      // The meteogram's seven charts, the model comparison's, and the ensemble legend.
      expect(forecastCharts.filter((chart) => chart.chart.startsWith('wind') || chart.chart.startsWith('waves'))).toHaveLength(2);
      expect(forecastCharts.some((chart) => chart.chart.startsWith('model-comparison-chart'))).toBe(true);
      expectSeriesApart(forecastCharts, `${palette} Forecast`);
      await page.locator('.meteogram-chart[data-chart="waves"]').scrollIntoViewIfNeeded();
      await screenshot(page, `legibility-meteogram-${palette}`);
      await openTab(page, 'Risk');
      // The plume is the tab's own state: asked again after a tab change (from the cache, no credits).
      if ((await page.getByTestId('plume-windSpeed').count()) === 0) {
        await page.getByTestId('plume-waypoint').selectOption('1');
        await expect.poll(() => page.getByTestId('fetch-plume').textContent(), { timeout: 30_000 }).toMatch(/^Ensemble plume here \(/);
        await page.getByTestId('fetch-plume').click();
      }
      await page.getByTestId('plume-windSpeed').waitFor({ timeout: 60_000 });
      const riskCharts = await chartSeries(page);
      expect(riskCharts.some((chart) => chart.chart.startsWith('plume-probability'))).toBe(true);
      expectSeriesApart(riskCharts, `${palette} Risk`);
      await page.getByTestId('ensemble-plume').scrollIntoViewIfNeeded();
      await screenshot(page, `legibility-plume-${palette}`);
    }
    expect(errors).toEqual([]);
  }, 400_000);
});
