import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createNapiKeyringKeyStore, type KeyringEntry } from './napi-keyring-key-store';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const roundTripScript = fileURLToPath(new URL('./keyring-round-trip.ts', import.meta.url));

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && fs.existsSync(path.join(dir, command)));
}

const missingTools = ['dbus-run-session', 'gnome-keyring-daemon'].filter((command) => !onPath(command));
if (missingTools.length > 0) {
  console.log(
    `Real Secret Service test skipped: ${missingTools.join(' and ')} not installed (Debian: apt-get install -y gnome-keyring dbus-x11).`,
  );
}

/** A private HOME and XDG folders under .tmp, so no real keyring of this machine is touched. */
function scratchHome(): { env: NodeJS.ProcessEnv; dir: string } {
  const dir = fs.mkdtempSync(path.join(projectRoot, '.tmp', 'keyring-'));
  const runtimeDir = path.join(dir, 'run');
  fs.mkdirSync(runtimeDir, { mode: 0o700 });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    XDG_RUNTIME_DIR: runtimeDir,
  };
  return { env, dir };
}

function runRoundTrip(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd: projectRoot, env, encoding: 'utf8', timeout: 30_000 });
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? '';
  return { result, lastLine };
}

const nodeWithTsx = [process.execPath, '--import', 'tsx', roundTripScript];
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

const toolsMissing = { meta: { skipReason: `${missingTools.join(' and ')} not installed (Debian: apt-get install -y gnome-keyring dbus-x11)` } };

describe.skipIf(missingTools.length > 0)('the keychain store against a real Secret Service', toolsMissing, () => {
  it('stores, reads back and removes a key in a gnome-keyring started for the test', () => {
    fs.mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
    const { env, dir } = scratchHome();
    try {
      const inner = `echo pass | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec ${[...nodeWithTsx, 'round-trip-test', 'KEY-in-real-keyring'].map(quote).join(' ')}`;
      const { result, lastLine } = runRoundTrip('dbus-run-session', ['--', 'sh', '-c', inner], env);
      expect(result.status, result.stderr).toBe(0);
      expect(JSON.parse(lastLine)).toEqual({ availability: { available: true }, readBack: 'KEY-in-real-keyring', afterRemove: null });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the keychain store without a Secret Service', () => {
  // Elsewhere the system keychain needs no session bus, so there is nothing to take away.
  it.runIf(process.platform === 'linux')('reports "no keychain" in plain words when there is no session bus, instead of falling back', { meta: { skipReason: `only Linux keeps its keychain behind a session bus; this is ${process.platform}` } }, () => {
    fs.mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
    const { env, dir } = scratchHome();
    try {
      const { result, lastLine } = runRoundTrip(process.execPath, nodeWithTsx.slice(1), env);
      expect(result.status, result.stderr).toBe(0);
      expect(JSON.parse(lastLine)).toEqual({
        availability: { available: false, reason: 'No system keychain (Secret Service) is running in this session.' },
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns library failures into readable reasons and errors that say what failed', async () => {
    const brokenEntry: KeyringEntry = {
      getPassword: () => Promise.reject(new Error('Platform failure: DBus error: org.freedesktop.DBus.Error.AccessDenied')),
      setPassword: () => Promise.reject(new Error("Couldn't access platform storage: Secret Service: no result found")),
      deleteCredential: () => Promise.resolve(false),
    };
    const store = createNapiKeyringKeyStore({ openEntry: () => brokenEntry });
    expect(store.kind).toBe('os-keychain');
    expect(await store.availability()).toEqual({ available: false, reason: 'No system keychain (Secret Service) is running in this session.' });
    await expect(store.set('x')).rejects.toThrow('Could not store the API key in the system keychain: The system keychain is locked or has no collection to keep the key in.');
  });

  it('reports a store that cannot even be opened as unavailable rather than crashing', async () => {
    const store = createNapiKeyringKeyStore({
      openEntry: () => {
        throw new Error('Requested store secret-service is not available');
      },
    });
    const availability = await store.availability();
    expect(availability.available).toBe(false);
    await expect(store.get()).rejects.toThrow(/Could not read the API key in the system keychain/);
  });
});
