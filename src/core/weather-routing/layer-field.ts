import type { RoutingQuantity } from '../../shared/voyage/weather-routing';
import { griddedField, type GriddedField, type GridSpec } from './gridded-field';
import type { LayerFieldSource } from './layer-field-fetch';
import { decodePng, layerReader, layerReading, type LayerReader } from './layer-image-reading';
import type { SeaState } from './routing-problem';

/**
 * The router's field from layer images: at every node and time of the grid, each quantity read
 * from its layer's image for that time (layer-image-reading.ts). The grid is filled one time after
 * another, so only the images of one time are decoded and held at once.
 */
export function layerField(grid: GridSpec, sources: readonly LayerFieldSource[]): GriddedField {
  const layers = sources.map((source) => ({ source, reading: layerReading(source.palette, source.element, source.serviceUnit) }));
  let timeIndex = -1;
  let readerTime = Number.NaN;
  const readers = new Map<RoutingQuantity, LayerReader | null>();
  const decoded = new Map<Uint8Array, LayerReader>();

  function readersAt(timeUtcMs: number): void {
    if (timeUtcMs === readerTime) return;
    readerTime = timeUtcMs;
    timeIndex = grid.timesUtcMs.indexOf(timeUtcMs);
    const keep = new Set<Uint8Array>();
    readers.clear();
    for (const { source, reading } of layers) {
      const image = source.images[source.imageOfTime[timeIndex] ?? -1];
      if (image === undefined) {
        readers.set(source.quantity, null);
        continue;
      }
      keep.add(image);
      let reader = decoded.get(image);
      if (reader === undefined) {
        reader = layerReader(decodePng(image), source.box, reading);
        decoded.set(image, reader);
      }
      readers.set(source.quantity, reader);
    }
    // Only this time's images stay decoded (the next time mostly needs others).
    for (const image of decoded.keys()) if (!keep.has(image)) decoded.delete(image);
  }

  return griddedField(grid, (lat, lon, timeUtcMs): SeaState => {
    readersAt(timeUtcMs);
    const read = (quantity: RoutingQuantity) => readers.get(quantity)?.valueAt(lat, lon) ?? null;
    return {
      windKn: read('windSpeed'),
      windFromDeg: read('windDirection'),
      significantWaveHeightM: read('waveHeight'),
      waveFromDeg: read('waveDirection'),
      currentKn: read('currentSpeed'),
      currentToDeg: read('currentDirection'),
    };
  });
}
