import { labelWithUnit } from '../../shared/format/quantity-format';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StormEncounter } from '../../shared/risk';
import type { Palette } from '../../shared/settings/settings';
import { meteogramGeometry, shadedSpan, timeScaleFor } from '../chart/meteogram-geometry';
import { placeWaypointNames } from '../chart/meteogram-marks';
import { useContainerWidth } from '../chart/use-container-width';
import { meteogramSyncKey, quantityReadout, utcSeries } from '../chart/uplot-readout';
import { syncedCursorHooks } from './synced-cursor';
import type { Exceedance } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { plotColours, type PlotColours } from '../palette/plot-colours';
import { directionStyle, lineStyle } from '../chart/series-style';
import { uplotLine, withSeriesStyles } from '../chart/uplot-series-style';
import { meteogramCharts, meteogramSeriesStyles, type MeteogramChart } from './meteogram-charts';
import { drawEnsemble, drawTimeMarks, stormMarkColour, type ChartEnsemble } from './meteogram-ensemble-drawing';
import { traceExtent } from './meteogram-ensemble-traces';
import { screenAxes } from './meteogram-screen-axes';
import { climateBands, drawClimateBands, withClimateExtent } from './meteogram-climate-band';
import { MeteogramClimateLegend } from './meteogram-climate-legend';
import type { ClimateStretch } from '../../shared/voyage/climate-along-route';
import { MeteogramEnsembleLegend, useMeteogramEnsemble, type MeteogramEnsemble } from './meteogram-ensemble-legend';
import { ProbabilityStrip, type PlotArea } from './meteogram-probability-strip';
import { stormMarks, type StormMark } from './meteogram-storm-marks';
import { spacedMarkIndexes } from './waypoint-marks';

/**
 * The weather where the ship will be, as stacked uPlot charts over the voyage's time axis (UTC),
 * their cursors in step; waypoints marked with their names, distance run as a second scale on
 * top, the vessel's limits drawn and the stretches above them shaded. When the Risk tab has
 * fetched the ensemble along this voyage: its band, median, control (and members on demand) on the
 * charts of the elements it has, and a strip of the chance of exceeding each limit below; storms'
 * closest approaches marked on the time axis.
 */

const chartHeightPx = 120;
/** Waypoint lines closer than this (CSS px) are thinned: thousands on one chart are a smear. */
const waypointGapPx = 12;

interface MeteogramProps {
  series: RouteForecastSeries;
  palette: Palette;
  limits: VesselLimits | null;
  exceedances: readonly Exceedance[];
  /** Drawn at the container's width (followed as it changes); this until it is measured. */
  fallbackWidthPx: number;
  /** The cursor's time, UTC ms, or null when it leaves the charts. */
  onCursor?: (timeUtcMs: number | null) => void;
  /** A time set from elsewhere (hovering the route on the chart): the cursor moves there. */
  cursorFromChartUtcMs?: number | null;
  /** Storms against the open voyage as planned; each closest approach is marked on the time axis. */
  stormEncounters?: readonly StormEncounter[] | null;
  /** Past the forecast's end, the climate at the waypoints: drawn as its own band (meteogram-climate-band.ts). */
  climate?: readonly ClimateStretch[] | null;
}

/** What a chart draws besides the forecast: its share of the ensemble, the storms' CPAs, and where its plot area is. */
interface ChartOverlay {
  ensemble: ChartEnsemble | null;
  marks: readonly StormMark[];
  onPlotArea?: (area: PlotArea) => void;
}

/** Distance run at a time, interpolated between the forecast positions. */
function distanceAt(series: RouteForecastSeries, timeUtcMs: number): number {
  const { points } = series;
  const index = points.findIndex((point) => point.timeUtcMs >= timeUtcMs);
  if (index <= 0) return index === 0 ? (points[0]?.distanceRunNm ?? 0) : (points.at(-1)?.distanceRunNm ?? 0);
  const after = points[index]!;
  const before = points[index - 1]!;
  const spanMs = after.timeUtcMs - before.timeUtcMs;
  return spanMs > 0 ? before.distanceRunNm + ((after.distanceRunNm - before.distanceRunNm) * (timeUtcMs - before.timeUtcMs)) / spanMs : after.distanceRunNm;
}


