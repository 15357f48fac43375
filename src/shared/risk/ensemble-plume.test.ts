import { describe, expect, it } from 'vitest';
import { defaultVesselProfile } from '../voyage/vessel-profile';
import { ensemblePlume } from './ensemble-plume';
import { ensembleAnswer } from './ensemble-value.fixture';

const runSec = Date.UTC(2026, 8, 1) / 1000;
const value = (members: number[]) => ({ max: 0, min: 0, mean: 0, median: 0, control: members[0]!, percentile10: 0, percentile90: 0, ...Object.fromEntries(members.map((m, i) => [`member${i}`, m])) });

describe('ensemblePlume', () => {
  it('gives statistics and the share beyond each limit at every step, and says why a limit cannot be checked', () => {
    const answer = ensembleAnswer(
      runSec,
      [
        { element: 'significantWaveHeight', unit: 'm', level: null, data: [{ time: runSec, value: value([3, 5, 4, 6]) }, { time: runSec + 3 * 3600, value: value([2, 2, 2, 5]) }] },
        { element: 'windSpeed', error: 'not served' },
        { element: 'seaSurfaceTemperature', unit: 'C', level: null, data: [{ time: runSec, value: value([15]) }] },
      ],
      { latitude: 50, longitude: -5 },
    );
    // Default profile: Hs 4 m soft, wind 30 kn soft.
    const plume = ensemblePlume(answer, defaultVesselProfile.limits);
    expect(plume.timesUtcMs).toEqual([runSec * 1000, (runSec + 3 * 3600) * 1000]);
    expect(plume.runUtcMs).toBe(runSec * 1000);
    expect(plume.elements.map((each) => each.element)).toEqual(['significantWaveHeight', 'windSpeed']);
    const hs = plume.elements[0]!;
    expect(hs.status).toBe('ok');
    if (hs.status === 'ok') {
      // Step 1 sorted 3, 4, 5, 6: p10 at 0.3 -> 3.3; median 4.5; p90 at 2.7 -> 5.7.
      expect(hs.steps[0]).toMatchObject({ control: 3, members: [3, 5, 4, 6] });
      expect(hs.steps[0]!.p10).toBeCloseTo(3.3, 12);
      expect(hs.steps[0]!.median).toBeCloseTo(4.5, 12);
      expect(hs.steps[0]!.p90).toBeCloseTo(5.7, 12);
    }
    expect(plume.elements[1]).toEqual({ element: 'windSpeed', status: 'missing', reason: expect.stringMatching(/with an error: not served/) });
    const hsLimit = plume.limits.find((each) => each.name === 'significantWaveHeightM')!;
    // Above 4 m: 2 of 4 (5 and 6), then 1 of 4 (5).
    expect(hsLimit).toMatchObject({ value: 4, unit: 'm', probabilities: [0.5, 0.25], reason: null });
    const windLimit = plume.limits.find((each) => each.name === 'windKn')!;
    expect(windLimit).toMatchObject({ unit: 'kn', probabilities: [null, null], reason: expect.stringMatching(/not served/) });
    expect(plume.limits.find((each) => each.name === 'gustKn')).toBeUndefined();
  });
});
