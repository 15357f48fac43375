import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLine, skippedTests, type VitestJsonReport } from '../../scripts/vitest-skips';

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
      { file: 'src/core/reports/rtz.test.ts', name: 'RTZ write is valid against the RTZ 1.2 schema', why: 'xmllint is missing (Debian: libxml2-utils)' },
      { file: 'test/e2e/electron-app.test.ts', name: 'the Electron app opens its window', why: 'no reason given in the test (its name and file say what it needs)' },
      { file: 'test/e2e/electron-app.test.ts', name: 'the Electron app prints', why: 'marked todo: not written yet' },
    ]);
  });

  it('the last line is exactly "N passed, N failed, N skipped"', () => {
    expect(closingLine({ passed: 1168, failed: 0, skipped: 3 })).toBe('1168 passed, 0 failed, 3 skipped');
    expect(closingLine({ passed: 1168, failed: 0, skipped: 3 })).toMatch(/^\d+ passed, \d+ failed, \d+ skipped$/);
  });
});
