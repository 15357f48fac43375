import type { ForecastLength } from '../../shared/voyage/place-weather-query';

// The query rule lives in shared (the voyage pack asks the same): src/shared/voyage/place-weather-query.ts.
export { forecastLengthQuery, roundDeg, type ForecastLength } from '../../shared/voyage/place-weather-query';

/**
 * The two forecasts a navigator can ask at a place: the service's default lengths (1 credit: 60
 * minutes, 48 hours, 8 dayparts, 5 days) or everything it has (3 credits: 120 minutes, 7 days
 * hourly, 30 dayparts, 15 days). The longer one is a deliberate choice, its cost on its button.
 */
export const forecastLengthWords: Record<ForecastLength, string> = {
  default: '2 days hourly, 5 days daily',
  long: '2 h by minute, 7 days hourly, 15 days daily',
};

