/**
 * Shared by the renderer (the value under the chart's cursor) and core (weather routing's fields
 * read back from layer images): one reading of a layer's colours.
 *
 * The service's palette (colours as CSS rgba()/rgb()/#hex texts, the value where each colour
 * starts) read once, and a pixel's colour read back as the band of values it stands for: the
 * value under the cursor is read from the image, not asked again. A colour matches the nearest
 * palette colour within a small distance (a browser's canvas rounds semi-transparent colours).
 */

export type Rgba = readonly [number, number, number, number];

export interface PaletteBand {
  index: number;
  /** Where the band starts, and where the next starts (null: the top band, open above). */
  from: number;
  to: number | null;
  colour: Rgba;
}

export interface LayerPalette {
  bands: PaletteBand[];
}

function parseColour(text: string): Rgba | null {
  const trimmed = text.trim();
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(trimmed);
  if (functional !== null) {
    const alpha = functional[4] === undefined ? 1 : Number(functional[4]);
    return [Number(functional[1]), Number(functional[2]), Number(functional[3]), Math.round(alpha * 255)];
  }
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(trimmed);
  if (hex !== null) {
    const value = Number.parseInt(hex[1] ?? '0', 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255, hex[2] === undefined ? 255 : Number.parseInt(hex[2], 16)];
  }
  return null;
}

/** The palette of a layers answer, or null (with nothing to read) when it gives none or none that reads. */
export function readLayerPalette(palette: { colors?: readonly string[] | null; values?: readonly (number | null)[] | null } | null | undefined): LayerPalette | null {
  const colours = palette?.colors ?? [];
  const values = palette?.values ?? [];
  const bands: PaletteBand[] = [];
  colours.forEach((text, index) => {
    const colour = parseColour(text);
    const from = values[index];
    if (colour === null || from === null || from === undefined) return;
    bands.push({ index, from, to: null, colour });
  });
  bands.forEach((band, index) => {
    band.to = bands[index + 1]?.from ?? null;
  });
  return bands.length === 0 ? null : { bands };
}

const matchDistance = 12;

/** The band a pixel's colour stands for; null for a transparent pixel or a colour not in the palette. */
export function bandOfColour(palette: LayerPalette, rgba: Rgba): PaletteBand | null {
  if (rgba[3] < 8) return null;
  let best: PaletteBand | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const band of palette.bands) {
    if (band.colour[3] < 8) continue;
    const distance = Math.abs(band.colour[0] - rgba[0]) + Math.abs(band.colour[1] - rgba[1]) + Math.abs(band.colour[2] - rgba[2]);
    if (distance < bestDistance) {
      best = band;
      bestDistance = distance;
    }
  }
  return bestDistance <= matchDistance ? best : null;
}

/**
 * The one value a band stands for where a number is needed (a field for weather routing): the
 * middle of the band, so a reading is never more than half a band off; the open top band, which
 * has no middle, reads as its start (at least that much).
 */
export function bandValue(band: PaletteBand): number {
  return band.to === null ? band.from : (band.from + band.to) / 2;
}

function number(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) < 1 ? 2 : 1).replace(/0+$/, '').replace(/\.$/, '');
}

/** "20–30 km/h", "120 km/h or more". */
export function bandWords(band: PaletteBand, unit: string | null): string {
  const unitText = unit === null || unit === '' ? '' : ` ${unit}`;
  return band.to === null ? `${number(band.from)}${unitText} or more` : `${number(band.from)}–${number(band.to)}${unitText}`;
}

export function cssColour(colour: Rgba): string {
  return `rgba(${colour[0]}, ${colour[1]}, ${colour[2]}, ${Math.round((colour[3] / 255) * 100) / 100})`;
}
