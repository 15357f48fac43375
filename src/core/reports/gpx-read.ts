import type { Departure, LegGeometry } from '../../shared/voyage/voyage';
import type { XmlTree } from './parse-messages';
import { departureModeOf } from './passage-route-extension';
import { checkWaypointCount, fileNumber, fileTimeUtcMs, type DraftLeg, type DraftWaypoint, type RouteDraft } from './route-draft';
import { refuse } from './route-file-error';
import { attribute, childElement, childElements, childText } from './xml-tree';

/**
 * GPX 1.1 routes (`rte` / `rtept`). GPX has no leg geometry or speed of its own: Passage writes
 * both in an extension on the point a leg arrives at and reads them back; from other programs
 * the legs become rhumb lines at the vessel's service speed, with a warning saying so. The
 * first route of the file is read; tracks and loose waypoints are not routes.
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

export function readGpx(tree: XmlTree, options: { fileName: string; maxWaypoints: number }): RouteDraft {
  const { fileName } = options;
  const gpx = childElement(tree, 'gpx');
  if (!gpx) throw refuse(fileName, 'it has no <gpx> element at the top, so it is not a GPX file');
  const routes = childElements(gpx, 'rte');
  const route = routes[0];
  if (!route) {
    const holds = childElements(gpx, 'trk').length > 0 ? 'a track (<trk>)' : childElements(gpx, 'wpt').length > 0 ? 'loose waypoints (<wpt>)' : 'nothing';
    throw refuse(fileName, `it has no route (<rte>); it holds ${holds}. Save the route as a GPX route and import again`);
  }
  const warnings: string[] = [];
  if (routes.length > 1) warnings.push(`The file holds ${routes.length} routes; only the first was read.`);
  const points = childElements(route, 'rtept');
  checkWaypointCount(points.length, options);
  const waypoints: DraftWaypoint[] = [];
  const legs: DraftLeg[] = [];
  points.forEach((point, index) => {
    const name = childText(point, 'name') ?? '';
    const where = `route point ${index + 1}${name ? ` ("${name.slice(0, 40)}")` : ''}`;
    const lat = fileNumber(attribute(point, 'lat'), 'latitude', where, fileName);
    const lon = fileNumber(attribute(point, 'lon'), 'longitude', where, fileName);
    if (lat === undefined || lon === undefined) throw refuse(fileName, `${where}: it has no lat and lon attributes`);
    waypoints.push({ where, name, lat, lon });
    if (index > 0) {
      const leg = childElement(childElement(point, 'extensions'), 'leg');
      legs.push({
        geometry: geometryOf(attribute(leg, 'geometry'), where, fileName),
        speedKn: fileNumber(attribute(leg, 'speedKn'), 'Passage leg speedKn', where, fileName),
      });
    }
  });
  return { format: 'gpx', name: childText(route, 'name'), waypoints, legs, departure: departureOf(route, points, fileName), warnings };
}
