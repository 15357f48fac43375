// A 10-day Yokohama to San Francisco voyage of `count` waypoints spaced evenly on the great circle,
// with rhumb legs: the long voyage of the scale benchmarks (issue 17).
import { greatCircleLeg } from '../../src/shared/geo';

export function transpacificVoyage(count: number, etdUtcMs: number) {
  const line = greatCircleLeg({ lat: 35.3, lon: 139.9 }, { lat: 37.7, lon: -122.7 });
  const waypoints = Array.from({ length: count }, (_, index) => {
    const { lat, lon } = line.positionAtNm((line.distanceNm * index) / (count - 1));
    return { id: `w${index}`, name: `WP${index + 1}`, lat, lon };
  });
  const speedKn = line.distanceNm / 240;
  return { name: `Transpacific ${count}`, waypoints, legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn })), departure: { mode: 'departAt' as const, etdUtcMs } };
}
