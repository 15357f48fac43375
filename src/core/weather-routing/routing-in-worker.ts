import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ComputationProgress, RoutingComputation, RoutingComputationInput } from './routing-computation';

/**
 * Runs one routing on a worker thread (routing-worker.ts). The land index arrives in shared
 * memory (the route check's own, ../route-check/land-index-file.ts), so it is not copied; the
 * layer images are. Cancelling ends the thread at once: the router holds nothing worth keeping.
 */

type WorkerMessage = { kind: 'progress'; progress: ComputationProgress } | { kind: 'done'; result: RoutingComputation } | { kind: 'failed'; message: string };

/** Built next to the main bundle (electron.vite.config.ts), or the source with tsx's loader. */
function workerFile(): { file: string; execArgv: string[] } {
  const built = fileURLToPath(new URL('./routing-worker.js', import.meta.url));
  if (fs.existsSync(built)) return { file: built, execArgv: [] };
  const source = fileURLToPath(new URL('./routing-worker.ts', import.meta.url));
  if (fs.existsSync(source)) return { file: source, execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] };
  throw new Error(`the routing worker is missing beside ${fileURLToPath(import.meta.url)}`);
}

export interface RoutingWorkerRun {
  /** The routing, or null when it was cancelled. */
  readonly result: Promise<RoutingComputation | null>;
  cancel(): void;
}

export function routeInWorker(input: RoutingComputationInput, onProgress: (progress: ComputationProgress) => void): RoutingWorkerRun {
  const { file, execArgv } = workerFile();
  const worker = new Worker(file, { workerData: input, execArgv });
  let settled = false;
  let cancel = () => {};
  const result = new Promise<RoutingComputation | null>((resolve, reject) => {
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      settle();
    };
    cancel = () => finish(() => resolve(null));
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') onProgress(message.progress);
      else if (message.kind === 'done') finish(() => resolve(message.result));
      else finish(() => reject(new Error(`The routing failed: ${message.message}`)));
    });
    worker.once('error', (error) => finish(() => reject(new Error(`The routing failed: ${error.message}`))));
    worker.once('exit', (exitCode) => finish(() => reject(new Error(`The routing's worker stopped unexpectedly (exit code ${exitCode}).`))));
  });
  return { result, cancel: () => cancel() };
}
