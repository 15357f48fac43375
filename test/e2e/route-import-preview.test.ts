import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { whenChartReady } from './route-chart-page';

/**
 * Issue 22: a plotter's recorded track (test/fixtures/gpx, written for Passage's tests to mirror
 * a Garmin plotter's two-segment track) imported through the UI: the preview draws it, says how
 * many points became how many waypoints and the largest deviation, lets the navigator pick one
 * segment and a wider tolerance, and becomes a voyage only when accepted. An RTZ's great-circle
 * leg is drawn curved, its rhumb leg straight; Escape or Cancel leaves nothing behind.
 */

/** The preview's drawn legs as the chart holds them (Leaflet's own polyline), lat/lng per point. */
function drawnPreviewLegs(page: Page) {
  return page.evaluate(() => {
    type Drawn = { options: { className?: string }; getLatLngs(): { lat: number; lng: number }[][] };
    const map = (globalThis as unknown as { __passageMap: { eachLayer(visit: (layer: unknown) => void): void } }).__passageMap;
    const legs: { lat: number; lng: number }[][] = [];
    map.eachLayer((layer) => {
      const drawn = layer as Partial<Drawn>;
      if (drawn.options?.className === 'import-preview-route' && drawn.getLatLngs) legs.push(...drawn.getLatLngs().map((leg) => leg.map(({ lat, lng }) => ({ lat, lng }))));
    });
    return legs;
  });
}

/** Degrees of latitude the drawn leg stands north of the straight Mercator line between its ends, at most. */
function bowNorthDeg(leg: readonly { lat: number; lng: number }[]): number {
  const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const latOf = (y: number) => ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;
  const first = leg[0]!;
  const last = leg.at(-1)!;
  return Math.max(
    ...leg.map((point) => {
      const t = (point.lng - first.lng) / (last.lng - first.lng);
      return point.lat - latOf(mercatorY(first.lat) + t * (mercatorY(last.lat) - mercatorY(first.lat)));
    }),
  );
}

