import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { marineEnsembleModels, weatherEnsembleModels, type SimulatedModel } from '../data/simulated-models';
import { samplePoint } from '../fields/point-sample';
import { availableRunsSec, resolveRuntime, stepTimesSec } from '../model-runs';
import { badRequest, ok, round, type Answer, type ServiceState } from '../service-state';
import { elementValue, resolveElements, resolveModel } from './element-requests';

/**
 * Ensemble point forecasts: 51 members (member0 is the control), spread growing with lead time,
 * and the statistics computed from those very members. An element the model does not have is
 * answered with an error entry, as the spec allows.
 */

/** Linear-interpolation percentile of sorted values. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const position = share * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, lower + 1);
  return (sorted[lower] ?? 0) + ((sorted[upper] ?? 0) - (sorted[lower] ?? 0)) * (position - lower);
}

export function ensembleValue(members: readonly number[]): Record<string, number> {
  const sorted = [...members].sort((a, b) => a - b);
  const value: Record<string, number> = {
    max: sorted[sorted.length - 1] ?? 0,
    min: sorted[0] ?? 0,
    mean: round(members.reduce((sum, member) => sum + member, 0) / Math.max(1, members.length), 3),
    median: round(percentile(sorted, 0.5), 3),
    control: members[0] ?? 0,
    percentile10: round(percentile(sorted, 0.1), 3),
    percentile90: round(percentile(sorted, 0.9), 3),
  };
  members.forEach((member, index) => {
    value[`member${index}`] = member;
  });
  return value;
}

function levelNumber(level: string | undefined): number | null {
  if (level === undefined) return null;
  const value = Number.parseFloat(level);
  return Number.isFinite(value) ? value : null;
}

function ensembleAnswer(models: readonly SimulatedModel[], query: ParsedOperationQuery<'marineEnsemblePoint'>, state: ServiceState): Answer {
  const model = resolveModel(models, query.model);
  if (!model.ok) return badRequest(model.message);
  const run = resolveRuntime(query.runtime, availableRunsSec(state.nowMs(), 4, model.value.schedule));
  if (!run.ok) return badRequest(run.message);
  const known = query.elements.filter((id) => model.value.elements.some((element) => element.id === id));
  const requests = resolveElements(model.value, known, query.levels, query.units);
  if (!requests.ok) return badRequest(requests.message);
  const stepsSec = stepTimesSec(run.runSec, model.value.offsetsHours);
  const samples = stepsSec.map((timeSec) =>
    Array.from({ length: model.value.members }, (_, member) =>
      samplePoint(query.lat, query.lon, timeSec, { world: state.world, runSec: run.runSec, member, modelSalt: model.value.modelSalt }),
    ),
  );
  const elements = query.elements.map((id) => {
    const matching = requests.value.filter((request) => request.definition.id === id);
    if (matching.length === 0) {
      return { error: `element ${id} is not available from ${model.value.id}`, element: id };
    }
    return matching.map((request) => ({
      data: stepsSec.map((time, index) => ({
        time,
        value: ensembleValue((samples[index] ?? []).map((sample) => elementValue(request, sample))),
      })),
      unit: request.unit,
      level: levelNumber(request.level),
      element: id,
    }));
  });
  return ok({ model: model.value.id, runtime: run.runSec, elements: elements.flat(), latitude: query.lat, longitude: query.lon });
}

export function marineEnsemblePoint(query: ParsedOperationQuery<'marineEnsemblePoint'>, state: ServiceState): Answer {
  return ensembleAnswer(marineEnsembleModels, query, state);
}

export function weatherEnsemblePoint(query: ParsedOperationQuery<'weatherEnsemblePoint'>, state: ServiceState): Answer {
  return ensembleAnswer(weatherEnsembleModels, query, state);
}
