import type uPlot from 'uplot';
import type { Palette } from '../../shared/settings/settings';
import type { ClimateStretch } from '../../shared/voyage/climate-along-route';

/**
 * The climate beyond the forecast on the meteogram: for each stretch a hatched band between the
 * two typical values the service's climate gives for the chart (mean wind to mean gust on the wind
 * chart, mean daily low to high on the temperature chart), labelled "Climate (period)". Its own
 * colour and hatch, never a line: it must not be read as the forecast going on. Charts of
 * quantities the climate does not give (waves, current, pressure, visibility) stay empty past the
 * forecast's end.
 */

type TypicalStretch = Extract<ClimateStretch, { status: 'typical' }>;

/** Which typical values bound the band on a chart, by chart id; a chart not listed gets none. */
const bandOf: Record<string, { unit: string; low: (stretch: TypicalStretch) => number | null; high: (stretch: TypicalStretch) => number | null}> = {
  wind: { unit: 'kn', low: (stretch) => stretch.windKn, high: (stretch) => stretch.gustKn },
  temperature: { unit: '°C', low: (stretch) => stretch.temperatureLowC, high: (stretch) => stretch.temperatureHighC },
};

/** The band's colour per palette: a neutral hatch by day, dim and warm at night like every line there. */
export const climateBandColour: Record<Palette, string> = { day: '#5b6b7a', dusk: '#a8a296', night: '#7a3414' };

interface BandSpan {
  fromUtcMs: number;
  toUtcMs: number;
  low: number;
  high: number;
  label: string;
}

/** The bands a chart draws, in the chart's unit; empty for a chart the climate gives nothing for. */
export function climateBands(chartId: string, stretches: readonly ClimateStretch[] | null | undefined): BandSpan[] {
  const band = bandOf[chartId];
  if (band === undefined || stretches === null || stretches === undefined) return [];
  return stretches.flatMap((stretch) => {
    if (stretch.status !== 'typical') return [];
    const low = band.low(stretch);
    const high = band.high(stretch);
    if (low === null || high === null) return [];
    return [{ fromUtcMs: stretch.fromUtcMs, toUtcMs: stretch.toUtcMs, low: Math.min(low, high), high: Math.max(low, high), label: `Climate (${stretch.periodWords})` }];
  });
}

/** What the value axis must hold for the bands, merged with what it holds already. */
export function withClimateExtent(extent: { min: number; max: number } | null, bands: readonly BandSpan[]): { min: number; max: number } | null {
  if (bands.length === 0) return extent;
  const min = Math.min(extent?.min ?? Infinity, ...bands.map((band) => band.low));
  const max = Math.max(extent?.max ?? -Infinity, ...bands.map((band) => band.high));
  return { min, max };
}

function hatch(ctx: CanvasRenderingContext2D, colour: string, ratio: number): CanvasPattern | string {
  const size = Math.max(6, Math.round(6 * ratio));
  const tile = document.createElement('canvas');
  tile.width = size;
  tile.height = size;
  const tileCtx = tile.getContext('2d');
  if (tileCtx === null) return colour;
  tileCtx.strokeStyle = colour;
  tileCtx.globalAlpha = 0.55;
  tileCtx.lineWidth = Math.max(1, ratio);
  tileCtx.beginPath();
  tileCtx.moveTo(0, size);
  tileCtx.lineTo(size, 0);
  tileCtx.moveTo(-size / 2, size / 2);
  tileCtx.lineTo(size / 2, -size / 2);
  tileCtx.moveTo(size / 2, size * 1.5);
  tileCtx.lineTo(size * 1.5, size / 2);
  tileCtx.stroke();
  return ctx.createPattern(tile, 'repeat') ?? colour;
}

const labelFontPx = 10;

export function drawClimateBands(u: uPlot, unit: string, bands: readonly BandSpan[], palette: Palette): void {
  if (bands.length === 0) return;
  const { ctx, bbox } = u;
  const ratio = devicePixelRatio;
  const colour = climateBandColour[palette];
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  const fill = hatch(ctx, colour, ratio);
  ctx.font = `${Math.round(labelFontPx * ratio)}px system-ui, sans-serif`;
  ctx.textBaseline = 'bottom';
  ctx.textAlign = 'left';
  let labelRightPx = -Infinity;
  for (const band of bands) {
    const x0 = u.valToPos(band.fromUtcMs / 1000, 'x', true);
    const x1 = u.valToPos(band.toUtcMs / 1000, 'x', true);
    const yHigh = u.valToPos(band.high, unit, true);
    const yLow = u.valToPos(band.low, unit, true);
    // A band as thin as its values are close still shows: two pixels at least.
    const height = Math.max(yLow - yHigh, 2 * ratio);
    ctx.fillStyle = fill;
    ctx.fillRect(x0, yHigh, x1 - x0, height);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 1.5 * ratio;
    ctx.setLineDash([3 * ratio, 3 * ratio]);
    ctx.strokeRect(x0, yHigh, x1 - x0, height);
    // The label above the band where it has room and does not run into the one before.
    const labelWidth = ctx.measureText(band.label).width;
    const labelX = x0 + 2 * ratio;
    if (labelX > labelRightPx && labelWidth <= Math.max(x1 - x0, bbox.left + bbox.width - labelX)) {
      ctx.fillStyle = colour;
      ctx.fillText(band.label, labelX, Math.max(yHigh - 2 * ratio, bbox.top + (labelFontPx + 2) * ratio));
      labelRightPx = labelX + labelWidth + 6 * ratio;
    }
  }
  ctx.restore();
}
