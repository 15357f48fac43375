import { DEFAULT_TRACK_TOLERANCE_NM, type RouteFileChoice } from '../../shared/voyage/route-file';
import type { Departure, LegGeometry } from '../../shared/voyage/voyage';
import type { XmlTree } from './parse-messages';
import { departureModeOf } from './passage-route-extension';
import { checkWaypointCount, fileNumber, fileTimeUtcMs, type DraftLeg, type DraftWaypoint, type RouteDraft } from './route-draft';
import { refuse } from './route-file-error';
import { chosenItem, contentsWords, gpxItems, itemLabel } from './gpx-contents';
import { readGpxTrack } from './gpx-track-read';
import { readOpencpnPointPlan, readOpencpnRoutePlan, timeDisplayNote } from './opencpn-gpx-extension';
import { attribute, childElement, childElements, childText } from './xml-tree';

/**
 * GPX 1.1: a route (`rte` / `rtept`), a track (`trk`, simplified: gpx-track-read.ts) or the
 * loose waypoints (`wpt`) in file order, whichever the navigator chose (gpx-contents.ts; the
 * first by default). GPX has no leg geometry or speed of its own: Passage writes both in an
 * extension on the point a leg arrives at and reads them back; OpenCPN's planned speeds and
 * departure are read too (opencpn-gpx-extension.ts); otherwise the legs become rhumb lines at
 * the vessel's service speed, with a warning saying so.
 */

function geometryOf(text: string | undefined, where: string, fileName: string): LegGeometry | undefined {
  if (text === undefined) return undefined;
  if (text === 'rhumb' || text === 'greatCircle') return text;
  throw refuse(fileName, `${where}: the Passage leg geometry "${text.slice(0, 40)}" is neither rhumb nor greatCircle`);
}

function departureOf(route: XmlTree, points: XmlTree[], fileName: string): Departure | undefined {
  const mode = departureModeOf(attribute(childElement(childElement(route, 'extensions'), 'departure'), 'mode')) ?? 'departAt';
  const index = mode === 'departAt' ? 0 : points.length - 1;
  const time = childText(points[index], 'time');
  if (time === undefined) return undefined;
  const utcMs = fileTimeUtcMs(time, 'time', `route point ${index + 1}`, fileName);
  return mode === 'departAt' ? { mode, etdUtcMs: utcMs } : { mode, etaUtcMs: utcMs };
}

export interface GpxReadOptions {
  fileName: string;
  maxWaypoints: number;
  choice?: RouteFileChoice;
  toleranceNm?: number;
}

function readRoutePoints(route: XmlTree, options: GpxReadOptions, warnings: string[]): Pick<RouteDraft, 'waypoints' | 'legs' | 'departure'> {
  const { fileName } = options;
  const points = childElements(route, 'rtept');
  checkWaypointCount(points.length, options);
  const plan = readOpencpnRoutePlan(route, fileName);
  const waypoints: DraftWaypoint[] = [];
  const legs: DraftLeg[] = [];
  let opencpnSpeeds = 0;
  points.forEach((point, index) => {
    const name = childText(point, 'name') ?? '';
    const where = `route point ${index + 1}${name ? ` ("${name.slice(0, 40)}")` : ''}`;
    const lat = fileNumber(attribute(point, 'lat'), 'latitude', where, fileName);
    const lon = fileNumber(attribute(point, 'lon'), 'longitude', where, fileName);
    if (lat === undefined || lon === undefined) throw refuse(fileName, `${where}: it has no lat and lon attributes`);
    const opencpn = readOpencpnPointPlan(point, where, fileName);
    waypoints.push({ where, name, lat, lon, ...(opencpn.arrivalRadiusNm === undefined ? {} : { arrivalRadiusNm: opencpn.arrivalRadiusNm }) });
    if (index > 0) {
      const leg = childElement(childElement(point, 'extensions'), 'leg');
      const passageSpeedKn = fileNumber(attribute(leg, 'speedKn'), 'Passage leg speedKn', where, fileName);
      if (passageSpeedKn === undefined && (opencpn.plannedSpeedKn ?? plan.plannedSpeedKn) !== undefined) opencpnSpeeds += 1;
      legs.push({ geometry: geometryOf(attribute(leg, 'geometry'), where, fileName), speedKn: passageSpeedKn ?? opencpn.plannedSpeedKn ?? plan.plannedSpeedKn });
    }
  });
  if (opencpnSpeeds > 0) warnings.push(`${opencpnSpeeds} of ${legs.length} legs took their speed from OpenCPN's planned speed (the route point's, else the route's).`);
  const timeNote = timeDisplayNote(plan.timeDisplay);
  if (timeNote !== undefined) warnings.push(timeNote);
  // OpenCPN writes each point's creation time in <time>, not a schedule: its planned departure rules.
  const departure = childElement(childElement(route, 'extensions'), 'departure') || !plan.departure ? departureOf(route, points, fileName) : plan.departure;
  return { waypoints, legs, ...(departure ? { departure } : {}) };
}

/** A file of loose waypoints (<wpt>), as plotters save a passage: a route in file order. */
function readWaypointList(gpx: XmlTree, options: GpxReadOptions): Pick<RouteDraft, 'waypoints' | 'legs'> {
  const { fileName } = options;
  const points = childElements(gpx, 'wpt');
  checkWaypointCount(points.length, options);
  const waypoints = points.map((point, index): DraftWaypoint => {
    const name = childText(point, 'name') ?? '';
    const where = `waypoint ${index + 1}${name ? ` ("${name.slice(0, 40)}")` : ''}`;
    const lat = fileNumber(attribute(point, 'lat'), 'latitude', where, fileName);
    const lon = fileNumber(attribute(point, 'lon'), 'longitude', where, fileName);
    if (lat === undefined || lon === undefined) throw refuse(fileName, `${where}: it has no lat and lon attributes`);
    return { where, name, lat, lon };
  });
  return { waypoints, legs: waypoints.slice(1).map(() => ({})) };
}

export function readGpx(tree: XmlTree, options: GpxReadOptions): RouteDraft {
  const { fileName } = options;
  const gpx = childElement(tree, 'gpx');
  if (!gpx) throw refuse(fileName, 'it has no <gpx> element at the top, so it is not a GPX file');
  const items = gpxItems(gpx);
  if (items.length === 0) throw refuse(fileName, 'it holds no route (<rte>), track (<trk>) or waypoint (<wpt>)');
  const { item, choice } = chosenItem(items, options.choice, fileName);
  const warnings: string[] = [];
  if (items.length > 1) {
    warnings.push(`The file holds ${contentsWords(items)}; ${itemLabel(item, choice.item)} was read (another can be chosen before accepting).`);
  }
  const contents = { items: items.map(({ kind, name, points, segments }) => ({ kind, name, points, segments })), choice };
  const base = { format: 'gpx' as const, name: item.kind === 'waypoints' ? undefined : childText(item.element, 'name'), contents };
  if (item.kind === 'route') return { ...base, ...readRoutePoints(item.element, options, warnings), warnings };
  if (item.kind === 'waypoints') {
    warnings.push(`The file holds no route, only ${item.points} loose waypoints (<wpt>): they were joined into a route in the order the file lists them. Check the order before accepting.`);
    return { ...base, ...readWaypointList(gpx, options), warnings };
  }
  const track = readGpxTrack(item.element, choice, options.toleranceNm ?? DEFAULT_TRACK_TOLERANCE_NM, fileName);
  return { ...base, waypoints: track.waypoints, legs: track.legs, simplification: track.simplification, warnings: [...warnings, ...track.warnings] };
}
