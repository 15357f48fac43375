import { z } from 'zod';
import { connectionStatusSchema, dataSourceSchema, serviceAnswerSchema } from './service/answer-provenance';
import { endpoints, operationNames, type OperationName } from './service/endpoints';
import {
  keyTestResultSchema,
  saveServiceKeyInputSchema,
  saveServiceKeyOutputSchema,
  serviceSourceStatusSchema,
  setServiceSourceInputSchema,
} from './settings/service-source';
import { settingsPatchSchema, settingsSchema } from './settings/settings';
import { creditTotalsSchema } from './voyage/credit-totals';
import { ensembleAlongRouteAnswerSchema, ensembleAlongRouteEstimateSchema, ensembleAlongRouteInputSchema } from './voyage/ensemble-along-route-result';
import { departureComparisonSchema, departureWindowSchema } from './voyage/departure-ranking';
import { modelAlongRouteAnswerSchema, modelAlongRouteEstimateSchema, modelAlongRouteInputSchema } from './voyage/model-along-route';
import { exportedRouteFileSchema, exportRouteInputSchema, importedRouteSchema, importRouteInputSchema } from './voyage/route-file';
import { routeForecastEstimateSchema, routeForecastSeriesSchema } from './voyage/route-forecast-series';
import { startupNoticeSchema } from './voyage/startup-notice';
import { vesselProfileInputSchema, vesselProfileSchema } from './voyage/vessel-profile';
import { newVoyageSchema, voyageSaveSchema, voyageSchema, voyageSummarySchema } from './voyage/voyage';

/**
 * The single list of what the renderer may ask of the app, and what the app may push to it.
 * Main binds each call to ipcMain, the preload exposes each as `window.passage.<name>`, the web
 * host serves each at POST /rpc/<name>, and the renderer's bridge type is derived from here: a
 * name is written once, in this file.
 */

export { dataSourceSchema, type DataSource } from './service/answer-provenance';

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
export type EventDefinition = { payload: z.ZodType };

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
  /** What the store had to repair at start (damaged database restored or rebuilt), in plain words. */
  getStartupNotices: { input: empty, output: z.array(startupNoticeSchema) },
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
  forecastRoute: { input: z.object({ voyageId: z.string().min(1).max(100) }).strict(), output: serviceAnswerSchema(routeForecastSeriesSchema) },
  /** What forecastRoute would cost: `creditsToSpend` 0 when the forecast is cached and fresh. */
  estimateRouteForecast: { input: z.object({ voyageId: z.string().min(1).max(100) }).strict(), output: routeForecastEstimateSchema },
  // Marine ensemble along the route (src/core/voyage): the saved voyage sampled at every waypoint
  // and every `everyHours` (default 12) of sailing, at its ETA there; per leg and per limit the
  // highest chance of exceeding the vessel's limit. The catalogue is asked first to pick the model.
  ensembleAlongRoute: { input: ensembleAlongRouteInputSchema, output: ensembleAlongRouteAnswerSchema },
  /** What ensembleAlongRoute would cost: `creditsToSpend` counts only requests not cached and fresh. */
  estimateEnsembleAlongRoute: { input: ensembleAlongRouteInputSchema, output: ensembleAlongRouteEstimateSchema },
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
} satisfies Record<string, CallDefinition>;

export const events = {
  settingsChanged: { payload: settingsSchema },
  connectionChanged: { payload: connectionStatusSchema },
  serviceSourceChanged: { payload: serviceSourceStatusSchema },
} satisfies Record<string, EventDefinition>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>;
export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<N extends EventName> = z.output<Events[N]['payload']>;

export const callNames = Object.keys(calls) as CallName[];
export const eventNames = Object.keys(events) as EventName[];

export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(calls, name);
}
export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(events, name);
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
