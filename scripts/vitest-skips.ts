// The skipped tests of a vitest JSON report and why each was skipped, for the closing summary of
// scripts/test.mjs. A test says why in its meta (`{ meta: { skipReason } }`, typed in
// test/skip-reason.d.ts); a test that gives none is named with its own title and file, which
// say what it needs, and scripts/test.mjs counts it as a failure (test/integration/skip-sites.ts
// finds such a skip in the source before it ever runs). Plain TypeScript that Node 24 runs as it is (type stripping).
import path from 'node:path';

export interface VitestJsonReport {
  testResults: Array<{ name: string; assertionResults: Array<{ status: string; fullName: string; meta?: { skipReason?: unknown } }> }>;
}

export interface SkippedTest {
  file: string;
  name: string;
  why: string;
  /** False when the test gave no `skipReason` (a todo's reason is that it is not written yet). */
  reasonGiven: boolean;
}

const skippedStates = new Set(['skipped', 'pending', 'todo']);

export function skippedTests(report: VitestJsonReport, root: string): SkippedTest[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => skippedStates.has(test.status))
      .map((test) => ({
        file: path.relative(root, file.name),
        name: test.fullName,
        reasonGiven: typeof test.meta?.skipReason === 'string' || test.status === 'todo',
        why:
          typeof test.meta?.skipReason === 'string'
            ? test.meta.skipReason
            : test.status === 'todo'
              ? 'marked todo: not written yet'
              : 'no reason given in the test (its name and file say what it needs)',
      })),
  );
}

/** The line CI reads, always last and always in this form. */
export function closingLine(counts: { passed: number; failed: number; skipped: number }): string {
  return `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
}
