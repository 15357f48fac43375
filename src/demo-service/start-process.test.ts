import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startDemoServiceProcess } from './start-process';

// The demo service in a process of its own: it answers, it is not the app's process, and it ends
// with close() and with the app's process, even one killed without warning.

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe('startDemoServiceProcess', () => {
  it('serves from its own process and stops listening on close', async () => {
    const demo = await startDemoServiceProcess({ seed: 2, keys: ['k1'] });
    expect(demo.pid).toBeDefined();
    expect(demo.pid).not.toBe(process.pid);
    const answer = await fetch(`${demo.url}/v1/marine/shipping/point?lat=52&lon=3&api_key=k1`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { lat: number }).lat).toBe(52);
    await demo.close();
    expect(alive(demo.pid!)).toBe(false);
    await expect(fetch(`${demo.url}/v1/port/list?api_key=k1`)).rejects.toThrow();
  }, 60_000);

  it('ends when the app\'s process is killed with SIGKILL: nothing is left listening', async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const startModule = pathToFileURL(new URL('./start-process.ts', import.meta.url).pathname).href;
    const host = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', `
      const { startDemoServiceProcess } = await import(${JSON.stringify(startModule)});
      const demo = await startDemoServiceProcess({});
      console.log(JSON.stringify({ url: demo.url, pid: demo.pid }));
      setInterval(() => {}, 1000);
    `], { stdio: ['ignore', 'pipe', 'inherit'] });
    const started = await new Promise<{ url: string; pid: number }>((resolve, reject) => {
      host.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()) as { url: string; pid: number }));
      host.once('exit', () => reject(new Error('the host ended before the demo service started')));
    });
    expect((await fetch(`${started.url}/v1/port/list?api_key=demo`)).status).toBe(200);
    host.kill('SIGKILL');
    expect(await until(() => !alive(started.pid), 10_000)).toBe(true);
    await expect(fetch(`${started.url}/v1/port/list?api_key=demo`)).rejects.toThrow();
  }, 60_000);
});
