/**
 * The names of the calls the renderer may make, without their schemas: what the renderer's bridge
 * and the preload need to build one method per call. Each name's input and output schemas are in
 * contract.ts, which the compiler holds to this list (a name without schemas, or schemas without a
 * name, does not compile). Kept apart because building every call's schemas (a few hundred zod
 * objects) was about a tenth of the page's script at each start, for a renderer that checks no
 * call's answer against them.
 */
export const callNames = [
  'getAppInfo',
  'getSettings',
  'setSettings',
  'listVoyages',
  'getVoyage',
  'createVoyage',
  'saveVoyage',
  'renameVoyage',
  'duplicateVoyage',
  'deleteVoyage',
  'listVesselProfiles',
  'saveVesselProfile',
  'getCreditTotals',
  'getBytesReceived',
  'checkRoute',
  'getPortDraftLimits',
  'getStartupNotices',
  'getFirstStart',
  'dismissTabGuide',
  'getPorts',
  'getStorms',
  'searchPlaces',
  'findPlacesNearby',
  'getShippingRoute',
  'getShippingPoint',
  'getMarineEnsemblePoint',
  'getMarineEnsembleModels',
  'getMarineTimeseriesModels',
  'getMarineTimeseriesRoute',
  'getWeatherTimeseriesModels',
  'getWeatherTimeseriesRoute',
  'getWeatherMapsModels',
  'getWeatherMapsLayers',
  'getWeatherMapsLayerImage',
  'getWeatherLayerView',
  'estimateWeatherLayerView',
  'getWeatherRadar',
  'getWeatherRadarImage',
  'getWeatherForecast',
  'getWeatherClimate',
  'getLegacyForecast',
  'estimateCredits',
  'forecastRoute',
  'estimateRouteForecast',
  'ensembleAlongRoute',
  'estimateEnsembleAlongRoute',
  'climateAlongRoute',
  'estimateClimateAlongRoute',
  'compareDepartures',
  'estimateDepartureComparison',
  'modelAlongRoute',
  'estimateModelAlongRoute',
  'getConnectionStatus',
  'printRouteReport',
  'setOfflineMode',
  'getServiceSource',
  'setServiceSource',
  'saveServiceKey',
  'removeServiceKey',
  'testServiceKey',
  'estimateLiveSelfTest',
  'runLiveSelfTest',
  'importRoute',
  'exportRoute',
  'exportForecastRoute',
  'getTrafficOverview',
  'getTrafficGeo',
  'searchTransitPlaces',
  'planCrewJourney',
  'estimateCrewJourney',
  'stopCrewJourney',
  'listCrewJourneyPlans',
  'saveCrewJourneyPlan',
  'deleteCrewJourneyPlan',
  'listNoGoAreas',
  'saveNoGoArea',
  'deleteNoGoArea',
  'estimateVoyagePack',
  'startVoyagePack',
  'cancelVoyagePack',
  'resumeVoyagePack',
  'getVoyagePack',
  'listVoyagePacks',
  'estimateWeatherRouting',
  'routeVoyage',
  'cancelWeatherRouting',
  'verifyRouting',
  'estimateRoutingVerification',
  'checkRoutingWithEnsemble',
  'estimateRoutingEnsembleCheck',
  'answerVoyagePackSizeAsk',
  'estimateVoyagePackRefresh',
  'refreshVoyagePack',
] as const;

export type CallName = (typeof callNames)[number];

/**
 * The names of the events the app may push to the renderer, likewise: their payloads' schemas are
 * in contract-events.ts, held to this list the same way. The preload needs only these names.
 */
export const eventNames = [
  'settingsChanged',
  'connectionChanged',
  'serviceSourceChanged',
  'crewJourneyOption',
  'crewJourneyEnded',
  'voyagePackProgress',
  'weatherRoutingProgress',
  'firstStartChanged',
  'voyagesChanged',
  'vesselProfilesChanged',
  'eventsResumed',
] as const;

export type EventName = (typeof eventNames)[number];

const callNameSet: ReadonlySet<string> = new Set(callNames);

export function isCallName(name: string): name is CallName {
  return callNameSet.has(name);
}

const eventNameSet: ReadonlySet<string> = new Set(eventNames);

export function isEventName(name: string): name is EventName {
  return eventNameSet.has(name);
}

/** IPC channel names, derived so that no channel string is written by hand anywhere else. */
export const ipcChannel = {
  call: (name: CallName) => `passage:call:${name}`,
  event: (name: EventName) => `passage:event:${name}`,
} as const;

/** HTTP paths of the web host, derived likewise. */
export const webPaths = {
  call: (name: CallName) => `/rpc/${name}`,
  events: '/events',
} as const;
