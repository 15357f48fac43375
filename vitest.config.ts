import { defineConfig } from 'vitest/config';

// better-sqlite3 13 segfaults on Node 20; the project brings Node 24 through its `node`
// devDependency, which npm scripts and npx put first on PATH. A bare ./node_modules/.bin/vitest
// or an IDE runner gets the system Node instead: say so rather than crash.
if (!process.version.startsWith('v24.')) {
  throw new Error(
    `Passage's tests need Node 24 (this is ${process.version}). Run them through npm (npm test, npm run test:unit) or npx, which use the project's own Node.`,
  );
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
    // (expect.poll) for what it waits on.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          setupFiles: ['test/setup/fast-check-seed.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
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
