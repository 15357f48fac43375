import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webPaths, type CallName } from '../shared/contract';
import { tokenCookieName } from './request-guard';

/**
 * The web host a navigator starts (`npm run web`, and `npm start` where Electron cannot run) is
 * the command line, tsx on cli.ts in its own process: on a new data folder it must open with the
 * sample voyage, which the launcher and the e2e harness leave off by default.
 */

const root = path.resolve(import.meta.dirname, '../..');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const running: ChildProcessWithoutNullStreams[] = [];
const folders: string[] = [];

function exitOf(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = exitOf(child);
      // The group: tsx runs cli.ts in a second process, and the demo service has one of its own.
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** The printed address once the host is ready (it prints only after the app's first start is done). */
function printedUrl(child: ChildProcessWithoutNullStreams): Promise<URL> {
  return new Promise((resolve, reject) => {
    let seen = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /Passage web host: open (\S+)/.exec(seen);
      if (match) resolve(new URL(match[1]!));
    });
    child.once('exit', (code) => reject(new Error(`the web host exited (${code}) before printing its address; stdout: ${seen} stderr: ${errors}`)));
  });
}

async function call(url: URL, name: CallName): Promise<unknown> {
  // The token as the page carries it after opening the printed link: in the host's cookie.
  const response = await fetch(`${url.origin}${webPaths.call(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${tokenCookieName}=${url.searchParams.get('token') ?? ''}` },
    body: '{}',
  });
  const result = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  if (!result.ok) throw new Error(`${name}: ${result.error?.message}`);
  return result.value;
}

describe('the web host command line', () => {
  it('opens a new data folder with the sample voyage and the guide of the tabs', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-cli-first-start-'));
    folders.push(folder);
    const child = spawn(process.execPath, [tsxCli, 'src/web-host/cli.ts', '--port', '0', '--data-folder', folder], { cwd: root, env: process.env, detached: true });
    running.push(child);
    const url = await printedUrl(child);
    const voyages = (await call(url, 'listVoyages')) as { id: string; name: string }[];
    expect(voyages.map((voyage) => voyage.name)).toEqual(['Sample: Rotterdam to New York']);
    // The sample's forecast is asked after the host is ready: under way or landed when this asks.
    expect(await call(url, 'getFirstStart')).toEqual({ sampleVoyageId: voyages[0]!.id, showTabGuide: true, sampleForecast: expect.stringMatching(/^(fetching|fetched)$/) });
  }, 60_000);
});
