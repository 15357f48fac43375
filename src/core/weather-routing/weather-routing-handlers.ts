import type { Handlers } from '../router';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { findVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { checkRoutingWithEnsemble, estimateRoutingEnsembleCheck, estimateRoutingVerification, verifyRouting } from './routing-verification';
import type { WeatherRoutings } from './weather-routing-job';

type WeatherRoutingCallName = 'estimateWeatherRouting' | 'routeVoyage' | 'cancelWeatherRouting' | 'estimateRoutingVerification' | 'verifyRouting' | 'checkRoutingWithEnsemble' | 'estimateRoutingEnsembleCheck';

/** The contract calls of weather routing; app.ts spreads them into its handlers. */
export function weatherRoutingHandlers(passageDb: WritableDatabase, serviceData: ServiceData, routings: WeatherRoutings): Pick<Handlers, WeatherRoutingCallName> {
  const profileOf = (profileId: string) => findVesselProfile(passageDb, profileId) ?? null;
  return {
    estimateWeatherRouting: (input) => routings.estimate(input),
    routeVoyage: (input) => routings.route(input),
    cancelWeatherRouting: ({ voyageId }) => ({ cancelled: routings.cancel(voyageId) }),
    estimateRoutingVerification: (input) => estimateRoutingVerification(serviceData, getVoyage(passageDb, input.voyageId), input),
    verifyRouting: (input) => {
      const voyage = getVoyage(passageDb, input.voyageId);
      return verifyRouting(serviceData, voyage, profileOf(voyage.vesselProfileId), input);
    },
    checkRoutingWithEnsemble: (input) => {
      const voyage = getVoyage(passageDb, input.voyageId);
      return checkRoutingWithEnsemble(serviceData, voyage, profileOf(voyage.vesselProfileId), input);
    },
    estimateRoutingEnsembleCheck: (input) => {
      const voyage = getVoyage(passageDb, input.voyageId);
      return estimateRoutingEnsembleCheck(serviceData, voyage, profileOf(voyage.vesselProfileId), input);
    },
  };
}
