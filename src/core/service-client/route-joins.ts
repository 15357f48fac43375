import type { OperationResponse } from '../../shared/service/endpoints';
import type { MarineRouteForecast, WeatherRouteForecast } from '../../shared/service/timeseries';
import type { ShippingRouteForecast } from '../../shared/service/shipping';
import type { RouteOperationName, RoutePart } from './route-parts';

/**
 * The answers of a route's parts made into the answer the whole route would have had: the joining
 * waypoint once, waypoint indexes counted from the route's start, and along-route distances and
 * times continued from the joint. Where the service restarts distances at each waypoint (as the
 * real one is reported to), the part's figures already are the whole route's and stay as they are.
 */

export class RoutePartsDisagree extends Error {
  override readonly name = 'RoutePartsDisagree';
}

export interface AnsweredPart<N extends RouteOperationName> {
  part: RoutePart;
  answer: OperationResponse<N>;
}

/** Sums without 0.1 + 0.2 noise: the service writes at most a few decimals. */
const addMeasures = (a: number, b: number): number => Math.round((a + b) * 1e6) / 1e6;

/** True when every waypoint of a part sits at 0: figures restart per waypoint, nothing to add. */
const restartsAtEachWaypoint = (figures: readonly (number | null | undefined)[]): boolean => figures.every((figure) => figure === 0);

/** A figure the service left out stays left out: nothing is invented by the join. */
const shifted = <T extends number | null | undefined>(figure: T, by: number): T => (typeof figure === 'number' ? (addMeasures(figure, by) as T) : figure);

/** What the joined answer's joint carries, for shifting the next part's figures onto the route. */
interface Carry {
  distance: number;
  distanceTime: number;
}

/** The arrival time at a part's last waypoint, where the next part departs. */
export function jointTimeSec(operation: RouteOperationName, answer: OperationResponse<RouteOperationName>): number | undefined {
  if (operation === 'shippingRoute') {
    const points = (answer as ShippingRouteForecast).points ?? [];
    return points.findLast((point) => point.type === 'waypoint')?.time ?? undefined;
  }
  return (answer as WeatherRouteForecast).elements[0]?.data.at(-1)?.time;
}

function sameRuns(what: string, runs: readonly string[]): void {
  const differing = runs.findIndex((run) => run !== runs[0]);
  if (differing > 0) {
    throw new RoutePartsDisagree(
      `the parts of the route came from different model runs (${what}: part 1 ${runs[0]}, part ${differing + 1} ${runs[differing]}); a new run was published while they were fetched`,
    );
  }
}

function joinShipping(parts: readonly AnsweredPart<'shippingRoute'>[]): ShippingRouteForecast {
  const first = parts[0]!.answer;
  sameRuns('models', parts.map(({ answer }) => (answer.models ?? []).map((model) => `${model.key} ${model.runtime ?? model.error ?? ''}`).join(', ')));
  const points: ShippingRouteForecast['points'] = [];
  const elements = first.elements.map((element) => ({ ...element, data: [] as ShippingRouteForecast['elements'][number]['data'] }));
  const carry: Carry = { distance: 0, distanceTime: 0 };
  parts.forEach(({ part, answer }, index) => {
    const waypoints = (answer.points ?? []).filter((point) => point.type === 'waypoint');
    const shiftDistance = index > 0 && !restartsAtEachWaypoint(waypoints.map((point) => point.distance)) ? carry.distance : 0;
    const shiftTime = index > 0 && !restartsAtEachWaypoint(waypoints.map((point) => point.distanceTime)) ? carry.distanceTime : 0;
    // The joint is answered twice: as the last waypoint of one part (no next leg, no speed) and
    // as the first of the next (its leg's speed); the whole route's answer has the second.
    if (index > 0) dropFromLastWaypoint(points, (point) => point.type === 'waypoint');
    for (const point of answer.points ?? []) {
      points.push({ ...point, distance: shifted(point.distance, shiftDistance), distanceTime: shifted(point.distanceTime, shiftTime) });
    }
    const joint = points.findLast((point) => point.type === 'waypoint');
    if (joint !== undefined) {
      carry.distance = joint.distance ?? carry.distance;
      carry.distanceTime = joint.distanceTime ?? carry.distanceTime;
    }
    answer.elements.forEach((element, elementIndex) => {
      const joined = elements.find((each) => each.key === element.key) ?? elements[elementIndex];
      if (joined === undefined) throw new RoutePartsDisagree(`part ${index + 1} of the route answered element ${element.key}, which part 1 did not`);
      if (index > 0) dropFromLastWaypoint(joined.data, (entry) => entry.kind === 'waypoint');
      for (const entry of element.data) {
        joined.data.push(entry.waypointIndex === null || entry.waypointIndex === undefined ? entry : { ...entry, waypointIndex: entry.waypointIndex + part.firstIndex });
      }
    });
  });
  return { ...first, points, elements };
}

function dropFromLastWaypoint<T>(list: T[], isWaypoint: (item: T) => boolean): void {
  const at = list.findLastIndex(isWaypoint);
  if (at >= 0) list.length = at;
}

type TimeseriesRoute = WeatherRouteForecast | MarineRouteForecast;

function joinTimeseries(parts: readonly AnsweredPart<'weatherTimeseriesRoute' | 'marineTimeseriesRoute'>[]): TimeseriesRoute {
  const first = parts[0]!.answer as TimeseriesRoute;
  sameRuns('runtime', parts.map(({ answer }) => `${answer.model} ${answer.runtime}`));
  const elements = first.elements.map((element) => ({ ...element, data: [...element.data] }));
  parts.slice(1).forEach(({ answer }, index) => {
    answer.elements.forEach((element, elementIndex) => {
      const joined = elements.find((each) => each.element === element.element && each.level === element.level) ?? elements[elementIndex];
      if (joined === undefined) throw new RoutePartsDisagree(`part ${index + 2} of the route answered element ${element.element}, which part 1 did not`);
      // Here the joint's first answer is kept: its distance already counts from the route's start.
      const carried = joined.data.at(-1)?.distance ?? 0;
      const shift = restartsAtEachWaypoint(element.data.map((entry) => entry.distance)) ? 0 : carried;
      for (const entry of element.data.slice(1)) joined.data.push({ ...entry, distance: shifted(entry.distance, shift) } as (typeof joined.data)[number]);
    });
  });
  return { ...first, elements } as TimeseriesRoute;
}

/** One answer from the answers of consecutive parts (in route order). */
export function joinRouteParts<N extends RouteOperationName>(operation: N, parts: readonly AnsweredPart<N>[]): OperationResponse<N> {
  if (parts.length === 1) return parts[0]!.answer;
  if (operation === 'shippingRoute') return joinShipping(parts as readonly AnsweredPart<'shippingRoute'>[]) as OperationResponse<N>;
  return joinTimeseries(parts as readonly AnsweredPart<'weatherTimeseriesRoute' | 'marineTimeseriesRoute'>[]) as OperationResponse<N>;
}
