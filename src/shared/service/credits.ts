import { forecastLimits } from './weather';

/**
 * Credit rules of the spec, computed before a request is sent so the UI can show an estimate.
 * Everything not named here costs 1.
 */

type ForecastLimitsQuery = {
  max_minutely: number;
  max_hourly: number;
  max_daily: number;
  max_daypartly: number;
};

/** 1 credit with the default periods or fewer, 3 when any period is longer. */
export function forecastCredits(query: ForecastLimitsQuery): number {
  const longer =
    query.max_minutely > forecastLimits.max_minutely.default ||
    query.max_hourly > forecastLimits.max_hourly.default ||
    query.max_daily > forecastLimits.max_daily.default ||
    query.max_daypartly > forecastLimits.max_daypartly.default;
  return longer ? 3 : 1;
}

type RouteQuery = { lats: readonly number[]; elements: readonly string[]; levels?: readonly string[] | undefined };

/**
 * waypoints x elements, as the spec says. Levels as the vendor sends them (one slot per element)
 * add nothing. Our choice where the spec is silent: levels given otherwise (a list of a different
 * length) may each apply to every element, so they multiply the elements; an estimate that errs
 * high is safer than one that errs low.
 */
export function routeCredits(query: RouteQuery): number {
  const levelCount = query.levels === undefined || query.levels.length === query.elements.length ? 1 : query.levels.length;
  return query.lats.length * query.elements.length * levelCount;
}

/**
 * The transit mixer is a WebSocket, outside the endpoint table, and the spec gives it no price: it
 * charges for the whole exchange in the reason it closes with (`{"credits":1}` in the vendor's
 * examples, docs/platform-facts.md). So the next plan is estimated at what the mixer charged for the last one
 * (the ledger keeps it), and before any at the examples' 1.
 */
export const mixerCreditsBeforeAnyCharge = 1;

export function mixerPlanCredits(lastChargedCredits: number | null): { credits: number; basis: 'last charge' | 'before any charge' } {
  return lastChargedCredits === null ? { credits: mixerCreditsBeforeAnyCharge, basis: 'before any charge' } : { credits: lastChargedCredits, basis: 'last charge' };
}
