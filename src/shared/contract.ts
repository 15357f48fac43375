import { z } from 'zod';
import type { CallName } from './contract-names';
import { connectionStatusSchema, dataSourceSchema, serviceAnswerSchema } from './service/answer-provenance';
import { endpoints, operationNames, type OperationName } from './service/endpoints';
import { liveSelfTestAnswerSchema } from './service/self-test-result';
import { weatherLayerViewEstimateSchema, weatherLayerViewInputSchema, weatherLayerViewSchema } from './service/weather-layer-view';
import {
  keyTestResultSchema,
  saveServiceKeyInputSchema,
  saveServiceKeyOutputSchema,
  serviceSourceStatusSchema,
  setServiceSourceInputSchema,
} from './settings/service-source';
import { portDraftLimitsInputSchema, portDraftLimitsSchema } from './ports/port-draft-limits';
import { settingsPatchSchema, settingsSchema } from './settings/settings';
import { crewPlanSchema, deleteCrewPlanInputSchema, listCrewPlansInputSchema, saveCrewPlanInputSchema } from './shore/crew-plan';
import { crewJourneyEstimateSchema, planCrewJourneyInputSchema, planCrewJourneyOutputSchema } from './shore/crew-journey';
import { creditTotalsSchema } from './voyage/credit-totals';
import { bytesReceivedTotalsSchema } from './voyage/bytes-received-totals';
import { climateAlongRouteAnswerSchema, climateAlongRouteInputSchema } from './voyage/climate-along-route';
import { ensembleAlongRouteAnswerSchema, ensembleAlongRouteEstimateSchema, ensembleAlongRouteInputSchema } from './voyage/ensemble-along-route-result';
import { departureComparisonSchema, departureWindowSchema } from './voyage/departure-ranking';
import { modelAlongRouteAnswerSchema, modelAlongRouteEstimateSchema, modelAlongRouteInputSchema } from './voyage/model-along-route';
import { firstStartSchema } from './voyage/first-start';
import { exportedRouteFileSchema, exportRouteInputSchema, importedRouteSchema, importRouteInputSchema } from './voyage/route-file';
import { routeCheckInputSchema, routeCheckResultSchema } from './voyage/route-check';
import { routeForecastEstimateSchema, routeForecastSeriesSchema } from './voyage/route-forecast-series';
import { deleteNoGoAreaInputSchema, listNoGoAreasInputSchema, noGoAreaSchema, saveNoGoAreaInputSchema } from './voyage/no-go-area';
import { startupNoticeSchema } from './voyage/startup-notice';
import { vesselProfileInputSchema, vesselProfileSchema } from './voyage/vessel-profile';
import { newVoyageSchema, voyageSaveSchema, voyageSchema, voyageSummarySchema } from './voyage/voyage';
import { packChoicesSchema, packJobInputSchema, packRefreshEstimateSchema, packSizeAnswerSchema, packStartInputSchema, packStatusSchema } from './voyage/voyage-pack';
import {
  routingEnsembleCheckSchema,
  routingVerificationEstimateSchema,
  routingVerificationInputSchema,
  routingVerificationSchema,
  weatherRoutingEstimateSchema,
  weatherRoutingInputSchema,
  weatherRoutingResultSchema,
} from './voyage/weather-routing';

/**
 * What the renderer may ask of the app (each call's input and output schemas) and what the app may
 * push to it (contract-events.ts). Main binds each call to ipcMain, the preload exposes each as
 * `window.passage.<name>`, the web host serves each at POST /rpc/<name>, and the renderer's bridge
 * type is derived from here. A call's name is written in contract-names.ts, which the renderer
 * reads without these schemas; `calls` below must give each of those names its schemas, and no
 * other name.
 */

export { dataSourceSchema, type DataSource } from './service/answer-provenance';
export * from './contract-names';
export * from './contract-events';

/**
 * One image of a stepped answer (a map layer's step, a radar frame): the answer's query and the
 * step's time in Unix seconds, the bytes as base64 through the cache with the answer.
 */
function imageCall<Q extends z.ZodType, T extends string>(query: Q, timeField: T) {
  return {
    input: z
      .object({
        query,
        [timeField]: z.number().int(),
        pinForVoyageId: z.string().min(1).max(100).optional(),
      } as { query: Q; pinForVoyageId: z.ZodOptional<z.ZodString> } & Record<T, z.ZodNumber>)
      .strict(),
    output: serviceAnswerSchema(z.object({ imageBase64: z.string(), mediaType: z.string(), timestamp: z.number().int() })),
  };
}

