import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { marineModels, weatherModels, type SimulatedModel } from '../data/simulated-models';
import { palettes, palleteBody } from '../elements/palettes';
import { samplePoint } from '../fields/point-sample';
import { greatCircleDistanceM } from '../geometry/sphere';
import { availableRunsSec, nearestStepIndex, resolveRuntime, stepTimesSec } from '../model-runs';
import { badRequest, ok, round, type Answer, type ServiceState } from '../service-state';
import { elementValue, resolveElements, resolveModel, type ElementRequest } from './element-requests';

/**
 * Point and route timeseries of the weather and marine models. A route's waypoint takes the
 * forecast step nearest its arrival time (from start and speed, or from times), and the value at
 * the waypoint at that step.
 */

type Area = 'weather' | 'marine';

interface Prepared {
  model: SimulatedModel;
  runSec: number;
  requests: ElementRequest[];
  stepsSec: number[];
}

function prepare(
  area: Area,
  query: { model: string; elements: string[]; levels?: string[] | undefined; units?: string[] | undefined; runtime?: string | undefined },
  state: ServiceState,
): Prepared | string {
  const model = resolveModel(area === 'weather' ? weatherModels : marineModels, query.model);
  if (!model.ok) return model.message;
  const run = resolveRuntime(query.runtime, availableRunsSec(state.nowMs(), 4, model.value.schedule));
  if (!run.ok) return run.message;
  const requests = resolveElements(model.value, query.elements, query.levels, query.units);
  if (!requests.ok) return requests.message;
  return { model: model.value, runSec: run.runSec, requests: requests.value, stepsSec: stepTimesSec(run.runSec, model.value.offsetsHours) };
}

function marineLevel(level: string | undefined): number | null {
  if (level === undefined) return null;
  const value = Number.parseFloat(level);
  return Number.isFinite(value) ? value : null;
}

function pointAnswer(area: Area, query: ParsedOperationQuery<'weatherTimeseriesPoint'> | ParsedOperationQuery<'marineTimeseriesPoint'>, state: ServiceState): Answer {
  const prepared = prepare(area, query, state);
  if (typeof prepared === 'string') return badRequest(prepared);
  const context = { world: state.world, runSec: prepared.runSec, member: 0, modelSalt: prepared.model.modelSalt };
  const samples = prepared.stepsSec.map((timeSec) => samplePoint(query.lat, query.lon, timeSec, context));
  return ok({
    model: prepared.model.id,
    runtime: prepared.runSec,
    elements: prepared.requests.map((request) => ({
      data: prepared.stepsSec.map((time, index) => {
        const sample = samples[index];
        return { time, value: sample === undefined ? null : elementValue(request, sample) };
      }),
      unit: request.unit,
      level: area === 'weather' ? (request.level ?? null) : marineLevel(request.level),
      element: request.definition.id,
      pallete: palleteBody(palettes[request.definition.palette]),
    })),
    latitude: query.lat,
    longitude: query.lon,
  });
}

export function weatherTimeseriesPoint(query: ParsedOperationQuery<'weatherTimeseriesPoint'>, state: ServiceState): Answer {
  return pointAnswer('weather', query, state);
}

export function marineTimeseriesPoint(query: ParsedOperationQuery<'marineTimeseriesPoint'>, state: ServiceState): Answer {
  return pointAnswer('marine', query, state);
}

export interface WaypointTiming {
  lat: number;
  lon: number;
  distanceM: number;
  timeSec: number;
}

/** Arrival at each waypoint from start and a constant speed (m/s), or from the given times. */
export function waypointTimings(lats: number[], lons: number[], times: number[] | undefined, startSec: number, speedMs: number): WaypointTiming[] {
  let distanceM = 0;
  return lats.map((lat, index) => {
    const lon = lons[index] ?? 0;
    if (index > 0) distanceM += greatCircleDistanceM({ lat: lats[index - 1] ?? lat, lon: lons[index - 1] ?? lon }, { lat, lon });
    const timeSec = times?.[index] ?? Math.round(startSec + distanceM / speedMs);
    return { lat, lon, distanceM, timeSec };
  });
}

function routeAnswer(area: Area, query: ParsedOperationQuery<'weatherTimeseriesRoute'> | ParsedOperationQuery<'marineTimeseriesRoute'>, state: ServiceState): Answer {
  const prepared = prepare(area, query, state);
  if (typeof prepared === 'string') return badRequest(prepared);
  const speedMs = area === 'weather' ? query.speed / 3.6 : query.speed * 0.514444;
  const startSec = query.start ?? Math.floor(state.nowMs() / 1000);
  const context = { world: state.world, runSec: prepared.runSec, member: 0, modelSalt: prepared.model.modelSalt };
  const lastStep = prepared.stepsSec[prepared.stepsSec.length - 1] ?? prepared.runSec;
  const waypoints = waypointTimings(query.lats, query.lons, query.times, startSec, speedMs).map((waypoint) => {
    const offset = nearestStepIndex(prepared.stepsSec, waypoint.timeSec);
    const offsetTime = prepared.stepsSec[offset] ?? prepared.runSec;
    // Marine answers null beyond the model's range; weather keeps the last step.
    const outside = area === 'marine' && (waypoint.timeSec > lastStep + 3 * 3600 || waypoint.timeSec < prepared.runSec - 3 * 3600);
    return { ...waypoint, offset, offsetTime, sample: outside ? undefined : samplePoint(waypoint.lat, waypoint.lon, offsetTime, context) };
  });
  const speed = area === 'weather'
    ? { ms: round(speedMs, 3), kmh: round(speedMs * 3.6, 2) }
    : { ms: round(speedMs, 3), kmh: round(speedMs * 3.6, 2), kts: Math.round(query.speed) };
  return ok({
    model: prepared.model.id,
    speed,
    runtime: prepared.runSec,
    elements: prepared.requests.map((request) => ({
      data: waypoints.map((waypoint) => ({
        lat: waypoint.lat,
        lon: waypoint.lon,
        time: waypoint.timeSec,
        value: waypoint.sample === undefined ? null : elementValue(request, waypoint.sample),
        offset: waypoint.offset,
        distance: area === 'weather' ? round(waypoint.distanceM, 1) : Math.round(waypoint.distanceM),
        offsetTime: waypoint.offsetTime,
      })),
      unit: request.unit,
      level: request.level ?? '',
      element: request.definition.id,
    })),
  });
}

export function weatherTimeseriesRoute(query: ParsedOperationQuery<'weatherTimeseriesRoute'>, state: ServiceState): Answer {
  return routeAnswer('weather', query, state);
}

export function marineTimeseriesRoute(query: ParsedOperationQuery<'marineTimeseriesRoute'>, state: ServiceState): Answer {
  return routeAnswer('marine', query, state);
}
