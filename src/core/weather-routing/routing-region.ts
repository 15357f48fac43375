import { routeTrackPoints } from '../../shared/geo';
import { greatCircleDirect, greatCircleInverse } from '../../shared/geo/geodesic';
import { longitudeDifference } from '../../shared/geo/longitude';
import type { StormTrack } from '../../shared/risk';
import type { StormDistance } from '../../shared/voyage/vessel-profile';
import type { VoyagePlan } from '../../shared/voyage/voyage-plan';
import type { GridSpec } from './gridded-field';

/**
 * Where and when the router needs weather: the planned route and the great circle between its
 * ends in a box with room to go round weather (a fifth of the route's extent, 3° to 10°), and the
 * time from departure until well past the planned arrival (a quarter as long again, plus 12 hours:
 * a detour and a slower sea take longer; every hour more is more images to fetch). Longitudes run on from the departure's (east > west), so
 * a route across 180° is one box.
 *
 * Storms widen it: the router never sails outside the fields (it knows no weather there), so a
 * detour a storm's distance forces must fit inside. When a storm's track comes within the
 * profile's distance for its class (hard or soft) plus the margin of the box during the voyage's
 * span, or when the storms are not known yet (not in the cache before anything is spent), every
 * side moves out by the profile's largest storm distance, at most `stormWideningMaxDeg`. The rule
 * is all round, not around the track alone, so that the box does not change with the storms
 * answer's age or arrival: a second routing reads the first one's fields (their query holds the box)
 * and the estimate says the box the routing then fetches.
 */

const HOUR_MS = 3_600_000;
export const routingMarginShare = 0.2;
export const routingMarginDeg = { min: 3, max: 10 } as const;
const maxLatDeg = 80;
/** The router's grid holds at most this many positions per time (memory and building time). */
const maxGridNodes = 40_000;

export interface RoutingRegion {
  north: number;
  south: number;
  /** Unwrapped: east > west; either may lie beyond ±180°. */
  west: number;
  east: number;
  fromUtcMs: number;
  toUtcMs: number;
}

/** A storm moves the box's sides out by at most this (degrees of latitude; longitude as many nm). */
export const stormWideningMaxDeg = 10;

/** The storms the box makes room for: their tracks, or null when not known before the routing. */
export interface StormRoom {
  tracks: ReadonlyArray<Pick<StormTrack, 'points'>> | null;
  distance: StormDistance;
}

export function routingRegion(plan: VoyagePlan, stepHours: number, storms?: StormRoom): RoutingRegion {
  const first = plan.route.waypoints[0]!;
  const last = plan.route.waypoints.at(-1)!;
  const spacingNm = Math.max(10, plan.route.totalDistanceNm / 200);
  const points = [...routeTrackPoints(plan.route, spacingNm)];
  // The great circle between the ends: the router may leave the plan for it.
  const { distanceNm, initialCourseDeg } = greatCircleInverse(first, last);
  const pieces = Math.max(1, Math.ceil(distanceNm / spacingNm));
  for (let piece = 1; piece < pieces; piece += 1) points.push(greatCircleDirect(first, initialCourseDeg, (distanceNm * piece) / pieces));
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => first.lon + longitudeDifference(first.lon, point.lon));
  const spanLat = Math.max(...lats) - Math.min(...lats);
  const spanLon = Math.max(...lons) - Math.min(...lons);
  const margin = Math.min(routingMarginDeg.max, Math.max(routingMarginDeg.min, routingMarginShare * Math.max(spanLat, spanLon)));
  const stepMs = stepHours * HOUR_MS;
  const fromUtcMs = Math.floor(plan.etdUtcMs / stepMs) * stepMs;
  const plannedMs = plan.etaUtcMs - plan.etdUtcMs;
  const toUtcMs = Math.ceil((plan.etdUtcMs + plannedMs * 1.25 + 12 * HOUR_MS) / stepMs) * stepMs;
  const box = { north: Math.max(...lats) + margin, south: Math.min(...lats) - margin, west: Math.min(...lons) - margin, east: Math.max(...lons) + margin };
  const wideningDeg = storms === undefined ? 0 : stormWideningDeg(box, storms, first.lon, fromUtcMs, toUtcMs, margin);
  // A degree of longitude is shorter away from the equator: as many nm take more degrees there.
  const widestCos = Math.max(0.2, Math.cos((Math.min(maxLatDeg, Math.max(Math.abs(box.north), Math.abs(box.south)) + wideningDeg) * Math.PI) / 180));
  const wideningLonDeg = Math.min(stormWideningMaxDeg, wideningDeg / widestCos);
  return {
    north: Math.min(maxLatDeg, Math.ceil(box.north + wideningDeg)),
    south: Math.max(-maxLatDeg, Math.floor(box.south - wideningDeg)),
    west: Math.floor(box.west - wideningLonDeg),
    east: Math.ceil(box.east + wideningLonDeg),
    fromUtcMs,
    toUtcMs,
  };
}