const channelToNantucket = `<?xml version="1.0" encoding="UTF-8"?>
<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2">
  <routeInfo routeName="Bishop Rock to Nantucket"/>
  <waypoints>
    <waypoint id="1" revision="0" name="Off Bishop Rock"><position lat="49.733333" lon="-6.666667"/></waypoint>
    <waypoint id="2" revision="0" name="South of the Grand Banks" radius="1.2"><position lat="43" lon="-50"/><leg geometryType="Orthodrome" speedMax="14"/></waypoint>
    <waypoint id="3" revision="0" name="South of Nantucket Shoals"><position lat="40.416667" lon="-69.5"/><leg geometryType="Loxodrome" speedMax="14"/></waypoint>
  </waypoints>
</route>
`;
describe('route import preview', () => {
  let host: StartedHost;
  let browser: Browser;

  useHostAndBrowser((started) => ({ host, browser } = started));

  it('previews a GPX track as a simplified route, then accepts it as a voyage', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`);
    await whenChartReady(page);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-import-preview-'));
    const file = path.join(folder, 'solent-track.gpx');
    fs.copyFileSync(new URL('../fixtures/gpx/plotter-track-two-segments-timed.gpx', import.meta.url), file);
    await page.getByLabel(/Import route file/).setInputFiles(file);
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect.poll(() => preview.count(), { timeout: 60_000 }).toBe(1);
    fs.rmSync(folder, { recursive: true, force: true });

    const summary = preview.locator('.import-simplification');
    await expect.poll(() => summary.textContent()).toMatch(/^360 points → \d+ waypoints within 0\.1 nm; largest deviation 0\.0\d\d nm/);
    const joined = Number(/→ (\d+) waypoints/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(await preview.locator('.import-table tbody tr').count()).toBe(joined);
    expect(await preview.getByRole('listitem').first().textContent()).toContain('360 points →');
    // Not a voyage yet: nothing in the list, the route drawn dashed on the chart.
    expect(await page.getByTestId('voyage-row').count()).toBe(0);
    await expect.poll(() => page.locator('.chart').getAttribute('data-import-preview-waypoints')).toBe(String(joined));
    // The chart went to the track (the Solent), from its opening view of the North Atlantic.
    await expect.poll(async () => Number(await page.locator('.chart').getAttribute('data-center-lat'))).toBeGreaterThan(50);
    await expect.poll(async () => Number(await page.locator('.chart').getAttribute('data-center-lng'))).toBeGreaterThan(-2);
    await screenshot(page, 'route-import-preview-track');

    // One segment, then a tighter tolerance: the wobble of the helm shows as more waypoints.
    await preview.getByLabel('Segments').selectOption('1');
    await expect.poll(() => summary.textContent()).toMatch(/^150 points → /);
    await preview.getByLabel('Cross-track tolerance (nm)').fill('0.005');
    await preview.getByRole('button', { name: 'Simplify again' }).click();
    await expect.poll(() => summary.textContent()).toMatch(/^150 points → \d+ waypoints within 0\.005 nm/);
    await preview.getByLabel('Segments').selectOption('all');
    await expect.poll(() => summary.textContent()).toMatch(/^360 points → \d+ waypoints within 0\.005 nm/);
    const tight = Number(/→ (\d+) waypoints/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(tight).toBeGreaterThan(joined);

    await preview.getByRole('button', { name: 'Accept as voyage' }).click();
    // The route table draws only the rows in view; its row count (header + waypoints) says all.
    await expect.poll(() => page.getByRole('table', { name: 'Route' }).getAttribute('aria-rowcount'), { timeout: 30_000 }).toBe(String(tight + 1));
    expect(await page.getByRole('region', { name: 'Import preview' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Route files' }).getByRole('status').textContent()).toContain('Imported solent-track.gpx as “2025-06-14 07:00:00”');
    await screenshot(page, 'route-import-preview-accepted');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('reorders a waypoint-only GPX before accepting, and lists the warnings folded', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`);
    await whenChartReady(page);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-import-waypoints-'));
    const file = path.join(folder, 'handheld-waypoints.gpx');
    fs.copyFileSync(new URL('../fixtures/gpx/handheld-waypoints-only.gpx', import.meta.url), file);
    await page.getByLabel(/Import route file/).setInputFiles(file);
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect.poll(() => preview.count(), { timeout: 60_000 }).toBe(1);
    fs.rmSync(folder, { recursive: true, force: true });

    const names = () => preview.locator('.import-table tbody tr td:nth-child(2)').allTextContents();
    expect(await names()).toEqual(['HAMBLE', 'CALSHT', 'BRMBL', 'NEEDLS', 'ANVIL', 'PORTLB']);
    // By button: BRMBL before CALSHT.
    await preview.getByRole('row', { name: /BRMBL/ }).click();
    await preview.getByRole('button', { name: 'Move up' }).click();
    expect(await names()).toEqual(['HAMBLE', 'BRMBL', 'CALSHT', 'NEEDLS', 'ANVIL', 'PORTLB']);
    // By keyboard: Down selects the next row, Alt+Up twice carries PORTLB above ANVIL and NEEDLS.
    const portland = preview.getByRole('row', { name: /PORTLB/ });
    await portland.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(names).toEqual(['HAMBLE', 'BRMBL', 'CALSHT', 'PORTLB', 'NEEDLS', 'ANVIL']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(names).toEqual(['HAMBLE', 'BRMBL', 'CALSHT', 'PORTLB', 'ANVIL', 'NEEDLS']);
    expect(await preview.getByRole('row', { name: /NEEDLS/ }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'route-import-preview-waypoints-reordered');

    await preview.getByRole('button', { name: 'Accept as voyage' }).click();
    const table = page.getByRole('table', { name: 'Route' });
    await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 30_000 }).toBe('7');
    const accepted = await page
      .getByTestId('route-row')
      .locator('input[aria-label^="Name of waypoint"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
    expect(accepted).toEqual(['HAMBLE', 'BRMBL', 'CALSHT', 'PORTLB', 'ANVIL', 'NEEDLS']);
    // The status says how many warnings, and lists them rather than running them into one paragraph.
    const status = page.getByRole('region', { name: 'Route files' }).getByRole('status');
    expect(await status.locator('p').textContent()).toMatch(/^Imported handheld-waypoints\.gpx as “.+”, with \d+ warnings?:$/);
    const listed = status.getByRole('list', { name: 'Warnings of the import' }).getByRole('listitem');
    const warningCount = Number(/with (\d+) warnings?/.exec((await status.locator('p').textContent()) ?? '')?.[1]);
    expect(warningCount).toBeGreaterThan(3);
    expect(await listed.count()).toBe(3);
    await status.scrollIntoViewIfNeeded();
    await screenshot(page, 'route-import-preview-waypoints-accepted');
    await status.getByRole('button', { name: `${warningCount - 3} more` }).click();
    await expect.poll(() => listed.count()).toBe(warningCount);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('draws an RTZ great-circle leg curved and its rhumb leg straight; Escape and Cancel leave the chart and the voyages as they were; accepted, a turn radius stays with its waypoint', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`);
    await callFromPage(page, 'setSettings', { palette: 'day' });
    await whenChartReady(page);
    // A voyage open (and any the earlier imports saved): the preview must change none of them.
    await callFromPage(page, 'createVoyage', { name: 'Open before the import', waypoints: [{ id: 'a', name: 'Off Selsey', lat: 50.45, lon: -0.5 }, { id: 'b', name: 'South of the Wight', lat: 50.2, lon: -1.5 }], legs: [{ geometry: 'rhumb', speedKn: 12 }] });
    await page.getByRole('button', { name: 'Open before the import', exact: true }).click();
    const table = page.getByRole('table', { name: 'Route' });
    await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 30_000 }).not.toBeNull();
    const before = { voyages: await page.getByTestId('voyage-row').allTextContents(), rows: await table.getAttribute('aria-rowcount'), open: await page.locator('.voyage-row.open').textContent() };

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-import-orthodrome-'));
    const file = path.join(folder, 'Bishop Rock to Nantucket.rtz');
    fs.writeFileSync(file, channelToNantucket);
    const preview = page.getByRole('region', { name: 'Import preview' });
    const importFile = async () => {
      await page.getByLabel(/Import route file/).setInputFiles(file);
      await expect.poll(() => preview.count(), { timeout: 60_000 }).toBe(1);
      await expect.poll(async () => (await drawnPreviewLegs(page)).length).toBe(2);
    };
    await importFile();
    const [greatCircle, rhumb] = await drawnPreviewLegs(page);
    // The great circle from Bishop Rock bows north of the straight chart line, by degrees mid-ocean; the rhumb leg is that line.
    expect(bowNorthDeg(greatCircle!)).toBeGreaterThan(2);
    expect(Math.abs(bowNorthDeg(rhumb!))).toBeLessThan(0.01);
    expect(greatCircle!.length).toBeGreaterThan(10);
    await screenshot(page, 'route-import-preview-great-circle-day');
    await callFromPage(page, 'setSettings', { palette: 'night' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.palette)).toBe('night');
    await screenshot(page, 'route-import-preview-great-circle-night');

    const nothingLeft = async () => {
      await expect.poll(() => preview.count()).toBe(0);
      await expect.poll(async () => (await drawnPreviewLegs(page)).length).toBe(0);
      expect(await page.locator('.chart').getAttribute('data-import-preview-waypoints')).toBeNull();
      expect(await page.getByTestId('voyage-row').allTextContents()).toEqual(before.voyages);
      expect(await table.getAttribute('aria-rowcount')).toBe(before.rows);
      expect(await page.locator('.voyage-row.open').textContent()).toBe(before.open);
      expect(await page.getByTestId('unsaved-mark').count()).toBe(0);
    };
    // Escape, straight after the file is read: the preview goes, and all it drew.
    await page.keyboard.press('Escape');
    await nothingLeft();
    // Again, and Cancel.
    await importFile();
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await nothingLeft();
    await callFromPage(page, 'setSettings', { palette: 'day' });
    await screenshot(page, 'route-import-preview-cancelled');

    // Accepted, the RTZ waypoint's turn radius stays with the waypoint and shows under its name.
    await importFile();
    await preview.getByRole('button', { name: 'Accept as voyage' }).click();
    await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 30_000 }).toBe('4');
    const radii = page.getByTestId('route-row').getByTestId('waypoint-radii');
    await expect.poll(() => radii.allTextContents()).toEqual(['turn 1.2 nm']);
    expect(await page.getByTestId('route-row').nth(1).getByTestId('waypoint-radii').count()).toBe(1);
    await page.getByTestId('route-row').nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'route-import-rtz-turn-radius-day');
    fs.rmSync(folder, { recursive: true, force: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
