import { greatCircleDistanceM, initialBearingDeg, interpolateLeg, type LatLon } from '../geometry/sphere';
import type { BasinCode, CycloneTrack } from './tropical-cyclones';

/**
 * A test scenario: one strong tropical cyclone whose track crosses a given route at its middle
 * (by distance) at a given time, moving across the route at 20 km/h, at its peak when it crosses.
 */
export interface StormScenario {
  crossRoute?: Array<{ lat: number; lon: number }>;
  /** When the storm crosses the route, ms since the epoch (default: two days after start). */
  at?: number;
}

function basinAt(point: LatLon): BasinCode {
  if (point.lat < 0) return 'SH';
  if (point.lon >= -100 && point.lon < -10) return 'AL';
  if (point.lon < -100) return 'EP';
  if (point.lon >= 100) return 'WP';
  return 'IO';
}

function midpointByDistance(route: readonly LatLon[]): { point: LatLon; courseDeg: number } {
  const legs = route.slice(1).map((to, index) => {
    const from = route[index] ?? to;
    return { from, to, lengthM: greatCircleDistanceM(from, to) };
  });
  const total = legs.reduce((sum, leg) => sum + leg.lengthM, 0);
  let remaining = total / 2;
  for (const leg of legs) {
    if (remaining <= leg.lengthM || leg === legs[legs.length - 1]) {
      const fraction = leg.lengthM === 0 ? 0 : Math.min(1, remaining / leg.lengthM);
      return { point: interpolateLeg(leg.from, leg.to, fraction, 'greatcircle'), courseDeg: initialBearingDeg(leg.from, leg.to) };
    }
    remaining -= leg.lengthM;
  }
  const only = route[0] ?? { lat: 0, lon: 0 };
  return { point: only, courseDeg: 0 };
}

export function scenarioCyclones(scenario: StormScenario | undefined, startMs: number): CycloneTrack[] {
  const route = scenario?.crossRoute;
  if (route === undefined || route.length < 2) return [];
  const crossingSec = Math.floor((scenario?.at ?? startMs + 48 * 3_600_000) / 1000);
  const { point, courseDeg } = midpointByDistance(route);
  // Across the route, with a poleward component.
  const across = (courseDeg + 90) % 360;
  const headingDeg = Math.cos((across * Math.PI) / 180) * Math.sign(point.lat || 1) >= 0 ? across : (across + 180) % 360;
  const speedKmh = 20;
  const eastKmh = speedKmh * Math.sin((headingDeg * Math.PI) / 180);
  const northKmh = speedKmh * Math.cos((headingDeg * Math.PI) / 180);
  const lifetimeSec = 8 * 86_400;
  const leadInHours = lifetimeSec / 2 / 3600;
  const startLat = point.lat - (northKmh * leadInHours) / 111.2;
  const startLon = point.lon - (eastKmh * leadInHours) / (111.2 * Math.cos((((startLat + point.lat) / 2) * Math.PI) / 180));
  const basin = basinAt(point);
  return [
    {
      id: `${basin}90${new Date(crossingSec * 1000).getUTCFullYear()}`,
      name: 'Scenario',
      basin,
      genesisSec: crossingSec - lifetimeSec / 2,
      lifetimeSec,
      peakKts: 110,
      startLat,
      startLon,
      eastKmh,
      northKmh,
      eastKmhPerDay: 0,
      northKmhPerDay: 0,
    },
  ];
}
