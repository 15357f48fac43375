import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listPackage } from '@electron/asar';
import { FuseState, FuseV1Options } from '@electron/fuses';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFuses } from '../../scripts/packaging/electron-fuses';
import { packageApp, PackagingError } from '../../scripts/packaging/package-app';
import { productionPackagePaths } from '../../scripts/packaging/production-dependencies';
import { writeFakeElectronBinary } from './fake-electron-binary';

/**
 * `npm run package` flips the fuses (issue 27, point 5): a project laid out as ours (out/, the
 * manifest, the lock file, node_modules with a run-time and a development package) is packaged
 * beside a stand-in Electron distribution whose binary carries Electron's default fuse wire.
 */
let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-package-'));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const lock = {
  packages: {
    '': { name: 'passage' },
    'node_modules/sqlite-binding': {},
    'node_modules/sqlite-binding/node_modules/bindings': {},
    'node_modules/@scope/run-time': {},
    'node_modules/test-runner': { dev: true },
    'node_modules/maybe-dev': { devOptional: true },
  },
};

function project(): string {
  const root = path.join(scratch, 'project');
  write(path.join(root, 'out/main/index.js'), 'console.log("main")');
  write(path.join(root, 'out/renderer/index.html'), '<!doctype html>');
  write(path.join(root, 'package.json'), JSON.stringify({ name: 'passage', version: '1.2.3', main: 'out/main/index.js', type: 'module', dependencies: { 'sqlite-binding': '1' }, devDependencies: { 'test-runner': '1' }, scripts: { test: 'x' } }));
  write(path.join(root, 'package-lock.json'), JSON.stringify(lock));
  write(path.join(root, 'node_modules/sqlite-binding/index.js'), '');
  write(path.join(root, 'node_modules/sqlite-binding/build/binding.node'), 'native');
  write(path.join(root, 'node_modules/sqlite-binding/node_modules/bindings/index.js'), '');
  write(path.join(root, 'node_modules/@scope/run-time/index.js'), '');
  write(path.join(root, 'node_modules/test-runner/index.js'), '');
  return root;
}

function electronDist(): string {
  const dist = path.join(scratch, 'electron-dist');
  fs.mkdirSync(path.join(dist, 'resources'), { recursive: true });
  // Electron's own defaults: RunAsNode, NODE_OPTIONS and --inspect on, no asar-only loading.
  writeFakeElectronBinary(path.join(dist, 'electron'), '101100011');
  write(path.join(dist, 'resources/default_app.asar'), 'default app');
  write(path.join(dist, 'libffmpeg.so'), '');
  return dist;
}

describe('npm run package', () => {
  it('ships the app in app.asar beside Electron, with Passage fuses flipped on the executable', async () => {
    const packaged = await packageApp({ root: project(), electronDist: electronDist(), releaseDir: scratch, platform: 'linux', arch: 'x64' });
    expect(path.basename(packaged.folder)).toBe('Passage-linux-x64');

    const wire = await readFuses(packaged.executable);
    expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.ENABLE);

    const files = listPackage(packaged.asar, { isPack: false });
    expect(files).toEqual(expect.arrayContaining(['/out/main/index.js', '/out/renderer/index.html', '/package.json', '/node_modules/sqlite-binding/index.js', '/node_modules/sqlite-binding/node_modules/bindings/index.js', '/node_modules/@scope/run-time/index.js']));
    expect(files.filter((file) => /test-runner|maybe-dev/.test(file))).toEqual([]);
    expect(fs.existsSync(path.join(`${packaged.asar}.unpacked`, 'node_modules/sqlite-binding/build/binding.node'))).toBe(true);
    expect(fs.existsSync(path.join(packaged.folder, 'resources/default_app.asar'))).toBe(false);
    expect(fs.readdirSync(scratch).filter((name) => name.startsWith('.staging-'))).toEqual([]);
  });

  it('says what to do when the app is not built or Electron is not there', async () => {
    const root = project();
    fs.rmSync(path.join(root, 'out'), { recursive: true });
    await expect(packageApp({ root, electronDist: electronDist(), releaseDir: scratch, platform: 'linux' })).rejects.toThrow(/has no built app: run "npm run build" first/);
    await expect(packageApp({ root, electronDist: path.join(scratch, 'nowhere'), releaseDir: scratch, platform: 'linux' })).rejects.toThrow(PackagingError);
  });

  it('takes only run-time packages from the lock file, outermost first', () => {
    expect(productionPackagePaths(lock)).toEqual(['node_modules/@scope/run-time', 'node_modules/sqlite-binding']);
  });
});
