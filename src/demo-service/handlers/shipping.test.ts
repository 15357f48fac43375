import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/service/endpoints';
import { shippingPointResponseSchema, shippingRouteResponseSchema } from '../../shared/service/shipping';
import { daily, latestRunSec } from '../model-runs';
import { shippingPoint, shippingRoute } from './shipping';
import { weatherTimeseriesRoute } from './timeseries';

const nowMs = Date.UTC(2025, 2, 3, 9, 20);
const state = { world: { seed: 2, scenarioCyclones: [] }, nowMs: () => nowMs, origin: 'http://127.0.0.1:1' };

function route(query: Record<string, unknown>) {
  const parsed = endpoints.shippingRoute.query.parse(query);
  const answer = shippingRoute(parsed, state);
  if (!answer.ok) throw new Error(answer.message);
  return shippingRouteResponseSchema.parse(answer.body);
}

describe('shipping route', () => {
  const base = { lats: [51.9, 50.5, 48.5, 43.5], lons: [3.5, 0.5, -6, -10], start: nowMs / 1000 };

  it('adds a position at every model step between waypoints, with distance, time and kind filled', () => {
    const answer = route({ ...base, speeds: [12] });
    const waypoints = answer.points!.filter((point) => point.type === 'waypoint');
    expect(waypoints).toHaveLength(4);
    const steps = answer.points!.filter((point) => point.type === 'timestep');
    const runSec = latestRunSec(nowMs);
    // Hourly steps at the start: one per hour of the voyage, at whole step times.
    expect(steps.length).toBeGreaterThan(40);
    for (const step of steps) expect((step.time - runSec) % 3600).toBe(0);
    for (let index = 1; index < answer.points!.length; index += 1) {
      const previous = answer.points![index - 1];
      const point = answer.points![index];
      expect(point?.time).toBeGreaterThan(previous?.time ?? 0);
      expect(point?.distance).toBeGreaterThanOrEqual(previous?.distance ?? 0);
      expect(point?.distanceTime).toBe((point?.time ?? 0) - answer.start!);
    }
    const first = answer.points![0];
    const second = answer.points![1];
    // 12 kn: distance over time between the first two points.
    expect(((second?.distance ?? 0) - (first?.distance ?? 0)) / 1852 / (((second?.time ?? 0) - (first?.time ?? 0)) / 3600)).toBeCloseTo(12, 0);
    const element = answer.elements.find((entry) => entry.key === 'significantWaveHeight');
    expect(element?.data.map((datum) => datum.waypointIndex).filter((index) => index !== null)).toEqual([0, 1, 2, 3]);
    expect(element?.data.every((datum, index) => datum.kind === answer.points![index]?.type)).toBe(true);
  });

  it('values change smoothly step to step along the route', () => {
    const answer = route({ ...base, speeds: [14] });
    for (const key of ['significantWaveHeight', 'windSpeed10m', 'meanSeaLevelPressure', 'seaSurfaceTemperature'] as const) {
      const values = answer.elements.find((entry) => entry.key === key)?.data.map((datum) => datum.value ?? NaN) ?? [];
      const limit = { significantWaveHeight: 1, windSpeed10m: 15, meanSeaLevelPressure: 3, seaSurfaceTemperature: 0.8 }[key];
      for (let index = 1; index < values.length; index += 1) {
        expect(Math.abs((values[index] ?? 0) - (values[index - 1] ?? 0)), `${key} at ${index}`).toBeLessThan(limit);
      }
    }
  });

  it('one speed per leg applies from the matching waypoint on, and times are used exactly', () => {
    const perLeg = route({ ...base, speeds: [10, 20, 5] });
    const waypoints = perLeg.points!.filter((point) => point.type === 'waypoint');
    expect(waypoints.map((point) => point.speed)).toEqual([10, 20, 5, null]);
    const times = [base.start, base.start + 40_000, base.start + 90_000, base.start + 200_000];
    const exact = route({ lats: base.lats, lons: base.lons, times, routing: 'greatcircle' });
    expect(exact.points!.filter((point) => point.type === 'waypoint').map((point) => point.time)).toEqual(times);
    expect(exact.routing).toBe('greatcircle');
  });

  it('the tidal elements come back empty with an error, and the biochemical model under mercator', () => {
    const answer = route({ ...base, elements: ['tidalSeaSurfaceHeight', 'chlorophyll', 'windSpeed10m'] });
    const tidal = answer.elements.find((entry) => entry.key === 'tidalSeaSurfaceHeight');
    expect(tidal?.data).toEqual([]);
    expect(tidal?.error).toBeTruthy();
    expect(answer.elements.find((entry) => entry.key === 'chlorophyll')?.model).toBe('mercator');
    expect(answer.models!.map((model) => model.key).sort()).toEqual(['ecmwfhresglobal', 'mercator', 'ncep-rtofs']);
  });
});

