import { describe, expect, it } from 'vitest';
import { greatCircleInverse } from '../../shared/geo/geodesic';
import { MS_PER_HOUR } from '../../shared/geo/units';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { routeByIsochrones } from './isochrone-router';
import type { ConditionsField, SeaState } from './routing-problem';
import { vesselProfileResponse, weatherOnTheBow } from './speed-loss-response';

const calm: SeaState = { windKn: null, windFromDeg: null, significantWaveHeightM: null, waveFromDeg: null, currentKn: null, currentToDeg: null };
/** Beaufort 7 at the middle of its range (30.5 kn), from the east, over a sea grown to it (4 m). */
const easterly7: SeaState = { ...calm, windKn: 30.5, windFromDeg: 90, significantWaveHeightM: 4, waveFromDeg: 90 };

describe('the ship as her speed-loss table states her', () => {
  const ship = vesselProfileResponse(defaultVesselProfile);

  it("sails the table's speeds: Beaufort 7 from ahead 2.2 kn, from astern 10.2 kn of her 12", () => {
    // The default table at force 7: head 82 %, bow 58.6 %, beam 34.4 %, following 15.2 % lost.
    expect(ship.answer(easterly7, 90).speedKn).toBeCloseTo(12 * 0.18, 9);
    expect(ship.answer(easterly7, 270).speedKn).toBeCloseTo(12 * 0.848, 9);
    expect(ship.answer(easterly7, 90 - 105).speedKn).toBeCloseTo(12 * (1 - 0.344), 9);
    expect(ship.answer(calm, 0).speedKn).toBe(12);
  });

  it('keeps the hard and soft limits their meaning, whatever her speed', () => {
    const hard = vesselProfileResponse({ ...defaultVesselProfile, limits: { ...defaultVesselProfile.limits, significantWaveHeightM: { value: 3.5, severity: 'hard' } } });
    expect(hard.answer(easterly7, 270).hardBreak).toBe(true);
    // The default's soft 30 kn wind: 30.5 kn is 1/60 past it; 4 m is at the soft 4 m wave limit.
    expect(ship.answer(easterly7, 270)).toMatchObject({ hardBreak: false, softExcess: expect.closeTo(0.5 / 30, 12) });
  });

  it('feels a swell with little wind as the force its height goes with, from where the swell comes', () => {
    const swell: SeaState = { ...calm, windKn: 5, windFromDeg: 0, significantWaveHeightM: 4, waveFromDeg: 180 };
    expect(weatherOnTheBow(swell)).toEqual({ force: 7, fromDeg: 180 });
    expect(ship.answer(swell, 180).speedKn).toBeCloseTo(12 * 0.18, 9);
  });

  it('keeps her service speed in any sea when the profile has no table', () => {
    const plain = vesselProfileResponse({ ...defaultVesselProfile, speedLoss: null });
    expect(plain.answer(easterly7, 90).speedKn).toBe(12);
  });

  it('is what the router sails: into a Beaufort 7 easterly it works up on the bows, faster than straight into it', () => {
    const from = { lat: 30, lon: -40 };
    const to = { lat: 30, lon: -37 };
    const field: ConditionsField = { at: () => easterly7 };
    const result = routeByIsochrones({ from, to, departureUtcMs: 0 }, field, ship, { blocked: () => false });
    expect(result.status).toBe('arrived');
    const hours = (result.arrivalUtcMs! - 0) / MS_PER_HOUR;
    const distanceNm = greatCircleInverse(from, to).distanceNm;
    // Straight into it at 2.16 kn; 45° off the wind she makes 4.97 kn, 3.5 kn towards the goal.
    expect(hours).toBeLessThan(distanceNm / 2.16);
    expect(hours).toBeGreaterThan(distanceNm / 3.6);
  });
});
