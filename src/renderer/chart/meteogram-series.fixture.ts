import type { RouteForecastElement, RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { meteogramCharts, type MeteogramChart } from '../forecast/meteogram-charts';

/** A small forecast along a three-waypoint voyage, for the meteogram's tests on screen and paper. */
export const hourMs = 3_600_000;
export const etdUtcMs = Date.UTC(2026, 11, 1, 6);

export function element(key: string, unit: string, values: (number | null)[], error: string | null = null): RouteForecastElement {
  return { key, label: key, model: 'demo', unit, serviceUnit: unit, values: error === null ? values : [], error };
}

/** Seven positions 6 h apart, waypoints at the first, fourth and last. */
export function series(elements: RouteForecastElement[]): RouteForecastSeries {
  const points = Array.from({ length: 7 }, (_, index) => ({
    timeUtcMs: etdUtcMs + index * 6 * hourMs,
    lat: 50 - index,
    lon: 2 - index,
    distanceRunNm: index * 72,
    legIndex: index < 3 ? 0 : 1,
    waypointIndex: index === 0 ? 0 : index === 3 ? 1 : index === 6 ? 2 : null,
  }));
  return {
    voyageId: 'v',
    voyageRevision: 1,
    etdUtcMs,
    etaUtcMs: etdUtcMs + 36 * hourMs,
    positionsSent: 7,
    waypoints: [
      { name: 'Maas Center', timeUtcMs: etdUtcMs, distanceRunNm: 0 },
      { name: '', timeUtcMs: etdUtcMs + 18 * hourMs, distanceRunNm: 216 },
      { name: 'Tagus Approach', timeUtcMs: etdUtcMs + 36 * hourMs, distanceRunNm: 432 },
    ],
    points,
    elements,
    models: [],
  };
}

export const noLimits: VesselLimits = { significantWaveHeightM: null, windKn: null, gustKn: null, swellM: null, visibilityNm: null };
export const chart = (id: string): MeteogramChart => {
  const found = meteogramCharts.find((each) => each.id === id);
  if (!found) throw new Error(`no chart ${id}`);
  return found;
};

