import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultVesselProfile } from '../../src/shared/voyage/vessel-profile';
import path from 'node:path';
import { callFromPage, choosePalette, openApp, resultsDir, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { createBarbadosCrossing, meteogramDrawn, stormAcrossBarbadosCrossing } from './forecast-steps';

/**
 * The ensemble along the route in the meteogram, and the ensemble at a point in the Risk tab, end
 * to end against the demo service with its scenario storm across the route: the band has one point
 * per sample, the probability strip holds the very figures of the ensemble answer (and its highest
 * per leg is what the Risk tab lists), the members show on demand, and the storm's closest approach
 * is marked on the time axis.
 */
/** Test code compiles without the DOM library: the little of an element the page callbacks read. */
type WithDataset = { dataset: Record<string, string | undefined> };

async function dataset(page: Page, selector: string): Promise<Record<string, string | undefined>> {
  return page.locator(selector).evaluate((node) => ({ ...(node as unknown as WithDataset).dataset }));
}

describe('ensemble in the meteogram and at a point', () => {
  let browser: Browser;
  let host: StartedHost;

  useHostAndBrowser((started) => ({ host, browser } = started), { demoStorms: stormAcrossBarbadosCrossing });

  it('draws the band, the probability strip, the members and the storm CPA over the voyage time axis', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1280, height: 1700 });
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    // Limits low enough that the demo's seas give shares between 0 and 1.
    const profiles = await callFromPage(page, 'listVesselProfiles', {});
    const limits = { ...defaultVesselProfile.limits, significantWaveHeightM: { value: 3, severity: 'soft' as const }, windKn: { value: 22, severity: 'soft' as const }, swellM: { value: 2.5, severity: 'hard' as const } };
    await callFromPage(page, 'saveVesselProfile', { ...profiles[0]!, limits });
    const voyage = await createBarbadosCrossing(page, 'Ensemble across the Atlantic', profiles[0]!.id);
    await choosePalette(page, 'day');

    // The forecast first, in the Forecast tab.
    await page.getByRole('tab', { name: /Forecast/ }).click();
    await page.getByTestId('voyage-choice').selectOption(voyage.id);
    await page.getByTestId('open-voyage').click();
    await page.getByTestId('fetch-forecast').click();
    await meteogramDrawn(page);
    await expect.poll(() => page.locator('.meteogram-ensemble-hint').count()).toBe(1);

    // The ensemble, in the Risk tab.
    await page.keyboard.press('Alt+Digit3');
    const button = page.locator('.ensemble-fetch');
    await expect.poll(async () => (await button.textContent()) ?? '', { timeout: 15_000 }).toMatch(/Ensemble risk \([\d,]+ simulated credits, \d+ positions\)/);
    // Above the confirmation threshold the one credit gate asks first: the navigator agrees.
    page.once('dialog', (dialog) => void dialog.accept());
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
        // A leg with no sample of its own takes the nearest one in time (unit-tested in ensemble-risk.test.ts).
        if (onLeg.length === 0) continue;
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
    await expect.poll(async () => (await dataset(page, '.meteogram-chart[data-chart="waves"]')).members).toBe(String(2 * result.model.members!));
    // Palette keys do nothing while a field has the focus.
    await page.getByTestId('ensemble-members').blur();
    await choosePalette(page, 'night');
    await screenshot(page, 'ensemble-meteogram-members-night');
    await page.getByTestId('meteogram').screenshot({ path: path.join(resultsDir, 'ensemble-meteogram-panel-members-night.png') });
    await page.locator('body').press('Alt+Shift+KeyM');
    await expect.poll(async () => (await dataset(page, '.meteogram-chart[data-chart="waves"]')).members).toBe('0');
    expect(await page.getByTestId('ensemble-members').isChecked()).toBe(false);
    await screenshot(page, 'ensemble-meteogram-night');

    expect(errors).toEqual([]);
  }, 120_000);

  it('picks a point on the chart (no waypoint added, Escape cancels) or a waypoint with its ETA, shows the cost, then the plume', async () => {
    const { page, errors } = await openApp(browser, host.url, { width: 1280, height: 1500 });
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    const voyage = await createBarbadosCrossing(page, 'Plume passage');
    await choosePalette(page, 'day');
    await page.keyboard.press('Alt+Digit3');
    await page.getByRole('button', { name: 'Plume passage' }).click();
    const section = page.getByTestId('ensemble-point');
    await section.waitFor();
    const chart = page.locator('.leaflet-container');
    const waypointsOnChart = async () => JSON.parse((await dataset(page, '.leaflet-container')).routeWaypoints ?? '[]') as unknown[];
    await expect.poll(waypointsOnChart).toHaveLength(3);

    // Edit mode on: a click would add a waypoint; picking takes the click instead.
    await page.locator('body').press('e');
    await expect.poll(() => chart.getAttribute('class')).toContain('route-editing');
    await page.getByTestId('pick-on-chart').click();
    await expect.poll(() => chart.getAttribute('class')).toContain('point-picking');
    await expect.poll(() => chart.getAttribute('class')).not.toContain('route-editing');
    await chart.click({ position: { x: 380, y: 520 } });
    await expect.poll(async () => (await dataset(page, '.leaflet-container')).pickedPoint ?? '').not.toBe('');
    expect(await waypointsOnChart()).toHaveLength(3);
    const [pickedLat, pickedLon] = ((await dataset(page, '.leaflet-container')).pickedPoint ?? '').split(',').map(Number);
    expect(await page.getByTestId('plume-target').textContent()).toMatch(/^\d\d°\d\d\.\d{3}'[NS] \d{3}°\d\d\.\d{3}'[EW], picked on the chart$/);
    expect(await chart.getAttribute('class')).not.toContain('point-picking');

    // Escape cancels a pick: the next click is an ordinary one.
    await page.getByTestId('pick-on-chart').click();
    await expect.poll(() => page.getByTestId('pick-on-chart').textContent()).toMatch(/Escape cancels/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('pick-on-chart').textContent()).toBe('Pick on chart');
    await chart.click({ position: { x: 200, y: 300 } });
    expect((await dataset(page, '.leaflet-container')).pickedPoint).toBe(`${pickedLat!.toFixed(4)},${pickedLon!.toFixed(4)}`);

    // The cost first, then the plume.
    const fetchButton = page.getByTestId('fetch-plume');
    await expect.poll(() => fetchButton.textContent(), { timeout: 15_000 }).toMatch(/^Ensemble plume here \([\d,]+ simulated credits?\)$/);
    await fetchButton.click();
    await page.getByTestId('plume-significantWaveHeight').waitFor();
    const models = await callFromPage(page, 'getMarineEnsembleModels', { query: {} });
    const model = models.value.models[0]!;
    const raw = await callFromPage(page, 'getMarineEnsemblePoint', {
      query: { lat: Math.round(pickedLat! * 1e4) / 1e4, lon: Math.round(pickedLon! * 1e4) / 1e4, model: model.id, elements: ['significantWaveHeight', 'windSpeed', 'swellHeight'].filter((id) => model.elements.some((each) => each.id === id)) },
    });
    expect(raw.provenance.source).toBe('cache');
    const hsSteps = raw.value.elements.find((entry) => entry.element === 'significantWaveHeight')!.data!;
    expect((await dataset(page, '[data-testid="plume-significantWaveHeight"]')).points).toBe(String(hsSteps.length));
    // The chance over time: share of members above the profile's Hs limit at each step, counted here.
    const profiles = await callFromPage(page, 'listVesselProfiles', {});
    const hsLimit = profiles[0]!.limits.significantWaveHeightM!.value;
    const expectedHs = hsSteps.map((step) => {
      const members = Object.entries(step.value).filter(([key]) => key.startsWith('member')).map(([, member]) => member);
      return members.filter((member) => member !== null && member > hsLimit).length / members.length;
    });
    const drawnLimits = (await dataset(page, '[data-testid="plume-probability"]')).limits ?? '';
    const drawnHs = drawnLimits.split('|').find((entry) => entry.startsWith('significantWaveHeightM:'))!.slice('significantWaveHeightM:'.length).split(' ').map(Number);
    expect(drawnHs).toEqual(expectedHs);
    await page.getByTestId('plume-members').check();
    await expect.poll(async () => (await dataset(page, '[data-testid="plume-significantWaveHeight"]')).members).toBe(String(model.members));
    await page.getByTestId('plume-members').blur();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'ensemble-plume-day');

    // A waypoint brings its ETA, marked on the plume.
    await page.getByTestId('plume-waypoint').selectOption('1');
    await expect.poll(() => page.getByTestId('plume-target').textContent()).toMatch(/, waypoint 2 Midway; ETA \d\d \w{3} \d\d:\d\dZ$/);
    // The ensemble along the route may already have asked there (the same question): then it is cached.
    await expect.poll(() => fetchButton.textContent(), { timeout: 15_000 }).toMatch(/^Ensemble plume here \(([\d,]+ simulated credits?|cached, no credits)\)$/);
    await fetchButton.click();
    await page.getByTestId('plume-windSpeed').waitFor();
    await page.getByTestId('plume-waypoint').blur();
    await choosePalette(page, 'night');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'ensemble-plume-night');
    expect(voyage.waypoints).toHaveLength(3);
    expect(errors).toEqual([]);
  }, 120_000);
});
