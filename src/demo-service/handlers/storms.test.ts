import { describe, expect, it } from 'vitest';
import { stormsResponseSchema } from '../../shared/service/storms';
import { scenarioCyclones } from '../fields/storm-scenario';
import { greatCircleDistanceM } from '../geometry/sphere';
import { stormCategory, stormsAnswer } from './storms';

function inside(point: [number, number], ring: Array<[number, number]>): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function answerAt(nowMs: number, seed = 1, scenario: ReturnType<typeof scenarioCyclones> = []) {
  const answer = stormsAnswer({ world: { seed, scenarioCyclones: scenario }, nowMs: () => nowMs, origin: 'http://127.0.0.1:1' });
  if (!answer.ok) throw new Error(answer.message);
  return stormsResponseSchema.parse(answer.body);
}

describe('storms', () => {
  const days = Array.from({ length: 12 }, (_, index) => Date.UTC(2025, 6, 1 + index * 3));

  it('a few storms are active at any time, and each cone contains its forecast track', () => {
    let coneCount = 0;
    for (const nowMs of days) {
      const { storms } = answerAt(nowMs);
      expect(storms.length).toBeGreaterThan(0);
      expect(storms.length).toBeLessThan(10);
      for (const storm of storms) {
        const ring = storm.cone?.[0];
        if (ring === undefined) continue;
        coneCount += 1;
        for (const point of storm.path.filter((p) => (p.timestamp ?? 0) >= nowMs / 1000)) {
          let lon = point.longitude ?? 0;
          const ringLon = ring[0]?.[0] ?? 0;
          while (lon - ringLon > 180) lon -= 360;
          while (lon - ringLon < -180) lon += 360;
          expect(inside([lon, point.latitude ?? 0], ring), `${storm.id} at ${point.timestamp}`).toBe(true);
        }
      }
    }
    expect(coneCount).toBeGreaterThan(5);
  });

  it('speeds agree in every unit and categories agree with the wind', () => {
    const { storms } = answerAt(days[2] ?? 0);
    for (const storm of storms) {
      for (const point of storm.path) {
        for (const speed of [point.windSpeed, point.gustSpeed, point.movementSpeed]) {
          const kts = speed.kts ?? 0;
          expect(speed.kph).toBeCloseTo(kts * 1.852, 0);
          expect(speed.mph).toBeCloseTo(kts * 1.150779, 0);
          expect(speed.mps).toBeCloseTo(kts * 0.514444, 0);
        }
        const basin = storm.id.slice(0, 2) as 'AL';
        expect(point.category).toBe(stormCategory(basin, point.windSpeed.kts ?? 0));
        expect(point.pressure.mb ?? 0).toBeLessThan(1010);
      }
    }
  });

  it('a scenario storm crosses the given route at the given time', () => {
    const at = Date.UTC(2025, 6, 10, 12);
    const route = [{ lat: 20, lon: -70 }, { lat: 30, lon: -40 }];
    const scenario = scenarioCyclones({ crossRoute: route, at }, at - 86_400_000);
    const { storms } = answerAt(at, 1, scenario);
    const storm = storms.find((candidate) => candidate.nameShort === 'Scenario');
    expect(storm).toBeDefined();
    const now = storm?.path.find((point) => point.timestamp === at / 1000);
    const midpointDistanceM = greatCircleDistanceM({ lat: now?.latitude ?? 0, lon: now?.longitude ?? 0 }, { lat: 25.3, lon: -55.6 });
    expect(midpointDistanceM).toBeLessThan(150_000);
    expect(now?.category).toMatch(/^H/);
  });
});
