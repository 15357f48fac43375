import { describe, expect, it } from 'vitest';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { defaultVesselProfile, type VesselLimits } from '../../shared/voyage/vessel-profile';
import { percentWords } from '../../shared/risk';
import { reportEnsembleTable } from './report-ensemble-rows';

const atUtcMs = Date.UTC(2026, 11, 1, 18, 0);

function result(): EnsembleAlongRoute {
  return {
    voyageId: 'v',
    voyageRevision: 3,
    everyHours: 6,
    model: { id: 'ecmwf_ens', name: 'ECMWF ENS', runUtcMs: Date.UTC(2026, 11, 1, 0), members: 51 },
    notCovered: null,
    elements: ['significantWaveHeight', 'windSpeed'],
    samples: [],
    legs: [
      {
        legIndex: 0,
        byLimit: {
          windKn: { probability: 0.234, at: { timeUtcMs: atUtcMs, lat: 49.5, lon: -5.25 }, checkedCount: 4, missingCount: 0, missingReasons: [] },
          significantWaveHeightM: { probability: 0, at: { timeUtcMs: atUtcMs, lat: 49.5, lon: -5.25 }, checkedCount: 3, missingCount: 1, missingReasons: ['no value at 18Z'] },
        },
      },
      {
        legIndex: 1,
        byLimit: {
          windKn: { probability: 0.995, at: { timeUtcMs: atUtcMs + 6 * 3_600_000, lat: -33.9, lon: 18.4 }, checkedCount: 2, missingCount: 0, missingReasons: [] },
          significantWaveHeightM: { probability: null, at: null, checkedCount: 0, missingCount: 2, missingReasons: ['beyond the model range'] },
        },
      },
    ],
    requests: { count: 6, fromCache: 6, creditsSpent: 0 },
  };
}

const limits: VesselLimits = { ...defaultVesselProfile.limits, windKn: { value: 30, severity: 'soft' }, significantWaveHeightM: { value: 4, severity: 'hard' } };

describe('the printed ensemble risk table', () => {
  const table = reportEnsembleTable(result(), ['Lizard', 'Ushant', 'Finisterre'], limits);

  it('has one column per limit the ensemble was asked about, named with the profile limit', () => {
    expect(table.columns).toEqual([
      { limit: 'significantWaveHeightM', heading: 'wave height > 4 m (avoid)' },
      { limit: 'windKn', heading: 'wind > 30 kn (warn)' },
    ]);
  });

  it('gives each leg its highest chance as a whole percent, with when and where', () => {
    expect(table.rows.map((row) => row.leg)).toEqual(['1. Lizard → Ushant', '2. Ushant → Finisterre']);
    expect(table.rows[0]?.cells[1]).toEqual({ checked: true, percent: '23 %', timeUtc: '01 Dec 18:00Z', position: "49°30.000'N 005°15.000'W", partly: null });
    expect(table.rows[1]?.cells[1]).toMatchObject({ percent: '100 %', position: "33°54.000'S 018°24.000'E" });
  });

  it('says when a figure rests on part of the leg, and why a limit could not be checked', () => {
    expect(table.rows[0]?.cells[0]).toMatchObject({ checked: true, percent: '0 %', partly: '3 of 4 positions' });
    expect(table.rows[1]?.cells[0]).toEqual({ checked: false, reason: 'not checked: beyond the model range' });
  });

  it('names the model, its members and its run', () => {
    expect(table.basis).toBe('ECMWF ENS, 51 members, run 01 Dec 00:00Z; every 6 h, at departure, arrival and turns');
  });

  it('rounds as the Risk tab does, and refuses what is not a probability', () => {
    expect(percentWords(0.125)).toBe('13 %');
    expect(percentWords(1)).toBe('100 %');
    expect(() => percentWords(1.2)).toThrow(/between 0 and 1, not 1.2/);
  });
});
