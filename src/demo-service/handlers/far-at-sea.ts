import type { ForecastLocation } from './forecast-location';

/**
 * The real service leaves fields out far out at sea (the vendor's forecast types: "a point far
 * out at sea comes back without wind gusts or precipitation", and with no minutely block where
 * there is no radar). The demo does the same beyond this distance from the nearest city, so the
 * app's views meet missing values for real.
 */
export const farAtSeaFromCityM = 300_000;

const notGivenAtSea = ['windGust', 'precipType', 'precipIntensity', 'precipProbability'] as const;

export function isFarAtSea(location: ForecastLocation): boolean {
  return location.cityDistanceM > farAtSeaFromCityM;
}

/** A forecast block (one hour, daypart, day or now) without what is not given at sea. */
export function withoutSeaGaps<T extends object>(block: T): Partial<T> {
  const copy = { ...block } as Record<string, unknown>;
  for (const field of notGivenAtSea) delete copy[field];
  return copy as Partial<T>;
}
