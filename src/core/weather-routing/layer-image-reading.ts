import { PNG } from 'pngjs';
import { bandOfColour, bandValue, readLayerPalette, type LayerPalette } from '../../shared/service/palette-reading';
import { navigatorUnitFor } from '../../shared/voyage/forecast-element-units';

/**
 * A map layer's image read back into values, as the chart's cursor readout reads it (the one
 * palette reading of src/shared/service/palette-reading.ts): each pixel's colour is the band of
 * values it stands for, taken at the band's middle, in the navigator's unit. The image lies over
 * its box as a web chart draws it: columns even in longitude, rows even in Web Mercator y.
 */

export interface ImageBox {
  north: number;
  south: number;
  /** As asked of the service, each within -180..180 (west east of east: the box crosses 180°). */
  west: number;
  east: number;
}

export interface LayerPixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** PNG bytes as 8-bit RGBA (pngjs: every colour type and bit depth, palettes and transparency). */
export function decodePng(bytes: Uint8Array): LayerPixels {
  let png: PNG;
  try {
    png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    throw new Error(`a layer image could not be read as PNG: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return { width: png.width, height: png.height, rgba: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
}

const maxMercatorLat = 85.0511;
const RAD = Math.PI / 180;

function mercatorY(latDeg: number): number {
  const lat = Math.max(-maxMercatorLat, Math.min(maxMercatorLat, latDeg)) * RAD;
  return Math.log(Math.tan(Math.PI / 4 + lat / 2));
}

export interface LayerReader {
  /** The value at a position in the navigator's unit (kn, m, degrees), or null: outside the image, transparent, or a colour not in the palette. */
  valueAt(lat: number, lon: number): number | null;
}

export interface LayerReading {
  palette: LayerPalette;
  convert: (value: number) => number;
}

/** The palette and unit of a layers answer, or why its images cannot be read. */
export function layerReading(palette: { colors?: readonly string[] | null; values?: readonly (number | null)[] | null } | null | undefined, element: string, serviceUnit: string): LayerReading {
  const read = readLayerPalette(palette);
  if (read === null) throw new Error(`the ${element} layer gives no palette that reads (colours with their values), so its images cannot be read back into values`);
  const unit = navigatorUnitFor(element, serviceUnit);
  if (!unit.known) throw new Error(`the ${element} layer is in "${serviceUnit}", a unit Passage does not convert to the router's (kn, m, degrees)`);
  return { palette: read, convert: unit.convert };
}

export function layerReader(pixels: LayerPixels, box: ImageBox, reading: LayerReading): LayerReader {
  const spanLon = box.east > box.west ? box.east - box.west : box.east + 360 - box.west;
  const top = mercatorY(box.north);
  const bottom = mercatorY(box.south);
  const { width, height, rgba } = pixels;
  // An image holds a handful of colours: each read once by the palette, then looked up.
  const byColour = new Map<number, number | null>();
  return {
    valueAt(lat, lon) {
      const fx = ((((lon - box.west) % 360) + 360) % 360) / spanLon;
      const fy = (top - mercatorY(lat)) / (top - bottom);
      if (!(fx >= 0 && fx <= 1 && fy >= 0 && fy <= 1)) return null;
      const x = Math.min(width - 1, Math.floor(fx * width));
      const y = Math.min(height - 1, Math.floor(fy * height));
      const at = (y * width + x) * 4;
      const key = ((rgba[at]! << 24) | (rgba[at + 1]! << 16) | (rgba[at + 2]! << 8) | rgba[at + 3]!) >>> 0;
      let value = byColour.get(key);
      if (value === undefined) {
        const band = bandOfColour(reading.palette, [rgba[at]!, rgba[at + 1]!, rgba[at + 2]!, rgba[at + 3]!]);
        value = band === null ? null : reading.convert(bandValue(band));
        byColour.set(key, value);
      }
      return value;
    },
  };
}
