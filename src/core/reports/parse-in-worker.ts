import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParseRequest, ParseResponse } from './parse-messages';
import { parseTimeLimitMsFor, type RouteFileLimits } from './route-file-limits';

const MIN_WORKER_HEAP_MB = 8;

/**
 * The worker file: beside this module in the source tree (run by Node with type stripping, or
 * by tsx), or built next to the main bundle as route-parse-worker.js (electron.vite.config.ts).
 */
function workerFile(): string {
  for (const name of ['./route-parse-worker.js', './route-parse-worker.ts']) {
    const file = fileURLToPath(new URL(name, import.meta.url));
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`the route parse worker is missing beside ${fileURLToPath(import.meta.url)}`);
}

/**
 * Parses in a fresh worker with a small heap and a time limit. One worker per file: a file
 * that hangs or eats memory is ended with its worker and cannot leave anything behind.
 * Resolves with the worker's answer, or with a refusal message naming the limit that was hit.
 */
export function parseInWorker(request: ParseRequest, limits: RouteFileLimits): Promise<ParseResponse> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile(), {
      // Below a few MB V8 cannot even start the worker and aborts the whole process instead.
      resourceLimits: { maxOldGenerationSizeMb: Math.max(MIN_WORKER_HEAP_MB, limits.workerHeapMb), maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    let settled = false;
    const finish = (response: ParseResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(response);
    };
    // Characters for bytes: near enough for a time limit, and the text is not encoded twice.
    const timeLimitMs = parseTimeLimitMsFor(limits, request.text.length);
    const timer = setTimeout(() => {
      finish({ ok: false, message: `reading it took longer than ${Number((timeLimitMs / 1000).toPrecision(2))} s, the limit for a route file of its size; it was stopped` });
    }, timeLimitMs);
    worker.once('message', (response: ParseResponse) => finish(response));
    worker.once('error', (error) => {
      const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish({
        ok: false,
        message: outOfMemory
          ? `reading it needed more than ${limits.workerHeapMb} MB of memory, far more than any route file; it was stopped`
          : `the file reader failed (${error.message})`,
      });
    });
    worker.once('exit', (exitCode) => finish({ ok: false, message: `the file reader stopped unexpectedly (exit code ${exitCode})` }));
    worker.postMessage(request);
  });
}
