import { describe, expect, it } from 'vitest';
import type { TransitTrip } from '../../shared/service/transit';
import { meetsMargin, planCurrency, targetTimeUtcMs } from './crew-journey-checks';

const hourMs = 3_600_000;
const etdMs = Date.UTC(2026, 10, 26, 18, 0);

function trip(startIso: string, endIso: string): TransitTrip {
  return { id: 't', legs: [], distance: 0, duration: 60, walkTime: 5, transfers: 0, waitingTime: 0, streetDistance: 0, aimedStartTime: startIso, aimedEndTime: endIso, expectedStartTime: startIso, expectedEndTime: endIso };
}

describe('crew journeys against the ship', () => {
  it('relief crew must be at the port the margin before the ETD (expected times, delays included)', () => {
    expect(targetTimeUtcMs({ direction: 'relief', shipTimeUtcMs: etdMs, marginMinutes: 180 })).toBe(etdMs - 3 * hourMs);
    expect(meetsMargin(trip('2026-11-26T13:00:00Z', '2026-11-26T14:50:00Z'), 'relief', etdMs, 180)).toEqual({ meets: true, spareMinutes: 10 });
    expect(meetsMargin(trip('2026-11-26T14:00:00+01:00', '2026-11-26T16:20:00+01:00'), 'relief', etdMs, 180)).toEqual({ meets: false, spareMinutes: -20 });
  });

  it('off-signers leave the margin after the ETA', () => {
    const etaMs = etdMs - 12 * hourMs;
    expect(meetsMargin(trip('2026-11-26T07:30:00Z', '2026-11-26T09:00:00Z'), 'offSigners', etaMs, 60)).toEqual({ meets: true, spareMinutes: 30 });
    expect(meetsMargin(trip('2026-11-26T06:30:00Z', '2026-11-26T08:00:00Z'), 'offSigners', etaMs, 60)).toMatchObject({ meets: false });
  });

  it('a plan made against another ETD, or too long ago, is not current and says why', () => {
    const plannedAtMs = etdMs - 20 * hourMs;
    const against = { direction: 'relief' as const, shipTimeUtcMs: etdMs, marginMinutes: 180, plannedAtMs };
    const words = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    expect(planCurrency(against, etdMs, plannedAtMs + hourMs, words)).toEqual({ current: true, reason: null });
    expect(planCurrency(against, etdMs + 2 * hourMs, plannedAtMs + hourMs, words)).toEqual({ current: false, reason: 'planned against the old ETD 18:00; the ETD is now 20:00: plan again' });
    expect(planCurrency(against, etdMs, plannedAtMs + 7 * hourMs, words).reason).toMatch(/more than 6 h ago/);
    expect(planCurrency(against, null, plannedAtMs, words).current).toBe(false);
  });
});
