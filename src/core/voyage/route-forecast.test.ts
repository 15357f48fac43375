import { describe, expect, it } from 'vitest';
import type { ShippingRouteForecast } from '../../shared/service/shipping';
import type { Voyage } from '../../shared/voyage/voyage';
import { routeForecastSeries, routeForecastRequest } from './route-forecast';

const etdMs = Date.UTC(2026, 10, 24, 6);
const voyage: Voyage = {
  id: 'v1',
  name: 'Hoek to Ushant',
  waypoints: [
    { id: 'a', name: 'Hoek van Holland', lat: 51.98, lon: 4.05 },
    { id: 'b', name: 'Dover Strait', lat: 51.0, lon: 1.5 },
    { id: 'c', name: 'Ushant', lat: 48.5, lon: -5.5 },
  ],
  legs: [
    { geometry: 'rhumb', speedKn: 10 },
    { geometry: 'greatCircle', speedKn: 15 },
  ],
  departure: { mode: 'departAt', etdUtcMs: etdMs },
  vesselProfileId: 'default',
  revision: 3,
  createdAtMs: 0,
  updatedAtMs: 0,
};

describe('routeForecastRequest', () => {
  it('sends every position with its ETA, so each leg keeps its own speed, all as rhumb lines', () => {
    const request = routeForecastRequest(voyage);
    const { query, voyageWaypointOfPosition } = request.built;
    expect(query.routing).toBe('rhumb');
    expect(query.lats).toHaveLength(query.times.length);
    // The great-circle leg is cut; the rhumb leg is not.
    expect(voyageWaypointOfPosition.slice(0, 2)).toEqual([0, 1]);
    expect(voyageWaypointOfPosition.at(-1)).toBe(2);
    const legs = request.plan.route.legs;
    expect(query.times[0]).toBe(etdMs / 1000);
    expect(query.times[1]).toBe(Math.round((etdMs + (legs[0]!.distanceNm / 10) * 3_600_000) / 1000));
    expect(query.times.at(-1)).toBe(Math.round(request.plan.etaUtcMs / 1000));
    // Times only rise; the cuts of leg 2 are timed at 15 kn along it.
    for (let index = 1; index < query.times.length; index++) expect(query.times[index]!).toBeGreaterThanOrEqual(query.times[index - 1]!);
    const shifted = routeForecastRequest(voyage, 6 * 3_600_000);
    expect(shifted.built.query.times[0]).toBe(etdMs / 1000 + 6 * 3600);
  });

  it('makes the question of a frozen voyage (the store\'s) once, and of any other voyage or a shifted departure afresh', () => {
    const stored = structuredClone(voyage);
    Object.freeze(stored);
    const request = routeForecastRequest(stored);
    expect(routeForecastRequest(stored)).toBe(request);
    expect(Object.isFrozen(request)).toBe(true);
    expect(routeForecastRequest(stored, 3_600_000)).not.toBe(routeForecastRequest(stored, 3_600_000));
    const editable = structuredClone(voyage);
    const before = routeForecastRequest(editable);
    editable.legs[0]!.speedKn = 5;
    const after = routeForecastRequest(editable);
    expect(after).not.toBe(before);
    expect(after.plan.etaUtcMs).toBeGreaterThan(before.plan.etaUtcMs);
  });

  it('refuses a voyage with no route, saying why', () => {
    expect(() => routeForecastRequest({ ...voyage, waypoints: voyage.waypoints.slice(0, 1), legs: [] })).toThrow(/no route to forecast: A route needs at least two waypoints/);
  });
});

