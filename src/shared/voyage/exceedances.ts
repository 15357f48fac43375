import { limitSeverityWords } from '../format/limit-words';
import type { RouteForecastSeries } from './route-forecast-series';
import type { LimitSeverity, VesselLimits } from './vessel-profile';
import { countWords } from '../format/count-words';

/**
 * Where the forecast along the route passes the vessel's limits: for each limit, the stretches of
 * each leg where it is passed, from when to when (the crossings interpolated between forecast
 * positions) and how far at worst; and one summary line for the top of the view.
 */

export type LimitKey = keyof VesselLimits;

interface LimitRule {
  element: string;
  /** above: passed when the value is higher (wind, waves); below: when lower (visibility). */
  passedWhen: 'above' | 'below';
  what: string;
  /** The unit the vessel profile sets the limit in. */
  unit: 'm' | 'kn' | 'nm';
}

export const limitRules: Readonly<Record<LimitKey, LimitRule>> = {
  significantWaveHeightM: { element: 'significantWaveHeight', passedWhen: 'above', what: 'wave height', unit: 'm' },
  windKn: { element: 'windSpeed10m', passedWhen: 'above', what: 'wind', unit: 'kn' },
  gustKn: { element: 'windGust10m', passedWhen: 'above', what: 'gust', unit: 'kn' },
  swellM: { element: 'significantHeightSwell', passedWhen: 'above', what: 'swell', unit: 'm' },
  visibilityNm: { element: 'visibility', passedWhen: 'below', what: 'visibility', unit: 'nm' },
};

/**
 * A limit as every view writes it: "wave height > 4 m", "visibility < 2 nm". `name` replaces the
 * rule's words where a view is short of room ("Hs > 4 m").
 */
export function limitText(limit: LimitKey, value: number, name: string = limitRules[limit].what): string {
  const rule = limitRules[limit];
  return `${name} ${rule.passedWhen === 'above' ? '>' : '<'} ${value} ${rule.unit}`;
}
const limitKeys = Object.keys(limitRules) as LimitKey[];

export interface Exceedance {
  limit: LimitKey;
  what: string;
  severity: LimitSeverity;
  limitValue: number;
  unit: string;
  legIndex: number;
  fromUtcMs: number;
  toUtcMs: number;
  /** The worst value in the stretch (highest, or lowest for visibility) and when. */
  peakValue: number;
  peakUtcMs: number;
}

export interface ExceedanceReport {
  /** By leg, then by start time. */
  exceedances: Exceedance[];
  softCount: number;
  hardCount: number;
  /** Hours above at least one soft (hard) limit. */
  softHours: number;
  hardHours: number;
  /** Limits set in the profile that could not be checked, with the reason (element not served). */
  unchecked: { limit: LimitKey; what: string; reason: string }[];
  summary: string;
}

const MS_PER_HOUR = 3_600_000;

interface Sample {
  timeUtcMs: number;
  value: number | null;
}

/** The stretches of one leg's samples where `margin` is above 0, with interpolated ends. */
function stretches(samples: readonly Sample[], margin: (value: number) => number) {
  const found: { fromUtcMs: number; toUtcMs: number; peak: Sample & { value: number } }[] = [];
  let open: (typeof found)[number] | null = null;
  samples.forEach((sample, index) => {
    const previous = samples[index - 1];
    const passed = sample.value !== null && margin(sample.value) > 0;
    if (passed && sample.value !== null) {
      if (open === null) {
        let fromUtcMs = sample.timeUtcMs;
        if (previous?.value != null) {
          const before = margin(previous.value);
          const after = margin(sample.value);
          fromUtcMs = previous.timeUtcMs + ((0 - before) / (after - before)) * (sample.timeUtcMs - previous.timeUtcMs);
        }
        open = { fromUtcMs, toUtcMs: sample.timeUtcMs, peak: { timeUtcMs: sample.timeUtcMs, value: sample.value } };
        found.push(open);
      }
      open.toUtcMs = sample.timeUtcMs;
      if (margin(sample.value) > margin(open.peak.value)) open.peak = { timeUtcMs: sample.timeUtcMs, value: sample.value };
      return;
    }
    if (open !== null && sample.value !== null && previous?.value != null) {
      const before = margin(previous.value);
      const after = margin(sample.value);
      open.toUtcMs = previous.timeUtcMs + (before / (before - after)) * (sample.timeUtcMs - previous.timeUtcMs);
    }
    open = null;
  });
  return found;
}

