import { nauticalTimeZone } from '../time/nautical-time-zone';
import { formatZoneTime } from '../time/time-format';

/**
 * The one rule for the local time written beside a UTC time, on every screen and in the printed
 * plan: in a port's approaches the port's own civil zone, named ("01 Dec 07:00 (UTC+1,
 * Rotterdam)"); at sea, or where the port's zone is not known, the ship's time, the nautical zone
 * of the longitude ("01 Dec 06:00 (UTC+0, nautical zone)"). Always labelled, so a reader never
 * guesses whose clock it is.
 */

/** The port a position lies in the approaches of, with its zone as far as it is known. */
export interface PortClock {
  name: string;
  /** IANA zone; undefined while it is being looked up, null when it could not be found. */
  timeZone: string | null | undefined;
}

export function localTimeWords(timeMs: number, lonDeg: number, port: PortClock | null): string {
  const nautical = formatZoneTime(timeMs, nauticalTimeZone(lonDeg), 'nautical zone');
  if (port === null) return nautical;
  // Asked but not yet answered: the ship's time until the port's arrives, marked as waiting.
  if (port.timeZone === undefined) return `${nautical} …`;
  if (port.timeZone === null) return `${nautical}; ${port.name}'s zone unknown`;
  return formatZoneTime(timeMs, port.timeZone, port.name);
}

/**
 * The zone label every local time of a table shares ("(UTC+1, Rotterdam)"), to write once in the
 * column's header; null when any differs (a change of offset within the table, a zone being looked
 * up or unknown), and then each cell keeps its own.
 */
export function sharedZoneLabel(locals: readonly string[]): string | null {
  const labels = locals.map((local) => zoneLabelOf(local));
  const first = labels[0];
  return first !== undefined && first !== null && labels.every((label) => label === first) ? first : null;
}

/** The time of a local time without its zone label: "30 Nov 07:00 (UTC+1, Rotterdam)" → "30 Nov 07:00". */
export function withoutZoneLabel(local: string): string {
  const label = zoneLabelOf(local);
  return label === null ? local : local.slice(0, local.length - label.length - 1);
}

function zoneLabelOf(local: string): string | null {
  return /^.+ (\([^()]+\))$/.exec(local)?.[1] ?? null;
}
