import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCoastIndex } from './coast-index';
import { buildLandIndexInChild, nodeLandIndexLauncher, removeFoldersOfEndedApps } from './land-index-in-child';
import { readNaturalEarthLandRings } from './natural-earth-land';

const bytes = (array: ArrayBufferView) => Buffer.from(array.buffer as ArrayBuffer, array.byteOffset, array.byteLength);

describe('the land index built in its own process', () => {
  it('is the index the same land builds in the app thread, in shared memory, and leaves no file behind', async () => {
    // Only this process's folders: other apps (the suite's hosts) build and sweep theirs meanwhile.
    const ownFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`passage-land-index-${process.pid}-`)).length;
    const before = ownFolders();
    const fromChild = await buildLandIndexInChild();
    const inThread = buildCoastIndex(readNaturalEarthLandRings());
    expect(fromChild.segmentCount).toBe(inThread.segmentCount);
    expect(fromChild.segmentCount).toBeGreaterThan(100_000);
    expect(fromChild.segments.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(bytes(fromChild.segments).equals(bytes(inThread.segments))).toBe(true);
    expect(bytes(fromChild.cellStart).equals(bytes(inThread.cellStart))).toBe(true);
    expect(bytes(fromChild.cellItems).equals(bytes(inThread.cellItems))).toBe(true);
    expect(bytes(fromChild.cornerLand).equals(bytes(inThread.cornerLand))).toBe(true);
    expect(ownFolders()).toBe(before);
  }, 120_000);

  it('says so when the process stops without its index', async () => {
    // A launcher whose child ends at once with an error, as a crashed build would.
    const failing = buildLandIndexInChild({ launch: (entry) => nodeLandIndexLauncher(entry, []) });
    await expect(failing).rejects.toThrow(/land reader stopped unexpectedly \(exit code 2\)/);
  }, 60_000);

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
