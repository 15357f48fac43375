import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StormEncounter } from '../../shared/risk';
import type { Palette } from '../../shared/settings/settings';
import type { Exceedance, LimitKey } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { plotColours, type PlotColours } from '../palette/plot-colours';
import { meteogramCharts, type MeteogramChart } from './meteogram-charts';
import { drawEnsemble, drawTimeMarks, rangeWithEnsemble, stormMarkColour, type ChartEnsemble } from './meteogram-ensemble-drawing';
import { MeteogramEnsembleLegend, useMeteogramEnsemble, type MeteogramEnsemble } from './meteogram-ensemble-legend';
import { ProbabilityStrip, type PlotArea } from './meteogram-probability-strip';
import { stormMarks, type StormMark } from './meteogram-storm-marks';

/**
 * The weather where the ship will be, as stacked uPlot charts over the voyage's time axis (UTC),
 * their cursors in step; waypoints marked with their names, distance run as a second scale on
 * top, the vessel's limits drawn and the stretches above them shaded. When the Risk tab has
 * fetched the ensemble along this voyage: its band, median, control (and members on demand) on the
 * charts of the elements it has, and a strip of the chance of exceeding each limit below; storms'
 * closest approaches marked on the time axis.
 */

const syncKey = 'passage-meteogram';
const chartHeightPx = 120;

