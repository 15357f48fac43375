import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { EnsemblePlume } from '../../shared/risk';
import type { Palette } from '../../shared/settings/settings';
import { limitText } from '../../shared/voyage/exceedances';
import { utcAxisLabel } from '../../shared/time/time-format';
import { ensembleControlStyle, ensembleMedianStyle, ensembleStyles, lineStyle, type SeriesStyle } from '../chart/series-style';
import { quantityReadout, utcSeries } from '../chart/uplot-readout';
import { uplotLine, withSeriesStyles } from '../chart/uplot-series-style';
import { drawEnsemble, drawTimeMarks, rangeWithEnsemble, type ChartEnsemble, type TimeMark } from '../forecast/meteogram-ensemble-drawing';
import { traceOf, type EnsembleTrace } from '../forecast/meteogram-ensemble-traces';
import { plotColours, type PlotColours } from '../palette/plot-colours';
import { limitLabels } from './ensemble-risk-section';

/**
 * The plume at one position over the model's forecast: per element the p10–p90 band, median,
 * control and members on demand (drawn as in the meteogram), and the chance of exceeding each
 * vessel limit over time; the ship's ETA there marked when it is known. Cursors in step; the
 * legend reads the figures at the cursor.
 */

const syncKey = 'passage-plume';
const elementTitles: Record<string, string> = {
  significantWaveHeight: 'Significant wave height (Hs)',
  windSpeed: 'Wind speed',
  windGust: 'Wind gust',
  swellHeight: 'Swell height',
  visibility: 'Visibility',
};

interface PlumeChartsProps {
  plume: EnsemblePlume;
  /** the ship's ETA at the position, marked on every chart; null when picked on the chart */
  markUtcMs: number | null;
  showMembers: boolean;
  palette: Palette;
  widthPx: number;
}

function axes(colours: PlotColours, unit: string): uPlot.Axis[] {
  const style = { stroke: colours.axis, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid, width: 1 } };
  return [
    { ...style, size: 30, values: (_u, splits, _index, foundSpace) => splits.map((seconds) => utcAxisLabel(seconds, foundSpace)) },
    { ...style, scale: unit, size: 44, label: unit, labelSize: 14 },
  ];
}

function marks(markUtcMs: number | null): TimeMark[] {
  return markUtcMs === null ? [] : [{ timeUtcMs: markUtcMs, label: 'ETA' }];
}

function PlumeChart({ options, styles, data, testId, dataset }: { options: uPlot.Options; styles: readonly (SeriesStyle | null)[]; data: uPlot.AlignedData; testId: string; dataset: Record<string, string> }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(
    function createPlumeChart() {
      const target = holder.current;
      if (target === null) return;
      const created = new uPlot(withSeriesStyles(options, styles), data, target);
      Object.assign(target.dataset, dataset);
      return function destroyPlumeChart() {
        created.destroy();
      };
    },
    [options, styles, data, dataset],
  );
  return <div ref={holder} className="plume-chart" data-testid={testId} />;
}

function elementChart(trace: EnsembleTrace, props: PlumeChartsProps, colours: PlotColours): { options: uPlot.Options; styles: (SeriesStyle | null)[]; data: uPlot.AlignedData } {
  const ensemble: ChartEnsemble = { traces: [{ trace, colourIndex: 0 }], showMembers: props.showMembers };
  // The statistics are uPlot series only for the legend's read-out at the cursor; drawEnsemble draws them.
  const hidden = (label: string, value: uPlot.Series['value'] = quantityReadout(trace.unit)): uPlot.Series => ({ label: `${label} (${trace.unit})`, scale: trace.unit, stroke: colours.line[0], width: 0, points: { show: false }, value });
  // One read-out for the band, "1.2–3.4 m": p10 and p90 are one thing drawn, so one legend key.
  const readout = quantityReadout(trace.unit);
  const bandReadout = (u: uPlot, p10: number | null, _series: number, index: number | null) =>
    p10 === null || index === null ? readout(u, null) : `${readout(u, p10).replace(/\s*\S+$/, '')}–${readout(u, trace.p90[index] ?? null)}`;
  return {
    options: {
      width: props.widthPx,
      height: 150,
      title: elementTitles[trace.element] ?? trace.element,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, [trace.unit]: { range: rangeWithEnsemble(ensemble) } },
      legend: { show: true, live: true },
      cursor: { sync: { key: syncKey }, points: { show: false } },
      series: [utcSeries(), hidden('p10–p90', bandReadout), hidden('median'), hidden('control')],
      axes: axes(colours, trace.unit),
      hooks: {
        draw: [
          (u) => {
            drawEnsemble(u, ensemble, trace.unit, colours);
            drawTimeMarks(u, marks(props.markUtcMs), colours.waypoint, colours, true);
          },
        ],
      },
    },
    // The statistics as drawEnsemble draws them, for the legend's keys.
    styles: [null, ensembleStyles.band, ensembleMedianStyle(0), ensembleControlStyle(0)],
    data: [trace.timesSec, trace.p10, trace.median, trace.control],
  };
}

