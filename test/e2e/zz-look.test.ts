import { it } from 'vitest';
import { launchChromium, openApp, screenshot, startWebHost } from './harness';
it('look', async () => {
  const host = await startWebHost();
  const browser = await launchChromium();
  const { page, errors } = await openApp(browser, `${host.url}&e2e`);
  await page.waitForFunction(() => document.documentElement.dataset.chartReady === 'true');
  await page.getByLabel('New voyage name').fill('Rotterdam to Singapore');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByLabel('Port or place name').fill('Rotterd');
  await page.getByRole('button', { name: 'Departure' }).first().click();
  await page.getByLabel('Port or place name').fill('Singap');
  await page.getByRole('button', { name: 'Arrival' }).first().click();
  await page.waitForTimeout(1500);
  await screenshot(page, 'look-route');
  console.log(errors);
  await browser.close(); await host.close();
}, 60000);
