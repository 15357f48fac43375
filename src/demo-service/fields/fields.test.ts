import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marineEnsembleModels } from '../data/simulated-models';
import { ensembleValue } from '../handlers/ensemble';
import { latestRunSec } from '../model-runs';
import type { FieldContext } from './field-context';
import { extratropicalLows } from './pressure-systems';
import { samplePoint } from './point-sample';
import { fullyDevelopedHeightM } from './waves';
import { activeCyclones } from './tropical-cyclones';
import { systemsAt, windAt } from './wind';

const nowSec = Date.UTC(2025, 0, 15, 12) / 1000;
const context: FieldContext = { world: { seed: 1, scenarioCyclones: [] }, runSec: latestRunSec(nowSec * 1000), member: 0, modelSalt: 1 };
const latArb = fc.double({ min: -65, max: 65, noNaN: true });
const lonArb = fc.double({ min: -180, max: 180, noNaN: true });

describe('simulated fields', () => {
  it('wind sea grows with wind: fully developed height rises with speed, and stronger wind means higher wind sea', () => {
    for (let speed = 1; speed < 40; speed += 1) expect(fullyDevelopedHeightM(speed)).toBeGreaterThanOrEqual(fullyDevelopedHeightM(speed - 1));
    const points = Array.from({ length: 300 }, (_, index) => samplePoint(-60 + ((index * 37) % 120), -180 + ((index * 71) % 360), nowSec, context));
    const calm = points.filter((point) => point.wind.speedMs < 5).map((point) => point.sea.windSea.heightM);
    const windy = points.filter((point) => point.wind.speedMs > 12).map((point) => point.sea.windSea.heightM);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(calm.length).toBeGreaterThan(5);
    expect(windy.length).toBeGreaterThan(5);
    expect(mean(windy)).toBeGreaterThan(2 * mean(calm));
    for (const point of points) {
      expect(point.sea.total.heightM).toBeCloseTo(Math.hypot(point.sea.windSea.heightM, point.sea.swell.heightM), 6);
      expect(point.sea.windSea.peakPeriodS).toBeGreaterThan(point.sea.windSea.periodS);
    }
  });

  it('values change smoothly in space and time', () => {
    fc.assert(
      fc.property(latArb, lonArb, fc.integer({ min: 0, max: 200 }), (lat, lon, hour) => {
        const time = context.runSec + hour * 3600;
        const here = samplePoint(lat, lon, time, context);
        const near = samplePoint(lat + 0.05, lon + 0.05, time + 600, context);
        expect(Math.abs(here.wind.speedMs - near.wind.speedMs)).toBeLessThan(3);
        expect(Math.abs(here.wind.pressureHpa - near.wind.pressureHpa)).toBeLessThan(3);
        expect(Math.abs(here.sea.total.heightM - near.sea.total.heightM)).toBeLessThan(0.8);
        expect(Math.abs(here.air.temperatureC - near.air.temperatureC)).toBeLessThan(1.5);
      }),
      { numRuns: 60, seed: 3 },
    );
  });

  it('winds turn counter-clockwise round a northern low and clockwise round a southern one', () => {
    const lows = extratropicalLows(nowSec, context).filter((low) => low.depthHpa > 15);
    expect(lows.length).toBeGreaterThan(0);
    for (const low of lows) {
      // East of the centre, the circulation blows toward the pole in the north, the equator in the south.
      const east = windAt(low.lat, low.lon + 500 / (111.2 * Math.cos((low.lat * Math.PI) / 180)), nowSec, context);
      expect(Math.sign(east.northMs)).toBe(low.hemisphere);
    }
  });

  it('runs differ slightly, and ensemble members spread more with lead time', () => {
    const olderRun = { ...context, runSec: context.runSec - 6 * 3600 };
    const at = (ctx: FieldContext, hours: number) => samplePoint(48, -20, context.runSec + hours * 3600, ctx).wind.pressureHpa;
    const diff = Math.abs(at(context, 24) - at(olderRun, 24));
    expect(diff).toBeGreaterThan(0);
    expect(diff).toBeLessThan(15);
    const spread = (hours: number) => {
      const members = Array.from({ length: 51 }, (_, member) => samplePoint(48, -20, context.runSec + hours * 3600, { ...context, member }).sea.total.heightM);
      const value = ensembleValue(members);
      return (value.percentile90 ?? 0) - (value.percentile10 ?? 0);
    };
    expect(spread(200)).toBeGreaterThan(spread(6));
  });

  it('ensemble statistics agree with the members', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -50, max: 50, noNaN: true }), { minLength: 3, maxLength: 51 }), (members) => {
        const value = ensembleValue(members);
        const min = Math.min(...members);
        const max = Math.max(...members);
        expect(value.min).toBe(min);
        expect(value.max).toBe(max);
        expect(value.control).toBe(members[0]);
        expect(value.percentile10).toBeLessThanOrEqual((value.median ?? 0) + 1e-3);
        expect(value.median).toBeLessThanOrEqual((value.percentile90 ?? 0) + 1e-3);
        expect(value.mean).toBeGreaterThanOrEqual(min - 1e-3);
        expect(value.mean).toBeLessThanOrEqual(max + 1e-3);
        members.forEach((member, index) => expect(value[`member${index}`]).toBe(member));
      }),
      { numRuns: 50, seed: 4 },
    );
  });

  it('the systems kept per hour and forecast are exactly those worked out afresh, for any run, member and model', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 240 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 4 }), (hour, member, modelSalt, runsBack) => {
        const forecast: FieldContext = { ...context, runSec: context.runSec - runsBack * 6 * 3600, member, modelSalt };
        const timeSec = context.runSec + hour * 3600;
        const first = systemsAt(timeSec, forecast);
        expect(systemsAt(timeSec, forecast)).toBe(first);
        expect(first).toEqual({ lows: extratropicalLows(timeSec, forecast), cyclones: activeCyclones(timeSec, forecast) });
      }),
      { numRuns: 200 },
    );
    // Another world (seed, or a scenario storm) never gets this world's systems.
    const otherWorld: FieldContext = { ...context, world: { seed: 2, scenarioCyclones: [] } };
    expect(systemsAt(nowSec, otherWorld).lows).toEqual(extratropicalLows(nowSec, otherWorld));
    expect(systemsAt(nowSec, otherWorld).lows).not.toEqual(systemsAt(nowSec, context).lows);
  });

  it("keeps every system one 10-day ensemble answer works out, so a route's next position works none out again", () => {
    // As handlers/ensemble.ts samples a position of the marine ensemble: its steps (3-hourly to
    // 240 h) and its members (51).
    const model = marineEnsembleModels[0]!;
    const forecast = { world: { seed: 3, scenarioCyclones: [] }, runSec: context.runSec, modelSalt: model.modelSalt };
    const ensembleAt = (lat: number, lon: number) => {
      for (const hour of model.offsetsHours) {
        for (let member = 0; member < model.members; member += 1) samplePoint(lat, lon, forecast.runSec + hour * 3600, { ...forecast, member });
      }
    };
    ensembleAt(20, -40);
    // The first hour the answer asked: the analysis's wind sea looking back eight hours.
    const firstAsked = systemsAt(forecast.runSec - 8 * 3600, { ...forecast, member: 0 });
    ensembleAt(21, -41);
    expect(systemsAt(forecast.runSec - 8 * 3600, { ...forecast, member: 0 })).toBe(firstAsked);
  });
});
