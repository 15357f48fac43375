/**
 * Where the graticule's lines go and what they are called. Work is in whole arc-minutes so that
 * 50°30' is exactly 3030, never 50.49999.
 */

/** Intervals a navigator expects on a chart, widest first, in arc-minutes. */
export const graticuleIntervalsMin = [1800, 1200, 600, 300, 120, 60, 30, 20, 10, 5, 2, 1] as const;

/** The finest interval whose lines stay at least `minSpacingPx` apart at this zoom. */
export function graticuleIntervalMin(zoom: number, minSpacingPx = 90): number {
  const pxPerMinute = (256 * 2 ** zoom) / (360 * 60);
  let chosen: number = graticuleIntervalsMin[0];
  for (const interval of graticuleIntervalsMin) {
    if (interval * pxPerMinute >= minSpacingPx) chosen = interval;
  }
  return chosen;
}

export interface ViewBoundsDeg {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface GraticuleLines {
  /** Longitudes in degrees, unwrapped like the view (may lie beyond ±180). */
  meridiansDeg: number[];
  parallelsDeg: number[];
}

const mercatorLimitDeg = 85;

export function graticuleLines(bounds: ViewBoundsDeg, intervalMin: number): GraticuleLines {
  const multiples = (fromDeg: number, toDeg: number) => {
    const values: number[] = [];
    const first = Math.ceil((fromDeg * 60) / intervalMin);
    const last = Math.floor((toDeg * 60) / intervalMin);
    for (let k = first; k <= last; k += 1) values.push((k * intervalMin) / 60);
    return values;
  };
  return {
    meridiansDeg: multiples(bounds.west, bounds.east),
    parallelsDeg: multiples(Math.max(bounds.south, -mercatorLimitDeg), Math.min(bounds.north, mercatorLimitDeg)),
  };
}

function degreesAndMinutes(valueDeg: number): { degrees: number; minutes: number } {
  const totalMin = Math.round(Math.abs(valueDeg) * 60);
  return { degrees: Math.floor(totalMin / 60), minutes: totalMin % 60 };
}

function label(valueDeg: number, positive: string, negative: string): string {
  const { degrees, minutes } = degreesAndMinutes(valueDeg);
  const minutesText = minutes === 0 ? '' : `${String(minutes).padStart(2, '0')}'`;
  if (degrees === 0 && minutes === 0) return '0°';
  return `${degrees}°${minutesText}${valueDeg > 0 ? positive : negative}`;
}

export function latitudeLabel(latDeg: number): string {
  return label(latDeg, 'N', 'S');
}

/** Longitudes beyond ±180 (a view across the antimeridian) are named as on any chart. */
export function longitudeLabel(lngDeg: number): string {
  let wrapped = ((((lngDeg + 180) % 360) + 360) % 360) - 180;
  if (Math.abs(Math.abs(wrapped) - 180) < 1e-9) return '180°';
  if (Math.abs(wrapped) < 1e-9) wrapped = 0;
  return label(wrapped, 'E', 'W');
}
