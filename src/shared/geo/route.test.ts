import { describe, expect, it } from 'vitest';
import { greatCircleInverse } from './geodesic';
import { metresBetween, singaporeToRotterdamViaSuez } from './ocean-legs.fixture';
import { rhumbInverse } from './rhumb';
import { computeRoute, routePositionAtDistance, routePositionAtOffset, routeTrackPoints, type Route } from './route';
import { sampleRouteByTime } from './route-sampling';
import { scheduleFor } from './eta';
import { voyageSchema, type Voyage } from '../voyage/voyage';

const HOUR_MS = 3_600_000;

const suezRoute: Route = {
  waypoints: singaporeToRotterdamViaSuez,
  legs: singaporeToRotterdamViaSuez.slice(1).map((_, index) => ({
    geometry: index % 2 === 0 ? 'greatCircle' : 'rhumb',
    speedKn: index < 6 ? 14 : 12.5,
  })),
};

const pacific: Route = {
  waypoints: [
    { name: 'Yokohama', lat: 35.4, lon: 139.7 },
    { name: 'Mid-Pacific', lat: 45.0, lon: 175.0 },
    { name: 'Dateline +10', lat: 47.0, lon: -170.0 },
    { name: 'Juan de Fuca', lat: 48.4, lon: -124.8 },
  ],
  legs: [
    { geometry: 'greatCircle', speedKn: 16 },
    { geometry: 'rhumb', speedKn: 15 },
    { geometry: 'greatCircle', speedKn: 16 },
  ],
};

describe('computeRoute', () => {
  it('each leg has the distance and courses of its geometry, and cumulative distances add up', () => {
    const computed = computeRoute(suezRoute);
    expect(computed.legs).toHaveLength(13);
    let sumNm = 0;
    computed.legs.forEach((leg) => {
      const expected = leg.geometry === 'rhumb' ? rhumbInverse(leg.from, leg.to) : greatCircleInverse(leg.from, leg.to);
      expect(leg.distanceNm).toBeCloseTo(expected.distanceNm, 9);
      expect(leg.startDistanceNm).toBeCloseTo(sumNm, 9);
      expect(computed.waypoints[leg.index]?.distanceFromStartNm).toBeCloseTo(sumNm, 9);
      sumNm += leg.distanceNm;
      expect(leg.durationHours).toBeCloseTo(leg.distanceNm / leg.speedKn, 12);
      if (leg.geometry === 'rhumb') expect(leg.finalCourseDeg).toBe(leg.initialCourseDeg);
    });
    expect(computed.totalDistanceNm).toBeCloseTo(sumNm, 9);
    // Singapore to Rotterdam through Suez is about 8,300 nm by the usual tables
    expect(computed.totalDistanceNm).toBeGreaterThan(7900);
    expect(computed.totalDistanceNm).toBeLessThan(8500);
    const hours = computed.legs.reduce((total, leg) => total + leg.durationHours, 0);
    expect(Math.abs(computed.totalDurationHours - hours) * HOUR_MS).toBeLessThanOrEqual(0.5);
  });

  it('refuses a leg count that does not fit the waypoints, and a speed of 0', () => {
    expect(() => computeRoute({ waypoints: pacific.waypoints, legs: pacific.legs.slice(1) })).toThrow('4 waypoints need 3 legs, not 2');
    expect(() =>
      computeRoute({ waypoints: pacific.waypoints, legs: [...pacific.legs.slice(0, 2), { geometry: 'rhumb', speedKn: 0 }] }),
    ).toThrow('leg 3: speed must be above 0 kn');
  });

  it('a route of one waypoint, and of none, has no legs and no distance', () => {
    const single = computeRoute({ waypoints: [{ name: 'Rotterdam', lat: 51.95, lon: 4.05 }], legs: [] });
    expect(single.totalDistanceNm).toBe(0);
    expect(routePositionAtOffset(single, 5 * HOUR_MS)).toMatchObject({ lat: 51.95, lon: 4.05 });
    expect(routeTrackPoints(single, 10)).toEqual([{ lat: 51.95, lon: 4.05 }]);
    const empty = computeRoute({ waypoints: [], legs: [] });
    expect(routePositionAtDistance(empty, 0)).toBeUndefined();
    expect(sampleRouteByTime(empty, { etdUtcMs: 0, stepMinutes: 60 })).toEqual([]);
  });
});

describe('positions along the route', () => {
  it('at each waypoint distance and ETA the ship is on that waypoint, on the leg leaving it', () => {
    const computed = computeRoute(pacific);
    computed.waypoints.forEach((waypoint, index) => {
      const byDistance = routePositionAtDistance(computed, waypoint.distanceFromStartNm);
      const byTime = routePositionAtOffset(computed, waypoint.offsetMs);
      for (const position of [byDistance, byTime]) {
        expect(metresBetween(position ?? waypoint, waypoint)).toBeLessThan(0.01);
        expect(position?.legIndex).toBe(Math.min(index, computed.legs.length - 1));
        expect(position?.lon).toBeGreaterThanOrEqual(-180);
        expect(position?.lon).toBeLessThanOrEqual(180);
      }
    });
  });

  it('at a distance along a leg the ship is that far from the leg start, sailing the leg speed', () => {
    const computed = computeRoute(pacific);
    const leg = computed.legs[1];
    if (leg === undefined) throw new Error('no leg');
    const position = routePositionAtDistance(computed, leg.startDistanceNm + 400);
    expect(position?.legIndex).toBe(1);
    expect(Math.abs(rhumbInverse(leg.from, position ?? leg.from).distanceNm - 400) * 1852).toBeLessThan(1);
    expect(position?.speedKn).toBe(15);
    expect(position?.courseDeg).toBe(leg.initialCourseDeg);
  });

  it('half-way through a leg in time is half-way along it in distance, and the ends are clamped', () => {
    const computed = computeRoute(pacific);
    const leg = computed.legs[2];
    if (leg === undefined) throw new Error('no leg');
    const position = routePositionAtOffset(computed, (leg.startOffsetMs + leg.endOffsetMs) / 2);
    expect(position?.distanceFromStartNm).toBeCloseTo(leg.startDistanceNm + leg.distanceNm / 2, 6);
    expect(routePositionAtOffset(computed, -HOUR_MS)).toMatchObject({ lat: 35.4, lon: 139.7, offsetMs: 0 });
    const end = routePositionAtDistance(computed, computed.totalDistanceNm + 100);
    expect(metresBetween(end ?? leg.from, leg.to)).toBeLessThan(0.01);
  });
});

