import { colourOf, type Palette } from '../elements/palettes';
import { encodePng } from './png';

/**
 * A PNG of a field over a latitude/longitude box, as a web chart draws it: columns evenly spaced
 * in longitude and rows evenly spaced in Web Mercator y (the chart stretches an image linearly in
 * its own projection, so rows spaced in latitude would put a field degrees off on a wide view).
 * The field is evaluated on a coarse grid (33 x 33) and interpolated bilinearly to the image,
 * which keeps a 256 x 256 image quick while the field itself is smooth. A box whose west is east
 * of its east crosses 180°.
 */

export interface ImageBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

const gridSize = 33;
const maxMercatorLat = 85.0511;

function mercatorY(latDeg: number): number {
  const lat = (Math.max(-maxMercatorLat, Math.min(maxMercatorLat, latDeg)) * Math.PI) / 180;
  return Math.log(Math.tan(Math.PI / 4 + lat / 2));
}

function latitudeOfMercatorY(y: number): number {
  return ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;
}

/** Latitude and longitude of an image position, each 0..1 from the top left corner. */
export function imagePositionToLatLon(box: ImageBox, fx: number, fy: number): { lat: number; lon: number } {
  const spanLon = box.east >= box.west ? box.east - box.west : box.east + 360 - box.west;
  const top = mercatorY(box.north);
  const bottom = mercatorY(box.south);
  let lon = box.west + spanLon * fx;
  if (lon > 180) lon -= 360;
  return { lat: latitudeOfMercatorY(top + (bottom - top) * fy), lon };
}

export function renderFieldPng(
  box: ImageBox,
  valueAt: (lat: number, lon: number) => number,
  palette: Palette,
  options: { size?: number; grayscale?: boolean } = {},
): Buffer {
  const size = options.size ?? 256;
  const grid = new Float64Array(gridSize * gridSize);
  for (let row = 0; row < gridSize; row += 1) {
    for (let column = 0; column < gridSize; column += 1) {
      const { lat, lon } = imagePositionToLatLon(box, column / (gridSize - 1), row / (gridSize - 1));
      grid[row * gridSize + column] = valueAt(lat, lon);
    }
  }
  const minValue = palette.values[0] ?? 0;
  const maxValue = palette.values[palette.values.length - 1] ?? 1;
  const rgba = new Uint8Array(size * size * 4);
  const at = (r: number, c: number): number => grid[r * gridSize + c] ?? 0;
  for (let y = 0; y < size; y += 1) {
    // Pixel centres: the pixel at (x, y) shows the field at its middle.
    const gy = ((y + 0.5) / size) * (gridSize - 1);
    const y0 = Math.min(gridSize - 2, Math.floor(gy));
    const fy = gy - y0;
    for (let x = 0; x < size; x += 1) {
      const gx = ((x + 0.5) / size) * (gridSize - 1);
      const x0 = Math.min(gridSize - 2, Math.floor(gx));
      const fx = gx - x0;
      const value =
        (at(y0, x0) * (1 - fx) + at(y0, x0 + 1) * fx) * (1 - fy) + (at(y0 + 1, x0) * (1 - fx) + at(y0 + 1, x0 + 1) * fx) * fy;
      const offset = (y * size + x) * 4;
      if (options.grayscale === true) {
        const level = Math.round(255 * Math.max(0, Math.min(1, (value - minValue) / (maxValue - minValue || 1))));
        rgba[offset] = level;
        rgba[offset + 1] = level;
        rgba[offset + 2] = level;
        rgba[offset + 3] = 255;
      } else {
        const [r, g, b, a] = colourOf(palette, value);
        rgba[offset] = r;
        rgba[offset + 1] = g;
        rgba[offset + 2] = b;
        rgba[offset + 3] = a;
      }
    }
  }
  return encodePng(size, size, rgba);
}
