import { CircleMarker, Pane, Polyline, Tooltip } from 'react-leaflet';
import type { TrafficNearPort } from '../../shared/traffic/traffic-near-port';
import type { PaletteColours } from '../palette/palette-colours';
import { useExternalStore } from '../state/external-store';
import { shoreTraffic } from '../state/shore-traffic';
import { svgPath, useSvgRenderer } from './storms-layer';

export const TRAFFIC_PANE = 'traffic';

/**
 * Road traffic near the Shore tab's port, coloured by delay in the palette's risk colours (so the
 * night palette stays dim): under 10 min, 10-30, 30-60, over an hour; a closed road as the worst.
 * Stretches as lines, point events as dots.
 */
export function trafficColour(colours: PaletteColours, event: Pick<TrafficNearPort, 'delayMinutes' | 'presentationType' | 'causeType'>): string {
  if (event.presentationType === 'closed' || event.causeType === 'carriagewayClosed') return colours.riskSevere;
  const minutes = event.delayMinutes ?? 0;
  if (minutes >= 60) return colours.riskSevere;
  if (minutes >= 30) return colours.riskHigh;
  if (minutes >= 10) return colours.riskModerate;
  return colours.riskLow;
}

export function TrafficLayer({ colours }: { colours: PaletteColours }) {
  const { events } = useExternalStore(shoreTraffic);
  const renderer = useSvgRenderer(TRAFFIC_PANE);
  return (
    <Pane name={TRAFFIC_PANE} style={{ zIndex: 440 }}>
      {events.map((event, index) => {
        const colour = trafficColour(colours, event);
        const words = `${event.roadNumber ?? ''} · delay ${event.delayMinutes ?? 'not given'} min · ${event.description}`;
        const first = event.points[0];
        if (event.points.length > 1) {
          return (
            <Polyline key={index} positions={event.points} {...svgPath({ renderer, className: 'traffic-stretch', color: colour, weight: 6, opacity: 0.9 })}>
              <Tooltip>{words}</Tooltip>
            </Polyline>
          );
        }
        return first === undefined ? null : (
          <CircleMarker key={index} center={first} radius={6} {...svgPath({ renderer, className: 'traffic-point', color: colour, fillColor: colour, fillOpacity: 0.9, weight: 2 })}>
            <Tooltip>{words}</Tooltip>
          </CircleMarker>
        );
      })}
    </Pane>
  );
}
