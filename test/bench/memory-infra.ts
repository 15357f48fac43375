// Chromium's own account of each process's memory (its memory-infra dump, as chrome://tracing
// records it): what the renderer's resident pages are made of (V8, Blink's heaps, malloc, the
// compositor's tiles, canvases, fonts, images), which the process-wide RSS and PSS cannot say.
// Read through the browser's CDP session: Tracing.start with the memory-infra category, one
// detailed dump (not deterministic: that one collects garbage first, and would change the figures
// that follow), and the trace's per-process dumps and process names.
import type { Browser } from 'playwright-core';

export interface ProcessDump {
  pid: number;
  /** "Renderer", "Browser", "GPU Process", ... */
  name: string;
  /** A renderer's pages (their titles) where Chromium labels them: headless, it left them empty. */
  labels: string;
  /** Chromium's private footprint of the process (its own measure of what the process costs). */
  privateFootprintMb: number;
  /** Top-level allocators (no slash in the name), their effective size: what they hold after sharing is divided. */
  allocatorsMb: Record<string, number>;
  /** Every allocator's effective size, for a deeper read. */
  allAllocatorsMb: Record<string, number>;
}

interface TraceEvent {
  ph: string;
  pid: number;
  name: string;
  args?: {
    name?: string;
    labels?: string;
    dumps?: {
      allocators?: Record<string, { attrs?: Record<string, { value: string }> }>;
      process_totals?: Record<string, string>;
    };
  };
}

const mbOf = (hex: string | undefined) => (hex === undefined ? 0 : parseInt(hex, 16) / 2 ** 20);

export async function memoryInfraDump(browser: Browser): Promise<ProcessDump[]> {
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: ['disabled-by-default-memory-infra'],
      excludedCategories: ['*'],
      // No periodic dumps: the one asked for alone (CDP types the config as a string map).
      memoryDumpConfig: { triggers: [] } as unknown as Record<string, string>,
    },
  });
  const dumped = await cdp.send('Tracing.requestMemoryDump', { deterministic: false, levelOfDetail: 'detailed' });
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  if (!dumped.success) throw new Error('Chromium refused the memory dump');
  const byPid = new Map<number, ProcessDump>();
  const of = (pid: number): ProcessDump => {
    let dump = byPid.get(pid);
    if (dump === undefined) {
      dump = { pid, name: '?', labels: '', privateFootprintMb: 0, allocatorsMb: {}, allAllocatorsMb: {} };
      byPid.set(pid, dump);
    }
    return dump;
  };
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'process_name') of(event.pid).name = event.args?.name ?? '?';
    else if (event.ph === 'M' && event.name === 'process_labels') of(event.pid).labels = event.args?.labels ?? '';
    else if (event.ph === 'v' && event.args?.dumps !== undefined) {
      const dump = of(event.pid);
      const totals = event.args.dumps.process_totals;
      if (totals !== undefined) dump.privateFootprintMb = mbOf(totals.private_footprint_bytes);
      for (const [name, allocator] of Object.entries(event.args.dumps.allocators ?? {})) {
        const size = mbOf(allocator.attrs?.effective_size?.value ?? allocator.attrs?.size?.value);
        dump.allAllocatorsMb[name] = size;
        if (!name.includes('/')) dump.allocatorsMb[name] = size;
      }
    }
  }
  return [...byPid.values()];
}

/** One line a process: its name, labels, footprint and its allocators of 1 MB or more, biggest first. */
export function describeDump(dump: ProcessDump): string {
  const parts = Object.entries(dump.allocatorsMb)
    .filter(([, size]) => size >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([name, size]) => `${name} ${size.toFixed(0)}`);
  return `${dump.name} ${dump.pid}${dump.labels === '' ? '' : ` (${dump.labels})`}: private footprint ${dump.privateFootprintMb.toFixed(0)} MB; ${parts.join(', ')}`;
}
