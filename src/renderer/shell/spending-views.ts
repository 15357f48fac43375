import type { CallName } from '../../shared/contract';
import type { OperationName } from '../../shared/service/endpoints';

/**
 * Every view that can spend credits, each listed once, with what it buys (the confirmation's
 * words), the call that spends and the service operations it asks (whose measured bytes per
 * credit give the expected size on the link; none named: the ledger's overall figure). Each uses the credit gate (credit-gate.tsx) under its name;
 * test/integration/credit-gate-coverage.test.ts fails for a view that spends without it.
 */
export const spendingViews = {
  routeForecast: { what: 'This forecast along the route', call: 'forecastRoute', operations: ['shippingRoute'] },
  departureComparison: { what: 'Comparing these departures', call: 'compareDepartures', operations: ['shippingRoute'] },
  modelComparison: { what: 'Adding this model', call: 'modelAlongRoute', operations: ['weatherTimeseriesRoute', 'marineTimeseriesRoute'] },
  ensembleAlongRoute: { what: 'The ensemble risk along the route', call: 'ensembleAlongRoute', operations: ['marineEnsemblePoint'] },
  ensemblePoint: { what: 'The ensemble plume at this point', call: 'getMarineEnsemblePoint', operations: ['marineEnsemblePoint'] },
  // The transit mixer is a WebSocket, not an operation of the ledger's: the overall figure serves.
  crewJourney: { what: 'This crew journey plan', call: 'planCrewJourney', operations: [] },
  weatherLayer: { what: 'This weather layer', call: 'getWeatherLayerView', operations: ['weatherMapsLayers'] },
  mapsCatalogue: { what: 'Reading the weather maps catalogue', call: 'getWeatherMapsModels', operations: ['weatherMapsModels'] },
  radar: { what: 'The radar nowcast here', call: 'getWeatherRadar', operations: ['weatherRadar'] },
  portForecast: { what: 'The weather forecast at this place', call: 'getWeatherForecast', operations: ['weatherForecast'] },
  portClimate: { what: 'The climate at this place', call: 'getWeatherClimate', operations: ['weatherClimate'] },
  routeClimate: { what: 'The climate beyond the forecast at the waypoints', call: 'climateAlongRoute', operations: ['weatherClimate'] },
  // The chart's N key (the nearest place) and the ports' time zones for local times: a credit a lookup.
  placesNearby: { what: 'Looking up the nearest places', call: 'findPlacesNearby', operations: ['geoNearby'] },
  portSecondOpinion: { what: 'The legacy forecast as a second opinion', call: 'getLegacyForecast', operations: ['legacyForecast'] },
  voyagePack: { what: 'Preparing this voyage for sea', call: 'startVoyagePack', operations: [] },
  weatherRouting: { what: 'Weather routing this voyage (its fields and the storms)', call: 'routeVoyage', operations: ['weatherMapsLayers', 'storms'] },
  routingVerification: { what: 'Checking the proposal and the plan with the shipping forecast', call: 'verifyRouting', operations: ['shippingRoute'] },
  routingEnsembleCheck: { what: 'Checking the proposal and the plan with the marine ensemble', call: 'checkRoutingWithEnsemble', operations: ['marineEnsemblePoint'] },
  voyagePackRefresh: { what: 'Refreshing what went stale in the pack of this voyage', call: 'refreshVoyagePack', operations: [] },
  // Asked every time, whatever the threshold: it spends on every operation of a live key at once (issue 26).
  liveSelfTest: { what: 'The self-test, one small request per operation,', call: 'runLiveSelfTest', operations: [], alwaysAsk: true },
} as const satisfies Record<string, { what: string; call: CallName; operations: readonly OperationName[]; alwaysAsk?: true }>;

/** A view that asks before every spend, not only above the navigator's threshold. */
export function asksEveryTime(view: SpendingView): boolean {
  return 'alwaysAsk' in spendingViews[view];
}

export type SpendingView = keyof typeof spendingViews;
