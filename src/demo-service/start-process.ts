import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDemoProcessMessage, type DemoProcessMessage, type DemoProcessOptions } from './process-messages';

/**
 * The hosts' way to start the demo service: in a process of its own (demo-service-process.ts), so
 * that its computation never delays a call of the app. A Node child by default; Electron passes a
 * launcher for its utility process (its binary may not run as Node once the fuses are set).
 */

/** The started process, as far as the host needs it. */
export interface DemoChild {
  readonly pid: number | undefined;
  send(message: DemoProcessMessage): void;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

export type DemoChildLauncher = (entryFile: string, args: string[]) => DemoChild;

export interface DemoServiceProcess {
  url: string;
  pid: number | undefined;
  /** Asks the service to stop, and ends its process if it has not within a few seconds. */
  close(): Promise<void>;
}

export interface DemoServiceProcessSettings {
  launch?: DemoChildLauncher;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}

/** Beside this module: built next to the main bundle (electron.vite.config.ts), or the source run by tsx. */
function entryFile(): string {
  for (const name of ['./demo-service-process.js', './demo-service-process.ts']) {
    const file = fileURLToPath(new URL(name, import.meta.url));
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`the demo service's process entry is missing beside ${fileURLToPath(import.meta.url)}`);
}

/**
 * A Node child on the same Node as the app. The TypeScript source is loaded with tsx's loader in
 * that one process (tsx's command line would start a second process, which a kill of the first
 * leaves running). The child also ends when this process exits or dies: its message channel closes.
 */
export const nodeChildLauncher: DemoChildLauncher = (entry, args) => {
  const execArgv = entry.endsWith('.ts') ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  const child = fork(entry, args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'json' });
  const endChild = (): void => {
    child.kill();
  };
  process.once('exit', endChild);
  child.once('exit', () => process.removeListener('exit', endChild));
  return {
    get pid() {
      return child.pid;
    },
    send: (message) => {
      if (child.connected) child.send(message);
    },
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.on('exit', (code) => listener(code)),
    kill: () => {
      child.kill('SIGKILL');
    },
  };
};

export async function startDemoServiceProcess(options: DemoProcessOptions = {}, settings: DemoServiceProcessSettings = {}): Promise<DemoServiceProcess> {
  const launch = settings.launch ?? nodeChildLauncher;
  const child = launch(entryFile(), [JSON.stringify(options)]);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.onExit(() => {
      exited = true;
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the demo service did not start within ${(settings.startTimeoutMs ?? 30_000) / 1000} s`));
    }, settings.startTimeoutMs ?? 30_000);
    child.onMessage((message) => {
      if (!isDemoProcessMessage(message)) return;
      clearTimeout(timer);
      if (message.kind === 'listening') resolve(message.url);
      if (message.kind === 'failed') reject(new Error(`the demo service could not start: ${message.message}`));
    });
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error('the demo service stopped before it was listening'));
    });
  });
  let closing: Promise<void> | undefined;
  return {
    url,
    pid: child.pid,
    close() {
      closing ??= (async () => {
        if (exited) return;
        child.send({ kind: 'close' });
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), settings.stopTimeoutMs ?? 5_000);
        });
        if ((await Promise.race([exit, late])) === 'late') {
          child.kill();
          await exit;
        }
        clearTimeout(timer);
      })();
      return closing;
    },
  };
}
