// `npm run web`: builds out/ first where a source is newer than it, then runs the built web host
// (out/main/web-host.js) in this same process, which package.json starts with the host's Node flags
// (src/web-host/node-flags.ts). One Node start rather than two, and the freshness check's
// TypeScript read from Node's compile cache rather than stripped again: together about a quarter
// of a second before the host's link (test/bench/first-paint.bench.ts).
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

module.enableCompileCache();
const root = path.resolve(import.meta.dirname, '..');
const { buildIfStale } = await import('./build-freshness.ts');
if (!buildIfStale(root)) process.exit(1);
await import(pathToFileURL(path.join(root, 'out', 'main', 'web-host.js')).href);
