/**
 * The length a scale bar shows: the longest round figure (1, 2 or 5 times a power of ten) of
 * nautical miles that fits in the space given.
 */
export function roundScaleLengthNm(maxNm: number): number {
  if (!(maxNm > 0) || !Number.isFinite(maxNm)) return 0;
  const power = 10 ** Math.floor(Math.log10(maxNm));
  const leading = maxNm / power;
  const round = leading >= 5 ? 5 : leading >= 2 ? 2 : 1;
  // Rounding guards against 0.30000000000000004 nm in the label.
  return Number((round * power).toPrecision(1));
}

export function scaleLabel(lengthNm: number): string {
  return `${lengthNm} nm`;
}
