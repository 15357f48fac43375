import { useMemo } from 'react';
import type { Exceedance } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { meteogramCharts } from '../forecast/meteogram-charts';
import { markerPath, markerRadiusPx } from '../chart/series-style';
import { drawMeteogramChart, meteogramLayout, paperScale, type MeteogramDrawing, type MeteogramLine } from './report-meteogram-geometry';

/**
 * The Forecast tab's meteogram on paper: the same charts stacked over the voyage's time axis
 * (UTC), each an inline SVG (vector in the PDF) that never splits between pages. Colours come
 * from the report's custom properties (report-colours.ts); the lines of a chart also differ by dash,
 * width and marker, as on screen (chart/series-style.ts), so a black-and-white copy still tells them apart.
 */

function MeteogramChartSvg({ drawing }: { drawing: MeteogramDrawing }) {
  const { plot, heightPx } = drawing;
  const { widthPx, fontPx, namesHeightPx, nameRows } = meteogramLayout;
  const nameRowPx = namesHeightPx / nameRows;
  const bottom = plot.top + plot.height;
  const right = plot.left + plot.width;
  return (
    <svg className="report-meteogram-svg" viewBox={`0 0 ${widthPx} ${heightPx}`} role="img" aria-label={`${drawing.title} (${drawing.unit}) over the voyage`}>
      <rect className="report-meteogram-plot" x={plot.left} y={plot.top} width={plot.width} height={plot.height} />
      {drawing.shading.map((stretch, index) => (
        <rect key={index} className={`report-meteogram-shade-${stretch.severity}`} x={stretch.x} y={plot.top} width={stretch.width} height={plot.height} />
      ))}
      {drawing.valueTicks.map((tick) => (
        <g key={tick.label} className="report-meteogram-value-tick">
          <line x1={plot.left} x2={right} y1={tick.y} y2={tick.y} />
          <text x={plot.left - 3} y={tick.y + fontPx / 3} textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
      <text className="report-meteogram-unit" x={4} y={plot.top - 8}>
        {drawing.unit}
      </text>
      {drawing.directionTicks.map((tick) => (
        <text key={tick.label} className="report-meteogram-direction-tick" x={right + 3} y={tick.y + fontPx / 3}>
          {tick.label}
        </text>
      ))}
      {drawing.timeTicks.map((tick) => (
        <g key={tick.timeUtcMs} className={tick.midnight ? 'report-meteogram-time-tick midnight' : 'report-meteogram-time-tick'}>
          <line x1={tick.x} x2={tick.x} y1={plot.top} y2={bottom + 3} />
          <text x={tick.x} y={bottom + 3 + fontPx} textAnchor="middle">
            {tick.label}
          </text>
        </g>
      ))}
      {drawing.waypoints.map((mark, index) => (
        <g key={index} className="report-meteogram-waypoint">
          <line x1={mark.x} x2={mark.x} y1={mark.row * nameRowPx + 2} y2={bottom} />
          {mark.label !== null && (
            <text x={mark.anchorEnd ? mark.x - 2 : mark.x + 2} y={mark.row * nameRowPx + fontPx} textAnchor={mark.anchorEnd ? 'end' : 'start'}>
              {mark.label}
            </text>
          )}
        </g>
      ))}
      {drawing.forecastEnd !== null && (
        <g className="report-meteogram-forecast-end">
          <line x1={drawing.forecastEnd.x} x2={drawing.forecastEnd.x} y1={plot.top} y2={bottom} stroke="currentColor" strokeWidth={1.2} strokeDasharray="5 3" />
          <text x={drawing.forecastEnd.x - 2} y={bottom - 2} textAnchor="end">
            {drawing.forecastEnd.label}
          </text>
        </g>
      )}
      {drawing.limitLines.map((limit) => (
        <line key={limit.limit} className={`report-meteogram-limit-${limit.severity}`} x1={plot.left} x2={right} y1={limit.y} y2={limit.y} />
      ))}
      {drawing.directions.map((direction) => (
        <g key={direction.key} className="report-meteogram-direction">
          {direction.dots.map((dot, index) => (
            <circle key={index} cx={dot.x} cy={dot.y} r={1.1} />
          ))}
        </g>
      ))}
      {drawing.lines.map((line) => (
        <g key={line.key} className={`report-meteogram-line-${line.styleIndex}`} data-series-style={line.style.id}>
          <path className="report-meteogram-line" d={line.path} strokeWidth={line.style.widthPx} strokeDasharray={line.style.dash.join(' ')} strokeLinecap={line.style.cap} />
          <path className="report-meteogram-marker" d={line.markers} />
        </g>
      ))}
      <rect className="report-meteogram-frame" x={plot.left} y={plot.top} width={plot.width} height={plot.height} />
    </svg>
  );
}

/** The legend's key of a line: its dash and width, its marker in the middle, as in the chart. */
function LineSwatch({ line }: { line: MeteogramLine }) {
  return (
    <svg viewBox="0 0 24 6" className={`report-meteogram-swatch report-meteogram-line-${line.styleIndex}`} aria-hidden="true" data-series-style={line.style.id}>
      <line className="report-meteogram-line" x1={0} x2={24} y1={3} y2={3} strokeWidth={line.style.widthPx} strokeDasharray={line.style.dash.join(' ')} strokeLinecap={line.style.cap} />
      <path className="report-meteogram-marker" d={markerPath(line.style.marker, 12, 3, markerRadiusPx * paperScale)} />
    </svg>
  );
}

function ChartLegend({ drawing }: { drawing: MeteogramDrawing }) {
  return (
    <p className="report-meteogram-legend">
      {drawing.lines.map((line) => (
        <span key={line.key} className="report-meteogram-key">
          <LineSwatch line={line} />
          {line.label} ({drawing.unit})
        </span>
      ))}
      {drawing.directions.map((direction) => (
        <span key={direction.key} className="report-meteogram-key">
          <svg viewBox="0 0 24 6" className="report-meteogram-swatch report-meteogram-direction" aria-hidden="true">
            <circle cx={8} cy={3} r={1.5} />
            <circle cx={16} cy={3} r={1.5} />
          </svg>
          {direction.label} (°T, right scale)
        </span>
      ))}
      {drawing.limitLines.map((limit) => (
        <span key={limit.limit} className="report-meteogram-key">
          <svg viewBox="0 0 24 6" className="report-meteogram-swatch" aria-hidden="true">
            <line className={`report-meteogram-limit-${limit.severity}`} x1={0} x2={24} y1={3} y2={3} />
          </svg>
          {limit.label}
        </span>
      ))}
    </p>
  );
}

export function ReportMeteogram({ series, limits, exceedances }: { series: RouteForecastSeries; limits: VesselLimits; exceedances: readonly Exceedance[] }) {
  const drawings = useMemo(() => meteogramCharts.map((chart) => drawMeteogramChart({ series, chart, limits, exceedances })), [series, limits, exceedances]);
  return (
    <section className="report-meteogram">
      <h2>Meteogram: the forecast where the ship will be, over the voyage (UTC)</h2>
      <p className="report-note">
        Waypoints are the dotted lines, numbered as in the waypoint table. Vessel limits are dashed lines; where the forecast passes one the stretch is shaded (orange: warn limit; red:
        avoid limit).
      </p>
      {drawings.map((drawing) => (
        <figure key={drawing.id} className="report-meteogram-chart" data-chart={drawing.id}>
          <figcaption>
            <strong>{drawing.title}</strong> <ChartLegend drawing={drawing} />
          </figcaption>
          {drawing.lines.length === 0 ? <p className="report-gap">Not in this forecast: no element of this chart was served.</p> : <MeteogramChartSvg drawing={drawing} />}
          {drawing.notes.length > 0 && <p className="report-gap">{drawing.notes.join('; ')}.</p>}
        </figure>
      ))}
    </section>
  );
}
