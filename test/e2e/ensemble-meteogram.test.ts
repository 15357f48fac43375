import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultVesselProfile } from '../../src/shared/voyage/vessel-profile';
import path from 'node:path';
import { callFromPage, launchChromium, openApp, resultsDir, screenshot, startWebHost, type StartedHost } from './harness';

/**
 * The ensemble along the route in the meteogram, and the ensemble at a point in the Risk tab, end
 * to end against the demo service with its scenario storm across the route: the band has one point
 * per sample, the probability strip holds the very figures of the ensemble answer (and its highest
 * per leg is what the Risk tab lists), the members show on demand, and the storm's closest approach
 * is marked on the time axis.
 */
/** Test code compiles without the DOM library: the little of an element the page callbacks read. */
type WithDataset = { dataset: Record<string, string | undefined> };

const HOUR_MS = 3_600_000;
// 15°N from 60°W to 40°W through a midway waypoint: about 97 h at 12 kn; the storm crosses 50°W 48 h out.
const route = [
  { name: 'Off Barbados', lat: 15, lon: -60 },
  { name: 'Midway', lat: 15, lon: -50 },
  { name: 'Mid-Atlantic', lat: 15, lon: -40 },
];
const etdUtcMs = Math.floor(Date.now() / 60_000) * 60_000 + HOUR_MS;

async function choosePalette(page: Page, digit: 1 | 3, name: string) {
  await page.keyboard.press(`Control+Shift+Digit${digit}`);
  await page.locator(`html[data-palette="${name}"]`).waitFor({ state: 'attached' });
}

async function dataset(page: Page, selector: string): Promise<Record<string, string | undefined>> {
  return page.locator(selector).evaluate((node) => ({ ...(node as unknown as WithDataset).dataset }));
}