describe('shipping point', () => {
  function point() {
    const answer = shippingPoint(endpoints.shippingPoint.query.parse({ lat: 45, lon: -20 }), state);
    if (!answer.ok) throw new Error(answer.message);
    return shippingPointResponseSchema.parse(answer.body);
  }

  it('every element gives its data at steps of times[], so a client can line the elements up by time', () => {
    const answer = point();
    const times = new Set(answer.times);
    const served = answer.elements.filter((element) => element.error === undefined);
    expect(served.length).toBeGreaterThan(15);
    for (const element of served) {
      const outside = element.data.map((datum) => datum.time).filter((time) => !times.has(time));
      expect(outside, `${element.key} has times outside times[]`).toEqual([]);
      expect(element.data.map((datum) => datum.time)).toEqual(answer.times);
    }
    expect([...(answer.times ?? [])].sort((a, b) => a - b)).toEqual(answer.times);
  });

  it('an element of a model whose run is newer than the oldest gives nulls for the steps before its run', () => {
    const answer = point();
    // 09:20 UTC: the ocean models' daily run is yesterday's, the atmosphere's is today's 00 UTC.
    const oceanRunSec = latestRunSec(nowMs, daily);
    const atmosphereRunSec = latestRunSec(nowMs);
    expect(oceanRunSec).toBeLessThan(atmosphereRunSec);
    expect(answer.times?.[0]).toBe(oceanRunSec);
    const wind = answer.elements.find((element) => element.key === 'windSpeed10m')?.data ?? [];
    const current = answer.elements.find((element) => element.key === 'currentSpeedSurface')?.data ?? [];
    expect(wind.filter((datum) => datum.time < atmosphereRunSec).every((datum) => datum.value === null)).toBe(true);
    expect(wind.filter((datum) => datum.time >= atmosphereRunSec && datum.time < atmosphereRunSec + 86_400).every((datum) => datum.value !== null)).toBe(true);
    expect(current.filter((datum) => datum.time < atmosphereRunSec).every((datum) => datum.value !== null)).toBe(true);
    // The ocean model ends at 192 h: null after its last step, not a made-up value.
    expect(current.at(-1)?.value).toBeNull();
    // offset and offsetTime name the model's own step the value comes from.
    const step = current.find((datum) => datum.time === atmosphereRunSec + 3600);
    expect(step?.offsetTime).toBe(atmosphereRunSec);
  });
});

describe('weather timeseries route', () => {
  it('each waypoint takes the forecast step nearest its arrival at 25 km/h by default', () => {
    const parsed = endpoints.weatherTimeseriesRoute.query.parse({ lats: [52, 52.5, 53], lons: [4, 4, 4], model: 'ecmwf-hres', elements: ['windSpeed'], levels: ['10m'], start: nowMs / 1000 });
    const answer = weatherTimeseriesRoute(parsed, state);
    if (!answer.ok) throw new Error(answer.message);
    const body = endpoints.weatherTimeseriesRoute.response.parse(answer.body);
    const data = body.elements[0]?.data ?? [];
    expect(body.speed!.kmh).toBe(25);
    for (const datum of data) {
      expect(datum.time).toBe(Math.round(nowMs / 1000 + datum.distance! / (25 / 3.6)));
      expect(Math.abs(datum.offsetTime! - datum.time)).toBeLessThanOrEqual(1800);
    }
    expect(data[1]?.offset).toBeGreaterThan(data[0]?.offset ?? 0);
  });
});
