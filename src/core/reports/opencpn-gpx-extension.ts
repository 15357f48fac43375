import type { Departure } from '../../shared/voyage/voyage';
import type { XmlTree } from './parse-messages';
import { fileNumber, fileTimeUtcMs } from './route-draft';
import { decimalText, SPEED_DECIMALS, utcTimeText } from './route-file-numbers';
import { attribute, childElement, childText } from './xml-tree';

/**
 * OpenCPN's GPX extensions for a route's plan, with the names OpenCPN's own source reads and
 * writes (OpenCPN/OpenCPN, NavObjectCollection.cpp: GPXLoadRoute, GPXCreateRoute,
 * GPXLoadWaypoint1, GPXCreateWpt; the leg rule in model/src/route.cpp Route::UpdateSegmentDistance):
 * - route: `<opencpn:planned_speed>` (kn, the speed of legs whose point gives none),
 *   `<opencpn:planned_departure>` (UTC, ISO 8601), `<opencpn:time_display>` (UTC, PC, LMT or
 *   GLOBAL SETTING: the zone OpenCPN shows the plan's times in);
 * - route point: `<opencpn:rte_properties planned_speed="5.5" etd=".."/>`, where planned_speed
 *   is the speed of the leg arriving at the point (UpdateSegmentDistance(prp0, prp) takes
 *   prp->GetPlannedSpeed() for the leg prp0 → prp: RTZ's rule and Passage's), and
 *   `<opencpn:arrival_radius>` (nm).
 * fast-xml-parser drops the `opencpn:` prefix, so the reader looks the local names up.
 */
export const opencpnNamespace = 'http://www.opencpn.org';

/** OpenCPN keeps speeds above 0.1 and below 1000 kn; others mean "not set". */
const plausibleSpeed = (speedKn: number | undefined) => (speedKn !== undefined && speedKn > 0.1 && speedKn < 1000 ? speedKn : undefined);

export interface OpencpnRoutePlan {
  plannedSpeedKn?: number;
  departure?: Departure;
  timeDisplay?: string;
}

export function readOpencpnRoutePlan(route: XmlTree, fileName: string): OpencpnRoutePlan {
  const extensions = childElement(route, 'extensions');
  const where = 'the route’s OpenCPN extensions';
  const plan: OpencpnRoutePlan = {};
  const speedKn = plausibleSpeed(fileNumber(childText(extensions, 'planned_speed'), 'planned_speed', where, fileName));
  if (speedKn !== undefined) plan.plannedSpeedKn = speedKn;
  const departure = childText(extensions, 'planned_departure');
  if (departure !== undefined) plan.departure = { mode: 'departAt', etdUtcMs: fileTimeUtcMs(departure, 'planned_departure', where, fileName) };
  const timeDisplay = childText(extensions, 'time_display');
  if (timeDisplay !== undefined) plan.timeDisplay = timeDisplay.slice(0, 40);
  return plan;
}

export interface OpencpnPointPlan {
  /** the speed of the leg arriving at the point */
  plannedSpeedKn?: number;
  arrivalRadiusNm?: number;
}

export function readOpencpnPointPlan(point: XmlTree, where: string, fileName: string): OpencpnPointPlan {
  const extensions = childElement(point, 'extensions');
  const plan: OpencpnPointPlan = {};
  const speedKn = plausibleSpeed(fileNumber(attribute(childElement(extensions, 'rte_properties'), 'planned_speed'), 'OpenCPN planned_speed', where, fileName));
  if (speedKn !== undefined) plan.plannedSpeedKn = speedKn;
  const radiusNm = fileNumber(childText(extensions, 'arrival_radius'), 'OpenCPN arrival_radius', where, fileName);
  if (radiusNm !== undefined && radiusNm > 0) plan.arrivalRadiusNm = radiusNm;
  return plan;
}

/** The route's extensions as OpenCPN reads them: the departure (UTC) and times shown in UTC. */
export function opencpnRouteXml(etdUtcMs: number, indent: string): string[] {
  // OpenCPN parses planned_departure with seconds and a Z, no fraction (ParseGPXDateTime).
  const etd = utcTimeText(etdUtcMs).replace(/\.\d+Z$/, 'Z');
  return [`${indent}<opencpn:planned_departure>${etd}</opencpn:planned_departure>`, `${indent}<opencpn:time_display>UTC</opencpn:time_display>`];
}

/** The leg arriving at a point, as OpenCPN reads it back into its plan. */
export function opencpnPointXml(legSpeedKn: number, indent: string): string {
  return `${indent}<opencpn:rte_properties planned_speed="${decimalText(legSpeedKn, SPEED_DECIMALS)}"/>`;
}
