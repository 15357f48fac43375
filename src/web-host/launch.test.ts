import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRunning, lockFileName } from '../core/data-folder-lock';
import { createMemoryKeyStore } from '../core/secrets/memory-key-store';
import { StoreUnavailableError } from '../core/store/open-trouble';
import { startHostDemoService } from './demo-start';
import { launchWebHost, type LaunchedWebHost } from './launch';

/** One Passage per data folder (issue 27, point 3): a second web host on the same folder is refused. */
let folder: string;
let renderer: string;
const launched: LaunchedWebHost[] = [];

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-launch-'));
  renderer = path.join(folder, 'renderer');
  fs.mkdirSync(renderer);
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Passage</title>');
});
afterEach(async () => {
  for (const host of launched.splice(0)) await host.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const dataFolder = () => path.join(folder, 'data');

async function launch(): Promise<LaunchedWebHost> {
  const host = await launchWebHost({ dataFolder: dataFolder(), rendererDir: renderer, keyStores: { keychain: createMemoryKeyStore() } });
  launched.push(host);
  return host;
}

describe('one web host per data folder', () => {
  it('refuses a second web host on the same folder, saying which folder and what to do', async () => {
    await launch();
    const second = await launch().catch((error: unknown) => error);
    expect(second).toBeInstanceOf(StoreUnavailableError);
    expect((second as Error).message).toMatch(/another Passage \(web host, process \d+, started .+\) already uses the data folder .+data\. Use that one, or close it/);

    // Closed, the folder is free again.
    await launched.splice(0)[0]?.close();
    expect(fs.existsSync(path.join(dataFolder(), lockFileName))).toBe(false);
    await launch();
  });

  it('stops a demo service started ahead for a launch it refuses, and serves from one it takes', async () => {
    await launch();
    const ahead = startHostDemoService({});
    const refused = await launchWebHost({ dataFolder: dataFolder(), rendererDir: renderer, keyStores: { keychain: createMemoryKeyStore() }, demoService: ahead }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreUnavailableError);
    const { pid } = await ahead;
    await expect.poll(() => isRunning(pid!), { timeout: 10_000 }).toBe(false);

    await launched.splice(0)[0]?.close();
    const taken = startHostDemoService({});
    const host = await launchWebHost({ dataFolder: dataFolder(), rendererDir: renderer, keyStores: { keychain: createMemoryKeyStore() }, demoService: taken });
    launched.push(host);
    expect(host.serviceUrl).toBe((await taken).url);
    expect(host.demoServicePid).toBe((await taken).pid);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.mkdirSync(dataFolder(), { recursive: true });
    fs.writeFileSync(path.join(dataFolder(), lockFileName), JSON.stringify({ pid: Number(gone.stdout), host: 'web host', startedAtUtc: '2026-11-20T08:00:00.000Z' }));
    await launch();
    expect(JSON.parse(fs.readFileSync(path.join(dataFolder(), lockFileName), 'utf8'))).toMatchObject({ pid: process.pid });
  });
});
