import path from 'node:path';
import type { AppInfo, CallInput, DataSource } from '../shared/contract';
import { EventHub } from './event-hub';
import { createIdleHeapRelease } from './idle-heap-release';
import { createFirstStartRun } from './first-start/first-start-handlers';
import { forecastExportHandlers } from './reports/forecast-export-handlers';
import { routeFileHandlers } from './reports/route-file-handlers';
import { routeCheckHandlers } from './route-check/route-check-handlers';
import { buildLandIndexInChild, type LandIndexChildLauncher } from './route-check/land-index-in-child';
import { createRouteChecker } from './route-check/route-checker';
import { createRouter, PassageError, type Router } from './router';
import { createKeyCustody } from './secrets/key-choice';
import type { KeyStore } from './secrets/key-store';
import { serviceKeyHandlers } from './secrets/key-handlers';
import { createUnavailableKeyStore } from './secrets/unavailable-key-store';
import { createServiceSourceControl, keyChoiceRecordIn } from './secrets/service-source-control';
import { createServiceData, type ServiceData } from './service-data/service-data';
import { liveSelfTestHandlers } from './service-data/live-self-test-handlers';
import { serviceDataHandlers } from './service-data/service-data-handlers';
import type { WritableDatabase } from './store/database';
import { openStore, type Store } from './store/open-store';
import { readSettings, writeSettings } from './store/settings-table';
import { storeHandlers } from './store/store-handlers';
import { createCrewJourneys } from './shore/crew-journey-handlers';
import { climateAlongRouteHandlers } from './voyage/climate-along-route-handlers';
import { ensembleAlongRouteHandlers } from './voyage/ensemble-along-route-handlers';
import { modelComparisonHandlers } from './voyage/model-comparison-handlers';
import { routeForecastHandlers } from './voyage/route-forecast-handlers';
import { createVoyagePacks, type VoyagePacks } from './voyage-pack/pack-engine';
import { voyagePackHandlers } from './voyage-pack/voyage-pack-handlers';
import { weatherRoutingHandlers } from './weather-routing/weather-routing-handlers';
import { createWeatherRoutings } from './weather-routing/weather-routing-job';
import { listNoGoAreas } from './store/no-go-areas-table';
import { findVesselProfile } from './store/vessel-profiles-table';
import { getVoyage } from './store/voyages-table';

export interface AppOptions {
  dataFolder: string;
  host: AppInfo['host'];
  version: string;
  dataSource: DataSource;
  serviceUrl: string | null;
  /** The key for serviceUrl, read before every request ('demo' for the embedded demo service). */
  getServiceKey?: () => string | null;
  /** The embedded demo service, when the host runs one: the settings can switch back to it. */
  demoService?: { url: string; key: string };
  /**
   * Where the live key is kept: the keychain, and where "store anyway" writes when there is none
   * (key-choice.ts). Default: no keychain, so the key is kept for this run only.
   */
  keyStores?: { keychain: KeyStore; unprotected?: KeyStore };
  now?: () => number;
  log?: (line: string) => void;
  /**
   * A new installation in demo mode opens with a sample voyage and its forecast (first-start/).
   * On in the hosts a navigator starts (Electron's main, the web host's command line); off by
   * default, so tests, benchmarks and the end-to-end suite start from an empty store.
   */
  sampleVoyageOnFirstStart?: boolean;
  /**
   * How the host starts the route check's land index process: a Node child by default; Electron
   * passes its utility process (its binary may not run as Node once the fuses are set).
   */
  launchLandIndexProcess?: LandIndexChildLauncher;
  /**
   * Where the route check's land index is kept once built, for the next start (about 20 MB, named
   * by what it was built from): by default the data folder's `land-index/`. The end-to-end suite
   * gives all its hosts one folder, as all starts of one installation share theirs.
   */
  landIndexFolder?: string;
  /** The host's way to print a passage plan to a PDF file (Electron only; see printRouteReport). */
  printRouteReport?: (request: RouteReportPrintRequest) => Promise<{ savedTo: string | null }>;
  /**
   * Gives the heap pages a large call left behind back to the system once idle (idle-heap-release.ts).
   * On by default, as in every host a navigator starts. Off where the app shares a test runner's
   * process: the resident size it watches is then the runner's (a browser's client, every test's
   * data), and each release, a last-resort collection of all of it, cost 0.45 to 0.75 s, three
   * times in one end-to-end file.
   */
  releaseIdleHeap?: boolean;
}

export type RouteReportPrintRequest = CallInput<'printRouteReport'>;

export interface PassageApp {
  readonly router: Router;
  readonly events: EventHub;
  readonly passageDb: WritableDatabase;
  /** passage.db, cache.db, the startup recovery reports and backups. */
  readonly store: Store;
  /** Every request to the service goes through here: one limiter, the cache, the ledger. */
  readonly serviceData: ServiceData;
  /** "Prepare for sea": the voyages' offline packs (issue 21). */
  readonly voyagePacks: VoyagePacks;
  /**
   * Resolves once the saved demo/live choice and the live key are loaded and applied (and a first
   * start's sample voyage made): the window waits on this, so never on a request to the service.
   */
  readonly ready: Promise<void>;
  /** Settles once a first start's sample forecast, asked in the background after `ready`, has landed or failed. */
  readonly sampleForecastSettled: Promise<void>;
  close(): void;
}

/**
 * The composition root: everything the renderer can reach is wired here, once, for both hosts.
 * Electron's main and the web host differ only in how they carry calls and events.
 */
