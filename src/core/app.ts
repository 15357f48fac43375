import fs from 'node:fs';
import type { AppInfo, CallInput, DataSource } from '../shared/contract';
import { EventHub } from './event-hub';
import { forecastExportHandlers } from './reports/forecast-export-handlers';
import { routeFileHandlers } from './reports/route-file-handlers';
import { createRouter, PassageError, type Router } from './router';
import { createKeyCustody } from './secrets/key-choice';
import type { KeyStore } from './secrets/key-store';
import { serviceKeyHandlers } from './secrets/key-handlers';
import { createUnavailableKeyStore } from './secrets/unavailable-key-store';
import { createServiceSourceControl, keyChoiceRecordIn } from './secrets/service-source-control';
import { createServiceData, type ServiceData } from './service-data/service-data';
import { serviceDataHandlers } from './service-data/service-data-handlers';
import type { WritableDatabase } from './store/database';
import { openStore, type Store } from './store/open-store';
import { readSettings, writeSettings } from './store/settings-table';
import { storeHandlers } from './store/store-handlers';
import { ensembleAlongRouteHandlers } from './voyage/ensemble-along-route-handlers';
import { routeForecastHandlers } from './voyage/route-forecast-handlers';

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
  /** The host's way to print a passage plan to a PDF file (Electron only; see printRouteReport). */
  printRouteReport?: (request: RouteReportPrintRequest) => Promise<{ savedTo: string | null }>;
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
  /** Resolves once the saved demo/live choice and the live key are loaded and applied. */
  readonly ready: Promise<void>;
  close(): void;
}

/**
 * The composition root: everything the renderer can reach is wired here, once, for both hosts.
 * Electron's main and the web host differ only in how they carry calls and events.
 */
export function createApp(options: AppOptions): PassageApp {
  const now = options.now ?? Date.now;
  fs.mkdirSync(options.dataFolder, { recursive: true });
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
    onConnectionChange: (status) => events.emit('connectionChanged', status),
    log: options.log,
  });

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
  const ready = keys.load().catch((error: unknown) => options.log?.(`the saved service choice could not be loaded: ${error instanceof Error ? error.message : String(error)}`));

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
      ...storeHandlers(store, now),
      ...serviceDataHandlers(serviceData),
      ...serviceKeyHandlers(keys),
      ...routeFileHandlers(store, { dataSource: () => serviceData.source().dataSource }),
      ...forecastExportHandlers(passageDb, serviceData),
      ...routeForecastHandlers(passageDb, serviceData),
      ...ensembleAlongRouteHandlers(passageDb, serviceData),
    },
    {
      onInternalError: (name, error) => options.log?.(`call ${name} failed: ${error instanceof Error ? error.stack : String(error)}`),
    },
  );

  return {
    router,
    events,
    passageDb,
    store,
    serviceData,
    ready,
    close() {
      serviceData.close();
      store.close();
    },
  };
}
