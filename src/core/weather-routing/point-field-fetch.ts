import { navigatorUnitFor } from '../../shared/voyage/forecast-element-units';
import type { RoutingQuantity } from '../../shared/voyage/weather-routing';
import type { ServiceData } from '../service-data/service-data';
import type { FieldProvenance, LayerFetchRun } from './layer-field-fetch';
import { RoutingCancelled } from './layer-field-fetch';
import type { PointFieldPlan } from './point-field-plan';

/**
 * The point timeseries of the plan asked one after another (through the cache, pinned to the
 * voyage), each answer's values put on the router's grid: at each of its times the value between
 * the two steps around it (speeds and heights linear, directions from the nearer step), in kn, m
 * and degrees. What comes back is plain arrays for the routing worker.
 */

/** Per quantity, its values at every time and node: index time × nodes + node; NaN where the model said nothing. */
export type PointPlanes = Partial<Record<RoutingQuantity, Float32Array>>;

const directions = new Set<RoutingQuantity>(['windDirection', 'waveDirection', 'currentDirection']);

export function valueAtTime(steps: ReadonlyArray<{ time: number; value: number | null }>, timeUtcMs: number, direction: boolean): number {
  const timeSec = timeUtcMs / 1000;
  for (let index = 0; index < steps.length; index += 1) {
    const after = steps[index]!;
    if (after.time < timeSec) continue;
    if (after.time === timeSec || index === 0) return after.time === timeSec && after.value !== null ? after.value : Number.NaN;
    const before = steps[index - 1]!;
    if (before.value === null || after.value === null) return Number.NaN;
    const share = (timeSec - before.time) / (after.time - before.time);
    if (direction) return share < 0.5 ? before.value : after.value;
    return before.value + (after.value - before.value) * share;
  }
  return Number.NaN;
}

export async function fetchPointFields(serviceData: ServiceData, plan: PointFieldPlan, run: LayerFetchRun): Promise<{ planes: PointPlanes; provenance: FieldProvenance[] }> {
  const { grid } = plan;
  const nodes = grid.rows * grid.columns;
  const planes: PointPlanes = {};
  for (const pair of plan.chosen) for (const each of pair) planes[each.quantity] = new Float32Array(nodes * grid.timesUtcMs.length).fill(Number.NaN);
  const provenance = new Map<RoutingQuantity, FieldProvenance>();
  let done = 0;
  run.onProgress(0, plan.requests.length);
  for (const request of plan.requests) {
    if (run.cancelled()) throw new RoutingCancelled();
    const answer = request.operation === 'weatherTimeseriesPoint' ? await serviceData.fetch('weatherTimeseriesPoint', request.query, { pinForVoyageId: run.pinForVoyageId }) : await serviceData.fetch('marineTimeseriesPoint', request.query, { pinForVoyageId: run.pinForVoyageId });
    for (const chosen of request.elements) {
      const series = answer.value.elements.find((element) => element.element === chosen.element);
      const plane = planes[chosen.quantity];
      if (series !== undefined && plane !== undefined) {
        const convert = navigatorUnitFor(chosen.element, series.unit ?? '').convert;
        const steps = [...series.data].sort((a, b) => a.time - b.time);
        grid.timesUtcMs.forEach((timeUtcMs, t) => {
          const value = valueAtTime(steps, timeUtcMs, directions.has(chosen.quantity));
          plane[t * nodes + request.node] = Number.isNaN(value) ? Number.NaN : convert(value);
        });
      }
      const spent = answer.provenance.source === 'live' ? answer.provenance.credits : 0;
      const known = provenance.get(chosen.quantity);
      provenance.set(chosen.quantity, {
        quantity: chosen.quantity,
        model: chosen.model.id,
        fetchedAtMs: Math.min(known?.fetchedAtMs ?? Number.POSITIVE_INFINITY, answer.provenance.fetchedAtMs),
        source: known !== undefined && known.source !== 'live' ? known.source : answer.provenance.source,
        runUtcMs: answer.provenance.modelRunMs ?? known?.runUtcMs ?? null,
        // A request serves both elements of its pair: its credit is counted once, on the first.
        creditsSpent: (known?.creditsSpent ?? 0) + (chosen === request.elements[0] ? spent : 0),
      });
    }
    done += 1;
    run.onProgress(done, plan.requests.length);
  }
  return { planes, provenance: [...provenance.values()] };
}
