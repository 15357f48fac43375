import { describe, expect, it } from 'vitest';
import { departureOffsetsMs, departureWindowSchema, recommendedDeparture } from './departure-ranking';

const h = 3_600_000;

describe('recommendedDeparture', () => {
  it('takes the departure with the fewest soft hours among those with no hard exceedance', () => {
    expect(
      recommendedDeparture([
        { etdUtcMs: 0, hardCount: 1, softHours: 0 },
        { etdUtcMs: 6 * h, hardCount: 0, softHours: 5 },
        { etdUtcMs: 12 * h, hardCount: 0, softHours: 2 },
        { etdUtcMs: 18 * h, hardCount: 0, softHours: 3 },
      ]),
    ).toBe(2);
  });

  it('prefers the earliest on a tie, to the minute', () => {
    expect(
      recommendedDeparture([
        { etdUtcMs: 0, hardCount: 0, softHours: 2.001 },
        { etdUtcMs: 6 * h, hardCount: 0, softHours: 2 },
      ]),
    ).toBe(0);
  });

  it('treats a storm nearer than a hard distance like a hard exceedance', () => {
    const storm = (hardCount: number, softCount: number) => ({ stormName: 'KIRK', timeUtcMs: 0, distanceNm: 100, requiredNm: 300, marginNm: -200, hardCount, softCount });
    expect(
      recommendedDeparture([
        { etdUtcMs: 0, hardCount: 0, softHours: 0, stormClearance: storm(1, 0) },
        { etdUtcMs: 6 * h, hardCount: 0, softHours: 4, stormClearance: null },
      ]),
    ).toBe(1);
    expect(recommendedDeparture([{ etdUtcMs: 0, hardCount: 0, softHours: 0, stormClearance: storm(1, 0) }])).toBeNull();
  });

  it('puts fewer soft storm breaks before fewer soft hours, then the earliest', () => {
    const soft = { stormName: 'KIRK', timeUtcMs: 0, distanceNm: 250, requiredNm: 300, marginNm: -50, hardCount: 0, softCount: 1 };
    expect(
      recommendedDeparture([
        { etdUtcMs: 0, hardCount: 0, softHours: 0, stormClearance: soft },
        { etdUtcMs: 6 * h, hardCount: 0, softHours: 3, stormClearance: { ...soft, distanceNm: 400, marginNm: 100, softCount: 0 } },
        { etdUtcMs: 12 * h, hardCount: 0, softHours: 3, stormClearance: null },
      ]),
    ).toBe(1);
  });

  it('recommends none when every departure meets a hard limit, and none of nothing', () => {
    expect(recommendedDeparture([{ etdUtcMs: 0, hardCount: 2, softHours: 0 }])).toBeNull();
    expect(recommendedDeparture([])).toBeNull();
  });
});

describe('departure window', () => {
  it('offers a departure every interval over the window, the planned one first', () => {
    expect(departureOffsetsMs(6, 72).map((offset) => offset / h)).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72]);
    expect(departureOffsetsMs(24, 0)).toEqual([0]);
  });

  it('refuses a window that would ask too many forecasts, saying what to change', () => {
    const parsed = departureWindowSchema.safeParse({ voyageId: 'v', everyHours: 1, windowHours: 72 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/at most 25 departures.*widen the interval/);
  });
});
