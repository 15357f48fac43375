import { climatePlaceKey, type ClimateAlongRouteAnswer, type ClimateAlongRouteInput } from '../../shared/voyage/climate-along-route';
import type { Handlers } from '../router';
import type { ServiceData } from '../service-data/service-data';

type ClimateAlongRouteCallName = 'climateAlongRoute' | 'estimateClimateAlongRoute';

/**
 * The climate at the route's waypoints beyond the forecast, each place asked through the response
 * cache like the port panel's climate (the same key: a place seen there costs nothing here).
 * Outside coverage the service's 500 is an answer without periods, cached and never retried; a
 * place that cannot be had at all (offline and not cached) is named with the reason, and the
 * others are still answered. Asked one after another: the client throttles to the account's rate.
 */
export function climateAlongRouteHandlers(serviceData: ServiceData): Pick<Handlers, ClimateAlongRouteCallName> {
  function distinct(input: Pick<ClimateAlongRouteInput, 'places'>) {
    return [...new Map(input.places.map((place) => [climatePlaceKey(place), place])).values()];
  }
  return {
    climateAlongRoute: async (input) => {
      const places: ClimateAlongRouteAnswer['places'] = [];
      for (const place of distinct(input)) {
        try {
          const answer = await serviceData.fetch('weatherClimate', place, { pinForVoyageId: input.pinForVoyageId });
          places.push({ place, answer, error: null });
        } catch (error) {
          places.push({ place, answer: null, error: error instanceof Error ? error.message : String(error) });
        }
      }
      return { places };
    },
    estimateClimateAlongRoute: (input) => {
      const places = distinct(input);
      return {
        credits: places.reduce((sum, place) => sum + serviceData.estimateCredits('weatherClimate', place), 0),
        creditsToSpend: places.reduce((sum, place) => sum + serviceData.creditsToFetch('weatherClimate', place), 0),
      };
    },
  };
}