const valueAxisPx = 52;
const directionAxisPx = 36;
/** uPlot's own padding round the plot, in CSS pixels. */
const plotPaddingPx = 10;

/** The plot's width before uPlot has laid it out: the chart's less its value axes. */
function estimatedPlotWidthPx(chartWidthPx: number, hasDirections: boolean): number {
  return Math.max(chartWidthPx - valueAxisPx - (hasDirections ? directionAxisPx : 0) - plotPaddingPx, 1);
}

/** The waypoint names along the top chart: font and rows, in CSS pixels. */
const nameFontPx = 11;
const nameRows = 2;

function chartOptions(
  chart: MeteogramChart,
  props: Pick<MeteogramProps, 'series' | 'limits' | 'exceedances' | 'climate' | 'palette'> & { widthPx: number },
  colours: PlotColours,
  place: { first: boolean; last: boolean },
  cursorHooks: ReturnType<typeof syncedCursorHooks>,
  overlay: ChartOverlay,
): uPlot.Options {
  const { first, last } = place;
  const { series, limits, exceedances } = props;
  const axisStyle = { stroke: colours.axis, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid, width: 1 } };
  const lineSeries: uPlot.Series[] = chart.lines.map((key, index) => {
    const element = series.elements.find((each) => each.key === key);
    return { label: labelWithUnit(element?.label ?? key, chart.unit), scale: chart.unit, ...uplotLine(lineStyle(index), colours.line[index % 3] ?? colours.axis), spanGaps: false, value: quantityReadout(chart.unit) };
  });
  const directionSeries: uPlot.Series[] = (chart.directions ?? []).map((key) => ({
    label: `${series.elements.find((each) => each.key === key)?.label ?? key} (°T)`,
    scale: '°T',
    value: quantityReadout('°T'),
    ...uplotLine(directionStyle, colours.axis),
  }));
  // The same geometry as the printed meteogram (chart/meteogram-geometry.ts): time and value
  // ticks, ranges, limits, shading and waypoints; only the drawing differs.
  const climate = climateBands(chart.id, props.climate);
  const alsoHold = withClimateExtent(overlay.ensemble === null ? null : traceExtent(overlay.ensemble.traces.map((each) => each.trace), overlay.ensemble.showMembers), climate);
  const plotWidthPx = estimatedPlotWidthPx(props.widthPx, directionSeries.length > 0);
  const geometry = meteogramGeometry({ series, chart, limits, exceedances, plotWidth: plotWidthPx, alsoHold });
  const { marks } = geometry;
  const estimated = screenAxes(geometry, plotWidthPx);
  // The time ticks for the plot as it is now (a resize or a zoom asks again), labels from the same scale.
  const timeTicks = (u: uPlot, minSec: number, maxSec: number) => (maxSec > minSec ? timeScaleFor(minSec * 1000, maxSec * 1000, u.bbox.width > 0 ? u.bbox.width / devicePixelRatio : estimatedPlotWidthPx(u.width, directionSeries.length > 0)).ticks : []);
  const axes: uPlot.Axis[] = [
    {
      ...axisStyle,
      size: first || last ? 30 : 6,
      splits: (u, _axis, minSec, maxSec) => timeTicks(u, minSec, maxSec).map((tick) => tick.timeUtcMs / 1000),
      values: (u, splits) => {
        const labels = new Map(timeTicks(u, u.scales.x?.min ?? 0, u.scales.x?.max ?? 0).map((tick) => [tick.timeUtcMs / 1000, tick.label]));
        return splits.map((seconds) => (first || last ? (labels.get(seconds) ?? '') : ''));
      },
    },
    {
      ...axisStyle,
      scale: chart.unit,
      size: valueAxisPx,
      label: chart.unit,
      labelSize: 14,
      ...(estimated.yRange === null ? {} : { splits: () => estimated.yTicks.map((tick) => tick.value), values: () => estimated.yTicks.map((tick) => tick.label) }),
    },
  ];
  if (first) {
    // Short ticks and a small gap: with uPlot's 10 px ticks and 5 px gap a 12 px label had 9 px
    // of the axis's 24 and its top was cut off by the chart's edge.
    axes.push({ ...axisStyle, ticks: { ...axisStyle.ticks, size: 4 }, gap: 3, scale: 'x', side: 0, size: 24, space: 90, values: (_u, splits) => splits.map((seconds) => `${Math.round(distanceAt(series, seconds * 1000))} nm`) });
  }
  if (directionSeries.length > 0) {
    axes.push({ ...axisStyle, scale: '°T', side: 1, size: directionAxisPx, grid: { show: false }, splits: () => estimated.directionTicks.map((tick) => tick.deg), values: () => estimated.directionTicks.map((tick) => tick.label) });
  }
  const yRange = estimated.yRange;

  return {
    width: props.widthPx,
    height: chartCanvasHeightPx(first, last),
    title: chart.title,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, '°T': { range: [0, 360] }, ...(yRange === null ? {} : { [chart.unit]: { range: () => yRange } }) },
    legend: { show: true, live: true },
    cursor: { sync: { key: meteogramSyncKey }, points: { size: 6 } },
    series: [utcSeries(), ...lineSeries, ...directionSeries],
    axes,
    hooks: {
      setCursor: cursorHooks.setCursor,
      ready: [...cursorHooks.ready, (u) => reportPlotArea(u, overlay)],
      setScale: [(u, key) => key === 'x' && reportPlotArea(u, overlay)],
      // A wider container moves the plot area: the probability strip below follows it.
      setSize: [(u) => reportPlotArea(u, overlay)],
      draw: [
        (u) => {
          const { ctx, bbox } = u;
          ctx.save();
          // Stretches above the limits, then the limit lines themselves.
          for (const stretch of marks.shading) {
            const span = shadedSpan(u.valToPos(stretch.fromUtcMs / 1000, 'x', true), u.valToPos(stretch.toUtcMs / 1000, 'x', true), bbox.left, bbox.left + bbox.width, 2);
            ctx.fillStyle = stretch.severity === 'hard' ? colours.hard : colours.soft;
            ctx.fillRect(span.x, bbox.top, span.width, bbox.height);
          }
          for (const limit of marks.limitLines) {
            const y = u.valToPos(limit.value, chart.unit, true);
            if (y < bbox.top || y > bbox.top + bbox.height) continue;
            ctx.strokeStyle = limit.severity === 'hard' ? colours.hard.replace(/[\d.]+\)$/, '0.9)') : colours.soft.replace(/[\d.]+\)$/, '0.9)');
            ctx.setLineDash([6, 4]);
            ctx.lineWidth = 1.5;
            ctx.beginPath();
            ctx.moveTo(bbox.left, y);
            ctx.lineTo(bbox.left + bbox.width, y);
            ctx.stroke();
          }
          // Waypoints: a line at each ETA; on the top chart the names, placed in rows as on paper
          // so that no name is written over another.
          ctx.setLineDash([2, 3]);
          ctx.strokeStyle = colours.waypoint;
          ctx.fillStyle = colours.waypoint;
          const xs = marks.waypoints.map((waypoint) => u.valToPos(waypoint.timeUtcMs / 1000, 'x', true));
          // Only the marks the chart has room for (waypoint-marks.ts): 5,000 waypoints would paint the plot solid.
          const shown = spacedMarkIndexes(xs, waypointGapPx * devicePixelRatio);
          for (const index of shown) {
            const x = xs[index] ?? 0;
            ctx.beginPath();
            ctx.moveTo(x, bbox.top);
            ctx.lineTo(x, bbox.top + bbox.height);
            ctx.stroke();
          }
          if (first) {
            const ratio = devicePixelRatio;
            ctx.font = `${Math.round(nameFontPx * ratio)}px system-ui, sans-serif`;
            ctx.textBaseline = 'top';
            const names = placeWaypointNames(
              shown.map((index) => ({ x: (xs[index] ?? 0) / ratio, number: marks.waypoints[index]?.number ?? String(index + 1), text: marks.waypoints[index]?.text ?? '' })),
              { rightEdge: (bbox.left + bbox.width) / ratio, rows: nameRows, charWidth: nameFontPx * 0.58, gap: 4 },
            );
            // A halo of the panel's colour under each name: the other waypoints' lines (dozens on a
            // long route) otherwise cross its letters.
            ctx.setLineDash([]);
            ctx.lineWidth = 3 * ratio;
            ctx.lineJoin = 'round';
            ctx.strokeStyle = getComputedStyle(u.root).getPropertyValue('--panel').trim() || 'transparent';
            for (const name of names) {
              if (name.label === null) continue;
              ctx.textAlign = name.anchorEnd ? 'right' : 'left';
              const x = (name.x + (name.anchorEnd ? -3 : 3)) * ratio;
              const y = bbox.top + (2 + name.row * (nameFontPx + 2)) * ratio;
              ctx.strokeText(name.label, x, y);
              ctx.fillText(name.label, x, y);
            }
          }
          // Where the forecast stops before the arrival: past it the chart is empty, not calm.
          if (marks.forecastEnd !== null) {
            const x = u.valToPos(marks.forecastEnd.timeUtcMs / 1000, 'x', true);
            ctx.setLineDash([8, 4]);
            ctx.lineWidth = 2;
            ctx.beginPath();
            ctx.moveTo(x, bbox.top);
            ctx.lineTo(x, bbox.top + bbox.height);
            ctx.stroke();
            ctx.font = `${Math.round(nameFontPx * devicePixelRatio)}px system-ui, sans-serif`;
            ctx.textAlign = 'right';
            ctx.textBaseline = 'bottom';
            ctx.fillText(marks.forecastEnd.label, x - 3 * devicePixelRatio, bbox.top + bbox.height - 2 * devicePixelRatio);
          }
          ctx.restore();
          if (overlay.ensemble !== null) drawEnsemble(u, overlay.ensemble, chart.unit, colours);
          drawTimeMarks(u, overlay.marks, stormMarkColour(colours), colours, first);
          drawClimateBands(u, chart.unit, climate, props.palette);
        },
      ],
    },
  };
}