export const appInfoSchema = z.object({
  name: z.literal('Passage'),
  version: z.string(),
  dataSource: dataSourceSchema,
  /** Base URL of the service the app talks to (the embedded demo service's loopback URL in demo). */
  serviceUrl: z.string().nullable(),
  dataFolder: z.string(),
  /** Which host serves the UI: the Electron app, or the web host on loopback. */
  host: z.enum(['electron', 'web']),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const empty = z.object({}).strict();

/**
 * A call that asks the service one operation through the cache: the operation's own query schema
 * in, its own response schema out, with the answer's provenance beside it.
 */
function serviceCall<Q extends z.ZodType, R extends z.ZodType>(endpoint: { query: Q; response: R }) {
  return {
    input: z
      .object({
        query: endpoint.query,
        /** Keep the answer through cache eviction while this voyage exists (offline use). */
        pinForVoyageId: z.string().min(1).max(100).optional(),
      })
      .strict(),
    output: serviceAnswerSchema(endpoint.response),
  };
}

export type CallDefinition = { input: z.ZodType; output: z.ZodType };

export const calls = {
  getAppInfo: { input: empty, output: appInfoSchema },
  getSettings: { input: empty, output: settingsSchema },
  /** Applies a partial update and answers with the whole settings after it. */
  setSettings: { input: settingsPatchSchema, output: settingsSchema },
  // Voyages and vessel profiles (src/core/store). A save carries the revision the editor loaded;
  // a newer one in the store refuses it with code stale_revision instead of overwriting.
  listVoyages: { input: empty, output: z.array(voyageSummarySchema) },
  getVoyage: { input: z.object({ id: z.string() }).strict(), output: voyageSchema },
  createVoyage: { input: newVoyageSchema, output: voyageSchema },
  saveVoyage: { input: voyageSaveSchema, output: voyageSchema },
  renameVoyage: { input: z.object({ id: z.string(), name: z.string() }).strict(), output: voyageSchema },
  duplicateVoyage: { input: z.object({ id: z.string(), name: z.string().optional() }).strict(), output: voyageSchema },
  deleteVoyage: { input: z.object({ id: z.string() }).strict(), output: z.object({ deleted: z.boolean() }) },
  listVesselProfiles: { input: empty, output: z.array(vesselProfileSchema) },
  /** Without an id the profile is created; with one it replaces that profile. */
  saveVesselProfile: { input: vesselProfileInputSchema, output: vesselProfileSchema },
  getCreditTotals: { input: empty, output: creditTotalsSchema },
  /** Bytes received from the service (compressed, on the wire), this month and all time, by operation. */
  getBytesReceived: { input: empty, output: bytesReceivedTotalsSchema },
  /**
   * The route check (src/core/route-check): every leg along its true track against Natural Earth
   * 1:10m land and the vessel profile's safety distance from the coast. Give the unsaved `route`
   * while editing (only edited legs are scanned again) or a saved `voyageId`.
   */
  checkRoute: { input: routeCheckInputSchema, output: routeCheckResultSchema },
  /**
   * Channel depth and maximum draft of the ports at these positions, from the project's World Port
   * Index copy (resources/world-port-index/): the service's port answer carries no depths, and the
   * port search marks a port shallower than the vessel's draft.
   */
  getPortDraftLimits: { input: portDraftLimitsInputSchema, output: portDraftLimitsSchema },
  /** What the store had to repair at start (damaged database restored or rebuilt), in plain words. */
  getStartupNotices: { input: empty, output: z.array(startupNoticeSchema) },
  // A new demo installation's first start (src/core/first-start): the sample voyage made then, and
  // the guide of the tabs until it is dismissed (remembered in passage.db).
  getFirstStart: { input: empty, output: firstStartSchema },
  dismissTabGuide: { input: empty, output: firstStartSchema },
  // The service's data, through the response cache (src/core/service-data). Each answer carries
  // its provenance: model run, fetched at, age, cache or offline, credits, demo or live.
  getPorts: serviceCall(endpoints.portList),
  getStorms: serviceCall(endpoints.storms),
  searchPlaces: serviceCall(endpoints.geoSearch),
  /** Places nearest a position, nearest first, each with its IANA time zone (ports' local times). */
  findPlacesNearby: serviceCall(endpoints.geoNearby),
  getShippingRoute: serviceCall(endpoints.shippingRoute),
  getShippingPoint: serviceCall(endpoints.shippingPoint),
  getMarineEnsemblePoint: serviceCall(endpoints.marineEnsemblePoint),
  getMarineEnsembleModels: serviceCall(endpoints.marineEnsembleModels),
  getMarineTimeseriesModels: serviceCall(endpoints.marineTimeseriesModels),
  getMarineTimeseriesRoute: serviceCall(endpoints.marineTimeseriesRoute),
  getWeatherTimeseriesModels: serviceCall(endpoints.weatherTimeseriesModels),
  getWeatherTimeseriesRoute: serviceCall(endpoints.weatherTimeseriesRoute),
  getWeatherMapsModels: serviceCall(endpoints.weatherMapsModels),
  /** A map layer's steps over a box (1 credit a box): each step's image is asked with getWeatherMapsLayerImage. */
  getWeatherMapsLayers: serviceCall(endpoints.weatherMapsLayers),
  /**
   * One step's image of a layer (the same query as getWeatherMapsLayers, and the step's
   * timestamp), cached in cache.db with the layer: no credits beyond the layers answer it needs.
   */
  getWeatherMapsLayerImage: imageCall(endpoints.weatherMapsLayers.query, 'timestamp'),
  /**
   * The chart's layer over its view: the layers answer and the image of the step nearest the
   * chart's time in one call, from a wider cached box (the pack's) when the view's own is not
   * cached; spends at most `creditsAllowed` (weather-layer-view.ts).
   */
  getWeatherLayerView: { input: weatherLayerViewInputSchema, output: weatherLayerViewSchema },
  /** What getWeatherLayerView would cost: 0 when the view's own answer or a wider one covering it is cached and fresh. */
  estimateWeatherLayerView: { input: weatherLayerViewInputSchema.pick({ query: true, view: true }).strict(), output: weatherLayerViewEstimateSchema },
  /** The radar nowcast near a point (1 credit): 5-minute frames, each image asked with getWeatherRadarImage. */
  getWeatherRadar: serviceCall(endpoints.weatherRadar),
  /** One radar frame's image (the radar query and the frame's time), cached in cache.db: no credits beyond the nowcast. */
  getWeatherRadarImage: imageCall(endpoints.weatherRadar.query, 'time'),
  // Weather at a port or point (src/renderer/port-weather): the forecast (1 credit at the default
  // lengths, 3 longer), the climate (an answer without periods: no climate data for the place),
  // and the legacy forecast as a second opinion (its own units: wind m/s).
  getWeatherForecast: serviceCall(endpoints.weatherForecast),
  getWeatherClimate: serviceCall(endpoints.weatherClimate),
  getLegacyForecast: serviceCall(endpoints.legacyForecast),
  /**
   * What asking would cost before anything is sent: `credits` for the request, `creditsToSpend`
   * 0 when a fresh answer is already cached. A query the service would refuse is refused here.
   */
  estimateCredits: {
    input: z.object({ operation: z.enum(operationNames as [OperationName, ...OperationName[]]), query: z.record(z.string(), z.unknown()) }).strict(),
    output: z.object({ credits: z.number().min(0), creditsToSpend: z.number().min(0) }),
  },
  // Forecast along the route (src/core/voyage): the saved voyage's plan asked of the shipping
  // route forecast, pinned to the voyage, answered as an along-route series in navigators' units.
  /**
   * `cacheOnly`: read what the cache holds, whatever its age, and never ask the service (a forecast
   * opened by itself). `freshOnly`: the forecast only when it is cached and fresh (it costs
   * nothing), else `nothing_cached` without reading it; asked beside its cost as a voyage opens.
   */
  forecastRoute: { input: z.object({ voyageId: z.string().min(1).max(100), cacheOnly: z.boolean().optional(), freshOnly: z.boolean().optional() }).strict(), output: serviceAnswerSchema(routeForecastSeriesSchema) },
  /** What forecastRoute would cost: `creditsToSpend` 0 when the forecast is cached and fresh. */
  estimateRouteForecast: { input: z.object({ voyageId: z.string().min(1).max(100) }).strict(), output: routeForecastEstimateSchema },
  // Marine ensemble along the route (src/core/voyage): the saved voyage sampled every `everyHours`
  // (default 12) of ETA, at departure, arrival and turns, at its ETA there; per leg and per limit the
  // highest chance of exceeding the vessel's limit. The catalogue is asked first to pick the model.
  ensembleAlongRoute: { input: ensembleAlongRouteInputSchema, output: ensembleAlongRouteAnswerSchema },
  /** What ensembleAlongRoute would cost: `creditsToSpend` counts only requests not cached and fresh. */
  estimateEnsembleAlongRoute: { input: ensembleAlongRouteInputSchema, output: ensembleAlongRouteEstimateSchema },
  // Climate along the route beyond the forecast's end (issue 19 point 4): the waypoints' climate,
  // each place through the cache as the port panel asks it; outside coverage an answer without periods.
  climateAlongRoute: { input: climateAlongRouteInputSchema, output: climateAlongRouteAnswerSchema },
  /** What climateAlongRoute would cost: `creditsToSpend` counts only places not cached and fresh. */
  estimateClimateAlongRoute: { input: climateAlongRouteInputSchema.omit({ pinForVoyageId: true }), output: routeForecastEstimateSchema },
  /** Best departure: the schedule moved to each departure of the window, each against the vessel's limits. */
  compareDepartures: { input: departureWindowSchema, output: departureComparisonSchema },
  /** What compareDepartures would cost: the sum of its route forecasts (cached ones cost 0). */
  estimateDepartureComparison: { input: departureWindowSchema, output: routeForecastEstimateSchema },
  // Other models along the route (src/core/voyage): a marine or weather timeseries model asked at
  // the ship's positions and ETAs for the elements that match the shipping forecast's.
  modelAlongRoute: { input: modelAlongRouteInputSchema, output: modelAlongRouteAnswerSchema },
  /** What modelAlongRoute would cost (positions × elements), and the part of the voyage the model does not cover. */
  estimateModelAlongRoute: { input: modelAlongRouteInputSchema, output: modelAlongRouteEstimateSchema },
  getConnectionStatus: { input: empty, output: connectionStatusSchema },
  /**
   * The saved voyage's passage plan (report.html) printed to PDF by Electron's printToPDF and
   * saved where the navigator chooses; savedTo is null when the save was cancelled. Only the app
   * can print this way: the web host answers not_available, and there the browser prints the page.
   */
  printRouteReport: {
    input: z.object({ voyageId: z.string().min(1).max(100), preparedBy: z.string().max(200), forecastIntervalH: z.number().positive().max(48).optional() }).strict(),
    output: z.object({ savedTo: z.string().nullable() }),
  },
  /** The navigator's offline switch: while on, nothing is asked and the cache answers everything. */
  setOfflineMode: { input: z.object({ offline: z.boolean() }).strict(), output: connectionStatusSchema },
  // Demo or live, and the key (src/core/secrets). The key goes in once and never comes back out:
  // every answer says only whether one is set and how it is kept.
  getServiceSource: { input: empty, output: serviceSourceStatusSchema },
  /** Takes effect for the next request, no restart. Live needs an address (given now or before). */
  setServiceSource: { input: setServiceSourceInputSchema, output: serviceSourceStatusSchema },
  /** Stores the key in the keychain; without one, only with the user's choice (else saved: false). */
  saveServiceKey: { input: saveServiceKeyInputSchema, output: saveServiceKeyOutputSchema },
  removeServiceKey: { input: empty, output: serviceSourceStatusSchema },
  /** One cheap request (the maps catalogue, 1 credit) to the live service with the stored key. */
  testServiceKey: { input: empty, output: keyTestResultSchema },
  /** What the live self-test costs: one small request per operation, none answered from the cache. */
  estimateLiveSelfTest: { input: empty, output: z.object({ credits: z.number().min(0), creditsToSpend: z.number().min(0) }) },
  /**
   * The live self-test (src/core/service-client/live-self-test.ts) against the current source:
   * per operation read, read with parts left out, not read (with field paths) or not tried.
   */
  runLiveSelfTest: { input: empty, output: liveSelfTestAnswerSchema },
  // Route files (src/core/reports): RTZ, GPX and CSV. A refused file answers code file_refused
  // with a message naming what is wrong and where (line or waypoint).
  importRoute: { input: importRouteInputSchema, output: importedRouteSchema },
  exportRoute: { input: exportRouteInputSchema, output: exportedRouteFileSchema },
  /**
   * The saved voyage with its cached forecast: RTZ with a calculated schedule, GPX with the
   * weather at each point's ETA, or the along-route forecast as CSV. Never spends credits: a
   * forecast not cached answers forecast_not_cached.
   */
  exportForecastRoute: { input: exportRouteInputSchema, output: exportedRouteFileSchema },
  // The shore side (src/core/shore): Dutch road traffic and transit place search through the
  // cache; crew journeys from the transit mixer, answered at once and streamed as events
  // (crewJourneyOption, one per option as it arrives, then crewJourneyEnded).
  getTrafficOverview: serviceCall(endpoints.trafficOverview),
  getTrafficGeo: serviceCall(endpoints.trafficGeo),
  searchTransitPlaces: serviceCall(endpoints.transitPlannerSearch),
  planCrewJourney: { input: planCrewJourneyInputSchema, output: planCrewJourneyOutputSchema },
  /** What planCrewJourney would cost: what the mixer charged for the last plan (its close reason), else 1. */
  estimateCrewJourney: { input: empty, output: crewJourneyEstimateSchema },
  stopCrewJourney: { input: z.object({ planId: z.string().min(1).max(100) }).strict(), output: z.object({ stopped: z.boolean() }) },
  // A voyage's crew journey plans kept in passage.db (survive a restart and going offline); saved
  // whole as options arrive, newest first; a voyage not in the store answers not_found.
  listCrewJourneyPlans: { input: listCrewPlansInputSchema, output: z.array(crewPlanSchema) },
  saveCrewJourneyPlan: { input: saveCrewPlanInputSchema, output: z.object({ saved: z.literal(true) }) },
  deleteCrewJourneyPlan: { input: deleteCrewPlanInputSchema, output: z.object({ deleted: z.boolean() }) },
  // A voyage's no-go areas kept in passage.db (issue 24): drawn on the chart, avoided by the
  // weather router; an area that is not a plain polygon is refused in words.
  listNoGoAreas: { input: listNoGoAreasInputSchema, output: z.array(noGoAreaSchema) },
  saveNoGoArea: { input: saveNoGoAreaInputSchema, output: noGoAreaSchema },
  deleteNoGoArea: { input: deleteNoGoAreaInputSchema, output: z.object({ deleted: z.boolean() }) },
  // Prepare for sea (src/core/voyage-pack, issue 21): everything the voyage needs offline, as a job
  // in passage.db that survives a crash, a cancel and a lost connection; progress as the event
  // voyagePackProgress. The estimate asks nothing but the catalogues the plan needs (cached).
  estimateVoyagePack: { input: packChoicesSchema, output: packStatusSchema },
  startVoyagePack: { input: packStartInputSchema, output: packStatusSchema },
  cancelVoyagePack: { input: packJobInputSchema, output: packStatusSchema },
  /** Asks only what is not done yet (failed items are tried again). */
  resumeVoyagePack: { input: packJobInputSchema, output: packStatusSchema },
  /** null: the voyage has not been prepared. */
  getVoyagePack: { input: packJobInputSchema, output: packStatusSchema.nullable() },
  listVoyagePacks: { input: empty, output: z.array(packStatusSchema) },
  // Weather routing (src/core/weather-routing, issue 24): the saved voyage routed from its first to
  // its last waypoint at its departure, by isochrones on a worker thread, over fields read from the
  // service's map layers (cached, pinned to the voyage). Progress as the event weatherRoutingProgress.
  /** Which fields, their resolution and cost (cached ones cost 0); reads the maps catalogue (cached) to choose them. */
  estimateWeatherRouting: { input: weatherRoutingInputSchema, output: weatherRoutingEstimateSchema },
  /** Answers when the routing ends: the proposal beside the plan, or why there is none (cancelled, no route). */
  routeVoyage: { input: weatherRoutingInputSchema, output: weatherRoutingResultSchema },
  cancelWeatherRouting: { input: z.object({ voyageId: z.string().min(1).max(100) }).strict(), output: z.object({ cancelled: z.boolean() }) },
  /** The proposal and the plan checked with the shipping route forecast, the Forecast tab's question for each. */
  verifyRouting: { input: routingVerificationInputSchema, output: routingVerificationSchema },
  estimateRoutingVerification: { input: routingVerificationInputSchema, output: routingVerificationEstimateSchema },
  /** The proposal and the plan checked with the marine ensemble along each (the Risk tab's question), on request. */
  checkRoutingWithEnsemble: { input: routingVerificationInputSchema, output: routingEnsembleCheckSchema },
  estimateRoutingEnsembleCheck: { input: routingVerificationInputSchema, output: routingVerificationEstimateSchema },
  /** An item waiting on a slow link for the navigator's yes: fetched after all, or skipped; the pack goes on. */
  answerVoyagePackSizeAsk: { input: packSizeAnswerSchema, output: packStatusSchema },
  /** What went stale in the voyage's pack (Settings' thresholds) and what refreshing it would cost. */
  estimateVoyagePackRefresh: { input: packJobInputSchema, output: packRefreshEstimateSchema },
  /** Fetches the stale items again (what is cached and fresh costs nothing). */
  refreshVoyagePack: { input: packJobInputSchema, output: packStatusSchema },
} satisfies Record<CallName, CallDefinition>;

export type Calls = typeof calls;
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>;
