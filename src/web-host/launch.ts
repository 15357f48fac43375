import fs from 'node:fs';
import path from 'node:path';
import { createApp, type PassageApp } from '../core/app';
import { lockDataFolder, type DataFolderLock } from '../core/data-folder-lock';
import type { KeyStore } from '../core/secrets/key-store';
import { createNapiKeyringKeyStore } from '../core/secrets/napi-keyring-key-store';
import { createPlainFileKeyStore } from '../core/secrets/plain-file-key-store';
import type { DemoServiceProcess } from '../demo-service/host-entry';
import { hostDemoKey, startHostDemoService, type HostDemoOptions } from './demo-start';
import { startWebHost, type WebHost } from './server';

export interface LaunchOptions extends HostDemoOptions {
  dataFolder: string;
  port?: number;
  rendererDir?: string;
  token?: string;
  log?: (line: string) => void;
  /**
   * A new demo installation opens with the sample voyage (core's first-start/). The command line
   * a navigator runs turns it on; off by default, so the end-to-end suite and benchmarks start
   * from an empty store unless a test asks for the first start.
   */
  sampleVoyageOnFirstStart?: boolean;
  /** Default: the system keychain, and an owner-only file in the data folder for "store anyway". */
  keyStores?: { keychain: KeyStore; unprotected?: KeyStore };
  /** Where the route check's land index is kept between starts (AppOptions.landIndexFolder). */
  landIndexFolder?: string;
  /** Off where the host shares a test runner's process (AppOptions.releaseIdleHeap); on by default. */
  releaseIdleHeap?: boolean;
  /**
   * The demo service, already starting from these options (startHostDemoService): cli.ts starts it
   * before it loads the app's modules. The launch owns it from then on, and stops it if it fails.
   */
  demoService?: Promise<DemoServiceProcess>;
}

/** The file "store anyway" writes when there is no keychain (only after the user's explicit choice). */
export const unprotectedKeyFileName = 'service-key.unprotected';

export interface LaunchedWebHost extends WebHost {
  readonly dataFolder: string;
  readonly serviceUrl: string;
  /** The demo service's own process (for memory figures and the test that it ends with the host). */
  readonly demoServicePid: number | undefined;
  /** Stops the embedded demo service, as a lost connection would: the app goes on from its cache. */
  stopDemoService(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const defaultRendererDir = path.join(repoRoot, 'out', 'renderer');

/**
 * The whole workstation on loopback: the app (databases in the data folder), the embedded demo
 * service it talks to over HTTP like the real one, and the web host that serves the UI.
 */
export async function launchWebHost(options: LaunchOptions): Promise<LaunchedWebHost> {
  let lock: DataFolderLock;
  let rendererDir: string;
  try {
    rendererDir = options.rendererDir ?? defaultRendererDir;
    if (!fs.existsSync(path.join(rendererDir, 'index.html'))) {
      throw new Error(`The renderer is not built (${rendererDir} has no index.html): run "npm run build" first.`);
    }
    lock = lockDataFolder(options.dataFolder, 'web host');
  } catch (error) {
    stopWhenStarted(options.demoService);
    throw error;
  }
  const version = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const demoStarting = options.demoService ?? startHostDemoService(options);
  try {
    return await launchLocked(options, rendererDir, version, lock, await demoStarting);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A demo service started for a launch that failed before taking it: stopped as soon as it is up. */
function stopWhenStarted(demo: Promise<DemoServiceProcess> | undefined): void {
  void demo?.then(
    (started) => started.close(),
    () => undefined,
  );
}

async function launchLocked(options: LaunchOptions, rendererDir: string, version: string, lock: DataFolderLock, demo: DemoServiceProcess): Promise<LaunchedWebHost> {
  const demoKey = hostDemoKey(options);
  const app = openApp(options, version, demo, demoKey);
  let host: WebHost;
  try {
    await app.ready;
    host = await startWebHost({ app, rendererDir, port: options.port ?? 0, token: options.token, log: options.log });
  } catch (error) {
    // Nothing of a failed launch stays behind: not the app's databases, not the demo's process.
    app.close();
    void demo.close();
    throw error;
  }
  let demoStopped: Promise<void> | undefined;
  const stopDemoService = () => (demoStopped ??= demo.close());
  return {
    url: host.url,
    origin: host.origin,
    port: host.port,
    token: host.token,
    dataFolder: options.dataFolder,
    serviceUrl: demo.url,
    demoServicePid: demo.pid,
    stopDemoService,
    async close() {
      await host.close();
      app.close();
      await stopDemoService();
      lock.release();
    },
  };
}

/** The app on the folder, or the demo service stopped again when the store refuses to open. */
function openApp(options: LaunchOptions, version: string, demo: DemoServiceProcess, demoKey: string): PassageApp {
  try {
    return createApp({
    dataFolder: options.dataFolder,
    host: 'web',
    version,
    dataSource: 'demo',
    serviceUrl: demo.url,
    getServiceKey: () => demoKey,
    demoService: { url: demo.url, key: demoKey },
    keyStores: options.keyStores ?? {
      keychain: createNapiKeyringKeyStore(),
      unprotected: createPlainFileKeyStore(path.join(options.dataFolder, unprotectedKeyFileName)),
    },
    log: options.log,
    sampleVoyageOnFirstStart: options.sampleVoyageOnFirstStart ?? false,
    releaseIdleHeap: options.releaseIdleHeap,
    landIndexFolder: options.landIndexFolder,
    ...(options.clock ? { now: options.clock } : {}),
  });
  } catch (error) {
    void demo.close();
    throw error;
  }
}
