/**
 * The Beaufort scale as a speed-loss table reads it (WMO): the mean wind of each force in whole
 * knots, and the probable significant wave height of the open sea at that force once the sea
 * has grown (WMO's "probable height of waves", a guide, not a forecast). A ship is slowed by the
 * sea as much as by the wind, so a swell with little wind counts at the force its height goes
 * with.
 */

export const BEAUFORT_FORCES = 13;

/** Upper limits of forces 0..11 in whole knots (force 12 is 64 kn and above). */
export const beaufortUpperKn: readonly number[] = [1, 4, 7, 11, 17, 22, 28, 34, 41, 48, 56, 64];

/** Probable significant wave height of the open sea at forces 0..12, metres (WMO). */
export const beaufortProbableWaveM: readonly number[] = [0, 0.1, 0.2, 0.6, 1, 2, 3, 4, 5.5, 7, 9, 11.5, 14];

/** The whole knots a force spans: [1, 3] for force 1; force 12 has no upper end (null). */
export function beaufortRangeKn(force: number): { fromKn: number; toKn: number | null } {
  const fromKn = force === 0 ? 0 : beaufortUpperKn[force - 1]!;
  return { fromKn, toKn: force >= beaufortUpperKn.length ? null : beaufortUpperKn[force]! - 1 };
}

/** The wind of each force's middle (force 12 at its lower end): where a table row holds exactly. */
const forceMiddleKn: readonly number[] = Array.from({ length: BEAUFORT_FORCES }, (_, force) => {
  const { fromKn, toKn } = beaufortRangeKn(force);
  return force === 0 ? 0 : toKn === null ? fromKn : (fromKn + toKn) / 2;
});

/** A value between the anchors of forces 0..12, as a force with its fraction (0 to 12). */
function forceBetween(anchors: readonly number[], value: number): number {
  if (!(value > anchors[0]!)) return 0;
  for (let force = 1; force < anchors.length; force += 1) {
    if (value <= anchors[force]!) return force - 1 + (value - anchors[force - 1]!) / (anchors[force]! - anchors[force - 1]!);
  }
  return BEAUFORT_FORCES - 1;
}

/** The force of a mean wind with its fraction, whole at the middle of each force's range. */
export function beaufortOfWindKn(windKn: number): number {
  return forceBetween(forceMiddleKn, windKn);
}

/** The force whose probable sea a significant wave height is, with its fraction. */
export function beaufortOfWaveM(significantWaveHeightM: number): number {
  return forceBetween(beaufortProbableWaveM, significantWaveHeightM);
}
