import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Palette } from '../../shared/settings/settings';
import type { ModelAlongRoute } from '../../shared/voyage/model-along-route';
import { describeDisagreement, largestDisagreement } from '../../shared/voyage/model-disagreement';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { plotColours } from '../palette/plot-colours';
import { syncedCursorHooks } from './synced-cursor';
import { utcAxisLabel } from '../../shared/time/time-format';
import { lineStyle } from '../chart/series-style';
import { uplotLine, withSeriesStyles } from '../chart/uplot-series-style';
import { meteogramSyncKey, quantityReadout, utcSeries } from '../chart/uplot-readout';
import { useContainerWidth } from '../chart/use-container-width';
import { meteogramFallbackWidthPx } from './route-meteogram';

/**
 * One element of another model beside the shipping forecast: both lines on the voyage's time
 * axis, the cursor in step with the meteogram, and the largest disagreement said in words and
 * marked on the chart. As wide as its place in the panel, following it as the panel is resized.
 */

const chartHeightPx = 110;

interface ModelComparisonChartProps {
  series: RouteForecastSeries;
  compared: ModelAlongRoute;
  elementKey: string;
  palette: Palette;
}

/**
 * Both lines on the union of their times. Where a line has no point of its own the value is
 * undefined, which uPlot joins over; a null the service sent stays a gap.
 */
function alignedData(series: RouteForecastSeries, compared: ModelAlongRoute, key: string): uPlot.AlignedData {
  const shipping = series.elements.find((each) => each.key === key);
  const model = compared.elements.find((each) => each.key === key);
  const shippingAt = new Map<number, number | null>();
  series.points.forEach((point, index) => shippingAt.set(point.timeUtcMs, shipping?.error === null ? (shipping.values[index] ?? null) : null));
  const modelAt = new Map<number, number | null>();
  compared.points.forEach((point, index) => modelAt.set(point.timeUtcMs, model?.values[index] ?? null));
  const times = [...new Set([...shippingAt.keys(), ...modelAt.keys()])].sort((a, b) => a - b);
  return [times.map((timeMs) => timeMs / 1000), times.map((timeMs) => shippingAt.get(timeMs)), times.map((timeMs) => modelAt.get(timeMs))];
}

export function ModelComparisonChart({ series, compared, elementKey, palette }: ModelComparisonChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const figure = useRef<HTMLElement>(null);
  const widthPx = useContainerWidth(figure, meteogramFallbackWidthPx);
  const element = compared.elements.find((each) => each.key === elementKey);
  const shippingLabel = series.elements.find((each) => each.key === elementKey)?.label ?? elementKey;
  const unit = element?.unit ?? '';
  const disagreement = useMemo(() => largestDisagreement(series, compared, elementKey), [series, compared, elementKey]);
  const sentence = describeDisagreement(disagreement, compared.model.name, elementKey);
  useEffect(
    function createComparisonChart() {
      const target = holder.current;
      if (target === null || element === undefined) return;
      const colours = plotColours[palette];
      const axisStyle = { stroke: colours.axis, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid, width: 1 } };
      const options: uPlot.Options = {
        width: widthPx,
        height: chartHeightPx + 30,
        title: `${shippingLabel}: shipping forecast and ${compared.model.name}`,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        legend: { show: true, live: true },
        cursor: { sync: { key: meteogramSyncKey }, points: { size: 6 } },
        series: [
          utcSeries(),
          { label: `Shipping forecast (${unit})`, scale: unit, ...uplotLine(lineStyle(0), colours.line[0]), value: quantityReadout(unit) },
          { label: `${compared.model.name} (${unit})`, scale: unit, ...uplotLine(lineStyle(1), colours.line[1]), value: quantityReadout(unit) },
        ],
        axes: [
          { ...axisStyle, size: 30, values: (_u, splits, _index, tickSpacing) => splits.map((seconds) => utcAxisLabel(seconds, tickSpacing)) },
          { ...axisStyle, scale: unit, size: 52, label: unit, labelSize: 14 },
        ],
        hooks: {
          ...syncedCursorHooks(series.voyageId),
          draw: [
            function markLargestDisagreement(u: uPlot) {
              if (disagreement === null) return;
              const x = u.valToPos(disagreement.timeUtcMs / 1000, 'x', true);
              const top = u.valToPos(Math.max(disagreement.modelValue, disagreement.shippingValue), unit, true);
              const bottom = u.valToPos(Math.min(disagreement.modelValue, disagreement.shippingValue), unit, true);
              const { ctx } = u;
              ctx.save();
              ctx.strokeStyle = colours.cursor;
              ctx.lineWidth = 2 * devicePixelRatio;
              ctx.beginPath();
              ctx.moveTo(x, top);
              ctx.lineTo(x, bottom);
              ctx.stroke();
              ctx.restore();
            },
          ],
        },
      };
      const data = alignedData(series, compared, elementKey);
      const created = new uPlot(withSeriesStyles(options, [null, lineStyle(0), lineStyle(1)]), data, target);
      // For tests and for anyone checking: the points each line draws (its own, not the joined-over ones).
      const drawn = (values: ArrayLike<number | null | undefined>) => Array.from(values).filter((value) => value !== undefined).length;
      target.dataset.points = `shipping:${drawn(data[1]!)},model:${drawn(data[2]!)}`;
      return function destroyComparisonChart() {
        created.destroy();
      };
    },
    [series, compared, elementKey, element, palette, widthPx, unit, shippingLabel, disagreement],
  );

  if (element === undefined) return null;
  return (
    <figure ref={figure} className="model-comparison-chart" data-testid="model-comparison-chart" data-element={elementKey} data-model={compared.model.id} data-width-px={widthPx}>
      <div ref={holder} />
      <figcaption data-testid="model-disagreement">{sentence}</figcaption>
    </figure>
  );
}
