import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { callFromPage, openApp, openSavedVoyage, screenshot, type StartedHost, useHostAndBrowser } from './harness';
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

/** The voyage opened from the list (the harness's openSavedVoyage), its rows and local times settled. */
async function openSettledVoyage(page: Page, voyage: NewVoyage) {
  await openSavedVoyage(page, voyage);
  await expect.poll(() => page.getByTestId('route-row').count()).toBe(voyage.waypoints?.length ?? 0);
  // The local times arrive from the place search and may reflow the panel, and with it move the
  // chart under a click worked out in pixels: wait until every one is settled.
  await expect.poll(() => page.locator('.route-table .local-time').allTextContents()).not.toContainEqual(expect.stringMatching(/…$/));
}

describe('route editing', () => {
  let host: StartedHost;
  let browser: Browser;

  useHostAndBrowser((started) => ({ host, browser } = started));

  it('inserts a waypoint on a leg, deletes with the Delete key and the context menu, and undoes and redoes each', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await openSettledVoyage(page, westOfPortugal);
    await showView(page, [40, -17], 6);
    const etasBefore = await etas(page);
    expect(etasBefore).toHaveLength(3);

    await expect.poll(async () => (await drawnWaypoints(page)).length).toBe(3);
    // A click on the middle of the first leg (a rhumb line is straight on the Mercator chart).
    await page.getByRole('button', { name: /Edit route/ }).click();
    const start = await pagePoint(page, [41, -12]);
    const turn = await pagePoint(page, [40, -17]);
    await page.mouse.click((start.x + turn.x) / 2, (start.y + turn.y) / 2);
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(4);
    const inserted = (await drawnWaypoints(page))[1];
    expect(inserted?.[0]).toBeCloseTo(40.5, 0);
    expect(inserted?.[1]).toBeCloseTo(-14.5, 0);
    expect(await names(page)).toEqual(['Start', 'WP 2', 'Turn', 'End']);
    // The new waypoint has its own ETA between its neighbours'; the later rows moved down one.
    const etasInserted = await etas(page);
    expect(etasInserted).toHaveLength(4);
    expect(etasInserted[0]).toBe(etasBefore[0]);
    expect(shortUtcMs(etasInserted[1] ?? '')).toBeGreaterThan(shortUtcMs(etasBefore[0] ?? ''));
    expect(shortUtcMs(etasInserted[1] ?? '')).toBeLessThan(shortUtcMs(etasBefore[1] ?? ''));
    // On the line, so the later times stay within the minute the click's pixel may add.
    expect(Math.abs(shortUtcMs(etasInserted[3] ?? '') - shortUtcMs(etasBefore[2] ?? ''))).toBeLessThanOrEqual(2 * 60_000);
    await expect.poll(() => page.locator('tr.selected input[aria-label^="Name of waypoint"]').inputValue()).toBe('WP 2');
    await screenshot(page, 'route-editing-inserted');

    // Edit mode off, the focus on a button, not in a field: Delete removes the selected waypoint.
    await page.getByRole('button', { name: /Editing route/ }).click();
    await page.keyboard.press('Delete');
    await expect.poll(() => page.getByTestId('route-row').count()).toBe(3);
    expect(await names(page)).toEqual(['Start', 'Turn', 'End']);
    expect(await etas(page)).toEqual(etasBefore);
    await page.keyboard.press('Control+z');
    await expect.poll(() => names(page)).toEqual(['Start', 'WP 2', 'Turn', 'End']);
    expect((await drawnWaypoints(page))[1]).toEqual(inserted);
    await page.keyboard.press('Control+y');
    await expect.poll(() => names(page)).toEqual(['Start', 'Turn', 'End']);
    // The chart redraws in an effect after the table: a right-click must wait for it, as an eye would.
    await expect.poll(async () => (await drawnWaypoints(page)).length).toBe(3);

    // The context menu of a waypoint on the chart deletes it (the table's row goes too).
    const turnNow = await pagePoint(page, [40, -17]);
    await page.mouse.click(turnNow.x, turnNow.y, { button: 'right' });
    const menuDelete = page.getByRole('button', { name: 'Delete waypoint 2' });
    await expect.poll(() => menuDelete.count()).toBe(1);
    // Leaflet fades a popup in: the screenshot waits until it is shown as the navigator sees it.
    await expect.poll(() => page.locator('.route-menu').evaluate((menu) => getComputedStyle(menu).opacity)).toBe('1');
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
    await openSettledVoyage(page, { name: 'Profile trial', waypoints: westOfPortugal.waypoints?.slice(0, 1), legs: [], departure: westOfPortugal.departure });
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
    // A new service speed asks whether every leg takes it (issue 29); accepted, the leg does, and the form says so.
    await form.getByRole('textbox', { name: /^Service speed kn/ }).fill('10');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await form.getByRole('button', { name: 'Save profile', exact: true }).click();
    await expect.poll(() => form.locator('summary').textContent()).toBe('Vessel: Coaster Freya · 10 kn');
    await expect.poll(() => asked).toEqual([expect.stringMatching(/^Apply the new service speed of 10 kn to every leg of this voyage \(1 leg\)\? /)]);
    await expect.poll(() => page.getByLabel(/Speed of leg 1 to WP 2/).inputValue()).toBe('10.0');
    expect(await page.getByTestId('profile-saved').textContent()).toMatch(/saved; 10 kn applied to every leg \(1 leg\)/);

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

  it('plans backwards from a required arrival typed in UTC, and explains a time it cannot read', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await openSettledVoyage(page, { ...westOfPortugal, name: 'Arrive by trial' });
    const departureField = page.getByLabel('Departure UTC');
    // The field is text in UTC on the 24-hour clock, never the PC's 12-hour locale.
    expect(await departureField.inputValue()).toBe('2026-12-01 06:00Z');
    expect(await page.locator('.departure-form').textContent()).toContain('local 01 Dec 05:00 (UTC−1, nautical zone)');

    // Switching to "Arrive by" keeps the times: the arrival becomes the required one.
    const arrivalBefore = await page.getByTestId('arrival-utc').textContent();
    await page.getByLabel('Arrive by').check();
    const arrivalField = page.getByLabel('Required arrival UTC');
    expect(await arrivalField.inputValue()).toBe(`2026-12-02 ${arrivalBefore?.slice(7, 12)}Z`);

    // A day November does not have: refused, explained, and what was typed stays for correcting.
    await arrivalField.fill('31 Nov 2026 1200');
    await arrivalField.press('Enter');
    const problem = page.locator('.departure-form [role="alert"]');
    await expect.poll(() => problem.textContent()).toBe('November 2026 has no day 31 (1 to 30)');
    expect(await arrivalField.inputValue()).toBe('31 Nov 2026 1200');
    expect(await arrivalField.getAttribute('aria-invalid')).toBe('true');
    // A US 12-hour entry is not guessed at: the message lists the forms that are read.
    await arrivalField.fill('12/02/2026 3:00 PM');
    await arrivalField.press('Enter');
    await expect.poll(() => problem.textContent()).toBe(
      '"12/02/2026 3:00 PM" is not a date and time: type UTC, 24-hour, as 2026-11-25 06:00, 2026-11-25T06:00Z, 25 Nov 2026 0600 or 251200Z NOV 26',
    );
    await screenshot(page, 'route-editing-utc-field-refused');

    // A date-time group as a message gives it: arrival fixed, departure worked back.
    await arrivalField.fill('021200Z DEC 26');
    await arrivalField.press('Enter');
    await expect.poll(() => arrivalField.inputValue()).toBe('2026-12-02 12:00Z');
    expect(await problem.count()).toBe(0);
    await expect.poll(() => page.getByTestId('arrival-utc').textContent()).toBe('02 Dec 12:00Z');
    const rowEtas = await etas(page);
    expect(rowEtas.at(-1)).toBe('02 Dec 12:00Z');
    const totals = (await page.getByTestId('route-totals').textContent()) ?? '';
    const distanceNm = Number(/Distance([\d.]+) nm/.exec(totals)?.[1]);
    const departure = /Departure(\d\d \w{3} \d\d:\d\dZ)/.exec(totals)?.[1] ?? '';
    // Every leg at 12 kn: the departure is the arrival less distance / speed (the distance shown
    // to 0.1 nm, so within a minute).
    const expectedEtdMs = Date.UTC(2026, 11, 2, 12, 0) - (distanceNm / 12) * 3_600_000;
    expect(Math.abs(shortUtcMs(departure) - expectedEtdMs)).toBeLessThanOrEqual(60_000);
    expect(rowEtas[0]).toBe(departure);
    expect(await page.locator('.departure-form').textContent()).toContain('local 02 Dec 11:00 (UTC−1, nautical zone)');
    await screenshot(page, 'route-editing-arrive-by');
    // Palette keys never fire while typing: leave the field first.
    await arrivalField.blur();
    const palette = () => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string | undefined> } } }).document.documentElement.dataset.palette);
    await page.keyboard.press('Control+Shift+3');
    await expect.poll(palette).toBe('night');
    await screenshot(page, 'route-editing-arrive-by-night');
    await page.keyboard.press('Control+Shift+1');
    await expect.poll(palette).toBe('day');

    // Saved, the voyage keeps its required arrival; back to "Depart at", the worked-out ETD is kept.
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('unsaved-mark').count()).toBe(0);
    const saved = (await callFromPage(page, 'listVoyages', {})).find((each) => each.name === 'Arrive by trial');
    expect(saved?.departure).toEqual({ mode: 'arriveBy', etaUtcMs: Date.UTC(2026, 11, 2, 12, 0) });
    await page.getByLabel('Depart at').check();
    // The field's "2026-11-30 20:18Z" is the totals' "30 Nov 20:18Z".
    expect(Date.parse((await departureField.inputValue()).replace(' ', 'T').replace('Z', ':00Z'))).toBe(shortUtcMs(departure));
    // Typed in ISO form with a T and a Z: the route's times follow.
    await departureField.fill('2026-12-01T06:00Z');
    await departureField.press('Tab');
    await expect.poll(() => page.getByTestId('route-totals').textContent()).toContain('Departure01 Dec 06:00Z');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('gives each ETA the local time of the port in whose approaches it lies, else the nautical zone, offline too', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, viewport);
    await openSettledVoyage(page, {
      name: 'Singapore to the Andaman Sea',
      waypoints: [
        // Off Singapore: the World Port Index's nearest port is Pulau Bukom (1°14'N 103°46'E).
        { id: 's', name: 'Singapore', lat: 1.25, lon: 103.8 },
        { id: 'm', name: 'Off Langkawi', lat: 6.5, lon: 98.5 },
        { id: 'a', name: 'Andaman Sea', lat: 8, lon: 95 },
      ],
      legs: [
        { geometry: 'rhumb', speedKn: 14 },
        { geometry: 'greatCircle', speedKn: 14 },
      ],
      departure: { mode: 'departAt', etdUtcMs },
    });
    const localTimes = () => page.locator('.route-table .local-time').allTextContents();
    // Polled: until the port list is in, the first row shows its nautical zone, then the port's zone.
    const check = () =>
      expect
        .poll(localTimes)
        .toEqual(['01 Dec 14:00 (UTC+8, Pulau Bukom)', expect.stringMatching(/^\d\d Dec \d\d:\d\d \(UTC\+7, nautical zone\)$/), expect.stringMatching(/^\d\d Dec \d\d:\d\d \(UTC\+6, nautical zone\)$/)]);
    // The port's zone costs a credit: looked up once asked through the credit gate (issue 19), then cached.
    await page.getByTestId('look-up-port-zones').click();
    await check();
    expect(await page.locator('.departure-form').textContent()).toContain('local 01 Dec 14:00 (UTC+8, Pulau Bukom)');
    await screenshot(page, 'route-editing-local-times');

    // Offline, the port's zone comes from the cache of the nearby lookup.
    await page.reload();
    await whenChartReady(page);
    await page.locator('body').press('Shift+O');
    await expect.poll(() => page.locator('.status-bar').textContent()).toMatch(/Offline/i);
    await page.getByRole('button', { name: 'Singapore to the Andaman Sea', exact: true }).click();
    await expect.poll(() => localTimes()).not.toContainEqual(expect.stringMatching(/…$/));
    await check();
    await page.locator('body').press('Shift+O');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows the whole route table, ETA and local time included: at 1920 x 1080 in the widened panel, at 1280 x 800 by scrolling sideways with the waypoint held in view', async () => {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      const { page, errors } = await openApp(browser, `${host.url}&e2e`, size);
      await whenChartReady(page);
      await page.getByRole('button', { name: 'Singapore to the Andaman Sea', exact: true }).click();
      await expect.poll(() => page.getByTestId('route-row').count()).toBe(3);
      await expect.poll(() => page.locator('.route-table .local-time').allTextContents()).not.toContainEqual(expect.stringMatching(/…$/));
      // The panel widened as far as it goes (40 % of the screen: the chart keeps the rest).
      await page.getByTestId('panel-separator').focus();
      await page.keyboard.press('End');
      expect(Number(await page.getByTestId('panel-separator').getAttribute('aria-valuenow'))).toBe(Math.floor(size.width * 0.4));
      const wrap = page.locator('.route-table-wrap');
      const fit = () =>
        wrap.evaluate((node) => {
          const box = node as unknown as { scrollWidth: number; clientWidth: number; getBoundingClientRect(): { left: number; right: number } };
          return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, left: box.getBoundingClientRect().left, right: box.getBoundingClientRect().right };
        });
      if (size.width >= 1920) {
        // Wide enough: nothing scrolled out of sight.
        await expect.poll(async () => { const now = await fit(); return now.scrollWidth - now.clientWidth; }).toBeLessThanOrEqual(0);
      } else {
        // Scrolled to its right end: the ETAs come into view and the waypoints' names stay beside them.
        await wrap.evaluate((node) => {
          (node as unknown as { scrollLeft: number; scrollWidth: number }).scrollLeft = (node as unknown as { scrollWidth: number }).scrollWidth;
        });
        for (const name of await page.locator('.route-table tbody td:nth-child(2)').all()) {
          const box = await name.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual((await fit()).left - 0.5);
        }
      }
      const { right } = await fit();
      for (const cell of await page.locator('.route-table td.eta').all()) {
        const box = await cell.boundingBox();
        expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(right + 0.5);
      }
      await screenshot(page, `route-editing-table-${size.width}x${size.height}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 60_000);
});
