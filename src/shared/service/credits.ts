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
 * waypoints x elements, as the spec says. Our choice where the spec is silent: the answer has one
 * entry per element per level, so several levels multiply the elements (one level, or none, does
 * not). An estimate that errs high is safer than one that errs low.
 */
export function routeCredits(query: RouteQuery): number {
  const levelCount = Math.max(1, query.levels?.length ?? 1);
  return query.lats.length * query.elements.length * levelCount;
}
