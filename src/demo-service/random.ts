/**
 * Deterministic randomness: every "random" number of the demo service is a hash of the seed and
 * of integers that name what it is for, so the same seed always gives the same world.
 */

/** 32-bit integer mix (a murmur3 finaliser), enough to decorrelate neighbouring inputs. */
function mix(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashOf(seed: number, parts: readonly number[]): number {
  let h = mix(seed * 0x9e3779b1 + 0x7f4a7c15);
  for (const part of parts) h = mix(h ^ mix(Math.floor(part) + 0x165667b1));
  return h / 4294967296;
}

/** A number in [0, 1) from the seed and any list of integers. */
export function hashUnit(seed: number, ...parts: number[]): number {
  return hashOf(seed, parts);
}

/** A number in [-1, 1) from the seed and the parts. */
export function hashSigned(seed: number, ...parts: number[]): number {
  return hashOf(seed, parts) * 2 - 1;
}

/** Roughly normal (sum of four uniforms), mean 0, standard deviation about 1. */
export function hashNormal(seed: number, ...parts: number[]): number {
  let sum = 0;
  for (let index = 0; index < 4; index += 1) sum += hashUnit(seed, ...parts, 1000 + index);
  return (sum - 2) * Math.sqrt(3);
}

function smoothStep(t: number): number {
  return t * t * (3 - 2 * t);
}

const lonCellDeg = 7.5;
const lonCells = 360 / lonCellDeg;
const latCellDeg = 7.5;

/**
 * Smooth value noise in [-1, 1] over longitude, latitude and time. Longitude wraps at 360 degrees
 * so the field is continuous across the antimeridian; timeScaleHours sets how fast it changes.
 */
export function valueNoise(
  seed: number,
  channel: number,
  latDeg: number,
  lonDeg: number,
  timeHours: number,
  timeScaleHours = 24,
): number {
  const x = (((lonDeg % 360) + 360) % 360) / lonCellDeg;
  const y = (latDeg + 90) / latCellDeg;
  const z = timeHours / timeScaleHours;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const z0 = Math.floor(z);
  const fx = smoothStep(x - x0);
  const fy = smoothStep(y - y0);
  const fz = smoothStep(z - z0);
  // No helpers made per call: this runs for every value of every answer, and closures made per
  // call (named ones under tsx, too) cost more than the hashing itself.
  const xa = x0 % lonCells;
  const xb = (x0 + 1) % lonCells;
  return lerp(noisePlane(seed, channel, xa, xb, y0, z0, fx, fy), noisePlane(seed, channel, xa, xb, y0, z0 + 1, fx, fy), fz);
}

/** Bilinear value noise between the four cell corners of one time plane. */
function noisePlane(seed: number, channel: number, xa: number, xb: number, y0: number, z: number, fx: number, fy: number): number {
  return lerp(
    lerp(hashSigned(seed, channel, xa, y0, z), hashSigned(seed, channel, xb, y0, z), fx),
    lerp(hashSigned(seed, channel, xa, y0 + 1, z), hashSigned(seed, channel, xb, y0 + 1, z), fx),
    fy,
  );
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}
