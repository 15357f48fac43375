// `npm run bench`: build out/ only when a source is newer than it.
import module from 'node:module';
import path from 'node:path';

// Node's compile cache keeps build-freshness.ts as stripped of its types (scripts/web.mjs).
module.enableCompileCache();
const { buildIfStale } = await import('./build-freshness.ts');
process.exit(buildIfStale(path.resolve(import.meta.dirname, '..')) ? 0 : 1);
