// The response cache: what a cache hit costs for a large answer, what storing one costs, and
// whether lookups stay flat as the cache grows. Run by test/bench/run.ts (`npm run bench`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheKey } from '../../src/core/store/cache-key';
import { createCachedFetcher, type LiveAnswer } from '../../src/core/store/cached-fetcher';
import { openStore } from '../../src/core/store/open-store';
import { writeCacheEntry } from '../../src/core/store/response-cache-table';
import { percentile, timeRuns } from './percentiles';
import type { Figure } from './run';

export const title = 'Response cache (cache.db)';

/** About 1 MB of JSON shaped like a route forecast: elements of { time, value } steps. */
function forecastOfAboutOneMegabyte(): unknown {
  const startSec = 1_795_000_000;
  const elements = ['wind_speed', 'wave_height', 'swell_height', 'gust'].map((element, elementIndex) => ({
    element,
    unit: 'm',
    data: Array.from({ length: 7_500 }, (_, step) => ({ time: startSec + step * 3600, value: Math.round((elementIndex + Math.sin(step / 7)) * 1000) / 100 })),
  }));
  return { model: 'demo-wave', runtime: startSec, elements };
}

function fillWith(dbWrite: (index: number) => void, count: number): void {
  for (let index = 0; index < count; index += 1) dbWrite(index);
}

export async function run(): Promise<Figure[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-cache-bench-'));
  try {
    const store = openStore(folder, Date.now, { automaticBackups: false });
    const big = forecastOfAboutOneMegabyte();
    const bigBytes = Buffer.byteLength(JSON.stringify(big));
    let writes = 0;
    const fetcher = createCachedFetcher({
      cacheDb: store.cacheDb,
      now: Date.now,
      isOnline: () => true,
      fetchLive: async (): Promise<LiveAnswer> => ({ body: big, credits: 1 }),
    });

    await fetcher.fetch('portList', { bench: 'big' });
    const hitMs = await timeRuns(50, async () => {
      const answer = await fetcher.fetch('portList', { bench: 'big' });
      if (answer.source !== 'cache') throw new Error('expected a cache hit');
    });
    const bigText = JSON.stringify(big);
    const parseMs = await timeRuns(50, () => JSON.parse(bigText));
    const writeMs = await timeRuns(30, async () => {
      writes += 1;
      await fetcher.fetch('portList', { bench: 'write', n: writes });
    });

    const figures: Figure[] = [
      { name: `cache hit, ${(bigBytes / 1e6).toFixed(2)} MB answer (lookup, read, JSON.parse) p50`, value: percentile(hitMs, 50), unit: 'ms', target: '< 5 ms', meets: percentile(hitMs, 50) < 5 },
      { name: `cache hit, ${(bigBytes / 1e6).toFixed(2)} MB answer p95`, value: percentile(hitMs, 95), unit: 'ms' },
      { name: 'of which JSON.parse alone p50', value: percentile(parseMs, 50), unit: 'ms' },
      { name: `cache write, ${(bigBytes / 1e6).toFixed(2)} MB answer (JSON.stringify, insert) p50`, value: percentile(writeMs, 50), unit: 'ms' },
    ];

    const smallBody = JSON.stringify({ port: 'NOBGO', lat: 60.39, lon: 5.32, name: 'Bergen' });
    let filled = 0;
    for (const size of [10_000, 100_000]) {
      store.cacheDb.transaction(() =>
        fillWith((index) => {
          const query = { id: filled + index };
          writeCacheEntry(
            store.cacheDb,
            {
              cacheKey: cacheKey('portList', query),
              operation: 'portList',
              queryJson: JSON.stringify(query),
              body: { kind: 'json', text: smallBody },
              fetchedAtMs: Date.now(),
              modelRunMs: null,
              runHoursUtc: null,
              credits: 1,
            },
            Date.now(),
          );
        }, size - filled),
      );
      filled = size;
      const lookupMs = await timeRuns(500, async () => {
        const answer = await fetcher.fetch('portList', { id: Math.floor(Math.random() * size) });
        if (answer.source !== 'cache') throw new Error('expected a cache hit');
      });
      figures.push({ name: `cache hit with ${size.toLocaleString('en')} entries, small answer p50`, value: percentile(lookupMs, 50), unit: 'ms', target: '< 1 ms', meets: percentile(lookupMs, 50) < 1 });
    }
    store.close();
    return figures;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
