import type { ConditionsField, SeaState } from './routing-problem';

/**
 * The weather over the route's region and span as the router reads it: values on a regular grid
 * of latitude, longitude and time (what map layers read back by their palette, or a model's
 * timeseries at grid points, give), bilinear in space and linear in time. Directions are held as
 * vectors so that 350° and 010° average to 000°, not 180°. Outside the grid every value is null:
 * the router is never told calm where it was told nothing.
 */

export interface GridSpec {
  southLat: number;
  westLon: number;
  stepDeg: number;
  rows: number;
  columns: number;
  timesUtcMs: readonly number[];
}

const RAD = Math.PI / 180;
// Speeds are kept as vectors (so a mean of two winds is their mean flow) and also alone, for a
// field that gives a speed without its direction (a layer not offered): the limits still read it.
const planes = ['windE', 'windN', 'wind', 'wave', 'waveE', 'waveN', 'currentE', 'currentN', 'current'] as const;
type Plane = (typeof planes)[number];

export interface GriddedField extends ConditionsField {
  readonly spec: GridSpec;
  /** values held, for the memory a routing run takes */
  readonly valueCount: number;
}

/** The grid filled by asking `sample` at every node and time (once, up front). */
export function griddedField(spec: GridSpec, sample: (lat: number, lon: number, timeUtcMs: number) => SeaState): GriddedField {
  if (spec.rows < 2 || spec.columns < 2 || spec.timesUtcMs.length === 0) {
    throw new RangeError(`A routing grid needs at least 2 rows, 2 columns and 1 time; got ${spec.rows} × ${spec.columns} × ${spec.timesUtcMs.length}.`);
  }
  const perTime = spec.rows * spec.columns;
  const size = perTime * spec.timesUtcMs.length;
  const data = Object.fromEntries(planes.map((plane) => [plane, new Float32Array(size).fill(Number.NaN)])) as Record<Plane, Float32Array>;
  spec.timesUtcMs.forEach((timeUtcMs, t) => {
    for (let row = 0; row < spec.rows; row += 1) {
      for (let column = 0; column < spec.columns; column += 1) {
        const state = sample(spec.southLat + row * spec.stepDeg, spec.westLon + column * spec.stepDeg, timeUtcMs);
        const at = t * perTime + row * spec.columns + column;
        if (state.windKn !== null) data.wind[at] = state.windKn;
        if (state.currentKn !== null) data.current[at] = state.currentKn;
        if (state.windKn !== null && state.windFromDeg !== null) {
          data.windE[at] = state.windKn * Math.sin(state.windFromDeg * RAD);
          data.windN[at] = state.windKn * Math.cos(state.windFromDeg * RAD);
        }
        if (state.significantWaveHeightM !== null) data.wave[at] = state.significantWaveHeightM;
        if (state.waveFromDeg !== null) {
          data.waveE[at] = Math.sin(state.waveFromDeg * RAD);
          data.waveN[at] = Math.cos(state.waveFromDeg * RAD);
        }
        if (state.currentKn !== null && state.currentToDeg !== null) {
          data.currentE[at] = state.currentKn * Math.sin(state.currentToDeg * RAD);
          data.currentN[at] = state.currentKn * Math.cos(state.currentToDeg * RAD);
        }
      }
    }
  });

  const times = spec.timesUtcMs;
  const lastTime = times.length - 1;

  function at(lat: number, lonIn: number, timeUtcMs: number): SeaState {
    const lon = spec.westLon + ((((lonIn - spec.westLon) % 360) + 360) % 360);
    const y = (lat - spec.southLat) / spec.stepDeg;
    const x = (lon - spec.westLon) / spec.stepDeg;
    if (y < 0 || x < 0 || y > spec.rows - 1 || x > spec.columns - 1 || timeUtcMs < times[0]! || timeUtcMs > times[lastTime]!) return nothing;
    // The last time at or before the one asked (binary search: millions of reads a routing).
    let t = 0;
    let high = Math.max(0, lastTime - 1);
    while (t < high) {
      const middle = (t + high + 1) >> 1;
      if (times[middle]! <= timeUtcMs) t = middle;
      else high = middle - 1;
    }
    const share = lastTime === 0 ? 0 : (timeUtcMs - times[t]!) / (times[t + 1]! - times[t]!);
    const row = Math.min(Math.floor(y), spec.rows - 2);
    const column = Math.min(Math.floor(x), spec.columns - 2);
    const fy = y - row;
    const fx = x - column;
    const base0 = t * perTime + row * spec.columns + column;
    const base1 = lastTime === 0 ? base0 : base0 + perTime;
    const timeShare = lastTime === 0 ? 0 : share;
    const windE = interpolate(data.windE, base0, base1, spec.columns, fx, fy, timeShare);
    const windN = interpolate(data.windN, base0, base1, spec.columns, fx, fy, timeShare);
    const waveE = interpolate(data.waveE, base0, base1, spec.columns, fx, fy, timeShare);
    const waveN = interpolate(data.waveN, base0, base1, spec.columns, fx, fy, timeShare);
    const currentE = interpolate(data.currentE, base0, base1, spec.columns, fx, fy, timeShare);
    const currentN = interpolate(data.currentN, base0, base1, spec.columns, fx, fy, timeShare);
    const wave = interpolate(data.wave, base0, base1, spec.columns, fx, fy, timeShare);
    const windAlone = Number.isNaN(windE) ? interpolate(data.wind, base0, base1, spec.columns, fx, fy, timeShare) : Number.NaN;
    const currentAlone = Number.isNaN(currentE) ? interpolate(data.current, base0, base1, spec.columns, fx, fy, timeShare) : Number.NaN;
    return {
      windKn: Number.isNaN(windE) ? (Number.isNaN(windAlone) ? null : windAlone) : Math.hypot(windE, windN),
      windFromDeg: directionDeg(windE, windN),
      significantWaveHeightM: Number.isNaN(wave) ? null : wave,
      waveFromDeg: directionDeg(waveE, waveN),
      currentKn: Number.isNaN(currentE) ? (Number.isNaN(currentAlone) ? null : currentAlone) : Math.hypot(currentE, currentN),
      currentToDeg: directionDeg(currentE, currentN),
    };
  }

  return { at, spec, valueCount: size * planes.length };
}

/** Bilinear in space at two times, linear between them (millions of reads a routing: no closures). */
function interpolate(values: Float32Array, base0: number, base1: number, columns: number, fx: number, fy: number, timeShare: number): number {
  const at0 = (values[base0]! * (1 - fx) + values[base0 + 1]! * fx) * (1 - fy) + (values[base0 + columns]! * (1 - fx) + values[base0 + columns + 1]! * fx) * fy;
  if (timeShare === 0) return at0;
  const at1 = (values[base1]! * (1 - fx) + values[base1 + 1]! * fx) * (1 - fy) + (values[base1 + columns]! * (1 - fx) + values[base1 + columns + 1]! * fx) * fy;
  return at0 * (1 - timeShare) + at1 * timeShare;
}

function directionDeg(east: number, north: number): number | null {
  return Number.isNaN(east) || Number.isNaN(north) ? null : (((Math.atan2(east, north) / RAD) % 360) + 360) % 360;
}

const nothing: SeaState = { windKn: null, windFromDeg: null, significantWaveHeightM: null, waveFromDeg: null, currentKn: null, currentToDeg: null };
