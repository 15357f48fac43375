import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legDurationHours, scheduleFor, scheduleForArrival, scheduleFromDeparture, waypointOffsetsMs } from './eta';

const HOUR_MS = 3_600_000;
const departure = Date.UTC(2025, 2, 10, 6, 0, 0);

describe('ETA at the waypoints', () => {
  it('120 nm at 12 kn takes exactly 10 hours', () => {
    expect(legDurationHours(120, 12)).toBe(10);
    const schedule = scheduleFromDeparture([{ distanceNm: 120, speedKn: 12 }], departure);
    expect(schedule.waypointEtaUtcMs).toEqual([departure, departure + 10 * HOUR_MS]);
    expect(new Date(schedule.etaUtcMs).toISOString()).toBe('2025-03-10T16:00:00.000Z');
  });

  it('two legs at different speeds: 120 nm at 12 kn then 45 nm at 18 kn arrive 12 h 30 min after departure', () => {
    const schedule = scheduleFromDeparture(
      [
        { distanceNm: 120, speedKn: 12 },
        { distanceNm: 45, speedKn: 18 },
      ],
      departure,
    );
    expect(schedule.waypointEtaUtcMs.map((t) => new Date(t).toISOString())).toEqual([
      '2025-03-10T06:00:00.000Z',
      '2025-03-10T16:00:00.000Z',
      '2025-03-10T18:30:00.000Z',
    ]);
  });

  it('a third of an hour rounds to the millisecond once per waypoint, not once per leg', () => {
    // 3 legs of 1 nm at 3 kn: 20 min each; offsets come from the cumulative duration.
    const legs = [1, 1, 1].map((distanceNm) => ({ distanceNm, speedKn: 3 }));
    expect(waypointOffsetsMs(legs)).toEqual([0, 1_200_000, 2_400_000, 3_600_000]);
    const odd = [7, 7, 7].map((distanceNm) => ({ distanceNm, speedKn: 13 }));
    expect(waypointOffsetsMs(odd).at(-1)).toBe(Math.round((21 / 13) * HOUR_MS));
  });

  it('planning backwards from a required arrival: 165 nm as above, arrive 18:30, leave 06:00', () => {
    const legs = [
      { distanceNm: 120, speedKn: 12 },
      { distanceNm: 45, speedKn: 18 },
    ];
    const backwards = scheduleForArrival(legs, Date.UTC(2025, 2, 10, 18, 30));
    expect(backwards.etdUtcMs).toBe(departure);
    expect(backwards.waypointEtaUtcMs[1]).toBe(Date.UTC(2025, 2, 10, 16, 0));
    expect(scheduleFor(legs, { mode: 'arriveBy', etaUtcMs: Date.UTC(2025, 2, 10, 18, 30) })).toEqual(backwards);
    expect(scheduleFor(legs, { mode: 'departAt', etdUtcMs: departure })).toEqual(backwards);
  });

  it('property: the departure planned backwards gives exactly the same waypoint times sailing forwards', () => {
    const leg = fc.record({
      distanceNm: fc.double({ min: 0, max: 5000, noNaN: true }),
      speedKn: fc.double({ min: 0.5, max: 40, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(leg, { maxLength: 40 }), fc.integer({ min: 0, max: 4_000_000_000_000 }), (legs, arrivalMs) => {
        const backwards = scheduleForArrival(legs, arrivalMs);
        const forwards = scheduleFromDeparture(legs, backwards.etdUtcMs);
        expect(forwards.waypointEtaUtcMs).toEqual(backwards.waypointEtaUtcMs);
        expect(forwards.etaUtcMs).toBe(arrivalMs);
        expect(forwards.waypointEtaUtcMs.every(Number.isSafeInteger)).toBe(true);
      }),
    );
  });

  it('a route of one waypoint arrives when it leaves', () => {
    expect(scheduleFromDeparture([], departure)).toEqual({ etdUtcMs: departure, etaUtcMs: departure, waypointEtaUtcMs: [departure] });
  });

  it('refuses a speed of 0, a negative distance and a time that is not whole milliseconds, naming the leg', () => {
    expect(() => waypointOffsetsMs([{ distanceNm: 10, speedKn: 12 }, { distanceNm: 10, speedKn: 0 }])).toThrow('leg 2: speed must be above 0 kn, not 0');
    expect(() => legDurationHours(-1, 10)).toThrow(/distance must be 0 nm or more/);
    expect(() => scheduleFromDeparture([], 1.5)).toThrow(/whole Unix milliseconds/);
  });
});
