import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Router } from './router';
import { collectLastResort, createIdleHeapRelease } from './idle-heap-release';

const mb = 2 ** 20;

function fakeRouter(): Router & { finish: () => void } {
  let finish = () => {};
  return {
    handle: () => new Promise((resolve) => (finish = () => resolve({ ok: true, value: null }))),
    call: () => Promise.resolve({ ok: true, value: null }) as never,
    finish: () => finish(),
  };
}

describe('releasing heap pages once the app is idle', () => {
  afterEach(() => vi.useRealTimers());

  it('collects after a call once nothing has been in flight for the idle time, and only when the process grew', async () => {
    vi.useFakeTimers();
    let resident = 100 * mb;
    const collect = vi.fn(() => void (resident = 110 * mb));
    const release = createIdleHeapRelease({ idleMs: 1000, growthMb: 24, residentBytes: () => resident, collect });
    const inner = fakeRouter();
    const router = release.watch(inner);

    // A call that grew the process by 40 MB: nothing while it is in flight, once idle a collection.
    const call = router.handle('getSettings', {});
    resident = 140 * mb;
    await vi.advanceTimersByTimeAsync(5000);
    expect(collect).not.toHaveBeenCalled();
    inner.finish();
    await call;
    await vi.advanceTimersByTimeAsync(999);
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(collect).toHaveBeenCalledTimes(1);

    // A small call after it: the process grew by less than the threshold since the release, so no collection.
    resident = 120 * mb;
    const small = router.handle('getSettings', {});
    inner.finish();
    await small;
    await vi.advanceTimersByTimeAsync(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    release.close();
  });

  it('waits again when a call starts before the idle time is over', async () => {
    vi.useFakeTimers();
    let resident = 100 * mb;
    const collect = vi.fn();
    const release = createIdleHeapRelease({ idleMs: 1000, residentBytes: () => resident, collect });
    const inner = fakeRouter();
    const router = release.watch(inner);
    const first = router.handle('getSettings', {});
    resident = 200 * mb;
    inner.finish();
    await first;
    await vi.advanceTimersByTimeAsync(600);
    const second = router.handle('getSettings', {});
    await vi.advanceTimersByTimeAsync(2000);
    expect(collect).not.toHaveBeenCalled();
    inner.finish();
    await second;
    await vi.advanceTimersByTimeAsync(1000);
    expect(collect).toHaveBeenCalledTimes(1);
    release.close();
  });

  it("V8's last-resort collection gives the heap pages a burst left behind back to the system", () => {
    // A burst of short-lived objects, as a large answer read: the heap grows, then shrinks into V8's pool.
    const burst = () => Array.from({ length: 1_500_000 }, (_, index) => ({ index, text: `x${index}` })).length;
    expect(burst()).toBe(1_500_000);
    const before = process.memoryUsage.rss();
    collectLastResort();
    expect(process.memoryUsage.rss()).toBeLessThan(before - 40 * mb);
  });
});
