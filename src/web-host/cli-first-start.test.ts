import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../core/data-folder-lock';
import { webPaths, type CallName } from '../shared/contract';
import { webHostNodeFlags } from './node-flags';
import { tokenCookieName } from './request-guard';

/**
 * The web host a navigator starts (`npm run web`, and `npm start` where Electron cannot run) is
 * the command line, built (out/main/web-host.js, which `npm test` builds first) and run by Node in
 * its own process: on a new data folder it must open with the sample voyage, which the launcher
 * and the e2e harness leave off by default, and the processes it starts by file from the build
 * (the demo service, the land index, the route file reader) must be found beside it.
 */

const root = path.resolve(import.meta.dirname, '../..');
const builtHost = path.join(root, 'out/main/web-host.js');
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
      // The group: the demo service has a process of its own.
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

async function call(url: URL, name: CallName, input: unknown = {}): Promise<unknown> {
  // The token as the page carries it after opening the printed link: in the host's cookie.
  const response = await fetch(`${url.origin}${webPaths.call(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${tokenCookieName}=${url.searchParams.get('token') ?? ''}` },
    body: JSON.stringify(input),
  });
  const result = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  if (!result.ok) throw new Error(`${name}: ${result.error?.message}`);
  return result.value;
}

describe('the web host command line', () => {
  it('opens a new data folder with the sample voyage and the guide of the tabs, and finds the processes it starts', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-cli-first-start-'));
    folders.push(folder);
    const child = spawn(process.execPath, [...webHostNodeFlags, builtHost, '--port', '0', '--data-folder', folder], { cwd: root, env: process.env, detached: true });
    running.push(child);
    const url = await printedUrl(child);
    const voyages = (await call(url, 'listVoyages')) as { id: string; name: string }[];
    expect(voyages.map((voyage) => voyage.name)).toEqual(['Sample: Rotterdam to New York']);
    // The sample's forecast is asked after the host is ready: under way or landed when this asks.
    expect(await call(url, 'getFirstStart')).toEqual({ sampleVoyageId: voyages[0]!.id, showTabGuide: true, sampleForecast: expect.stringMatching(/^(fetching|fetched)$/) });
    // The land index's process: the sample's legs checked against the coast.
    const checked = (await call(url, 'checkRoute', { voyageId: voyages[0]!.id })) as { legsChecked: number };
    expect(checked.legsChecked).toBeGreaterThan(0);
    // The route file reader's worker: a two-point GPX route read.
    const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><rte><name>Two points</name><rtept lat="51.9" lon="4.0"><name>A</name></rtept><rtept lat="52.4" lon="2.0"><name>B</name></rtept></rte></gpx>`;
    const imported = (await call(url, 'importRoute', { fileName: 'two.gpx', text: gpx })) as { waypoints: { name: string }[] };
    expect(imported.waypoints.map((waypoint) => waypoint.name)).toEqual(['A', 'B']);
  }, 60_000);

  it('refused a folder another host holds, says so and leaves no process behind, not even the demo service it starts first', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-cli-refused-'));
    folders.push(folder);
    const first = spawn(process.execPath, [...webHostNodeFlags, builtHost, '--port', '0', '--data-folder', folder], { cwd: root, env: process.env, detached: true });
    running.push(first);
    await printedUrl(first);

    const second = spawn(process.execPath, [...webHostNodeFlags, builtHost, '--port', '0', '--data-folder', folder], { cwd: root, env: process.env, detached: true });
    running.push(second);
    let errors = '';
    second.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toMatch(/another Passage \(web host, process \d+, started .+\) already uses the data folder/);
    // The demo service's process, started before the folder was tried, ended with the host: its
    // process group (kill's negative id) is empty.
    await expect.poll(() => isRunning(-second.pid!), { timeout: 10_000 }).toBe(false);
  }, 60_000);
});
