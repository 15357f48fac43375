import { describe, expect, it } from 'vitest';
import { analyseStorm } from './storm-risk';
import { equatorVoyage, HOUR_MS, scenarioStorm, T0_UTC_MS } from './storm-scenarios.fixture';
import { stormsNearVoyage } from './storms-near-voyage';
import { voyageTimeline } from './voyage-timeline';

// The ship leaves 0°E along the equator at T0 at 10 kn for 10° (601 nm): arrival about T0 + 60 h.
const timeline = voyageTimeline(equatorVoyage(0, 10), T0_UTC_MS);
const NEAR_NM = 1000;

function still(id: string, lat: number, lon: number, fromHours: number, toHours: number) {
  return analyseStorm(
    scenarioStorm(id, [
      { hours: fromHours, lat, lon, category: 'H1' },
      { hours: toHours, lat, lon, category: 'H1' },
    ]),
    T0_UTC_MS,
  );
}

function split(...storms: ReturnType<typeof still>[]) {
  const { near, notNear } = stormsNearVoyage(timeline, storms, NEAR_NM, (storm) => storm.track);
  return { near: near.map((storm) => storm.track.id), notNear: notNear.map((storm) => storm.track.id) };
}

describe('storms near a voyage', () => {
  it('a storm about 4,000 nm off the route during the whole voyage is not near', () => {
    // 67°N over the route's middle: 4,020 nm of meridian from the equator.
    expect(split(still('FAR', 67, 5, -24, 96))).toEqual({ near: [], notNear: ['FAR'] });
  });

  it('a storm within 1,000 nm of any part of the route during the voyage is near, wherever the ship is then', () => {
    // 15°N over the route's end (about 900 nm from it), there only while the ship is near the start.
    expect(split(still('NEAR', 15, 10, 0, 6))).toEqual({ near: ['NEAR'], notNear: [] });
  });

  it('just beyond the distance is not near; the profile distance decides', () => {
    // 17.5°N is about 1,045 nm from the equator.
    const storm = still('EDGE', 17.5, 5, 0, 48);
    expect(split(storm).notNear).toEqual(['EDGE']);
    expect(stormsNearVoyage(timeline, [storm], 1100, (each) => each.track).near).toHaveLength(1);
  });

  it('a storm over the route itself but gone two days before departure is not near; within the day before, it is', () => {
    expect(split(still('BEFORE', 1, 5, -96, -48))).toEqual({ near: [], notNear: ['BEFORE'] });
    expect(split(still('EVE', 1, 5, -96, -12))).toEqual({ near: ['EVE'], notNear: [] });
  });

  it('a storm that reaches the route only after the voyage (and its day of margin) is not near', () => {
    // Moves north from 30°S: comes within 1,000 nm of the route (16.7°S) only at about 132 h.
    const late = analyseStorm(
      scenarioStorm('LATE', [
        { hours: 0, lat: -30, lon: 5, category: 'TS' },
        { hours: 80, lat: -22, lon: 5, category: 'TS' },
        { hours: 200, lat: -10, lon: 5, category: 'TS' },
      ]),
      T0_UTC_MS,
    );
    expect(split(late)).toEqual({ near: [], notNear: ['LATE'] });
    // The same storm against a voyage leaving four days later is near.
    const later = voyageTimeline(equatorVoyage(0, 10), T0_UTC_MS + 96 * HOUR_MS);
    expect(stormsNearVoyage(later, [late], NEAR_NM, (storm) => storm.track).near).toHaveLength(1);
  });

  it('keeps the order given in both lists', () => {
    expect(split(still('A', 67, 5, 0, 48), still('B', 5, 5, 0, 48), still('C', -70, 5, 0, 48), still('D', -5, 5, 0, 48))).toEqual({
      near: ['B', 'D'],
      notNear: ['A', 'C'],
    });
  });
});
