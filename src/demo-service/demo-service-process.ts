/**
 * The demo service in a process of its own: the host starts this file (start-process.ts) with the
 * options as JSON in argv[2], and it answers `listening` with its URL. Its simulation (51 ensemble
 * members a position) then never holds up the app's event loop. It ends when told to, and when the
 * app's process is gone (the message channel closes), so it never stays behind listening.
 */
import { isDemoProcessMessage, type DemoProcessMessage, type DemoProcessOptions } from './process-messages';
import { startDemoService } from './start';

/** Electron's utility process talks through process.parentPort; a Node child through process.send. */
interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}
const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;

function tell(message: DemoProcessMessage): void {
  if (parentPort !== undefined) parentPort.postMessage(message);
  else process.send?.(message);
}

function onMessage(listener: (message: unknown) => void): void {
  if (parentPort !== undefined) parentPort.on('message', (event) => listener(event.data));
  else process.on('message', listener);
}

try {
  const options = JSON.parse(process.argv[2] ?? '{}') as DemoProcessOptions;
  const service = await startDemoService({ port: options.port ?? 0, seed: options.seed ?? 1, keys: options.keys, storms: options.storms, envelope: options.envelope ?? false, chargeExtraCredits: options.chargeExtraCredits ?? 0, ...(options.clockOffsetMs === undefined ? {} : { clock: () => Date.now() + (options.clockOffsetMs ?? 0) }) });
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void service.close().finally(() => process.exit(0));
  };
  onMessage((message) => {
    if (isDemoProcessMessage(message) && message.kind === 'close') stop();
  });
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  tell({ kind: 'listening', url: service.url });
} catch (thrown) {
  tell({ kind: 'failed', message: thrown instanceof Error ? thrown.message : String(thrown) });
  process.exit(1);
}
