// `npm run web` and `npm run bench`: build out/ only when a source is newer than it.
import path from 'node:path';
import { buildIfStale } from './build-freshness.ts';

process.exit(buildIfStale(path.resolve(import.meta.dirname, '..')) ? 0 : 1);
