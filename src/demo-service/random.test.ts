import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashSigned, valueNoise } from './random';

/** valueNoise as it was written before its corners shared their hashing: the demo's world must not move. */
function valueNoiseCornerByCorner(seed: number, channel: number, latDeg: number, lonDeg: number, timeHours: number, timeScaleHours = 24): number {
  const smoothStep = (t: number) => t * t * (3 - 2 * t);
  const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
  const x = (((lonDeg % 360) + 360) % 360) / 7.5;
  const y = (latDeg + 90) / 7.5;
  const z = timeHours / timeScaleHours;
  const [x0, y0, z0] = [Math.floor(x), Math.floor(y), Math.floor(z)];
  const [fx, fy, fz] = [smoothStep(x - x0), smoothStep(y - y0), smoothStep(z - z0)];
  const [xa, xb] = [x0 % 48, (x0 + 1) % 48];
  const plane = (zc: number) =>
    lerp(
      lerp(hashSigned(seed, channel, xa, y0, zc), hashSigned(seed, channel, xb, y0, zc), fx),
      lerp(hashSigned(seed, channel, xa, y0 + 1, zc), hashSigned(seed, channel, xb, y0 + 1, zc), fx),
      fy,
    );
  return lerp(plane(z0), plane(z0 + 1), fz);
}

describe('the demo service\'s value noise', () => {
  it('is the same number as each corner hashed on its own, everywhere and at any time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -720, max: 720, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.constantFrom(3, 12, 24, 72),
        (seed, channel, lat, lon, hours, scale) => {
          expect(valueNoise(seed, channel, lat, lon, hours, scale)).toBe(valueNoiseCornerByCorner(seed, channel, lat, lon, hours, scale));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
