/**
 * The land index worker's entry: reads Natural Earth's land and builds the coast index in its own
 * thread, then hands the index's arrays over in shared memory. Shared, not transferred: weather
 * routing's worker (../weather-routing/routing-in-worker.ts) reads the very same 19 MB the route
 * check holds, instead of a copy per routing. Node loads this file directly (type stripping),
 * hence the .ts extensions; electron-vite builds it as an entry of its own.
 */
import { parentPort } from 'node:worker_threads';
import { buildCoastIndex, type CoastIndex } from './coast-index.ts';
import { readNaturalEarthLandRings } from './natural-earth-land.ts';

function shared<T extends Float64Array | Int32Array | Uint8Array>(array: T, make: (buffer: SharedArrayBuffer) => T): T {
  const copy = make(new SharedArrayBuffer(array.byteLength));
  copy.set(array as never);
  return copy;
}

const built = buildCoastIndex(readNaturalEarthLandRings());
const index: CoastIndex = {
  segmentCount: built.segmentCount,
  segments: shared(built.segments, (buffer) => new Float64Array(buffer)),
  cellStart: shared(built.cellStart, (buffer) => new Int32Array(buffer)),
  cellItems: shared(built.cellItems, (buffer) => new Int32Array(buffer)),
  cornerLand: shared(built.cornerLand, (buffer) => new Uint8Array(buffer)),
};
parentPort?.postMessage(index);
