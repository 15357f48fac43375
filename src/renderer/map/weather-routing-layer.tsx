import { Fragment, useMemo } from 'react';
import { CircleMarker, Pane, Polyline, Tooltip } from 'react-leaflet';
import { routeTrackPoints, unwrapPolyline } from '../../shared/geo';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import type { ProposedRoute } from '../../shared/voyage/weather-routing';
import type { PaletteColours } from '../palette/palette-colours';
import { useOpenVoyageId } from '../route/open-voyage';
import { useVoyageStore } from '../state/external-store';
import { weatherRoutingStore } from '../state/weather-routing';
import { svgPath, useSvgRenderer } from './storms-layer';
import { WORLD_COPY_SHIFTS_DEG } from './storm-drawing';

const ROUTING_PANE = 'weather-routing';

/** The proposal's legs as drawn: each leg by its geometry (a great circle bends on the chart), longitudes continuous. */
export function proposalLine(proposal: Pick<ProposedRoute, 'waypoints' | 'legs'>): Array<[number, number]> {
  const planned = planVoyage({
    waypoints: proposal.waypoints.map((waypoint, index) => ({ id: `wr${index}`, name: waypoint.name, lat: waypoint.lat, lon: waypoint.lon })),
    legs: proposal.legs,
    departure: { mode: 'departAt', etdUtcMs: proposal.waypoints[0]?.etaUtcMs ?? 0 },
  });
  const points = planned.ok ? routeTrackPoints(planned.plan.route, 20) : proposal.waypoints;
  return unwrapPolyline(points).map((point) => [point.lat, point.lon]);
}

/**
 * The weather routing's proposal beside the planned route: dashed, with open circles at its
 * waypoints, where the plan is a solid line with filled marks (told apart by line style, not by
 * colour alone), and the isochrones as thin dotted lines when the navigator asks for them.
 */
export function WeatherRoutingLayer({ colours }: { colours: PaletteColours }) {
  const voyageId = useOpenVoyageId();
  const routing = useVoyageStore(weatherRoutingStore, voyageId);
  const renderer = useSvgRenderer(ROUTING_PANE);
  const proposal = routing.result?.proposal ?? null;
  const line = useMemo(() => (proposal === null ? null : proposalLine(proposal)), [proposal]);
  const isochrones = useMemo(
    () => (routing.isochronesShown && routing.result !== null ? routing.result.isochrones.filter((each) => each.length > 1).map((each) => unwrapPolyline(each).map((point): [number, number] => [point.lat, point.lon])) : []),
    [routing.isochronesShown, routing.result],
  );
  if (line === null && isochrones.length === 0) return null;
  return (
    <Pane name={ROUTING_PANE} style={{ zIndex: 445 }}>
      {WORLD_COPY_SHIFTS_DEG.map((shiftDeg) => (
        <Fragment key={shiftDeg}>
          {isochrones.map((isochrone, index) => (
            <Polyline
              key={`iso-${index}`}
              positions={isochrone.map(([lat, lon]) => [lat, lon + shiftDeg] as [number, number])}
              {...svgPath({ renderer, className: 'routing-isochrone', color: colours.textDim, weight: 1, opacity: 0.7, dashArray: '1 4', interactive: false })}
            />
          ))}
          {line !== null && (
            <Polyline
              positions={line.map(([lat, lon]) => [lat, lon + shiftDeg] as [number, number])}
              {...svgPath({ renderer, className: 'routing-proposal', color: colours.ownShip, weight: 3, dashArray: '10 7', lineCap: 'butt', interactive: false })}
            />
          )}
          {proposal?.waypoints.map((waypoint, index) => (
            <CircleMarker
              key={`wp-${index}`}
              center={[waypoint.lat, waypoint.lon + shiftDeg]}
              radius={4}
              {...svgPath({ renderer, className: 'routing-proposal-waypoint', color: colours.ownShip, fillOpacity: 0, weight: 2 })}
            >
              {shiftDeg === 0 && <Tooltip>{`Proposal: ${waypoint.name}`}</Tooltip>}
            </CircleMarker>
          ))}
        </Fragment>
      ))}
    </Pane>
  );
}
