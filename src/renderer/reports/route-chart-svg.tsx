import { useMemo } from 'react';
import { formatLatitude, formatLongitude, routeTrackPoints, unwrapPolyline, type ComputedRoute } from '../../shared/geo';
import { dangerAreaOutline, type AnalysedStorm } from '../../shared/risk';
import type { Port } from '../../shared/service/ports';
import type { LandPolygon } from '../map/land-geometry';
import { drawRouteChart } from './route-chart-geometry';
import { waypointLabel } from './route-report-model';

const frame = { widthPx: 680, heightPx: 520 };
/** Track points this far apart at most: smooth curves of great circles without a heavy PDF. */
const trackSpacingNm = 20;

/**
 * The route drawn for print: an inline SVG (vector in the PDF, sharp at any zoom) of the track
 * over Natural Earth land, with the waypoints, the ports in view, and any tropical cyclone in view
 * with its track and its 1-2-3 danger area. Colours come from the print
 * palette's custom properties in route-report.css.
 */
export interface RouteChartSvgProps {
  route: ComputedRoute;
  land: readonly (readonly LandPolygon[])[];
  ports: readonly Port[];
  storms: readonly AnalysedStorm[];
}

export function RouteChartSvg({ route, land, ports, storms }: RouteChartSvgProps) {
  const drawing = useMemo(() => {
    const track = routeTrackPoints(route, trackSpacingNm);
    const waypoints = unwrapPolyline(route.waypoints).map((point, index) => ({ ...point, label: waypointLabel(route.waypoints[index]?.name ?? '', index) }));
    const chartStorms = storms.map((storm) => ({ name: storm.track.name, track: storm.track.points, dangerArea: dangerAreaOutline(storm.dangerArea) }));
    return drawRouteChart({ frame, track, waypoints, land, ports, storms: chartStorms });
  }, [route, land, ports, storms]);
  const { bounds } = drawing;
  return (
    <svg className="report-chart-svg" viewBox={`0 0 ${frame.widthPx} ${frame.heightPx}`} role="img" aria-label="Chart of the route">
      <rect className="report-chart-sea" x={0} y={0} width={frame.widthPx} height={frame.heightPx} />
      {drawing.landPaths.map((d, index) => (
        <path key={index} className="report-chart-land" d={d} />
      ))}
      {drawing.storms.map((storm) => (
        <g key={storm.name} className="report-chart-storm">
          <path className="report-chart-danger-area" d={storm.dangerAreaPath} />
          <path className="report-chart-storm-track" d={storm.trackPath} />
          {storm.labelAt && (
            <text x={storm.labelAt.x + 6} y={storm.labelAt.y - 6}>
              {storm.name}
            </text>
          )}
        </g>
      ))}
      <path className="report-chart-route" d={drawing.routePath} />
      {drawing.ports.map((port) => (
        <g key={`${port.name}-${port.x.toFixed(0)}-${port.y.toFixed(0)}`} className="report-chart-port">
          <rect x={port.x - 2.5} y={port.y - 2.5} width={5} height={5} />
          {port.labelled && (
            <text x={port.labelLeft ? port.x - 5 : port.x + 5} y={port.y - 4} textAnchor={port.labelLeft ? 'end' : 'start'}>
              {port.name}
            </text>
          )}
        </g>
      ))}
      {drawing.waypoints.map((waypoint, index) => (
        <g key={index} className="report-chart-waypoint">
          <circle cx={waypoint.x} cy={waypoint.y} r={3} />
          {waypoint.label !== null && (
            <text x={waypoint.labelLeft ? waypoint.x - 6 : waypoint.x + 6} y={waypoint.labelAbove ? waypoint.y - 5 : waypoint.y + 12} textAnchor={waypoint.labelLeft ? 'end' : 'start'}>
              {waypoint.label}
            </text>
          )}
        </g>
      ))}
      <rect className="report-chart-frame" x={0.5} y={0.5} width={frame.widthPx - 1} height={frame.heightPx - 1} />
      <text className="report-chart-edge" x={6} y={14}>
        {formatLatitude(Math.min(85, bounds.northDeg))} {formatLongitude(bounds.westDeg)}
      </text>
      <text className="report-chart-edge" x={frame.widthPx - 6} y={frame.heightPx - 6} textAnchor="end">
        {formatLatitude(Math.max(-85, bounds.southDeg))} {formatLongitude(bounds.eastDeg)}
      </text>
    </svg>
  );
}
