import { defaultVesselProfile, type VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { findExceedances } from '../../shared/voyage/exceedances';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import type { RoutingVerification, RoutingVerificationInput } from '../../shared/voyage/weather-routing';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest } from '../voyage/route-forecast';
import { ensembleAlongRouteRequest, estimateEnsembleAlongRoute, fetchEnsembleAlongRoute } from '../voyage/ensemble-along-route';
import { limitText, type LimitKey } from '../../shared/voyage/exceedances';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import type { RoutingEnsembleCheck } from '../../shared/voyage/weather-routing';
import { proposalVoyage } from './proposal-route';

/**
 * The proposal checked with the service's own shipping route forecast, exactly as the Forecast
 * tab asks it (route-forecast.ts: the same question, cached and pinned to the voyage), beside the
 * planned route asked the same way; each held against the vessel profile's limits by the Forecast
 * tab's exceedance rule. What the router read from its fields is thus checked by the forecast
 * the navigator trusts for the passage.
 */

function bothRoutes(voyage: Voyage, input: RoutingVerificationInput): { planned: Voyage; proposed: Voyage } {
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route: ${planned.message}`);
  if (input.proposal.legs.length !== input.proposal.waypoints.length - 1) {
    throw new PassageError('invalid_input', `A proposal of ${input.proposal.waypoints.length} waypoints needs ${input.proposal.waypoints.length - 1} legs, not ${input.proposal.legs.length}.`);
  }
  return { planned: voyage, proposed: proposalVoyage(voyage, planned.plan.etdUtcMs, input.proposal) };
}

function requests(voyage: Voyage, input: RoutingVerificationInput) {
  const both = bothRoutes(voyage, input);
  return { planned: routeForecastRequest(both.planned), proposed: routeForecastRequest(both.proposed) };
}

export function estimateRoutingVerification(serviceData: ServiceData, voyage: Voyage, input: RoutingVerificationInput): { credits: number; creditsToSpend: number } {
  const both = requests(voyage, input);
  const planned = estimateRouteForecast(serviceData, both.planned);
  const proposed = estimateRouteForecast(serviceData, both.proposed);
  return { credits: planned.credits + proposed.credits, creditsToSpend: planned.creditsToSpend + proposed.creditsToSpend };
}

export async function verifyRouting(serviceData: ServiceData, voyage: Voyage, profile: VesselProfile | null, input: RoutingVerificationInput): Promise<RoutingVerification> {
  const both = requests(voyage, input);
  const limits = (profile ?? defaultVesselProfile).limits;
  const planned = await fetchRouteForecast(serviceData, both.planned);
  const proposed = await fetchRouteForecast(serviceData, both.proposed);
  const held = (series: typeof planned.value) => {
    const report = findExceedances(series, limits);
    return { softHours: report.softHours, hardHours: report.hardHours, summary: report.summary };
  };
  const spent = (answer: typeof planned) => (answer.provenance.source === 'live' ? answer.provenance.credits : 0);
  return {
    planned: held(planned.value),
    proposed: held(proposed.value),
    fetchedAtMs: Math.min(planned.provenance.fetchedAtMs, proposed.provenance.fetchedAtMs),
    creditsSpent: spent(planned) + spent(proposed),
  };
}

/**
 * The proposal and the plan checked with the marine ensemble along each, as the Risk tab asks it
 * (ensemble-along-route.ts: positions every 12 h of ETA and at turns, cached and pinned): per limit
 * of the profile, the highest chance along the route that the members pass it.
 */
async function ensembleRequests(serviceData: ServiceData, voyage: Voyage, profile: VesselProfile | null, input: RoutingVerificationInput) {
  const both = bothRoutes(voyage, input);
  const used = profile ?? defaultVesselProfile;
  return { planned: await ensembleAlongRouteRequest(serviceData, both.planned, used), proposed: await ensembleAlongRouteRequest(serviceData, both.proposed, used), profile: used };
}

export async function estimateRoutingEnsembleCheck(serviceData: ServiceData, voyage: Voyage, profile: VesselProfile | null, input: RoutingVerificationInput): Promise<{ credits: number; creditsToSpend: number }> {
  const both = await ensembleRequests(serviceData, voyage, profile, input);
  // The two routes share their ends: a position asked for the plan is cached for the proposal.
  const unique = [...new Map([...both.planned.queries, ...both.proposed.queries].map((query) => [JSON.stringify(query), query])).values()];
  return estimateEnsembleAlongRoute(serviceData, { ...both.planned, queries: unique });
}

function highestChances(answer: EnsembleAlongRoute, profile: VesselProfile): RoutingEnsembleCheck['planned'] {
  return (Object.keys(profile.limits) as LimitKey[]).flatMap((limit) => {
    const set = profile.limits[limit];
    if (set === null) return [];
    const chances = answer.legs.flatMap((leg) => (leg.byLimit[limit]?.probability ?? null) === null ? [] : [leg.byLimit[limit]!.probability!]);
    return [{ limit, limitText: limitText(limit, set.value), probability: chances.length === 0 ? null : Math.max(...chances) }];
  });
}

export async function checkRoutingWithEnsemble(serviceData: ServiceData, voyage: Voyage, profile: VesselProfile | null, input: RoutingVerificationInput): Promise<RoutingEnsembleCheck> {
  const both = await ensembleRequests(serviceData, voyage, profile, input);
  const planned = await fetchEnsembleAlongRoute(serviceData, both.planned);
  const proposed = await fetchEnsembleAlongRoute(serviceData, both.proposed);
  return {
    model: planned.value.model.name,
    planned: highestChances(planned.value, both.profile),
    proposed: highestChances(proposed.value, both.profile),
    fetchedAtMs: Math.min(planned.provenance.fetchedAtMs, proposed.provenance.fetchedAtMs),
    creditsSpent: planned.value.requests.creditsSpent + proposed.value.requests.creditsSpent + both.planned.modelChoiceCredits,
  };
}
