import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRequestLimiter } from './limiter';
import { ManualClock } from './manual-clock';

const windowMs = 60_000;

function maxInAnyWindow(grantsMs: readonly number[], lengthMs: number): number {
  const sorted = [...grantsMs].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= lengthMs) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe('request limiter', () => {
  it('never lets more than its rate through in any 60-second window, whatever the arrivals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.record({ gapMs: fc.integer({ min: 0, max: 20_000 }), burst: fc.integer({ min: 1, max: 6 }) }), {
          minLength: 1,
          maxLength: 25,
        }),
        async (requests, arrivals) => {
          const clock = new ManualClock(1_000_000);
          const limiter = createRequestLimiter({ rate: { requests, windowMs }, clock });
          const grantsMs: number[] = [];
          let asked = 0;
          for (const arrival of arrivals) {
            await clock.advance(arrival.gapMs);
            for (let i = 0; i < arrival.burst; i += 1) {
              asked += 1;
              void limiter.acquire().then(() => grantsMs.push(clock.nowMs()));
            }
          }
          // Long enough for every queued request to be granted.
          await clock.advance(windowMs * (Math.ceil(asked / requests) + 1));
          expect(grantsMs).toHaveLength(asked);
          expect(maxInAnyWindow(grantsMs, windowMs)).toBeLessThanOrEqual(requests);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('grants waiting callers first come, first served', async () => {
    const clock = new ManualClock();
    const limiter = createRequestLimiter({ rate: { requests: 2, windowMs }, clock });
    const order: number[] = [];
    for (let caller = 0; caller < 6; caller += 1) {
      void limiter.acquire().then(() => order.push(caller));
    }
    await clock.advance(0);
    expect(order).toEqual([0, 1]);
    await clock.advance(windowMs);
    expect(order).toEqual([0, 1, 2, 3]);
    await clock.advance(windowMs);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('applies a rate changed at run time to the callers already waiting', async () => {
    const clock = new ManualClock();
    const limiter = createRequestLimiter({ rate: { requests: 1, windowMs }, clock });
    let granted = 0;
    for (let i = 0; i < 4; i += 1) void limiter.acquire().then(() => (granted += 1));
    await clock.advance(0);
    expect(granted).toBe(1);
    limiter.setRate({ requests: 3, windowMs });
    await clock.advance(0);
    expect(granted).toBe(3);
    expect(limiter.queuedCount()).toBe(1);
  });

  it('lets a caller that gives up leave the queue', async () => {
    const clock = new ManualClock();
    const limiter = createRequestLimiter({ rate: { requests: 1, windowMs }, clock });
    await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    controller.abort(new Error('view closed'));
    await expect(waiting).rejects.toThrow('view closed');
    expect(limiter.queuedCount()).toBe(0);
  });

  it('refuses a rate that cannot work', () => {
    expect(() => createRequestLimiter({ rate: { requests: 0, windowMs } })).toThrow(/at least 1/);
  });
});
