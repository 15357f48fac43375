// Whether `out/` must be built again before the app starts: only when something the build reads
// is newer than what it wrote, so a second `npm start` or `npm run web` opens without a build.
// Plain TypeScript that Node 24 runs as it is (type stripping): scripts/*.mjs import it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads: the sources and assets, and the files that configure it. */
export const buildSourceFolders = ['src', 'resources'] as const;
export const buildConfigFiles = [
  'package.json',
  'package-lock.json',
  'electron.vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
  'tsconfig.shared.json',
] as const;
/** What the build writes that the hosts load; one missing means the build never finished. */
export const buildOutputs = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'out/renderer/report.html'] as const;

export interface BuildState {
  /** The newest file the build reads, with its modification time. */
  newestSource: { file: string; mtimeMs: number } | null;
  /** The oldest output the hosts load, or the first one missing. */
  oldestOutput: { file: string; mtimeMs: number } | null;
  missingOutput: string | null;
}

export interface BuildDecision {
  build: boolean;
  reason: string;
}

/** The decision alone, from what a scan found: build when an output is missing or older than a source. */
export function decideBuild(state: BuildState): BuildDecision {
  if (state.missingOutput !== null) return { build: true, reason: `${state.missingOutput} is missing` };
  if (state.oldestOutput === null) return { build: true, reason: 'nothing has been built yet' };
  if (state.newestSource !== null && state.newestSource.mtimeMs > state.oldestOutput.mtimeMs) {
    return { build: true, reason: `${state.newestSource.file} changed since the last build` };
  }
  return { build: false, reason: `out/ is newer than every source (built ${new Date(state.oldestOutput.mtimeMs).toISOString()})` };
}

// Tests and notes do not reach the bundles; a change to them needs no build.
function readByBuild(file: string): boolean {
  return !/\.test\.tsx?$/.test(file) && !file.endsWith('.md');
}

function newestIn(root: string, relative: string, newest: BuildState['newestSource']): BuildState['newestSource'] {
  const full = path.join(root, relative);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    return newest;
  }
  if (stat.isDirectory()) {
    let found = newest;
    for (const entry of fs.readdirSync(full)) found = newestIn(root, path.join(relative, entry), found);
    return found;
  }
  if (!readByBuild(relative)) return newest;
  return newest === null || stat.mtimeMs > newest.mtimeMs ? { file: relative, mtimeMs: stat.mtimeMs } : newest;
}

export function scanBuildState(root: string): BuildState {
  let newestSource: BuildState['newestSource'] = null;
  for (const entry of [...buildSourceFolders, ...buildConfigFiles]) newestSource = newestIn(root, entry, newestSource);
  let oldestOutput: BuildState['oldestOutput'] = null;
  for (const file of buildOutputs) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) return { newestSource, oldestOutput, missingOutput: file };
    const { mtimeMs } = fs.statSync(full);
    if (oldestOutput === null || mtimeMs < oldestOutput.mtimeMs) oldestOutput = { file, mtimeMs };
  }
  return { newestSource, oldestOutput, missingOutput: null };
}

/** Builds when needed, saying why either way; false when the build failed. */
export function buildIfStale(root: string): boolean {
  const decision = decideBuild(scanBuildState(root));
  if (!decision.build) {
    console.log(`No build needed: ${decision.reason}.`);
    return true;
  }
  console.log(`Building: ${decision.reason}.`);
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  return spawnSync(npx, ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
}
