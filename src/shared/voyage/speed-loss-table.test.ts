import { describe, expect, it } from 'vitest';
import { beaufortOfWaveM, beaufortOfWindKn, beaufortRangeKn } from './beaufort-scale';
import { lossPercentAt, speedLossTableSchema, weatherOffBowDeg, type SpeedLossTable } from './speed-loss-table';

const table: SpeedLossTable = {
  lossPercent: Array.from({ length: 13 }, (_, force) => [force * 4, force * 3, force * 2, force]),
  hull: null,
  editedByNavigator: true,
};

describe('the speed-loss table', () => {
  it('reads the force of a wind at the middle of its range, and of a sea at its probable height', () => {
    expect(beaufortRangeKn(6)).toEqual({ fromKn: 22, toKn: 27 });
    expect(beaufortRangeKn(12)).toEqual({ fromKn: 64, toKn: null });
    expect(beaufortOfWindKn(24.5)).toBeCloseTo(6, 12);
    expect(beaufortOfWindKn(0)).toBe(0);
    expect(beaufortOfWindKn(90)).toBe(12);
    expect(beaufortOfWaveM(3)).toBeCloseTo(6, 12);
    expect(beaufortOfWaveM(4.75)).toBeCloseTo(7.5, 12);
  });

  it('reads the weather off the bow from 0 (dead ahead) to 180 (dead astern), either side alike', () => {
    expect(weatherOffBowDeg(90, 90)).toBe(0);
    expect(weatherOffBowDeg(350, 20)).toBe(30);
    expect(weatherOffBowDeg(50, 20)).toBe(30);
    expect(weatherOffBowDeg(200, 20)).toBe(180);
  });

  it('holds each cell at its force and sector middle, linear between them, flat beyond the ends', () => {
    expect(lossPercentAt(table, 6, 15)).toBe(24);
    expect(lossPercentAt(table, 6, 0)).toBe(24);
    expect(lossPercentAt(table, 6, 180)).toBe(6);
    expect(lossPercentAt(table, 6, 105)).toBe(12);
    // Half-way between force 6 and 7 on the bow's middle: 18 and 21.
    expect(lossPercentAt(table, 6.5, 45)).toBeCloseTo(19.5, 12);
    // Half-way between the head (15°) and bow (45°) middles at force 10: 40 and 30.
    expect(lossPercentAt(table, 10, 30)).toBeCloseTo(35, 12);
    expect(lossPercentAt(table, 15, 15)).toBe(48);
  });

  it('refuses a table that is not 13 forces of 4 sectors, or a loss outside 0 to 100 %', () => {
    expect(speedLossTableSchema.safeParse(table).success).toBe(true);
    expect(speedLossTableSchema.safeParse({ ...table, lossPercent: table.lossPercent.slice(1) }).success).toBe(false);
    expect(speedLossTableSchema.safeParse({ ...table, lossPercent: table.lossPercent.map((row, force) => (force === 3 ? [101, 0, 0, 0] : row)) }).success).toBe(false);
  });
});