function reportPlotArea(u: uPlot, overlay: ChartOverlay): void {
  const { min, max } = u.scales.x ?? {};
  if (overlay.onPlotArea === undefined || min === undefined || max === undefined) return;
  overlay.onPlotArea({ leftPx: u.bbox.left / devicePixelRatio, widthPx: u.bbox.width / devicePixelRatio, minSec: min, maxSec: max });
}

function chartData(chart: MeteogramChart, series: RouteForecastSeries): uPlot.AlignedData {
  const times = series.points.map((point) => point.timeUtcMs / 1000);
  const valuesOf = (key: string) => {
    const element = series.elements.find((each) => each.key === key);
    // An element the service could not serve has no values: a gap over the whole voyage.
    return element && element.error === null ? element.values : times.map(() => null);
  };
  return [times, ...chart.lines.map(valuesOf), ...(chart.directions ?? []).map(valuesOf)];
}

/** The canvas's height: the plot, and the time axes above the first chart and below the first and last. */
function chartCanvasHeightPx(first: boolean, last: boolean): number {
  return chartHeightPx + (first ? 24 : 0) + (first || last ? 24 : 0);
}

/** A legend's time column and one of its entries, about, in CSS pixels. */
const legendTimePx = 50;
const legendEntryPx = 250;

/**
 * Room kept for a chart not yet built, so that the charts below do not move as it comes: its
 * canvas, its title, and its legend in rows of as many entries as fit beside its time (at
 * forecast.css's 11 px an entry is about 250 px wide: the side panel holds one a row).
 */
