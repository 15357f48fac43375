// A 10-day Yokohama to San Francisco voyage of `count` waypoints spaced evenly on the great circle,
// with rhumb legs: the long voyage of the scale benchmarks (issue 17).
import type { Page } from 'playwright-core';
import { greatCircleLeg } from '../../src/shared/geo';
import { callFromPage } from '../e2e/harness';

const hourMs = 3_600_000;

export function transpacificVoyage(count: number, etdUtcMs: number) {
  const line = greatCircleLeg({ lat: 35.3, lon: 139.9 }, { lat: 37.7, lon: -122.7 });
  const waypoints = Array.from({ length: count }, (_, index) => {
    const { lat, lon } = line.positionAtNm((line.distanceNm * index) / (count - 1));
    return { id: `w${index}`, name: `WP${index + 1}`, lat, lon };
  });
  const speedKn = line.distanceNm / 240;
  return { name: `Transpacific ${count}`, waypoints, legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn })), departure: { mode: 'departAt' as const, etdUtcMs } };
}

/**
 * Saves the voyage (departing at the next whole hour) and chooses it in the Forecast tab of a
 * reloaded page, ready to be opened; the service's rate limit raised so a long route is not held.
 */
export async function chooseTranspacificVoyage(page: Page, count: number): Promise<{ id: string }> {
  await callFromPage(page, 'setSettings', { rateLimitPerMinute: 10_000 });
  const voyage = await callFromPage(page, 'createVoyage', transpacificVoyage(count, Math.floor(Date.now() / hourMs) * hourMs + hourMs));
  await page.reload();
  await page.getByRole('tab', { name: /Forecast/ }).click();
  await page.getByTestId('voyage-choice').selectOption(voyage.id);
  return voyage;
}
