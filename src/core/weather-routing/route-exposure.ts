import { voyageTimeline } from '../../shared/risk';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import type { ConditionsField, VesselResponse } from './routing-problem';

/**
 * How long a route as planned spends past the vessel's limits in the router's own fields: the
 * ship's timeline every 30 minutes, each moment's weather against the vessel on her course there.
 * The same reading for the planned route and the proposal, so the two are compared like for like
 * (the shipping forecast checks both on request: routing-verification.ts).
 */

export interface RouteExposure {
  distanceNm: number;
  etdUtcMs: number;
  etaUtcMs: number;
  softHours: number;
  hardHours: number;
  /** Hours of the voyage the fields say nothing about (beyond their end or region). */
  unreadHours: number;
}

const MS_PER_HOUR = 3_600_000;

export function routeExposure(route: Pick<Voyage, 'waypoints' | 'legs' | 'departure'>, field: ConditionsField, vessel: VesselResponse): RouteExposure {
  const planned = planVoyage(route);
  if (!planned.ok) throw new Error(`The route cannot be planned: ${planned.message}`);
  const { plan } = planned;
  const timeline = voyageTimeline(plan.route, plan.etdUtcMs);
  let softHours = 0;
  let hardHours = 0;
  let unreadHours = 0;
  const samples = timeline.samples;
  for (let index = 0; index + 1 < samples.length; index += 1) {
    const sample = samples[index]!;
    const hours = (samples[index + 1]!.timeUtcMs - sample.timeUtcMs) / MS_PER_HOUR;
    const state = field.at(sample.lat, sample.lon, sample.timeUtcMs);
    if (state.windKn === null && state.significantWaveHeightM === null) {
      unreadHours += hours;
      continue;
    }
    const answer = vessel.answer(state, sample.courseDeg);
    if (answer.hardBreak) hardHours += hours;
    else if (answer.softExcess > 0) softHours += hours;
  }
  return { distanceNm: plan.route.totalDistanceNm, etdUtcMs: plan.etdUtcMs, etaUtcMs: plan.etaUtcMs, softHours, hardHours, unreadHours };
}
