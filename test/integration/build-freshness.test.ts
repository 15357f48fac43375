import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOutputs, decideBuild, scanBuildState } from '../../scripts/build-freshness';

/**
 * `npm start` and `npm run web` build only when a source is newer than out/ (issue 16): a second
 * start opens at once, and a changed source is never served from a stale build.
 */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function project(): { root: string; touch: (file: string, atMs: number) => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-build-'));
  folders.push(root);
  const touch = (file: string, atMs: number) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    if (!fs.existsSync(full)) fs.writeFileSync(full, '');
    fs.utimesSync(full, atMs / 1000, atMs / 1000);
  };
  return { root, touch };
}

const t0 = Date.UTC(2026, 10, 25, 9, 0);
const minute = 60_000;

function builtProject() {
  const made = project();
  for (const file of ['src/renderer/App.tsx', 'src/core/app.ts', 'resources/land.json', 'package-lock.json', 'electron.vite.config.ts']) made.touch(file, t0);
  for (const file of buildOutputs) made.touch(file, t0 + minute);
  return made;
}

describe('build only when the sources are newer than out/', () => {
  it('builds a fresh clone (no out/ at all)', () => {
    const { root, touch } = project();
    touch('src/core/app.ts', t0);
    const decision = decideBuild(scanBuildState(root));
    expect(decision.build).toBe(true);
    expect(decision.reason).toContain('out/main/index.js is missing');
  });

  it('does not build again when nothing changed since the last build', () => {
    const { root } = builtProject();
    const decision = decideBuild(scanBuildState(root));
    expect(decision).toMatchObject({ build: false });
    expect(decision.reason).toContain('newer than every source');
  });

  it.each([
    ['a renderer source', 'src/renderer/App.tsx'],
    ['a resource', 'resources/land.json'],
    ['the lock file (another package version)', 'package-lock.json'],
    ['the build configuration', 'electron.vite.config.ts'],
    ['a new source file', 'src/shared/voyage/new-thing.ts'],
  ])('builds when %s is newer than the oldest output, naming it', (_what, file) => {
    const { root, touch } = builtProject();
    touch(file, t0 + 2 * minute);
    const decision = decideBuild(scanBuildState(root));
    expect(decision.build).toBe(true);
    expect(decision.reason).toBe(`${file} changed since the last build`);
  });

  it('builds when one output is missing or older than a source (a build stopped half way)', () => {
    const missing = builtProject();
    fs.rmSync(path.join(missing.root, 'out/renderer/report.html'));
    expect(decideBuild(scanBuildState(missing.root))).toEqual({ build: true, reason: 'out/renderer/report.html is missing' });
    const halfOld = builtProject();
    halfOld.touch('out/preload/index.cjs', t0 - minute);
    expect(decideBuild(scanBuildState(halfOld.root)).build).toBe(true);
  });

  it('a changed test or README needs no build: the bundles do not read them', () => {
    const { root, touch } = builtProject();
    touch('src/core/app.test.ts', t0 + 5 * minute);
    touch('src/core/README.md', t0 + 5 * minute);
    expect(decideBuild(scanBuildState(root)).build).toBe(false);
  });
});
