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

function seedHash(seed: number): number {
  return mix(seed * 0x9e3779b1 + 0x7f4a7c15);
}

/** hashOf's state taken one part further: a hash of the same parts step by step is the same hash. */
function withPart(h: number, part: number): number {
  return mix(h ^ mix(Math.floor(part) + 0x165667b1));
}

function hashOf(seed: number, parts: readonly number[]): number {
  let h = seedHash(seed);
  for (const part of parts) h = withPart(h, part);
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
  // call (named ones under tsx, too) cost more than the hashing itself. The eight corners are
  // hashSigned(seed, channel, x, y, z), their common parts hashed once: 31 mixes where the corners
  // hashed one by one took 72, and no list of parts made for each (the demo's map images and
  // ensembles spent a fifth of their time here).
  const start = withPart(seedHash(seed), channel);
  const atXa = withPart(start, x0 % lonCells);
  const atXb = withPart(start, (x0 + 1) % lonCells);
  const cornerA0 = withPart(atXa, y0);
  const cornerB0 = withPart(atXb, y0);
  const cornerA1 = withPart(atXa, y0 + 1);
  const cornerB1 = withPart(atXb, y0 + 1);
  return lerp(
    noisePlane(cornerA0, cornerB0, cornerA1, cornerB1, z0, fx, fy),
    noisePlane(cornerA0, cornerB0, cornerA1, cornerB1, z0 + 1, fx, fy),
    fz,
  );
}

/** Bilinear value noise between the four cell corners (hashed to their latitude) of one time plane. */
function noisePlane(a0: number, b0: number, a1: number, b1: number, z: number, fx: number, fy: number): number {
  return lerp(lerp(cornerValue(a0, z), cornerValue(b0, z), fx), lerp(cornerValue(a1, z), cornerValue(b1, z), fx), fy);
}

/** hashSigned of the corner's parts, the time plane last. */
function cornerValue(h: number, z: number): number {
  return (withPart(h, z) / 4294967296) * 2 - 1;
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}
