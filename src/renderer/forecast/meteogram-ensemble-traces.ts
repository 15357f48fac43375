import type { LimitName, MemberStatistics } from '../../shared/risk';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';

/**
 * The ensemble along the route as the meteogram draws it: per element, one value per sample (the
 * ship's ETA there) for p10, median, p90, control and each member, null where the sample has no
 * figure; and per limit the probability cells of the strip under the charts. Pure, so the drawing
 * and the end-to-end test read the same numbers.
 */

type Sample = EnsembleAlongRoute['samples'][number];

export interface EnsembleTrace {
  element: string;
  unit: string;
  /** Unix seconds (uPlot's x), one per sample */
  timesSec: number[];
  p10: Array<number | null>;
  median: Array<number | null>;
  p90: Array<number | null>;
  control: Array<number | null>;
  /** members[m][s]: member m at sample s */
  members: Array<Array<number | null>>;
}

/** The trace of one element, or null when no sample has figures for it. */
export function ensembleTrace(samples: readonly Sample[], element: string): EnsembleTrace | null {
  const stats = samples.map((sample) => {
    const figure = sample.byElement[element];
    return figure?.status === 'ok' ? figure : null;
  });
  const first = stats.find((figure) => figure !== null);
  if (first === undefined || first === null) return null;
  return traceOf(element, first.unit, samples.map((sample) => sample.timeUtcMs / 1000), stats);
}

/** A trace from statistics at given times (null where there are none): the route's samples, or a point's forecast steps. */
export function traceOf(element: string, unit: string, timesSec: number[], stats: ReadonlyArray<MemberStatistics | null>): EnsembleTrace {
  const memberCount = Math.max(0, ...stats.map((figure) => figure?.members.length ?? 0));
  return {
    element,
    unit,
    timesSec,
    p10: stats.map((figure) => figure?.p10 ?? null),
    median: stats.map((figure) => figure?.median ?? null),
    p90: stats.map((figure) => figure?.p90 ?? null),
    control: stats.map((figure) => figure?.control ?? null),
    members: Array.from({ length: memberCount }, (_, member) => stats.map((figure) => figure?.members[member] ?? null)),
  };
}

export interface BandPoint {
  timeSec: number;
  low: number;
  high: number;
}

/** Runs of consecutive samples that have both edges: each run is one closed band polygon. */
export function bandRuns(timesSec: readonly number[], low: ReadonlyArray<number | null>, high: ReadonlyArray<number | null>): BandPoint[][] {
  const runs: BandPoint[][] = [];
  let run: BandPoint[] = [];
  timesSec.forEach((timeSec, index) => {
    const lowValue = low[index];
    const highValue = high[index];
    if (lowValue === null || lowValue === undefined || highValue === null || highValue === undefined) {
      if (run.length > 0) runs.push(run);
      run = [];
      return;
    }
    run.push({ timeSec, low: lowValue, high: highValue });
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Lowest and highest value the ensemble draws (band edges, control, and members when shown), for the chart's y range. */
export function traceExtent(traces: readonly EnsembleTrace[], withMembers: boolean): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const trace of traces) {
    const lines = [trace.p10, trace.p90, trace.control, ...(withMembers ? trace.members : [])];
    for (const line of lines) {
      for (const value of line) {
        if (value === null) continue;
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
    }
  }
  return Number.isFinite(min) ? { min, max } : null;
}

export interface ProbabilityCell {
  sampleIndex: number;
  timeUtcMs: number;
  /** the cell spans half way to each neighbouring sample (the voyage's ends at the first and last) */
  fromUtcMs: number;
  toUtcMs: number;
  /** null: could not be checked, with the reason */
  probability: number | null;
  reason: string | null;
}

/** The strip's cells for one limit, one per sample. */
export function probabilityCells(samples: readonly Sample[], limit: LimitName): ProbabilityCell[] {
  return samples.map((sample, index) => {
    const previous = samples[index - 1];
    const next = samples[index + 1];
    const exceedance = sample.byLimit[limit];
    return {
      sampleIndex: index,
      timeUtcMs: sample.timeUtcMs,
      fromUtcMs: previous === undefined ? sample.timeUtcMs : (previous.timeUtcMs + sample.timeUtcMs) / 2,
      toUtcMs: next === undefined ? sample.timeUtcMs : (sample.timeUtcMs + next.timeUtcMs) / 2,
      probability: exceedance?.status === 'ok' ? exceedance.probability : null,
      reason: exceedance === undefined ? 'limit not set' : exceedance.status === 'missing' ? exceedance.reason : null,
    };
  });
}

/** Which of the palette's five ramp colours a probability takes: none, under 25 %, 25–50 %, 50–75 %, 75 % and more. */
export function probabilityRampIndex(probability: number): 0 | 1 | 2 | 3 | 4 {
  if (probability <= 0) return 0;
  if (probability < 0.25) return 1;
  if (probability < 0.5) return 2;
  if (probability < 0.75) return 3;
  return 4;
}

export const probabilityRampLabels = ['0 %', 'under 25 %', '25–50 %', '50–75 %', '75 % and more'] as const;
