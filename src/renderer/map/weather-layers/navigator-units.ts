import { kmhToKn, metresPerSecondToKn } from '../../../shared/geo/units';
import type { LayerPalette } from '../../../shared/service/palette-reading';

/**
 * A layer in the units a bridge reads: wind in knots, waves in metres. The service's catalogue
 * names each element's units and its default (km/h for wind); where it offers knots (or metres)
 * the layer is asked in them, so its palette comes back in them. Where it does not, the palette's
 * values are converted here for the legend and the readout (the image's colours stay the
 * service's, only the numbers read from them change) and the legend says from what.
 */

const speedToKn: Record<string, (value: number) => number> = {
  'km/h': kmhToKn,
  'm/s': metresPerSecondToKn,
  mph: (speedMph) => (speedMph * 1609.344) / 1852,
};
const heightToM: Record<string, (value: number) => number> = {
  ft: (heightFt) => heightFt * 0.3048,
};

/** The unit to ask an element in: knots for a speed and metres for a height when offered, else its default. */
export function layerUnitFor(element: { units?: readonly string[] | null; unitDefault?: string | null } | null | undefined): string | null {
  const units = element?.units ?? [];
  const fallback = element?.unitDefault ?? units[0] ?? null;
  if (fallback === null) return null;
  if (fallback in speedToKn && units.includes('kn')) return 'kn';
  if (fallback in heightToM && units.includes('m')) return 'm';
  return fallback;
}

export interface PaletteInUnit {
  palette: LayerPalette | null;
  unit: string | null;
  /** The unit the service gave, when the values were converted from it; null when shown as given. */
  convertedFrom: string | null;
}

function roundedTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The palette with its values in knots or metres, converted when the service gave km/h, m/s, mph or ft. */
export function paletteInNavigatorUnit(palette: LayerPalette | null, unit: string | null): PaletteInUnit {
  const toKn = unit === null ? undefined : speedToKn[unit];
  const toM = unit === null ? undefined : heightToM[unit];
  const convert = toKn ?? toM;
  if (convert === undefined || unit === null) return { palette, unit, convertedFrom: null };
  const converted =
    palette === null
      ? null
      : { bands: palette.bands.map((band) => ({ ...band, from: roundedTenth(convert(band.from)), to: band.to === null ? null : roundedTenth(convert(band.to)) })) };
  return { palette: converted, unit: toKn === undefined ? 'm' : 'kn', convertedFrom: unit };
}