function probabilityChart(plume: EnsemblePlume, checked: EnsemblePlume['limits'], props: PlumeChartsProps, colours: PlotColours): { options: uPlot.Options; styles: (SeriesStyle | null)[]; data: uPlot.AlignedData } {
  const limitWords = (limit: EnsemblePlume['limits'][number]) => limitText(limit.name, limit.value, limitLabels[limit.name]);
  return {
    options: {
      width: props.widthPx,
      height: 130,
      title: 'Chance of exceeding each limit (share of members)',
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, '%': { range: [0, 100] } },
      legend: { show: true, live: true },
      cursor: { sync: { key: syncKey }, points: { size: 5 } },
      series: [
        utcSeries(),
        ...checked.map((limit, index): uPlot.Series => ({ label: `${limitWords(limit)} (%)`, scale: '%', ...uplotLine(lineStyle(index), colours.line[index % 3] ?? colours.axis), value: quantityReadout('%') })),
      ],
      axes: axes(colours, '%'),
      hooks: { draw: [(u) => drawTimeMarks(u, marks(props.markUtcMs), colours.waypoint, colours, true)] },
    },
    styles: [null, ...checked.map((_, index) => lineStyle(index))],
    data: [plume.timesUtcMs.map((ms) => ms / 1000), ...checked.map((limit) => limit.probabilities.map((share) => (share === null ? null : share * 100)))],
  };
}

type OkElement = Extract<EnsemblePlume['elements'][number], { status: 'ok' }>;

function PlumeElementChart({ element, props }: { element: OkElement; props: PlumeChartsProps }) {
  const { plume, markUtcMs, showMembers, palette, widthPx } = props;
  const chart = useMemo(() => {
    const trace = traceOf(element.element, element.unit, plume.timesUtcMs.map((ms) => ms / 1000), element.steps);
    const built = elementChart(trace, { plume, markUtcMs, showMembers, palette, widthPx }, plotColours[palette]);
    return { ...built, dataset: { points: String(trace.p10.filter((value) => value !== null).length), members: showMembers ? String(trace.members.length) : '0' } };
  }, [element, plume, markUtcMs, showMembers, palette, widthPx]);
  return <PlumeChart testId={`plume-${element.element}`} options={chart.options} styles={chart.styles} data={chart.data} dataset={chart.dataset} />;
}

function PlumeProbabilityChart({ checked, props }: { checked: EnsemblePlume['limits']; props: PlumeChartsProps }) {
  const { plume, markUtcMs, showMembers, palette, widthPx } = props;
  const chart = useMemo(() => {
    const built = probabilityChart(plume, checked, { plume, markUtcMs, showMembers, palette, widthPx }, plotColours[palette]);
    return { ...built, dataset: { limits: checked.map((limit) => `${limit.name}:${limit.probabilities.map((share) => share ?? '').join(' ')}`).join('|') } };
  }, [checked, plume, markUtcMs, showMembers, palette, widthPx]);
  return <PlumeChart testId="plume-probability" options={chart.options} styles={chart.styles} data={chart.data} dataset={chart.dataset} />;
}

export function EnsemblePlumeCharts(props: PlumeChartsProps) {
  const { plume } = props;
  const checked = useMemo(() => plume.limits.filter((limit) => limit.reason === null), [plume]);
  const unchecked = plume.limits.filter((limit) => limit.reason !== null);
  return (
    <div className="plume" data-testid="ensemble-plume">
      {plume.elements.map((element) =>
        element.status === 'missing' ? (
          <p key={element.element} className="risk-problem">
            {elementTitles[element.element] ?? element.element}: {element.reason}
          </p>
        ) : (
          <PlumeElementChart key={element.element} element={element} props={props} />
        ),
      )}
      {checked.length > 0 && <PlumeProbabilityChart checked={checked} props={props} />}
      {unchecked.map((limit) => (
        <p key={limit.name} className="risk-note">
          {limitLabels[limit.name]}: not checked ({limit.reason})
        </p>
      ))}
    </div>
  );
}
