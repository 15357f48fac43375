/**
 * The parse worker's entry: one request in, one answer out. It runs in its own thread with a
 * small heap (parse-in-worker.ts), so a pathological file is cut off by the time limit instead
 * of freezing the app. Node loads it directly (type stripping), hence the .ts extension.
 */
import { parentPort } from 'node:worker_threads';
import type { ParseRequest } from './parse-messages.ts';
import { parseRouteText } from './route-text-parse.ts';

parentPort?.on('message', (request: ParseRequest) => {
  parentPort?.postMessage(parseRouteText(request));
});
