import { formatLatitude, formatLongitude, greatCircleInverse, type ComputedLeg } from '../../shared/geo';
import type { AppInfo } from '../../shared/contract';
import type { Port } from '../../shared/service/ports';
import { localTimeWords, type PortClock } from '../../shared/format/local-time';
import { formatDuration, formatUtcDateTime, formatUtcShort } from '../../shared/time/time-format';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import type { VoyagePlan } from '../../shared/voyage/voyage-plan';
import { waypointLabel } from '../chart/meteogram-marks';
import { dataSourceLabel } from '../shell/data-source-label';
import { formatCourseTenth, formatLegSpeed, formatQuantity, formatRouteDistance, formatRouteDistanceNm } from '../../shared/format/quantity-format';

/**
 * Everything the printed passage plan says, as text, worked out once from the voyage and its
 * plan: the page only lays it out. Kept apart from React so the figures a master signs for are
 * checked by unit tests, and so the tab and the page cannot format a time two ways.
 */

/** A port counts as the place of departure or arrival when the waypoint lies this close. */
export const portNearWaypointNm = 10;

export interface ReportEndpoint {
  /** The waypoint's name, or its number when it has none. */
  waypointName: string;
  /** "Rotterdam (NL), 2.1 nm" when a port lies within portNearWaypointNm. */
  port: string | null;
  position: string;
  timeUtc: string;
  /** By the one rule (shared/format/local-time): the port's zone in its approaches, else the nautical zone. */
  timeLocal: string;
}

export interface ReportWaypointRow {
  number: number;
  name: string;
  latitude: string;
  longitude: string;
  /** Of the leg arriving at this waypoint (as RTZ describes legs); empty at the departure. */
  legType: string;
  courseDeg: string;
  legDistanceNm: string;
  totalDistanceNm: string;
  speedKn: string;
  etaUtc: string;
  etaLocal: string;
}

export interface RouteReportModel {
  voyageName: string;
  vesselName: string;
  departure: ReportEndpoint;
  arrival: ReportEndpoint;
  distanceNm: string;
  timeAtSea: string;
  preparedBy: string;
  printedAtUtc: string;
  dataSource: { text: string; isDemo: boolean };
  rows: ReportWaypointRow[];
}

export interface RouteReportInput {
  voyage: Voyage;
  plan: VoyagePlan;
  profile: VesselProfile | null;
  appInfo: Pick<AppInfo, 'dataSource' | 'serviceUrl'>;
  ports: readonly Port[];
  preparedBy: string;
  printedAtMs: number;
  /** Per waypoint, the port clock its local time is in (useWaypointClocks); missing: at sea. */
  clocks?: readonly (PortClock | null)[];
}

export { waypointLabel } from '../chart/meteogram-marks';


function nearestPort(ports: readonly Port[], lat: number, lon: number): string | null {
  let best: { port: Port; distanceNm: number } | null = null;
  for (const port of ports) {
    // A cheap box first: a degree of latitude is 60 nm, so anything further is not "at" the port.
    if (Math.abs(port.latitude - lat) > 1) continue;
    const distanceNm = greatCircleInverse({ lat, lon }, { lat: port.latitude, lon: port.longitude }).distanceNm;
    if (distanceNm <= portNearWaypointNm && (best === null || distanceNm < best.distanceNm)) best = { port, distanceNm };
  }
  return best === null ? null : `${best.port.name} (${best.port.country}), ${formatQuantity(best.distanceNm, 'nm')}`;
}

function endpoint(input: RouteReportInput, index: number, timeMs: number): ReportEndpoint {
  const waypoint = input.voyage.waypoints[index];
  if (!waypoint) throw new RangeError(`the voyage has no waypoint ${index + 1}`);
  return {
    waypointName: waypointLabel(waypoint.name, index),
    port: nearestPort(input.ports, waypoint.lat, waypoint.lon),
    position: `${formatLatitude(waypoint.lat)} ${formatLongitude(waypoint.lon)}`,
    timeUtc: formatUtcShort(timeMs),
    timeLocal: localTimeWords(timeMs, waypoint.lon, input.clocks?.[index] ?? null),
  };
}

const legTypeNames = { rhumb: 'Rhumb line', greatCircle: 'Great circle' } as const;

function courseText(leg: ComputedLeg): string {
  const initial = formatCourseTenth(leg.initialCourseDeg);
  if (leg.geometry === 'rhumb') return initial;
  // A great circle's course changes along the leg: give where it starts and where it ends.
  return `${initial} → ${formatCourseTenth(leg.finalCourseDeg)}`;
}

export function waypointRows(plan: VoyagePlan, clocks: readonly (PortClock | null)[] = []): ReportWaypointRow[] {
  return plan.route.waypoints.map((waypoint, index) => {
    const leg = index === 0 ? null : plan.route.legs[index - 1];
    const etaUtcMs = plan.schedule.waypointEtaUtcMs[index] ?? plan.etdUtcMs;
    return {
      number: index + 1,
      name: waypointLabel(waypoint.name, index),
      latitude: formatLatitude(waypoint.lat),
      longitude: formatLongitude(waypoint.lon),
      legType: leg ? legTypeNames[leg.geometry] : '',
      courseDeg: leg ? courseText(leg) : '',
      legDistanceNm: leg ? formatRouteDistance(leg.distanceNm) : '',
      totalDistanceNm: formatRouteDistance(waypoint.distanceFromStartNm),
      speedKn: leg ? formatLegSpeed(leg.speedKn) : '',
      etaUtc: formatUtcShort(etaUtcMs),
      etaLocal: localTimeWords(etaUtcMs, waypoint.lon, clocks[index] ?? null),
    };
  });
}

export function routeReportModel(input: RouteReportInput): RouteReportModel {
  const { voyage, plan } = input;
  return {
    voyageName: voyage.name,
    vesselName: input.profile?.name ?? `vessel profile "${voyage.vesselProfileId}" (not found)`,
    departure: endpoint(input, 0, plan.etdUtcMs),
    arrival: endpoint(input, voyage.waypoints.length - 1, plan.etaUtcMs),
    distanceNm: formatRouteDistanceNm(plan.route.totalDistanceNm),
    timeAtSea: formatDuration(plan.etaUtcMs - plan.etdUtcMs),
    preparedBy: input.preparedBy.trim(),
    printedAtUtc: formatUtcDateTime(input.printedAtMs),
    dataSource: dataSourceLabel(input.appInfo),
    rows: waypointRows(plan, input.clocks),
  };
}
