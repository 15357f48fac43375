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

/**
 * The planning documents the project was built from live beside the checkout, never in it: cited
 * by name, with or without `.md`, they send a reader to a file a clone does not have. Written in
 * pieces, so that this file does not cite them itself.
 */
const outsideDocuments = ['DES' + 'IGN', 'NO' + 'TES'];
const outsideDocumentName = new RegExp(`\\b(?:${outsideDocuments.join('|')})(?:\\.md)?\\b`, 'g');
/** A Markdown file's name or path as a citation writes it: a bare name, a path, a path from the folder. */
const markdownName = /(?<![\w./-])((?:\.{1,2}\/)*[\w-][\w./-]*\.md)\b/g;

/**
 * Citations of documents the repository does not hold: one of the outside planning documents, or
 * any `*.md` that no tracked file answers to. A path is looked up from the citing file's folder
 * and from the root; a bare name anywhere in the tree (a comment says "the folder's README.md").
 * A name inside a web address names its own origin and is not looked up.
 */
export function missingDocumentCitations(file: string, text: string, tracked: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const folder = path.posix.dirname(file);
  const trackedNames = new Set([...tracked].map((each) => path.posix.basename(each)));
  const holds = (cited: string): boolean => {
    if (!cited.includes('/')) return trackedNames.has(cited);
    return [path.posix.join(folder, cited), path.posix.normalize(cited)].some((candidate) => tracked.has(candidate));
  };
  text.split('\n').forEach((line, index) => {
    const addresses = [...line.matchAll(/\b[a-z][\w+.-]*:\/\/\S+/g)].map((match) => [match.index, match.index + match[0].length] as const);
    const inAddress = (at: number) => addresses.some(([start, end]) => at >= start && at < end);
    for (const match of line.matchAll(outsideDocumentName)) {
      if (!inAddress(match.index)) found.push(`${file}:${index + 1}: ${match[0]} (a planning document kept outside the repository)`);
    }
    for (const match of line.matchAll(markdownName)) {
      const cited = match[1] ?? '';
      if (inAddress(match.index) || outsideDocuments.some((name) => cited === `${name}.md`)) continue;
      if (!holds(cited)) found.push(`${file}:${index + 1}: ${cited} (no such file in the repository)`);
    }
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
    expect(outsideReferences('README.md', `The design map is \`${up(1)}/${outsideDocuments[0]}.md\`.`)).toHaveLength(1);
    expect(outsideReferences('src/core/reports/x.ts', `path.resolve(import.meta.dirname, '${up(4)}/rtz/rtz-1_2.xsd')`)).toHaveLength(1);
    expect(outsideReferences(`src/core/x${'.'}md`, `read ${['', 'work', sibling[1], 'spec'].join('/')}/service-interface.md`)).toHaveLength(1);
    expect(outsideReferences('src/renderer/route/x.ts', "import { planVoyage } from '../../shared/voyage/voyage-plan';")).toEqual([]);
    expect(outsideReferences('src/renderer/x.ts', "import { formatPosition } from '../shared/geo';")).toEqual([]);
  });
});

describe('the project cites only documents it holds', () => {
  it('no tracked file cites a planning document kept outside the repository, or a *.md the tree does not have', () => {
    const files = projectFiles();
    const tracked = new Set(files.map((file) => file.split(path.sep).join('/')));
    const offences = files.flatMap((file) => {
      const bytes = fs.readFileSync(path.join(projectRoot, file));
      return isText(bytes) ? missingDocumentCitations(file.split(path.sep).join('/'), bytes.toString('utf8'), tracked) : [];
    });
    expect(offences, `citations of documents the repository does not hold:\n${offences.join('\n')}`).toEqual([]);
  });

  it('the check can fail: the planning documents cited by name, a missing *.md; held documents, paths from the folder, web addresses pass', () => {
    const tracked = new Set(['README.md', 'docs/architecture.md', 'docs/platform-facts.md', 'src/core/README.md', 'src/core/store/open-store.ts', 'eslint.config.js']);
    const [design, notes] = outsideDocuments as [string, string];
    expect(missingDocumentCitations('eslint.config.js', `message: 'Only src/main may import electron (${design}.md).'`, tracked)).toHaveLength(1);
    expect(missingDocumentCitations('src/core/store/open-store.ts', `// Reported behaviour (${notes}, "Child processes").`, tracked)).toHaveLength(1);
    expect(missingDocumentCitations('src/core/store/open-store.ts', `// See ${notes}.md: an I/O error.`, tracked)).toHaveLength(1);
    // Missing names in pieces too: whole, they would be citations of files this tree lacks.
    const decisions = `docs/decisions${'.'}md`;
    expect(missingDocumentCitations('src/core/store/open-store.ts', `// As ${decisions} says.`, tracked)).toEqual([`src/core/store/open-store.ts:1: ${decisions} (no such file in the repository)`]);
    expect(missingDocumentCitations('src/core/store/open-store.ts', `// The folder's CHANGELOG${'.'}md.`, tracked)).toHaveLength(1);
    expect(missingDocumentCitations('src/core/store/open-store.ts', `// (docs/platform-facts.md, Security); see ..${'/'}README.md and README.md.`, tracked)).toEqual([]);
    expect(missingDocumentCitations('README.md', 'The [architecture](docs/architecture.md) and [facts](./docs/platform-facts.md).', tracked)).toEqual([]);
    expect(missingDocumentCitations('README.md', 'Licence: https://unpkg.com/some-package@2.0.0/license-data.md.', tracked)).toEqual([]);
    // A word that merely contains the name is no citation.
    expect(missingDocumentCitations('README.md', `${design}ER and ${notes.toLowerCase()} are words.`, tracked)).toEqual([]);
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
