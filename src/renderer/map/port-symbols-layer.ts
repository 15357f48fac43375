import L from 'leaflet';
import type { Port, PortSize } from '../../shared/service/ports';
import { portRadiusPx } from './port-visibility';
import { noPlacedPorts, placePorts, portAt, portCount, type PlacedPorts, type PortSymbols } from './port-symbols';

/** What this layer uses of Leaflet's canvas and path beyond their typings (leaflet-src.js, Canvas and Path). */
interface CanvasInside {
  _ctx: CanvasRenderingContext2D;
  _drawing: boolean;
  /** While it draws: the part of the canvas drawn again, or null for all of it. */
  _redrawBounds: L.Bounds | null;
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
  /** The shown sizes' ports whose symbol reaches the canvas, in layer pixels. */
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
    this.fields = { symbols, sizesAt: () => new Set(), inView: noPlacedPorts };
  },

  setVisibility(this: Self & L.Path, sizesAt: PortSizesAtZoom) {
    this.fields.sizesAt = sizesAt;
    if (this._map) this.redraw();
  },

  portAtEvent(this: Self, event: L.LeafletMouseEvent): Port | null {
    return portAt(this.fields.symbols, this.fields.inView, event.layerPoint.x, event.layerPoint.y, this._clickTolerance());
  },

  shownCount(this: Self): number {
    return this._map ? portCount(this.fields.symbols, this.fields.sizesAt(this._map.getZoom())) : 0;
  },

  // Leaflet calls _project at a zoom and _update for the view's bounds after it (a pan calls
  // _update alone): the ports are placed in _update, from the zoom and origin of the moment, which
  // costs two multiplications a port.
  _project() {},

  _update(this: Self) {
    const map = this._map;
    if (!map) return;
    const origin = map.getPixelOrigin();
    const { min, max } = this._renderer._bounds;
    const zoom = map.getZoom();
    const inView = placePorts(this.fields.symbols, this.fields.sizesAt(zoom), { zoom, originX: origin.x, originY: origin.y, minX: min!.x, minY: min!.y, maxX: max!.x, maxY: max!.y });
    this.fields.inView = inView;
    if (inView.count === 0) {
      this._pxBounds = undefined;
      return;
    }
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let at = 0; at < inView.count; at += 1) {
      minX = Math.min(minX, inView.x[at]!);
      maxX = Math.max(maxX, inView.x[at]!);
      minY = Math.min(minY, inView.y[at]!);
      maxY = Math.max(maxY, inView.y[at]!);
    }
    const reach = portRadiusPx.large + 1;
    this._pxBounds = L.bounds([minX - reach, minY - reach], [maxX + reach, maxY + reach]);
  },

  _updatePath(this: Self) {
    const renderer = this._renderer;
    const { inView, symbols } = this.fields;
    if (!renderer._drawing || inView.count === 0) return;
    const ctx = renderer._ctx;
    // A part of the canvas drawn again (a dragged leg, a changed symbol) is clipped to its bounds:
    // only the ports that reach into it are drawn, as a circle marker was only when its own did.
    const part = renderer._redrawBounds;
    // One path per size, smallest first: the larger harbours lie over the smaller.
    let at = 0;
    while (at < inView.count) {
      const size = symbols.ports[inView.indices[at]!]!.size;
      const radius = portRadiusPx[size];
      const reach = radius + 1;
      ctx.beginPath();
      for (; at < inView.count && symbols.ports[inView.indices[at]!]!.size === size; at += 1) {
        const x = inView.x[at]!;
        const y = inView.y[at]!;
        if (part && (x < part.min!.x - reach || x > part.max!.x + reach || y < part.min!.y - reach || y > part.max!.y + reach)) continue;
        ctx.moveTo(x + radius, y);
        ctx.arc(x, y, radius, 0, Math.PI * 2);
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
