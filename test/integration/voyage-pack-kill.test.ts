import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/core/app';
import { creditTotals } from '../../src/core/store/credit-ledger-table';
import { startDemoService, type DemoService } from '../../src/demo-service';
import { createPackVoyage, packChoices, unwrap } from './voyage-pack-fixtures';
import { keptLandIndexFolder } from '../kept-land-index';

/**
 * kill -9 in the middle of a pack, then resume in a new process: every request reaches the
 * service once, apart from at most the one whose answer the kill cut off (never received, so
 * never paid for by Passage), and the credits spent are exactly the estimate.
 */

const childScript = path.join(import.meta.dirname, 'voyage-pack-child.ts');
const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const etdUtcMs = nowMs + 6 * 3_600_000;

let folder: string;
let demo: DemoService;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-pack-kill-'));
  demo = await startDemoService({ port: 0, seed: 3, clock: () => nowMs });
});
afterAll(async () => {
  await demo.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs the child; with killAfterRequests it is killed by SIGKILL once that many requests are acknowledged. */
function runChild(voyageId: string, mode: 'start' | 'resume', killAfterRequests?: number): Promise<{ lines: string[]; killed: boolean }> {
  return new Promise((resolve, reject) => {
    // Its own process group: no grandchild survives the kill (docs/platform-facts.md, Child processes).
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, folder, demo.url, String(nowMs), voyageId, String(etdUtcMs), mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (killAfterRequests === undefined) return;
      const done = output.split('\n').filter((line) => line.startsWith('progress ')).map((line) => Number(line.split(' ')[1]));
      if (Math.max(0, ...done) >= killAfterRequests) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ lines: output.split('\n').slice(0, -1), killed: true });
      else if (code === 0) resolve({ lines: output.split('\n').slice(0, -1), killed: false });
      else reject(new Error(`the child stopped with code ${code}: ${errors}`));
    });
  });
}

describe('a pack killed midway', () => {
  it('resumes in a new process and asks every request once, paying exactly the estimate', async () => {
    const app = createApp({ dataFolder: folder, host: 'web', version: '0.0.0-test', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs, landIndexFolder: keptLandIndexFolder });
    const voyage = await createPackVoyage(app, { etdUtcMs, share: 0.13 });
    const estimate = await unwrap(app.router.call('estimateVoyagePack', packChoices(voyage.id, etdUtcMs, etdUtcMs)));
    app.close();
    const askedToPlan = demo.requestsReceived().length;

    const first = await runChild(voyage.id, 'start', 4);
    expect(first.killed).toBe(true);
    const second = await runChild(voyage.id, 'resume');
    expect(second.lines[0]).toBe('found paused');
    expect(second.lines.at(-1)).toBe(`settled done ${estimate.creditsEstimated}`);

    const packed = demo.requestsReceived().slice(askedToPlan);
    const counts = new Map<string, number>();
    for (const line of packed) counts.set(line, (counts.get(line) ?? 0) + 1);
    const twice = [...counts].filter(([, count]) => count > 1);
    // At most the request in flight when the kill came, and never more than twice.
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(twice.every(([, count]) => count === 2)).toBe(true);
    // The catalogues the estimate asked were never asked again.
    expect(demo.requestsReceived().slice(0, askedToPlan).filter((line) => packed.includes(line))).toEqual([]);

    const reopened = createApp({ dataFolder: folder, host: 'web', version: '0.0.0-test', dataSource: 'demo', serviceUrl: demo.url, getServiceKey: () => 'demo', now: () => nowMs, landIndexFolder: keptLandIndexFolder });
    try {
      // As Settings reads the ledger: what was answered (the request the kill cut off wrote nothing).
      const credits = creditTotals(reopened.passageDb, nowMs).monthCredits;
      expect(credits).toBe(estimate.creditsEstimated + estimate.planningCredits);
      const status = reopened.voyagePacks.status(voyage.id)!;
      expect(status.state).toBe('done');
      expect(status.items.filter((item) => item.ticked).every((item) => item.state === 'done')).toBe(true);
    } finally {
      reopened.close();
    }
  }, 240_000);
});
