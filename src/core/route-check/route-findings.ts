import { formatPosition, type LatLon, type LegGeometry } from '../../shared/geo';
import type { RouteFinding } from '../../shared/voyage/route-check';
import { BERTH_APPROACH_NM, PILOTAGE_WATER_MAX_NM, type BerthStretch, type LegPoint } from './berth-stretches';
import { positionOnLeg, type LegScan } from './leg-coast-scan';

/** What the findings' words need of the route: its waypoints' names and positions, each leg's geometry. */
export interface NamedRoute {
  waypoints: readonly (LatLon & { name: string })[];
  legs: readonly { geometry: LegGeometry }[];
}

export interface CheckedLeg {
  legIndex: number;
  from: LatLon & { name: string };
  to: LatLon & { name: string };
  geometry: LegGeometry;
  scan: LegScan;
}

const nm = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

const waypointName = (waypoint: { name: string }, index: number) => waypoint.name.trim() || `WP ${index + 1}`;

/** "Leg 2 (A → B)", or for a stretch over several legs "Legs 1–3 (A → D)". */
function legsName(route: NamedRoute, firstLeg: number, lastLeg: number): string {
  const ends = `${waypointName(route.waypoints[firstLeg]!, firstLeg)} → ${waypointName(route.waypoints[lastLeg + 1]!, lastLeg + 1)}`;
  return firstLeg === lastLeg ? `Leg ${firstLeg + 1} (${ends})` : `Legs ${firstLeg + 1}–${lastLeg + 1} (${ends})`;
}

/**
 * A leg's land and near-coast findings over the pieces not in a berth's stretch: `head` pieces
 * from its start and `tail` back from its end belong to the stretches (berth-stretches.ts).
 */
export function legFindings(leg: CheckedLeg, safetyNm: number, route: NamedRoute, head: number, tail: number): RouteFinding[] {
  const { scan } = leg;
  const pieces = scan.coastNm.length;
  const findings: RouteFinding[] = [];
  const at = (alongNm: number) => positionOnLeg(leg.from, leg.to, leg.geometry, alongNm);
  const name = legsName(route, leg.legIndex, leg.legIndex);
  let landAt = Number.NaN;
  let nearAt = Number.NaN;
  let nearestNm = Infinity;
  for (let piece = head; piece < pieces - tail; piece += 1) {
    const landFrom = scan.landFromNm[piece]!;
    if (Number.isNaN(landAt) && !Number.isNaN(landFrom)) landAt = landFrom;
    const coast = scan.coastNm[piece]!;
    if (coast < safetyNm) {
      if (Number.isNaN(nearAt)) nearAt = scan.boundsNm[piece]!;
      nearestNm = Math.min(nearestNm, coast);
    }
  }
  if (!Number.isNaN(landAt)) {
    const position = at(landAt);
    findings.push({
      kind: 'land',
      legIndex: leg.legIndex,
      ...position,
      alongLegNm: landAt,
      distanceNm: null,
      text: `${name} crosses land at ${formatPosition(position.lat, position.lon)}, ${nm(landAt)} nm along the leg.`,
      severity: 'warning',
    });
  } else if (!Number.isNaN(nearAt)) {
    const position = at(nearAt);
    findings.push({
      kind: 'nearCoast',
      legIndex: leg.legIndex,
      ...position,
      alongLegNm: nearAt,
      distanceNm: nearestNm,
      text: `${name} comes within ${nm(nearestNm)} nm of the coast (safety distance ${nm(safetyNm)} nm) from ${formatPosition(position.lat, position.lon)}, ${nm(nearAt)} nm along the leg.`,
      severity: 'warning',
    });
  }
  return findings;
}

function pointOnRoute(route: NamedRoute, point: LegPoint): LatLon {
  return positionOnLeg(route.waypoints[point.legIndex]!, route.waypoints[point.legIndex + 1]!, route.legs[point.legIndex]!.geometry, point.alongLegNm);
}

/** Where the stretch ends, in words, as seen from the berth. */
function stopWords(stretch: BerthStretch, otherPort: string): string {
  switch (stretch.stop) {
    case 'openWater':
      return 'open water';
    case 'land':
      return 'land met again';
    case 'coastalWaterUsedUp':
      return `the end of the ${PILOTAGE_WATER_MAX_NM} nm of coastal water this check grants a berth's approach, still within the safety distance,`;
    case 'otherEnd':
      return otherPort;
  }
}

/**
 * A berth's stretch in words: its own approach (a few nm of the data's land, then coastal water)
 * is a pilotage note; a longer run of land from the port is a warning to check the fairway on
 * official charts, which the navigator can acknowledge (finding-acknowledgements.ts).
 */
export function stretchFinding(stretch: BerthStretch, route: NamedRoute, ports: { departure: string; arrival: string }): RouteFinding {
  const departing = stretch.end === 'departure';
  const port = departing ? ports.departure : ports.arrival;
  const name = legsName(route, stretch.firstLeg, stretch.lastLeg);
  if (stretch.landNm > BERTH_APPROACH_NM) {
    const edge = pointOnRoute(route, stretch.landEdge);
    // Land from one end to the other: no water at this scale anywhere on the way.
    const landAllTheWay = stretch.stop === 'otherEnd' && stretch.landNm === stretch.lengthNm;
    return {
      kind: 'pilotageOverLand',
      legIndex: stretch.landEdge.legIndex,
      ...edge,
      alongLegNm: stretch.landEdge.alongLegNm,
      distanceNm: stretch.landNm,
      text: `${name}: pilotage stretch over land at 1:10m, ${nm(stretch.landNm)} nm from ${port}${landAllTheWay ? `, all the way to ${departing ? ports.arrival : ports.departure}` : ` ${departing ? 'to' : 'from'} ${formatPosition(edge.lat, edge.lon)}`}: check the fairway on official charts.`,
      severity: 'warning',
    };
  }
  const edge = pointOnRoute(route, stretch.edge);
  const other = departing ? ports.arrival : ports.departure;
  const berth = departing ? { legIndex: 0, alongLegNm: 0, ...route.waypoints[0]! } : { ...stretch.edge, ...edge };
  const reach = `${stopWords(stretch, other)}${stretch.stop === 'otherEnd' ? '' : ` at ${formatPosition(edge.lat, edge.lon)}`}`;
  return {
    kind: 'pilotage',
    legIndex: berth.legIndex,
    lat: berth.lat,
    lon: berth.lon,
    alongLegNm: berth.alongLegNm,
    distanceNm: stretch.lengthNm,
    text: departing
      ? `${name}: pilotage from ${port} for ${nm(stretch.lengthNm)} nm to ${reach}; the harbour's own chart and pilot apply there.`
      : `${name}: pilotage from ${reach} for ${nm(stretch.lengthNm)} nm to ${port}; the harbour's own chart and pilot apply there.`,
    severity: 'note',
  };
}
