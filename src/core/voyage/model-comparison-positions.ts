import { normalizeLongitude, routePositionAtOffset } from '../../shared/geo';
import type { CatalogueEntry } from '../../shared/service/catalogue';
import { latestRunSec } from './ensemble-model-choice';
import { formatUtcDateTime } from '../../shared/time/time-format';
import type { ModelAlongRoutePoint } from '../../shared/voyage/model-along-route';
import type { VoyagePlan } from '../../shared/voyage/voyage-plan';

/**
 * Where and when a timeseries model is asked along a voyage: every waypoint at its ETA and the
 * ship's position at every step of the model between them (the rule the shipping forecast follows
 * with its own steps), keeping only what the model covers: its newest run to its last step, inside
 * its bounding box. What is left out is said in words.
 */

const hourMs = 3_600_000;

/**
 * Our choice: the interface states no maximum of waypoints per route request. A 10-day voyage
 * at hourly steps is about 150 positions; beyond this many the steps are thinned evenly
 * (waypoints always kept), so one request never grows without bound.
 */
export const MAX_MODEL_POSITIONS = 400;

/** Forecast hours of a catalogue entry: its `offsets`, else its `sequence` ("seq:[0:1:90],seq:[93:3:240]") expanded. */
export function forecastStepHours(entry: Pick<CatalogueEntry, 'offsets' | 'sequence'>): number[] {
  if (entry.offsets !== undefined && entry.offsets !== null && entry.offsets.length > 0) return [...entry.offsets].sort((a, b) => a - b);
  const hours = new Set<number>();
  for (const match of (entry.sequence ?? '').matchAll(/seq:\[\s*(-?\d+)\s*:\s*(\d+)\s*:\s*(-?\d+)\s*\]/g)) {
    const [start, step, end] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (step <= 0) continue;
    for (let hour = start; hour <= end; hour += step) hours.add(hour);
  }
  return [...hours].sort((a, b) => a - b);
}

type Coverage = Pick<CatalogueEntry, 'name' | 'runtimeLast' | 'runtimes' | 'offsets' | 'sequence' | 'boundingbox'>;

function insideBox(box: CatalogueEntry['boundingbox'], lat: number, lon: number): boolean {
  // A catalogue entry without a box is taken to cover everywhere: the service says where it does not.
  if (box === null || box === undefined) return true;
  if (lat > box.north || lat < box.south) return false;
  // A box whose west is east of its east crosses 180°.
  return box.west <= box.east ? lon >= box.west && lon <= box.east : lon >= box.west || lon <= box.east;
}

export interface ModelPositions {
  points: ModelAlongRoutePoint[];
  notCovered: string | null;
}

export function modelRoutePositions(plan: VoyagePlan, entry: Coverage, maxPositions = MAX_MODEL_POSITIONS): ModelPositions {
  const stepHours = forecastStepHours(entry);
  const runMs = (latestRunSec(entry) ?? 0) * 1000;
  const firstMs = runMs + (stepHours[0] ?? 0) * hourMs;
  const lastMs = runMs + (stepHours.at(-1) ?? 0) * hourMs;
  const { etdUtcMs, etaUtcMs } = plan;
  const { waypoints, legs } = plan.route;

  let stepTimes = stepHours.map((hour) => runMs + hour * hourMs).filter((timeMs) => timeMs > etdUtcMs && timeMs < etaUtcMs);
  const room = Math.max(0, maxPositions - waypoints.length);
  if (stepTimes.length > room) {
    const every = stepTimes.length / Math.max(room, 1);
    stepTimes = Array.from({ length: room }, (_, index) => stepTimes[Math.floor(index * every)]!);
  }
  const waypointTimes = new Set(waypoints.map((waypoint) => etdUtcMs + waypoint.offsetMs));
  const candidates: ModelAlongRoutePoint[] = [];
  waypoints.forEach((waypoint, index) => {
    candidates.push({ timeUtcMs: etdUtcMs + waypoint.offsetMs, lat: waypoint.lat, lon: normalizeLongitude(waypoint.lon), distanceRunNm: waypoint.distanceFromStartNm, legIndex: Math.min(index, Math.max(legs.length - 1, 0)), waypointIndex: index });
  });
  for (const timeUtcMs of stepTimes) {
    if (waypointTimes.has(timeUtcMs)) continue;
    const onRoute = routePositionAtOffset(plan.route, timeUtcMs - etdUtcMs);
    if (onRoute === undefined) continue;
    candidates.push({ timeUtcMs, lat: onRoute.lat, lon: normalizeLongitude(onRoute.lon), distanceRunNm: onRoute.distanceFromStartNm, legIndex: onRoute.legIndex, waypointIndex: null });
  }
  candidates.sort((a, b) => a.timeUtcMs - b.timeUtcMs || a.distanceRunNm - b.distanceRunNm);

  // A step's value stands for the hours around it: half a step of grace at either end of the range.
  const graceMs = stepHours.length > 1 ? ((stepHours.at(-1)! - stepHours.at(-2)!) * hourMs) / 2 : 0;
  const inTime = (point: ModelAlongRoutePoint) => point.timeUtcMs >= firstMs - graceMs && point.timeUtcMs <= lastMs + graceMs;
  const points = candidates.filter((point) => inTime(point) && insideBox(entry.boundingbox, point.lat, point.lon));

  const gaps: string[] = [];
  if (etdUtcMs < firstMs - graceMs) gaps.push(`before ${formatUtcDateTime(firstMs)} (its newest run)`);
  if (etaUtcMs > lastMs + graceMs) gaps.push(`after ${formatUtcDateTime(lastMs)} (its last step) to the ETA ${formatUtcDateTime(etaUtcMs)}`);
  const outside = candidates.filter((point) => inTime(point) && !insideBox(entry.boundingbox, point.lat, point.lon));
  if (outside.length > 0) gaps.push(`outside its region (${outside.length} of ${candidates.length} positions, from ${formatUtcDateTime(outside[0]!.timeUtcMs)} to ${formatUtcDateTime(outside.at(-1)!.timeUtcMs)})`);
  return { points, notCovered: gaps.length === 0 ? null : `${entry.name} does not cover the voyage ${gaps.join('; ')}.` };
}
