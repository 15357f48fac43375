import { describe, expect, it } from 'vitest';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import { forecastStepHours, modelRoutePositions } from './model-comparison-positions';

const hourMs = 3_600_000;
const runSec = Date.UTC(2026, 10, 23, 6) / 1000;
const world = { east: 180, west: -180, north: 90, south: -90 };

function planFrom(etdUtcMs: number, speedKn: number, waypoints = [
  { id: 'a', name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
  { id: 'b', name: 'Finisterre', lat: 43.5, lon: -10.5 },
]) {
  const planned = planVoyage({ waypoints, legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn })), departure: { mode: 'departAt', etdUtcMs } });
  if (!planned.ok) throw new Error(planned.message);
  return planned.plan;
}

describe('forecastStepHours', () => {
  it('expands every part of the sequence, or takes the offsets when listed', () => {
    const hours = forecastStepHours({ sequence: 'seq:[0:1:3],seq:[6:3:12]' });
    expect(hours).toEqual([0, 1, 2, 3, 6, 9, 12]);
    expect(forecastStepHours({ sequence: 'seq:[0:1:3]', offsets: [12, 0, 6] })).toEqual([0, 6, 12]);
    expect(forecastStepHours({ sequence: 'hourly' })).toEqual([]);
  });
});

describe('modelRoutePositions', () => {
  const entry = { name: 'WAVE', runtimeLast: runSec, sequence: 'seq:[0:1:48]', boundingbox: world };

  it('puts the waypoints at their ETAs and the ship at every model step between, in time order', () => {
    const plan = planFrom(runSec * 1000 + 30 * 60_000, 12);
    const { points, notCovered } = modelRoutePositions(plan, entry);
    expect(notCovered).toBeNull();
    expect(points[0]).toMatchObject({ waypointIndex: 0, timeUtcMs: plan.etdUtcMs });
    expect(points.at(-1)).toMatchObject({ waypointIndex: 1, timeUtcMs: plan.etaUtcMs });
    const between = points.slice(1, -1);
    // Whole hours strictly after the departure (at half past) and before the arrival.
    expect(between.length).toBe(Math.ceil(plan.etaUtcMs / hourMs) - 1 - Math.floor(plan.etdUtcMs / hourMs));
    expect(between.every((point) => point.timeUtcMs % hourMs === 0 && point.waypointIndex === null)).toBe(true);
    // 12 kn: one hour of sailing is 12 nm along the route.
    expect(between[1]!.distanceRunNm - between[0]!.distanceRunNm).toBeCloseTo(12, 6);
  });

  it('keeps only what the model reaches and says what it leaves out', () => {
    // About 36 h at 11 kn from 20 h into a 48 h forecast: the last part is beyond the last step.
    const plan = planFrom(runSec * 1000 + 20 * hourMs, 11);
    const { points, notCovered } = modelRoutePositions(plan, entry);
    expect(notCovered).toMatch(/^WAVE does not cover the voyage after 2026-11-25 06:00Z \(its last step\) to the ETA /);
    expect(Math.max(...points.map((point) => point.timeUtcMs))).toBeLessThanOrEqual(runSec * 1000 + 48.5 * hourMs);

    const northSea = { ...entry, boundingbox: { north: 57, south: 48, east: 12, west: -2 } };
    const outside = modelRoutePositions(planFrom(runSec * 1000 + hourMs, 12), northSea);
    expect(outside.points).toHaveLength(0);
    expect(outside.notCovered).toMatch(/outside its region \(\d+ of \d+ positions/);
  });

  it('thins the steps evenly when there would be more positions than one request should carry', () => {
    const plan = planFrom(runSec * 1000 + hourMs, 12);
    const { points } = modelRoutePositions(plan, entry, 10);
    expect(points).toHaveLength(10);
    expect(points[0]!.waypointIndex).toBe(0);
    expect(points.at(-1)!.waypointIndex).toBe(1);
  });
});
