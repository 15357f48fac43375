import { colourOf, type Palette } from '../elements/palettes';
import { encodePng } from './png';

/**
 * A PNG of a field over a latitude/longitude box: the field is evaluated on a coarse grid
 * (33 x 33) and interpolated bilinearly to the image, which keeps a 256 x 256 image quick while
 * the field itself is smooth.
 */

export interface ImageBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

const gridSize = 33;

export function renderFieldPng(
  box: ImageBox,
  valueAt: (lat: number, lon: number) => number,
  palette: Palette,
  options: { size?: number; grayscale?: boolean } = {},
): Buffer {
  const size = options.size ?? 256;
  const spanLon = box.east >= box.west ? box.east - box.west : box.east + 360 - box.west;
  const grid = new Float64Array(gridSize * gridSize);
  for (let row = 0; row < gridSize; row += 1) {
    const lat = box.north - ((box.north - box.south) * row) / (gridSize - 1);
    for (let column = 0; column < gridSize; column += 1) {
      let lon = box.west + (spanLon * column) / (gridSize - 1);
      if (lon > 180) lon -= 360;
      grid[row * gridSize + column] = valueAt(lat, lon);
    }
  }
  const minValue = palette.values[0] ?? 0;
  const maxValue = palette.values[palette.values.length - 1] ?? 1;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    const gy = (y / (size - 1)) * (gridSize - 1);
    const y0 = Math.min(gridSize - 2, Math.floor(gy));
    const fy = gy - y0;
    for (let x = 0; x < size; x += 1) {
      const gx = (x / (size - 1)) * (gridSize - 1);
      const x0 = Math.min(gridSize - 2, Math.floor(gx));
      const fx = gx - x0;
      const at = (r: number, c: number): number => grid[r * gridSize + c] ?? 0;
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
