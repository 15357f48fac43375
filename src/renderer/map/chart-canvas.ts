import L from 'leaflet';

const canvases = new WeakMap<L.Map, L.Canvas>();

/** What FrameCanvas uses of Leaflet's canvas beyond its typings (leaflet-src.js, Canvas). */
interface CanvasInside {
  _layers: Record<string, { _update(): void }>;
  _postponeUpdatePaths?: boolean;
  _redrawBounds: L.Bounds | null;
  _redrawRequest: number | null;
  /** Set when the next drawing must be of the whole canvas (it was resized, which clears it). */
  _wholeRedraw?: boolean;
  _redraw(): void;
}

const leafletCanvas = L.Canvas.prototype as unknown as { _redraw(this: CanvasInside): void };

/**
 * Leaflet's canvas, drawn in the next animation frame rather than at once when the view changes.
 * A view change (a fit, a pan's end) drew every symbol on the spot, and the symbols added or moved
 * in the same task were drawn again in the frame: opening a voyage drew the ports and the route
 * twice before the first paint (up to 13 ms at 1,000 waypoints in a profile). The frame's drawing
 * comes before its paint, so no frame shows the canvas cleared.
 */
const FrameCanvas = L.Canvas.extend({
  _updatePaths(this: CanvasInside) {
    if (this._postponeUpdatePaths) return;
    for (const id in this._layers) this._layers[id]?._update();
    this._wholeRedraw = true;
    this._redrawRequest ??= L.Util.requestAnimFrame(() => this._redraw());
  },
  _redraw(this: CanvasInside) {
    if (this._wholeRedraw) this._redrawBounds = null;
    this._wholeRedraw = false;
    leafletCanvas._redraw.call(this);
  },
}) as unknown as new (options: L.RendererOptions) => L.Canvas;

/** The chart's canvases' margin beyond the view, a fraction of it each side (symbols and land alike: why below). */
export const chartCanvasPadding = 0.1;

/**
 * The one canvas the chart's clickable symbols share (ports, route). Each Leaflet canvas is a
 * full-size element: a second one on top would swallow every click meant for the first, so
 * ports under a route could never be clicked. Land has its own, non-interactive canvas below.
 *
 * Its margin beyond the view is Leaflet's default tenth: the margin only shows while the chart is
 * dragged (the canvas is drawn again when it stops, and waypoint symbols are drawn in view only),
 * and its pixels are paid four times over. The half of the view it had each side made the canvas
 * four times the view's area, 11 MB at the benchmark's 1280 × 900 window, and Chromium keeps two
 * or three more copies of every canvas for its compositor (memory-infra, docs/platform-facts.md):
 * about 44 MB of the renderer for this one canvas, now about 16.
 */
export function chartCanvas(map: L.Map): L.Canvas {
  let canvas = canvases.get(map);
  if (canvas === undefined) {
    canvas = new FrameCanvas({ padding: chartCanvasPadding, tolerance: 6 });
    canvases.set(map, canvas);
  }
  return canvas;
}
