import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLine, skippedTests, type VitestJsonReport } from '../../scripts/vitest-skips';
import { projectFiles, projectRoot } from './project-files';
import { skipsWithoutReason } from './skip-sites';

/** CI's closing line counts skipped tests too, and the summary above it says why each was skipped (issue 28). */
const root = '/repo';
const report: VitestJsonReport = {
  testResults: [
    {
      name: path.join(root, 'src/core/reports/rtz.test.ts'),
      assertionResults: [
        { status: 'passed', fullName: 'RTZ write writes RTZ 1.2' },
        { status: 'skipped', fullName: 'RTZ write is valid against the RTZ 1.2 schema', meta: { skipReason: 'xmllint is missing (Debian: libxml2-utils)' } },
      ],
    },
    {
      name: path.join(root, 'test/e2e/electron-app.test.ts'),
      assertionResults: [
        { status: 'skipped', fullName: 'the Electron app opens its window' },
        { status: 'todo', fullName: 'the Electron app prints' },
        { status: 'failed', fullName: 'something else' },
      ],
    },
  ],
};

describe('the skipped tests in the closing summary', () => {
  it('names each skipped test with its file and the reason it gives, or says that it gives none', () => {
    expect(skippedTests(report, root)).toEqual([
      { file: 'src/core/reports/rtz.test.ts', name: 'RTZ write is valid against the RTZ 1.2 schema', why: 'xmllint is missing (Debian: libxml2-utils)', reasonGiven: true },
      { file: 'test/e2e/electron-app.test.ts', name: 'the Electron app opens its window', why: 'no reason given in the test (its name and file say what it needs)', reasonGiven: false },
      { file: 'test/e2e/electron-app.test.ts', name: 'the Electron app prints', why: 'marked todo: not written yet', reasonGiven: true },
    ]);
  });

  it('finds every way a test file can skip without saying why, and passes the ways that say it', () => {
    const file = path.join(projectRoot, 'test/integration/a-skipping.test.ts');
    const written = [
      "const reason = { meta: { skipReason: 'no xmllint' } };",
      "it.skip('a', () => {});",
      "describe.skipIf(true)('b', () => {});",
      "it.runIf(false)('c', { timeout: 5 }, () => {});",
      "test('d', { skip: true }, () => {});",
      "it('e', (context) => { context.skip(); });",
      "it.skipIf(true)('f', reason, () => {});",
      "describe.skipIf(true)('g', { ...reason, timeout: 9 }, () => {});",
      "it('h', { skip: true, meta: { skipReason: 'never on Windows' } }, () => {});",
      "it.todo('i');",
    ].join('\n');
    expect(skipsWithoutReason(file, written).map((site) => `${site.line} ${site.call}`)).toEqual(['2 it.skip(...)', '3 describe.skipIf(...)', '4 it.runIf(...)', '5 test(...)', '6 context.skip()']);
  });

  it('no test of the project skips without a reason (give it { meta: { skipReason } }, as test/skip-reason.d.ts types it)', () => {
    const testFiles = projectFiles().filter((file) => /^(src|test)\/.*\.test\.tsx?$/.test(file));
    expect(testFiles.length).toBeGreaterThan(100);
    const unexplained = testFiles.flatMap((file) => skipsWithoutReason(path.join(projectRoot, file))).map((site) => `${path.relative(projectRoot, site.file)}:${site.line} ${site.call}`);
    expect(unexplained).toEqual([]);
  });

  it('the last line is exactly "N passed, N failed, N skipped"', () => {
    expect(closingLine({ passed: 1168, failed: 0, skipped: 3 })).toBe('1168 passed, 0 failed, 3 skipped');
    expect(closingLine({ passed: 1168, failed: 0, skipped: 3 })).toMatch(/^\d+ passed, \d+ failed, \d+ skipped$/);
  });
});
