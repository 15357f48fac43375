import { describe, expect, it } from 'vitest';
import type { StormEncounter } from '../../shared/risk';
import { cpaLineShown } from './storm-cpa-lines';

function encounter(distanceNm: number, verdict: StormEncounter['verdict'], requiredNm = 300): StormEncounter {
  return {
    stormId: 'X',
    stormName: 'X',
    compared: { fromUtcMs: 0, untilUtcMs: 1 },
    closestApproach: { timeUtcMs: 0, distanceNm, bearingFromShipDeg: 0, ship: { lat: 0, lon: 0, legIndex: 0 }, storm: { lat: 0, lon: 0, stormClass: 'hurricane', windKn: 90 } },
    clearance: { timeUtcMs: 0, distanceNm, stormClass: 'hurricane', requiredNm, marginNm: distanceNm - requiredNm },
    verdict,
    dangerAreaEntry: null,
    coneEntry: null,
  };
}

describe('which CPA lines the chart draws', () => {
  it('draws storms that break the distance or come within 1,000 nm, not those an ocean away', () => {
    expect(cpaLineShown(encounter(13, 'hard'))).toBe(true);
    expect(cpaLineShown(encounter(900, 'ok'))).toBe(true);
    expect(cpaLineShown(encounter(1100, 'ok', 600))).toBe(true);
    expect(cpaLineShown(encounter(3000, 'ok'))).toBe(false);
    expect(cpaLineShown({ ...encounter(0, 'notCompared'), closestApproach: null })).toBe(false);
  });
});
