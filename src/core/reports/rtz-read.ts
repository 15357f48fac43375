import type { CalculatedScheduleElement, ImportedVessel } from '../../shared/voyage/route-file';
import type { Departure, LegGeometry } from '../../shared/voyage/voyage';
import type { XmlTree } from './parse-messages';
import { departureModeOf, passageManufacturer } from './passage-route-extension';
import { checkWaypointCount, fileNumber, fileTimeUtcMs, type DraftLeg, type DraftWaypoint, type RouteDraft } from './route-draft';
import { refuse } from './route-file-error';
import { readCalculatedSchedule } from './rtz-calculated-read';
import { rtzWaypointIds, type RtzWaypointIds } from './rtz-waypoint-ids';
import { attribute, childElement, childElements } from './xml-tree';

/**
 * RTZ (IEC 61174) 1.0, 1.1 and 1.2: the route's waypoints with their turn radius, each leg's
 * geometry and speed (on the waypoint the leg arrives at, or the defaultWaypoint), the first schedule's manual times
 * and its calculated part (rtz-calculated-read.ts), and the vessel's limits from routeInfo. The three versions differ only in details Passage
 * does not read (1.2 makes waypoint revision required), so one reader takes all three.
 */

const knownVersions = new Set(['1.0', '1.1', '1.2']);

function geometryOf(text: string | undefined, where: string, fileName: string): LegGeometry | undefined {
  if (text === undefined) return undefined;
  if (text === 'Loxodrome') return 'rhumb';
  if (text === 'Orthodrome') return 'greatCircle';
  throw refuse(fileName, `${where}: leg geometryType "${text.slice(0, 40)}" is neither Loxodrome nor Orthodrome`);
}

function legOf(leg: XmlTree | undefined, where: string, fileName: string): DraftLeg {
  return {
    geometry: geometryOf(attribute(leg, 'geometryType'), where, fileName),
    speedKn: fileNumber(attribute(leg, 'speedMax'), 'leg speedMax', where, fileName),
  };
}

/** A figure of routeInfo inside what Passage's vessel profile allows; otherwise left out, with a warning. */
function vesselFigure(routeInfo: XmlTree | undefined, name: string, unit: string, maximum: number, fileName: string, warnings: string[]) {
  const value = fileNumber(attribute(routeInfo, name), name, 'routeInfo', fileName);
  if (value === undefined) return undefined;
  if (value > 0 && value <= maximum) return value;
  warnings.push(`routeInfo ${name} ${value} ${unit} is outside what a vessel profile holds (above 0, at most ${maximum}) and was not read.`);
  return undefined;
}

function vesselOf(routeInfo: XmlTree | undefined, fileName: string, warnings: string[]): ImportedVessel {
  const vessel: ImportedVessel = {};
  const name = attribute(routeInfo, 'vesselName')?.trim();
  if (name) vessel.name = name.slice(0, 200);
  const serviceSpeedKn = vesselFigure(routeInfo, 'vesselServiceMax', 'kn', 60, fileName, warnings);
  if (serviceSpeedKn !== undefined) vessel.serviceSpeedKn = serviceSpeedKn;
  const maxSignificantWaveHeightM = vesselFigure(routeInfo, 'vesselMaxWave', 'm', 30, fileName, warnings);
  if (maxSignificantWaveHeightM !== undefined) vessel.maxSignificantWaveHeightM = maxSignificantWaveHeightM;
  const maxWindKn = vesselFigure(routeInfo, 'vesselMaxWind', 'kn', 200, fileName, warnings);
  if (maxWindKn !== undefined) vessel.maxWindKn = maxWindKn;
  return vessel;
}

interface ScheduleTimes {
  departure?: Departure;
  calculated?: CalculatedScheduleElement[];
  /** schedule speed by waypoint index, for legs whose <leg> gives none */
  speedKnAt: Map<number, number>;
}

function passageDepartureMode(schedule: XmlTree) {
  const extension = childElements(childElement(schedule, 'extensions'), 'extension').find(
    (candidate) => attribute(candidate, 'manufacturer') === passageManufacturer && attribute(candidate, 'name') === 'departure',
  );
  return departureModeOf(attribute(childElement(extension, 'departure'), 'mode'));
}

function scheduleTimes(route: XmlTree, ids: RtzWaypointIds, lastIndex: number, fileName: string): ScheduleTimes {
  const speedKnAt = new Map<number, number>();
  const schedules = childElements(childElement(route, 'schedules'), 'schedule');
  const schedule = schedules.find((candidate) => childElement(candidate, 'manual'));
  const calculatedIn = schedule && childElement(schedule, 'calculated') ? schedule : schedules.find((candidate) => childElement(candidate, 'calculated'));
  const calculated = readCalculatedSchedule(calculatedIn, ids, fileName);
  if (!schedule) return { speedKnAt, calculated };
  let etdUtcMs: number | undefined;
  let etaUtcMs: number | undefined;
  const manual = childElement(schedule, 'manual');
  // RTZ 1.0's schema spells the element sheduleElement; files written to it do too.
  [...childElements(manual, 'scheduleElement'), ...childElements(manual, 'sheduleElement')].forEach((element, position) => {
    const waypointId = attribute(element, 'waypointId') ?? '';
    const where = `schedule element ${position + 1} (waypointId ${waypointId.slice(0, 20)})`;
    const index = ids.indexOf(waypointId, where);
    if (index === undefined) return;
    const speedKn = fileNumber(attribute(element, 'speed'), 'speed', where, fileName);
    if (speedKn !== undefined) speedKnAt.set(index, speedKn);
    const etd = attribute(element, 'etd');
    const eta = attribute(element, 'eta');
    if (index === 0 && etd !== undefined) etdUtcMs = fileTimeUtcMs(etd, 'etd', where, fileName);
    if (index === lastIndex && eta !== undefined) etaUtcMs = fileTimeUtcMs(eta, 'eta', where, fileName);
  });
  const mode = passageDepartureMode(schedule) ?? (etdUtcMs !== undefined ? 'departAt' : 'arriveBy');
  if (mode === 'departAt' && etdUtcMs !== undefined) return { departure: { mode, etdUtcMs }, speedKnAt, calculated };
  if (mode === 'arriveBy' && etaUtcMs !== undefined) return { departure: { mode, etaUtcMs }, speedKnAt, calculated };
  return { speedKnAt, calculated };
}

