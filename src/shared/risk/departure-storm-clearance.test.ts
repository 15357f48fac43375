import { describe, expect, it } from 'vitest';
import { defaultVesselProfile } from '../voyage/vessel-profile';
import { recommendedDeparture } from '../voyage/departure-ranking';
import { departureStormClearance } from './departure-storm-clearance';
import { analyseStorm } from './storm-risk';
import { equatorVoyage, HOUR_MS, straightStorm, T0_UTC_MS } from './storm-scenarios.fixture';

// Flat frame of the fixture: the ship leaves x = 0 at 10 kn due east, d hours after T0, so she is
// at (10 (t - d), 0); a hurricane starts at (300, -300) nm moving north at 15 kn. The squared
// distance (300 + 10 d - 10 t)^2 + (15 t - 300)^2 is least where its derivative is 0:
// t* = (20 (300 + 10 d) + 9000) / 650. Leaving at 0: t* = 23.1 h, CPA (69, 46) = 83 nm.
// Leaving 48 h later: t* = 37.8 h is before she sails, so the nearest is at departure, with the
// storm at (300, 420): 516 nm, and opening.
const route = equatorVoyage(0, 10);
const hurricane = analyseStorm(straightStorm('CROSSING', { xNm: 300, yNm: -300, eastKn: 0, northKn: 15 }, () => 'H1'), T0_UTC_MS);
const distance = defaultVesselProfile.stormDistanceNm; // 300 nm from a hurricane, hard

describe('a departure against the storms known now', () => {
  it('leaving now meets the hurricane 83 nm off: its hard distance is broken', () => {
    const clearance = departureStormClearance(route, T0_UTC_MS, [hurricane], distance);
    expect(clearance?.stormName).toBe('Storm CROSSING');
    expect(clearance?.distanceNm).toBeCloseTo(83.2, -1);
    expect(clearance?.requiredNm).toBe(300);
    expect(clearance?.marginNm).toBeCloseTo(83.2 - 300, -1);
    expect(Math.abs(((clearance?.timeUtcMs ?? 0) - T0_UTC_MS) / HOUR_MS - 23.08)).toBeLessThan(0.2);
    expect(clearance).toMatchObject({ hardCount: 1, softCount: 0 });
  });

  it('leaving 48 h later she is never nearer than 516 nm; a soft profile counts the near pass as soft', () => {
    const later = departureStormClearance(route, T0_UTC_MS + 48 * HOUR_MS, [hurricane], distance);
    expect(later?.distanceNm).toBeCloseTo(516.1, -1);
    expect(later?.timeUtcMs).toBe(T0_UTC_MS + 48 * HOUR_MS);
    expect(later).toMatchObject({ hardCount: 0, softCount: 0 });
    expect(later?.marginNm).toBeCloseTo(216.1, -1);
    const soft = departureStormClearance(route, T0_UTC_MS, [hurricane], { ...distance, severity: 'soft' });
    expect(soft).toMatchObject({ hardCount: 0, softCount: 1 });
  });

  it('is null when no storm shares a moment with the voyage (the track ends at 72 h)', () => {
    expect(departureStormClearance(route, T0_UTC_MS + 80 * HOUR_MS, [hurricane], distance)).toBeNull();
    expect(departureStormClearance(route, T0_UTC_MS, [], distance)).toBeNull();
  });

  it('the comparison passes over the departure that meets the storm, though its weather is as good', () => {
    const options = [0, 24, 48].map((hours) => ({
      etdUtcMs: T0_UTC_MS + hours * HOUR_MS,
      hardCount: 0,
      softHours: 0,
      stormClearance: departureStormClearance(route, T0_UTC_MS + hours * HOUR_MS, [hurricane], distance),
    }));
    // 24 h later she passes 283 nm off: still inside 300 nm.
    expect(options[1]?.stormClearance?.hardCount).toBe(1);
    expect(recommendedDeparture(options)).toBe(2);
  });
});