interface MeteogramProps {
  series: RouteForecastSeries;
  palette: Palette;
  limits: VesselLimits | null;
  exceedances: readonly Exceedance[];
  widthPx: number;
  /** The cursor's time, UTC ms, or null when it leaves the charts. */
  onCursor?: (timeUtcMs: number | null) => void;
  /** A time set from elsewhere (hovering the route on the chart): the cursor moves there. */
  cursorFromChartUtcMs?: number | null;
  /** Storms against the open voyage as planned; each closest approach is marked on the time axis. */
  stormEncounters?: readonly StormEncounter[] | null;
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

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Time axis labels in UTC as navigators write them: "24 Nov" at midnight, "06Z" between. */
export function timeAxisLabel(seconds: number, stepSeconds: number): string {
  const date = new Date(seconds * 1000);
  const hours = date.getUTCHours();
  if (hours === 0 || stepSeconds >= 86_400) return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]}`;
  return `${String(hours).padStart(2, '0')}Z`;
}

function chartOptions(
  chart: MeteogramChart,
  props: MeteogramProps,
  colours: PlotColours,
  place: { first: boolean; last: boolean },
  onCursor: (u: uPlot) => void,
  overlay: ChartOverlay,
): uPlot.Options {
  const { first, last } = place;
  const { series, limits, exceedances } = props;
  const axisStyle = { stroke: colours.axis, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid, width: 1 } };
  const lineSeries: uPlot.Series[] = chart.lines.map((key, index) => {
    const element = series.elements.find((each) => each.key === key);
    return { label: `${element?.label ?? key} (${chart.unit})`, scale: chart.unit, stroke: colours.line[index % 3], width: index === 0 ? 2 : 1.5, spanGaps: false };
  });
  const directionSeries: uPlot.Series[] = (chart.directions ?? []).map((key) => ({
    label: `${series.elements.find((each) => each.key === key)?.label ?? key} (°T)`,
    scale: '°T',
    stroke: colours.axis,
    width: 0,
    points: { show: true, size: 3, stroke: colours.axis, fill: colours.axis },
  }));
  const chartLimits = (chart.limits ?? []) as LimitKey[];
  const shaded = exceedances.filter((each) => chartLimits.includes(each.limit));
  const axes: uPlot.Axis[] = [
    {
      ...axisStyle,
      size: first || last ? 30 : 6,
      values: (_u, splits, _index, foundSpace) => (first || last ? splits.map((seconds) => timeAxisLabel(seconds, foundSpace)) : splits.map(() => '')),
    },
    { ...axisStyle, scale: chart.unit, size: 52, label: chart.unit, labelSize: 14 },
  ];
  if (first) {
    axes.push({ ...axisStyle, scale: 'x', side: 0, size: 24, space: 90, values: (_u, splits) => splits.map((seconds) => `${Math.round(distanceAt(series, seconds * 1000))} nm`) });
  }
  if (directionSeries.length > 0) axes.push({ ...axisStyle, scale: '°T', side: 1, size: 36, grid: { show: false }, values: (_u, splits) => splits.map((deg) => `${deg}°`) });

  return {
    width: props.widthPx,
    height: chartHeightPx + (first ? 24 : 0) + (first || last ? 24 : 0),
    title: chart.title,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, '°T': { range: [0, 360] }, ...(overlay.ensemble === null ? {} : { [chart.unit]: { range: rangeWithEnsemble(overlay.ensemble) } }) },
    legend: { show: true, live: true },
    cursor: { sync: { key: syncKey }, points: { size: 6 } },
    series: [{ label: 'UTC' }, ...lineSeries, ...directionSeries],
    axes,
    hooks: {
      setCursor: [onCursor],
      ready: [(u) => reportPlotArea(u, overlay)],
      setScale: [(u, key) => key === 'x' && reportPlotArea(u, overlay)],
      draw: [
        (u) => {
          const { ctx, bbox } = u;
          ctx.save();
          // Stretches above the limits, then the limit lines themselves.
          for (const stretch of shaded) {
            const left = u.valToPos(stretch.fromUtcMs / 1000, 'x', true);
            const right = u.valToPos(stretch.toUtcMs / 1000, 'x', true);
            ctx.fillStyle = stretch.severity === 'hard' ? colours.hard : colours.soft;
            ctx.fillRect(left, bbox.top, Math.max(right - left, 2), bbox.height);
          }
          for (const key of chartLimits) {
            const limit = limits?.[key];
            if (!limit) continue;
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
          // Waypoints: a line at each ETA, the names along the top chart.
          ctx.setLineDash([2, 3]);
          ctx.strokeStyle = colours.waypoint;
          ctx.fillStyle = colours.waypoint;
          ctx.font = `${Math.round(10 * devicePixelRatio)}px system-ui, sans-serif`;
          ctx.textBaseline = 'top';
          for (const waypoint of series.waypoints) {
            const x = u.valToPos(waypoint.timeUtcMs / 1000, 'x', true);
            ctx.beginPath();
            ctx.moveTo(x, bbox.top);
            ctx.lineTo(x, bbox.top + bbox.height);
            ctx.stroke();
            if (first) ctx.fillText(waypoint.name, x + 3 * devicePixelRatio, bbox.top + 2 * devicePixelRatio);
          }
          ctx.restore();
          if (overlay.ensemble !== null) drawEnsemble(u, overlay.ensemble, chart.unit, colours);
          drawTimeMarks(u, overlay.marks, stormMarkColour(colours), colours, first);
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

function MeteogramChartView({ chart, first, last, props, overlay }: { chart: MeteogramChart; first: boolean; last: boolean; props: MeteogramProps; overlay: ChartOverlay }) {
  const holder = useRef<HTMLDivElement>(null);
  const [plot, setPlot] = useState<uPlot | null>(null);
  const { series, palette, limits, exceedances, widthPx, onCursor, cursorFromChartUtcMs } = props;
  useEffect(
    function createChart() {
      const target = holder.current;
      if (target === null) return;
      const colours = plotColours[palette];
      const reportCursor = (u: uPlot) => {
        if (!first || onCursor === undefined) return;
        const index = u.cursor.idx;
        const seconds = index === null || index === undefined ? null : u.data[0][index];
        onCursor(seconds === null || seconds === undefined ? null : seconds * 1000);
      };
      const data = chartData(chart, series);
      const created = new uPlot(chartOptions(chart, { series, palette, limits, exceedances, widthPx }, colours, { first, last }, reportCursor, overlay), data, target);
      setPlot(created);
      // For tests and for anyone checking: how many values each drawn line and ensemble band holds.
      target.dataset.points = data.slice(1).map((values, index) => `${[...chart.lines, ...(chart.directions ?? [])][index]}:${values.length}`).join(',');
      target.dataset.ensemble = (overlay.ensemble?.traces ?? []).map(({ trace }) => `${trace.element}:${trace.p10.filter((value) => value !== null).length}`).join(',');
      target.dataset.members = overlay.ensemble?.showMembers === true ? String(overlay.ensemble.traces.reduce((sum, { trace }) => sum + trace.members.length, 0)) : '0';
      target.dataset.stormMarks = overlay.marks.map((mark) => mark.label).join('|');
      return function destroyChart() {
        setPlot(null);
        created.destroy();
      };
    },
    [chart, first, last, series, palette, limits, exceedances, widthPx, onCursor, overlay],
  );
  useEffect(
    function followChartCursor() {
      // One chart is enough: the others follow through the cursor sync.
      if (!first || plot === null || cursorFromChartUtcMs === null || cursorFromChartUtcMs === undefined) return;
      plot.setCursor({ left: plot.valToPos(cursorFromChartUtcMs / 1000, 'x'), top: plot.bbox.height / devicePixelRatio / 2 });
    },
    [first, plot, cursorFromChartUtcMs],
  );
  return <div ref={holder} className="meteogram-chart" data-chart={chart.id} />;
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
  const unserved = useMemo(() => props.series.elements.filter((element) => element.error !== null), [props.series]);
  const ensemble = useMeteogramEnsemble(props.series);
  const [area, setArea] = useState<PlotArea | null>(null);
  const overlays = useChartOverlays(ensemble, props.stormEncounters, setArea);
  return (
    <div className="meteogram" data-testid="meteogram">
      <MeteogramEnsembleLegend ensemble={ensemble} palette={props.palette} />
      {meteogramCharts.map((chart, index) => (
        <MeteogramChartView
          key={chart.id}
          chart={chart}
          first={index === 0}
          last={index === meteogramCharts.length - 1}
          props={props}
          overlay={overlays.get(chart.id) ?? { ensemble: null, marks: [] }}
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
