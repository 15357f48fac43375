import type L from 'leaflet';
import { memo, useEffect, useMemo, useState } from 'react';
import { CircleMarker, Pane, Tooltip, useMap } from 'react-leaflet';
import type { RouteFinding } from '../../shared/voyage/route-check';
import { formatQuantity } from '../../shared/format/quantity-format';
import type { PaletteColours } from '../palette/palette-colours';
import { useRouteCheck } from '../route-check/route-check-state';
import { useAfterPaint } from '../shell/use-after-paint';
import { WORLD_COPY_SHIFTS_DEG } from './storm-drawing';
import { waypointsToMark } from './waypoint-marks';
import { svgPath, useSvgRenderer } from './storms-layer';

const ROUTE_CHECK_PANE = 'route-check';
/** The ring's radius: a finding's label keeps clear of it. */
export const routeCheckRingRadiusPx = 9;

/** "Leg 3: within 1.7 nm of the coast", as the ring's tooltip and its placed label say it. */
export function routeCheckLabel(finding: Pick<RouteFinding, 'kind' | 'legIndex' | 'distanceNm'>): string {
  const leg = `Leg ${finding.legIndex + 1}`;
  switch (finding.kind) {
    case 'land':
      return `${leg}: crosses land`;
    case 'pilotageOverLand':
      return `${leg}: ${formatQuantity(finding.distanceNm, 'nm')} over 1:10m land from the port: check the fairway`;
    case 'draft':
      return `${leg}: port too shallow for the draft`;
    default:
      return `${leg}: within ${formatQuantity(finding.distanceNm, 'nm')} of the coast`;
  }
}

/**
 * The route check on the chart as the navigator edits: a ring in the alarm colour where each leg
 * first crosses land or comes inside the safety distance, the finding's words on hover; only the
 * rings in view, at most 400 and at least 12 px apart (the findings list names every one). The
 * first few findings' words also stay on the chart, placed with the waypoint names
 * (waypoint-names-layer.tsx) so that they hide no name, no part of the route and no other finding. The chart element's `data-route-check` lists what is drawn
 * ("land@leg1 nearCoast@leg4"), for tests and benchmarks.
 */
export function RouteCheckLayer({ colours }: { colours: PaletteColours }) {
  // The rings come a frame after the route and the table: a voyage opened with its last check
  // kept (898 findings on the 5,000-waypoint bench voyage) made its rings before the chart could
  // paint the route. The check itself answers only after an edit has settled.
  const result = useAfterPaint(useRouteCheck().result);
  const map = useMap();
  const renderer = useSvgRenderer(ROUTE_CHECK_PANE);
  const warnings = useMemo(() => (result?.findings ?? []).filter((finding) => finding.severity === 'warning'), [result]);
  const viewChanges = useViewChanges(map);
  // Rings in view only, thinned where they crowd, as the waypoint symbols are (waypoint-marks.ts):
  // a long route along a coast has hundreds of findings, and one SVG ring per finding and world
  // copy (2,694 for the 5,000-waypoint bench voyage) cost hundreds of ms to make and to paint.
  const rings = useMemo(() => {
    const all = warnings.flatMap((finding) => WORLD_COPY_SHIFTS_DEG.map((shiftDeg) => ({ finding, shiftDeg })));
    const xPx = new Float64Array(all.length);
    const yPx = new Float64Array(all.length);
    all.forEach(({ finding, shiftDeg }, index) => {
      const at = map.latLngToContainerPoint([finding.lat, finding.lon + shiftDeg]);
      xPx[index] = at.x;
      yPx[index] = at.y;
    });
    const size = map.getSize();
    return waypointsToMark({ xPx, yPx, widthPx: size.x, heightPx: size.y, spacingPx: ringSpacingPx, maxMarks: maxRings, keep: [] }).flatMap((index) => all[index] ?? []);
    // viewChanges is in the list so that the rings are placed again when the chart stops moving.
  }, [map, warnings, viewChanges]);

  const drawn = warnings.map((finding) => `${finding.kind}@leg${finding.legIndex + 1}`).join(' ');
  useEffect(
    function describeRouteCheck() {
      const element = map.getContainer();
      element.dataset.routeCheck = drawn;
      return function forgetRouteCheck() {
        delete element.dataset.routeCheck;
      };
    },
    [map, drawn],
  );

  return (
    <Pane name={ROUTE_CHECK_PANE} style={{ zIndex: 470 }}>
      {rings.map(({ finding, shiftDeg }) => (
        <RouteCheckRing key={`${finding.kind}:${finding.legIndex}:${shiftDeg}`} lat={finding.lat} lon={finding.lon + shiftDeg} label={routeCheckLabel(finding)} colour={colours.alarm} renderer={renderer} />
      ))}
    </Pane>
  );
}

/** Rings nearer than this on the screen are thinned out: the finding list still names each. */
const ringSpacingPx = 12;
/** At most this many rings at once, as for the waypoint symbols. */
const maxRings = 400;

/** Rises by one each time the chart stops moving or changes size. */
function useViewChanges(map: L.Map): number {
  const [changes, setChanges] = useState(0);
  useEffect(
    function countViewChanges() {
      const changed = () => setChanges((count) => count + 1);
      map.on('moveend zoomend resize', changed);
      return function stopCounting() {
        map.off('moveend zoomend resize', changed);
      };
    },
    [map],
  );
  return changes;
}

/**
 * One ring, memoised on plain values: every check after an edit answers with new finding objects,
 * and a long route near the coast has hundreds of rings (three world copies each); without the
 * memo react-leaflet moved and restyled every one of them after each keystroke.
 */
const RouteCheckRing = memo(function RouteCheckRing({ lat, lon, label, colour, renderer }: { lat: number; lon: number; label: string; colour: string; renderer: L.Renderer }) {
  const center = useMemo<[number, number]>(() => [lat, lon], [lat, lon]);
  const pathOptions = useMemo(() => ({ renderer, className: 'route-check-mark', color: colour, weight: 3, fillColor: colour, fillOpacity: 0.25 }), [renderer, colour]);
  return (
    <CircleMarker center={center} radius={routeCheckRingRadiusPx} {...svgPath(pathOptions)}>
      <Tooltip direction="top" offset={[0, -10]} className="route-check-label">
        {label}
      </Tooltip>
    </CircleMarker>
  );
});
