/**
 * A second form of local time, kept only for the weather layers' time slider
 * (renderer/map/weather-layers/time-slider.tsx) until it moves to the one rule of
 * shared/format/local-time ("01 Dec 07:00 (UTC+1, Rotterdam)"); then this file goes.
 * test/integration/time-forms.test.ts fails on any other caller.
 *
 * Nautical zone time: the ship's clock at sea keeps the 15°-wide zone of her longitude. The
 * zone description (ZD) is what is added to zone time to get UTC, so east of Greenwich it is
 * negative: at 45°E, ZD -3 and local is UTC + 3 h. The 180° meridian splits the twelfth zone
 * (ZD -12 west of it, +12 east of it); 180 itself is taken as -12.
 */
import { normalizeLongitude } from './longitude';
import { MS_PER_HOUR } from './units';

export function zoneDescriptionHours(lonDeg: number): number {
  if (!Number.isFinite(lonDeg)) throw new RangeError(`longitude must be a number, not ${lonDeg}`);
  const zone = Math.round(normalizeLongitude(lonDeg) / 15);
  return zone === 0 ? 0 : -zone;
}

const MS_PER_MINUTE = 60_000;

/** `2026-12-01 09:30 (ZD -3)`: zone time to the nearest minute, with its description. */
export function formatZoneTime(utcMs: number, lonDeg: number): string {
  const zd = zoneDescriptionHours(lonDeg);
  const nearestMinuteUtcMs = Math.round(utcMs / MS_PER_MINUTE) * MS_PER_MINUTE;
  const local = new Date(nearestMinuteUtcMs - zd * MS_PER_HOUR).toISOString().slice(0, 16).replace('T', ' ');
  return `${local} (ZD ${zd > 0 ? '+' : zd < 0 ? '-' : ''}${Math.abs(zd)})`;
}
