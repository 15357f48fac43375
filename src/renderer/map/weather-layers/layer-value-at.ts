import type L from 'leaflet';
import { pixelsOf } from './layer-image';
import { bandOfColour, bandWords, type LayerPalette } from '../../../shared/service/palette-reading';

/**
 * The value under the cursor, read from the pixels of the image on show by its palette: the
 * overlay hands its image element here, the cursor readout asks. The pixels are read from the
 * image when first asked (one image's worth held, not one per step kept). The image is placed
 * linearly in the chart's projection, so the pixel is found in layer points, the way the chart
 * drew it.
 */

export interface ShownPixels {
  /** The overlay's image; its pixels are read once it has loaded. */
  image: HTMLImageElement;
  /** Where the image lies: [[south, west], [north, east]], longitudes as placed (unwrapped). */
  bounds: L.LatLngBounds;
  palette: LayerPalette | null;
  unit: string | null;
}

let shown: ShownPixels | null = null;
let read: { src: string; pixels: ImageData } | null = null;

export function setShownPixels(next: ShownPixels | null): void {
  shown = next;
  if (next === null) read = null;
}

/** The shown image's pixels, read at the first ask after it changed; null until it has loaded. */
function shownPixels(image: HTMLImageElement): ImageData | null {
  if (read !== null && read.src === image.src) return read.pixels;
  if (!image.complete || image.naturalWidth === 0) return null;
  read = { src: image.src, pixels: pixelsOf(image, image.naturalWidth, image.naturalHeight) };
  return read.pixels;
}

/** "Wind 20–30 km/h" at a pointer position, or null when no layer or no value is there. */
export function weatherValueAt(map: L.Map, latlng: L.LatLng): string | null {
  if (shown === null || shown.palette === null) return null;
  const { bounds } = shown;
  const pixels = shownPixels(shown.image);
  if (pixels === null) return null;
  const topLeft = map.latLngToLayerPoint(bounds.getNorthWest());
  const bottomRight = map.latLngToLayerPoint(bounds.getSouthEast());
  // The pointer's longitude in the frame the image was placed in.
  const centreLng = (bounds.getWest() + bounds.getEast()) / 2;
  const lng = latlng.lng + 360 * Math.round((centreLng - latlng.lng) / 360);
  const point = map.latLngToLayerPoint([latlng.lat, lng]);
  const fx = (point.x - topLeft.x) / (bottomRight.x - topLeft.x);
  const fy = (point.y - topLeft.y) / (bottomRight.y - topLeft.y);
  if (!(fx >= 0 && fx < 1 && fy >= 0 && fy < 1)) return null;
  const x = Math.floor(fx * pixels.width);
  const y = Math.floor(fy * pixels.height);
  const offset = (y * pixels.width + x) * 4;
  const data = pixels.data;
  const band = bandOfColour(shown.palette, [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0, data[offset + 3] ?? 0]);
  return band === null ? null : bandWords(band, shown.unit);
}