describe('routeForecastSeries', () => {
  const request = routeForecastRequest({
    ...voyage,
    legs: [
      { geometry: 'rhumb', speedKn: 10 },
      { geometry: 'rhumb', speedKn: 15 },
    ],
  });
  const [t0, t1, t2] = request.built.query.times as [number, number, number];
  const middle = t0 + 3600;
  const leg1 = request.plan.route.legs[0]!;
  // As the real service may answer: distances that restart at each waypoint, km/h, an element it
  // cannot serve, the biochemical model under its short key, and data not in the points' order.
  const answer: ShippingRouteForecast = {
    start: t0,
    routing: 'rhumb',
    models: [
      { key: 'ecmwfhresglobal', range: { from: t0 - 7200, to: t2 + 7200 }, runtime: t0 - 21_600 },
      { key: 'mercator', error: 'model unavailable' },
    ],
    points: [
      { lat: 51.98, lon: 4.05, time: t0, type: 'waypoint', speed: 10, distance: 0, distanceTime: 0 },
      { lat: 51.9, lon: 3.8, time: middle, type: 'timestep', speed: 10, distance: 18_520, distanceTime: 3600 },
      { lat: 51.0, lon: 1.5, time: t1, type: 'waypoint', speed: 15, distance: 0, distanceTime: 0 },
      { lat: 48.5, lon: -5.5, time: t2, type: 'waypoint', speed: null, distance: 0, distanceTime: 0 },
    ],
    elements: [
      {
        key: 'windSpeed10m', unit: 'km/h', label: 'Wind speed', level: null, model: 'ecmwfhresglobal', element: 'windSpeed10m',
        data: [
          { lat: 48.5, lon: -5.5, kind: 'waypoint', time: t2, value: 37.04, offset: 3, offsetTime: t2, waypointIndex: 2 },
          { lat: 51.98, lon: 4.05, kind: 'waypoint', time: t0, value: 18.52, offset: 0, offsetTime: t0, waypointIndex: 0 },
          { lat: 51.9, lon: 3.8, kind: 'timestep', time: middle, value: null, offset: 1, offsetTime: middle, waypointIndex: null },
        ],
      },
      { key: 'chlorophyll', unit: 'mg/m3', label: 'Chlorophyll', level: null, model: 'mercator', element: 'chlorophyll', data: [], error: 'model unavailable' },
    ],
  };

  it('takes distance run and leg from the voyage itself, and marks the voyage waypoints', () => {
    const series = routeForecastSeries(answer, request);
    expect(series.points.map((point) => point.waypointIndex)).toEqual([0, null, 1, 2]);
    expect(series.points.map((point) => point.legIndex)).toEqual([0, 0, 1, 1]);
    expect(series.points[1]!.distanceRunNm).toBeCloseTo(10, 3);
    expect(series.points[2]!.distanceRunNm).toBeCloseTo(leg1.distanceNm, 9);
    expect(series.points[3]!.distanceRunNm).toBeCloseTo(request.plan.route.totalDistanceNm, 9);
    expect(series.points[0]!.timeUtcMs).toBe(etdMs);
    expect(series.waypoints.map((waypoint) => waypoint.name)).toEqual(['Hoek van Holland', 'Dover Strait', 'Ushant']);
    expect(series.voyageRevision).toBe(3);
  });

  it('converts to knots, lines values up with the points by time, and keeps what could not be served with its reason', () => {
    const series = routeForecastSeries(answer, request);
    const wind = series.elements.find((element) => element.key === 'windSpeed10m')!;
    expect(wind.unit).toBe('kn');
    expect(wind.serviceUnit).toBe('km/h');
    expect(wind.values).toHaveLength(4);
    expect(wind.values[0]).toBeCloseTo(10, 9);
    expect(wind.values[1]).toBeNull();
    expect(wind.values[2]).toBeNull();
    expect(wind.values[3]).toBeCloseTo(20, 9);
    const chlorophyll = series.elements.find((element) => element.key === 'chlorophyll')!;
    expect(chlorophyll).toMatchObject({ model: 'mercator-bio', values: [], error: 'model unavailable' });
    expect(series.models).toEqual([
      { key: 'ecmwfhresglobal', runUtcMs: (t0 - 21_600) * 1000, fromUtcMs: (t0 - 7200) * 1000, toUtcMs: (t2 + 7200) * 1000, error: null },
      { key: 'mercator-bio', runUtcMs: null, fromUtcMs: null, toUtcMs: null, error: 'model unavailable' },
    ]);
  });
});
