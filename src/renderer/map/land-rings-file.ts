import type { Topology } from 'topojson-specification';
import { landRings, type LandRings } from './land-detail';
import { landPolygons } from './land-topology';

/**
 * The chart's land as the build leaves it beside the page: the rings of Natural Earth's 1:50m land
 * already in zoom-0 pixels, each point with its Douglas-Peucker tolerance (map/land-detail.ts).
 * Every start decoded the topology, projected its 60,000 points and ran Douglas-Peucker over them
 * before the chart could show land: about 220 ms of the page's main thread in a CPU profile of a
 * start. The build does that once (electron.vite.config.ts); the page reads the arrays in place.
 *
 * Layout, little-endian (every typed array's own order on the PCs Passage runs on):
 *   0  "PLR1"            4 bytes
 *   4  point count       uint32
 *   8  ring count        uint32
 *   12 (zero)            uint32, so that what follows is 8-byte aligned
 *   16 west edge         float64, zoom-0 pixels
 *   24 east edge         float64
 *   32 x, y per point    float64 × 2 × points
 *   .. ring ends         uint32 × rings
 *   .. kept below        float32 × points
 */
const magic = 'PLR1';
const headerBytes = 32;

export function encodeLandRings(rings: LandRings): Uint8Array<ArrayBuffer> {
  const points = rings.keptBelow.length;
  const ringCount = rings.ringEnds.length;
  const bytes = new Uint8Array(headerBytes + 16 * points + 4 * ringCount + 4 * points);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < magic.length; index += 1) bytes[index] = magic.charCodeAt(index);
  view.setUint32(4, points, true);
  view.setUint32(8, ringCount, true);
  view.setFloat64(16, rings.westPx, true);
  view.setFloat64(24, rings.eastPx, true);
  new Float64Array(bytes.buffer, headerBytes, 2 * points).set(rings.xy);
  new Uint32Array(bytes.buffer, headerBytes + 16 * points, ringCount).set(rings.ringEnds);
  new Float32Array(bytes.buffer, headerBytes + 16 * points + 4 * ringCount, points).set(rings.keptBelow);
  return bytes;
}

/** The rings read in place from the file's bytes; a file that is not one says what is wrong with it. */
export function decodeLandRings(buffer: ArrayBuffer): LandRings {
  const problem = (what: string) => new Error(`the chart's land file is damaged: ${what}; a new build of Passage writes it again`);
  if (buffer.byteLength < headerBytes) throw problem(`${buffer.byteLength} bytes, shorter than its ${headerBytes}-byte header`);
  const view = new DataView(buffer);
  const found = String.fromCharCode(...new Uint8Array(buffer, 0, magic.length));
  if (found !== magic) throw problem(`it starts "${found}", not "${magic}"`);
  const points = view.getUint32(4, true);
  const ringCount = view.getUint32(8, true);
  const expected = headerBytes + 16 * points + 4 * ringCount + 4 * points;
  if (buffer.byteLength !== expected) throw problem(`${buffer.byteLength} bytes where ${points} points and ${ringCount} rings take ${expected}`);
  return {
    xy: new Float64Array(buffer, headerBytes, 2 * points),
    ringEnds: new Uint32Array(buffer, headerBytes + 16 * points, ringCount),
    keptBelow: new Float32Array(buffer, headerBytes + 16 * points + 4 * ringCount, points),
    westPx: view.getFloat64(16, true),
    eastPx: view.getFloat64(24, true),
  };
}

/** The file's bytes from the topology of world-atlas's land-50m.json: what the build writes. */
export function landRingsFileFromTopology(topology: Topology): Uint8Array<ArrayBuffer> {
  const land = topology.objects.land;
  if (land === undefined) throw new Error('the basemap has no land');
  return encodeLandRings(landRings(landPolygons(topology, land)));
}
