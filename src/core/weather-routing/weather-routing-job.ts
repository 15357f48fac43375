import { analyseStorm, departureStormClearance, type AnalysedStorm } from '../../shared/risk';
import type { Storm } from '../../shared/service/storms';
import type { NoGoArea } from '../../shared/voyage/no-go-area';
import { defaultRoutingPenaltyWeights } from '../../shared/voyage/routing-penalties';
import { defaultVesselProfile, type VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import type { RouteFigures, RoutingInputsUsed, WeatherRoutingEstimate, WeatherRoutingInput, WeatherRoutingProgress, WeatherRoutingResult } from '../../shared/voyage/weather-routing';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import type { CoastIndex } from '../route-check/coast-index';
import { RoutingCancelled } from './layer-field-fetch';
import { planRoutingFields } from './routing-fields';
import { proposalVoyage } from './proposal-route';
import type { RouteExposure } from './route-exposure';
import { routeInWorker } from './routing-in-worker';
import { routingHorizonUtcMs, routingRegion, type RoutingRegion } from './routing-region';
import { defaultRoutingOptions } from './routing-problem';

/**
 * Weather routing of a saved voyage, as the navigator asks it: the estimate first (which fields,
 * their resolution and cost, what is cached), then the routing itself: the fields fetched through
 * the cache and pinned to the voyage, the isochrones on a worker thread with progress as events,
 * the proposal compared with the plan (distance, ETA, hours past the limits in the same fields,
 * storm clearance by the Risk tab's rule), cancellable at any point. One routing per voyage at a time.
 * The router sails the voyage's vessel profile (her speed-loss table, limits and storm distances),
 * keeps out of the voyage's saved no-go areas, and weighs the storms of the Risk tab's answer,
 * fetched (and counted in the estimate) before it starts, so the comparison reads the same storms.
 */

/** The Risk tab's and the chart's storms question: one cache entry for all of them. */
const stormsQuery = {};
const MS_PER_HOUR = 3_600_000;

export interface WeatherRoutingDeps {
  serviceData: ServiceData;
  readVoyage(voyageId: string): Voyage;
  readProfile(profileId: string): VesselProfile | null;
  readNoGoAreas(voyageId: string): NoGoArea[];
  landIndex(): Promise<CoastIndex>;
  onProgress(progress: WeatherRoutingProgress): void;
}

interface Prepared {
  voyage: Voyage;
  plan: VoyagePlan;
  profile: VesselProfile;
  region: RoutingRegion;
}

/**
 * The voyage, its profile and its region. The region makes room for the storms known before
 * anything is spent (a fresh storms answer in the cache: reading it asks nothing), or for any
 * storm when none is known, so the estimate and the routing that follows decide the same box.
 */
async function prepare(deps: WeatherRoutingDeps, input: WeatherRoutingInput): Promise<Prepared> {
  const voyage = deps.readVoyage(input.voyageId);
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route to weather-route: ${planned.message}`);
  const profile = deps.readProfile(voyage.vesselProfileId) ?? defaultVesselProfile;
  return { voyage, plan: planned.plan, profile, region: await routingRegionNow(deps.serviceData, planned.plan, profile, input.fieldStepHours) };
}

/** The region a routing of this plan asks for now: room for the storms a fresh cached answer holds, else for any (what "Prepare for sea" packs too). */
export async function routingRegionNow(serviceData: ServiceData, plan: VoyagePlan, profile: Pick<VesselProfile, 'stormDistanceNm'>, fieldStepHours: number): Promise<RoutingRegion> {
  const storms = { tracks: await cachedStormTracks(serviceData), distance: profile.stormDistanceNm };
  return routingRegion(plan, fieldStepHours, storms);
}

/** The storms' tracks when a fresh answer is cached (asking nothing), else null. */
async function cachedStormTracks(serviceData: ServiceData): Promise<AnalysedStorm['track'][] | null> {
  if (!serviceData.freshInCache('storms', stormsQuery)) return null;
  try {
    const answer = await serviceData.fetch('storms', stormsQuery);
    return answer.value.storms.map((storm) => analyseStorm(storm, answer.provenance.fetchedAtMs).track);
  } catch {
    return null;
  }
}

export async function estimateWeatherRouting(deps: WeatherRoutingDeps, input: WeatherRoutingInput): Promise<WeatherRoutingEstimate> {
  const { voyage, region } = await prepare(deps, input);
  const planned = await planRoutingFields(deps.serviceData, voyage, region, input);
  const { fields } = planned;
  const stormCredits = deps.serviceData.creditsToFetch('storms', stormsQuery);
  return {
    fieldSource: input.fieldSource,
    fields,
    box: { north: region.north, south: region.south, west: region.west, east: region.east },
    fromUtcMs: region.fromUtcMs,
    toUtcMs: region.toUtcMs,
    catalogueCredits: planned.catalogueCredits,
    stormCredits,
    credits: fields.reduce((sum, field) => sum + field.credits, 0) + deps.serviceData.estimateCredits('storms', stormsQuery),
    creditsToSpend: fields.reduce((sum, field) => sum + field.creditsToSpend, 0) + stormCredits,
    notes: planned.notes,
  };
}

function figures(exposure: RouteExposure, clearance: RouteFigures['stormClearance'], readable: boolean): RouteFigures {
  return {
    distanceNm: exposure.distanceNm,
    etdUtcMs: exposure.etdUtcMs,
    etaUtcMs: exposure.etaUtcMs,
    softHours: readable ? exposure.softHours : null,
    hardHours: readable ? exposure.hardHours : null,
    unreadHours: exposure.unreadHours,
    stormClearance: clearance,
  };
}

interface StormsNow {
  /** As the service gave them, for the worker; and analysed, for the comparison. */
  storms: Storm[];
  fetchedAtMs: number;
  analysed: AnalysedStorm[];
  status: 'checked' | 'failed';
  message: string | null;
  credits: number;
}

async function stormsNow(serviceData: ServiceData): Promise<StormsNow> {
  try {
    const answer = await serviceData.fetch('storms', stormsQuery);
    const { fetchedAtMs } = answer.provenance;
    return {
      storms: answer.value.storms,
      fetchedAtMs,
      analysed: answer.value.storms.map((storm) => analyseStorm(storm, fetchedAtMs)),
      status: 'checked',
      message: null,
      credits: answer.provenance.source === 'live' ? answer.provenance.credits : 0,
    };
  } catch (error) {
    const message = `Storms could not be read, so the routing did not weigh them: ${error instanceof Error ? error.message : String(error)}`;
    return { storms: [], fetchedAtMs: Date.now(), analysed: [], status: 'failed', message, credits: 0 };
  }
}

function clearanceOf(route: Pick<Voyage, 'waypoints' | 'legs' | 'departure'>, storms: readonly AnalysedStorm[], profile: VesselProfile): RouteFigures['stormClearance'] {
  const planned = planVoyage(route);
  if (!planned.ok || storms.length === 0) return null;
  const worst = departureStormClearance(planned.plan.route, planned.plan.etdUtcMs, storms, profile.stormDistanceNm);
  return worst === null ? null : { stormName: worst.stormName, timeUtcMs: worst.timeUtcMs, distanceNm: worst.distanceNm, requiredNm: worst.requiredNm, marginNm: worst.marginNm };
}

export interface WeatherRoutings {
  estimate(input: WeatherRoutingInput): Promise<WeatherRoutingEstimate>;
  route(input: WeatherRoutingInput): Promise<WeatherRoutingResult>;
  /** Stops the voyage's routing under way: nothing more is asked of the service. */
  cancel(voyageId: string): boolean;
}

export function createWeatherRoutings(deps: WeatherRoutingDeps): WeatherRoutings {
  const running = new Map<string, { cancelled: boolean; cancelWorker: () => void }>();

  async function route(input: WeatherRoutingInput): Promise<WeatherRoutingResult> {
    if (running.has(input.voyageId)) throw new PassageError('busy', 'This voyage is being routed already: wait for it, or cancel it first.');
    const run = { cancelled: false, cancelWorker: () => {} };
    running.set(input.voyageId, run);
    const started = performance.now();
    try {
      const prepared = await prepare(deps, input);
      const { voyage, plan, profile, region } = prepared;
      const expected = Math.ceil((plan.etaUtcMs - plan.etdUtcMs) / (input.stepHours * MS_PER_HOUR));
      const progress = (change: Partial<WeatherRoutingProgress>, phase: WeatherRoutingProgress['phase']) =>
        deps.onProgress({ voyageId: voyage.id, phase, fieldsDone: 0, fieldsTotal: 0, isochrone: 0, isochronesExpected: expected, elapsedMs: Math.round(performance.now() - started), ...change });
      const cancelledResult = (reason: string): WeatherRoutingResult => ({
        ...emptyResult(voyage, plan, input, performance.now() - started),
        status: 'cancelled',
        reason,
      });

      const fieldPlan = await planRoutingFields(deps.serviceData, voyage, region, input);
      if (fieldPlan.fields.length === 0) throw new PassageError('no_fields', `No model gives weather over this voyage's region: ${fieldPlan.notes.join(' ')}`);
      const { grid } = fieldPlan;
      let fields;
      try {
        fields = await fieldPlan.fetch({
          pinForVoyageId: voyage.id,
          onProgress: (done, total) => progress({ fieldsDone: done, fieldsTotal: total }, 'fields'),
          cancelled: () => run.cancelled,
        });
      } catch (error) {
        if (error instanceof RoutingCancelled) return cancelledResult('Cancelled while the fields were fetched: nothing more was asked of the service.');
        throw error;
      }
      // Before the routing, so the router weighs the storms the comparison then reads.
      const storms = await stormsNow(deps.serviceData);
      if (run.cancelled) return cancelledResult('Cancelled before the routing started.');
      progress({}, 'land');
      const land = await deps.landIndex();
      if (run.cancelled) return cancelledResult('Cancelled before the routing started.');
      const first = plan.route.waypoints[0]!;
      const last = plan.route.waypoints.at(-1)!;
      const noGoAreas = deps.readNoGoAreas(voyage.id);
      const penalties = defaultRoutingPenaltyWeights;
      const options = { ...defaultRoutingOptions, softPenaltyHoursPerExcessHour: penalties.softLimitHoursPerExcessHour, stepHours: input.stepHours, maxSteps: Math.max(1, Math.floor((Math.max(region.toUtcMs, routingHorizonUtcMs(plan)) - plan.etdUtcMs) / (input.stepHours * MS_PER_HOUR))) };
      const worker = routeInWorker(
        {
          request: { from: first, to: last, departureUtcMs: plan.etdUtcMs },
          grid,
          field: fields.field,
          land,
          safetyMarginNm: profile.coastSafetyDistanceNm,
          noGoAreas: noGoAreas.map((area) => area.corners),
          profile,
          storms: { storms: storms.storms, fetchedAtMs: storms.fetchedAtMs },
          penalties,
          options,
          planned: voyage,
          simplify: { toleranceNm: input.crossTrackToleranceNm, geometry: input.legGeometry, ends: { firstName: voyage.waypoints[0]!.name, lastName: voyage.waypoints.at(-1)!.name } },
        },
        (step) => progress({ isochrone: step.phase === 'routing' ? step.isochrone : 0 }, 'routing'),
      );
      run.cancelWorker = worker.cancel;
      const computed = await worker.result;
      if (computed === null) return cancelledResult('Cancelled while routing: the fields fetched stay cached for the next try.');
      progress({}, 'comparing');
      const readable = fields.provenance.some((field) => field.quantity === 'windSpeed' || field.quantity === 'waveHeight');
      const proposed = computed.proposal === null ? null : proposalVoyage(voyage, plan.etdUtcMs, computed.proposal);
      return {
        voyageId: voyage.id,
        voyageRevision: voyage.revision,
        status: computed.status,
        reason: computed.reason,
        proposal: computed.proposal,
        isochrones: computed.isochrones.map((isochrone) => isochrone.map(({ lat, lon }) => ({ lat, lon }))),
        planned: figures(computed.plannedExposure, clearanceOf(voyage, storms.analysed, profile), readable),
        proposed: computed.proposedExposure === null || proposed === null ? null : figures(computed.proposedExposure, clearanceOf(proposed, storms.analysed, profile), readable),
        fields: fields.provenance.map(({ quantity, model, fetchedAtMs, source, runUtcMs }) => ({ quantity, model, fetchedAtMs, source, runUtcMs })),
        fieldSource: input.fieldSource,
        routing: {
          isochroneCount: Math.max(0, computed.isochrones.length - 1),
          headingsPerNode: computed.headingsPerNode,
          stepHours: input.stepHours,
          elapsedMs: Math.round(performance.now() - started),
        },
        inputs: {
          ...inputsOf(profile, noGoAreas),
          stormNames: storms.storms.map((storm) => storm.name),
          stormPenaltyHours: computed.stormPenaltyHours,
        },
        storms: { status: storms.status, message: storms.message },
        creditsSpent: fields.provenance.reduce((sum, field) => sum + field.creditsSpent, 0) + storms.credits,
      };
    } finally {
      running.delete(input.voyageId);
    }
  }

  return {
    estimate: (input) => estimateWeatherRouting(deps, input),
    route,
    cancel(voyageId) {
      const run = running.get(voyageId);
      if (run === undefined) return false;
      run.cancelled = true;
      run.cancelWorker();
      return true;
    },
  };
}

