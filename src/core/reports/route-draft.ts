import { describeZodError } from '../../shared/result';
import { importedRouteSchema, type CalculatedScheduleElement, type ImportedRoute, type ImportedVessel, type ImportFormat } from '../../shared/voyage/route-file';
import { MAX_ARRIVAL_RADIUS_NM, MAX_TURN_RADIUS_NM, type Departure, type LegGeometry } from '../../shared/voyage/voyage';
import { refuse } from './route-file-error';
import { countWords } from '../../shared/format/count-words';

/**
 * What a reader found in a file, before the checks every format shares: positions in range,
 * the waypoint cap, defaults for what the file left out (each said in a warning), ids, and the
 * contract's schema. Readers name each waypoint as the navigator would find it in the file
 * (`where`), so that a refusal points at it.
 */
export interface DraftWaypoint {
  where: string;
  name: string;
  lat: number;
  lon: number;
  /** OpenCPN's arrival_radius (GPX) */
  arrivalRadiusNm?: number;
  /** RTZ's waypoint radius, the turn's */
  turnRadiusNm?: number;
}

/** legs[i] runs from waypoints[i] to waypoints[i + 1]; what the file did not say is absent. */
export interface DraftLeg {
  geometry?: LegGeometry;
  speedKn?: number;
}

export interface RouteDraft {
  format: ImportFormat;
  name?: string;
  waypoints: DraftWaypoint[];
  legs: DraftLeg[];
  departure?: Departure;
  vessel?: ImportedVessel;
  calculatedSchedule?: CalculatedScheduleElement[];
  warnings: string[];
  contents?: ImportedRoute['contents'];
  simplification?: ImportedRoute['simplification'];
  attachments?: ImportedRoute['attachments'];
}

export interface FinishOptions {
  fileName: string;
  maxWaypoints: number;
  /** the default vessel profile's service speed, used for legs the file gives no speed for, with a warning */
  defaultSpeedKn: number;
  /** what a leg without a geometry is taken as, and why, for the warning */
  missingGeometryNote: string;
}

const MAX_NAME_LENGTH = 200;
const MAX_SPEED_KN = 60;

/** Refuses a file with too few or too many waypoints; readers call it before reading each one. */
export function checkWaypointCount(count: number, options: Pick<FinishOptions, 'fileName' | 'maxWaypoints'>): void {
  if (count < 2) throw refuse(options.fileName, `it has ${countWords(count, 'waypoint')}; a route needs at least 2`);
  if (count > options.maxWaypoints) {
    throw refuse(options.fileName, `it has ${count.toLocaleString('en-GB')} waypoints; Passage takes at most ${options.maxWaypoints.toLocaleString('en-GB')} in one route`);
  }
}

/**
 * A number written in a file: plain decimal notation, as RTZ, GPX and Passage's CSV write it.
 * Absent or blank text is undefined; anything else that is not a number refuses the file.
 */
export function fileNumber(text: string | undefined, what: string, where: string, fileName: string): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const trimmed = text.trim();
  const value = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isFinite(value)) throw refuse(fileName, `${where}: ${what} "${trimmed.slice(0, 40)}" is not a number`);
  return value;
}

/** A time written in a file (ISO 8601 / xsd:dateTime); without a zone it is taken as UTC, as RTZ and GPX mean. */
export function fileTimeUtcMs(text: string, what: string, where: string, fileName: string): number {
  const trimmed = text.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(trimmed);
  const utcMs = match ? Date.parse(match[8] ? trimmed : `${trimmed}Z`) : NaN;
  if (!Number.isFinite(utcMs)) {
    throw refuse(fileName, `${where}: ${what} "${trimmed.slice(0, 40)}" is not a date and time like 2026-11-23T12:00:00Z`);
  }
  return Math.round(utcMs);
}

function checkPosition(waypoint: DraftWaypoint, fileName: string): void {
  if (!Number.isFinite(waypoint.lat) || Math.abs(waypoint.lat) > 90) {
    throw refuse(fileName, `${waypoint.where}: latitude ${waypoint.lat} is out of range; it must be between -90 and 90 degrees`);
  }
  if (!Number.isFinite(waypoint.lon) || Math.abs(waypoint.lon) > 180) {
    throw refuse(fileName, `${waypoint.where}: longitude ${waypoint.lon} is out of range; it must be between -180 and 180 degrees`);
  }
}

function fittedName(name: string, what: string, warnings: string[]): string {
  const trimmed = name.trim();
  if (trimmed.length <= MAX_NAME_LENGTH) return trimmed;
  warnings.push(`${what} was longer than ${MAX_NAME_LENGTH} characters and was shortened.`);
  return trimmed.slice(0, MAX_NAME_LENGTH);
}

