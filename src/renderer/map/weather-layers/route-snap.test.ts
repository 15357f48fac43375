import { describe, expect, it } from 'vitest';
import { computeRoute } from '../../../shared/geo/route';
import { nearestDistanceNm, routeSamples, timeAtDistanceUtcMs } from './route-snap';

// Web Mercator pixels at zoom 5 (256 px tiles), as Leaflet projects the chart.
function mercator(lat: number, lon: number) {
  const scale = 256 * 2 ** 5;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

const etdUtcMs = Date.UTC(2026, 10, 25, 12);

describe('the ship dragged along her route', () => {
  const route = computeRoute({
    waypoints: [
      { name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
      { name: 'Finisterre offing', lat: 43.5, lon: -10.5 },
      { name: 'Ponta Delgada', lat: 37.7, lon: -25.6 },
    ],
    legs: [
      { geometry: 'greatCircle', speedKn: 12 },
      { geometry: 'rhumb', speedKn: 10 },
    ],
  });
  const samples = routeSamples(route);

  it('dropped on a waypoint, she is there at its ETA', () => {
    const distanceNm = nearestDistanceNm(samples, { lat: 43.5, lon: -10.5 }, mercator);
    expect(distanceNm).toBeCloseTo(route.waypoints[1]!.distanceFromStartNm, 1);
    expect(timeAtDistanceUtcMs(route, etdUtcMs, distanceNm!)).toBeCloseTo(etdUtcMs + route.waypoints[1]!.offsetMs, -4);
  });

  it('dropped beside the route, she goes to the nearest point on it; past its ends, to the end', () => {
    // 30 nm off the second leg's middle, to the north-west of it.
    const middle = samples[Math.floor(samples.length * 0.75)]!;
    const off = nearestDistanceNm(samples, { lat: middle.lat + 0.4, lon: middle.lon - 0.3 }, mercator)!;
    expect(Math.abs(off - middle.distanceNm)).toBeLessThan(40);
    expect(nearestDistanceNm(samples, { lat: 55, lon: 0 }, mercator)).toBe(0);
    expect(nearestDistanceNm(samples, { lat: 30, lon: -40 }, mercator)).toBeCloseTo(route.totalDistanceNm, 6);
    expect(timeAtDistanceUtcMs(route, etdUtcMs, route.totalDistanceNm)).toBe(etdUtcMs + route.waypoints[2]!.offsetMs);
  });

  it('across 180°: the pointer in either world copy finds the same place', () => {
    const pacific = computeRoute({
      waypoints: [
        { name: 'West of the line', lat: 40, lon: 170 },
        { name: 'East of the line', lat: 42, lon: -170 },
      ],
      legs: [{ geometry: 'rhumb', speedKn: 15 }],
    });
    const crossing = routeSamples(pacific);
    expect(crossing.at(-1)!.lon).toBeCloseTo(190, 6);
    const east = nearestDistanceNm(crossing, { lat: 41.5, lon: -175 }, mercator)!;
    const unwrapped = nearestDistanceNm(crossing, { lat: 41.5, lon: 185 }, mercator)!;
    expect(east).toBeCloseTo(unwrapped, 6);
    expect(east / pacific.totalDistanceNm).toBeGreaterThan(0.6);
  });

  it('5,000 waypoints: a few thousand points, every waypoint among them', () => {
    const waypoints = Array.from({ length: 5000 }, (_, index) => ({ name: `W${index}`, lat: 10 + index * 0.01, lon: -30 + index * 0.01 }));
    const long = computeRoute({ waypoints, legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 12 })) });
    const many = routeSamples(long);
    expect(many.length).toBeLessThan(12_000);
    const distances = new Set(many.map((sample) => sample.distanceNm));
    expect(long.waypoints.every((waypoint) => distances.has(waypoint.distanceFromStartNm))).toBe(true);
  });
});
