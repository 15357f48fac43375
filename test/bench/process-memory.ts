// Memory of a process as Linux counts it: RSS, PSS (shared pages divided among the processes that
// share them) and USS (its private pages alone), from /proc/<pid>/smaps_rollup; and the processes
// below a given one.
import fs from 'node:fs';
import path from 'node:path';

export interface ProcessMemory {
  pid: number;
  /** What the process is, for the tables: "web host", "renderer", "gpu-process", ... */
  kind: string;
  rssMb: number;
  pssMb: number;
  ussMb: number;
}

/** Undefined for a process that ended meanwhile (Chromium starts and ends helpers at will). */
export function processMemory(pid: number, kind: string): ProcessMemory | undefined {
  let rollup: string;
  try {
    rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  } catch {
    return undefined;
  }
  const kb = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? Number.NaN);
  return { pid, kind, rssMb: kb('Rss') / 1024, pssMb: kb('Pss') / 1024, ussMb: (kb('Private_Clean') + kb('Private_Dirty')) / 1024 };
}

/** A Chromium process's part from its `--type=` switch (the browser process has none). */
export function chromiumKind(pid: number): string {
  const line = commandLine(pid);
  // Chromium's own UI in a renderer of its own (the omnibox's popup, loaded ahead even headless):
  // no page of the app's, and absent from Electron.
  if (line.includes('--top-chrome-webui')) return 'renderer of Chromium\'s UI';
  const type = /--type=(\S+)/.exec(line)?.[1] ?? 'browser';
  const utility = /--utility-sub-type=(\S+)/.exec(line)?.[1];
  return utility === undefined ? type : `utility ${utility.replace(/\.mojom\.\w+$/, '')}`;
}

export function sumMb(list: readonly ProcessMemory[], field: 'rssMb' | 'pssMb' | 'ussMb'): number {
  return list.reduce((total, each) => total + each[field], 0);
}

function parentOf(pid: number): number | undefined {
  try {
    // The command name (2nd field) may hold spaces and brackets: read after its closing one.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** CPU seconds the process has used (user and system), from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields of stat (12th and 13th after the command name).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Every living process below `ancestor`, at any depth. */
export function descendants(ancestor: number): number[] {
  const pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  return pids.filter((pid) => {
    let current: number | undefined = pid;
    for (let depth = 0; depth < 20 && current !== undefined && current > 1; depth += 1) {
      current = parentOf(current);
      if (current === ancestor) return true;
    }
    return false;
  });
}

/**
 * Resident MB in anonymous mappings of exactly 256 KiB: in a Node process these are V8's heap
 * pages, live or kept pooled after the heap shrank or a worker ended (V8 keeps them mapped).
 */
export function v8PageMb(pid: number): number {
  let smaps: string;
  try {
    smaps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return Number.NaN;
  }
  let kb = 0;
  let pageSized = false;
  for (const line of smaps.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(\S*)$/.exec(line);
    if (range !== null) pageSized = parseInt(range[2]!, 16) - parseInt(range[1]!, 16) === 256 * 1024 && range[4] === '';
    else if (pageSized && line.startsWith('Rss:')) kb += Number(line.split(/\s+/)[1]);
  }
  return kb / 1024;
}

/**
 * The app's processes as the benchmarks count them: the web host (a process of its own, and its
 * children but the demo service), the demo service apart (it stands in for the real service, not
 * on the bridge PC), and every Chromium process below this bench (browser, zygotes, GPU,
 * utilities, renderers).
 */
export function appProcessMemory(hostPid: number): { host: ProcessMemory[]; demo: ProcessMemory | undefined; chromium: ProcessMemory[] } {
  const below = descendants(hostPid);
  const demoPid = below.find((pid) => commandLine(pid).includes('demo-service-process'));
  const hostPids = [hostPid, ...below.filter((pid) => pid !== demoPid)];
  const chromiumPids = descendants(process.pid).filter((pid) => /chrom/i.test(commandLine(pid)));
  return {
    host: hostPids.flatMap((pid, index) => processMemory(pid, index === 0 ? 'web host' : path.basename(commandLine(pid).split(' ')[0]!)) ?? []),
    demo: demoPid === undefined ? undefined : processMemory(demoPid, 'demo service'),
    chromium: chromiumPids.flatMap((pid) => processMemory(pid, chromiumKind(pid)) ?? []),
  };
}
