/**
 * Ship's time at sea: the nautical time zone of a longitude, 15° wide and centred on a multiple
 * of 15°, so its offset is the longitude divided by 15 and rounded (zone description). Ports have
 * civil zones of their own, but a waypoint at sea has only this, and it is what a passage plan
 * gives beside UTC when no port zone is known.
 */

/** Hours east of Greenwich, -12 to +12; 7.5°E and beyond gives +1. */
export function nauticalZoneOffsetHours(lonDeg: number): number {
  if (!Number.isFinite(lonDeg)) throw new RangeError(`longitude must be a number, not ${lonDeg}`);
  const normalized = ((((lonDeg + 180) % 360) + 360) % 360) - 180;
  // Rounded on the magnitude so the west mirrors the east (Math.round would send -7.5° to 0).
  const offset = Math.sign(normalized) * Math.round(Math.abs(normalized) / 15);
  return offset === 0 ? 0 : offset;
}

/**
 * The IANA name of that zone ("Etc/GMT-1" is UTC+1: the Etc names count the other way), so the
 * ordinary zone formatting (formatZoneTime) can write the time.
 */
export function nauticalTimeZone(lonDeg: number): string {
  const offset = nauticalZoneOffsetHours(lonDeg);
  if (offset === 0) return 'Etc/GMT';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
