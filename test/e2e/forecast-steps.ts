import type { Page } from 'playwright-core';
import type { RouteForecastSeries } from '../../src/shared/voyage/route-forecast-series';
import { defaultVesselProfile, type VesselProfile } from '../../src/shared/voyage/vessel-profile';
import { callFromPage } from './harness';

/** Steps the forecast tab's end-to-end tests share: a voyage made through the contract, opened in the tab. */

export async function shippingRequests(page: Page): Promise<number> {
  const totals = await callFromPage(page, 'getCreditTotals', {});
  return totals.byOperation.find((row) => row.operation === 'shippingRoute')?.requests ?? 0;
}

export async function createVoyage(page: Page, name: string, waypoints: { name: string; lat: number; lon: number }[]) {
  const etdUtcMs = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000;
  return callFromPage(page, 'createVoyage', {
    name,
    waypoints: waypoints.map((waypoint, index) => ({ id: `w${index}`, ...waypoint })),
    legs: waypoints.slice(1).map((_, index) => ({ geometry: index % 2 === 0 ? ('greatCircle' as const) : ('rhumb' as const), speedKn: 11 + index })),
    departure: { mode: 'departAt', etdUtcMs },
  });
}

export async function openVoyageInForecastTab(page: Page, voyageId: string) {
  await page.getByRole('tab', { name: /Forecast/ }).click();
  await page.getByTestId('voyage-choice').selectOption(voyageId);
  await page.getByTestId('open-voyage').click();
  await page.getByTestId('forecast-panel').waitFor();
}

/** Limits below the forecast's peaks: the wave limit soft (80 % of the peak), the wind limit hard (85 %). */
export function limitsBelowDemoPeaks(series: RouteForecastSeries): VesselProfile['limits'] {
  const peak = (key: string) => Math.max(...(series.elements.find((element) => element.key === key)?.values ?? []).map((value) => value ?? 0));
  return {
    ...defaultVesselProfile.limits,
    significantWaveHeightM: { value: Math.round(peak('significantWaveHeight') * 0.8 * 10) / 10, severity: 'soft' },
    windKn: { value: Math.round(peak('windSpeed10m') * 0.85), severity: 'hard' },
  };
}
