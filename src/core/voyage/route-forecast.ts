import { routePositionAtOffset } from '../../shared/geo';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import { shippingModelKeyAliases, type ShippingRouteForecast } from '../../shared/service/shipping';
import { navigatorUnitFor } from '../../shared/voyage/forecast-element-units';
import type { RouteForecastElement, RouteForecastEstimate, RouteForecastPoint, RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import { StoreError } from '../store/store-errors';
import { routeForecastQuery, type RouteForecastQuery } from './route-forecast-query';

/**
 * Forecast along the route: the voyage's plan becomes one shipping route question (pinned to the
 * voyage, so it stays cached for use at sea), and the answer becomes an along-route series in
 * navigators' units, with distance run and leg taken from the voyage's own plan.
 */

export interface RouteForecastRequest {
  voyage: Voyage;
  plan: VoyagePlan;
  /** Departure moved by this much against the plan (a compared departure); 0 for the plan itself. */
  shiftMs: number;
  built: RouteForecastQuery;
}

/**
 * The questions of the store's voyages, which are frozen and so cannot change: an open asks the
 * cost and the forecast of the same voyage, and each planned it and cut its legs again (the
 * estimate of a 1,000-waypoint voyage read 9.4 ms warm with its planning, 2.3 without). A kept
 * question is frozen at its top only: V8 keeps a frozen list of numbers boxed, and with the
 * positions' lists frozen a cached forecast at 5,000 waypoints read 190 ms instead of 115. Nothing
 * writes to them.
 */
const plannedRequests = new WeakMap<Voyage, RouteForecastRequest>();

/** The question for a voyage; a voyage with no route yet is refused with the reason. */
export function routeForecastRequest(voyage: Voyage, shiftMs = 0): RouteForecastRequest {
  const kept = shiftMs === 0 && Object.isFrozen(voyage);
  const known = kept ? plannedRequests.get(voyage) : undefined;
  if (known !== undefined) return known;
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route to forecast: ${planned.message}`);
  const request = { voyage, plan: planned.plan, shiftMs, built: routeForecastQuery(planned.plan, { shiftMs }) };
  if (kept) plannedRequests.set(voyage, Object.freeze(request));
  return request;
}

export function estimateRouteForecast(serviceData: ServiceData, request: RouteForecastRequest): RouteForecastEstimate {
  const { query } = request.built;
  const credits = serviceData.estimateCredits('shippingRoute', query);
  return { credits, creditsToSpend: serviceData.freshInCache('shippingRoute', query) ? 0 : credits };
}

/** `cacheOnly`: whatever the cache holds, never the service; `freshOnly`: only a fresh cached answer, nothing else read. */
export async function fetchRouteForecast(serviceData: ServiceData, request: RouteForecastRequest, options: { cacheOnly?: boolean | undefined; freshOnly?: boolean | undefined } = {}): Promise<ServiceAnswer<RouteForecastSeries>> {
  if (options.freshOnly === true && !serviceData.freshInCache('shippingRoute', request.built.query)) {
    throw new StoreError('nothing_cached', 'no fresh forecast cached for this route, and this read never asks the service');
  }
  const answer = await serviceData.fetch('shippingRoute', request.built.query, { pinForVoyageId: request.voyage.id, cacheOnly: options.cacheOnly === true || options.freshOnly === true });
  return { value: routeForecastSeries(answer.value, request), provenance: answer.provenance };
}

const secondsToMs = (seconds: number): number => seconds * 1000;

/** The answer's positions: its points, or, where it leaves them out, the positions of its first element's values. */
function answerPositions(answer: ShippingRouteForecast): Array<{ lat: number; lon: number; time: number; type?: string | null | undefined }> {
  if (answer.points !== undefined && answer.points !== null) return answer.points;
  const withData = answer.elements.find((element) => element.data.length > 0);
  return (withData?.data ?? []).map((entry) => ({ lat: entry.lat, lon: entry.lon, time: entry.time, type: entry.kind }));
}

function seriesPoints(answer: ShippingRouteForecast, request: RouteForecastRequest): RouteForecastPoint[] {
  const { plan, shiftMs, built } = request;
  const etdMs = plan.etdUtcMs + shiftMs;
  let positionIndex = 0;
  return answerPositions(answer).map((point) => {
    const timeUtcMs = secondsToMs(point.time);
    const waypointIndex = point.type === 'waypoint' ? (built.voyageWaypointOfPosition[positionIndex++] ?? null) : null;
    const onRoute = routePositionAtOffset(plan.route, timeUtcMs - etdMs);
    const waypoint = waypointIndex === null ? undefined : plan.route.waypoints[waypointIndex];
    return {
      timeUtcMs,
      lat: point.lat,
      lon: point.lon,
      distanceRunNm: waypoint?.distanceFromStartNm ?? onRoute?.distanceFromStartNm ?? 0,
      // Times go to the service in whole seconds; at a waypoint the rounding must not put the ship back on the leg before it.
      legIndex: waypointIndex === null ? (onRoute?.legIndex ?? 0) : Math.min(waypointIndex, plan.route.legs.length - 1),
      waypointIndex,
    };
  });
}

/** Each element's values on the answer's points: by position when they line up, else by time. */
function alignedValues(data: ShippingRouteForecast['elements'][number]['data'], points: readonly RouteForecastPoint[], convert: (value: number) => number) {
  const values: (number | null)[] = new Array<number | null>(points.length).fill(null);
  const lineUp = data.length === points.length && data.every((entry, index) => secondsToMs(entry.time) === points[index]?.timeUtcMs);
  if (lineUp) {
    data.forEach((entry, index) => (values[index] = entry.value === null ? null : convert(entry.value)));
    return values;
  }
  const indexesByTime = new Map<number, number[]>();
  points.forEach((point, index) => {
    const list = indexesByTime.get(point.timeUtcMs) ?? [];
    list.push(index);
    indexesByTime.set(point.timeUtcMs, list);
  });
  for (const entry of data) {
    const index = indexesByTime.get(secondsToMs(entry.time))?.shift();
    if (index !== undefined) values[index] = entry.value === null ? null : convert(entry.value);
  }
  return values;
}

export function routeForecastSeries(answer: ShippingRouteForecast, request: RouteForecastRequest): RouteForecastSeries {
  const { voyage, plan, shiftMs, built } = request;
  const points = seriesPoints(answer, request);
  const elements: RouteForecastElement[] = answer.elements.map((element) => {
    const serviceUnit = element.unit ?? '';
    const unit = navigatorUnitFor(element.key, serviceUnit);
    const servedBy = element.model ?? '';
    const model = shippingModelKeyAliases[servedBy] ?? servedBy;
    const base = { key: element.key, label: element.label ?? element.key, model, unit: unit.unit, serviceUnit };
    if ((element.error !== undefined && element.error !== null) || element.data.length === 0) {
      return { ...base, values: [], error: element.error ?? 'the service sent no values for this element' };
    }
    return { ...base, values: alignedValues(element.data, points, unit.convert), error: null };
  });
  return {
    voyageId: voyage.id,
    voyageRevision: voyage.revision,
    etdUtcMs: plan.etdUtcMs + shiftMs,
    etaUtcMs: plan.etaUtcMs + shiftMs,
    positionsSent: built.query.lats.length,
    waypoints: plan.route.waypoints.map((waypoint) => ({
      name: waypoint.name,
      timeUtcMs: plan.etdUtcMs + shiftMs + waypoint.offsetMs,
      distanceRunNm: waypoint.distanceFromStartNm,
    })),
    points,
    elements,
    models: (answer.models ?? []).map((model) => ({
      key: shippingModelKeyAliases[model.key] ?? model.key,
      runUtcMs: typeof model.runtime === 'number' ? secondsToMs(model.runtime) : null,
      fromUtcMs: typeof model.range?.from === 'number' ? secondsToMs(model.range.from) : null,
      toUtcMs: typeof model.range?.to === 'number' ? secondsToMs(model.range.to) : null,
      error: model.error ?? null,
    })),
  };
}
