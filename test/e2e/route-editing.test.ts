import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { callFromPage, launchChromium, openApp, screenshot, startWebHost, type StartedHost } from './harness';
import { drawnWaypoints, pagePoint, showView, whenChartReady } from './route-chart-page';

/**
 * The route editing paths route-planning.test.ts does not drive: a waypoint inserted by clicking
 * a leg, deleted by the Delete key and by the chart's context menu, undone and redone; voyages
 * renamed, duplicated and deleted in the list; a vessel profile chosen and edited. 1600 x 900,
 * like the chart tests, so the route panel has its wide layout.
 */
const viewport = { width: 1600, height: 900 };
const etdUtcMs = Date.UTC(2026, 11, 1, 6, 0);

/** Three waypoints in open water west of Portugal (no port symbol under them), 12 kn rhumb legs. */
const westOfPortugal: NewVoyage = {
  name: 'Leixoes offing to the Azores',
  waypoints: [
    { id: 'a', name: 'Start', lat: 41, lon: -12 },
    { id: 'b', name: 'Turn', lat: 40, lon: -17 },
    { id: 'c', name: 'End', lat: 39, lon: -22 },
  ],
  legs: [
    { geometry: 'rhumb', speedKn: 12 },
    { geometry: 'rhumb', speedKn: 12 },
  ],
  departure: { mode: 'departAt', etdUtcMs },
};

async function names(page: Page): Promise<string[]> {
  return page.getByTestId('route-row').locator('input[aria-label^="Name of waypoint"]').evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
}

const etas = (page: Page) => page.getByTestId('eta-utc').allTextContents();

/** "01 Dec 06:00Z" (the table's short form) as ms, in December 2026. */
function shortUtcMs(text: string): number {
  const match = /^(\d\d) (\w{3}) (\d\d):(\d\d)Z$/.exec(text);
  if (!match) throw new Error(`not a short UTC time: "${text}"`);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(match[2] ?? '');
  return Date.UTC(2026, month, Number(match[1]), Number(match[3]), Number(match[4]));
}

/** Creates the voyage in the store, reloads and opens it from the list as a navigator would. */
async function openSavedVoyage(page: Page, voyage: NewVoyage) {
  await whenChartReady(page);
  await callFromPage(page, 'createVoyage', voyage);
  await page.reload();
  await whenChartReady(page);
  await page.getByRole('button', { name: voyage.name, exact: true }).click();
  await expect.poll(() => page.getByTestId('route-row').count()).toBe(voyage.waypoints?.length ?? 0);
  // The local times arrive from the place search and may reflow the panel, and with it move the
  // chart under a click worked out in pixels: wait until every one is settled.
  await expect.poll(() => page.locator('.route-table .local-time').allTextContents()).not.toContainEqual(expect.stringMatching(/^…/));
}

