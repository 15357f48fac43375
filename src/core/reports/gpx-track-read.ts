import { rhumbInverse } from '../../shared/geo/rhumb';
import type { RouteFileChoice, TrackSimplification } from '../../shared/voyage/route-file';
import type { XmlTree } from './parse-messages';
import { fileNumber, fileTimeUtcMs, type DraftLeg, type DraftWaypoint } from './route-draft';
import { refuse } from './route-file-error';
import { MAX_TRACK_POINTS, simplifyTrack } from './track-simplify';
import { attribute, childElements, childText } from './xml-tree';
import { countWords } from '../../shared/format/count-words';

/**
 * A GPX track (<trk>: where a ship went, fix by fix) as a route: the chosen segment or all
 * segments joined, simplified to waypoints within the navigator's cross-track tolerance
 * (track-simplify.ts). Where the fixes have times, a leg's speed is the track's length between
 * its two waypoints over the time between them, when that is plausible for a ship.
 */

/** Below this a leg's timed speed is a ship drifting or alongside, not a plan. */
const MIN_TIMED_SPEED_KN = 0.5;
const MAX_TIMED_SPEED_KN = 60;

interface Fix {
  segment: number;
  where: string;
  name?: string;
  lat: number;
  lon: number;
  timeUtcMs?: number;
}

function fixesOf(track: XmlTree, choice: RouteFileChoice, fileName: string): Fix[] {
  const segments = childElements(track, 'trkseg');
  const fixes: Fix[] = [];
  segments.forEach((segment, segmentIndex) => {
    if (choice.segment !== 'all' && choice.segment !== segmentIndex) return;
    childElements(segment, 'trkpt').forEach((point, pointIndex) => {
      if (fixes.length >= MAX_TRACK_POINTS) {
        throw refuse(fileName, `the track has more than ${MAX_TRACK_POINTS.toLocaleString('en-GB')} points; split it in the plotter's software and import a part`);
      }
      const where = `track segment ${segmentIndex + 1}, point ${pointIndex + 1}`;
      const lat = fileNumber(attribute(point, 'lat'), 'latitude', where, fileName);
      const lon = fileNumber(attribute(point, 'lon'), 'longitude', where, fileName);
      if (lat === undefined || lon === undefined) throw refuse(fileName, `${where}: it has no lat and lon attributes`);
      if (Math.abs(lat) > 90 || Math.abs(lon) > 180) throw refuse(fileName, `${where}: ${lat}, ${lon} is not a position (latitude -90..90, longitude -180..180)`);
      const time = childText(point, 'time');
      fixes.push({ segment: segmentIndex, where, name: childText(point, 'name'), lat, lon, ...(time ? { timeUtcMs: fileTimeUtcMs(time, 'time', where, fileName) } : {}) });
    });
  });
  return fixes;
}

export interface TrackRead {
  waypoints: DraftWaypoint[];
  legs: DraftLeg[];
  simplification: TrackSimplification;
  warnings: string[];
}

/**
 * Distance over time between two kept fixes, from the steps within a segment only: joined
 * segments have a gap between them (the plotter off, the ship at anchor) that is no one's speed.
 */
function timedSpeedKn(fixes: readonly Fix[], first: number, last: number): number | undefined {
  let distanceNm = 0;
  let hours = 0;
  for (let index = first; index < last; index += 1) {
    const from = fixes[index] as Fix;
    const to = fixes[index + 1] as Fix;
    if (from.segment !== to.segment) continue;
    if (from.timeUtcMs === undefined || to.timeUtcMs === undefined || to.timeUtcMs < from.timeUtcMs) return undefined;
    distanceNm += rhumbInverse(from, to).distanceNm;
    hours += (to.timeUtcMs - from.timeUtcMs) / 3_600_000;
  }
  if (hours <= 0) return undefined;
  const speedKn = distanceNm / hours;
  return speedKn >= MIN_TIMED_SPEED_KN && speedKn <= MAX_TIMED_SPEED_KN ? Math.round(speedKn * 100) / 100 : undefined;
}

export function readGpxTrack(track: XmlTree, choice: RouteFileChoice, toleranceNm: number, fileName: string): TrackRead {
  const fixes = fixesOf(track, choice, fileName);
  if (fixes.length < 2) throw refuse(fileName, `the track${choice.segment === 'all' ? '' : `'s segment ${choice.segment + 1}`} has ${countWords(fixes.length, 'point')}; a route needs at least 2`);
  const { kept, maxDeviationNm } = simplifyTrack(fixes, toleranceNm);
  const waypoints = kept.map((index) => {
    const fix = fixes[index] as Fix;
    return { where: fix.where, name: fix.name ?? `Track point ${index + 1}`, lat: fix.lat, lon: fix.lon };
  });
  const legs: DraftLeg[] = [];
  let timedLegs = 0;
  for (let leg = 0; leg + 1 < kept.length; leg += 1) {
    const speedKn = timedSpeedKn(fixes, kept[leg] as number, kept[leg + 1] as number);
    if (speedKn !== undefined) timedLegs += 1;
    legs.push({ speedKn });
  }
  const segments = childElements(track, 'trkseg').length;
  const warnings = [
    `${fixes.length.toLocaleString('en-GB')} points → ${kept.length.toLocaleString('en-GB')} waypoints: the track${segments > 1 ? (choice.segment === 'all' ? ` (its ${segments} segments joined)` : `'s segment ${choice.segment + 1} of ${segments}`) : ''} was simplified to rhumb legs within ${toleranceNm} nm; the largest deviation of a track point from its leg is ${maxDeviationNm.toFixed(3)} nm.`,
  ];
  const timed = fixes.filter((fix) => fix.timeUtcMs !== undefined).length;
  if (timed > 0) {
    warnings.push(
      `The track's times give the speed of ${timedLegs} of ${legs.length} legs (those between ${MIN_TIMED_SPEED_KN} and ${MAX_TIMED_SPEED_KN} kn with times rising); they say when it was sailed, so the voyage's departure was not taken from them.`,
    );
  }
  return { waypoints, legs, simplification: { trackPoints: fixes.length, waypoints: kept.length, toleranceNm, maxDeviationNm, timedLegs }, warnings };
}
