import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { midChannel, whenChartReady } from './route-chart-page';

/**
 * Issue 29 point 2 in the port search: each port found shows its channel depth and maximum draft
 * from the World Port Index, and a mark where the vessel's draft (profile) exceeds them, before
 * the navigator makes it the departure or arrival.
 */
const viewport = { width: 1600, height: 900 };

const voyage = midChannel;

describe('port search draft limits', () => {
  let host: StartedHost;
  let browser: Browser;
  useHostAndBrowser((started) => ({ host, browser } = started));

  it('shows each port found with its depths, and marks the ones shallower than the ship draws', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await whenChartReady(page);
    const [profile] = await callFromPage(page, 'listVesselProfiles', {});
    if (!profile) throw new Error('no default vessel profile');
    await callFromPage(page, 'saveVesselProfile', { ...profile, draftM: 12 });
    await callFromPage(page, 'createVoyage', voyage);
    await page.getByRole('button', { name: voyage.name, exact: true }).click();
    const search = page.getByLabel('Port or place name');
    const found = page.getByRole('list', { name: 'Ports found' }).getByRole('listitem');

    // Rotterdam: channel 11.0 m in the index, less than the 12 m the ship draws.
    await search.fill('Rotterdam');
    const rotterdam = found.filter({ hasText: 'Rotterdam (' }).first().getByTestId('port-draft-limits');
    await expect.poll(() => rotterdam.textContent(), { timeout: 20_000 }).toBe('channel 11.0 m, max draft not given ⚠ too shallow for 12.0 m');
    expect(await rotterdam.getAttribute('data-too-shallow')).toBe('true');
    await screenshot(page, 'port-search-draft-too-shallow-day');

    // Maputo: channel 13.3 m and maximum draft 12.9 m, both above 12 m: no mark.
    await search.fill('Maputo');
    const maputo = found.filter({ hasText: 'Maputo (' }).first().getByTestId('port-draft-limits');
    await expect.poll(() => maputo.textContent(), { timeout: 20_000 }).toBe('channel 13.3 m, max draft 12.9 m');
    expect(await maputo.getAttribute('data-too-shallow')).toBe('false');

    // A deeper ship, saved as another window would save it: Maputo's maximum draft of 12.9 m is now
    // the limit, in the search already shown.
    await callFromPage(page, 'saveVesselProfile', { ...profile, draftM: 13 });
    await expect.poll(() => maputo.textContent(), { timeout: 20_000 }).toBe('channel 13.3 m, max draft 12.9 m ⚠ too shallow for 13.0 m');
    await expect(maputo.getByRole('strong').getAttribute('title')).resolves.toBe("Maputo: maximum draft 12.9 m (World Port Index), less than the ship's draft of 13.0 m");
    await screenshot(page, 'port-search-draft-maputo-day');
    expect(errors).toEqual([]);
  });
});