describe('route editing', () => {
  let host: StartedHost;
  let browser: Browser;

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  it('inserts a waypoint on a leg, deletes with the Delete key and the context menu, and undoes and redoes each', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await openSavedVoyage(page, westOfPortugal);
    await showView(page, [40, -17], 6);
    const etasBefore = await etas(page);
    expect(etasBefore).toHaveLength(3);

    // A click on the middle of the first leg (a rhumb line is straight on the Mercator chart).
    await page.getByRole('button', { name: /Edit route/ }).click();
    const start = await pagePoint(page, [41, -12]);
    const turn = await pagePoint(page, [40, -17]);
    await page.mouse.click((start.x + turn.x) / 2, (start.y + turn.y) / 2);
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(4);
    const inserted = (await drawnWaypoints(page))[1];
    expect(inserted?.[0]).toBeCloseTo(40.5, 0);
    expect(inserted?.[1]).toBeCloseTo(-14.5, 0);
    expect(await names(page)).toEqual(['Start', 'WP 4', 'Turn', 'End']);
    // The new waypoint has its own ETA between its neighbours'; the later rows moved down one.
    const etasInserted = await etas(page);
    expect(etasInserted).toHaveLength(4);
    expect(etasInserted[0]).toBe(etasBefore[0]);
    expect(shortUtcMs(etasInserted[1] ?? '')).toBeGreaterThan(shortUtcMs(etasBefore[0] ?? ''));
    expect(shortUtcMs(etasInserted[1] ?? '')).toBeLessThan(shortUtcMs(etasBefore[1] ?? ''));
    // On the line, so the later times stay within the minute the click's pixel may add.
    expect(Math.abs(shortUtcMs(etasInserted[3] ?? '') - shortUtcMs(etasBefore[2] ?? ''))).toBeLessThanOrEqual(2 * 60_000);
    await expect.poll(() => page.locator('tr.selected input[aria-label^="Name of waypoint"]').inputValue()).toBe('WP 4');
    await screenshot(page, 'route-editing-inserted');

    // Edit mode off, the focus on a button, not in a field: Delete removes the selected waypoint.
    await page.getByRole('button', { name: /Editing route/ }).click();
    await page.keyboard.press('Delete');
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(3);
    expect(await names(page)).toEqual(['Start', 'Turn', 'End']);
    expect(await etas(page)).toEqual(etasBefore);
    await page.keyboard.press('Control+z');
    await expect.poll(() => names(page)).toEqual(['Start', 'WP 4', 'Turn', 'End']);
    expect((await drawnWaypoints(page))[1]).toEqual(inserted);
    await page.keyboard.press('Control+y');
    await expect.poll(() => names(page)).toEqual(['Start', 'Turn', 'End']);

    // The context menu of a waypoint on the chart deletes it (the table's row goes too).
    const turnNow = await pagePoint(page, [40, -17]);
    await page.mouse.click(turnNow.x, turnNow.y, { button: 'right' });
    const menuDelete = page.getByRole('button', { name: 'Delete waypoint 2' });
    await expect.poll(() => menuDelete.count()).toBe(1);
    await screenshot(page, 'route-editing-context-menu');
    await menuDelete.click();
    await expect.poll(() => names(page)).toEqual(['Start', 'End']);
    expect(await drawnWaypoints(page)).toEqual([
      [41, -12],
      [39, -22],
    ]);
    // Undo from the panel's button, redo from the keyboard, undo again: the turn is back.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => names(page)).toEqual(['Start', 'Turn', 'End']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => names(page)).toEqual(['Start', 'End']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => names(page)).toEqual(['Start', 'Turn', 'End']);
    expect(await etas(page)).toEqual(etasBefore);
    await expect.poll(() => page.getByTestId('unsaved-mark').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('renames, duplicates and deletes voyages in the list', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await whenChartReady(page);
    await page.getByLabel('New voyage name').fill('Rotterdam to Bilbao');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Rotterdam to Bilbao/ }).count()).toBe(1);
    const row = (name: string) => page.getByTestId('voyage-row').filter({ has: page.getByRole('button', { name, exact: true }) });

    // An empty name is refused with a message; the typed name is kept for correcting.
    await row('Rotterdam to Bilbao').getByRole('button', { name: 'Rename' }).click();
    const nameField = page.getByLabel('Voyage name', { exact: true });
    const renameForm = page.getByTestId('voyage-row').filter({ has: nameField });
    await nameField.fill('   ');
    await renameForm.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'A voyage name cannot be empty' }).count()).toBe(1);
    await nameField.fill('Rotterdam to Bilbao, laden');
    await renameForm.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect.poll(() => row('Rotterdam to Bilbao, laden').count()).toBe(1);
    // The open voyage takes the new name too.
    await expect.poll(() => page.getByRole('heading', { name: /Rotterdam to Bilbao, laden/ }).count()).toBe(1);

    await row('Rotterdam to Bilbao, laden').getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => row('Rotterdam to Bilbao, laden (copy)').count()).toBe(1);
    expect(await row('Rotterdam to Bilbao, laden').count()).toBe(1);
    await screenshot(page, 'route-editing-voyages');

    // Delete asks first; Keep keeps it; Delete in the dialog removes only the copy.
    await row('Rotterdam to Bilbao, laden (copy)').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await row('Rotterdam to Bilbao, laden (copy)').count()).toBe(1);
    await row('Rotterdam to Bilbao, laden (copy)').getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByRole('alertdialog').textContent()).toContain('Rotterdam to Bilbao, laden (copy)');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row('Rotterdam to Bilbao, laden (copy)').count()).toBe(0);
    expect(await row('Rotterdam to Bilbao, laden').count()).toBe(1);
    // The store agrees with the list, and the open voyage was not the one deleted.
    const stored = await callFromPage(page, 'listVoyages', {});
    expect(stored.filter((each) => each.name.startsWith('Rotterdam')).map((each) => each.name)).toEqual(['Rotterdam to Bilbao, laden']);
    expect(await page.getByRole('heading', { name: /Rotterdam to Bilbao, laden/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('chooses and edits the vessel profile of a voyage, whose service speed the next new leg takes', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    // One waypoint: the first leg laid takes the vessel's service speed (later ones copy their neighbour).
    await openSavedVoyage(page, { name: 'Profile trial', waypoints: westOfPortugal.waypoints?.slice(0, 1), legs: [], departure: westOfPortugal.departure });
    const profilesBefore = await callFromPage(page, 'listVesselProfiles', {});
    const defaultProfile = profilesBefore[0];
    if (!defaultProfile) throw new Error('the store starts with no vessel profile');

    await page.locator('details.vessel-profile > summary').click();
    const form = page.locator('details.vessel-profile');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Coaster Freya');
    // A speed outside 0 to 60 kn is refused with what is allowed.
    await form.getByRole('textbox', { name: /^Service speed kn/ }).fill('75');
    await form.getByRole('button', { name: 'Save as new profile' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/speed above 0 and up to 60 kn/);
    await form.getByRole('textbox', { name: /^Service speed kn/ }).fill('9,5');
    await form.getByRole('textbox', { name: /^Max Hs m/ }).fill('3.5');
    await form.getByLabel('Max Hs m: warn or avoid').selectOption('hard');
    await form.getByRole('textbox', { name: /^Max wind kn/ }).fill('');
    await form.getByRole('button', { name: 'Save as new profile' }).click();
    await expect.poll(() => form.locator('summary').textContent()).toBe('Vessel: Coaster Freya · 9.5 kn');
    expect(await form.getByLabel('Profile').inputValue()).not.toBe(defaultProfile.id);
    await screenshot(page, 'route-editing-vessel-profile');

    const profiles = await callFromPage(page, 'listVesselProfiles', {});
    const freya = profiles.find((each) => each.name === 'Coaster Freya');
    expect(freya?.serviceSpeedKn).toBe(9.5);
    expect(freya?.limits.significantWaveHeightM).toEqual({ value: 3.5, severity: 'hard' });
    expect(freya?.limits.windKn ?? null).toBeNull();
    // The old profile is kept as it was for the voyages that use it.
    expect(profiles.find((each) => each.id === defaultProfile.id)).toEqual(defaultProfile);

    // A leg laid now takes the chosen vessel's service speed.
    await showView(page, [40, -14], 6);
    await page.getByRole('button', { name: /Edit route/ }).click();
    const beyond = await pagePoint(page, [38, -20]);
    await page.mouse.click(beyond.x, beyond.y);
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(2);
    expect(await page.getByLabel(/Speed of leg 1 to WP 2/).inputValue()).toBe('9.5');

    // Editing the chosen profile in place: the summary follows once it is saved.
    await form.getByRole('textbox', { name: /^Service speed kn/ }).fill('10');
    await form.getByRole('button', { name: 'Save profile', exact: true }).click();
    await expect.poll(() => form.locator('summary').textContent()).toBe('Vessel: Coaster Freya · 10 kn');

    // Choosing the other profile back, then saving the voyage, stores the choice.
    await form.getByLabel('Profile').selectOption(defaultProfile.id);
    await expect.poll(() => form.locator('summary').textContent()).toBe(`Vessel: ${defaultProfile.name} · ${defaultProfile.serviceSpeedKn} kn`);
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('unsaved-mark').count()).toBe(0);
    const saved = (await callFromPage(page, 'listVoyages', {})).find((each) => each.name === 'Profile trial');
    expect(saved?.vesselProfileId).toBe(defaultProfile.id);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
