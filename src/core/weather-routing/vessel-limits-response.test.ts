import { describe, expect, it } from 'vitest';
import type { SeaState } from './routing-problem';
import { vesselLimitsResponse } from './vessel-limits-response';

const sea = (significantWaveHeightM: number | null, windKn: number | null): SeaState => ({ windKn, windFromDeg: 0, significantWaveHeightM, waveFromDeg: 0, currentKn: null, currentToDeg: null });

describe('the ship as her profile states her', () => {
  const ship = vesselLimitsResponse(14, { significantWaveHeightM: { value: 6, severity: 'hard' }, windKn: { value: 30, severity: 'soft' } });

  it('never sails past a hard limit, weighs a soft one by how far past it, and keeps her speed', () => {
    expect(ship.answer(sea(5.9, 20), 0)).toEqual({ speedKn: 14, hardBreak: false, softExcess: 0 });
    expect(ship.answer(sea(6.1, 20), 0).hardBreak).toBe(true);
    expect(ship.answer(sea(3, 36), 90).softExcess).toBeCloseTo(0.2, 12);
  });

  it('judges nothing the field does not give, and nothing the profile does not limit', () => {
    expect(ship.answer(sea(null, null), 0)).toEqual({ speedKn: 14, hardBreak: false, softExcess: 0 });
    expect(vesselLimitsResponse(10, { significantWaveHeightM: null, windKn: null }).answer(sea(15, 80), 0)).toEqual({ speedKn: 10, hardBreak: false, softExcess: 0 });
  });
});
