/**
 * Colours for the route by a forecast element: the voyage's own range of the element split into
 * as many equal bands as the ramp has colours, so the worst stretch always stands out.
 */
export interface ColourBand {
  fromValue: number;
  toValue: number;
  colour: string;
}

export function colourBands(values: readonly (number | null)[], ramp: readonly string[]): ColourBand[] {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length === 0 || ramp.length === 0) return [];
  const min = Math.min(...known);
  const max = Math.max(...known);
  const width = (max - min) / ramp.length;
  return ramp.map((colour, index) => ({ fromValue: min + width * index, toValue: index === ramp.length - 1 ? max : min + width * (index + 1), colour }));
}

/** The band's colour for a value; null (no value) gets `noValue`. */
export function colourFor(value: number | null, bands: readonly ColourBand[], noValue: string): string {
  if (value === null || bands.length === 0) return noValue;
  for (const band of bands) if (value <= band.toValue) return band.colour;
  return bands.at(-1)?.colour ?? noValue;
}