export function createApp(options: AppOptions): PassageApp {
  const now = options.now ?? Date.now;
  const store = openStore(options.dataFolder, now, { log: options.log });
  const passageDb = store.passageDb;
  const events = new EventHub();
  // Read once and kept: every service request consults the settings (rate, freshness, cache
  // cap), and only setSettings changes them.
  let settings = readSettings(passageDb);
  const serviceData = createServiceData({
    cacheDb: store.cacheDb,
    passageDb,
    now,
    source: {
      dataSource: options.dataSource,
      baseUrl: options.serviceUrl,
      getKey: options.getServiceKey ?? (() => null),
    },
    settings: () => settings,
    onConnectionChange: (status) => {
      events.emit('connectionChanged', status);
      voyagePacks.connectionChanged(status);
    },
    log: options.log,
  });
  const voyagePacks = createVoyagePacks({ passageDb, serviceData, now, settings: () => settings, onProgress: (status) => events.emit('voyagePackProgress', status), log: options.log });

  const keys = createServiceSourceControl({
    serviceData,
    custody: createKeyCustody({
      ...(options.keyStores ?? { keychain: createUnavailableKeyStore('This host was started without a keychain.') }),
      choiceRecord: keyChoiceRecordIn(passageDb, now),
      nowMs: now,
    }),
    passageDb,
    demo:
      options.demoService ??
      (options.dataSource === 'demo' && options.serviceUrl !== null ? { url: options.serviceUrl, key: options.getServiceKey?.() ?? '' } : null),
    initial: { dataSource: options.dataSource, liveServiceUrl: options.dataSource === 'live' ? options.serviceUrl : null },
    now,
    onChange: (status) => events.emit('serviceSourceChanged', status),
  });
  const sourceLoaded = keys.load().catch((error: unknown) => options.log?.(`the saved service choice could not be loaded: ${error instanceof Error ? error.message : String(error)}`));
  const firstStart = createFirstStartRun({ passageDb, serviceData, events, now, log: options.log });
  // Demo or live is known only once the saved choice is applied.
  const ready = !options.sampleVoyageOnFirstStart
    ? sourceLoaded
    : sourceLoaded
        .then(() => void firstStart.start())
        .catch((error: unknown) => options.log?.(`the sample voyage could not be made: ${error instanceof Error ? error.message : String(error)}`));
  const sampleForecastSettled = options.sampleVoyageOnFirstStart ? ready.then(() => firstStart.sampleForecastSettled) : Promise.resolve();

  // One checker for the app: its memory of scanned legs makes a check on every edit cheap.
  const routeChecker = createRouteChecker(() =>
    buildLandIndexInChild({ launch: options.launchLandIndexProcess, keepIn: options.landIndexFolder ?? path.join(options.dataFolder, 'land-index') }),
  );
  const weatherRoutings = createWeatherRoutings({
    serviceData,
    readVoyage: (voyageId) => getVoyage(passageDb, voyageId),
    readProfile: (profileId) => findVesselProfile(passageDb, profileId) ?? null,
    readNoGoAreas: (voyageId) => listNoGoAreas(passageDb, voyageId),
    // The route check's land index: built once for the app, shared with the routing worker.
    landIndex: () => routeChecker.landIndex(),
    onProgress: (progress) => events.emit('weatherRoutingProgress', progress),
  });
  const crewJourneys = createCrewJourneys({ serviceData, events, settings: () => settings, now, passageDb });
  // The heap pages a large call leaves behind go back to the system once the app is idle.
  const heapRelease = options.releaseIdleHeap === false ? undefined : createIdleHeapRelease({ log: options.log });
  const router = createRouter(
    {
      getAppInfo: () => ({
        name: 'Passage',
        version: options.version,
        dataSource: serviceData.source().dataSource,
        serviceUrl: serviceData.source().baseUrl,
        dataFolder: options.dataFolder,
        host: options.host,
      }),
      getSettings: () => settings,
      setSettings: (patch) => {
        settings = writeSettings(passageDb, patch, now());
        serviceData.applySettings(settings);
        events.emit('settingsChanged', settings);
        return settings;
      },
      printRouteReport: (request) => {
        if (!options.printRouteReport) {
          throw new PassageError(
            'not_available',
            'Printing to a PDF file is done by the Passage app. Here the passage plan opens as a page of its own: print it from the browser (Ctrl+P), choosing "Save as PDF" for a file.',
          );
        }
        return options.printRouteReport(request);
      },
      ...storeHandlers(store, now, events),
      ...firstStart.handlers,
      ...serviceDataHandlers(serviceData),
      ...liveSelfTestHandlers(serviceData),
      ...serviceKeyHandlers(keys),
      ...routeCheckHandlers(passageDb, routeChecker),
      ...routeFileHandlers(store, { dataSource: () => serviceData.source().dataSource, checker: routeChecker, now }),
      ...forecastExportHandlers(passageDb, serviceData, { checker: routeChecker, now }),
      ...routeForecastHandlers(passageDb, serviceData),
      ...ensembleAlongRouteHandlers(passageDb, serviceData),
      ...climateAlongRouteHandlers(serviceData),
      ...modelComparisonHandlers(passageDb, serviceData),
      ...crewJourneys.handlers,
      ...voyagePackHandlers(voyagePacks),
      ...weatherRoutingHandlers(passageDb, serviceData, weatherRoutings),
    },
    {
      onInternalError: (name, error) => options.log?.(`call ${name} failed: ${error instanceof Error ? error.stack : String(error)}`),
    },
  );

  return {
    router: heapRelease?.watch(router) ?? router,
    events,
    passageDb,
    store,
    serviceData,
    voyagePacks,
    ready,
    sampleForecastSettled,
    close() {
      heapRelease?.close();
      voyagePacks.close();
      crewJourneys.close();
      serviceData.close();
      store.close();
    },
  };
}
