/**
 * Model runs and forecast steps of the simulated models: a run every 6 h (00, 06, 12, 18 UTC),
 * available about 4 h after its nominal time; steps hourly to 90 h, then 3-hourly to 240 h.
 */

export const hourSec = 3600;
const runIntervalSec = 6 * hourSec;
const runDelaySec = 4 * hourSec;

export interface RunSchedule {
  intervalHours: number;
  delayHours: number;
}

export const sixHourly: RunSchedule = { intervalHours: 6, delayHours: 4 };
/** Ocean models run once a day and arrive later (currents are often a run behind the rest). */
export const daily: RunSchedule = { intervalHours: 24, delayHours: 10 };

export function latestRunSec(nowMs: number, schedule: RunSchedule = sixHourly): number {
  const intervalSec = schedule.intervalHours * hourSec;
  const nowSec = Math.floor(nowMs / 1000);
  return Math.floor((nowSec - schedule.delayHours * hourSec) / intervalSec) * intervalSec;
}

/** The newest run first, count runs back. */
export function availableRunsSec(nowMs: number, count = 4, schedule: RunSchedule = sixHourly): number[] {
  const latest = latestRunSec(nowMs, schedule);
  const intervalSec = schedule.intervalHours * hourSec;
  return Array.from({ length: count }, (_, index) => latest - index * intervalSec);
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

/** Hourly to 90 h, then 3-hourly to 240 h (the deterministic models). */
export const deterministicOffsetsHours: readonly number[] = [...range(0, 90, 1), ...range(93, 240, 3)];
/** 3-hourly to 240 h (the ensembles). */
export const ensembleOffsetsHours: readonly number[] = range(0, 240, 3);
/** 3-hourly to 192 h (the ocean model). */
export const oceanOffsetsHours: readonly number[] = range(0, 192, 3);
/** Daily to 240 h (the biochemical model). */
export const dailyOffsetsHours: readonly number[] = range(0, 240, 24);

export function stepTimesSec(runSec: number, offsetsHours: readonly number[]): number[] {
  return offsetsHours.map((offset) => runSec + offset * hourSec);
}

/** Index of the step nearest to a time (ties go to the earlier step). */
export function nearestStepIndex(stepsSec: readonly number[], timeSec: number): number {
  let best = 0;
  let bestGap = Infinity;
  for (let index = 0; index < stepsSec.length; index += 1) {
    const gap = Math.abs((stepsSec[index] ?? 0) - timeSec);
    if (gap < bestGap) {
      best = index;
      bestGap = gap;
    }
  }
  return best;
}

export type RuntimeChoice = { ok: true; runSec: number } | { ok: false; message: string };

/**
 * runtime left out or latest, a run in Unix seconds, or an ISO date-time; it must be one of the
 * runs kept.
 */
export function resolveRuntime(text: string | undefined, runsSec: readonly number[]): RuntimeChoice {
  const latest = runsSec[0];
  if (latest === undefined) return { ok: false, message: 'runtime: no model run is available' };
  if (text === undefined || text === 'latest') return { ok: true, runSec: latest };
  const asNumber = /^\d+$/.test(text) ? Number(text) : Date.parse(text) / 1000;
  if (Number.isFinite(asNumber) && runsSec.includes(asNumber)) return { ok: true, runSec: asNumber };
  return {
    ok: false,
    message: `runtime: ${JSON.stringify(text)} is not allowed; expected latest or one of the runs ${runsSec.join(', ')} (Unix seconds)`,
  };
}

export { runIntervalSec, runDelaySec };
