// Child process of store-crash.test.ts: writes voyages and cache entries through the real store
// until it is killed, printing each id only after its commit returned. Not a test by itself.
import { createCachedFetcher } from '../../src/core/store/cached-fetcher';
import { openStore } from '../../src/core/store/open-store';
import { createVoyage } from '../../src/core/store/voyages-table';

const dataFolder = process.argv[2];
if (dataFolder === undefined) throw new Error('usage: store-crash-writer.ts <data folder>');

const store = openStore(dataFolder, Date.now, { backupIntervalHours: 1 });
const fetcher = createCachedFetcher({
  cacheDb: store.cacheDb,
  now: Date.now,
  isOnline: () => true,
  fetchLive: async (_operation, query) => ({ body: { query, padding: 'z'.repeat(1000 + Math.floor(Math.random() * 30_000)) }, credits: 1 }),
});
process.stdout.write('ready\n');

for (let round = 0; ; round += 1) {
  const voyage = createVoyage(
    store.passageDb,
    {
      name: `Voyage ${round}`,
      waypoints: Array.from({ length: 20 }, (_, index) => ({ id: `w${index}`, name: `WP ${index}`, lat: index, lon: -index })),
      legs: Array.from({ length: 19 }, () => ({ geometry: 'rhumb' as const, speedKn: 11 })),
    },
    { nowMs: Date.now() },
  );
  // stdout to a pipe is synchronous on Linux: once the parent reads the line, the commit is done.
  process.stdout.write(`voyage ${voyage.id}\n`);
  const answer = await fetcher.fetch('portList', { pid: process.pid, round });
  process.stdout.write(`cache ${answer.cacheKey}\n`);
  if (round % 10 === 0) await store.backupNow();
  // Let the automatic backup's steps run between writes.
  await new Promise((resolve) => setImmediate(resolve));
}
