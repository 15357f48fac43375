import type { Departure } from '../../shared/voyage/voyage';
import type { XmlTree } from './parse-messages';
import { fileNumber, fileTimeUtcMs } from './route-draft';
import { decimalText, SPEED_DECIMALS, utcTimeText } from './route-file-numbers';
import { attribute, childElement, childText } from './xml-tree';

/**
 * OpenCPN's GPX extensions for a route's plan, with the names OpenCPN's own source reads and
 * writes (OpenCPN/OpenCPN, model/src/nav_object_database.cpp, once NavObjectCollection.cpp:
 * GPXLoadRoute, GPXCreateRoute, GPXLoadWaypoint1, GPXCreateWpt; the leg rule in
 * model/src/route.cpp Route::UpdateSegmentDistance):
 * - route: `<opencpn:planned_speed>` (kn, the speed of legs whose point gives none),
 *   `<opencpn:planned_departure>` (UTC, ISO 8601), `<opencpn:time_display>` (UTC, PC, LOCAL or
 *   GLOBAL SETTING: only the zone OpenCPN's route dialog shows the plan's times in; the file's
 *   times are UTC whatever it says, see timeDisplayNote);
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

const timeDisplayWords: Record<string, string> = {
  PC: "the computer's time zone (PC)",
  LOCAL: 'local mean time at each point (LOCAL)',
  'GLOBAL SETTING': "OpenCPN's own preference (GLOBAL SETTING)",
};

/**
 * What a route's time display means for its times: nothing. OpenCPN keeps the planned departure
 * in UTC and writes it with a Z whatever the setting (model/src/nav_object_database.cpp,
 * GPXCreateRoute); the setting only picks the zone its route dialog converts to for showing
 * (gui/src/route_prop_dlg_impl.cpp: toUsrDateTime with the UTC, LMT, PC or global choice). So the
 * times are read as the UTC they are, and a route shown otherwise in OpenCPN is said once, so the
 * navigator is not surprised that Passage shows UTC (with zone time beside). Undefined for UTC.
 */
export function timeDisplayNote(timeDisplay: string | undefined): string | undefined {
  if (timeDisplay === undefined || timeDisplay.trim().toUpperCase() === 'UTC') return undefined;
  const words = timeDisplayWords[timeDisplay.trim().toUpperCase()] ?? `"${timeDisplay}"`;
  return `OpenCPN showed this route's times in ${words}; the file holds them in UTC whatever that setting, and Passage shows them in UTC with zone time beside.`;
}

/**
 * The route's extensions as OpenCPN reads them: the departure (UTC, as OpenCPN keeps it) and
 * `time_display` UTC, so OpenCPN's route dialog shows the same times as Passage's printed plan
 * (the setting a route came in with is a viewing preference of the other program, not kept).
 */
export function opencpnRouteXml(etdUtcMs: number, indent: string): string[] {
  // OpenCPN parses planned_departure with seconds and a Z, no fraction (ParseGPXDateTime).
  const etd = utcTimeText(etdUtcMs).replace(/\.\d+Z$/, 'Z');
  return [`${indent}<opencpn:planned_departure>${etd}</opencpn:planned_departure>`, `${indent}<opencpn:time_display>UTC</opencpn:time_display>`];
}

/**
 * A point's part of OpenCPN's plan: the speed of the leg arriving at it (none for the first) and
 * its arrival radius, written `%.3f` as OpenCPN writes it (GPXCreateWpt).
 */
export function opencpnPointXml(point: { legSpeedKn?: number; arrivalRadiusNm?: number }, indent: string): string[] {
  return [
    ...(point.legSpeedKn === undefined ? [] : [`${indent}<opencpn:rte_properties planned_speed="${decimalText(point.legSpeedKn, SPEED_DECIMALS)}"/>`]),
    ...(point.arrivalRadiusNm === undefined ? [] : [`${indent}<opencpn:arrival_radius>${point.arrivalRadiusNm.toFixed(3)}</opencpn:arrival_radius>`]),
  ];
}
