/**
 * The land index's own process (land-index-in-child.ts starts it): reads Natural Earth's land,
 * builds the coast index and writes it to the file named in argv[2], then ends. In a process, not
 * a thread of the app: parsing 1:10m land fills some 200 MB of heap, and a worker's heap pages stay
 * resident in the app's process after the worker ends (V8 pools them); a process gives them back
 * to the system when it exits. Node loads this file directly (type stripping), hence the .ts
 * extensions; electron-vite builds it as an entry of its own (Electron runs it as a utility process).
 */
import { buildCoastIndex } from './coast-index.ts';
import { writeLandIndexFile } from './land-index-file.ts';
import { readNaturalEarthLandRings } from './natural-earth-land.ts';

const file = process.argv[2];
if (file === undefined) {
  console.error('land-index-process: the index file to write is missing from the command line');
  process.exit(2);
}
writeLandIndexFile(file, buildCoastIndex(readNaturalEarthLandRings()));
process.exit(0);