function reservedHeightPx(chart: MeteogramChart, first: boolean, last: boolean, widthPx: number): number {
  const entries = chart.lines.length + (chart.directions?.length ?? 0);
  const perRow = Math.max(1, Math.floor((widthPx - legendTimePx) / legendEntryPx));
  const rows = Math.ceil(entries / perRow);
  return chartCanvasHeightPx(first, last) + 18 + rows * 14;
}

/**
 * Forecast positions' worth of charts built in one frame: uPlot draws every chart's lines and
 * marks at every position (each waypoint and each model step between them). At 1,000 waypoints
 * over 10 days (about 1,150 positions) a chart took about 17 ms, and the seven built together
 * held the frame that shows the forecast for about 120 ms of its 150-310 (window-responsiveness
 * bench): they come one a frame. A short voyage's (175 positions at 30 waypoints) all come in the
 * first frame, as before: one a frame there only added 140 ms to showing a cached forecast
 * (route-forecast bench).
 */
const positionsPerFrame = 1_500;

/**
 * How many of `total` charts are built: all of them in the frame that shows the forecast when
 * they fit a frame together, else none in that frame (it has the Forecast tab to render: at 1,000
 * waypoints the first chart built there was 15 of its 64 ms of script in a profile) and as many as
 * fit a frame in each frame after; again from the start when `forWhat` (the forecast) is another.
 */