/** Degrees every side moves out for the storms: their largest distance where one comes near (or none is known), else 0. */
function stormWideningDeg(box: { north: number; south: number; west: number; east: number }, storms: StormRoom, firstLon: number, fromUtcMs: number, toUtcMs: number, marginDeg: number): number {
  const { distance } = storms;
  const widest = Math.min(stormWideningMaxDeg, Math.max(distance.hurricane, distance.tropicalStorm, distance.depression) / 60);
  if (storms.tracks === null) return widest;
  const slackMs = 24 * HOUR_MS;
  const near = storms.tracks.some((track) =>
    track.points.some((point) => {
      if (point.timeUtcMs < fromUtcMs - slackMs || point.timeUtcMs > toUtcMs + slackMs) return false;
      const reachDeg = distance[point.stormClass] / 60 + marginDeg;
      const lon = firstLon + longitudeDifference(firstLon, point.lon);
      const reachLonDeg = reachDeg / Math.max(0.2, Math.cos((point.lat * Math.PI) / 180));
      return point.lat + reachDeg >= box.south && point.lat - reachDeg <= box.north && lon + reachLonDeg >= box.west && lon - reachLonDeg <= box.east;
    }),
  );
  return near ? widest : 0;
}

/**
 * How long the router may keep sailing: twice the planned passage plus a day (half her planned
 * speed made good, the weather's cost and the detours it takes). The fields end sooner (the
 * region's span, a quarter past the plan): past their end the router is told nothing and sails her
 * calm-water speed, and those hours are counted as unread. A westbound ocean crossing against
 * gales with a steep speed-loss table takes longer than the fields' span; still never outside the
 * fields in space.
 */
export function routingHorizonUtcMs(plan: { etdUtcMs: number; etaUtcMs: number }): number {
  return plan.etdUtcMs + 2 * (plan.etaUtcMs - plan.etdUtcMs) + 24 * HOUR_MS;
}

/** The region's box as the service takes it: each longitude within -180..180 (west east of east across 180°). */
export function serviceBox(region: RoutingRegion): { north: number; south: number; west: number; east: number } {
  if (region.east - region.west >= 360) return { north: region.north, south: region.south, west: -180, east: 180 };
  const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
  const east = wrap(region.east);
  return { north: region.north, south: region.south, west: wrap(region.west), east: east === -180 ? 180 : east };
}

/** The grid the router holds the fields on: `preferredStepDeg`, coarser where the region is too wide for it. */
export function routingGrid(region: RoutingRegion, preferredStepDeg: number, stepHours: number): GridSpec {
  let stepDeg = preferredStepDeg;
  const nodes = (step: number) => (Math.floor((region.north - region.south) / step) + 1) * (Math.floor((region.east - region.west) / step) + 1);
  while (nodes(stepDeg) > maxGridNodes) stepDeg *= 2;
  const timesUtcMs: number[] = [];
  for (let time = region.fromUtcMs; time <= region.toUtcMs; time += stepHours * HOUR_MS) timesUtcMs.push(time);
  return {
    southLat: region.south,
    westLon: region.west,
    stepDeg,
    rows: Math.floor((region.north - region.south) / stepDeg) + 1,
    columns: Math.floor((region.east - region.west) / stepDeg) + 1,
    timesUtcMs,
  };
}
