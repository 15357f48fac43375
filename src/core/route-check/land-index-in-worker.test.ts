import { describe, expect, it } from 'vitest';
import { buildCoastIndex } from './coast-index';
import { buildLandIndexInWorker } from './land-index-in-worker';
import { readNaturalEarthLandRings } from './natural-earth-land';

describe('the land index built on its worker', () => {
  it('is the index the same land builds in the app thread, with the worker on its small young generation', async () => {
    const fromWorker = await buildLandIndexInWorker();
    const inThread = buildCoastIndex(readNaturalEarthLandRings());
    expect(fromWorker.segmentCount).toBe(inThread.segmentCount);
    expect(fromWorker.segmentCount).toBeGreaterThan(100_000);
    expect(Buffer.from(fromWorker.segments.buffer).equals(Buffer.from(inThread.segments.buffer))).toBe(true);
    expect(Buffer.from(fromWorker.cellItems.buffer).equals(Buffer.from(inThread.cellItems.buffer))).toBe(true);
    expect(Buffer.from(fromWorker.cornerLand.buffer).equals(Buffer.from(inThread.cornerLand.buffer))).toBe(true);
  }, 120_000);
});
