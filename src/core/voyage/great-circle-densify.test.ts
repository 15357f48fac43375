import { describe, expect, it } from 'vitest';
import { computeRoute, greatCircleInverse, rhumbDirect, rhumbInverse, type ComputedLeg, type LatLon } from '../../shared/geo';
import { densifyLeg } from './great-circle-densify';

function leg(from: LatLon, to: LatLon, geometry: 'rhumb' | 'greatCircle' = 'greatCircle'): ComputedLeg {
  const route = computeRoute({ waypoints: [{ ...from, name: 'A' }, { ...to, name: 'B' }], legs: [{ geometry, speedKn: 12 }] });
  return route.legs[0]!;
}

/**
 * The largest distance from any point of the rhumb segments (sampled every few cables) to the
 * great circle (sampled every 0.02 nm around the same stretch): a measure independent of the
 * midpoint test the densifier itself uses.
 */
function worstStrayNm(circle: ComputedLeg, cutsNm: number[]): number {
  const stops = [0, ...cutsNm, circle.distanceNm];
  let worst = 0;
  for (let index = 0; index + 1 < stops.length; index++) {
    const fromNm = stops[index]!;
    const toNm = stops[index + 1]!;
    const from = circle.track.positionAtNm(fromNm);
    const to = circle.track.positionAtNm(toNm);
    const rhumb = rhumbInverse(from, to);
    const samples = 24;
    for (let sample = 1; sample < samples; sample++) {
      const onRhumb = rhumbDirect(from, rhumb.courseDeg, (rhumb.distanceNm * sample) / samples);
      const guessNm = fromNm + ((toNm - fromNm) * sample) / samples;
      let nearest = Infinity;
      for (let alongNm = Math.max(0, guessNm - 2); alongNm <= Math.min(circle.distanceNm, guessNm + 2); alongNm += 0.02) {
        nearest = Math.min(nearest, greatCircleInverse(onRhumb, circle.track.positionAtNm(alongNm)).distanceNm);
      }
      worst = Math.max(worst, nearest);
    }
  }
  return worst;
}

describe('densifyLeg', () => {
  it('leaves a rhumb leg as it is', () => {
    expect(densifyLeg(leg({ lat: 51.9, lon: 4.1 }, { lat: 40.0, lon: -70.0 }, 'rhumb'))).toEqual([]);
  });

  it.each([
    ['North Atlantic, Bishop Rock to Nantucket', { lat: 49.87, lon: -6.45 }, { lat: 40.5, lon: -69.5 }],
    ['North Pacific across 180°, Tsugaru to Unimak', { lat: 41.5, lon: 141.0 }, { lat: 54.3, lon: -164.8 }],
    ['Southern Ocean, Cape Leeuwin to Cape Horn', { lat: -35.0, lon: 115.0 }, { lat: -56.5, lon: -67.3 }],
  ])('keeps the rhumb segments of %s within 0.25 nm of the great circle', (_name, from, to) => {
    const circle = leg(from, to);
    const cuts = densifyLeg(circle, 0.25);
    expect(cuts.length).toBeGreaterThan(8);
    // Strictly inside the leg, in order, each on the great circle at its distance.
    cuts.forEach((cut, index) => {
      expect(cut.alongNm).toBeGreaterThan(index === 0 ? 0 : cuts[index - 1]!.alongNm);
      expect(cut.alongNm).toBeLessThan(circle.distanceNm);
      expect(greatCircleInverse(cut, circle.track.positionAtNm(cut.alongNm)).distanceNm).toBeLessThan(1e-9);
    });
    const stray = worstStrayNm(circle, cuts.map((cut) => cut.alongNm));
    expect(stray).toBeLessThanOrEqual(0.25 + 0.02);
    // And not absurdly fine: the error bound is used, not buried under needless positions.
    expect(stray).toBeGreaterThan(0.05);
  });

  it('cuts finer for a tighter tolerance, and refuses a tolerance that is not above 0', () => {
    const circle = leg({ lat: 49.87, lon: -6.45 }, { lat: 40.5, lon: -69.5 });
    expect(densifyLeg(circle, 0.05).length).toBeGreaterThan(densifyLeg(circle, 0.5).length * 2);
    expect(() => densifyLeg(circle, 0)).toThrow(/above 0 nm/);
  });
});
