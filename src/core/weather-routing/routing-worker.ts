/**
 * The routing worker's entry: one routing (routing-computation.ts) on its own thread, so the
 * app's calls are answered while the isochrones grow. Progress goes back as messages; a cancel
 * ends the thread (routing-in-worker.ts). Built as its own entry by electron-vite; from the source
 * tree Node loads it with tsx's loader, since what it imports is written without extensions.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { computeRouting, type RoutingComputationInput } from './routing-computation';

try {
  const result = computeRouting(workerData as RoutingComputationInput, (progress) => parentPort?.postMessage({ kind: 'progress', progress }));
  parentPort?.postMessage({ kind: 'done', result });
} catch (error) {
  parentPort?.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}
