import { formatLatitude, formatLongitude } from '../../shared/geo';
import { formatUtcDateTime } from '../../shared/time/time-format';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';

/**
 * The forecast along the route as the report's table: the weather at the ship's position at its
 * ETA, at every waypoint and between them at the interval the navigator chose, one column per
 * element the service served, in navigators' units.
 */

export const forecastIntervalChoicesH = [3, 6, 12, 24] as const;
export const defaultForecastIntervalH = 6;

export interface ReportForecastColumn {
  /** "Wind speed kn" */
  heading: string;
  unit: string;
}

export interface ReportForecastRow {
  timeUtc: string;
  position: string;
  /** The waypoint's name at a waypoint, empty between them. */
  waypoint: string;
  values: string[];
}

export interface ReportForecastTable {
  columns: ReportForecastColumn[];
  rows: ReportForecastRow[];
  /** Elements the service could not serve, with its reason. */
  missing: string[];
}

function formatValue(value: number | null, unit: string): string {
  if (value === null || !Number.isFinite(value)) return '—';
  // Directions as navigators write them (three digits, whole degrees); the rest to a tenth.
  if (unit === '°T') return String(Math.round(((value % 360) + 360) % 360)).padStart(3, '0');
  if (unit === 'hPa') return value.toFixed(0);
  return value.toFixed(1);
}

/**
 * Rows at every waypoint and, between them, at the first forecast position at least `intervalH`
 * after the last row printed (the service answers at its model step, so the interval is met to
 * within one step).
 */
export function reportForecastTable(series: RouteForecastSeries, intervalH: number): ReportForecastTable {
  if (!Number.isFinite(intervalH) || intervalH <= 0) throw new RangeError(`the forecast interval must be above 0 h, not ${intervalH}`);
  const served = series.elements.filter((element) => element.error === null);
  const intervalMs = intervalH * 3_600_000;
  const rows: ReportForecastRow[] = [];
  let lastPrintedMs = -Infinity;
  series.points.forEach((point, index) => {
    const atWaypoint = point.waypointIndex !== null;
    if (!atWaypoint && point.timeUtcMs - lastPrintedMs < intervalMs) return;
    lastPrintedMs = point.timeUtcMs;
    rows.push({
      timeUtc: formatUtcDateTime(point.timeUtcMs),
      position: `${formatLatitude(point.lat)} ${formatLongitude(point.lon)}`,
      waypoint: atWaypoint ? (series.waypoints[point.waypointIndex ?? 0]?.name ?? '') : '',
      values: served.map((element) => formatValue(element.values[index] ?? null, element.unit)),
    });
  });
  return {
    columns: served.map((element) => ({ heading: `${element.label} ${element.unit}`, unit: element.unit })),
    rows,
    missing: series.elements.filter((element) => element.error !== null).map((element) => `${element.label}: ${element.error ?? ''}`),
  };
}
