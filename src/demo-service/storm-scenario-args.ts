import type { StormScenario } from './fields/storm-scenario';

/**
 * The storm scenario as the CLI takes it: `--storm-route "lat,lon;lat,lon;..."` (decimal degrees,
 * north and east positive) and optionally `--storm-at` (an ISO 8601 UTC time when the storm
 * crosses the route). A bad value is refused with what was wrong and what is allowed.
 */
export function parseStormScenarioArgs(routeText: string | undefined, atText: string | undefined): { ok: true; scenario: StormScenario | undefined } | { ok: false; message: string } {
  if (routeText === undefined) {
    if (atText !== undefined) return { ok: false, message: '--storm-at needs --storm-route: the route the storm is to cross.' };
    return { ok: true, scenario: undefined };
  }
  const pairs = routeText.split(';').map((pair) => pair.trim()).filter((pair) => pair.length > 0);
  if (pairs.length < 2) return { ok: false, message: `--storm-route needs at least two positions "lat,lon;lat,lon" in decimal degrees; got "${routeText}".` };
  const crossRoute: Array<{ lat: number; lon: number }> = [];
  for (const pair of pairs) {
    const parts = pair.split(',').map((part) => part.trim());
    const lat = Number(parts[0]);
    const lon = Number(parts[1]);
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '' || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      return { ok: false, message: `--storm-route position "${pair}" is not "lat,lon" with latitude -90..90 and longitude -180..180 in decimal degrees.` };
    }
    crossRoute.push({ lat, lon });
  }
  if (atText === undefined) return { ok: true, scenario: { crossRoute } };
  const at = Date.parse(atText);
  if (!Number.isFinite(at) || !/(Z|[+-]\d\d:?\d\d)$/.test(atText.trim())) {
    return { ok: false, message: `--storm-at must be an ISO 8601 time with its zone, such as 2026-11-25T12:00Z; got "${atText}".` };
  }
  return { ok: true, scenario: { crossRoute, at } };
}
