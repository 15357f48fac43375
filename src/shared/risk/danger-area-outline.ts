/**
 * A polygon around a danger area, for drawing: the envelope of the growing circle along the
 * track, closed by round caps. DangerArea.contains decides what is inside; this only draws it.
 */
import { greatCircleDirect, greatCircleInverse, unwrapLongitudes, type LatLon } from '../geo';
import { subdividedCircles, type DangerArea, type DangerCircle } from './danger-area';

/** Circles drawn at least this often along the track, so the envelope follows a curving track. */
const OUTLINE_STEP_HOURS = 3;
const CAP_STEP_DEG = 10;

/** Drops circles wholly inside a neighbour (a slow storm's area grows faster than it moves). */
function withoutSwallowed(circles: DangerCircle[]): DangerCircle[] {
  const kept: DangerCircle[] = [];
  for (const circle of circles) {
    let last = kept.at(-1);
    while (last !== undefined && greatCircleInverse(last, circle).distanceNm + last.radiusNm <= circle.radiusNm) {
      kept.pop();
      last = kept.at(-1);
    }
    if (last === undefined || greatCircleInverse(last, circle).distanceNm + circle.radiusNm > last.radiusNm) kept.push(circle);
  }
  return kept;
}

function arc(centre: DangerCircle, fromDeg: number, toDeg: number): LatLon[] {
  const points: LatLon[] = [];
  const steps = Math.max(1, Math.ceil(Math.abs(toDeg - fromDeg) / CAP_STEP_DEG));
  for (let step = 0; step <= steps; step += 1) {
    points.push(greatCircleDirect(centre, fromDeg + ((toDeg - fromDeg) * step) / steps, centre.radiusNm));
  }
  return points;
}

/**
 * The outline as a closed ring (first point repeated last), longitudes continuous from the first
 * circle's so a ring across 180° stays one simple polygon on the map. Empty when the area is a
 * single point (no forecast and no wind radius).
 */
export function dangerAreaOutline(area: DangerArea): LatLon[] {
  const circles = withoutSwallowed(subdividedCircles(area.circles, OUTLINE_STEP_HOURS));
  const first = circles[0];
  if (first === undefined) return [];
  let ring: LatLon[];
  if (circles.length === 1) {
    if (first.radiusNm <= 0) return [];
    ring = arc(first, 0, 360);
  } else {
    const left: LatLon[] = [];
    const right: LatLon[] = [];
    const sides = circles.map((circle, index) => {
      const previous = circles[Math.max(0, index - 1)] ?? circle;
      const next = circles[Math.min(circles.length - 1, index + 1)] ?? circle;
      const chord = greatCircleInverse(previous, next);
      // The envelope touches each circle where cos(angle from the course) = -dr/ds.
      const slope = chord.distanceNm > 0 ? (next.radiusNm - previous.radiusNm) / chord.distanceNm : 0;
      const offsetDeg = (Math.acos(Math.max(-1, Math.min(1, -slope))) * 180) / Math.PI;
      return { circle, courseDeg: chord.initialCourseDeg, offsetDeg };
    });
    for (const { circle, courseDeg, offsetDeg } of sides) {
      left.push(greatCircleDirect(circle, courseDeg - offsetDeg, circle.radiusNm));
      right.push(greatCircleDirect(circle, courseDeg + offsetDeg, circle.radiusNm));
    }
    const head = sides.at(-1);
    const tail = sides[0];
    const endCap = head === undefined ? [] : arc(head.circle, head.courseDeg - head.offsetDeg, head.courseDeg + head.offsetDeg);
    const startCap =
      tail === undefined || tail.circle.radiusNm <= 0
        ? []
        : arc(tail.circle, tail.courseDeg + tail.offsetDeg, tail.courseDeg - tail.offsetDeg + 360);
    ring = [...left, ...endCap, ...right.reverse(), ...startCap];
  }
  const lons = unwrapLongitudes(ring.map((point) => point.lon));
  const shiftDeg = 360 * Math.round((first.lon - (lons[0] ?? first.lon)) / 360);
  const continuous = ring.map((point, index) => ({ lat: point.lat, lon: (lons[index] ?? point.lon) + shiftDeg }));
  const start = continuous[0];
  return start === undefined ? [] : [...continuous, start];
}
