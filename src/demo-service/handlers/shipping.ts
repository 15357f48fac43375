import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import {
  shippingElementInfo,
  shippingElementKeys,
  shippingModelKeys,
  shippingModels,
  type ShippingElementKey,
  type ShippingModelKey,
} from '../../shared/service/shipping';
import type { FieldContext } from '../fields/field-context';
import { samplePoint, type PointSample } from '../fields/point-sample';
import { interpolateLeg, legDistanceM, metersPerNm, type LatLon } from '../geometry/sphere';
import { latestRunSec, nearestStepIndex, stepTimesSec } from '../model-runs';
import { ok, round, type Answer, type ServiceState } from '../service-state';
import { readShipping, shippingLabels, shippingModelRuns } from './shipping-values';

/**
 * The shipping forecasts: fixed models (the spec's table). The route answer adds a position at
 * every model step between waypoints, along rhumb lines or great circles, and gives each value
 * where and when the vessel is there. The tidal elements are listed by the spec but unavailable:
 * empty data and an error string.
 */

const tidalError = 'tidal elements are not available from this model';
const primaryModel: ShippingModelKey = 'ecmwfhresglobal';

interface ModelRun {
  key: ShippingModelKey;
  runSec: number;
  stepsSec: number[];
  context: FieldContext;
}

function modelRuns(state: ServiceState): Record<ShippingModelKey, ModelRun> {
  const nowMs = state.nowMs();
  const entries = shippingModelKeys.map((key) => {
    const { schedule, offsetsHours, modelSalt } = shippingModelRuns[key];
    const runSec = latestRunSec(nowMs, schedule);
    return [key, { key, runSec, stepsSec: stepTimesSec(runSec, offsetsHours), context: { world: state.world, runSec, member: 0, modelSalt } }] as const;
  });
  return Object.fromEntries(entries) as Record<ShippingModelKey, ModelRun>;
}

function modelStatus(run: ModelRun, reportedKey: string) {
  return { key: reportedKey, range: { from: run.stepsSec[0] ?? run.runSec, to: run.stepsSec[run.stepsSec.length - 1] ?? run.runSec }, runtime: run.runSec };
}

function isTidal(element: ShippingElementKey): boolean {
  return !shippingElementInfo(element).available;
}

/** Samples shared by models of the same run and salt (the atmosphere and wave models). */
function sampler(lat: number, lon: number) {
  const cache = new Map<string, PointSample>();
  return (run: ModelRun, timeSec: number): PointSample => {
    const key = `${run.runSec}:${run.context.modelSalt}:${timeSec}`;
    let sample = cache.get(key);
    if (sample === undefined) {
      sample = samplePoint(lat, lon, timeSec, run.context);
      cache.set(key, sample);
    }
    return sample;
  };
}

function stepGapSec(stepsSec: readonly number[], index: number): number {
  return Math.max(3600, ((stepsSec[index + 1] ?? stepsSec[index] ?? 0) - (stepsSec[index] ?? 0)) || 3600);
}

/** A model has values from its run's first step to one step gap past its last: null outside. */
function inModelRange(run: ModelRun, timeSec: number): boolean {
  const first = run.stepsSec[0] ?? run.runSec;
  const last = run.stepsSec[run.stepsSec.length - 1] ?? run.runSec;
  return timeSec >= first && timeSec <= last + stepGapSec(run.stepsSec, run.stepsSec.length - 2);
}

/**
 * One time axis for every element, as the service answers: every step of every model's current
 * run, from the oldest run onward. An element gives a datum at each of them, null before its own
 * model's run and past its last step, so that a client lines the elements up by time.
 */
function pointTimesSec(runs: readonly ModelRun[]): number[] {
  return [...new Set(runs.flatMap((run) => run.stepsSec))].sort((a, b) => a - b);
}

export function shippingPoint(query: ParsedOperationQuery<'shippingPoint'>, state: ServiceState): Answer {
  const runs = modelRuns(state);
  const sample = sampler(query.lat, query.lon);
  const times = pointTimesSec(shippingModelKeys.map((key) => runs[key]));
  return ok({
    lat: query.lat,
    lon: query.lon,
    times,
    models: shippingModelKeys.map((key) => modelStatus(runs[key], key)),
    elements: shippingElementKeys.map((element) => {
      const { model, unit } = shippingElementInfo(element);
      const run = runs[model];
      const base = { key: element, unit, label: shippingLabels[element], level: null, model, element };
      if (isTidal(element)) return { ...base, data: [], error: tidalError };
      return {
        ...base,
        data: times.map((time) => {
          // A coarser model (daily, 3-hourly) holds its value until its next step.
          const offset = nearestStepIndex(run.stepsSec, time);
          const offsetTime = run.stepsSec[offset] ?? run.runSec;
          return { time, value: inModelRange(run, time) ? readShipping(element, sample(run, offsetTime)) : null, offset, offsetTime };
        }),
      };
    }),
  });
}

