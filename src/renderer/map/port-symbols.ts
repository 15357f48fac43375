import type { Port, PortSize } from '../../shared/service/ports';
import { worldPixelAtZoom0 } from './land-projection';
import { portRadiusPx, portSizesSmallFirst } from './port-visibility';

/**
 * The port list as the chart draws it: each port's Web Mercator pixel at zoom 0, worked out once
 * when the list arrives, the smallest harbours first (larger ones are drawn over them). A zoom
 * then places every port with two multiplications, and the chart holds no Leaflet layer per port:
 * its 3,700 circle markers were each projected again at every zoom and taken off the canvas one
 * by one when their size went out of scale (about 13 ms of opening a voyage, in a profile).
 */
export interface PortSymbols {
  /** In drawing order: by size, smallest first. */
  readonly ports: readonly Port[];
  readonly worldX: Float64Array;
  readonly worldY: Float64Array;
  /** Where each size's ports lie in that order: [start, end). */
  readonly rangeOfSize: Readonly<Record<PortSize, readonly [number, number]>>;
}

export function portSymbols(ports: readonly Port[]): PortSymbols {
  const ordered = portSizesSmallFirst.flatMap((size) => ports.filter((port) => port.size === size));
  const worldX = new Float64Array(ordered.length);
  const worldY = new Float64Array(ordered.length);
  ordered.forEach((port, index) => {
    const world = worldPixelAtZoom0(port.latitude, port.longitude);
    worldX[index] = world.x;
    worldY[index] = world.y;
  });
  let start = 0;
  const rangeOfSize = {} as Record<PortSize, readonly [number, number]>;
  for (const size of portSizesSmallFirst) {
    const end = start + ports.filter((port) => port.size === size).length;
    rangeOfSize[size] = [start, end];
    start = end;
  }
  return { ports: ordered, worldX, worldY, rangeOfSize };
}

/** How many ports of these sizes the list holds. */
export function portCount(symbols: PortSymbols, sizes: ReadonlySet<PortSize>): number {
  return portSizesSmallFirst.reduce((sum, size) => (sizes.has(size) ? sum + symbols.rangeOfSize[size][1] - symbols.rangeOfSize[size][0] : sum), 0);
}

/** The chart's view in layer pixels (Leaflet's: the world at the zoom, less the pixel origin). */
export interface LayerView {
  zoom: number;
  originX: number;
  originY: number;
  /** The canvas's extent in layer pixels; ports whose symbol cannot reach it are left out. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The ports of the shown sizes whose symbol reaches the view, with their layer pixels. */
export interface PlacedPorts {
  /** Indices into PortSymbols.ports, in drawing order. */
  readonly indices: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly count: number;
}

export const noPlacedPorts: PlacedPorts = { indices: new Int32Array(0), x: new Float64Array(0), y: new Float64Array(0), count: 0 };

/**
 * Where the ports of `sizes` fall in `view`, as `map.latLngToLayerPoint` rounds them for a circle
 * marker, those whose symbol lies wholly outside the view left out.
 */
export function placePorts(symbols: PortSymbols, sizes: ReadonlySet<PortSize>, view: LayerView): PlacedPorts {
  const scale = 2 ** view.zoom;
  const capacity = portCount(symbols, sizes);
  const indices = new Int32Array(capacity);
  const x = new Float64Array(capacity);
  const y = new Float64Array(capacity);
  let count = 0;
  for (const size of portSizesSmallFirst) {
    if (!sizes.has(size)) continue;
    const reach = portRadiusPx[size] + 1;
    const [start, end] = symbols.rangeOfSize[size];
    for (let index = start; index < end; index += 1) {
      const px = Math.round(symbols.worldX[index]! * scale) - view.originX;
      const py = Math.round(symbols.worldY[index]! * scale) - view.originY;
      if (px < view.minX - reach || px > view.maxX + reach || py < view.minY - reach || py > view.maxY + reach) continue;
      indices[count] = index;
      x[count] = px;
      y[count] = py;
      count += 1;
    }
  }
  return { indices, x, y, count };
}

/**
 * The port under a pointer at layer pixel (px, py): the nearest whose symbol, widened by
 * `tolerancePx`, holds the point; the one drawn on top where two are as near.
 */
export function portAt(symbols: PortSymbols, placed: PlacedPorts, px: number, py: number, tolerancePx: number): Port | null {
  let best: Port | null = null;
  let bestDistance = Infinity;
  for (let at = 0; at < placed.count; at += 1) {
    const port = symbols.ports[placed.indices[at]!]!;
    const distance = Math.hypot(placed.x[at]! - px, placed.y[at]! - py);
    if (distance <= portRadiusPx[port.size] + tolerancePx && distance <= bestDistance) {
      best = port;
      bestDistance = distance;
    }
  }
  return best;
}
