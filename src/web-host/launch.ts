import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../core/app';
import type { KeyStore } from '../core/secrets/key-store';
import { createNapiKeyringKeyStore } from '../core/secrets/napi-keyring-key-store';
import { createPlainFileKeyStore } from '../core/secrets/plain-file-key-store';
import { demoServiceKey, startDemoService, type StormScenario } from '../demo-service';
import { startWebHost, type WebHost } from './server';

export interface LaunchOptions {
  dataFolder: string;
  port?: number;
  rendererDir?: string;
  token?: string;
  demoSeed?: number;
  /** The key the embedded demo service accepts; the e2e harness sets the canary key here. */
  demoKey?: string;
  /** A demo storm placed to cross a route (scenario tests and demonstrations of the risk views). */
  demoStorms?: StormScenario;
  log?: (line: string) => void;
  /** Default: the system keychain, and an owner-only file in the data folder for "store anyway". */
  keyStores?: { keychain: KeyStore; unprotected?: KeyStore };
}

/** The file "store anyway" writes when there is no keychain (only after the user's explicit choice). */
export const unprotectedKeyFileName = 'service-key.unprotected';

export interface LaunchedWebHost extends WebHost {
  readonly dataFolder: string;
  readonly serviceUrl: string;
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
  const demoKey = options.demoKey ?? demoServiceKey;
  const demo = await startDemoService({ port: 0, seed: options.demoSeed ?? 1, keys: [demoKey], storms: options.demoStorms });
  const app = createApp({
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
  });
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
    stopDemoService,
    async close() {
      await host.close();
      app.close();
      await stopDemoService();
    },
  };
}
