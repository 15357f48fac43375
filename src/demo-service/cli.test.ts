import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { authErrorBodySchema } from '../shared/service/errors';
import { stormsResponseSchema } from '../shared/service/storms';

/**
 * The CLI as `npm run demo-service -- --port 0 --key demo --seed 1` runs it: tsx on cli.ts in its
 * own process, so the printed line, the key check and the signal handling are the real ones.
 */

const root = path.resolve(import.meta.dirname, '../..');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const running: ChildProcessWithoutNullStreams[] = [];

function startCli(args: string[]): ChildProcessWithoutNullStreams {
  // In a process group of its own: tsx runs cli.ts in a second process, which a SIGKILL to tsx
  // alone would leave listening (docs/platform-facts.md, Child processes); the group is ended as one.
  const child = spawn(process.execPath, [tsxCli, 'src/demo-service/cli.ts', ...args], { cwd: root, env: process.env, detached: true });
  running.push(child);
  return child;
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Resolves with the first stdout line matching `pattern`; rejects if the process ends first. */
function firstLine(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = pattern.exec(seen);
      if (match) resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`demo service CLI exited (${code}) before printing ${pattern}; stdout: ${seen} stderr: ${errors}`)));
  });
}

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = exitOf(child);
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
  }
});

describe('demo service CLI', () => {
  it('prints its URL for --port 0, answers the given key, refuses another with the spec 401 body, and exits 0 on SIGTERM', async () => {
    const child = startCli(['--port', '0', '--key', 'demo', '--seed', '1']);
    const [, url, port] = await firstLine(child, /^demo service listening on (http:\/\/127\.0\.0\.1:(\d+))$/m);
    expect(Number(port)).toBeGreaterThan(0);

    const answer = await fetch(`${url}/v1/storms?api_key=demo`);
    expect(answer.status).toBe(200);
    stormsResponseSchema.parse(await answer.json());

    const refused = await fetch(`${url}/v1/storms?api_key=someone-else`);
    expect(refused.status).toBe(401);
    expect(authErrorBodySchema.parse(await refused.json())).toMatchObject({ success: false, meta: { credits_used: 0 } });

    child.kill('SIGTERM');
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    await expect(fetch(`${url}/v1/storms?api_key=demo`)).rejects.toThrow();
  });

  it('places a storm across the route given by --storm-route, crossing at --storm-at', async () => {
    const at = Date.now() + 36 * 3_600_000;
    const child = startCli(['--port', '0', '--storm-route', '15,-60;15,-40', '--storm-at', new Date(at).toISOString()]);
    const [, url] = await firstLine(child, /^demo service listening on (http:\/\/127\.0\.0\.1:\d+)$/m);
    const { storms } = stormsResponseSchema.parse(await (await fetch(`${url}/v1/storms?api_key=demo`)).json());
    const scenario = storms.find((storm) => storm.name.endsWith(' Scenario'));
    expect(scenario).toBeDefined();
    // Its path passes near the route's middle (15N 50W) around the crossing time.
    const nearest = Math.min(
      ...(scenario?.path ?? []).map((point) => Math.hypot((point.latitude ?? 0) - 15, (point.longitude ?? 0) + 50) + Math.abs((point.timestamp ?? 0) * 1000 - at) / 86_400_000),
    );
    expect(nearest).toBeLessThan(3);
  });

  it('refuses a storm route it cannot read, saying what is allowed', async () => {
    const child = startCli(['--port', '0', '--storm-route', '15,-60']);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    expect(await exitOf(child)).toEqual({ code: 2, signal: null });
    expect(errors).toContain('--storm-route needs at least two positions');
  });

  it('refuses a bad port with its usage line and exit code 2', async () => {
    const child = startCli(['--port', 'harbour']);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    expect(await exitOf(child)).toEqual({ code: 2, signal: null });
    expect(errors).toContain('usage: demo-service');
  });
});
