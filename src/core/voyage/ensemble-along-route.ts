import { elementStatisticsAt, ensembleRisk, limitElements, type EnsembleRouteSample } from '../../shared/risk';
import { ensembleStepsAround } from '../../shared/risk/ensemble-steps-kept';
import type { AnswerProvenance, ServiceAnswer } from '../../shared/service/answer-provenance';
import type { OperationQuery } from '../../shared/service/endpoints';
import type { EnsembleAlongRoute, EnsembleAlongRouteEstimate } from '../../shared/voyage/ensemble-along-route-result';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import { StoreError } from '../store/store-errors';
import { chooseEnsembleModel, type EnsembleModelChoice } from './ensemble-model-choice';
import { ensembleGridNm, ensembleRoutePositions, type EnsembleRoutePosition } from './route-positions-sampled';

/**
 * The marine ensemble along a saved voyage: one point question at each position sampled along the
 * route (route-positions-sampled.ts: every `everyHours` of ETA, departure, arrival, turns), at the ship's ETA there, each pinned to the voyage so it
 * stays cached for use at sea; the answers go through ensembleRisk with the vessel's limits.
 */

export const defaultEnsembleEveryHours = 12;

export interface EnsembleAlongRouteRequest {
  voyage: Voyage;
  profile: VesselProfile;
  plan: VoyagePlan;
  everyHours: number;
  choice: EnsembleModelChoice;
  elements: string[];
  positions: EnsembleRoutePosition[];
  queries: OperationQuery<'marineEnsemblePoint'>[];
  /** What asking the catalogue to choose the model cost now: 0 when it came from the cache. */
  modelChoiceCredits: number;
}

// Lat/lon to 4 decimals (about 11 m): well inside any model's grid, and stable cache keys.
const roundDeg = (value: number): number => Math.round(value * 1e4) / 1e4;
const normaliseLon = (lon: number): number => ((((lon + 180) % 360) + 360) % 360) - 180;

/**
 * The questions for a voyage. The ensemble catalogue is asked first (through the cache, pinned to
 * the voyage) to choose the model and the elements it has; a voyage with no route is refused.
 */
