import type { Page } from 'playwright-core';
import type { RouteForecastSeries } from '../../src/shared/voyage/route-forecast-series';
import { defaultVesselProfile, type VesselProfile } from '../../src/shared/voyage/vessel-profile';
import { callFromPage } from './harness';
import { e2eNowMs } from './fixed-clock';

/** Steps the forecast tab's end-to-end tests share: a voyage made through the contract, opened in the tab. */

export async function shippingRequests(page: Page): Promise<number> {
  const totals = await callFromPage(page, 'getCreditTotals', {});
  return totals.byOperation.find((row) => row.operation === 'shippingRoute')?.requests ?? 0;
}

/** The forecast tests' passage: the Channel to the Azores, past Finisterre. */
export const channelToAzores = [
  { name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
  { name: 'Finisterre offing', lat: 43.5, lon: -10.5 },
  { name: 'Mid passage', lat: 40.0, lon: -20.0 },
  { name: 'Ponta Delgada', lat: 37.7, lon: -25.6 },
];

export async function createVoyage(page: Page, name: string, waypoints: { name: string; lat: number; lon: number }[]) {
  const etdUtcMs = Math.floor(e2eNowMs() / 3_600_000) * 3_600_000 + 3_600_000;
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

const hourMs = 3_600_000;

/** 15°N from 60°W to 40°W through a midway waypoint: about 97 h at 12 kn, leaving within the hour. */
export const barbadosCrossing = [
  { name: 'Off Barbados', lat: 15, lon: -60 },
  { name: 'Midway', lat: 15, lon: -50 },
  { name: 'Mid-Atlantic', lat: 15, lon: -40 },
];
export const barbadosCrossingEtdUtcMs = Math.floor(e2eNowMs() / 60_000) * 60_000 + hourMs;
/** The demo's scenario storm (useHostAndBrowser's demoStorms) across the crossing, at 50°W 48 h out. */
export const stormAcrossBarbadosCrossing = { crossRoute: [barbadosCrossing[0]!, barbadosCrossing[2]!], at: barbadosCrossingEtdUtcMs + 48 * hourMs };

/** The crossing at 12 kn rhumb, for the vessel profile given (else the default). */
export function createBarbadosCrossing(page: Page, name: string, vesselProfileId?: string) {
  return callFromPage(page, 'createVoyage', {
    name,
    ...(vesselProfileId === undefined ? {} : { vesselProfileId }),
    waypoints: barbadosCrossing.map((point, index) => ({ id: `wp${index + 1}`, ...point })),
    legs: barbadosCrossing.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 12 })),
    departure: { mode: 'departAt', etdUtcMs: barbadosCrossingEtdUtcMs },
  });
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

interface PageMap {
  setView(center: [number, number], zoom: number, options: { animate: boolean }): void;
  latLngToContainerPoint(latLng: [number, number]): { x: number; y: number };
  getContainer(): { dataset: Record<string, string | undefined>; getBoundingClientRect(): { left: number; top: number } };
}

/** Centres the chart on a point of the forecast route and puts the pointer on it, as a navigator hovering the route. */
export async function hoverRoutePoint(page: Page, point: { lat: number; lon: number }): Promise<void> {
  await page.evaluate(({ lat, lon }) => {
    (globalThis as unknown as { __passageMap?: PageMap }).__passageMap?.setView([lat, lon], 6, { animate: false });
  }, point);
  const onScreen = await page.evaluate(({ lat, lon }) => {
    const map = (globalThis as unknown as { __passageMap?: PageMap }).__passageMap!;
    const at = map.latLngToContainerPoint([lat, lon]);
    const rect = map.getContainer().getBoundingClientRect();
    return { x: rect.left + at.x, y: rect.top + at.y };
  }, point);
  await page.mouse.move(onScreen.x - 3, onScreen.y - 3);
  await page.mouse.move(onScreen.x, onScreen.y);
}

/**
 * Waits until the route check of the route on screen has answered. It comes in above the
 * meteogram in the Forecast tab (late on a busy machine) and moves the charts down: a pointer
 * placed on a chart before it would be left pointing at something else.
 */
export async function routeCheckShown(page: Page): Promise<void> {
  await page.locator('[data-testid="route-check"][data-for-route-on-screen="true"]').waitFor({ timeout: 30_000 });
}

/**
 * The meteogram with all its charts drawn. A long forecast's are built one a frame, top to bottom
 * (meteogram.tsx): the first chart drawn says nothing of the others, so this waits for the last,
 * the air and sea temperature (meteogram-charts.ts).
 */
export async function meteogramDrawn(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.locator('.meteogram-chart[data-chart="temperature"][data-points]').first().waitFor(options);
}

/**
 * From now on, the room each meteogram chart was kept while it waited to be built (a long
 * forecast's charts come one a frame, meteogram.tsx), for roomKeptForCharts.
 */
export async function recordRoomKeptForCharts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const reserved: Record<string, number> = {};
    (globalThis as unknown as { reservedPx: typeof reserved }).reservedPx = reserved;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          const element = node as HTMLElement;
          if (element.querySelectorAll === undefined) continue;
          for (const chart of [element, ...element.querySelectorAll<HTMLElement>('.meteogram-chart')]) {
            if (chart.classList.contains('meteogram-chart') && chart.style.minHeight !== '') reserved[chart.dataset.chart ?? ''] = Number.parseFloat(chart.style.minHeight);
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Each chart that waited, with the room it was kept and its height once drawn, in CSS px. */
export async function roomKeptForCharts(page: Page): Promise<{ chart: string; keptPx: number; drawnPx: number }[]> {
  const keptPx = await page.evaluate(() => (globalThis as unknown as { reservedPx: Record<string, number> }).reservedPx);
  const drawnPx = await page.locator('.meteogram-chart').evaluateAll((charts) => Object.fromEntries(charts.map((chart) => [(chart as HTMLElement).dataset.chart ?? '', (chart as HTMLElement).offsetHeight])));
  return Object.entries(keptPx).map(([chart, px]) => ({ chart, keptPx: px, drawnPx: drawnPx[chart] ?? 0 }));
}
