import { describe, expect, it } from 'vitest';
import { findExceedances } from '../../shared/voyage/exceedances';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { chart, element, etdUtcMs, hourMs, noLimits, series } from '../chart/meteogram-series.fixture';
import { drawMeteogramChart, meteogramLayout } from './report-meteogram-geometry';

describe('a printed meteogram chart', () => {
  const wind = element('windSpeed10m', 'kn', [10, 15, 20, 25, 20, 15, 10]);
  const gust = element('windGust10m', 'kn', [14, 20, null, 34, 28, 20, 14]);
  const direction = element('windDirection10m', '°T', [0, 90, 180, 270, 360, null, 45]);

  it('spans the voyage from the first to the last position, with UTC ticks inside the plot', () => {
    const drawing = drawMeteogramChart({ series: series([wind, gust, direction]), chart: chart('wind'), limits: noLimits, exceedances: [] });
    const { plot } = drawing;
    expect(plot.left).toBe(meteogramLayout.leftPx);
    expect(plot.left + plot.width).toBe(meteogramLayout.widthPx - meteogramLayout.rightPx);
    expect(drawing.timeTicks.map((tick) => tick.label)).toEqual(['06Z', '09Z', '12Z', '15Z', '18Z', '21Z', '2 Dec', '03Z', '06Z', '09Z', '12Z', '15Z', '18Z']);
    expect(drawing.timeTicks[0]?.x).toBeCloseTo(plot.left, 6);
    expect(drawing.timeTicks.at(-1)?.x).toBeCloseTo(plot.left + plot.width, 6);
  });

  it('draws each line through its values, high values up, with a gap where the model has none', () => {
    const drawing = drawMeteogramChart({ series: series([wind, gust, direction]), chart: chart('wind'), limits: noLimits, exceedances: [] });
    const [windLine, gustLine] = drawing.lines;
    expect(windLine?.styleIndex).toBe(0);
    expect(gustLine?.styleIndex).toBe(1);
    // Seven points, one move and six lines; the gust restarts after its missing value.
    expect(windLine?.path.match(/[ML]/g)?.join('')).toBe('MLLLLLL');
    expect(gustLine?.path.match(/[ML]/g)?.join('')).toBe('MLMLLL');
    // 0 to 40 kn (round above the 34 kn gust): 10 kn sits at three quarters down the plot.
    expect(drawing.valueTicks.map((tick) => tick.label)).toEqual(['0', '10', '20', '30', '40']);
    const { plot } = drawing;
    const firstY = Number(/^M[\d.]+ ([\d.]+)/.exec(windLine?.path ?? '')?.[1]);
    expect(firstY).toBeCloseTo(plot.top + plot.height * 0.75, 1);
    expect(drawing.valueTicks[0]?.y).toBeCloseTo(plot.top + plot.height, 6);
  });

  it('puts directions as dots on a 0-360 °T scale, 000° at the bottom', () => {
    const drawing = drawMeteogramChart({ series: series([wind, gust, direction]), chart: chart('wind'), limits: noLimits, exceedances: [] });
    expect(drawing.directionTicks.map((tick) => tick.label)).toEqual(['000°', '090°', '180°', '270°', '360°']);
    const dots = drawing.directions[0]?.dots ?? [];
    expect(dots).toHaveLength(6);
    const { plot } = drawing;
    expect(dots[0]?.y).toBeCloseTo(plot.top + plot.height, 6);
    expect(dots[2]?.y).toBeCloseTo(plot.top + plot.height / 2, 6);
    // 360° is north again: drawn at 000°, not over the top.
    expect(dots[4]?.y).toBeCloseTo(plot.top + plot.height, 6);
  });

  it('draws the limits of this chart, keeps them on the scale, and shades the stretches beyond', () => {
    const limits: VesselLimits = { ...noLimits, windKn: { value: 22, severity: 'soft' }, gustKn: { value: 45, severity: 'hard' }, significantWaveHeightM: { value: 4, severity: 'hard' } };
    const forecast = series([wind, gust, direction]);
    const exceedances = findExceedances(forecast, limits).exceedances;
    const drawing = drawMeteogramChart({ series: forecast, chart: chart('wind'), limits, exceedances });
    expect(drawing.limitLines.map((line) => line.label)).toEqual(['wind > 22 kn (warn limit)', 'gust > 45 kn (avoid limit)']);
    // The gust limit is above every value, yet on the scale: the margin to it shows.
    expect(drawing.valueTicks.at(-1)?.label).toBe('50');
    const gustLimit = drawing.limitLines[1];
    expect(gustLimit?.y).toBeGreaterThanOrEqual(drawing.plot.top);
    // Wind passes 22 kn between 12Z (20 kn) and 00Z (20 kn), round the 25 kn at 18Z, where the
    // second leg begins: one stretch on each leg, as the exceedance list gives them.
    expect(drawing.shading.map((stretch) => stretch.severity)).toEqual(['soft', 'soft']);
    const hoursAt = (x: number) => ((x - drawing.plot.left) * 36) / drawing.plot.width;
    const first = drawing.shading[0];
    const last = drawing.shading.at(-1);
    expect(hoursAt(first?.x ?? 0)).toBeGreaterThan(12);
    expect(hoursAt(first?.x ?? 0)).toBeLessThan(18);
    expect(hoursAt((last?.x ?? 0) + (last?.width ?? 0))).toBeGreaterThan(18);
    expect(hoursAt((last?.x ?? 0) + (last?.width ?? 0))).toBeLessThan(24);
    // The wave limit belongs to the waves chart, not here.
    expect(drawing.limitLines.some((line) => line.limit === 'significantWaveHeightM')).toBe(false);
  });

  it('marks every waypoint at its ETA with its number and name, a nameless one as WP n', () => {
    const drawing = drawMeteogramChart({ series: series([wind]), chart: chart('wind'), limits: noLimits, exceedances: [] });
    expect(drawing.waypoints.map((mark) => mark.label)).toEqual(['1 Maas Center', '2 WP 2', '3 Tagus Approach']);
    const { plot } = drawing;
    expect(drawing.waypoints[1]?.x).toBeCloseTo(plot.left + plot.width / 2, 6);
    // The last sits on the right edge: its name is written to the left of the line.
    expect(drawing.waypoints[2]?.anchorEnd).toBe(true);
    expect(drawing.waypoints[0]?.anchorEnd).toBe(false);
  });

  it('puts a name that would print over its neighbour in the next row, else its number, else shrinks the one before', () => {
    const crowded = series([wind]);
    // 36 h over 626 px: 17.4 px an hour. Names of 19 characters are about 96 px long.
    crowded.waypoints = [0, 0.5, 1, 1.5, 3, 3.5].map((hours, index) => ({ name: `Waypoint number ${index + 1}`, timeUtcMs: etdUtcMs + hours * hourMs, distanceRunNm: hours * 12 }));
    const marks = drawMeteogramChart({ series: crowded, chart: chart('wind'), limits: noLimits, exceedances: [] }).waypoints;
    expect(marks.map((mark) => mark.row)).toEqual([0, 1, 2, 0, 0, 1]);
    // The fourth has no row for its name or its number: the first shrinks to "1" to make room,
    // and so on; every waypoint keeps at least its number.
    expect(marks.map((mark) => mark.label)).toEqual(['1', '2', '3 Waypoint number 3', '4', '5 Waypoint number 5', '6 Waypoint number 6']);
    const packed = series([wind]);
    packed.waypoints = [0, 0.1, 0.2, 0.3, 0.4].map((hours, index) => ({ name: `W${index + 1}`, timeUtcMs: etdUtcMs + hours * hourMs, distanceRunNm: hours * 12 }));
    const dropped = drawMeteogramChart({ series: packed, chart: chart('wind'), limits: noLimits, exceedances: [] }).waypoints;
    expect(dropped.map((mark) => mark.label)).toEqual(['1 W1', '2 W2', '3 W3', null, null]);
  });

  it('says which elements it cannot draw: not served, or in a unit that is not the chart scale', () => {
    const waves = element('significantWaveHeight', 'm', [1, 2, 3, 2, 1, 1, 1]);
    const swell = element('significantHeightSwell', 'm', [], 'not in this model');
    const windSea = element('significantHeightWindWaves', 'ft', [3, 4, 5, 4, 3, 3, 3]);
    const drawing = drawMeteogramChart({ series: series([waves, swell, windSea]), chart: chart('waves'), limits: noLimits, exceedances: [] });
    expect(drawing.lines.map((line) => line.key)).toEqual(['significantWaveHeight']);
    expect(drawing.notes).toEqual(['significantHeightSwell: not served (not in this model)', 'significantHeightWindWaves: served in ft, not drawn on the m scale']);
  });

  it('has no line and no value axis when nothing of the chart was served', () => {
    const drawing = drawMeteogramChart({ series: series([wind]), chart: chart('pressure'), limits: noLimits, exceedances: [] });
    expect(drawing.lines).toEqual([]);
    expect(drawing.valueTicks).toEqual([]);
  });
});
