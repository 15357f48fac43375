// The web host in a Node process of its own, as `npm run web` starts it (its Node flags too), with the benchmarks'
// memory probe loaded (host-memory-probe.ts): its memory is then its own, apart from the bench's,
// and can be measured (process-memory.ts), collected and snapshotted on request.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { webHostNodeFlags } from '../../src/web-host/node-flags';
import { repoRoot } from '../e2e/harness';

export interface HostUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** v8.getHeapSpaceStatistics(): committed and used bytes of each space (new, old, code, large object, ...). */
  spaces: { name: string; committed: number; used: number }[];
}

export interface HostProcess {
  url: string;
  pid: number;
  ensembleRequests(): number;
  /** process.memoryUsage() of the host, after a full collection or with a heap snapshot when asked. */
  usage(request: { gc?: boolean; snapshotPath?: string; allocations?: 'start' | { writeTo: string } }): Promise<HostUsage>;
  stop(): Promise<void>;
}

/** The web host as its own Node process, as `npm run web` starts it, with the bench's probe loaded. */
export async function startHostProcess(dataFolder: string): Promise<HostProcess> {
  // Node reads the probe's TypeScript itself (it imports only Node's modules): no loader in the host.
  const probe = pathToFileURL(path.join(import.meta.dirname, 'host-memory-probe.ts')).href;
  const child = fork(path.join(repoRoot, 'out/main/web-host.js'), ['--port', '0', '--data-folder', dataFolder], {
    // PASSAGE_MEMORY_HOST_FLAGS adds Node flags for an investigation run (--trace-gc, ...).
    execArgv: ['--expose-gc', ...webHostNodeFlags, ...(process.env.PASSAGE_MEMORY_HOST_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', probe],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The host logs every request it sends: the ensemble's progress is counted from there.
  let ensembleRequests = 0;
  // PASSAGE_MEMORY_HOST_LOG keeps what the host printed (its GC trace, its requests) in a file.
  const logFile = process.env.PASSAGE_MEMORY_HOST_LOG;
  if (logFile !== undefined) {
    const log = fs.createWriteStream(logFile);
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  }
  child.stderr!.on('data', (chunk: Buffer) => {
    ensembleRequests += chunk.toString().split('marineEnsemblePoint: GET').length - 1;
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /open (http\S+)/.exec(text);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the web host ended (${code}) before it was listening`)));
  });
  return {
    url,
    pid: child.pid!,
    ensembleRequests: () => ensembleRequests,
    usage: (request) =>
      new Promise<HostUsage>((resolve) => {
        child.once('message', (message) => resolve((message as { usage: HostUsage }).usage));
        child.send(request);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
