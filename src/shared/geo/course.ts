/**
 * Courses are written in degrees true, 0 up to but not including 360 (000° is north, 090° east).
 * GeographicLib gives azimuths in -180..180; this turns them into courses.
 */
export function courseDeg(angleDeg: number): number {
  const reduced = ((angleDeg % 360) + 360) % 360;
  // A tiny negative angle reduces to 360 in floating point; that course is 000°.
  return reduced >= 360 ? 0 : reduced;
}
