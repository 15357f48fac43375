import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CoastIndex } from './coast-index';

/**
 * The worker file: beside this module in the source tree (run by Node with type stripping, or by tsx), or
 * built next to the main bundle as land-index-worker.js (electron.vite.config.ts).
 */
function workerFile(): string {
  for (const name of ['./land-index-worker.js', './land-index-worker.ts']) {
    const file = fileURLToPath(new URL(name, import.meta.url));
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`the land index worker is missing beside ${fileURLToPath(import.meta.url)}`);
}

/**
 * The worker's young generation, in MB. Node's default (16 MB semi-spaces) let the build's
 * short-lived arrays fill some 200 MB of heap pages that stayed resident in the app's process after
 * the worker ended (V8 keeps them pooled): the web host held 300 MB with a 35 MB heap. At 4 MB the
 * same build leaves about 110 MB, and takes no longer (test/bench/memory.bench.ts, BENCHMARKS.md).
 */
export const landIndexYoungGenerationMb = 4;

/**
 * Reads the land data and builds the coast index on a worker thread: 0.4 s on a quiet machine and
 * several seconds on a loaded one, which on the app's event loop held up every other call.
 */
export function buildLandIndexInWorker(): Promise<CoastIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), { resourceLimits: { maxYoungGenerationSizeMb: landIndexYoungGenerationMb } });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      settle();
    };
    worker.once('message', (index: CoastIndex) => finish(() => resolve(index)));
    worker.once('error', (error) => finish(() => reject(new Error(`the route check could not read its land data: ${error.message}`))));
    worker.once('exit', (exitCode) => finish(() => reject(new Error(`the route check's land reader stopped unexpectedly (exit code ${exitCode})`))));
  });
}
