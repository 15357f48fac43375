import { formatNumber, labelWithUnit } from '../../shared/format/quantity-format';
import { formatLatitude, formatLongitude } from '../../shared/geo';
import { formatUtcShort } from '../../shared/time/time-format';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { textOrNotGiven } from '../shell/not-given';

/**
 * The forecast along the route as the report's table: the weather at the ship's position at its
 * ETA, at every waypoint and between them at the interval the navigator chose, one column per
 * element the service served, in navigators' units.
 */

export const forecastIntervalChoicesH = [3, 6, 12, 24] as const;
export const defaultForecastIntervalH = 6;

export interface ReportForecastColumn {
  /** "Wind speed kn", "Chlorophyll (unit not given)" */
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
  /** Waypoints not given a row of their own: they came less than waypointRowSpacingMs after the row before. */
  waypointsLeftOut: number;
}

/**
 * Waypoints closer in time than this get no row each: a track of 5,000 waypoints 3 minutes apart
 * printed 5,000 rows of 18 columns (a hundred pages nobody reads, and the page took seconds to lay
 * out). Then a waypoint is printed once this long has passed since the row before, and the
 * arrival always; with waypoints hours apart, as a planned route has them, every one is printed.
 */
export const waypointRowSpacingMs = 3_600_000;


/**
 * Rows at every waypoint (at most one an hour, waypointRowSpacingMs) and, between them, at the
 * first forecast position at least `intervalH` after the last row printed (the service answers at
 * its model step, so the interval is met to within one step).
 */
export function reportForecastTable(series: RouteForecastSeries, intervalH: number): ReportForecastTable {
  if (!Number.isFinite(intervalH) || intervalH <= 0) throw new RangeError(`the forecast interval must be above 0 h, not ${intervalH}`);
  const served = series.elements.filter((element) => element.error === null);
  const intervalMs = intervalH * 3_600_000;
  const rows: ReportForecastRow[] = [];
  const waypointSpacingMs = Math.min(intervalMs, waypointRowSpacingMs);
  let lastPrintedMs = -Infinity;
  let waypointsLeftOut = 0;
  const lastIndex = series.points.length - 1;
  series.points.forEach((point, index) => {
    const atWaypoint = point.waypointIndex !== null;
    const sinceLastMs = point.timeUtcMs - lastPrintedMs;
    if (atWaypoint && sinceLastMs < waypointSpacingMs && index !== lastIndex) {
      waypointsLeftOut += 1;
      return;
    }
    if (!atWaypoint && sinceLastMs < intervalMs) return;
    lastPrintedMs = point.timeUtcMs;
    rows.push({
      timeUtc: formatUtcShort(point.timeUtcMs),
      position: `${formatLatitude(point.lat)} ${formatLongitude(point.lon)}`,
      waypoint: atWaypoint ? (series.waypoints[point.waypointIndex ?? 0]?.name ?? '') : '',
      values: served.map((element) => formatNumber(element.values[index] ?? null, element.unit)),
    });
  });
  return {
    columns: served.map((element) => ({ heading: element.unit.trim() === '' ? labelWithUnit(element.label, element.unit) : `${element.label} ${element.unit}`, unit: element.unit })),
    rows,
    missing: series.elements.filter((element) => element.error !== null).map((element) => `${element.label}: ${textOrNotGiven(element.error, 'reason')}`),
    waypointsLeftOut,
  };
}
