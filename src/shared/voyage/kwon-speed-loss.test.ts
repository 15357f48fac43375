import { describe, expect, it } from 'vitest';
import { BEAUFORT_FORCES } from './beaufort-scale';
import type { HullForm } from './hull-form';
import { defaultHullForm, froudeNumber, hullFormCoefficient, kwonSpeedLossPercent, kwonSpeedLossTable, speedReductionCoefficient } from './kwon-speed-loss';

/**
 * Kwon's method against values worked by hand from the formulas as Lu et al. (2015) restate them
 * (no worked example of the paper itself could be read here: see the weather-routing README), and
 * against what any speed-loss table must do.
 */

describe("Kwon's speed loss", () => {
  it('works out the default hull by hand: Fn, CU, CForm and the loss in a Beaufort 6 head sea', () => {
    // 12 kn = 6.1733 m/s; √(9.81 · 140) = 37.059 m/s.
    const froude = froudeNumber(12, 140);
    expect(froude).toBeCloseTo(0.16658, 5);
    // Cb 0.70: CU = 3.1 − 5.3·Fn − 12.4·Fn² = 3.1 − 0.88287 − 0.34408.
    expect(speedReductionCoefficient(defaultHullForm, froude)).toBeCloseTo(1.87305, 4);
    // ∇ = 16,000 / 1.025 = 15,609.8 m³; ∇·g = 153,132 kN; (∇·g)^(2/3) = 2,862.3;
    // CForm = 0.5·6 + 6^6.5 / (2.7 · 2,862.3) = 3 + 114,265 / 7,728.3 = 17.785.
    expect(hullFormCoefficient(defaultHullForm, 6)).toBeCloseTo(17.785, 2);
    // Head sea: Cβ = 1, so ΔV/V = 1.87305 · 17.785 = 33.31 %.
    expect(kwonSpeedLossPercent(defaultHullForm, 12, 6, 'head')).toBeCloseTo(33.31, 1);
    // Bow: Cβ = (1.7 − 0.03·(6 − 4)²)/2 = 0.79; beam (0.9 − 0)/2 = 0.45; following (0.4 − 0.12)/2 = 0.14.
    expect(kwonSpeedLossPercent(defaultHullForm, 12, 6, 'bow')).toBeCloseTo(33.31 * 0.79, 1);
    expect(kwonSpeedLossPercent(defaultHullForm, 12, 6, 'beam')).toBeCloseTo(33.31 * 0.45, 1);
    expect(kwonSpeedLossPercent(defaultHullForm, 12, 6, 'following')).toBeCloseTo(33.31 * 0.14, 1);
  });

  it('gives container ships and hulls in ballast their own form coefficients', () => {
    const container: HullForm = { lengthBetweenPerpendicularsM: 250, blockCoefficient: 0.62, displacementT: 80_000, loading: 'laden', containerShip: true };
    // 0.7·8 + 8^6.5 / (22 · (78,049 · 9.81)^(2/3)) = 5.6 + 741,455 / (22 · 8,367.3) = 9.628.
    expect(hullFormCoefficient(container, 8)).toBeCloseTo(9.628, 2);
    const ballast: HullForm = { ...defaultHullForm, loading: 'ballast' };
    expect(hullFormCoefficient(ballast, 4) - hullFormCoefficient(defaultHullForm, 4)).toBeCloseTo(0.2 * 4, 9);
    // A full hull in ballast reads Kwon's ballast row: Cb 0.80, Fn 0.15: 3.0 − 16.3·0.15 − 21.6·0.0225.
    expect(speedReductionCoefficient({ blockCoefficient: 0.8, loading: 'ballast' }, 0.15)).toBeCloseTo(0.069, 9);
  });

  it('is linear in the block coefficient between rows and never reads a gain from a row that falls below 0', () => {
    const between = speedReductionCoefficient({ blockCoefficient: 0.625, loading: 'laden' }, 0.2);
    const at60 = 2.2 - 2.5 * 0.2 - 9.7 * 0.04;
    const at65 = 2.6 - 3.7 * 0.2 - 11.6 * 0.04;
    expect(between).toBeCloseTo((at60 + at65) / 2, 12);
    // Cb 0.80 laden at Fn 0.2: 2.6 − 2.62 − 0.604 < 0.
    expect(speedReductionCoefficient({ blockCoefficient: 0.8, loading: 'laden' }, 0.2)).toBe(0);
  });

  it('fills a table that loses more with every force and most in a head sea, a bigger ship less', () => {
    const table = kwonSpeedLossTable(defaultHullForm, 12);
    expect(table.lossPercent).toHaveLength(BEAUFORT_FORCES);
    for (let force = 1; force < BEAUFORT_FORCES; force += 1) {
      table.lossPercent[force]!.forEach((loss, sector) => expect(loss).toBeGreaterThanOrEqual(table.lossPercent[force - 1]![sector]!));
    }
    for (let force = 1; force <= 7; force += 1) {
      const [head, bow, beam, following] = table.lossPercent[force]!;
      expect(head).toBeGreaterThanOrEqual(bow!);
      expect(bow).toBeGreaterThanOrEqual(beam!);
      expect(beam).toBeGreaterThanOrEqual(following!);
    }
    expect(table.lossPercent[0]).toEqual([0, 0, 0, 0]);
    const bigger = kwonSpeedLossTable({ ...defaultHullForm, lengthBetweenPerpendicularsM: 280, displacementT: 160_000 }, 12);
    expect(bigger.lossPercent[7]![0]).toBeLessThan(table.lossPercent[7]![0]!);
  });
});