/** "2 warn exceedances, no avoid"; "No warn, 1 avoid exceedance"; "No exceedances" (the words of limit-words.ts). */
export function summaryLine(softCount: number, hardCount: number): string {
  const { soft: warn, hard: avoid } = limitSeverityWords;
  if (softCount === 0 && hardCount === 0) return 'No exceedances';
  if (softCount === 0) return `No ${warn}, ${countWords(hardCount, `${avoid} exceedance`)}`;
  return `${countWords(softCount, `${warn} exceedance`)}, ${hardCount === 0 ? `no ${avoid}` : `${hardCount.toLocaleString('en-GB')} ${avoid}`}`;
}

/** Hours in at least one of the stretches: wind and waves passed at once count once. */
export function hoursCovered(stretchesUtcMs: readonly { fromUtcMs: number; toUtcMs: number }[]): number {
  const sorted = [...stretchesUtcMs].sort((a, b) => a.fromUtcMs - b.fromUtcMs);
  let totalMs = 0;
  let endMs = -Infinity;
  for (const { fromUtcMs, toUtcMs } of sorted) {
    const startMs = Math.max(fromUtcMs, endMs);
    if (toUtcMs > startMs) totalMs += toUtcMs - startMs;
    endMs = Math.max(endMs, toUtcMs);
  }
  return totalMs / MS_PER_HOUR;
}

/**
 * Per leg, the indexes of its points in order: those on the leg and the waypoint it reaches (which
 * opens the next leg). One pass over the points: asking every point for every leg took seconds
 * for a 5,000-waypoint voyage (5,000 legs x 5,000 points for each limit).
 */
export function pointsByLeg(points: readonly { legIndex: number; waypointIndex: number | null }[], legCount: number): number[][] {
  const byLeg: number[][] = Array.from({ length: legCount }, () => []);
  points.forEach((point, index) => {
    if (point.legIndex >= 0 && point.legIndex < legCount) byLeg[point.legIndex]?.push(index);
    const arrivingLeg = point.waypointIndex === null ? -1 : point.waypointIndex - 1;
    if (arrivingLeg !== point.legIndex && arrivingLeg >= 0 && arrivingLeg < legCount) byLeg[arrivingLeg]?.push(index);
  });
  return byLeg;
}

export function findExceedances(series: Pick<RouteForecastSeries, 'points' | 'elements' | 'waypoints'>, limits: VesselLimits): ExceedanceReport {
  const exceedances: Exceedance[] = [];
  const unchecked: ExceedanceReport['unchecked'] = [];
  const legCount = Math.max(1, series.waypoints.length - 1);
  const legPoints = pointsByLeg(series.points, legCount);
  for (const limit of limitKeys) {
    const setting = limits[limit];
    if (setting === null) continue;
    const rule = limitRules[limit];
    const element = series.elements.find((each) => each.key === rule.element);
    if (element === undefined || element.error !== null) {
      unchecked.push({ limit, what: rule.what, reason: element?.error ?? 'not in the forecast' });
      continue;
    }
    const margin = rule.passedWhen === 'above' ? (value: number) => value - setting.value : (value: number) => setting.value - value;
    for (let legIndex = 0; legIndex < legCount; legIndex++) {
      // A leg's samples run from the waypoint it leaves to the one it reaches (which opens the next leg).
      const samples: Sample[] = (legPoints[legIndex] ?? []).map((index) => ({ timeUtcMs: series.points[index]?.timeUtcMs ?? 0, value: element.values[index] ?? null }));
      for (const stretch of stretches(samples, margin)) {
        exceedances.push({
          limit,
          what: rule.what,
          severity: setting.severity,
          limitValue: setting.value,
          unit: element.unit,
          legIndex,
          fromUtcMs: Math.round(stretch.fromUtcMs),
          toUtcMs: Math.round(stretch.toUtcMs),
          peakValue: stretch.peak.value,
          peakUtcMs: stretch.peak.timeUtcMs,
        });
      }
    }
  }
  exceedances.sort((a, b) => a.legIndex - b.legIndex || a.fromUtcMs - b.fromUtcMs);
  const of = (severity: LimitSeverity) => exceedances.filter((each) => each.severity === severity);
  const softCount = of('soft').length;
  const hardCount = of('hard').length;
  const notChecked = unchecked.length === 0 ? '' : `; not checked: ${unchecked.map((each) => each.what).join(', ')}`;
  return {
    exceedances,
    softCount,
    hardCount,
    softHours: hoursCovered(of('soft')),
    hardHours: hoursCovered(of('hard')),
    unchecked,
    summary: `${summaryLine(softCount, hardCount)}${notChecked}`,
  };
}