function useBuiltByTheFrame(total: number, forWhat: RouteForecastSeries): number {
  const perFrame = Math.max(1, Math.floor(positionsPerFrame / Math.max(forWhat.points.length, 1)));
  const first = perFrame >= total ? total : 0;
  const [built, setBuilt] = useState({ forWhat, count: first });
  const count = built.forWhat === forWhat ? built.count : first;
  // React's way to reset state on a new prop: set during render, rendered again before commit.
  if (built.forWhat !== forWhat) setBuilt({ forWhat, count: first });
  useEffect(
    function buildTheNextCharts() {
      if (count >= total) return;
      const frame = requestAnimationFrame(() => setBuilt((now) => (now.forWhat === forWhat ? { forWhat, count: Math.min(total, now.count + perFrame) } : now)));
      return function stopBuilding() {
        cancelAnimationFrame(frame);
      };
    },
    [count, total, forWhat, perFrame],
  );
  return count;
}

function MeteogramChartView({ chart, first, last, props, overlay, widthPx, build }: { chart: MeteogramChart; first: boolean; last: boolean; props: MeteogramProps; overlay: ChartOverlay; widthPx: number; build: boolean }) {
  const holder = useRef<HTMLDivElement>(null);
  const [plot, setPlot] = useState<uPlot | null>(null);
  const { series, palette, limits, exceedances, onCursor, cursorFromChartUtcMs, climate } = props;
  // The width a chart is built at; a new width resizes the chart built (followWidth), never rebuilds it.
  const builtWidthPx = useRef(widthPx);
  builtWidthPx.current = widthPx;
  useEffect(
    function createChart() {
      const target = holder.current;
      if (target === null || !build) return;
      const colours = plotColours[palette];
      const reportCursor = (u: uPlot) => {
        if (!first || onCursor === undefined) return;
        const index = u.cursor.idx;
        const seconds = index === null || index === undefined ? null : u.data[0][index];
        onCursor(seconds === null || seconds === undefined ? null : seconds * 1000);
      };
      const data = chartData(chart, series);
      const cursorHooks = syncedCursorHooks(series.voyageId, reportCursor);
      const options = chartOptions(chart, { series, limits, exceedances, climate, palette, widthPx: builtWidthPx.current }, colours, { first, last }, cursorHooks, overlay);
      const created = new uPlot(withSeriesStyles(options, meteogramSeriesStyles(chart)), data, target);
      setPlot(created);
      // For tests and for anyone checking: how many values each drawn line and ensemble band holds.
      target.dataset.points = data.slice(1).map((values, index) => `${[...chart.lines, ...(chart.directions ?? [])][index]}:${values.length}`).join(',');
      target.dataset.ensemble = (overlay.ensemble?.traces ?? []).map(({ trace }) => `${trace.element}:${trace.p10.filter((value) => value !== null).length}`).join(',');
      target.dataset.members = overlay.ensemble?.showMembers === true ? String(overlay.ensemble.traces.reduce((sum, { trace }) => sum + trace.members.length, 0)) : '0';
      target.dataset.stormMarks = overlay.marks.map((mark) => mark.label).join('|');
      target.dataset.climateBands = String(climateBands(chart.id, climate).length);
      return function destroyChart() {
        setPlot(null);
        created.destroy();
      };
    },
    [chart, first, last, series, palette, limits, exceedances, onCursor, overlay, climate, build],
  );
  useEffect(
    function followWidth() {
      if (plot !== null && plot.width !== widthPx) plot.setSize({ width: widthPx, height: plot.height });
    },
    [plot, widthPx],
  );
  useEffect(
    function followChartCursor() {
      // One chart is enough: the others follow through the cursor sync.
      if (!first || plot === null || cursorFromChartUtcMs === null || cursorFromChartUtcMs === undefined) return;
      // Not reported back (no setCursor hook): the meteogram would snap a time between its
      // points (a ship dragged on the chart) to its nearest point and move the chart's time.
      plot.setCursor({ left: plot.valToPos(cursorFromChartUtcMs / 1000, 'x'), top: plot.bbox.height / devicePixelRatio / 2 }, false);
    },
    [first, plot, cursorFromChartUtcMs],
  );
  return <div ref={holder} className="meteogram-chart" data-chart={chart.id} style={build ? undefined : { minHeight: reservedHeightPx(chart, first, last, widthPx) }} />;
}

