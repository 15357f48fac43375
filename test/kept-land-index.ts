import os from 'node:os';
import path from 'node:path';

/**
 * Where the tests' apps and web hosts keep the route check's land index between them
 * (AppOptions.landIndexFolder), as an installation keeps it between starts: built by the first
 * that checks a route, read by the others. By default an app keeps it in its data folder, and
 * every test's data folder is new: each app built the index again in a child process, about 1.3 s
 * of a core each time (the ten tests of forecast-exports.test.ts took 16.8 s, 3.7 s with the index
 * kept here). The file is named by what it was built from, so changed code or land builds anew.
 * Outside the data folders, whose files an end-to-end host's close searches for the canary key.
 * The tests of building it (route-check-worker.test.ts, land-index-in-child.test.ts) keep their own.
 */
export const keptLandIndexFolder = path.join(os.tmpdir(), 'passage-test-land-index');