function inputsOf(profile: VesselProfile, noGoAreas: readonly NoGoArea[]): Omit<RoutingInputsUsed, 'stormNames' | 'stormPenaltyHours'> {
  return {
    profileName: profile.name,
    serviceSpeedKn: profile.serviceSpeedKn,
    speedLoss: profile.speedLoss,
    noGoAreas: noGoAreas.map(({ id, name }) => ({ id, name })),
    stormDistanceNm: profile.stormDistanceNm,
    penalties: defaultRoutingPenaltyWeights,
  };
}

function emptyResult(voyage: Voyage, plan: VoyagePlan, input: WeatherRoutingInput, elapsedMs: number): WeatherRoutingResult {
  return {
    voyageId: voyage.id,
    voyageRevision: voyage.revision,
    status: 'cancelled',
    reason: null,
    proposal: null,
    isochrones: [],
    planned: { distanceNm: plan.route.totalDistanceNm, etdUtcMs: plan.etdUtcMs, etaUtcMs: plan.etaUtcMs, softHours: null, hardHours: null, unreadHours: 0, stormClearance: null },
    proposed: null,
    fields: [],
    fieldSource: input.fieldSource,
    routing: { isochroneCount: 0, headingsPerNode: 0, stepHours: input.stepHours, elapsedMs: Math.round(elapsedMs) },
    inputs: null,
    storms: { status: 'checked', message: null },
    creditsSpent: 0,
  };
}
