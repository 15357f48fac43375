import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLon } from '../../shared/geo';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { shipAt, stretchLine } from './forecast-route-stretch';

// The bisection must answer as the scan of every position it replaced did (exceedance-layer.tsx and
// forecast-route-layer.tsx until 6 December 2026): the positions it takes, by that scan.

/** Where the scan placed the ship: at the first position at or after the time, or between it and the one before. */
function expectShipAsScanned(series: RouteForecastSeries, line: readonly LatLon[], timeUtcMs: number): void {
  const { points } = series;
  const at = shipAt(series, line, timeUtcMs);
  const after = points.findIndex((point) => point.timeUtcMs >= timeUtcMs);
  if (after === -1 || after === 0) {
    expect(at).toEqual((after === 0 ? line[0] : line.at(-1)) ?? null);
    return;
  }
  const [before, next] = [points[after - 1]!, points[after]!];
  const share = next.timeUtcMs > before.timeUtcMs ? (timeUtcMs - before.timeUtcMs) / (next.timeUtcMs - before.timeUtcMs) : 0;
  expect(at!.lat).toBeCloseTo(line[after - 1]!.lat * (1 - share) + line[after]!.lat * share, 9);
  expect(at!.lon).toBeCloseTo(line[after - 1]!.lon * (1 - share) + line[after]!.lon * share, 9);
}

function scannedStretchLine(series: RouteForecastSeries, line: readonly LatLon[], fromUtcMs: number, toUtcMs: number) {
  const positions: LatLon[] = [];
  const pointIndexes: number[] = [];
  const start = shipAt(series, line, fromUtcMs);
  if (start !== null) positions.push(start);
  series.points.forEach((point, index) => {
    if (point.timeUtcMs <= fromUtcMs || point.timeUtcMs >= toUtcMs) return;
    positions.push(line[index]!);
    pointIndexes.push(index);
  });
  const end = shipAt(series, line, toUtcMs);
  if (end !== null) positions.push(end);
  const firstInside = series.points.findIndex((point) => point.timeUtcMs > fromUtcMs);
  const before = firstInside === -1 ? series.points.length - 1 : firstInside - 1;
  const after = series.points.findIndex((point) => point.timeUtcMs >= toUtcMs);
  if (before !== -1) pointIndexes.unshift(before);
  if (after !== -1) pointIndexes.push(after);
  return { positions, pointIndexes };
}

const hourMs = 3_600_000;

/** Positions an hour or so apart, some at the same time (a waypoint where the ship stops). */
function seriesOf(gapsHours: readonly number[]): { series: RouteForecastSeries; line: LatLon[] } {
  let timeUtcMs = Date.UTC(2026, 11, 6);
  const points = gapsHours.map((gap, index) => {
    timeUtcMs += gap * hourMs;
    return { timeUtcMs, lat: 10 + index * 0.1, lon: 170 + index * 0.2, distanceRunNm: index * 12, legIndex: index, waypointIndex: null };
  });
  const series = { voyageId: 'v', voyageRevision: 1, etdUtcMs: points[0]?.timeUtcMs ?? 0, etaUtcMs: points.at(-1)?.timeUtcMs ?? 0, positionsSent: 2, waypoints: [], points, elements: [] } as unknown as RouteForecastSeries;
  return { series, line: points.map(({ lat, lon }) => ({ lat, lon })) };
}

describe('the forecast route at a time, by bisection', () => {
  it('answers as the scan of every position did, for stretches inside, across and outside the forecast, their ends on a position or between', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(0, 1, 1, 1, 3), { minLength: 0, maxLength: 40 }),
        fc.integer({ min: -3, max: 90 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        (gaps, fromHours, lengthHours, halfHour) => {
          const { series, line } = seriesOf(gaps);
          const start = Date.UTC(2026, 11, 6) + fromHours * hourMs + (halfHour ? hourMs / 2 : 0);
          const end = start + lengthHours * hourMs;
          expectShipAsScanned(series, line, start);
          expectShipAsScanned(series, line, end);
          expect(stretchLine(series, line, start, end)).toEqual(scannedStretchLine(series, line, start, end));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('takes a 5,000-waypoint forecast\'s position at the stretch\'s ends, not by their order in the list', () => {
    const { series, line } = seriesOf(Array.from({ length: 5_150 }, () => 1));
    const from = series.points[2_500]!.timeUtcMs + hourMs / 2;
    const { positions, pointIndexes } = stretchLine(series, line, from, from + 3 * hourMs);
    expect(pointIndexes).toEqual([2_500, 2_501, 2_502, 2_503, 2_504]);
    expect(positions).toHaveLength(5);
    expect(positions[0]!.lat).toBeCloseTo((line[2_500]!.lat + line[2_501]!.lat) / 2, 9);
  });
});
