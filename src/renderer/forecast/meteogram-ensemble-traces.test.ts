import { describe, expect, it } from 'vitest';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { bandRuns, ensembleTrace, probabilityCells, probabilityRampIndex, traceExtent } from './meteogram-ensemble-traces';

type Sample = EnsembleAlongRoute['samples'][number];
const hourMs = 3_600_000;
const t0 = Date.UTC(2026, 10, 24, 0, 0);

function sample(index: number, hs: { p10: number; median: number; p90: number; members: number[] } | null, probability: number | null): Sample {
  return {
    legIndex: 0,
    waypointIndex: null,
    timeUtcMs: t0 + index * 12 * hourMs,
    lat: 50,
    lon: -5,
    byLimit: { significantWaveHeightM: probability === null ? { status: 'missing', reason: 'time outside the forecast' } : { status: 'ok', probability, membersBeyond: Math.round(probability * 4), memberCount: 4 } },
    byElement: { significantWaveHeight: hs === null ? { status: 'missing', reason: 'time outside the forecast' } : { status: 'ok', unit: 'm', control: hs.members[0]!, ...hs } },
  };
}

const samples = [
  sample(0, { p10: 1, median: 2, p90: 3, members: [2, 1, 3, 2] }, 0),
  sample(1, { p10: 2, median: 3, p90: 5, members: [3, 2, 6, 3] }, 0.25),
  sample(2, null, null),
  sample(3, { p10: 1.5, median: 2, p90: 2.5, members: [2, 1.5, 2.5, 0.5] }, 0.75),
];

describe('ensembleTrace', () => {
  it('lays the samples out per statistic and per member, null where a sample has no figure', () => {
    const trace = ensembleTrace(samples, 'significantWaveHeight')!;
    expect(trace.unit).toBe('m');
    expect(trace.timesSec).toEqual(samples.map((each) => each.timeUtcMs / 1000));
    expect(trace.p90).toEqual([3, 5, null, 2.5]);
    expect(trace.control).toEqual([2, 3, null, 2]);
    expect(trace.members).toHaveLength(4);
    expect(trace.members[2]).toEqual([3, 6, null, 2.5]);
    expect(ensembleTrace(samples, 'swellHeight')).toBeNull();
  });

  it('cuts the band where a sample is missing, and widens the y range to members only when they are drawn', () => {
    const trace = ensembleTrace(samples, 'significantWaveHeight')!;
    const runs = bandRuns(trace.timesSec, trace.p10, trace.p90);
    expect(runs.map((run) => run.length)).toEqual([2, 1]);
    expect(runs[1]![0]).toEqual({ timeSec: samples[3]!.timeUtcMs / 1000, low: 1.5, high: 2.5 });
    expect(traceExtent([trace], false)).toEqual({ min: 1, max: 5 });
    expect(traceExtent([trace], true)).toEqual({ min: 0.5, max: 6 });
  });
});

describe('probability strip', () => {
  it('gives each sample a cell from half way after the previous to half way before the next', () => {
    const cells = probabilityCells(samples, 'significantWaveHeightM');
    expect(cells.map((cell) => cell.probability)).toEqual([0, 0.25, null, 0.75]);
    expect(cells[0]).toMatchObject({ fromUtcMs: t0, toUtcMs: t0 + 6 * hourMs });
    expect(cells[1]).toMatchObject({ fromUtcMs: t0 + 6 * hourMs, toUtcMs: t0 + 18 * hourMs });
    expect(cells[2]).toMatchObject({ reason: 'time outside the forecast' });
    expect(cells[3]).toMatchObject({ fromUtcMs: t0 + 30 * hourMs, toUtcMs: t0 + 36 * hourMs });
    expect(probabilityCells(samples, 'windKn')[0]).toMatchObject({ probability: null, reason: 'limit not set' });
  });

  it('ramps none, under 25 %, 25–50 %, 50–75 %, 75 % and more', () => {
    expect([0, 0.01, 0.249, 0.25, 0.5, 0.74, 0.75, 1].map(probabilityRampIndex)).toEqual([0, 1, 1, 2, 3, 3, 4, 4]);
  });
});
