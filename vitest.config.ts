import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// better-sqlite3 13 segfaults on Node 20; the project brings Node 24 through its `node`
// devDependency, which npm scripts and npx put first on PATH. A bare ./node_modules/.bin/vitest
// or an IDE runner gets the system Node instead: say so rather than crash.
if (!process.version.startsWith('v24.')) {
  throw new Error(
    `Passage's tests need Node 24 (this is ${process.version}). Run them through npm (npm test, npm run test:unit) or npx, which use the project's own Node.`,
  );
}

const unitFiles = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/integration/**/*.test.ts'];

/**
 * The unit files that replace a module (vi.mock, vi.doMock): they need a module graph of their
 * own, so they run isolated; the others share their worker's modules (below). Found by reading
 * the files, so a new mock cannot land in the shared graph by being forgotten here.
 */
function filesThatMockModulesOf(globs: string[]): string[] {
  return fs
    .globSync(globs, { cwd: import.meta.dirname })
    .filter((file) => /\bvi\.(?:do)?mock\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')))
    .sort();
}
const filesThatMockModules = filesThatMockModulesOf(unitFiles);

const e2eFiles = ['test/e2e/**/*.test.ts'];
// End-to-end files drive the real app, and share their worker's modules (the e2e project below):
// a module replaced in one would be replaced in the files run after it.
const e2eFilesThatMock = filesThatMockModulesOf(e2eFiles);
if (e2eFilesThatMock.length > 0) {
  throw new Error(`${e2eFilesThatMock.join(', ')}: an end-to-end file may not replace a module (vi.mock, vi.doMock). Drive the real app, or test the part in a unit file.`);
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, so every unit
    // file waited behind the end-to-end files, which mostly wait on Chromium and the web host.
    // Two workers, shared by both projects: end-to-end files run two at a time too (each starts
    // its own web host, demo service and data folder on free ports, so nothing is shared between
    // them). A project with file parallelism off was run by Vitest after every other file, alone:
    // the suite was then about 290 s of unit files followed by 660 s of end-to-end files. Two at a
    // time means a test may not read once what the app shows a frame or an answer later: it polls
    // (expect.poll) for what it waits on. Tried on 7 December 2026: the unit files in a vitest of
    // their own, one at a time beside the end-to-end files' two: 925 s for both against 1,045 in
    // one queue, but the machine's load reached 9, the end-to-end files took 879 s instead of 784,
    // and two tests failed under it (a rate measured, a temporary folder counted: both mended).
    // Not kept.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: filesThatMockModules,
          // A unit file's own work is mostly a few ms; a fresh process importing its modules again
          // was about a second per file: the unit files alone took 317 s isolated and 203 to 211 s
          // not (two runs in shuffled orders), on 2 cores; in the whole suite, where they come
          // after the end-to-end files, 292 s then 261. Each worker keeps its modules from file to
          // file; what a file changes it undoes (fake timers, spies), and every file makes its own
          // data folder and servers.
          isolate: false,
          environment: 'node',
          testTimeout: 20_000,
          setupFiles: ['test/setup/fast-check-seed.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: filesThatMockModules,
          environment: 'node',
          testTimeout: 20_000,
          setupFiles: ['test/setup/fast-check-seed.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: e2eFiles,
          // Each file starts and closes its own web host, demo service and data folder, and opens
          // its pages in browser contexts of its own; what the files of a worker share is modules
          // (Playwright, the app's, the harness's) and one Chromium (harness.ts). A fresh process
          // per file imported them again and launched Chromium again: about 1.6 s between one
          // file's end and the next one's first line on an idle machine against 0.35 s in one
          // worker, and about 2 s of a core per Chromium (7 December 2026, 43 files a suite). With
          // the integration tests' land index kept (test/kept-land-index.ts), the whole
          // suite's vitest took 686 s against 808 and 810 the same day.
          isolate: false,
          // A page waits for the app, the app for the demo service: on a shared, loaded machine
          // that can take seconds, and a poll that gives up after one would fail for nothing.
          expect: { poll: { timeout: 10_000 } },
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
