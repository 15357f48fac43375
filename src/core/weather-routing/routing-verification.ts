import { defaultVesselProfile, type VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { findExceedances } from '../../shared/voyage/exceedances';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import type { RoutingVerification, RoutingVerificationInput } from '../../shared/voyage/weather-routing';
import { PassageError } from '../router';
import type { ServiceData } from '../service-data/service-data';
import { estimateRouteForecast, fetchRouteForecast, routeForecastRequest } from '../voyage/route-forecast';
import { proposalVoyage } from './proposal-route';

/**
 * The proposal checked with the service's own shipping route forecast, exactly as the Forecast
 * tab asks it (route-forecast.ts: the same question, cached and pinned to the voyage), beside the
 * planned route asked the same way; each held against the vessel profile's limits by the Forecast
 * tab's exceedance rule. What the router read from its fields is thus checked by the forecast
 * the navigator trusts for the passage.
 */

function requests(voyage: Voyage, input: RoutingVerificationInput) {
  const planned = planVoyage(voyage);
  if (!planned.ok) throw new PassageError('no_route', `The voyage "${voyage.name}" has no route: ${planned.message}`);
  if (input.proposal.legs.length !== input.proposal.waypoints.length - 1) {
    throw new PassageError('invalid_input', `A proposal of ${input.proposal.waypoints.length} waypoints needs ${input.proposal.waypoints.length - 1} legs, not ${input.proposal.legs.length}.`);
  }
  const proposed = proposalVoyage(voyage, planned.plan.etdUtcMs, input.proposal);
  return { planned: routeForecastRequest(voyage), proposed: routeForecastRequest(proposed) };
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
