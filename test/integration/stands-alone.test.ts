import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasXmllint, xmllintMissing } from '../../src/core/reports/rtz-schema.fixture';
import { projectFiles, projectRoot } from './project-files';

/**
 * The project stands alone (issue 16): a user who clones it has nothing beside it, so no file may
 * read or link a sibling folder such as the sprint's reference folder `shared/` next to the checkout.
 */

// `../shared` inside src/renderer is the project's own src/shared; only a reference that climbs
// out of the project's root is an outside one. Absolute paths ending in a `shared` folder are
// outside by definition (no file can know where the project is checked out).
const sibling = ['\\.\\.', 'shared'];
const relativeReference = new RegExp(`(?<![\\w./-])((?:${sibling[0]}/)+)${sibling[1]}\\b`, 'g');
const absoluteReference = new RegExp(`(?<![\\w.:/~-])/(?:[\\w.-]+/)*${sibling[1]}(?=/)`, 'g');

export function outsideReferences(file: string, text: string, root = projectRoot): string[] {
  const found: string[] = [];
  const folder = path.dirname(path.join(root, file));
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(relativeReference)) {
      const target = path.resolve(folder, `${match[1]}shared`);
      const inside = path.relative(root, target);
      if (inside.startsWith('..') || path.isAbsolute(inside)) found.push(`${file}:${index + 1}: ${match[0]} (resolves to ${target}, outside the project)`);
    }
    for (const match of line.matchAll(absoluteReference)) found.push(`${file}:${index + 1}: ${match[0]} (an absolute path outside the project)`);
  });
  return found;
}

function isText(bytes: Buffer): boolean {
  return !bytes.subarray(0, 8000).includes(0);
}

describe('the project refers to nothing outside its own tree', () => {
  it('no tracked file refers to a shared folder outside the repository (../shared climbing out, or an absolute path)', () => {
    const offences = projectFiles().flatMap((file) => {
      const bytes = fs.readFileSync(path.join(projectRoot, file));
      return isText(bytes) ? outsideReferences(file, bytes.toString('utf8')) : [];
    });
    expect(offences, `files referring outside the project:\n${offences.join('\n')}`).toEqual([]);
  });

  it('the check can fail: a root README linking the design map beside the clone, a schema read from beside it, an absolute path; in-repo imports pass', () => {
    // Written in pieces, so that this file does not hold the references it looks for.
    const up = (levels: number) => '../'.repeat(levels) + sibling[1];
    expect(outsideReferences('README.md', `The design map is \`${up(1)}/DESIGN.md\`.`)).toHaveLength(1);
    expect(outsideReferences('src/core/reports/x.ts', `path.resolve(import.meta.dirname, '${up(4)}/rtz/rtz-1_2.xsd')`)).toHaveLength(1);
    expect(outsideReferences('src/core/x.md', `read ${['', 'work', sibling[1], 'spec'].join('/')}/service-interface.md`)).toHaveLength(1);
    expect(outsideReferences('src/renderer/route/x.ts', "import { planVoyage } from '../../shared/voyage/voyage-plan';")).toEqual([]);
    expect(outsideReferences('src/renderer/x.ts', "import { formatPosition } from '../shared/geo';")).toEqual([]);
  });
});

const xmllint = hasXmllint();

describe('a copy of the tracked files with nothing beside it', () => {
  if (!xmllint) console.warn('xmllint is missing (Debian: libxml2-utils; scripts/system-tools.mjs installs it): the clone test is skipped');

  it.skipIf(!xmllint)('validates the RTZ files Passage writes against the project\'s own RTZ schemas (rtz.test.ts run in the copy)', { ...xmllintMissing, timeout: 180_000 }, () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-clone-'));
    const clone = path.join(parent, 'passage');
    try {
      for (const file of projectFiles()) {
        fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
        fs.copyFileSync(path.join(projectRoot, file), path.join(clone, file));
      }
      // Installing again would take a minute and the network; the packages are not the question.
      fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
      expect(fs.existsSync(path.join(parent, 'shared'))).toBe(false);

      const report = path.join(parent, 'report.json');
      const run = spawnSync(
        process.execPath,
        [path.join(clone, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'unit', 'src/core/reports/rtz.test.ts', '--reporter=json', `--outputFile.json=${report}`],
        { cwd: clone, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, timeout: 150_000 },
      );
      expect(fs.existsSync(report), `vitest in the copy wrote no report:\n${run.stdout}${run.stderr}`).toBe(true);
      const summary = JSON.parse(fs.readFileSync(report, 'utf8')) as {
        numFailedTests: number;
        testResults: Array<{ assertionResults: Array<{ title: string; status: string; failureMessages: string[] }> }>;
      };
      const tests = summary.testResults.flatMap((file) => file.assertionResults);
      const schemaTests = tests.filter((test) => /schema/.test(test.title));
      const failures = tests.filter((test) => test.status === 'failed').map((test) => `${test.title}: ${test.failureMessages.join('\n')}`);
      expect(failures, failures.join('\n\n')).toEqual([]);
      expect(schemaTests.length).toBeGreaterThanOrEqual(2);
      expect(schemaTests.map((test) => test.status)).toEqual(schemaTests.map(() => 'passed'));
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