describe('drawing and sampling', () => {
  it('the track across 180° is one continuous line that passes through every waypoint', () => {
    const computed = computeRoute(pacific);
    const points = routeTrackPoints(computed, 30);
    for (let i = 1; i < points.length; i += 1) {
      expect(Math.abs((points[i]?.lon ?? NaN) - (points[i - 1]?.lon ?? NaN))).toBeLessThan(2);
      expect(metresBetween(points[i - 1] ?? pacific.waypoints[0]!, points[i] ?? pacific.waypoints[0]!) / 1852).toBeLessThanOrEqual(30 + 1e-9);
    }
    expect(points[0]).toEqual({ lat: 35.4, lon: 139.7 });
    expect(points.at(-1)?.lon).toBeCloseTo(-124.8 + 360, 9);
    for (const waypoint of pacific.waypoints) {
      expect(points.some((point) => metresBetween(point, waypoint) < 0.01)).toBe(true);
    }
  });

  it('samples every step from departure, the arrival last, times matching positions', () => {
    const computed = computeRoute(pacific);
    const etdUtcMs = Date.UTC(2025, 5, 1, 0, 0);
    const samples = sampleRouteByTime(computed, { etdUtcMs, stepMinutes: 180 });
    const arrivalMs = computed.waypoints.at(-1)?.offsetMs ?? 0;
    expect(samples).toHaveLength(Math.ceil(arrivalMs / (3 * HOUR_MS)) + 1);
    samples.slice(0, -1).forEach((sample, index) => expect(sample.timeUtcMs).toBe(etdUtcMs + index * 3 * HOUR_MS));
    expect(samples.at(-1)?.timeUtcMs).toBe(etdUtcMs + arrivalMs);
    expect(metresBetween(samples.at(-1) ?? pacific.waypoints[0]!, pacific.waypoints[3]!)).toBeLessThan(0.01);
    // between two samples 3 h apart on one leg the ship covers 3 h at that leg's speed
    const [a, b] = [samples[2], samples[3]];
    expect(a?.legIndex).toBe(b?.legIndex);
    expect(((b?.distanceFromStartNm ?? 0) - (a?.distanceFromStartNm ?? 0)) / 3).toBeCloseTo(a?.speedKn ?? NaN, 6);
  });

  it('can add the waypoint ETAs to the samples, in time order', () => {
    const computed = computeRoute(pacific);
    const samples = sampleRouteByTime(computed, { etdUtcMs: 0, stepMinutes: 360, includeWaypoints: true });
    for (const waypoint of computed.waypoints) expect(samples.some((sample) => sample.timeUtcMs === waypoint.offsetMs)).toBe(true);
    for (let i = 1; i < samples.length; i += 1) expect(samples[i]!.timeUtcMs).toBeGreaterThan(samples[i - 1]!.timeUtcMs);
  });

  it('refuses a step of 0 and a step that would give an absurd number of samples', () => {
    const computed = computeRoute(pacific);
    expect(() => sampleRouteByTime(computed, { etdUtcMs: 0, stepMinutes: 0 })).toThrow(/above 0 minutes/);
    expect(() => sampleRouteByTime(computed, { etdUtcMs: 0, stepMinutes: 0.001 })).toThrow(/more than 100000 samples/);
  });
});

describe('a saved voyage', () => {
  it('is a Route as it is: its departure gives the same schedule as the computed waypoint offsets', () => {
    const voyage: Voyage = voyageSchema.parse({
      id: 'v1',
      name: 'Rotterdam to New York',
      waypoints: [
        { id: 'a', name: 'Rotterdam', lat: 51.95, lon: 4.05 },
        { id: 'b', name: 'New York', lat: 40.5, lon: -73.9 },
      ],
      legs: [{ geometry: 'greatCircle', speedKn: 14 }],
      departure: { mode: 'arriveBy', etaUtcMs: Date.UTC(2025, 6, 1, 12) },
      vesselProfileId: 'default',
      revision: 1,
      createdAtMs: 0,
      updatedAtMs: 0,
    });
    const computed = computeRoute(voyage);
    const schedule = scheduleFor(computed.legs, voyage.departure);
    expect(schedule.etaUtcMs).toBe(Date.UTC(2025, 6, 1, 12));
    expect(schedule.etaUtcMs - schedule.etdUtcMs).toBe(computed.waypoints[1]?.offsetMs);
    // 3,158.4 nm at 14 kn is about 225.6 h
    expect(computed.totalDurationHours).toBeCloseTo(3158.424 / 14, 3);
  });
});
