import { defaultVesselProfile, type VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Departure, Leg } from '../../shared/voyage/voyage';
import { importRouteFile, type ImportOptions } from './route-import';
import { routeToWrite, type RouteToWrite } from './route-to-write';
import { parseRouteText } from './route-text-parse';

/** Rotterdam to New York by the Channel, with both leg geometries and a name that needs escaping. */
export const channelCrossing = {
  name: 'Rotterdam – New York <winter> & "spring"',
  waypoints: [
    { name: 'Maas Center', lat: 52.0167, lon: 3.8833 },
    { name: 'Dover Strait TSS', lat: 51.0333, lon: 1.5 },
    { name: "Bishop Rock 'A'", lat: 49.8, lon: -6.5 },
    { name: 'Ambrose', lat: 40.45, lon: -73.8167 },
  ],
  legs: [
    { geometry: 'rhumb', speedKn: 12 },
    { geometry: 'rhumb', speedKn: 13.5 },
    { geometry: 'greatCircle', speedKn: 15.25 },
  ] satisfies Leg[],
  departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6, 30) } as Departure,
};

export const channelVessel: VesselProfile = { ...defaultVesselProfile, name: 'MV Example', serviceSpeedKn: 14 };

export function channelRoute(overrides: Partial<typeof channelCrossing> = {}): RouteToWrite {
  return routeToWrite({ ...channelCrossing, ...overrides }, channelVessel);
}

/** Imports with the in-process parser unless a test wants the worker. */
export function importText(fileName: string, text: string, { encoding, ...options }: Partial<ImportOptions> & { encoding?: 'base64' } = {}) {
  return importRouteFile({ fileName, text, ...(encoding ? { encoding } : {}) }, { defaultSpeedKn: 11, parse: parseRouteText, ...options });
}

/** What a round trip must keep: the route as planned, without the ids and warnings an import adds. */
export function plannedParts(route: { name: string; waypoints: ReadonlyArray<{ name: string; lat: number; lon: number }>; legs: readonly Leg[]; departure?: Departure }) {
  return {
    name: route.name,
    waypoints: route.waypoints.map(({ name, lat, lon }) => ({ name, lat, lon })),
    legs: route.legs,
    departure: route.departure,
  };
}
