import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';

/**
 * The forecast along the route as route files carry it: the elements the service served (an
 * element it could not serve, like the tidal current, has no values to write), each value in
 * navigators' units with its unit and model beside it, at a point of the series or at each
 * voyage waypoint's ETA.
 */
export interface ForecastValue {
  /** The service's element key, e.g. significantWaveHeight. */
  key: string;
  unit: string;
  model: string;
  value: number;
}

/** Where the ship is at one time of the plan, and the weather there then. */
export interface ForecastAtTime {
  timeUtcMs: number;
  values: ForecastValue[];
}

/** Two decimals: 0.01 kn, m, s, nm, hPa or °C is finer than any model's skill. */
export const FORECAST_VALUE_DECIMALS = 2;

export const servedElements = (series: RouteForecastSeries) => series.elements.filter((element) => element.error === null);

export function valuesAtPoint(series: RouteForecastSeries, pointIndex: number): ForecastValue[] {
  const values: ForecastValue[] = [];
  for (const element of servedElements(series)) {
    const value = element.values[pointIndex];
    if (value !== null && value !== undefined && Number.isFinite(value)) values.push({ key: element.key, unit: element.unit, model: element.model, value });
  }
  return values;
}

/**
 * One entry per voyage waypoint: the series point that is the waypoint (the route question sends
 * every waypoint at its ETA), or undefined when the service's answer left that position out.
 */
export function forecastAtWaypoints(series: RouteForecastSeries): Array<ForecastAtTime | undefined> {
  const pointOfWaypoint = new Map<number, number>();
  series.points.forEach((point, index) => {
    if (point.waypointIndex !== null && !pointOfWaypoint.has(point.waypointIndex)) pointOfWaypoint.set(point.waypointIndex, index);
  });
  return series.waypoints.map((_, waypointIndex) => {
    const pointIndex = pointOfWaypoint.get(waypointIndex);
    const point = pointIndex === undefined ? undefined : series.points[pointIndex];
    if (pointIndex === undefined || point === undefined) return undefined;
    return { timeUtcMs: point.timeUtcMs, values: valuesAtPoint(series, pointIndex) };
  });
}

export function valueOf(values: readonly ForecastValue[] | undefined, key: string): number | undefined {
  return values?.find((entry) => entry.key === key)?.value;
}
