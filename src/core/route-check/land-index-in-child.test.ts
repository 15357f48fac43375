import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCoastIndex } from './coast-index';
import { buildLandIndexInChild, landIndexBuildKey, nodeLandIndexLauncher, removeFoldersOfEndedApps, type LandIndexChildLauncher } from './land-index-in-child';
import { readNaturalEarthLandRings } from './natural-earth-land';

const bytes = (array: ArrayBufferView) => Buffer.from(array.buffer as ArrayBuffer, array.byteOffset, array.byteLength);
const parts = ['segments', 'cellStart', 'cellItems', 'cornerLand'] as const;

describe('the land index built in its own process', () => {
  it('is the index the same land builds in the app thread, in shared memory, leaves no build behind, and is kept for the next start under what it was built from', async () => {
    // Only this process's folders: other apps (the suite's hosts) build and sweep theirs meanwhile.
    const ownFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`passage-land-index-${process.pid}-`)).length;
    const before = ownFolders();
    const keepIn = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-land-kept-'));
    let launches = 0;
    const counting: LandIndexChildLauncher = (entry, args) => {
      launches += 1;
      return nodeLandIndexLauncher(entry, args);
    };
    try {
      const key = landIndexBuildKey();
      const kept = path.join(keepIn, `land-index-${key}.bin`);
      // An index kept by an earlier version, and a copy left by an app that ended mid-copy.
      const ended = spawnSync(process.execPath, ['-e', '']).pid;
      fs.writeFileSync(path.join(keepIn, 'land-index-0123456789abcdef.bin'), 'an older index');
      fs.writeFileSync(path.join(keepIn, `land-index-${key}.bin.${ended}.part`), 'half a copy');

      const fromChild = await buildLandIndexInChild({ launch: counting, keepIn });
      const inThread = buildCoastIndex(readNaturalEarthLandRings());
      expect(launches).toBe(1);
      expect(fromChild.segmentCount).toBe(inThread.segmentCount);
      expect(fromChild.segmentCount).toBeGreaterThan(100_000);
      expect(fromChild.segments.buffer).toBeInstanceOf(SharedArrayBuffer);
      for (const part of parts) expect(bytes(fromChild[part]).equals(bytes(inThread[part]))).toBe(true);
      expect(ownFolders()).toBe(before);
      expect(fs.readdirSync(keepIn)).toEqual([path.basename(kept)]);

      // A later start: read back whole, no process started.
      const read = await buildLandIndexInChild({ launch: counting, keepIn });
      expect(launches).toBe(1);
      expect(read.segments.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(read.segmentCount).toBe(inThread.segmentCount);
      for (const part of parts) expect(bytes(read[part]).equals(bytes(inThread[part]))).toBe(true);

      // Cut short (a disk that filled): refused and removed, and built again (here by a build that fails).
      fs.truncateSync(kept, 1_000);
      await expect(buildLandIndexInChild({ launch: (entry) => nodeLandIndexLauncher(entry, []), keepIn })).rejects.toThrow(/exit code 2/);
      expect(fs.existsSync(kept)).toBe(false);
    } finally {
      fs.rmSync(keepIn, { recursive: true, force: true });
    }
  }, 120_000);

  it('says so when the process stops without its index', async () => {
    // A launcher whose child ends at once with an error, as a crashed build would.
    const failing = buildLandIndexInChild({ launch: (entry) => nodeLandIndexLauncher(entry, []) });
    await expect(failing).rejects.toThrow(/land reader stopped unexpectedly \(exit code 2\)/);
  }, 60_000);

  it('names the kept index by the land and by every module the build runs, so other code never reads it', () => {
    const code = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-land-key-'));
    try {
      const entry = path.join(code, 'entry.js');
      fs.writeFileSync(entry, 'import { n as build } from "./chunk-a.js";\nbuild();\n');
      fs.writeFileSync(path.join(code, 'chunk-a.js'), "import { write } from './chunk-b';\nexport const n = () => write(1);\n");
      fs.writeFileSync(path.join(code, 'chunk-b.ts'), 'export const write = (cell: number) => cell;\n');
      const before = landIndexBuildKey(entry);
      expect(landIndexBuildKey(entry)).toBe(before);
      expect(before).toMatch(/^[0-9a-f]{16}$/);
      // A change two imports down, in a module named without its extension.
      fs.writeFileSync(path.join(code, 'chunk-b.ts'), 'export const write = (cell: number) => cell * 2;\n');
      const after = landIndexBuildKey(entry);
      expect(after).not.toBe(before);
      fs.writeFileSync(path.join(code, 'chunk-a.js'), "import { write } from './chunk-b';\nexport const n = () => write(2);\n");
      expect(landIndexBuildKey(entry)).not.toBe(after);
      // The app's own key differs from this code's: the land is the same, the builder is not.
      expect(landIndexBuildKey()).not.toBe(before);
    } finally {
      fs.rmSync(code, { recursive: true, force: true });
    }
  });

  it("removes the build folders of apps that ended mid-build, and only theirs", () => {
    const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-land-sweep-'));
    try {
      // A process that has ended: its id names a folder nobody will remove.
      const ended = spawnSync(process.execPath, ['-e', '']).pid;
      const folders = {
        ended: `passage-land-index-${ended}-Ab12Cd`,
        running: `passage-land-index-${process.ppid}-Ef34Gh`,
        own: `passage-land-index-${process.pid}-Ij56Kl`,
        unnamed: 'passage-land-index-Mn78Op',
        other: `other-${ended}-Qr90St`,
      };
      for (const name of Object.values(folders)) {
        fs.mkdirSync(path.join(temporary, name));
        fs.writeFileSync(path.join(temporary, name, 'land-index.bin'), 'part of a build');
      }
      removeFoldersOfEndedApps(temporary);
      expect(fs.readdirSync(temporary).sort()).toEqual([folders.other, folders.running, folders.own, folders.unnamed].sort());
    } finally {
      fs.rmSync(temporary, { recursive: true, force: true });
    }
  });
});
