import fs from 'node:fs';
import path from 'node:path';
import { createApp, type PassageApp } from '../core/app';
import { lockDataFolder, type DataFolderLock } from '../core/data-folder-lock';
import type { KeyStore } from '../core/secrets/key-store';
import { createNapiKeyringKeyStore } from '../core/secrets/napi-keyring-key-store';
import { createPlainFileKeyStore } from '../core/secrets/plain-file-key-store';
import { demoServiceKey, startDemoServiceProcess, type DemoChildLauncher, type DemoServiceProcess, type StormScenario } from '../demo-service';
import { startWebHost, type WebHost } from './server';

export interface LaunchOptions {
  dataFolder: string;
  port?: number;
  rendererDir?: string;
  token?: string;
  demoSeed?: number;
  /** Now, in ms since the epoch, for the app and its demo service (default Date.now); tests pin it. */
  clock?: () => number;
  /** The key the embedded demo service accepts; the e2e harness sets the canary key here. */
  demoKey?: string;
  /** A demo storm placed to cross a route (scenario tests and demonstrations of the risk views). */
  demoStorms?: StormScenario;
  /** The demo answers in the vendor's envelope instead of bare (both reading paths end to end). */
  demoEnvelope?: boolean;
  /** The demo charges this many credits per answer beyond the estimate, and says so (a price list that moved). */
  demoChargeExtraCredits?: number;
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
  /**
   * How the demo service's process is started (default: a Node child of the entry beside the demo
   * service's module). The end-to-end suite, which loads this host from the sources, starts the
   * built entry, as the app itself does (out/main/web-host.js).
   */
  demoLauncher?: DemoChildLauncher;
  /** Off where the host shares a test runner's process (AppOptions.releaseIdleHeap); on by default. */
  releaseIdleHeap?: boolean;
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
  const rendererDir = options.rendererDir ?? defaultRendererDir;
  if (!fs.existsSync(path.join(rendererDir, 'index.html'))) {
    throw new Error(`The renderer is not built (${rendererDir} has no index.html): run "npm run build" first.`);
  }
  const version = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const lock = lockDataFolder(options.dataFolder, 'web host');
  try {
    return await launchLocked(options, rendererDir, version, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function launchLocked(options: LaunchOptions, rendererDir: string, version: string, lock: DataFolderLock): Promise<LaunchedWebHost> {
  const demoKey = options.demoKey ?? demoServiceKey;
  // In its own process: its simulation must never hold up a call of the app.
  // A host on a pinned clock (the end-to-end suite's) pins its demo service's clock too.
  const clockOffsetMs = options.clock ? options.clock() - Date.now() : undefined;
  const demo = await startDemoServiceProcess({ port: 0, seed: options.demoSeed ?? 1, keys: [demoKey], storms: options.demoStorms, envelope: options.demoEnvelope ?? false, chargeExtraCredits: options.demoChargeExtraCredits ?? 0, ...(clockOffsetMs === undefined ? {} : { clockOffsetMs }) }, options.demoLauncher ? { launch: options.demoLauncher } : {});
  const app = openApp(options, version, demo, demoKey);
  await app.ready;
  const host = await startWebHost({ app, rendererDir, port: options.port ?? 0, token: options.token, log: options.log });
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