export async function ensembleAlongRouteRequest(
  serviceData: ServiceData,
  voyage: Voyage,
  profile: VesselProfile,
  everyHours = defaultEnsembleEveryHours,
  options: { catalogueFromCache?: boolean | undefined } = {},
): Promise<EnsembleAlongRouteRequest> {
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route to check: ${planned.message}`);
  const { plan } = planned;
  const catalogue = await serviceData.fetch('marineEnsembleModels', {}, { pinForVoyageId: voyage.id, cacheOnly: options.catalogueFromCache }).catch((error: unknown) => {
    if (options.catalogueFromCache === true && error instanceof StoreError && (error.code === 'nothing_cached' || error.code === 'offline_nothing_cached')) {
      throw new PassageError('not_cached', 'The ensemble catalogue is not in the cache, so the ensemble was not fetched here: fetch it in the Risk tab.');
    }
    throw error;
  });
  const choice = chooseEnsembleModel(catalogue.value.models, plan.etdUtcMs, plan.etaUtcMs);
  if ('error' in choice) throw new PassageError('no_model', choice.error);
  const offered = new Set(choice.entry.elements.map((element) => element.id));
  // Every element a limit can be checked against, where the model has it; a limit the model
  // cannot answer shows up per position as "gave no <element>".
  const elements = [...new Set(Object.values(limitElements).map((limit) => limit.element))].filter((element) => offered.has(element));
  if (elements.length === 0) throw new PassageError('no_model', `${choice.entry.name} has none of the elements the vessel limits need (${Object.values(limitElements).map((limit) => limit.element).join(', ')}).`);
  const positions = ensembleRoutePositions(plan, everyHours, ensembleGridNm(choice.entry.resolution));
  const queries = positions.map((position) => ({ lat: roundDeg(position.lat), lon: roundDeg(normaliseLon(position.lon)), model: choice.entry.id, elements }));
  const modelChoiceCredits = catalogue.provenance.source === 'live' ? catalogue.provenance.credits : 0;
  return { voyage, profile, plan, everyHours, choice, elements, positions, queries, modelChoiceCredits };
}

export function estimateEnsembleAlongRoute(serviceData: ServiceData, request: EnsembleAlongRouteRequest): EnsembleAlongRouteEstimate {
  let credits = 0;
  let creditsToSpend = 0;
  for (const query of request.queries) {
    credits += serviceData.estimateCredits('marineEnsemblePoint', query);
    creditsToSpend += serviceData.creditsToFetch('marineEnsemblePoint', query);
  }
  return { credits, creditsToSpend, positions: request.queries.length, modelChoiceCredits: request.modelChoiceCredits };
}

/** One provenance for many answers: the oldest fetch and run (what the view must own up to), the credits summed. */
function combinedProvenance(provenances: readonly AnswerProvenance[]): AnswerProvenance {
  const oldest = provenances.reduce((best, provenance) => (provenance.fetchedAtMs < best.fetchedAtMs ? provenance : best));
  const sources = new Set(provenances.map((provenance) => provenance.source));
  const runs = provenances.flatMap((provenance) => (provenance.modelRunMs === null ? [] : [provenance.modelRunMs]));
  return {
    operation: 'marineEnsemblePoint',
    dataSource: oldest.dataSource,
    // Any offline answer makes the whole offline; any fresh fetch makes it live; else all cached.
    source: sources.has('offline-cache') ? 'offline-cache' : sources.has('live') ? 'live' : 'cache',
    fetchedAtMs: oldest.fetchedAtMs,
    ageMs: Math.max(...provenances.map((provenance) => provenance.ageMs)),
    stale: provenances.some((provenance) => provenance.stale),
    modelRunMs: runs.length === 0 ? null : Math.min(...runs),
    credits: provenances.reduce((sum, provenance) => sum + (provenance.source === 'live' ? provenance.credits : 0), 0),
  };
}

function elementStatistics(sample: EnsembleRouteSample | undefined, element: string) {
  return sample === undefined ? { status: 'missing' as const, reason: 'no answer for this position' } : elementStatisticsAt(sample.forecast, element, sample.timeUtcMs);
}

export async function fetchEnsembleAlongRoute(serviceData: ServiceData, request: EnsembleAlongRouteRequest): Promise<ServiceAnswer<EnsembleAlongRoute>> {
  const { voyage, profile, positions, queries, choice } = request;
  if (queries.length === 0) throw new PassageError('no_route', `The voyage "${voyage.name}" has no positions to check.`);
  // One at a time: the service meters requests, and the cache answers most of them on a second run.
  const answers: Pick<ServiceAnswer<unknown>, 'provenance'>[] = [];
  const samples: EnsembleRouteSample[] = [];
  for (const [index, position] of positions.entries()) {
    const query = queries[index];
    if (query === undefined) continue;
    const answer = await serviceData.fetch('marineEnsemblePoint', query, { pinForVoyageId: voyage.id });
    answers.push({ provenance: answer.provenance });
    // Only the steps around the ETA are kept: a long route's whole answers would be hundreds of MB.
    samples.push({ legIndex: position.legIndex, timeUtcMs: position.timeUtcMs, lat: position.lat, lon: position.lon, forecast: ensembleStepsAround(answer.value, position.timeUtcMs) });
  }
  // Every leg gets a figure: its own samples, or the sample nearest its middle in time.
  const legTimesUtcMs = request.plan.route.legs.map((leg) => ({ startUtcMs: request.plan.etdUtcMs + leg.startOffsetMs, endUtcMs: request.plan.etdUtcMs + leg.endOffsetMs }));
  const risk = ensembleRisk(samples, profile.limits, legTimesUtcMs);
  const provenance = combinedProvenance(answers.map((answer) => answer.provenance));
  const fromCache = answers.filter((answer) => answer.provenance.source !== 'live').length;
  return {
    value: {
      voyageId: voyage.id,
      voyageRevision: voyage.revision,
      everyHours: request.everyHours,
      model: { id: choice.entry.id, name: choice.entry.name, runUtcMs: provenance.modelRunMs, members: choice.entry.members },
      notCovered: choice.notCovered,
      elements: request.elements,
      samples: risk.samples.map((sample, index) => ({
        ...sample,
        waypointIndex: positions[index]?.waypointIndex ?? null,
        byElement: Object.fromEntries(request.elements.map((element) => [element, elementStatistics(samples[index], element)])),
      })),
      legs: risk.legs,
      requests: { count: answers.length, fromCache, creditsSpent: provenance.credits },
    },
    provenance,
  };
}