function nameFromFile(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').trim();
  return base === '' ? 'Imported route' : base;
}

/** The checks and defaults every format shares; throws a RouteFileError naming what and where. */
export function finishRoute(draft: RouteDraft, options: FinishOptions): ImportedRoute {
  const { fileName } = options;
  checkWaypointCount(draft.waypoints.length, options);
  const warnings = [...draft.warnings];
  draft.waypoints.forEach((waypoint) => checkPosition(waypoint, fileName));
  let missingGeometry = 0;
  let missingSpeed = 0;
  const legs = draft.legs.map((leg, index) => {
    const where = draft.waypoints[index + 1]?.where ?? `leg ${index + 1}`;
    if (leg.speedKn !== undefined && (leg.speedKn < 0 || leg.speedKn > MAX_SPEED_KN)) {
      throw refuse(fileName, `${where}: the leg's speed ${leg.speedKn} kn is out of range; it must be from 0 (not given) to ${MAX_SPEED_KN} kn`);
    }
    if (leg.geometry === undefined) missingGeometry += 1;
    // A speed of 0 is how some systems leave a leg's speed unset: treat it as not given.
    const speedGiven = leg.speedKn !== undefined && leg.speedKn > 0;
    if (!speedGiven) missingSpeed += 1;
    return { geometry: leg.geometry ?? 'rhumb', speedKn: speedGiven ? (leg.speedKn as number) : options.defaultSpeedKn };
  });
  if (missingGeometry > 0) {
    warnings.push(`${missingGeometry} of ${legs.length} legs had no geometry in the file and were taken as rhumb lines (${options.missingGeometryNote}).`);
  }
  if (missingSpeed > 0) {
    warnings.push(`${missingSpeed} of ${legs.length} legs had no speed in the file; the default vessel profile's service speed of ${options.defaultSpeedKn} kn was used.`);
  }
  const radiusLeftOut: string[] = [];
  /** A radius inside what a waypoint keeps, or undefined and said in a warning. */
  const radius = (value: number | undefined, what: string, allowed: string, fits: boolean, where: string) => {
    if (value === undefined || fits) return value;
    radiusLeftOut.push(`${where}: ${what} radius ${value} nm (Passage keeps ${allowed})`);
    return undefined;
  };
  const waypoints = draft.waypoints.map((waypoint, index) => {
    const { arrivalRadiusNm: arrival, turnRadiusNm: turn, where } = waypoint;
    const arrivalRadiusNm = radius(arrival, 'arrival', `above 0 to ${MAX_ARRIVAL_RADIUS_NM} nm`, arrival !== undefined && arrival > 0 && arrival <= MAX_ARRIVAL_RADIUS_NM, where);
    const turnRadiusNm = radius(turn, 'turn', `0 to ${MAX_TURN_RADIUS_NM} nm`, turn !== undefined && turn >= 0 && turn <= MAX_TURN_RADIUS_NM, where);
    return {
      id: `wp-${index + 1}`,
      name: fittedName(waypoint.name, `The name of ${waypoint.where}`, warnings),
      lat: waypoint.lat,
      lon: waypoint.lon,
      ...(arrivalRadiusNm === undefined ? {} : { arrivalRadiusNm }),
      ...(turnRadiusNm === undefined ? {} : { turnRadiusNm }),
    };
  });
  if (radiusLeftOut.length > 0) warnings.push(`Radii out of range were left out: ${radiusLeftOut.slice(0, 5).join('; ')}${radiusLeftOut.length > 5 ? '; …' : ''}.`);
  const name = fittedName(draft.name && draft.name.trim() !== '' ? draft.name : nameFromFile(fileName), 'The route name', warnings);
  const candidate = {
    name,
    format: draft.format,
    waypoints,
    legs,
    ...(draft.departure ? { departure: draft.departure } : {}),
    ...(draft.vessel && Object.keys(draft.vessel).length > 0 ? { vessel: draft.vessel } : {}),
    ...(draft.calculatedSchedule && draft.calculatedSchedule.length > 0 ? { calculatedSchedule: draft.calculatedSchedule } : {}),
    warnings,
    ...(draft.contents ? { contents: draft.contents } : {}),
    ...(draft.simplification ? { simplification: draft.simplification } : {}),
    ...(draft.attachments ? { attachments: draft.attachments } : {}),
  };
  const checked = importedRouteSchema.safeParse(candidate);
  if (!checked.success) throw refuse(fileName, describeZodError(checked.error));
  return checked.data;
}
