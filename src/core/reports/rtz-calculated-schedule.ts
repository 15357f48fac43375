import type { RouteToWrite } from './route-to-write';
import { valueOf, type ForecastAtTime } from './route-forecast-values';
import type { RtzCalculatedElement } from './rtz-write';

/**
 * RTZ's calculated schedule from the forecast along the route: at every waypoint the planned
 * times and speed, and the weather at its ETA in the attributes RTZ has for it (true wind speed
 * in knots and direction in degrees, current speed in knots and direction in degrees); the rest
 * goes in the element's Passage extension. A figure is written to an RTZ attribute only when it
 * is in the unit RTZ wants: a unit Passage did not recognise stays in the extension alone.
 */
function inUnit(forecast: ForecastAtTime | undefined, key: string, unit: string): number | undefined {
  const entry = forecast?.values.find((candidate) => candidate.key === key);
  return entry?.unit === unit ? valueOf(forecast?.values, key) : undefined;
}

export function rtzCalculatedSchedule(route: RouteToWrite, forecastAtWaypoints: ReadonlyArray<ForecastAtTime | undefined>): RtzCalculatedElement[] {
  const last = route.waypoints.length - 1;
  return route.waypoints.map((_, index) => {
    const forecast = forecastAtWaypoints[index];
    const atUtcMs = route.waypointEtaUtcMs[index];
    const element: RtzCalculatedElement = { waypointIndex: index };
    if (index < last) element.etdUtcMs = atUtcMs;
    if (index > 0) {
      element.etaUtcMs = atUtcMs;
      element.speedKn = route.legs[index - 1]?.speedKn;
    }
    const figures = {
      windSpeedKn: inUnit(forecast, 'windSpeed10m', 'kn'),
      windDirectionDeg: inUnit(forecast, 'windDirection10m', '°T'),
      currentSpeedKn: inUnit(forecast, 'currentSpeedSurface', 'kn'),
      currentDirectionDeg: inUnit(forecast, 'currentDirectionSurface', '°T'),
    };
    for (const [name, value] of Object.entries(figures) as Array<[keyof typeof figures, number | undefined]>) {
      // SpeedType has no negatives: a model's -0.001 kn is calm.
      if (value !== undefined) element[name] = name.endsWith('Kn') ? Math.max(0, value) : value;
    }
    if (forecast) element.forecast = forecast;
    return element;
  });
}
