import fs from 'node:fs';
import type { AppInfo, DataSource } from '../shared/contract';
import { EventHub } from './event-hub';
import { routeFileHandlers } from './reports/route-file-handlers';
import { createRouter, type Router } from './router';
import type { WritableDatabase } from './store/database';
import { openStore, type Store } from './store/open-store';
import { readSettings, writeSettings } from './store/settings-table';
import { storeHandlers } from './store/store-handlers';

export interface AppOptions {
  dataFolder: string;
  host: AppInfo['host'];
  version: string;
  dataSource: DataSource;
  serviceUrl: string | null;
  now?: () => number;
  log?: (line: string) => void;
}

export interface PassageApp {
  readonly router: Router;
  readonly events: EventHub;
  readonly passageDb: WritableDatabase;
  /** passage.db, cache.db, the startup recovery reports and backups. */
  readonly store: Store;
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

  const router = createRouter(
    {
      getAppInfo: () => ({
        name: 'Passage',
        version: options.version,
        dataSource: options.dataSource,
        serviceUrl: options.serviceUrl,
        dataFolder: options.dataFolder,
        host: options.host,
      }),
      getSettings: () => readSettings(passageDb),
      setSettings: (patch) => {
        const settings = writeSettings(passageDb, patch, now());
        events.emit('settingsChanged', settings);
        return settings;
      },
      ...storeHandlers(store, now),
      ...routeFileHandlers(store),
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
    close() {
      store.close();
    },
  };
}
