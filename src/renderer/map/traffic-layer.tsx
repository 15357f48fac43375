import { CircleMarker, Pane, Polyline, Tooltip } from 'react-leaflet';
import type { Palette } from '../../shared/settings/settings';
import { trafficDelayBand, trafficEventWords } from '../../shared/traffic/traffic-delay';
import { trafficColours, trafficDash } from '../palette/traffic-colours';
import { useExternalStore } from '../state/external-store';
import { shoreTraffic } from '../state/shore-traffic';
import { svgPath, useSvgRenderer } from './storms-layer';

export const TRAFFIC_PANE = 'traffic';

/**
 * Road traffic near the Shore tab's port, coloured by its delay band in the palette's traffic
 * colours (palette/traffic-colours.ts: under 10 min, 10-30, 30-60, an hour or more; a closed road
 * as the worst, dashed; a delay not given in a neutral colour, dashed). Stretches as lines, point
 * events as dots.
 */
export function TrafficLayer({ palette }: { palette: Palette }) {
  const { events } = useExternalStore(shoreTraffic);
  const renderer = useSvgRenderer(TRAFFIC_PANE);
  return (
    <Pane name={TRAFFIC_PANE} style={{ zIndex: 440 }}>
      {events.map((event, index) => {
        const band = trafficDelayBand(event);
        const colour = trafficColours[palette][band];
        const dashArray = trafficDash(band);
        const className = `traffic-${band}`;
        const words = trafficEventWords(event);
        const first = event.points[0];
        if (event.points.length > 1) {
          return (
            <Polyline key={index} positions={event.points} {...svgPath({ renderer, className: `traffic-stretch ${className}`, color: colour, weight: 6, opacity: 0.9, ...(dashArray === undefined ? {} : { dashArray }) })}>
              <Tooltip>{words}</Tooltip>
            </Polyline>
          );
        }
        return first === undefined ? null : (
          <CircleMarker key={index} center={first} radius={6} {...svgPath({ renderer, className: `traffic-point ${className}`, color: colour, fillColor: band === 'unknown' ? 'transparent' : colour, fillOpacity: 0.9, weight: 2, ...(dashArray === undefined ? {} : { dashArray }) })}>
            <Tooltip>{words}</Tooltip>
          </CircleMarker>
        );
      })}
    </Pane>
  );
}
