import { limitSeverityLimit } from '../../shared/format/limit-words';
import { limitRules, limitText, type Exceedance, type LimitKey } from '../../shared/voyage/exceedances';
import { forecastEnd, forecastEndLabel } from '../../shared/voyage/forecast-end';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { LimitSeverity, VesselLimits } from '../../shared/voyage/vessel-profile';
import type { MeteogramChart } from '../forecast/meteogram-charts';

/**
 * What one meteogram chart marks beside its lines, worked out once for the screen (uPlot, on a
 * canvas) and the printed plan (SVG): the stretches beyond the vessel's limits, the limit lines
 * with their words, and every waypoint at its ETA with its number and name. In time and value,
 * not pixels: each drawing maps them to its own axes and draws only what differs (colours, line
 * styles, fonts). The waypoint names are placed by `placeWaypointNames` on both, so they never
 * print over each other.
 */
export interface MeteogramShading {
  fromUtcMs: number;
  toUtcMs: number;
  severity: LimitSeverity;
}

export interface MeteogramLimitLine {
  limit: LimitKey;
  value: number;
  severity: LimitSeverity;
  /** "wind > 30 kn (avoid limit)" */
  label: string;
}

export interface MeteogramWaypoint {
  timeUtcMs: number;
  /** "3" */
  number: string;
  /** "3 Dover Strait" */
  text: string;
}

export interface MeteogramMarks {
  shading: MeteogramShading[];
  limitLines: MeteogramLimitLine[];
  waypoints: MeteogramWaypoint[];
  /** A dashed line where the forecast stops before the arrival, "forecast ends 10 Dec 00Z"; null when it covers the voyage. */
  forecastEnd: { timeUtcMs: number; label: string } | null;
}

/** A waypoint's name as every table prints it: its own, or "WP n" when it has none. */
export function waypointLabel(name: string, index: number): string {
  return name.trim() === '' ? `WP ${index + 1}` : name.trim();
}

export function meteogramMarks(input: { series: RouteForecastSeries; chart: MeteogramChart; limits: VesselLimits | null; exceedances: readonly Exceedance[] }): MeteogramMarks {
  const { series, chart, limits, exceedances } = input;
  const end = forecastEnd(series);
  const chartLimits = (chart.limits ?? []).filter((key): key is LimitKey => key in limitRules);
  return {
    shading: exceedances.filter((each) => chartLimits.includes(each.limit)).map(({ fromUtcMs, toUtcMs, severity }) => ({ fromUtcMs, toUtcMs, severity })),
    limitLines: chartLimits.flatMap((key) => {
      const limit = limits?.[key];
      return limit ? [{ limit: key, value: limit.value, severity: limit.severity, label: `${limitText(key, limit.value)} (${limitSeverityLimit(limit.severity)})` }] : [];
    }),
    waypoints: series.waypoints.map((waypoint, index) => ({ timeUtcMs: waypoint.timeUtcMs, number: String(index + 1), text: `${index + 1} ${waypointLabel(waypoint.name, index)}` })),
    forecastEnd: end === null ? null : { timeUtcMs: end.timeUtcMs, label: forecastEndLabel(end) },
  };
}

/** A placed name: at `x`, in `row` (0 the top), written leftwards of its line near the right edge; null: line only. */
export interface PlacedWaypointName {
  x: number;
  label: string | null;
  row: number;
  anchorEnd: boolean;
}

export interface NameLayout {
  /** Where a name may reach at the right, in the drawing's units. */
  rightEdge: number;
  rows: number;
  /** Rough width of a character, to keep two names apart. */
  charWidth: number;
  gap: number;
}

interface NameChoice {
  label: string;
  anchorEnd: boolean;
  left: number;
  right: number;
}

function nameChoice(x: number, label: string, layout: NameLayout): NameChoice {
  const width = label.length * layout.charWidth + 3;
  // Near the right edge a label is written to the left of its line, so it is not cut off.
  const anchorEnd = x + width > layout.rightEdge;
  return anchorEnd ? { label, anchorEnd, left: x - width, right: x } : { label, anchorEnd, left: x, right: x + width };
}

/**
 * Names in rows, in time order: each waypoint takes a row where its name clears the label before
 * it; failing that, its number alone (the waypoint table names it); failing that, the label before
 * it shrinks to its own number to make room. A waypoint crowded out of every row keeps its line.
 */
export function placeWaypointNames(marks: readonly { x: number; number: string; text: string }[], layout: NameLayout): PlacedWaypointName[] {
  const placed: (PlacedWaypointName & { number: string; right: number })[] = [];
  const lastInRow: (number | null)[] = Array.from({ length: layout.rows }, () => null);
  for (const { x, number, text } of marks) {
    const own = [nameChoice(x, text, layout), nameChoice(x, number, layout)];
    const attempts = [
      { choice: own[0], shrinkBefore: false },
      { choice: own[1], shrinkBefore: false },
      { choice: own[0], shrinkBefore: true },
      { choice: own[1], shrinkBefore: true },
    ];
    let done = false;
    for (const { choice, shrinkBefore } of attempts) {
      if (choice === undefined) continue;
      for (let row = 0; row < lastInRow.length && !done; row += 1) {
        const beforeIndex = lastInRow[row];
        const before = beforeIndex === null || beforeIndex === undefined ? null : placed[beforeIndex];
        const shrunk = before && shrinkBefore ? nameChoice(before.x, before.number, layout) : null;
        const beforeRight = before === null || before === undefined ? -Infinity : (shrunk?.right ?? before.right);
        if (choice.left <= beforeRight + layout.gap) continue;
        if (before && shrunk) Object.assign(before, { label: shrunk.label, anchorEnd: shrunk.anchorEnd, right: shrunk.right });
        lastInRow[row] = placed.length;
        placed.push({ x, number, label: choice.label, row, anchorEnd: choice.anchorEnd, right: choice.right });
        done = true;
      }
      if (done) break;
    }
    if (!done) placed.push({ x, number, label: null, row: 0, anchorEnd: false, right: x });
  }
  return placed.map(({ x, label, row, anchorEnd }) => ({ x, label, row, anchorEnd }));
}
