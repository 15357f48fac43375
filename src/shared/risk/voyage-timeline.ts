/**
 * The planned voyage as positions in time: the route sailed from a departure, sampled every step
 * along each leg from its start (each waypoint's ETA is a sample) and at arrival, each sample with
 * its unit vector for screening. Built once per voyage and departure, then compared with every
 * storm. Each leg's samples are kept with its solved track (voyage-leg-samples.ts), so after an
 * edit, and for another departure of the same route, only the legs that changed are sampled again.
 */
import { checkRouteSampling, routePositionAtOffset, type ComputedRoute, type RoutePosition, type RouteSample } from '../geo';
import { unitVector, type UnitVector } from './spherical-screen';
import { legSamples, type LegSamples } from './voyage-leg-samples';

/** One leg's samples and where they start in the timeline's list. */
export interface TimelineLegPart {
  firstSample: number;
  samples: LegSamples;
}

export interface VoyageTimeline {
  route: ComputedRoute;
  etdUtcMs: number;
  etaUtcMs: number;
  /** the longest time between samples along a leg */
  stepMs: number;
  /** departure, every step along each leg, each waypoint's ETA, arrival; in time order */
  samples: readonly RouteSample[];
  sampleVectors: readonly UnitVector[];
  /** the legs' shares of `samples`, in order; the samples after the last part (arrival) belong to none */
  legParts: readonly TimelineLegPart[];
}

/** Default step: a ship at 20 kn moves 10 nm, small beside storm distances of 150 nm and more. */
export const DEFAULT_TIMELINE_STEP_MINUTES = 30;

/** Each leg's samples in the last timeline built, by leg index: the next one (an edit) mostly finds its legs here. */
let lastLegSamples: readonly (LegSamples | undefined)[] = [];

/** Throws a RangeError for a route without waypoints, a departure that is not whole ms, or a step not above 0. */
export function voyageTimeline(route: ComputedRoute, etdUtcMs: number, stepMinutes = DEFAULT_TIMELINE_STEP_MINUTES): VoyageTimeline {
  if (route.waypoints.length === 0) throw new RangeError('a voyage needs at least one waypoint to be compared with storms');
  checkRouteSampling(route, { etdUtcMs, stepMinutes });
  const stepMs = stepMinutes * 60_000;
  const totalMs = route.waypoints.at(-1)?.offsetMs ?? 0;
  const samples: RouteSample[] = [];
  const sampleVectors: UnitVector[] = [];
  const legParts: TimelineLegPart[] = [];
  const byLeg: LegSamples[] = [];
  for (const leg of route.legs) {
    const part = legSamples(leg, stepMs, lastLegSamples[leg.index]);
    byLeg.push(part);
    if (part.positions.length === 0) continue;
    legParts.push({ firstSample: samples.length, samples: part });
    part.positions.forEach((position, index) => {
      const offsetMs = leg.startOffsetMs + position.legOffsetMs;
      samples.push({
        lat: position.lat,
        lon: position.lon,
        legIndex: leg.index,
        distanceFromStartNm: leg.startDistanceNm + position.alongNm,
        offsetMs,
        courseDeg: position.courseDeg,
        speedKn: leg.speedKn,
        timeUtcMs: etdUtcMs + offsetMs,
      });
      sampleVectors.push(part.vectors[index] as UnitVector);
    });
  }
  lastLegSamples = byLeg;
  const arrival = routePositionAtOffset(route, totalMs);
  if (arrival !== undefined) {
    samples.push({ ...arrival, timeUtcMs: etdUtcMs + totalMs });
    sampleVectors.push(unitVector(arrival));
  }
  return { route, etdUtcMs, etaUtcMs: etdUtcMs + totalMs, stepMs, samples, sampleVectors, legParts };
}

/** The ship's position at a time, clamped to departure and arrival; undefined only for an empty route. */
export function shipPositionAt(timeline: VoyageTimeline, timeUtcMs: number): RoutePosition | undefined {
  return routePositionAtOffset(timeline.route, timeUtcMs - timeline.etdUtcMs);
}
