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

/** A number in [0, 1) from the seed and any list of integers. */
export function hashUnit(seed: number, ...parts: number[]): number {
  let h = mix(seed * 0x9e3779b1 + 0x7f4a7c15);
  for (const part of parts) h = mix(h ^ mix(Math.floor(part) + 0x165667b1));
  return h / 4294967296;
}

/** A number in [-1, 1) from the seed and the parts. */
export function hashSigned(seed: number, ...parts: number[]): number {
  return hashUnit(seed, ...parts) * 2 - 1;
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
  const corner = (dx: number, dy: number, dz: number): number =>
    hashSigned(seed, channel, (x0 + dx) % lonCells, y0 + dy, z0 + dz);
  const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
  const plane = (dz: number): number =>
    lerp(
      lerp(corner(0, 0, dz), corner(1, 0, dz), fx),
      lerp(corner(0, 1, dz), corner(1, 1, dz), fx),
      fy,
    );
  return lerp(plane(0), plane(1), fz);
}
