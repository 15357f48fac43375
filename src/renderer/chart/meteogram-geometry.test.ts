import { describe, expect, it } from 'vitest';
import { findExceedances } from '../../shared/voyage/exceedances';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { screenAxes } from '../forecast/meteogram-screen-axes';
import { drawMeteogramChart } from '../reports/report-meteogram-geometry';
import { meteogramGeometry } from './meteogram-geometry';
import { chart, element, etdUtcMs, hourMs, noLimits, series } from './meteogram-series.fixture';

/**
 * Screen and paper draw one geometry: for the same forecast, limits and plot width, the screen
 * meteogram's axes (what uPlot is given) and the printed plan's SVG have the same time ticks and
 * labels, value range and ticks, direction ticks, limit lines, shaded stretches and waypoints.
 */
describe('one meteogram geometry on screen and on paper', () => {
  const wind = element('windSpeed10m', 'kn', [10, 15, 20, 25, 20, 15, 10]);
  const gust = element('windGust10m', 'kn', [14, 20, null, 34, 28, 20, 14]);
  const direction = element('windDirection10m', '°T', [0, 90, 180, 270, 360, null, 45]);
  const limits: VesselLimits = { ...noLimits, windKn: { value: 22, severity: 'soft' }, gustKn: { value: 45, severity: 'hard' } };
  const forecast = series([wind, gust, direction]);
  const exceedances = findExceedances(forecast, limits).exceedances;

  it('gives the screen the printed chart ticks, ranges and marks at the same width', () => {
    const printed = drawMeteogramChart({ series: forecast, chart: chart('wind'), limits, exceedances });
    const onScreen = meteogramGeometry({ series: forecast, chart: chart('wind'), limits, exceedances, plotWidth: printed.plot.width });
    const axes = screenAxes(onScreen, printed.plot.width);

    expect(axes.xTicks.map((tick) => tick.label)).toEqual(printed.timeTicks.map((tick) => tick.label));
    expect(axes.xTicks.map((tick) => tick.sec * 1000)).toEqual(printed.timeTicks.map((tick) => tick.timeUtcMs));
    expect(axes.xRangeSec).toEqual([etdUtcMs / 1000, (etdUtcMs + 36 * hourMs) / 1000]);
    expect(axes.yTicks.map((tick) => tick.label)).toEqual(printed.valueTicks.map((tick) => tick.label));
    // The gust limit (45 kn) is above every value, yet on both scales.
    expect(axes.yRange).toEqual([0, 50]);
    expect(axes.directionTicks.map((tick) => tick.label)).toEqual(printed.directionTicks.map((tick) => tick.label));
    expect(onScreen.marks.limitLines.map((line) => line.label)).toEqual(printed.limitLines.map((line) => line.label));
    expect(onScreen.marks.shading).toHaveLength(printed.shading.length);
    expect(onScreen.marks.waypoints.map((waypoint) => waypoint.text)).toEqual(['1 Maas Center', '2 WP 2', '3 Tagus Approach']);
    expect(printed.waypoints.map((waypoint) => waypoint.label)).toEqual(onScreen.marks.waypoints.map((waypoint) => waypoint.text));
  });

  it('ticks a wider screen chart more finely, and widens the value axis round an ensemble band', () => {
    const narrow = screenAxes(meteogramGeometry({ series: forecast, chart: chart('wind'), limits: noLimits, exceedances: [], plotWidth: 300 }), 300);
    const wide = screenAxes(meteogramGeometry({ series: forecast, chart: chart('wind'), limits: noLimits, exceedances: [], plotWidth: 900 }), 900);
    expect(narrow.xTicks.map((tick) => tick.label)).toEqual(['06Z', '12Z', '18Z', '2 Dec', '06Z', '12Z', '18Z']);
    expect(wide.xTicks.length).toBeGreaterThan(narrow.xTicks.length);
    const withBand = meteogramGeometry({ series: forecast, chart: chart('wind'), limits: noLimits, exceedances: [], plotWidth: 300, alsoHold: { min: 2, max: 41 } });
    expect(withBand.value?.max).toBeGreaterThanOrEqual(41);
    expect(narrow.yRange?.[1]).toBeLessThan(41);
  });
});

describe('where the forecast ends before the arrival', () => {
  it('marks the last forecast step, labelled, with the axis running on to the arrival', () => {
    // The service answers the last two positions (30 h and 36 h) past its last step: null values.
    const ending = series([element('windSpeed10m', 'kn', [10, 15, 20, 25, 20, null, null]), element('windGust10m', 'kn', [14, 20, 24, 30, null, null, null])]);
    const geometry = meteogramGeometry({ series: ending, chart: chart('wind'), limits: noLimits, exceedances: [], plotWidth: 300 });
    expect(geometry.marks.forecastEnd).toEqual({ timeUtcMs: etdUtcMs + 24 * hourMs, label: 'forecast ends 2 Dec 06Z' });
    expect(screenAxes(geometry, 300).xRangeSec).toEqual([etdUtcMs / 1000, (etdUtcMs + 36 * hourMs) / 1000]);
    const printed = drawMeteogramChart({ series: ending, chart: chart('wind'), limits: noLimits, exceedances: [] });
    expect(printed.forecastEnd?.label).toBe('forecast ends 2 Dec 06Z');
    // At two thirds of the plot: 24 h of a 36 h axis.
    expect(printed.forecastEnd?.x).toBeCloseTo(printed.plot.left + (printed.plot.width * 2) / 3, 5);
  });

  it('marks nothing when the forecast covers the voyage', () => {
    const covering = series([element('windSpeed10m', 'kn', [10, 15, 20, 25, 20, 15, 10])]);
    expect(meteogramGeometry({ series: covering, chart: chart('wind'), limits: noLimits, exceedances: [], plotWidth: 300 }).marks.forecastEnd).toBeNull();
    expect(drawMeteogramChart({ series: covering, chart: chart('wind'), limits: noLimits, exceedances: [] }).forecastEnd).toBeNull();
  });
});