interface RoutePoint extends LatLon {
  timeSec: number;
  kind: 'waypoint' | 'timestep';
  speedKn: number | null;
  distanceM: number;
  waypointIndex: number | null;
}

/** Waypoints with their arrival times, plus a position at every model step along each leg. */
export function routePoints(
  query: ParsedOperationQuery<'shippingRoute'>,
  startSec: number,
  stepsSec: readonly number[],
): RoutePoint[] {
  const waypoints: LatLon[] = query.lats.map((lat, index) => ({ lat, lon: query.lons[index] ?? 0 }));
  // Left out, the demo's own choice: rhumb lines.
  const routing = query.routing ?? 'rhumb';
  const legsM = waypoints.slice(1).map((to, index) => legDistanceM(waypoints[index] ?? to, to, routing));
  const arrivals: number[] = [];
  let distanceM = 0;
  waypoints.forEach((_, index) => {
    if (query.times !== undefined) {
      arrivals.push(query.times[index] ?? startSec);
      return;
    }
    if (index === 0) {
      arrivals.push(startSec);
      return;
    }
    // Without speeds (and without times) the demo's own default: 16 kn.
    const speeds = query.speeds ?? [16];
    const speedKn = speeds[Math.min(index - 1, speeds.length - 1)] ?? 16;
    const legM = legsM[index - 1] ?? 0;
    arrivals.push(Math.round((arrivals[index - 1] ?? startSec) + legM / ((speedKn * metersPerNm) / 3600)));
  });
  const points: RoutePoint[] = [];
  waypoints.forEach((waypoint, index) => {
    const arrival = arrivals[index] ?? startSec;
    const next = waypoints[index + 1];
    const nextArrival = arrivals[index + 1];
    const legM = legsM[index] ?? 0;
    const legSec = nextArrival === undefined ? 0 : nextArrival - arrival;
    const speedKn = next === undefined ? null : legSec > 0 ? round(legM / metersPerNm / (legSec / 3600), 2) : null;
    points.push({ ...waypoint, timeSec: arrival, kind: 'waypoint', speedKn, distanceM, waypointIndex: index });
    if (next !== undefined && nextArrival !== undefined && legSec > 0) {
      for (const stepSec of stepsSec) {
        if (stepSec <= arrival || stepSec >= nextArrival) continue;
        const fraction = (stepSec - arrival) / legSec;
        points.push({ ...interpolateLeg(waypoint, next, fraction, routing), timeSec: stepSec, kind: 'timestep', speedKn, distanceM: distanceM + legM * fraction, waypointIndex: null });
      }
    }
    distanceM += legM;
  });
  return points;
}


export function shippingRoute(query: ParsedOperationQuery<'shippingRoute'>, state: ServiceState): Answer {
  const runs = modelRuns(state);
  const startSec = query.times?.[0] ?? query.start ?? Math.floor(state.nowMs() / 1000);
  const points = routePoints(query, startSec, runs[primaryModel].stepsSec);
  const elements = query.elements ?? [...shippingElementKeys];
  const samples = new Map<string, PointSample>();
  const sampleAt = (run: ModelRun, point: RoutePoint): PointSample => {
    const key = `${run.runSec}:${run.context.modelSalt}:${point.timeSec}:${point.lat}:${point.lon}`;
    let sample = samples.get(key);
    if (sample === undefined) {
      sample = samplePoint(point.lat, point.lon, point.timeSec, run.context);
      samples.set(key, sample);
    }
    return sample;
  };
  const reportedKey = (model: ShippingModelKey): string => (model === 'mercator-bio' ? 'mercator' : model);
  const usedModels = shippingModelKeys.filter((key) => elements.some((element) => shippingElementInfo(element).model === key));
  return ok({
    start: startSec,
    models: usedModels.map((key) => modelStatus(runs[key], reportedKey(key))),
    points: points.map((point) => ({
      lat: round(point.lat, 5),
      lon: round(point.lon, 5),
      time: point.timeSec,
      type: point.kind,
      speed: point.speedKn,
      distance: round(point.distanceM, 1),
      distanceTime: point.timeSec - startSec,
    })),
    routing: query.routing ?? 'rhumb',
    elements: elements.map((element) => {
      const { model, unit } = shippingElementInfo(element);
      const run = runs[model];
      const base = { key: element, unit, label: shippingLabels[element], level: null, model: reportedKey(model), element };
      if (isTidal(element)) return { ...base, data: [], error: tidalError };
      const first = run.stepsSec[0] ?? run.runSec;
      return {
        ...base,
        data: points.map((point) => {
          const offset = nearestStepIndex(run.stepsSec, point.timeSec);
          return {
            lat: round(point.lat, 5),
            lon: round(point.lon, 5),
            kind: point.kind,
            time: point.timeSec,
            value: inModelRange(run, point.timeSec) ? readShipping(element, sampleAt(run, point)) : null,
            offset,
            offsetTime: run.stepsSec[offset] ?? first,
            waypointIndex: point.waypointIndex,
          };
        }),
      };
    }),
  });
}

export { shippingModels };
