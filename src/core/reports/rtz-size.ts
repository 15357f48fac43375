import { byteSizeWords } from '../../shared/format/byte-size';

/**
 * IEC 61174 asks RTZ files to stay under 400 kB (docs/platform-facts.md, The domain), and an ECDIS may refuse a larger one.
 * Passage still writes the whole route (and reads every file it writes back in: route-file-limits.ts),
 * and tells the navigator when a file passes the size, with what would fit.
 */
export const RTZ_ADVISED_MAX_BYTES = 400_000;

/**
 * What to tell the navigator of an RTZ of `bytes` holding `waypointCount` waypoints; null when it is
 * within RTZ's size. `routeOnlyBytes` gives the size of the same route without the forecast (asked
 * only when the note is written).
 */
export function rtzSizeNote(bytes: number, waypointCount: number, withForecast: boolean, routeOnlyBytes?: () => number | undefined): string | null {
  if (bytes <= RTZ_ADVISED_MAX_BYTES) return null;
  const fitting = Math.max(2, Math.floor((RTZ_ADVISED_MAX_BYTES / bytes) * waypointCount));
  const routeOnly = withForecast ? routeOnlyBytes?.() : undefined;
  const withoutForecast = routeOnly !== undefined ? ` export the route without the forecast (Route tab, ${byteSizeWords(routeOnly)}), or` : '';
  return (
    `This RTZ is ${byteSizeWords(bytes)}, over the ${byteSizeWords(RTZ_ADVISED_MAX_BYTES)} IEC 61174 asks of an RTZ file: an ECDIS may refuse it (Passage reads it back). ` +
    `For an ECDIS,${withoutForecast} lay the route with fewer waypoints: about ${fitting.toLocaleString('en-GB')} of these fit in ${byteSizeWords(RTZ_ADVISED_MAX_BYTES)}.`
  );
}
