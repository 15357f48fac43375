import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { focusedLabel, openApp, openSavedVoyage, screenshot, type StartedHost, useHostAndBrowser } from './harness';
import { drawnWaypoints, pagePoint, showView } from './route-chart-page';

/**
 * The route table of a 5,000-waypoint voyage (issue 17): only the rows in view are in the page,
 * and everything a navigator does with the table still works: ↑/↓ between rows, typing in a cell,
 * a waypoint clicked on the chart brought into view in the table and edited there.
 */

/** 5,000 waypoints west to east along 30°N, 0.05° apart, 12 kn rhumb legs. */
const size = 5_000;
const longVoyage: NewVoyage = {
  name: 'Five thousand waypoints along 30N',
  waypoints: Array.from({ length: size }, (_, index) => ({ id: `wp-${index + 1}`, name: `WP ${index + 1}`, lat: 30, lon: -75 + index * 0.01 })),
  legs: Array.from({ length: size - 1 }, () => ({ geometry: 'rhumb' as const, speedKn: 12 })),
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6) },
};

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

describe('a 5,000-waypoint route table', () => {
  it('keeps only the rows in view in the page, moves by keys, and shows the waypoint chosen on the chart', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1280, height: 800 });
    await openSavedVoyage(page, longVoyage);
    await expect.poll(async () => (await drawnWaypoints(page)).length, { timeout: 30_000 }).toBe(size);

    // The whole route is the table's (its row count and scroll height), a few dozen rows are in the page.
    const rows = page.getByTestId('route-row');
    expect(await page.getByRole('table', { name: 'Route' }).getAttribute('aria-rowcount')).toBe(String(size + 1));
    const inPage = await rows.count();
    expect(inPage).toBeGreaterThan(5);
    expect(inPage).toBeLessThan(60);
    const scrollHeightPx = await page.locator('.route-table-wrap').evaluate((box) => (box as unknown as { scrollHeight: number }).scrollHeight);
    expect(scrollHeightPx).toBeGreaterThan(size * 30);
    // Each row's fields are a form of their own, all the form there is: Chromium's autofill reads
    // the form typed in after every keystroke (route/route-row.tsx).
    type Control = { form: { id: string; elements: { length: number } } | null };
    type Row = { querySelectorAll(selector: string): ArrayLike<Control> };
    const rowForms = await rows.evaluateAll((all) =>
      (all as unknown as Row[]).map((row) => {
        const controls = Array.from(row.querySelectorAll('input, select'));
        return { ids: [...new Set(controls.map((control) => control.form?.id ?? null))], controls: controls.length, inForm: controls[0]?.form?.elements.length ?? 0 };
      }),
    );
    for (const row of rowForms) {
      expect(row.ids).toHaveLength(1);
      expect(row.ids[0]).not.toBeNull();
      expect(row.inForm).toBe(row.controls);
    }
    expect(new Set(rowForms.map((row) => row.ids[0])).size).toBe(rowForms.length);

    // ↓ from the first name goes down the column; typing renames that waypoint.
    await page.getByLabel('Name of waypoint 1', { exact: true }).click();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedLabel(page)).toBe('Name of waypoint 4');
    await page.keyboard.press('End');
    await page.keyboard.type(' turn');
    await expect.poll(() => page.getByLabel('Name of waypoint 4', { exact: true }).inputValue()).toBe('WP 4 turn');

    // A waypoint far down the route, clicked on the chart: its row is scrolled into view and selected.
    const far = longVoyage.waypoints?.[3999];
    if (!far) throw new Error('no waypoint 4000');
    await showView(page, [far.lat, far.lon], 12);
    const onChart = await pagePoint(page, [far.lat, far.lon]);
    await page.mouse.click(onChart.x, onChart.y);
    const selectedName = page.locator('tr.selected input[aria-label^="Name of waypoint"]');
    await expect.poll(() => selectedName.inputValue()).toBe('WP 4000');
    // Inside the table's scroll box, below its header: seen, not only in the page.
    const inView = async () => {
      const box = await page.locator('.route-table-wrap').boundingBox();
      const header = await page.locator('.route-table thead').boundingBox();
      const row = await page.locator('tr.selected').boundingBox();
      return JSON.stringify({ top: (row?.y ?? 0) >= (header?.y ?? 0) + (header?.height ?? 0) - 1, bottom: (row?.y ?? 0) + (row?.height ?? 0) <= (box?.y ?? 0) + (box?.height ?? 0) + 1, row, box });
    };
    await expect.poll(async () => JSON.parse(await inView()) as { top: boolean; bottom: boolean }).toMatchObject({ top: true, bottom: true });
    expect(await rows.count()).toBeLessThan(60);

    // Its latitude typed in the table moves it on the chart, the other 4,999 stay.
    await page.getByLabel('Latitude of WP 4000', { exact: true }).fill("30°06.000'N");
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await drawnWaypoints(page))[3999]).toEqual([30.1, Number(far.lon.toFixed(4))]);
    const drawn = await drawnWaypoints(page);
    expect(drawn[3998]).toEqual([30, Number((longVoyage.waypoints?.[3998]?.lon ?? 0).toFixed(4))]);
    await screenshot(page, 'long-route-table-5000');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
