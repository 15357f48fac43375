import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canaryKey } from '../../src/core/service-client/canary-key';
import { createRequestLimiter } from '../../src/core/service-client/limiter';
import { selfTestCredits } from '../../src/core/service-client/live-self-test';
import { createServiceClient } from '../../src/core/service-client/service-client';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { operationNames } from '../../src/shared/service/endpoints';

/**
 * `npm run check-live` (src/core/service-client/check-live-cli.ts) as a user runs it, against the
 * demo service on loopback standing in for the live one (the tests never reach a real network):
 * the cost first, nothing sent without a yes, then one line per operation, the mixer included.
 */

const root = path.resolve(import.meta.dirname, '../..');
let demo: DemoService;

beforeAll(async () => {
  demo = await startDemoService({ port: 0, seed: 1, keys: [canaryKey], mixerPauseMs: 10 });
});
afterAll(async () => {
  await demo.close();
});

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI in a child process (spawned, not spawnSync: the demo service answers from this process). */
function checkLive(args: string[], env: Record<string, string>, input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/core/service-client/check-live-cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, PASSAGE_API_KEY: '', PASSAGE_SERVICE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

const liveEnv = () => ({ PASSAGE_API_KEY: canaryKey, PASSAGE_SERVICE_URL: demo.url });

describe('npm run check-live', () => {
  it('says the cost first, then one line per operation and the transit mixer, all read; the key in no line', { timeout: 120_000 }, async () => {
    const credits = selfTestCredits(createServiceClient({ baseUrl: demo.url, getKey: () => canaryKey, limiter: createRequestLimiter() }));
    const run = await checkLive(['--yes'], liveEnv());
    expect(run.stderr).toBe('');
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(`check-live: one small request per operation to ${demo.url} costs ${credits} credits.`);
    const results = lines.slice(1, -1);
    const operations = [...operationNames, 'transitMixer'];
    // As each answer is read: the catalogues first (the model-bound operations ask for one of their models), the mixer last.
    const named = results.map((line) => line.split(/\s+/)[1]);
    expect([...named].sort()).toEqual([...operations].sort());
    expect(named.at(-1)).toBe('transitMixer');
    expect(results.every((line) => line.startsWith('read '))).toBe(true);
    expect(lines.at(-1)).toBe(`check-live: ${operations.length} of ${operations.length} operations read.`);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain(canaryKey);
    expect(demo.requestsReceived().some((request) => request.startsWith('/v1/transit/plannermixer'))).toBe(true);
  });

  it('sends nothing when the answer to the cost is not yes', async () => {
    const before = demo.requestsReceived().length;
    const run = await checkLive([], liveEnv(), 'no\n');
    expect(run.stdout).toMatch(/costs \d+ credits\.\nSpend them\? \(yes\/no\) check-live: nothing sent\.\n$/);
    expect(run.status).toBe(0);
    expect(demo.requestsReceived()).toHaveLength(before);
  });

  it('refuses without a key or with an address that is not one, and sends nothing', async () => {
    const before = demo.requestsReceived().length;
    const noKey = await checkLive(['--yes'], { PASSAGE_SERVICE_URL: demo.url });
    expect(noKey.status).toBe(2);
    expect(noKey.stderr).toMatch(/PASSAGE_API_KEY is not set/);
    const noAddress = await checkLive(['--yes'], { PASSAGE_API_KEY: canaryKey, PASSAGE_SERVICE_URL: 'demo.example' });
    expect(noAddress.status).toBe(2);
    expect(noAddress.stderr).toMatch(/PASSAGE_SERVICE_URL must be the service address/);
    expect(demo.requestsReceived()).toHaveLength(before);
  });
});
