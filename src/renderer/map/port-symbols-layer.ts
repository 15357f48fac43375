import L from 'leaflet';
import type { Port, PortSize } from '../../shared/service/ports';
import { portRadiusPx, portSizesSmallFirst } from './port-visibility';
import { noPlacedPorts, placePorts, portAt, type PlacedPorts, type PortSymbols } from './port-symbols';

/** What this layer uses of Leaflet's canvas and path beyond their typings (leaflet-src.js, Canvas and Path). */
interface CanvasInside {
  _ctx: CanvasRenderingContext2D;
  _drawing: boolean;
  _bounds: L.Bounds;
  _fillStroke(ctx: CanvasRenderingContext2D, layer: L.Path): void;
}
interface PathInside {
  _map: L.Map | null;
  _renderer: CanvasInside;
  _pxBounds: L.Bounds | undefined;
  _clickTolerance(): number;
  options: L.PathOptions;
}

/** The sizes to draw at a zoom. */
export type PortSizesAtZoom = (zoom: number) => ReadonlySet<PortSize>;

export interface PortSymbolsLayer extends L.Path {
  /** Which sizes the chart shows at each zoom: drawn again at once, and at every zoom after. */
  setVisibility(sizesAt: PortSizesAtZoom): void;
  /** The port a click on the layer was on (Leaflet's event: its layer point), or null. */
  portAtEvent(event: L.LeafletMouseEvent): Port | null;
  /** How many ports of the sizes shown at the chart's zoom it holds, in view or not. */
  shownCount(): number;
}

interface Fields {
  symbols: PortSymbols;
  sizesAt: PortSizesAtZoom;
  /** The shown sizes' ports at the zoom, before the view's bounds are applied. */
  projected: PlacedPorts;
  inView: PlacedPorts;
}

type Self = PathInside & { fields: Fields };

/**
 * Every port of the shown sizes as one layer of Leaflet's canvas (map/chart-canvas.ts, shared
 * with the route, which is drawn over it): one path per size, hit-tested for a click by distance.
 * It lives in the canvas's drawing order as a path does, so the canvas draws it in its frame and
 * its clicks and pointer cursor work as a circle marker's did.
 */
const PortSymbolsPath = L.Path.extend({
  // A circle marker's: filled, the fill's rule the union of the circles of a size.
  options: { fill: true, fillRule: 'nonzero' },

  initialize(this: Self, symbols: PortSymbols, options: L.PathOptions) {
    L.setOptions(this, options);
    this.fields = { symbols, sizesAt: () => new Set(), projected: noPlacedPorts, inView: noPlacedPorts };
  },

  setVisibility(this: Self & L.Path, sizesAt: PortSizesAtZoom) {
    this.fields.sizesAt = sizesAt;
    if (this._map) this.redraw();
  },

  portAtEvent(this: Self, event: L.LeafletMouseEvent): Port | null {
    return portAt(this.fields.symbols, this.fields.inView, event.layerPoint.x, event.layerPoint.y, this._clickTolerance());
  },

  shownCount(this: Self): number {
    const { symbols, sizesAt } = this.fields;
    if (!this._map) return 0;
    const sizes = sizesAt(this._map.getZoom());
    return portSizesSmallFirst.reduce((sum, size) => (sizes.has(size) ? sum + symbols.rangeOfSize[size][1] - symbols.rangeOfSize[size][0] : sum), 0);
  },

  // Leaflet calls these as it does a path's: _project at a zoom, _update for the view's bounds.
  _project(this: Self) {
    const map = this._map;
    if (!map) return;
    const origin = map.getPixelOrigin();
    // Every port of the sizes shown at this zoom; the view's bounds come in _update.
    this.fields.projected = placePorts(this.fields.symbols, this.fields.sizesAt(map.getZoom()), { zoom: map.getZoom(), originX: origin.x, originY: origin.y, minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity });
  },

  _update(this: Self) {
    if (!this._map) return;
    const bounds = this._renderer._bounds;
    const { projected } = this.fields;
    const keep: number[] = [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const reach = portRadiusPx.large + 1;
    for (let at = 0; at < projected.count; at += 1) {
      const x = projected.x[at]!;
      const y = projected.y[at]!;
      if (x < bounds.min!.x - reach || x > bounds.max!.x + reach || y < bounds.min!.y - reach || y > bounds.max!.y + reach) continue;
      keep.push(at);
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    const indices = new Int32Array(keep.length);
    const xs = new Float64Array(keep.length);
    const ys = new Float64Array(keep.length);
    keep.forEach((at, index) => {
      indices[index] = projected.indices[at]!;
      xs[index] = projected.x[at]!;
      ys[index] = projected.y[at]!;
    });
    this.fields.inView = { indices, x: xs, y: ys, count: keep.length };
    this._pxBounds = keep.length === 0 ? undefined : L.bounds([minX - reach, minY - reach], [maxX + reach, maxY + reach]);
  },

  _updatePath(this: Self) {
    const renderer = this._renderer;
    const { inView, symbols } = this.fields;
    if (!renderer._drawing || inView.count === 0) return;
    const ctx = renderer._ctx;
    // One path per size, smallest first: the larger harbours lie over the smaller.
    let at = 0;
    while (at < inView.count) {
      const size = symbols.ports[inView.indices[at]!]!.size;
      const radius = portRadiusPx[size];
      ctx.beginPath();
      for (; at < inView.count && symbols.ports[inView.indices[at]!]!.size === size; at += 1) {
        ctx.moveTo(inView.x[at]! + radius, inView.y[at]!);
        ctx.arc(inView.x[at]!, inView.y[at]!, radius, 0, Math.PI * 2);
      }
      renderer._fillStroke(ctx, this as unknown as L.Path);
    }
  },

  _containsPoint(this: Self, point: L.Point): boolean {
    return portAt(this.fields.symbols, this.fields.inView, point.x, point.y, this._clickTolerance()) !== null;
  },

  _empty(this: Self): boolean {
    return this.fields.inView.count === 0;
  },
}) as unknown as new (symbols: PortSymbols, options: L.PathOptions) => PortSymbolsLayer;

export function portSymbolsLayer(symbols: PortSymbols, options: L.PathOptions): PortSymbolsLayer {
  return new PortSymbolsPath(symbols, options);
}
