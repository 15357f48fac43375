import type { OperationQuery } from '../../shared/service/endpoints';
import type { ShippingElementKey } from '../../shared/service/shipping';
import type { VoyagePlan } from '../../shared/voyage/voyage-plan';
import { DEFAULT_DENSIFY_TOLERANCE_NM, densifyLeg } from './great-circle-densify';

/**
 * The shipping route question for a planned voyage. The waypoint times carry every leg's speed
 * exactly (the service then ignores start and speeds), and every leg is sent as rhumb lines, a
 * great-circle leg cut into short ones, because the service takes one routing for the whole route.
 */

/** What the meteogram draws, plus the tidal current so that the navigator sees why it is missing. */
export const routeForecastElements: readonly ShippingElementKey[] = [
  'windSpeed10m',
  'windGust10m',
  'windDirection10m',
  'significantWaveHeight',
  'meanWaveDirection',
  'significantHeightSwell',
  'meanDirectionSwell',
  'significantHeightWindWaves',
  'meanWavePeriod',
  'meanPeriodSwell',
  'meanPeriodWindWaves',
  'currentSpeedSurface',
  'currentDirectionSurface',
  'tidalCurrentSpeedSurface',
  'visibility',
  'meanSeaLevelPressure',
  'airTemperature2m',
  'seaSurfaceTemperature',
];

export interface RouteForecastQuery {
  query: OperationQuery<'shippingRoute'> & { lats: number[]; lons: number[]; times: number[] };
  /** For each position sent: the voyage waypoint it is, or null for a point cut into a great-circle leg. */
  voyageWaypointOfPosition: (number | null)[];
}

export interface RouteForecastQueryOptions {
  /** Shifts the whole schedule (a departure compared with the planned one); 0 for the plan itself. */
  shiftMs?: number;
  toleranceNm?: number;
}

const toEpochSeconds = (utcMs: number): number => Math.round(utcMs / 1000);

export function routeForecastQuery(plan: VoyagePlan, options: RouteForecastQueryOptions = {}): RouteForecastQuery {
  const shiftMs = options.shiftMs ?? 0;
  const toleranceNm = options.toleranceNm ?? DEFAULT_DENSIFY_TOLERANCE_NM;
  const lats: number[] = [];
  const lons: number[] = [];
  const times: number[] = [];
  const voyageWaypointOfPosition: (number | null)[] = [];
  const add = (lat: number, lon: number, utcMs: number, waypoint: number | null) => {
    lats.push(lat);
    lons.push(lon);
    times.push(toEpochSeconds(utcMs + shiftMs));
    voyageWaypointOfPosition.push(waypoint);
  };
  const { waypoints, legs } = plan.route;
  waypoints.forEach((waypoint, index) => {
    add(waypoint.lat, waypoint.lon, plan.etdUtcMs + waypoint.offsetMs, index);
    const leg = legs[index];
    if (leg === undefined) return;
    for (const cut of densifyLeg(leg, toleranceNm)) {
      const fraction = leg.distanceNm > 0 ? cut.alongNm / leg.distanceNm : 0;
      add(cut.lat, cut.lon, plan.etdUtcMs + leg.startOffsetMs + fraction * (leg.endOffsetMs - leg.startOffsetMs), null);
    }
  });
  return {
    query: { lats, lons, times, routing: 'rhumb', elements: [...routeForecastElements] },
    voyageWaypointOfPosition,
  };
}

/**
 * The same question from positions sampled along the route (route-positions-sampled.ts) instead
 * of every waypoint: the service adds its own position at every model step between them, so a
 * long recorded track asks what its passage needs, not one paid position per waypoint.
 */
export function sampledRouteForecastQuery(plan: VoyagePlan, positions: readonly { lat: number; lon: number; offsetMs: number; waypointIndex: number | null }[], shiftMs = 0): RouteForecastQuery {
  return {
    query: {
      lats: positions.map((position) => position.lat),
      lons: positions.map((position) => position.lon),
      times: positions.map((position) => toEpochSeconds(plan.etdUtcMs + position.offsetMs + shiftMs)),
      routing: 'rhumb',
      elements: [...routeForecastElements],
    },
    voyageWaypointOfPosition: positions.map((position) => position.waypointIndex),
  };
}
