import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FuseState, FuseV1Options } from '@electron/fuses';
import { afterEach, describe, expect, it } from 'vitest';
import { flipPassageFuses, passageFuses, readFuses } from '../../scripts/packaging/electron-fuses';
import { fuseSentinel, writeFakeElectronBinary } from './fake-electron-binary';

const root = path.resolve(import.meta.dirname, '../..');
let scratch: string | null = null;

function fakeElectronBinary(initial: string): string {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-fuses-'));
  return writeFakeElectronBinary(path.join(scratch, 'passage'), initial);
}

afterEach(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

describe("the packaged app's fuses", () => {
  it('turn off every way to run the binary as Node or inject code into main', () => {
    expect(passageFuses[FuseV1Options.RunAsNode]).toBe(false);
    expect(passageFuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(passageFuses[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(passageFuses[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
    expect(passageFuses[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(false);
  });

  it('load only the packaged, integrity-checked app.asar and encrypt cookies', () => {
    expect(passageFuses[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(passageFuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(passageFuses[FuseV1Options.EnableCookieEncryption]).toBe(true);
  });

  it('name every fuse Electron has, so a new one fails the packaging instead of shipping at its default', () => {
    expect(passageFuses.strictlyRequireAllFuses).toBe(true);
    const named = Object.keys(passageFuses).filter((key) => /^\d+$/.test(key)).map(Number).sort((a, b) => a - b);
    expect(named).toEqual(Object.values(FuseV1Options).filter((value) => typeof value === 'number').sort((a, b) => a - b));
  });

  it('are written into a binary and read back as set', async () => {
    // Electron's own defaults: RunAsNode, cookie encryption off, NODE_OPTIONS and --inspect on ...
    const binary = fakeElectronBinary('101100011');
    await flipPassageFuses(binary);
    const wire = await readFuses(binary);
    expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(FuseState.DISABLE);
  });

  it('refuse a binary whose fuse wire has a fuse this list does not name', async () => {
    const binary = fakeElectronBinary('1011000110');
    fs.writeFileSync(binary, fs.readFileSync(binary).toString('latin1').replace(`${fuseSentinel}\u0001\u0009`, `${fuseSentinel}\u0001\u000a`), 'latin1');
    await expect(flipPassageFuses(binary)).rejects.toThrow(/strictlyRequireAllFuses/);
  });

  it('npm run fuses says what is wrong when given no binary', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/packaging/flip-fuses.ts'), path.join(root, 'no-such-binary')], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Usage: npm run fuses -- <packaged Electron executable.*Nothing at .*no-such-binary/);
  });
});
