import { radarIntensityScale } from '../../shared/service/radar-scale';
import type { PaletteKind } from './element-definitions';

/**
 * Colour scales: the `pallete` of point timeseries and the colouring of map and radar images.
 * Values are in the element's default unit; colours are RGBA.
 */

export interface Palette {
  values: number[];
  colors: Array<[number, number, number, number]>;
}

const blueToRed: Array<[number, number, number, number]> = [
  [49, 54, 149, 255], [69, 117, 180, 255], [116, 173, 209, 255], [171, 217, 233, 255],
  [254, 224, 144, 255], [253, 174, 97, 255], [244, 109, 67, 255], [215, 48, 39, 255], [165, 0, 38, 255],
];

function scale(values: number[]): Palette {
  return { values, colors: blueToRed.slice(0, values.length) };
}

export const palettes: Record<PaletteKind, Palette> = {
  wind: scale([0, 10, 20, 30, 40, 55, 70, 90, 120]),
  temperature: scale([-20, -10, 0, 5, 10, 15, 20, 25, 32]),
  pressure: scale([960, 975, 990, 1000, 1008, 1014, 1020, 1028, 1040]),
  // Radar frames and precipitation layers share the app's radar scale (src/shared/service/radar-scale.ts).
  precipitation: { values: [...radarIntensityScale.values], colors: radarIntensityScale.colors },
  fraction: scale([0, 12, 25, 37, 50, 62, 75, 87, 100]),
  wave: scale([0, 0.5, 1, 1.5, 2.5, 4, 6, 9, 14]),
  period: scale([0, 3, 5, 7, 9, 11, 13, 15, 18]),
  direction: scale([0, 45, 90, 135, 180, 225, 270, 315, 360]),
  current: scale([0, 0.5, 1, 1.5, 2, 3, 4, 5, 7]),
  visibility: { values: [0, 500, 1000, 2000, 4000, 8000, 15000, 25000, 40000], colors: [...blueToRed].reverse() },
  salinity: scale([30, 32, 33, 34, 34.5, 35, 35.5, 36, 37]),
  chlorophyll: scale([0, 0.05, 0.1, 0.2, 0.4, 0.8, 1.5, 3, 6]),
};

/** The colour of a value: the band it falls in (the palette is a step scale). */
export function colourOf(palette: Palette, value: number): [number, number, number, number] {
  let chosen = palette.colors[0] ?? [0, 0, 0, 0];
  palette.values.forEach((limit, index) => {
    if (value >= limit) chosen = palette.colors[index] ?? chosen;
  });
  return chosen;
}

/** The service's `pallete` object: colours as rgba() texts, labels and values. */
export function palleteBody(palette: Palette): { colors: string[]; labels: number[]; values: Array<number | null> } {
  return {
    colors: palette.colors.map(([r, g, b, a]) => `rgba(${r},${g},${b},${Math.round((a / 255) * 100) / 100})`),
    labels: [...palette.values],
    values: [...palette.values],
  };
}
