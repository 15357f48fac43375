// Loaded into the web host by the memory benchmark (node --import): answers each message of the
// bench with process.memoryUsage(), after a full collection, a heap snapshot or an allocation
// profile when asked. Not part of the app: the host runs exactly as `npm run web` starts it otherwise.
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import v8 from 'node:v8';

interface ProbeRequest {
  gc?: boolean;
  snapshotPath?: string;
  /** Start sampling every allocation (kept or collected), or stop and write the profile here. */
  allocations?: 'start' | { writeTo: string };
}

const session = new inspector.Session();
session.connect();

process.on('message', (request: ProbeRequest) => {
  void answer(request);
});

async function answer(request: ProbeRequest): Promise<void> {
  if (request.allocations === 'start') {
    await session.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  } else if (request.allocations !== undefined) {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    fs.writeFileSync(request.allocations.writeTo, JSON.stringify(profile));
  }
  if (request.gc === true) (globalThis as { gc?: () => void }).gc?.();
  if (request.snapshotPath !== undefined) v8.writeHeapSnapshot(request.snapshotPath);
  const spaces = v8.getHeapSpaceStatistics().map((space) => ({ name: space.space_name, committed: space.space_size, used: space.space_used_size }));
  process.send?.({ usage: { ...process.memoryUsage(), spaces } });
}
// The channel alone must not keep a host that was told to stop alive.
process.channel?.unref();