describe('ensemble in the meteogram and at a point', () => {
  let browser: Browser;
  let host: StartedHost;

  beforeAll(async () => {
    browser = await launchChromium();
    host = await startWebHost({ demoStorms: { crossRoute: [route[0]!, route[2]!], at: etdUtcMs + 48 * HOUR_MS } });
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  it('draws the band, the probability strip, the members and the storm CPA over the voyage time axis', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1280, height: 1700 });
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    // Limits low enough that the demo's seas give shares between 0 and 1.
    const profiles = await callFromPage(page, 'listVesselProfiles', {});
    const limits = { ...defaultVesselProfile.limits, significantWaveHeightM: { value: 3, severity: 'soft' as const }, windKn: { value: 22, severity: 'soft' as const }, swellM: { value: 2.5, severity: 'hard' as const } };
    await callFromPage(page, 'saveVesselProfile', { ...profiles[0]!, limits });
    const voyage = await callFromPage(page, 'createVoyage', {
      name: 'Ensemble across the Atlantic',
      vesselProfileId: profiles[0]!.id,
      waypoints: route.map((point, index) => ({ id: `wp${index + 1}`, ...point })),
      legs: [
        { geometry: 'rhumb', speedKn: 12 },
        { geometry: 'rhumb', speedKn: 12 },
      ],
      departure: { mode: 'departAt', etdUtcMs },
    });
    await choosePalette(page, 1, 'day');

    // The forecast first, in the Forecast tab.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('voyage-choice').selectOption(voyage.id);
    await page.getByTestId('open-voyage').click();
    await page.getByTestId('fetch-forecast').click();
    await page.locator('.meteogram-chart[data-points]').first().waitFor();
    await expect.poll(() => page.locator('.meteogram-ensemble-hint').count()).toBe(1);

    // The ensemble, in the Risk tab.
    await page.keyboard.press('Alt+Digit3');
    const button = page.locator('.ensemble-fetch');
    await expect.poll(async () => (await button.textContent()) ?? '', { timeout: 15_000 }).toMatch(/Ensemble risk \(\d+ credits, \d+ positions\)/);
    await button.click();
    const rows = page.locator('.ensemble-legs tbody tr');
    await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBe(2);
    const legFigures = await rows.evaluateAll((nodes) => nodes.map((node) => Array.from((node as unknown as { children: ArrayLike<{ textContent: string | null }> }).children, (cell) => cell.textContent ?? '')));

    // The same answer again, from the cache: what the meteogram must draw.
    const { value: result, provenance } = await callFromPage(page, 'ensembleAlongRoute', { voyageId: voyage.id });
    expect(provenance.source).toBe('cache');
    const sampleCount = result.samples.length;
    expect(sampleCount).toBeGreaterThan(8);

    await page.keyboard.press('Alt+Digit2');
    await page.getByTestId('meteogram-ensemble-legend').waitFor();
    expect(await page.getByTestId('meteogram-ensemble-legend').textContent()).toMatch(new RegExp(`Ensemble ${result.model.name}, ${result.model.members} members, run `));
    // One band point per sample on the wave and wind charts.
    expect((await dataset(page, '.meteogram-chart[data-chart="waves"]')).ensemble).toBe(`significantWaveHeight:${sampleCount},swellHeight:${sampleCount}`);
    expect((await dataset(page, '.meteogram-chart[data-chart="wind"]')).ensemble).toBe(`windSpeed:${sampleCount}`);
    expect((await dataset(page, '.meteogram-chart[data-chart="periods"]')).ensemble).toBe('');

    // The strip: per limit, one cell per sample holding the answer's share of members.
    const strip = page.getByTestId('probability-strip');
    await strip.waitFor();
    for (const [limit, column] of [['significantWaveHeightM', 'Hs'], ['windKn', 'Wind'], ['swellM', 'Swell']] as const) {
      const cells = strip.locator(`[data-limit="${limit}"] .meteogram-probability-cell`);
      const drawn = await cells.evaluateAll((nodes) => nodes.map((node) => (node as unknown as WithDataset).dataset.probability ?? ''));
      expect(drawn).toHaveLength(sampleCount);
      const expected = result.samples.map((sample) => {
        const exceedance = sample.byLimit[limit];
        return exceedance?.status === 'ok' ? String(exceedance.probability) : '';
      });
      expect(drawn).toEqual(expected);
      // The highest per leg is the Risk tab's figure for that leg.
      const columnIndex = ['Hs', 'Wind', 'Swell'].indexOf(column) + 1;
      for (const [legIndex, figures] of legFigures.entries()) {
        const onLeg = result.samples.flatMap((sample, index) => (sample.legIndex === legIndex && drawn[index] !== '' ? [Number(drawn[index])] : []));
        expect(figures[columnIndex], `${limit} leg ${legIndex}`).toMatch(new RegExp(`^${Math.round(Math.max(...onLeg) * 100)} % at `));
      }
    }
    const anyCell = strip.locator('[data-limit="windKn"] .meteogram-probability-cell').first();
    expect(await anyCell.getAttribute('title')).toMatch(/^Wind > 22 kn at .*: \d+ % \(\d+ of \d+ members\)$/);

    // The storm's closest approach on the time axis.
    expect((await dataset(page, '.meteogram-chart[data-chart="wind"]')).stormMarks).toMatch(/Scenario \d+ nm/);

    await page.getByTestId('meteogram').scrollIntoViewIfNeeded();
    await screenshot(page, 'ensemble-meteogram-day');
    await page.getByTestId('meteogram').screenshot({ path: path.join(resultsDir, 'ensemble-meteogram-panel-day.png') });

    // Members: the check box, then the shortcut hides them again.
    expect((await dataset(page, '.meteogram-chart[data-chart="waves"]')).members).toBe('0');
    await page.getByTestId('ensemble-members').check();
    await expect.poll(async () => (await dataset(page, '.meteogram-chart[data-chart="waves"]')).members).toBe(String(2 * result.model.members));
    // Palette keys do nothing while a field has the focus.
    await page.getByTestId('ensemble-members').blur();
    await choosePalette(page, 3, 'night');
    await screenshot(page, 'ensemble-meteogram-members-night');
    await page.getByTestId('meteogram').screenshot({ path: path.join(resultsDir, 'ensemble-meteogram-panel-members-night.png') });
    await page.locator('body').press('Alt+Shift+KeyM');
    await expect.poll(async () => (await dataset(page, '.meteogram-chart[data-chart="waves"]')).members).toBe('0');
    expect(await page.getByTestId('ensemble-members').isChecked()).toBe(false);
    await screenshot(page, 'ensemble-meteogram-night');

    expect(errors).toEqual([]);
  }, 120_000);
});
