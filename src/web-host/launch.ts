import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../core/app';
import { demoServiceKey, startDemoService, type StormScenario } from '../demo-service';
import { startWebHost, type WebHost } from './server';

export interface LaunchOptions {
  dataFolder: string;
  port?: number;
  rendererDir?: string;
  token?: string;
  demoSeed?: number;
  /** A demo storm placed to cross a route (scenario tests and demonstrations of the risk views). */
  demoStorms?: StormScenario;
  log?: (line: string) => void;
}

export interface LaunchedWebHost extends WebHost {
  readonly dataFolder: string;
  readonly serviceUrl: string;
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
  const demo = await startDemoService({ port: 0, seed: options.demoSeed ?? 1, storms: options.demoStorms });
  const app = createApp({
    dataFolder: options.dataFolder,
    host: 'web',
    version,
    dataSource: 'demo',
    serviceUrl: demo.url,
    getServiceKey: () => demoServiceKey,
    log: options.log,
  });
  const host = await startWebHost({ app, rendererDir, port: options.port ?? 0, token: options.token, log: options.log });
  return {
    url: host.url,
    origin: host.origin,
    port: host.port,
    token: host.token,
    dataFolder: options.dataFolder,
    serviceUrl: demo.url,
    async close() {
      await host.close();
      app.close();
      await demo.close();
    },
  };
}