export function readRtz(tree: XmlTree, options: { fileName: string; maxWaypoints: number }): RouteDraft {
  const { fileName } = options;
  const route = childElement(tree, 'route');
  if (!route) throw refuse(fileName, 'it has no <route> element at the top, so it is not an RTZ route file');
  const warnings: string[] = [];
  const version = attribute(route, 'version');
  if (version === undefined || !knownVersions.has(version.trim())) {
    warnings.push(`The file says RTZ version "${(version ?? 'none').slice(0, 20)}"; Passage knows 1.0, 1.1 and 1.2 and read it as 1.2.`);
  }
  const routeInfo = childElement(route, 'routeInfo');
  const waypointList = childElement(route, 'waypoints');
  const elements = childElements(waypointList, 'waypoint');
  checkWaypointCount(elements.length, options);
  const defaultWaypoint = childElement(waypointList, 'defaultWaypoint');
  const defaultLeg = legOf(childElement(defaultWaypoint, 'leg'), 'defaultWaypoint', fileName);
  // RTZ's radius is the turn's, in nm; a waypoint without one takes the defaultWaypoint's.
  const defaultTurnRadiusNm = fileNumber(attribute(defaultWaypoint, 'radius'), 'radius', 'defaultWaypoint', fileName);

  const ids: string[] = [];
  const labels: string[] = [];
  const negativeRevisions: string[] = [];
  const waypoints: DraftWaypoint[] = [];
  const legs: DraftLeg[] = [];
  elements.forEach((element, index) => {
    const id = attribute(element, 'id')?.trim() ?? '';
    const name = attribute(element, 'name') ?? '';
    const where = `waypoint ${index + 1} (id ${id.slice(0, 20) || 'missing'}${name ? `, "${name.slice(0, 40)}"` : ''})`;
    ids.push(id);
    labels.push(where);
    const revision = fileNumber(attribute(element, 'revision'), 'revision', where, fileName);
    if (revision !== undefined && revision < 0) negativeRevisions.push(`${where}: ${revision}`);
    const position = childElement(element, 'position');
    const lat = fileNumber(attribute(position, 'lat'), 'latitude', where, fileName);
    const lon = fileNumber(attribute(position, 'lon'), 'longitude', where, fileName);
    if (lat === undefined || lon === undefined) throw refuse(fileName, `${where}: it has no <position lat=".." lon=".."/>`);
    const turnRadiusNm = fileNumber(attribute(element, 'radius'), 'radius', where, fileName) ?? defaultTurnRadiusNm;
    waypoints.push({ where, name, lat, lon, ...(turnRadiusNm === undefined ? {} : { turnRadiusNm }) });
    if (index > 0) {
      const leg = legOf(childElement(element, 'leg'), where, fileName);
      legs.push({ geometry: leg.geometry ?? defaultLeg.geometry, speedKn: leg.speedKn });
    }
  });

  if (negativeRevisions.length > 0) {
    warnings.push(`Deviation from RTZ: negative waypoint revision, where the schema allows 0 and up (${negativeRevisions.slice(0, 5).join('; ')}${negativeRevisions.length > 5 ? '; …' : ''}); revisions are not used by Passage.`);
  }
  const routeName = attribute(routeInfo, 'routeName')?.trim();
  const baseName = fileName.replace(/^.*[\\/]/, '').replace(/\.rtz$/i, '');
  // Compared as a file system would keep them: case, spaces and punctuation aside.
  const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  // A copy's " (1)", a forecast export's " forecast" and a name cut short for the file system are the same route.
  const [routeKey, fileKey] = [comparable(routeName ?? ''), comparable(baseName)];
  if (routeKey !== '' && /\.rtz$/i.test(fileName) && !fileKey.startsWith(routeKey) && !(fileKey.length >= 40 && routeKey.startsWith(fileKey))) {
    warnings.push(`Deviation from RTZ: the route is named "${(routeName ?? "").slice(0, 80)}" but the file "${fileName.slice(0, 80)}"; RTZ names the file after the route. The route's own name was used.`);
  }
  const schedule = scheduleTimes(route, rtzWaypointIds(ids, labels, fileName, warnings), elements.length - 1, fileName);
  // A leg's own speedMax first, then the planned speed of the schedule, then the default leg's.
  legs.forEach((leg, index) => {
    leg.speedKn ??= schedule.speedKnAt.get(index + 1) ?? defaultLeg.speedKn;
  });
  return {
    format: 'rtz',
    name: attribute(routeInfo, 'routeName'),
    waypoints,
    legs,
    departure: schedule.departure,
    calculatedSchedule: schedule.calculated,
    vessel: vesselOf(routeInfo, fileName, warnings),
    warnings,
  };
}
