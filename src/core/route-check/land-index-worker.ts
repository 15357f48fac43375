/**
 * The land index worker's entry: reads Natural Earth's land and builds the coast index in its own
 * thread, then hands the index's arrays over (transferred, not copied). Node loads it directly
 * (type stripping), hence the .ts extensions; electron-vite builds it as an entry of its own.
 */
import { parentPort } from 'node:worker_threads';
import { buildCoastIndex } from './coast-index.ts';
import { readNaturalEarthLandRings } from './natural-earth-land.ts';

const index = buildCoastIndex(readNaturalEarthLandRings());
// Built from fresh arrays, so each buffer is the array's own (never a shared one) and can be moved.
parentPort?.postMessage(index, [index.segments, index.cellStart, index.cellItems, index.cornerLand].map((array) => array.buffer as ArrayBuffer));
