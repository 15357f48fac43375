import { describe, expect, it } from 'vitest';
import { percentWords, type StormEncounter } from '../../shared/risk';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { findExceedances } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { defaultVesselProfile, type VesselLimits } from '../../shared/voyage/vessel-profile';
import { ensembleFor, legRiskRows, riskSummaryLine } from './leg-risk-text';

const limits: VesselLimits = { ...defaultVesselProfile.limits, visibilityNm: { value: 2, severity: 'hard' } };
const HOUR_MS = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 0, 0);

function leg(legIndex: number, byLimit: Partial<Record<'significantWaveHeightM' | 'windKn' | 'visibilityNm', number | null>>): EnsembleAlongRoute['legs'][number] {
  return {
    legIndex,
    byLimit: Object.fromEntries(
      Object.entries(byLimit).map(([name, probability]) => [
        name,
        probability === null
          ? { probability: null, at: null, checkedCount: 0, missingCount: 2, missingReasons: ['the model has no visibility'] }
          : { probability, at: { timeUtcMs: T0 + (legIndex + 1) * 6 * HOUR_MS, lat: 0, lon: 0 }, checkedCount: 3, missingCount: 0, missingReasons: [] },
      ]),
    ),
  };
}

function encounter(name: string, verdict: StormEncounter['verdict'], distanceNm: number, legIndex: number, hour: number): StormEncounter {
  const timeUtcMs = T0 + hour * HOUR_MS;
  return {
    stormId: name.toLowerCase(),
    stormName: name,
    compared: { fromUtcMs: T0, untilUtcMs: T0 + 100 * HOUR_MS },
    closestApproach: {
      timeUtcMs,
      distanceNm,
      bearingFromShipDeg: 45.4,
      ship: { lat: 15, lon: -50, legIndex },
      storm: { lat: 16, lon: -49, stormClass: 'hurricane', windKn: 90 },
    },
    clearance: { timeUtcMs, distanceNm, stormClass: 'hurricane', requiredNm: 300, marginNm: distanceNm - 300 },
    verdict,
    dangerAreaEntry: null,
    coneEntry: null,
  };
}

// Wave height 3, 5, 5, 3 m on leg 0 then 3 m on leg 1: one soft stretch on leg 0.
const series: Pick<RouteForecastSeries, 'points' | 'elements' | 'waypoints'> = {
  waypoints: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] as RouteForecastSeries['waypoints'],
  points: [0, 1, 2, 3, 4].map((index) => ({
    timeUtcMs: T0 + index * 6 * HOUR_MS,
    lat: 0,
    lon: index,
    distanceRunNm: index * 60,
    legIndex: index < 3 ? 0 : 1,
    waypointIndex: index === 0 ? 0 : index === 3 ? 1 : index === 4 ? 2 : null,
  })),
  elements: [
    { key: 'significantWaveHeight', label: 'Hs', unit: 'm', values: [3, 5, 5, 3, 3], error: null },
    { key: 'windSpeed10m', label: 'Wind', unit: 'kn', values: [10, 10, 10, 10, 10], error: null },
    { key: 'visibility', label: 'Visibility', unit: 'nm', values: [9, 9, 9, 9, 9], error: null },
  ] as RouteForecastSeries['elements'],
};
const report = findExceedances(series, limits);

describe('per-leg risk in words', () => {
  it('says the Risk tab\'s percentage, rounded to whole percent', () => {
    expect(percentWords(0.35)).toBe('35 %');
    expect(percentWords(0.004)).toBe('0 %');
    expect(percentWords(1)).toBe('100 %');
  });

  it('sums up the forecast, the highest ensemble chance per limit, and each storm that breaks the profile', () => {
    expect(report.summary).toBe('1 warn exceedance, no avoid');
    const ensemble = { legs: [leg(0, { significantWaveHeightM: 0.1, windKn: 0 }), leg(1, { significantWaveHeightM: 0.35, windKn: 0.02 })] };
    const storms = [encounter('KIRK', 'hard', 180.4, 1, 30), encounter('LESLIE', 'ok', 600, 0, 10), encounter('MILTON', 'soft', 250, 0, 12)];
    expect(riskSummaryLine(report, ensemble, storms, limits)).toBe(
      '1 warn exceedance, no avoid; Hs > 4 m up to 35 % on leg 2; wind > 30 kn up to 2 % on leg 2; storm KIRK 180 nm (avoid) at 26 Nov 06:00Z; storm MILTON 250 nm (warn) at 25 Nov 12:00Z',
    );
  });

  it('says so when no member passes any limit, and says nothing of the ensemble before it is fetched', () => {
    const calm = { legs: [leg(0, { significantWaveHeightM: 0, windKn: 0.004 })] };
    expect(riskSummaryLine(report, calm, [], limits)).toBe('1 warn exceedance, no avoid; ensemble: under 1 % for every limit');
    expect(riskSummaryLine(report, null, null, limits)).toBe('1 warn exceedance, no avoid');
  });

  it('lists by leg the forecast\'s stretches, every limit\'s ensemble figure, and the storms met on that leg', () => {
    const ensemble = { legs: [leg(0, { significantWaveHeightM: 0.1, visibilityNm: null }), leg(1, { significantWaveHeightM: 0.35 })] };
    const rows = legRiskRows(report, ensemble, [encounter('KIRK', 'hard', 180.4, 1, 30), encounter('LESLIE', 'ok', 600, 0, 10)], limits);
    expect(rows.map((row) => row.legIndex)).toEqual([0, 1]);
    expect(rows[0]?.exceedances).toEqual([0]);
    expect(rows[0]?.ensemble).toEqual([
      { limit: 'significantWaveHeightM', words: 'Hs > 4 m', probability: 0.1, figure: '10 % at 25 Nov 06:00Z' },
      { limit: 'visibilityNm', words: 'visibility < 2 nm', probability: null, figure: 'not checked: the model has no visibility' },
    ]);
    expect(rows[0]?.storms).toEqual([]);
    expect(rows[1]?.exceedances).toEqual([]);
    expect(rows[1]?.storms).toEqual([
      { stormId: 'kirk', severity: 'hard', words: 'Storm KIRK (hurricane / typhoon) 180 nm (avoid; profile 300 nm)', when: 'CPA 26 Nov 06:00Z, bears 045°T' },
    ]);
  });

  it('leaves out legs with nothing to say and storms never compared', () => {
    const notCompared = { ...encounter('OLD', 'notCompared', 0, 0, 0), closestApproach: null, clearance: null };
    expect(legRiskRows({ exceedances: [] }, null, [notCompared], limits)).toEqual([]);
  });

  it('uses the ensemble only when it was fetched for this voyage at this revision', () => {
    const answer = { voyageId: 'v1', voyageRevision: 3, legs: [] } as unknown as EnsembleAlongRoute;
    expect(ensembleFor(answer, 'v1', 3)).toBe(answer);
    expect(ensembleFor(answer, 'v1', 4)).toBeNull();
    expect(ensembleFor(answer, 'v2', 3)).toBeNull();
    expect(ensembleFor(null, 'v1', 3)).toBeNull();
  });
});