/** Each chart's overlay, the same object while nothing it holds changes (a new one redraws the chart). */
function useChartOverlays(ensemble: MeteogramEnsemble, encounters: MeteogramProps['stormEncounters'], onPlotArea: (area: PlotArea) => void): Map<string, ChartOverlay> {
  const marks = useMemo(() => stormMarks(encounters), [encounters]);
  const { traces, showMembers } = ensemble;
  return useMemo(() => {
    const overlays = new Map<string, ChartOverlay>();
    meteogramCharts.forEach((chart, index) => {
      const onChart = (chart.ensemble ?? []).flatMap((element, colourIndex) => {
        const trace = traces.get(element);
        return trace === undefined ? [] : [{ trace, colourIndex }];
      });
      overlays.set(chart.id, { ensemble: onChart.length === 0 ? null : { traces: onChart, showMembers }, marks, ...(index === 0 ? { onPlotArea } : {}) });
    });
    return overlays;
  }, [traces, showMembers, marks, onPlotArea]);
}

export function Meteogram(props: MeteogramProps) {
  const root = useRef<HTMLDivElement>(null);
  const widthPx = useContainerWidth(root, props.fallbackWidthPx);
  const unserved = useMemo(() => props.series.elements.filter((element) => element.error !== null), [props.series]);
  const ensemble = useMeteogramEnsemble(props.series);
  const [area, setArea] = useState<PlotArea | null>(null);
  const overlays = useChartOverlays(ensemble, props.stormEncounters, setArea);
  const built = useBuiltByTheFrame(meteogramCharts.length, props.series);
  return (
    <div className="meteogram" data-testid="meteogram" ref={root} data-width-px={widthPx}>
      <MeteogramEnsembleLegend ensemble={ensemble} palette={props.palette} />
      <MeteogramClimateLegend stretches={props.climate} palette={props.palette} />
      {meteogramCharts.map((chart, index) => (
        <MeteogramChartView
          key={chart.id}
          chart={chart}
          first={index === 0}
          last={index === meteogramCharts.length - 1}
          props={props}
          overlay={overlays.get(chart.id) ?? { ensemble: null, marks: [] }}
          widthPx={widthPx}
          build={index < built}
        />
      ))}
      {ensemble.result !== null && area !== null && <ProbabilityStrip result={ensemble.result} limits={props.limits} area={area} colours={plotColours[props.palette]} />}
      {unserved.length > 0 && (
        <ul className="meteogram-unserved" data-testid="unserved-elements">
          {unserved.map((element) => (
            <li key={element.key}>
              {element.label}: not served ({element.error})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
